import { PERMISSIONS } from '@dental/contracts';
import { permissionsOf } from '../users/permissions.js';
import { ALL_CLINIC_PERMISSIONS, DEFAULT_PERMISSIONS } from '../seed/permission-sets.js';

describe('permissionsOf', () => {
  it('is the union of the positions, in the contract order, without duplicates', () => {
    expect(
      permissionsOf([{ permissions: ['patients_view', 'calendar_view'] }, { permissions: ['calendar_view', 'report_view'] }]),
    ).toEqual(['calendar_view', 'patients_view', 'report_view']);
  });
  it('gives admin every permission', () => {
    expect(permissionsOf([{ permissions: ['admin'] }])).toEqual([...PERMISSIONS]);
  });
  it('ignores names that are not permissions', () => {
    expect(permissionsOf([{ permissions: ['launch_rockets', 'user_view'] }])).toEqual(['user_view']);
  });
  it('never gives `admin` through a clinic position set', () => {
    for (const set of [ALL_CLINIC_PERMISSIONS, ...Object.values(DEFAULT_PERMISSIONS)]) expect(set).not.toContain('admin');
  });
});
