import { useStaff } from '@dental/api-client';

/** Doctors to filter by, as choices: the branch's doctors (position type 1) from the shared staff look-up. */
export function useDoctors(branch: string | null) {
  const { data = [] } = useStaff((staff) => staff.filter((member) => member.position_types.includes(1) && branch !== null && member.branch_uuids.includes(branch)));
  return data.map((member) => ({ value: member.uuid, label: `${member.first_name} ${member.last_name}` }));
}
