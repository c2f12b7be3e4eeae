import type { EntityManager } from '@mikro-orm/core';
import type { AppointmentReason, AppointmentStatus } from '@dental/contracts';
import type { Branch, IdentityDemo, Speciality, User } from '@dental/identity';
import type { Patient } from '@dental/patients';
import type { Company, DemoContext } from '@dental/server-core';
import type { Room, Service } from '@dental/settings';
import { AppointmentChange } from '../appointments/appointment-change.entity.js';
import { Appointment } from '../appointments/appointment.entity.js';
import { appointmentSnapshot } from '../appointments/appointment.mapper.js';
import { addDays, daysBetween, localDate, localPeriod, viewRange, weekdayOf } from '../common/zoned.js';
import { WorkTime } from '../planner/work-time.entity.js';

/** The parts of the earlier seeds this one books into (settings' and patients' own demo types). */
interface SettingsDemoLike {
  rooms: { rigaCentre: Room[]; jurmala: Room[]; liepaja: Room[] };
  specialities: Record<string, Speciality>;
  services: Service[];
}
interface PatientsDemoLike {
  demo: Patient[];
  other: Patient[];
}

/** A weekday shift: where and when one person works. */
interface Shift {
  weekdays: number[];
  branch: Branch;
  room: Room;
  from: string;
  to: string;
}

interface Practitioner {
  company: Company;
  user: User;
  shifts: Shift[];
  assistant?: User;
  speciality?: Speciality;
  patients: Patient[];
  services: Service[];
}

/** Small deterministic generator, so every demo database looks the same for the same seed date. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const REASONS: AppointmentReason[] = ['acute', 'consultation', 'treatment', 'treatment', 'control', 'hygiene'];
const COMMENTS = [null, null, null, 'Pacients lūdz piezvanīt iepriekš', 'Jūtīgi zobi', 'Pirmā vizīte', 'Kontrole pēc plombēšanas', 'Lūdz rīta laiku'];

/**
 * Work times for every practitioner and assistant, weekdays of the current month ± 2 weeks, and a
 * month of appointments around the seed date (two weeks back, two weeks ahead) in their rooms and
 * shifts: finished or canceled in the past, in progress and waiting today, planned, notified and
 * confirmed ahead; plus a few queued (unplanned) requests. Times are relative to the day the seed
 * runs, so the demo always looks alive. Slots never overlap: the database's constraints would say.
 */
