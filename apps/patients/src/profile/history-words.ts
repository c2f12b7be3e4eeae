import type { TFunction } from 'i18next';
import type { PatientAuditChanges, PatientAuditEntry } from '@dental/contracts';

/**
 * The History tab in words (issue 25): each audit entry as a sentence in the user's language
 * ("Added Caries on tooth 16 (surfaces M, O)", "Issued credit note K-2026-0003") and its values as
 * lines, field names translated and uuids shown by the names the history answer carries (`labels`).
 * What the server recorded: `values` (the short values a write sent), `subject` (what it made),
 * `route` (the step), `changes` (an edit of the card), and the sub-record's ids.
 */
export interface EntryWords {
  title: string;
  lines: string[];
}

export interface WordFormats {
  date: (ymd: string) => string;
  dateTime: (iso: string) => string;
  money: (cents: number) => string;
}

type Bag = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SURFACE_ORDER = ['mesial', 'distal', 'occlusal', 'buccal', 'lingual'];

/** Fields whose values are codes of a dictionary, and fields that hold dates (the card's own). */
const CODED: Record<string, string> = { gender: 'patients:genders', status: 'patients:statuses', document_type: 'patients:document_types', stage: 'dental:stages', jaw: 'dental:jaws' };
const DATES = new Set(['dob', 'document_date', 'document_expiration', 'insurance_expiration', 'due_date']);

const bag = (value: unknown): Bag => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

/** A field's name in the user's language. */
export function fieldName(field: string, t: TFunction): string {
  return t(`notes:history.fields.${field}`, { defaultValue: t(`patients:fields.${field}`, { defaultValue: field.replace(/_uuids?$/, '').replace(/_/g, ' ') }) });
}

/** Codes whose meaning depends on the part of the card (a relationship's type, a tooth's type). */
const CODED_BY_RESOURCE: Record<string, Record<string, string>> = {
  relationships: { type: 'patients:kinship.types' },
  'tooth-map': { type: 'dental:tooth_types' },
};

/** One recorded value as the user reads it; null when it can only be shown as a bare id. */
export function valueText(field: string, value: unknown, t: TFunction, f: WordFormats, labels: Record<string, string> = {}, resource = ''): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('patients:not_set');
  if (Array.isArray(value)) {
    if (field === 'surfaces') return surfaceNames(value, t);
    const parts = value.map((one) => valueText(field, one, t, f, labels, resource)).filter((one): one is string => one !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'string' && UUID.test(value)) {
    const label = labels[value.toLowerCase()] ?? labels[value];
    if (!label) return null;
    return field === 'appointment_uuid' ? f.dateTime(label) : label;
  }
  if (typeof value === 'boolean') return t(value ? 'patients:tests.yes' : 'patients:tests.no');
  const coded = CODED_BY_RESOURCE[resource]?.[field] ?? CODED[field];
  if (coded) return t(`${coded}.${String(value)}`, { defaultValue: String(value) });
  if (field === 'amount' || field === 'insurance' || field === 'price') return typeof value === 'number' ? f.money(value) : String(value);
  if (field === 'method') return t(`invoices:method.${String(value)}`, { defaultValue: String(value) });
  if (DATES.has(field) && typeof value === 'string') return f.date(value);
  return String(value);
}

function surfaceNames(surfaces: unknown[], t: TFunction): string {
  return surfaces.map((surface) => t(`dental:surfaces.${String(surface)}`, { defaultValue: String(surface) })).join(', ');
}

/** "tooth 16 (surfaces M, O)", or the jaw's name. */
function target(tooth: unknown, jaw: unknown, surfaces: unknown, t: TFunction): string {
  if (typeof jaw === 'string' && jaw) return t(`dental:jaws.${jaw}`, { defaultValue: jaw }).toLowerCase();
  const list = Array.isArray(surfaces) ? [...surfaces].map(String).sort((a, b) => SURFACE_ORDER.indexOf(a) - SURFACE_ORDER.indexOf(b)) : [];
  if (list.length) return t('notes:history.target_tooth_surfaces', { tooth, surfaces: list.map((s) => t(`notes:history.surfaces_short.${s}`, { defaultValue: s })).join(', ') });
  return tooth === undefined || tooth === null ? t('notes:history.a_tooth') : t('notes:history.target_tooth', { tooth });
}

