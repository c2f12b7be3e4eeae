import type { EntityManager } from '@mikro-orm/core';
import type { ToothMapJaw } from '@dental/contracts';
import { TOOTH_TYPE, type Surface, type ToothType } from '@dental/domain-teeth';
import { DEFAULT_TIME_ZONE, dayBounds, todayIn } from '@dental/domain-time';
import { Appointment } from '@dental/calendar';
import type { IdentityDemo } from '@dental/identity';
import type { Patient } from '@dental/patients';
import type { DemoContext } from '@dental/server-core';
import { Service, ToothStatus } from '@dental/settings';
import { ConsentFormTemplate } from '../consent-forms/consent-form-templates/consent-form-template.entity.js';
import { ToothMapItem } from '../items/tooth-map-item.entity.js';
import { TreatmentPlan } from '../plans/treatment-plan.entity.js';
import { ToothTypeEntry } from '../teeth/tooth-type-entry.entity.js';
import { ClinicalNote } from '../notes/clinical-note.entity.js';
import { NoteTemplate } from '../notes/note-template.entity.js';

interface PatientsDemoLike {
  demo: Patient[];
}

/** One mark of a demo card: [tooth or jaw, surfaces, diagnosis name, stage, service sku when planned or treated, days ago]. */
type Mark = [number | ToothMapJaw, Surface[], string, 'diagnosed' | 'existing' | 'planned' | 'treated', string | null, number];

/** A dozen realistic cards: caries, fillings, crowns, root canals, an extraction, a child's primary teeth. */
const CARDS: Mark[][] = [
  [[36, ['mesial', 'occlusal'], 'Kariess', 'planned', 'P-002', 20], [46, [], 'Pulpīts', 'planned', 'E-003', 20], [16, ['occlusal'], 'Plomba', 'existing', null, 400], [26, [], 'Kronis', 'existing', null, 700], [47, ['occlusal'], 'Kariess', 'treated', 'P-001', 60]],
  [[46, [], 'Trūkstošs zobs', 'existing', null, 900], [45, ['distal', 'occlusal'], 'Plomba', 'existing', null, 500], [14, ['mesial'], 'Kariess', 'diagnosed', null, 10]],
  [[11, ['mesial', 'occlusal'], 'Zoba lūzums', 'planned', 'P-005', 5], [21, [], 'Venīrs', 'existing', null, 300], [17, ['occlusal'], 'Fisūru hermetizācija', 'existing', null, 1500]],
  [[36, [], 'Ārstēts sakņu kanāls', 'existing', null, 800], [36, [], 'Kronis', 'existing', null, 780], [37, ['occlusal', 'buccal'], 'Sekundārais kariess', 'diagnosed', null, 3]],
  [[18, [], 'Neizšķīlies zobs', 'existing', null, 200], [28, [], 'Neizšķīlies zobs', 'existing', null, 200], [38, [], 'Periodontīts (periapikāls)', 'planned', 'Q-003', 15]],
  [['lower', [], 'Gingivīts', 'diagnosed', null, 30], [24, ['mesial', 'occlusal', 'distal'], 'Plomba', 'existing', null, 1000]],
  [[25, [], 'Trūkstošs zobs', 'existing', null, 1200], [25, [], 'Implants', 'existing', null, 1100], [15, ['distal'], 'Kariess', 'diagnosed', null, 40]],
  [[31, [], 'Periodontīts', 'diagnosed', null, 25], [41, [], 'Periodontīts', 'diagnosed', null, 25], [33, ['buccal'], 'Kariess', 'planned', 'P-001', 25]],
  [[16, ['occlusal'], 'Plomba', 'existing', null, 700], [26, ['occlusal'], 'Plomba', 'existing', null, 700], [36, ['occlusal'], 'Plomba', 'existing', null, 700], [46, ['occlusal'], 'Plomba', 'existing', null, 700]],
  [[12, [], 'Kronis', 'planned', 'R-002', 12], [22, [], 'Kronis', 'planned', 'R-002', 12]],
  [[27, ['occlusal'], 'Kariess', 'diagnosed', null, 7], [48, [], 'Trūkstošs zobs', 'existing', null, 2000]],
  // A child with mixed dentition: primary molars with caries, first permanent molars sealed.
  [[74, ['occlusal'], 'Kariess', 'planned', 'B-002', 14], [84, ['occlusal', 'distal'], 'Kariess', 'diagnosed', null, 14], [36, ['occlusal'], 'Fisūru hermetizācija', 'existing', null, 90], [46, ['occlusal'], 'Fisūru hermetizācija', 'existing', null, 90]],
];

/** The demo clinic's note templates (issue 25), with the placeholders a note fills in. */
const NOTE_TEMPLATES = [
  { name: 'Plombēšana', text: 'Zobs {tooth}. Sūdzības: jutīgums pret aukstu. Infiltrācijas anestēzija. Kariesa ekskavācija, kompozīta plomba. Ieteikumi doti. Ārsts: {doctor.full_name}, {date}.' },
  { name: 'Profilaktiskā apskate', text: '{patient.full_name} ieradās profilaktiskajā apskatē {date}. Sūdzību nav. Mutes higiēna laba. Nākamā apskate pēc 6 mēnešiem.' },
];

