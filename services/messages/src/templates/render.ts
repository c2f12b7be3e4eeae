import { translate } from '@dental/i18n';
import type { Language, MessageChannelName, MessageKind } from '@dental/contracts';

/** What a template's placeholders are filled with. */
export interface TemplateValues {
  firstName: string;
  /** The appointment's start, shown in the branch's zone; none for a message without one. */
  appointmentAt: Date | null;
  timeZone: string;
  branchName: string;
  branchPhone: string;
  link: string;
  /** The online booking's code (only its template has one). */
  code?: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The start's day (dd.mm.yyyy) and time (hh:mm) in the branch's zone, as Latvian, English and Russian patients read them alike. */
export function zonedDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${twoDigits(Number(parts.hour))}:${parts.minute}` };
}

/** Replaces every placeholder of MESSAGE_PLACEHOLDERS; anything else in braces stays as written. */
export function renderTemplate(text: string, values: TemplateValues): string {
  const when = values.appointmentAt ? zonedDateTime(values.appointmentAt, values.timeZone) : { date: '', time: '' };
  const map: Record<string, string> = {
    '{patient.first_name}': values.firstName,
    '{appointment.date}': when.date,
    '{appointment.time}': when.time,
    '{branch.name}': values.branchName,
    '{branch.phone}': values.branchPhone,
    '{link}': values.link,
    '{code}': values.code ?? '',
  };
  return text.replace(/\{(patient\.first_name|appointment\.date|appointment\.time|branch\.name|branch\.phone|link|code)\}/g, (found) => map[found] ?? found);
}

/** The product's text of a kind on a channel in a language (the `messages` namespace), for a branch that has none of its own. */
export function defaultTemplate(kind: MessageKind, channel: MessageChannelName, language: Language): { subject: string; body: string } {
  return {
    subject: channel === 'email' ? translate(language, `messages:defaults.${kind}.subject`) : '',
    body: translate(language, `messages:defaults.${kind}.${channel}`),
  };
}

/** The opt-out line each message ends with. */
export function optOutLine(channel: MessageChannelName, language: Language, link: string): string {
  return translate(language, `messages:opt_out.${channel}`).replace('{link}', link);
}