/** The value lines of a write: every recorded value the sentence did not already say, readable. */
function valueLines(values: Bag, said: string[], t: TFunction, f: WordFormats, labels: Record<string, string>, resource: string): string[] {
  return Object.entries(values).flatMap(([field, value]) => {
    if (said.includes(field)) return [];
    const shown = valueText(field, value, t, f, labels, resource);
    return shown === null ? [] : [t('notes:history.value', { field: fieldName(field, t), value: shown })];
  });
}

function changeLines(changes: PatientAuditChanges, t: TFunction, f: WordFormats): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    t('patients:history.change', {
      field: fieldName(field, t),
      before: valueText(field, before, t, f) ?? '—',
      after: valueText(field, after, t, f) ?? '—',
    }),
  );
}

function toothMap(entry: PatientAuditEntry, d: Bag, values: Bag, subject: Bag, t: TFunction, labels: Record<string, string>): { title: string; said: string[] } {
  const route = text(d.route) ?? '';
  const where = target(subject.tooth ?? values.tooth ?? d.tooth, subject.jaw ?? values.jaw, subject.surfaces ?? values.surfaces, t);
  const named = (uuid: unknown) => (typeof uuid === 'string' ? labels[uuid] : undefined);
  const what = text(subject.service) ?? named(values.service_uuid) ?? text(subject.status) ?? named(values.tooth_status_uuid) ?? t('notes:history.a_diagnosis');
  const said = ['tooth', 'jaw', 'surfaces', 'stage', 'tooth_status_uuid', 'service_uuid', 'plan_uuid', 'appointment_uuid'];
  const key = (name: string) => ({ title: t(`notes:history.tooth_map.${name}`, { what, target: where }), said });
  if (entry.action === 'read') return { title: t('notes:history.tooth_map.read'), said };
  if (route.startsWith('teeth/')) {
    return { title: t('notes:history.tooth_map.tooth_type', { tooth: d.tooth, type: t(`dental:tooth_types.${String(values.type)}`, { defaultValue: String(values.type ?? '') }) }), said: ['type'] };
  }
  if (route.endsWith('/plan')) return key('planned');
  if (route.endsWith('/treat')) return key('treated');
  if (route.endsWith('/invalidate')) return key('invalidated');
  if (entry.action === 'delete') return { title: t('notes:history.tooth_map.removed'), said };
  if (entry.action === 'update') return { ...key('changed'), said: ['tooth', 'jaw', 'stage', 'tooth_status_uuid', 'service_uuid', 'plan_uuid'] };
  return key((subject.stage ?? values.stage) === 'existing' ? 'existing' : 'added');
}

function plans(entry: PatientAuditEntry, d: Bag, subject: Bag, values: Bag, t: TFunction): string {
  const route = text(d.route) ?? '';
  const name = text(subject.name) ?? text(values.name) ?? '';
  if (entry.action === 'read') return t('notes:history.plans.read');
  if (entry.action === 'delete') return t('notes:history.plans.removed');
  const step = route.endsWith('/approve') ? 'approved' : route.endsWith('/close') ? 'closed' : route.endsWith('/copy') ? 'copied' : route.endsWith('/order') ? 'ordered' : entry.action === 'create' ? 'created' : 'changed';
  return t(`notes:history.plans.${step}`, { name });
}

function notes(entry: PatientAuditEntry, values: Bag, t: TFunction, f: WordFormats, labels: Record<string, string>): string {
  if (entry.resource === 'notes/sign') return t('notes:history.notes.signed');
  if (entry.action === 'read') return t('notes:history.notes.read');
  if (entry.action === 'update') return t('notes:history.notes.changed');
  if (values.addendum_to) return t('notes:history.notes.addendum');
  const visit = typeof values.appointment_uuid === 'string' ? labels[values.appointment_uuid] : undefined;
  return visit ? t('notes:history.notes.written_visit', { date: f.dateTime(visit) }) : t('notes:history.notes.written');
}

