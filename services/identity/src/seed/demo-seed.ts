import type { EntityManager } from '@mikro-orm/core';
import { Company, type DemoContext } from '@dental/server-core';
import { hashPassword } from '../auth/password.js';
import { Branch } from '../branches/branch.entity.js';
import { Department } from '../departments/department.entity.js';
import { Position, type PositionType } from '../positions/position.entity.js';
import { User } from '../users/user.entity.js';
import { ALL_CLINIC_PERMISSIONS, DEFAULT_PERMISSIONS } from './permission-sets.js';

/** The demo accounts (password = username), printed by the start command. Demo mode only. */
export const DEMO_ACCOUNTS = ['admin', 'manager', 'doctor', 'assistant', 'other'] as const;

/** What the identity seed hands to the modules seeded after it (rooms, patients, ...). */
export interface IdentityDemo {
  companies: { demo: Company; other: Company };
  branches: { rigaCentre: Branch; jurmala: Branch; liepaja: Branch };
  users: Record<(typeof DEMO_ACCOUNTS)[number], User>;
}

type BranchData = Pick<Branch, 'name' | 'email' | 'phone' | 'addressActual' | 'addressDeclared' | 'color'>;

/**
 * "Demo Dental" with a clinic, two branches (Riga centre and Jurmala), a position per type and the
 * staff admin / manager / doctor / assistant; and "Other Clinic" with its own clinic, branch and
 * user `other`, so tenant isolation can be seen. Runs once, on an empty database.
 */
export async function seedIdentityDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const demoCompany = em.create(Company, { name: 'Demo Dental', slug: 'demo' });
  const otherCompany = em.create(Company, { name: 'Other Clinic', slug: 'other' });
  await em.flush();

  const demoBank = {
    bankName: 'Swedbank AS',
    bankCode: 'HABA',
    bankSwift: 'HABALV22',
    iban: 'LV87HABA0551012345678',
    companyName: 'SIA "Demo Dental"',
    companyNumber: '40003123456',
    vatNumber: 'LV40003123456',
  };
  const demoDepartment = em.create(Department, { company: demoCompany, name: 'Demo Dental klīnika' });
  const rigaCentre = createBranch(em, demoCompany, demoDepartment, demoBank, {
    name: 'Rīgas centrs',
    email: 'riga@demodental.lv',
    phone: '+371 67 123 456',
    addressActual: 'Brīvības iela 68, Rīga, LV-1011',
    addressDeclared: 'Brīvības iela 68, Rīga, LV-1011',
    color: '#1e88e5',
  });
  const jurmala = createBranch(em, demoCompany, demoDepartment, demoBank, {
    name: 'Jūrmala',
    email: 'jurmala@demodental.lv',
    phone: '+371 67 765 432',
    addressActual: 'Jomas iela 45, Jūrmala, LV-2015',
    addressDeclared: 'Brīvības iela 68, Rīga, LV-1011',
    color: '#43a047',
  });

  const otherDepartment = em.create(Department, { company: otherCompany, name: 'Other Clinic' });
  const liepaja = createBranch(
    em,
    otherCompany,
    otherDepartment,
    {
      bankName: 'Luminor Bank AS',
      bankCode: 'RIKO',
      bankSwift: 'RIKOLV2X',
      iban: 'LV53RIKO0002013100000',
      companyName: 'SIA "Other Clinic"',
      companyNumber: '42103987654',
      vatNumber: 'LV42103987654',
    },
    {
      name: 'Liepāja',
      email: 'info@otherclinic.lv',
      phone: '+371 63 400 100',
      addressActual: 'Graudu iela 20, Liepāja, LV-3401',
      addressDeclared: 'Graudu iela 20, Liepāja, LV-3401',
      color: '#8e24aa',
    },
  );

  const positions = {
    management: position(em, demoCompany, 'Vadītājs', 0),
    doctor: position(em, demoCompany, 'Zobārsts', 1),
    assistant: position(em, demoCompany, 'Zobārsta asistents', 2),
    administrator: position(em, demoCompany, 'Administrators', 3),
    platformAdmin: em.create(Position, { company: demoCompany, name: 'Platformas administrators', type: 3, permissions: ['admin'] }),
  };
  const otherManagement = em.create(Position, {
    company: otherCompany,
    name: 'Vadītājs',
    type: 0,
    permissions: ALL_CLINIC_PERMISSIONS,
  });

  const users = {
    admin: await user(em, demoCompany, 'admin', 'Artūrs', 'Bērziņš', '#263238', [positions.platformAdmin], []),
    manager: await user(em, demoCompany, 'manager', 'Ilze', 'Kalniņa', '#6d4c41', [positions.management], [rigaCentre, jurmala]),
    doctor: await user(em, demoCompany, 'doctor', 'Jānis', 'Ozols', '#1565c0', [positions.doctor], [rigaCentre, jurmala]),
    assistant: await user(em, demoCompany, 'assistant', 'Līga', 'Liepiņa', '#ad1457', [positions.assistant], [rigaCentre]),
    other: await user(em, otherCompany, 'other', 'Pēteris', 'Zariņš', '#00796b', [otherManagement], [liepaja]),
  };
  users.doctor.certificate = 'ZĀ-004217';
  users.doctor.certificateDate = '2015-06-30';
  await em.flush();

  const identity: IdentityDemo = {
    companies: { demo: demoCompany, other: otherCompany },
    branches: { rigaCentre, jurmala, liepaja },
    users,
  };
  demo.identity = identity;
}

function createBranch(
  em: EntityManager,
  company: Company,
  department: Department,
  bank: Pick<Branch, 'bankName' | 'bankCode' | 'bankSwift' | 'iban' | 'companyName' | 'companyNumber' | 'vatNumber'>,
  data: BranchData,
): Branch {
  return em.create(Branch, { company, department, ...bank, ...data });
}

const position = (em: EntityManager, company: Company, name: string, type: PositionType): Position =>
  em.create(Position, { company, name, type, permissions: DEFAULT_PERMISSIONS[type] });

async function user(
  em: EntityManager,
  company: Company,
  username: string,
  firstName: string,
  lastName: string,
  color: string,
  positions: Position[],
  branches: Branch[],
): Promise<User> {
  const created = em.create(User, {
    company,
    username,
    passwordHash: await hashPassword(username),
    firstName,
    lastName,
    email: `${username}@${company.slug === 'demo' ? 'demodental.lv' : 'otherclinic.lv'}`,
    color,
  });
  created.positions.set(positions);
  created.branches.set(branches);
  return created;
}
