import type { PatientListQuery } from '@dental/contracts';
import type { AlertSource } from '../alerts/patient-alerts.js';
import { codeProbe, searchTerms, type CodeProbe } from '../search/search-terms.js';

/**
 * The patients list's statement (patient-list.reads.ts runs it; tools/bench sends the same one
 * straight to Postgres as the floor): the list's columns, what its alerts are made of, and the doctor's name, the
 * request's `company_id` and `deleted_at is null` named in it (the doctor's too, as the ORM's
 * filters did for a populated doctor). Placeholders are `?`.
 */
const COLUMNS = `p.uuid, p.first_name, p.last_name, p.client_card, p.personal_code_sealed, p.phone, p.email,
  to_char(p.dob, 'YYYY-MM-DD') as dob, p.status, p.version,
  p.medical_alert, to_char(p.insurance_expiration, 'YYYY-MM-DD') as insurance_expiration, p.flagged_answers,
  d.uuid as doctor_uuid, d.first_name as doctor_first_name, d.last_name as doctor_last_name`;

const DOCTOR_JOIN = `left join identity_v1.user_ref d on d.uuid = p.doctor_uuid and d.company_id = p.company_id and d.deleted_at is null`;

export interface PatientListRow {
  uuid: string;
  first_name: string;
  last_name: string;
  client_card: string | null;
  personal_code_sealed: string | null;
  phone: string | null;
  email: string | null;
  dob: string | null;
  status: 0 | 1 | 2;
  version: number;
  medical_alert: string | null;
  insurance_expiration: string | null;
  flagged_answers: AlertSource['flaggedAnswers'] | null;
  doctor_uuid: string | null;
  doctor_first_name: string | null;
  doctor_last_name: string | null;
  total?: string | number;
}

export interface PatientListStatement {
  /** The where clause (after `from patient p`), its parameters from `?` placeholders. */
  where: string;
  params: unknown[];
  orderBy: string;
  /** Whether the page statement carries the total (`count(*) over ()`). */
  totalOnPage: boolean;
}

/** The statement's parts for a query and a company; the benchmark sends the same (tools/bench). */
export function patientListStatement(query: Omit<PatientListQuery, 'page' | 'per_page'>, companyId: number): PatientListStatement {
  const terms = searchTerms(query.search);
  const conditions = ['p.company_id = ?', 'p.deleted_at is null'];
  const params: unknown[] = [companyId];
  const probe = codeProbe(query.search);
  for (const term of terms) {
    const code = probe && codeCondition(probe);
    conditions.push(code ? `(p.search_text like ? or ${code.sql})` : 'p.search_text like ?');
    params.push(`%${term}%`, ...(code ? code.params : []));
  }
  if (query.status !== undefined) {
    conditions.push('p.status = ?');
    params.push(query.status);
  }
  if (query.doctor_uuid) {
    conditions.push('p.doctor_uuid = ?');
    params.push(query.doctor_uuid);
  }
  if (query.branch_uuid) {
    conditions.push('exists (select 1 from patient_branches pb where pb.patient_uuid = p.uuid and pb.branch_uuid = ?)');
    params.push(query.branch_uuid);
  }
  const indexDefeating = terms.some((term) => term.replace(/\\/g, '').length >= 3);
  return { where: conditions.join(' and '), params, orderBy: orderBy(query, indexDefeating), totalOnPage: indexDefeating };
}

/**
 * A typed personal code's match (the search is one term then): by its hash, beside the phones'
 * substring; by either of two hashes while the hash key is rotated.
 */
function codeCondition(probe: CodeProbe): { sql: string; params: string[] } | null {
  const [column, hashes] = probe.hashes ? ['personal_code_hash', probe.hashes] : probe.prefixHashes ? ['personal_code_prefix_hash', probe.prefixHashes] : [null, []];
  if (!column) return null;
  return { sql: hashes.length === 1 ? `p.${column} = ?` : `p.${column} in (${hashes.map(() => '?').join(', ')})`, params: hashes };
}

/** The page statement (with `?` placeholders) for a statement's parts. */
export function patientPageSql({ where, orderBy, totalOnPage }: PatientListStatement): string {
  return `select ${COLUMNS}${totalOnPage ? ', count(*) over () as total' : ''} from patient p ${DOCTOR_JOIN} where ${where} order by ${orderBy} limit ? offset ?`;
}

export const patientCountSql = ({ where }: PatientListStatement): string => `select count(*) as total from patient p where ${where}`;

/**
 * Every order ends on the uuid, so pages never repeat or skip rows that tie.
 *
 * The name order has an index (company_id, sort_name, uuid) that makes the unfiltered list's pages
 * instant. With a search, though, the planner underestimates how many rows a trigram match keeps
 * and walks that index in name order filtering row by row: fine for "abele", ruinous for "ozol"
 * (200k rows read before 25 match, measured 0.6 s). `nulls first` asks for the same order
 * (sort_name is never null) in a form the index cannot give, so searches take the trigram bitmap
 * and sort only what matched (see docs/perf-patients.md). Terms under 3 letters have no trigram to
 * use, and keep the index walk.
 */
function orderBy(query: Pick<PatientListQuery, 'sort' | 'order'>, indexDefeating: boolean): string {
  const order = query.order === 'desc' ? 'desc' : 'asc';
  const byName = indexDefeating ? (order === 'asc' ? 'asc nulls first' : 'desc nulls last') : order;
  switch (query.sort) {
    case 'first_name':
      return `p.first_name ${order}, p.sort_name ${order}, p.uuid ${order}`;
    case 'dob':
      return `p.dob ${order} nulls last, p.sort_name ${order}, p.uuid ${order}`;
    case 'client_card':
      return `p.client_card ${order} nulls last, p.sort_name ${order}, p.uuid ${order}`;
    case 'created_at':
      return `p.created_at ${order}, p.uuid ${order}`;
    default:
      return `p.sort_name ${byName}, p.uuid ${order}`;
  }
}

