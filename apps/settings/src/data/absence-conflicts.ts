import { api } from '@dental/api-client';
import type { AbsenceConflicts } from '@dental/contracts';

/** Which absence is asked about: a branch's holiday, or a user's absence in each of their branches. */
export type AbsenceOwner = { kind: 'holiday'; branch: string } | { kind: 'vacation'; user: string; branches: readonly string[] };

/**
 * What a holiday or absence would stand over (GET /planner/absence-conflicts, planner_view): the
 * appointments and work times of the branch (a holiday) or of the user in each of their branches.
 * The same question the planner's absence form asks; settings keeps its own data call.
 */
export async function absenceConflicts(owner: AbsenceOwner, body: Record<string, unknown>): Promise<AbsenceConflicts> {
  const branches = owner.kind === 'holiday' ? [owner.branch] : [...owner.branches];
  const weekdays = Array.isArray(body.weekdays) && body.repeat_type === 'week' ? body.weekdays.join(',') : undefined;
  const answers = await Promise.all(
    branches.map((branch) =>
      api.get<AbsenceConflicts>('/planner/absence-conflicts', {
        query: {
          branch_uuid: branch,
          user_uuid: owner.kind === 'vacation' ? owner.user : undefined,
          date_from: String(body.date_from ?? ''),
          date_to: String(body.date_to ?? ''),
          repeat_type: String(body.repeat_type ?? 'none'),
          repeat_after: Number(body.repeat_after) || 1,
          weekdays: weekdays || undefined,
        },
      }),
    ),
  );
  return {
    appointments: answers.flatMap((a) => a.appointments),
    work_times: answers.flatMap((a) => a.work_times),
  };
}
