/**
 * Keys of what the app saves locally besides the session (docs/spec.md §3, "saved locally"):
 * the branch list, department list, active appointment with its progress flag and the helper.
 * Sign-out removes all of them so the next person at the chair sees nothing of the last one.
 */
export const LOCAL_STATE_KEYS = {
  branch: 'branch',
  branches: 'branches',
  departments: 'departments',
  activeAppointment: 'active_appointment',
  activeAppointmentProgress: 'active_appointment_progress',
  helper: 'helper',
} as const;

export function clearLocalState(): void {
  for (const key of Object.values(LOCAL_STATE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing was saved either
    }
  }
}
