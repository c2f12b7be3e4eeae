import { ref, type EntityManager } from '@mikro-orm/core';
import type { KinshipType } from '@dental/contracts';
import type { Branch, IdentityDemo, User } from '@dental/identity';
import { sealPersonalCode, type Company, type DemoContext } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';
import { PatientRelationship } from '../relationships/patient-relationship.entity.js';
import { fold } from '../search/fold.js';
import { CITIES, FEMALE_FIRST_NAMES, INSURERS, MALE_FIRST_NAMES, STREETS, SURNAMES } from './latvian-names.js';
import { newFormCode, oldFormCode } from './personal-codes.js';
import { randomDate, seededRandom, type Random } from './random.js';
import { seedTestAnswers } from './test-answers-seed.js';

/** How many patients the demo company gets, families included. */
export const DEMO_PATIENTS = 300;
const FAMILIES = 30;

export interface PatientsDemo {
  demo: Patient[];
  other: Patient[];
}

/**
 * 300 patients of "Demo Dental" (Latvian names, valid old- and new-form personal codes, +371 2...
 * phones, doctors, helpers and branches) with 30 families linked as parents, children, siblings,
 * a guardian and a representative, questionnaire fills for 60 of them; and a few patients of "Other Clinic", so isolation can be seen.
 */
export async function seedPatientsDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const identity = demo.identity as IdentityDemo | undefined;
  if (!identity) throw new Error('the patients seed needs the identity seed first');
  const random = seededRandom(20_261_122);
  const { companies, branches, users } = identity;
  const demoBranches = [branches.rigaCentre, branches.jurmala];
  const make = (company: Company, branchPool: Branch[], doctors: User[], helpers: User[], serial: number, person: Person) =>
    createPatient(em, random, { company, branchPool, doctors, helpers, serial, person });

  const demoPatients: Patient[] = [];
  const links: { patient: Patient; relative: Patient; type: KinshipType }[] = [];
  let serial = 1;
  const doctorPool = [users.doctor, users.manager];
  const helperPool = [users.assistant];

  // Families first: a parent, one or two children (siblings), a child's guardian or representative now and then.
  for (let family = 0; family < FAMILIES; family++) {
    const surname = SURNAMES[family % SURNAMES.length];
    const parent = make(companies.demo, demoBranches, doctorPool, helperPool, serial++, adult(random, surname));
    const children = Array.from({ length: random.int(1, 2) }, () =>
      make(companies.demo, demoBranches, doctorPool, helperPool, serial++, child(random, surname)),
    );
    demoPatients.push(parent, ...children);
    for (const kid of children) links.push({ patient: kid, relative: parent, type: 0 });
    if (children.length === 2) links.push({ patient: children[0], relative: children[1], type: 3 });
    if (family % 10 === 3) {
      const guardian = make(companies.demo, demoBranches, doctorPool, helperPool, serial++, adult(random, SURNAMES[(family + 7) % SURNAMES.length]));
      demoPatients.push(guardian);
      links.push({ patient: children[0], relative: guardian, type: family % 20 === 3 ? 2 : 4 });
    }
  }
  while (demoPatients.length < DEMO_PATIENTS) {
    demoPatients.push(make(companies.demo, demoBranches, doctorPool, helperPool, serial++, adult(random, random.pick(SURNAMES))));
  }

  const otherPatients = Array.from({ length: 5 }, () =>
    make(companies.other, [branches.liepaja], [users.other], [], serial++, adult(random, random.pick(SURNAMES))),
  );
  await em.flush();

  for (const link of links) {
    em.create(PatientRelationship, { company: companies.demo, patient: link.patient, relative: link.relative, type: link.type });
  }
  await em.flush();
  await seedTestAnswers(em, companies.demo, demoPatients.slice(0, 60), users.doctor, random);
  const patients: PatientsDemo = { demo: demoPatients, other: otherPatients };
  demo.patients = patients;
}

interface Person {
  firstName: string;
  lastName: string;
  gender: 1 | 2;
  dob: string;
}

const adult = (random: Random, surname: readonly [string, string]): Person => person(random, surname, 1940, 2004);
const child = (random: Random, surname: readonly [string, string]): Person => person(random, surname, 2010, 2021);

function person(random: Random, [male, female]: readonly [string, string], fromYear: number, toYear: number): Person {
  const gender = random.chance(0.5) ? 1 : 2;
  return {
    gender,
    firstName: random.pick(gender === 1 ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
    lastName: gender === 1 ? male : female,
    dob: randomDate(random, fromYear, toYear),
  };
}

interface CreateInput {
  company: Company;
  branchPool: Branch[];
  doctors: User[];
  helpers: User[];
  serial: number;
  person: Person;
}

function createPatient(em: EntityManager, random: Random, input: CreateInput): Patient {
  const { person, serial } = input;
  // Codes issued after mid-2017 are new-form (no birth date); older patients mostly have old-form ones.
  const newForm = person.dob >= '2017-07-01' || random.chance(0.1);
  const foreigner = random.chance(0.03);
  const emailName = `${fold(person.firstName)}.${fold(person.lastName)}`.replace(/[^a-z.]/g, '');
  const patient = em.create(Patient, {
    company: input.company,
    firstName: person.firstName,
    lastName: person.lastName,
    gender: person.gender,
    dob: person.dob,
    ...sealPersonalCode(foreigner ? null : newForm ? newFormCode(10_000_000 + serial * 7919) : oldFormCode(person.dob, serial)),
    clientCard: `K-${String(serial).padStart(5, '0')}`,
    phone: `+371 2${random.int(0, 9)}${String(random.int(0, 999_999)).padStart(6, '0')}`,
    phone2: random.chance(0.15) ? `+371 6${random.int(1000000, 7999999)}` : null,
    email: random.chance(0.6) ? `${emailName}${serial}@${random.pick(['inbox.lv', 'gmail.com', 'apollo.lv'])}` : null,
    address: `${random.pick(STREETS)} ${random.int(1, 120)}, ${random.pick(CITIES)}, LV-${random.int(1001, 5099)}`,
    country: foreigner ? 'Lietuva' : 'Latvija',
    status: random.chance(0.9) ? 1 : random.chance(0.5) ? 0 : 2,
    insurance: random.chance(0.35) ? random.pick(INSURERS) : null,
    communicationLanguage: random.chance(0.8) ? 'lv' : random.chance(0.5) ? 'ru' : 'en',
    communicationSmsAd: random.chance(0.3),
    communicationEmailAd: random.chance(0.2),
  });
  if (patient.insurance) {
    patient.insuranceNumber = `${patient.insurance.slice(0, 2).toUpperCase()}-${random.int(100000, 999999)}`;
    patient.insuranceExpiration = randomDate(random, 2026, 2028);
  }
  if (input.doctors.length && random.chance(0.7)) patient.doctor = ref(random.pick(input.doctors));
  if (input.helpers.length && random.chance(0.3)) patient.helpers.set([random.pick(input.helpers)]);
  patient.branches.set(random.chance(0.2) ? input.branchPool : [random.pick(input.branchPool)]);
  return patient;
}
