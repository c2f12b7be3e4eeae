import type { Me, Permission } from '@dental/contracts';

/** The signed-in user of the web tests (the shell's and this library's). */
export const ME_UUID = '7a0c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11';

/** A `GET /auth/me` answer with the given permissions and branches (Dina Doctor of Demo Clinic). */
export const makeMe = (permissions: Permission[], branches: Me['branches'] = []): Me => ({
  uuid: ME_UUID,
  username: 'dina',
  first_name: 'Dina',
  last_name: 'Doctor',
  email: null,
  style: { color: '#1e88e5' },
  permissions,
  positions: [],
  branches,
  company: { id: 1, name: 'Demo Clinic', slug: 'demo' },
});