/** The child's teeth: primary 55-85 erupted, first permanent molars erupted, the rest of the permanent ones not yet. */
const CHILD_TEETH: [number, ToothType][] = [
  ...[55, 54, 53, 52, 51, 61, 62, 63, 64, 65, 75, 74, 73, 72, 71, 81, 82, 83, 84, 85].map((tooth): [number, ToothType] => [tooth, TOOTH_TYPE.PRIMARY]),
  ...[16, 26, 36, 46].map((tooth): [number, ToothType] => [tooth, TOOTH_TYPE.PERMANENT]),
  ...[11, 21, 31, 41].map((tooth): [number, ToothType] => [tooth, TOOTH_TYPE.PERMANENT_NOT_ERUPTED]),
];

/** The demo consent template's text: one point per paragraph, with the placeholders a clinic uses. */
const DEMO_CONSENT_TEXT = {
  lv: 'Es, {patient.full_name} (personas kods {patient.personal_code}), piekrītu zobu implanta ievietošanai.\n\nĀrsts {doctor.full_name} man izskaidroja procedūru, tās riskus (sāpes, tūska, infekcija, implanta neieaugšana) un alternatīvas.\n\nPlānotās procedūras:\n{plan.procedures}\nKopējās izmaksas: {plan.total}.\n\nMan bija iespēja uzdot jautājumus, un es uz tiem saņēmu atbildes. Datums: {date}.',
  en: 'I, {patient.full_name} (personal code {patient.personal_code}), consent to the placement of a dental implant.\n\nDr {doctor.full_name} explained the procedure, its risks (pain, swelling, infection, failure of the implant to integrate) and the alternatives.\n\nPlanned procedures:\n{plan.procedures}\nTotal cost: {plan.total}.\n\nI had the chance to ask questions and they were answered. Date: {date}.',
  ru: 'Я, {patient.full_name} (персональный код {patient.personal_code}), согласен(на) на установку зубного импланта.\n\nВрач {doctor.full_name} объяснил(а) процедуру, её риски (боль, отёк, инфекция, неприживление импланта) и альтернативы.\n\nЗапланированные процедуры:\n{plan.procedures}\nОбщая стоимость: {plan.total}.\n\nУ меня была возможность задать вопросы, и я получил(а) ответы. Дата: {date}.',
};

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/** Whole years from a 'YYYY-MM-DD' birth date to `today`; null without a birth date. */
function ageOn(dob: string | null, today: string): number | null {
  if (!dob) return null;
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** The card (by index in CARDS) whose tooth 46 was extracted: its type is 5 (extracted) as well. */
const EXTRACTED = { card: 1, tooth: 46 } as const;

/**
 * Who gets which card, by date of birth: the primary-dentition card goes to a child of 5-9 (the
 * age of mixed dentition), every other card to an adult; a card without a fitting patient is left out.
 */
function cardHolders(patients: readonly Patient[], today: string): (Patient | undefined)[] {
  const aged = patients.map((patient) => ({ patient, age: ageOn(patient.dob, today) }));
  const child = aged.find(({ age }) => age !== null && age >= 5 && age <= 9)?.patient;
  const adults = aged.filter(({ age }) => age !== null && age >= 18).map(({ patient }) => patient);
  return CARDS.map((_, index) => (index === CARDS.length - 1 ? child : adults[index]));
}

/**
 * Dental cards for twelve demo patients (docs/decisions.md "Tooth map"), chosen by age: findings,
 * existing work, an extracted tooth (type 5), planned procedures grouped into plans (the first
 * patient's plan approved with two phases), a treated filling on a past appointment, and a
 * child's mixed dentition on a patient of 5-9. The doctor's first patient
 * of today gets a diagnosis too, so a visit can be treated from the card at once.
 */
export async function seedDentalCardDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const identity = demo.identity as IdentityDemo | undefined;
  const patients = demo.patients as PatientsDemoLike | undefined;
  if (!identity || !patients) throw new Error('the dental-card seed needs the identity and patients seeds first');
  const company = identity.companies.demo;
  const doctor = identity.users.doctor;
  const now = new Date();
  const [statuses, services] = await Promise.all([em.find(ToothStatus, { company }, { filters: false }), em.find(Service, { company }, { filters: false })]);
  const status = (name: string) => statuses.find((row) => row.name === name)!;
  const service = (sku: string) => services.find((row) => row.sku === sku)!;

  const holders = cardHolders(patients.demo, todayIn(DEFAULT_TIME_ZONE));
  for (const [index, marks] of CARDS.entries()) {
    const patient = holders[index];
    if (!patient) continue;
    const pastVisit = await em.findOne(Appointment, { company, patient, status: { $in: [8, 9, 10] } }, { filters: false, orderBy: { timeFrom: 'desc' } });
    const plan = marks.some(([, , , stage]) => stage === 'planned' || stage === 'treated')
      ? em.create(TreatmentPlan, { company, patient, name: 'Ārstēšanas plāns', createdBy: doctor, createdAt: daysAgo(30, now) })
      : null;
    const planned: ToothMapItem[] = [];
    for (const [target, surfaces, name, stage, sku, ago] of marks) {
      const treated = stage === 'treated' && pastVisit?.timeFrom ? pastVisit : null;
      const finalStage = stage === 'treated' && !treated ? 'planned' : stage;
      const chosen = sku ? service(sku) : null;
      const item = em.create(ToothMapItem, {
        company,
        patient,
        tooth: typeof target === 'number' ? target : null,
        jaw: typeof target === 'number' ? null : target,
        surfaces,
        statusUuid: status(name).uuid,
        stage: finalStage,
        serviceUuid: chosen?.uuid ?? null,
        plan: chosen ? plan : null,
        price: chosen?.priceFrom ?? null,
        priceFrozen: finalStage === 'treated' || index === 0,
        diagnosedAt: daysAgo(ago, now),
        plannedAt: chosen ? daysAgo(Math.max(ago - 1, 0), now) : null,
        treatedAt: treated?.timeFrom ?? null,
        appointmentUuid: treated?.uuid ?? null,
        practitioner: treated ? treated.practitioner : null,
        createdBy: doctor,
      });
      if (chosen) planned.push(item);
    }
    if (plan) {
      // The first card's plan is approved, in two phases: pain first (root canal), then fillings.
      plan.phases = index === 0
        ? [{ name: '1. Sāpju novēršana', items: planned.filter((item) => item.tooth === 46).map((item) => item.uuid) }, { name: '2. Plombēšana', items: planned.filter((item) => item.tooth !== 46).map((item) => item.uuid) }]
        : [{ name: '1', items: planned.map((item) => item.uuid) }];
      if (index === 0) Object.assign(plan, { status: 'approved', approvedAt: daysAgo(19, now), approvedBy: doctor });
    }
  }

  const child = holders[CARDS.length - 1];
  if (child) {
    for (const [tooth, type] of CHILD_TEETH) em.create(ToothTypeEntry, { company, patient: child, tooth, type, entryVersion: 1, setAt: daysAgo(100, now), setBy: doctor });
  }
  const extracted = holders[EXTRACTED.card];
  if (extracted) {
    em.create(ToothTypeEntry, { company, patient: extracted, tooth: EXTRACTED.tooth, type: TOOTH_TYPE.EXTRACTED, entryVersion: 1, setAt: daysAgo(900, now), setBy: doctor });
  }

  // Today's first appointment of the demo doctor: a finding on the card, ready to plan and treat.
  const [dayStart, dayEnd] = dayBounds(todayIn(DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE);
  const today = await em.findOne(
    Appointment,
    { company, practitioner: doctor, timeFrom: { $gte: new Date(dayStart), $lt: new Date(dayEnd) }, status: { $nin: [0, 4] } },
    { filters: false, orderBy: { timeFrom: 'asc' }, populate: ['patient'] },
  );
  // Tooth 17 erupts at about twelve: the finding goes on a patient old enough to have it.
  if (today && (ageOn(today.patient.getEntity().dob, todayIn(DEFAULT_TIME_ZONE)) ?? 99) >= 12) {
    em.create(ToothMapItem, { company, patient: today.patient, tooth: 17, jaw: null, surfaces: ['occlusal'], statusUuid: status('Kariess').uuid, stage: 'diagnosed', diagnosedAt: daysAgo(14, now), createdBy: doctor });
  }
  // One consent form template (issue 29), linked to no service: the demo's treatments need no signed form.
  em.create(ConsentFormTemplate, { company, name: 'Implantācija', text: DEMO_CONSENT_TEXT, serviceUuids: [] });

  // Note templates, and the first card written up: a signed note and a later addendum to it.
  for (const template of NOTE_TEMPLATES) em.create(NoteTemplate, { company, ...template });
  const written = holders[0];
  if (written) {
    const signed = em.create(ClinicalNote, {
      company,
      patientUuid: written.uuid,
      text: 'Zobs 47: kariess uz oklūzās virsmas. Kompozīta plomba. Pacients procedūru panesa labi.',
      authorUuid: doctor.uuid,
      signedAt: daysAgo(60, now),
      signedByUuid: doctor.uuid,
      createdAt: daysAgo(60, now),
    });
    em.create(ClinicalNote, { company, patientUuid: written.uuid, addendumTo: signed, text: 'Pacients zvanīja: pēc procedūras sāpju nav.', authorUuid: doctor.uuid, createdAt: daysAgo(58, now) });
  }
  await em.flush();
}