export async function seedCalendarDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const identity = demo.identity as IdentityDemo | undefined;
  const settings = demo.settings as SettingsDemoLike | undefined;
  const patients = demo.patients as PatientsDemoLike | undefined;
  if (!identity || !settings || !patients) throw new Error('the calendar seed needs the identity, settings and patients seeds first');
  const { companies, branches, users } = identity;
  const { rigaCentre, jurmala, liepaja } = settings.rooms;
  const treatment = (rooms: Room[]) => rooms.filter((room) => room.hidden === 0);
  const [riga1, riga2, riga3] = treatment(rigaCentre);
  const [jurmala1] = treatment(jurmala);
  const [liepaja1] = treatment(liepaja);
  const specialities = Object.values(settings.specialities);
  const timeZone = branches.rigaCentre.timeZone;

  const practitioners: Practitioner[] = [
    {
      company: companies.demo,
      user: users.doctor,
      shifts: [
        { weekdays: [1, 2, 3, 4], branch: branches.rigaCentre, room: riga1, from: '09:00', to: '17:00' },
        { weekdays: [5], branch: branches.jurmala, room: jurmala1, from: '09:00', to: '15:00' },
      ],
      assistant: users.assistant,
      speciality: settings.specialities['Terapeits'] ?? specialities[0],
      patients: patients.demo,
      services: settings.services,
    },
    {
      company: companies.demo,
      user: users.manager,
      shifts: [{ weekdays: [1, 2, 3, 4, 5], branch: branches.rigaCentre, room: riga2 ?? riga1, from: '10:00', to: '18:00' }],
      speciality: settings.specialities['Ortodonts'] ?? specialities[0],
      patients: patients.demo,
      services: settings.services,
    },
    {
      company: companies.other,
      user: users.other,
      shifts: [{ weekdays: [1, 2, 3, 4, 5], branch: branches.liepaja, room: liepaja1, from: '09:00', to: '17:00' }],
      patients: patients.other,
      services: [],
    },
  ];
  // The assistant's own work time (so the planner shows assistants too): with the doctor in Riga.
  const assistantShifts: Shift[] = [{ weekdays: [1, 2, 3, 4, 5], branch: branches.rigaCentre, room: riga3 ?? riga1, from: '08:30', to: '16:30' }];

  const now = new Date();
  const todayLocal = localDate(now, timeZone);
  const month = viewRange(todayLocal, 'month', timeZone);
  const workDays = daysBetween(addDays(month.firstDay, -14), addDays(month.lastDay, 14)).filter((day) => weekdayOf(day) <= 5);
  const createWorkTimes = (company: Company, user: User, shifts: Shift[]) => {
    for (const day of workDays) {
      for (const shift of shifts.filter((candidate) => candidate.weekdays.includes(weekdayOf(day)))) {
        const { start, end } = localPeriod(day, shift.from, shift.to, shift.branch.timeZone);
        em.create(WorkTime, { company, branch: shift.branch, room: shift.room, user, timeFrom: start, timeTo: end });
      }
    }
  };
  for (const practitioner of practitioners) createWorkTimes(practitioner.company, practitioner.user, practitioner.shifts);
  createWorkTimes(companies.demo, users.assistant, assistantShifts);

  const rng = random(Number(todayLocal.replace(/-/g, '')));
  const appointmentDays = daysBetween(addDays(todayLocal, -14), addDays(todayLocal, 14)).filter((day) => weekdayOf(day) <= 5);
  const created: Appointment[] = [];
  for (const practitioner of practitioners) {
    for (const day of appointmentDays) {
      const shift = practitioner.shifts.find((candidate) => candidate.weekdays.includes(weekdayOf(day)));
      if (!shift) continue;
      let cursor = minutes(shift.from) + rng.pick([0, 0, 15, 30]);
      const end = minutes(shift.to);
      while (cursor < end) {
        const service = practitioner.services.length ? rng.pick(practitioner.services) : null;
        const duration = Math.min(service?.time && service.time >= 15 ? Math.ceil(service.time / 15) * 15 : rng.pick([30, 45, 60]), 120);
        if (cursor + duration > end) break;
        const { start, end: finish } = localPeriod(day, clock(cursor), clock(cursor + duration), shift.branch.timeZone);
        created.push(
          em.create(Appointment, {
            company: practitioner.company,
            branch: shift.branch,
            room: shift.room,
            patient: rng.pick(practitioner.patients),
            practitioner: practitioner.user,
            assistant: practitioner.assistant && shift.branch === branches.rigaCentre && rng.next() < 0.6 ? practitioner.assistant : null,
            speciality: practitioner.speciality ?? null,
            service,
            price: service ? service.priceFrom : rng.pick([3000, 4500, 6000]),
            reason: rng.pick(REASONS),
            status: statusFor(start, finish, now, rng.next()),
            timeFrom: start,
            timeTo: finish,
            comment: rng.pick(COMMENTS),
          }),
        );
        cursor += duration + rng.pick([0, 0, 0, 15, 15, 30, 45]);
      }
    }
  }

  // The queue: patients who asked for a time that is not planned yet.
  for (let index = 0; index < 8; index += 1) {
    const practitioner = practitioners[index % 2];
    created.push(
      em.create(Appointment, {
        company: companies.demo,
        branch: branches.rigaCentre,
        patient: rng.pick(practitioner.patients),
        practitioner: index % 3 === 0 ? null : practitioner.user,
        speciality: practitioner.speciality ?? null,
        reason: rng.pick(REASONS),
        status: 0,
        desiredDate: addDays(todayLocal, 2 + index * 2),
        comment: index % 2 === 0 ? 'Lūdz piezvanīt, lai vienotos par laiku' : null,
      }),
    );
  }
  await em.flush();

  for (const appointment of created) {
    const snapshot = appointmentSnapshot(appointment);
    const changes = Object.fromEntries(Object.entries(snapshot).filter(([, value]) => value !== null).map(([key, value]) => [key, [null, value]]));
    em.create(AppointmentChange, { company: appointment.company, appointment, action: 'created', changes, user: null, createdAt: appointment.timeFrom ? new Date(appointment.timeFrom.getTime() - 7 * 86_400_000) : now });
  }
  await em.flush();
  demo.calendar = { appointments: created.length };
}

/** A plausible status for when the appointment is, seen from now. */
function statusFor(start: Date, end: Date, now: Date, roll: number): AppointmentStatus {
  if (end <= now) return roll < 0.1 ? 4 : 8;
  if (start <= now) return 7;
  const hoursAhead = (start.getTime() - now.getTime()) / 3_600_000;
  if (roll < 0.06) return 4;
  if (hoursAhead < 3) return roll < 0.5 ? 6 : 3;
  if (hoursAhead < 48) return roll < 0.5 ? 3 : 2;
  return roll < 0.7 ? 1 : 2;
}
