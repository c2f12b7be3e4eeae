import { useStaff as useSharedStaff } from '@dental/api-client';

/** Doctors (position type 1) or assistants (2) to choose from: the shared staff look-up, filtered here. */
export const useStaff = (type: 1 | 2) => useSharedStaff((staff) => staff.filter((member) => member.position_types.includes(type)));
