import { billingModule } from '@dental/billing';
import { bookingModule } from '@dental/booking';
import { calendarModule } from '@dental/calendar';
import { dentalCardModule } from '@dental/dental-card';
import { identityModule } from '@dental/identity';
import { importsModule } from '@dental/imports';
import { messagesModule } from '@dental/messages';
import { messengerModule } from '@dental/messenger';
import { patientsModule } from '@dental/patients';
import { recallModule } from '@dental/recall';
import { reportsModule } from '@dental/reports';
import type { DomainModule } from '@dental/server-core';
import { settingsModule } from '@dental/settings';

/**
 * Every domain module, in the stable order their migrations and demo seeds run: identity first
 * (companies, branches and users are what the others point at).
 */
export const ALL_MODULES: readonly DomainModule[] = [
  identityModule,
  settingsModule,
  patientsModule,
  calendarModule,
  dentalCardModule,
  billingModule,
  reportsModule,
  messengerModule,
  importsModule,
  recallModule,
  messagesModule,
  bookingModule,
];

/**
 * The modules one process serves: all of them, or the ones MODULES names (`MODULES=calendar`).
 * Identity always comes along: it resolves the bearer token of every request.
 */
export function selectModules(names: string | undefined): DomainModule[] {
  if (!names?.trim()) return [...ALL_MODULES];
  const wanted = new Set(names.split(',').map((name) => name.trim()).filter(Boolean));
  const unknown = [...wanted].filter((name) => !ALL_MODULES.some((module) => module.name === name));
  if (unknown.length) {
    throw new Error(`Unknown module(s) in MODULES: ${unknown.join(', ')}. Known: ${ALL_MODULES.map((m) => m.name).join(', ')}`);
  }
  return ALL_MODULES.filter((module) => module.name === 'identity' || wanted.has(module.name));
}