function invoices(entry: PatientAuditEntry, d: Bag, t: TFunction, f: WordFormats): string {
  const what = entry.resource.slice('invoices/'.length);
  const number = text(d.number) ?? '';
  const amount = typeof d.amount === 'number' ? f.money(d.amount) : '';
  const method = d.method === undefined ? '' : t(`invoices:method.${String(d.method)}`, { defaultValue: String(d.method) });
  const key = (name: string) => t(`notes:history.invoices.${name}`, { number, amount, method, what });
  switch (what) {
    case 'invoice':
      return number ? key('read') : key('read_draft');
    case 'draft':
      return key(entry.action === 'delete' ? 'draft_removed' : entry.action === 'update' ? 'draft_changed' : 'draft');
    case 'issue':
      return key('issued');
    case 'credit_note':
    case 'payment':
    case 'refund':
    case 'payment_cancel':
    case 'pdf':
    case 'ubl':
    case 'products_used':
      return key(what);
    case 'list':
      return key('listed');
    default:
      return key('other');
  }
}

const CARD_PARTS: Record<string, Partial<Record<PatientAuditEntry['action'], string>> & { default: string }> = {
  patient: { read: 'read', create: 'created', update: 'changed', delete: 'removed', list: 'listed', export: 'exported', default: 'changed' },
  settings: { read: 'settings_read', default: 'settings' },
  doctors: { read: 'doctors_read', default: 'doctors' },
  relationships: { read: 'relationships_read', default: 'relationships' },
  files: { read: 'files_read', delete: 'files_removed', default: 'files' },
  tests: { read: 'tests_read', update: 'tests_approved', default: 'tests' },
  history: { default: 'history_read' },
  merge: { default: 'merged' },
};

/** One audit entry in words: the sentence and its lines. */
export function describeEntry(entry: PatientAuditEntry, t: TFunction, f: WordFormats): EntryWords {
  const d = bag(entry.details);
  const values = bag(d.values);
  const subject = bag(d.subject);
  const labels = entry.labels ?? {};
  const changes = d.changes && typeof d.changes === 'object' ? (d.changes as PatientAuditChanges) : null;
  const fields = Array.isArray(d.fields) ? (d.fields as string[]) : [];
  let title: string;
  let said: string[] = [];
  if (entry.resource === 'tooth-map') ({ title, said } = toothMap(entry, d, values, subject, t, labels));
  else if (entry.resource === 'treatment-plans') {
    title = plans(entry, d, subject, values, t);
    said = ['name'];
  } else if (entry.resource === 'notes' || entry.resource === 'notes/sign') {
    title = notes(entry, values, t, f, labels);
    said = ['appointment_uuid', 'addendum_to', 'item_uuid'];
  } else if (entry.resource.startsWith('invoices/')) title = invoices(entry, d, t, f);
  else if (CARD_PARTS[entry.resource]) {
    const part = CARD_PARTS[entry.resource];
    title = t(`notes:history.card.${part[entry.action] ?? part.default}`);
  } else if (entry.resource.startsWith('calendar')) title = t('notes:history.card.calendar_read');
  else if (entry.resource.startsWith('recall')) title = t('notes:history.card.recalls', { what: t(`patients:history.actions.${entry.action}`) });
  else {
    title = t('notes:history.other', {
      action: t(`patients:history.actions.${entry.action}`),
      resource: t(`patients:history.resources.${entry.resource}`, { defaultValue: entry.resource }),
    });
  }

  const lines: string[] = [];
  if (changes && Object.keys(changes).length) lines.push(...changeLines(changes, t, f));
  else if (Object.keys(values).length) lines.push(...valueLines(values, said, t, f, labels, entry.resource));
  else if (fields.length && entry.action !== 'read' && !entry.resource.startsWith('notes')) {
    // An entry from before values were recorded: the fields it sent, by their names (a note's sentence says it all).
    lines.push(t('patients:history.fields', { fields: fields.map((field) => fieldName(field, t)).join(', ') }));
  }
  if (typeof d.merged_name === 'string') lines.push(t('patients:history.merged_from', { name: d.merged_name }));
  const fileName = text(d.file_name) ?? text(subject.file_name);
  if (fileName) lines.push(fileName);
  return { title, lines };
}
