#!/usr/bin/env node
/**
 * Patient search at scale (not a test): seeds 300,000 patients into a separate database, starts the
 * API on it, and prints the search's p50/p99 through HTTP beside the raw SQL time of the same
 * queries (the statement the API sends for one page, tools/bench/kit/patient-list.mjs).
 *
 *   node tools/bench/patients-search.mjs [--rows 300000] [--requests 60] [--warm-up 600] [--port 3300]
 *        [--pg-port 54360] [--data-dir .data/pg-patients] [--no-build] [--explain]
 *
 * The database is `dental_patients_bench`, dropped and created afresh on every run (the embedded
 * cluster is started unless something already listens on --pg-port). Needs a build of @dental/api
 * (done here unless --no-build).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, flag, getJson, isMain, ms, option, percentile, report, startBenchPlatform, warmUp } from './bench-kit.mjs';
import { patientListSql, runPatientList } from './kit/patient-list.mjs';

// The codes are sealed as the API seals them, with the same keys (the environment's, else the machine's key file).
const { sealPersonalCode } = await import(new URL('../../libs/server-core/dist/crypto/personal-code-seal.js', import.meta.url).href);

const DATABASE = 'dental_patients_bench';

const ROWS = Number(option('rows', flag('quick') ? 50_000 : 300_000));
const REQUESTS = Number(option('requests', flag('quick') ? 30 : 60)); // per query, after a warm-up
const WARM_UP = Number(option('warm-up', flag('quick') ? 300 : 600)); // requests over all queries before any is timed
const API_PORT = Number(option('port', 3300));
const PG_PORT = Number(option('pg-port', 54360));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-patients'));
const PER_PAGE = 25;

/** The seeded code of row `i` (the seed's codes, as its SQL made them before codes were sealed): DDMMYY of its birth date, then 1|2 and four digits. */
function seededCode(i) {
  const born = new Date(Date.UTC(1940, 0, 1) + ((i * 37) % 29950) * 86_400_000);
  const ddmmyy = `${String(born.getUTCDate()).padStart(2, '0')}${String(born.getUTCMonth() + 1).padStart(2, '0')}${String(born.getUTCFullYear() % 100).padStart(2, '0')}`;
  return `${ddmmyy}-${born.getUTCFullYear() < 2000 ? '1' : '2'}${String(i % 10000).padStart(4, '0')}`;
}

/**
 * What a front desk types: a surname, name + surname, a phone fragment, a personal code's first six
 * digits (a birth date, matched by its keyed hash), a whole personal code, a client card, an e-mail.
 */
export const QUERIES = ['berzins', 'Kalniņa Anna', 'ozol', '2912', '150385', seededCode(123_457), 'B-0123456', 'p104728@inbox', 'liepina ilze'];

const FIRST = ['Jānis', 'Andris', 'Mārtiņš', 'Pēteris', 'Kārlis', 'Edgars', 'Aivars', 'Uldis', 'Raimonds', 'Ģirts', 'Oskars', 'Roberts', 'Dāvis', 'Artūrs', 'Krišjānis', 'Gatis', 'Normunds', 'Valdis', 'Māris', 'Rūdolfs',
  'Anna', 'Līga', 'Ilze', 'Inese', 'Kristīne', 'Laura', 'Elīza', 'Dace', 'Sanita', 'Zane', 'Agnese', 'Ieva', 'Māra', 'Baiba', 'Gunta', 'Sintija', 'Evija', 'Rūta', 'Ērika', 'Lāsma'];
const LAST = ['Bērziņš', 'Kalniņš', 'Ozols', 'Jansons', 'Liepiņš', 'Krūmiņš', 'Balodis', 'Eglītis', 'Zariņš', 'Pētersons', 'Vītols', 'Kļaviņš', 'Ābols', 'Celmiņš', 'Šmits', 'Lācis', 'Žagars', 'Grīnbergs', 'Ģērmanis', 'Čakste', 'Ķēniņš', 'Siliņš', 'Rozenbergs', 'Vanags', 'Kārkliņš', 'Dūmiņš', 'Sproģis', 'Āboliņš', 'Zvaigzne', 'Strautiņš',
  'Bērziņa', 'Kalniņa', 'Ozola', 'Jansone', 'Liepiņa', 'Krūmiņa', 'Balode', 'Eglīte', 'Zariņa', 'Pētersone', 'Vītola', 'Kļaviņa', 'Ābola', 'Celmiņa', 'Šmite', 'Lāce', 'Žagare', 'Grīnberga', 'Ģērmane', 'Čakste', 'Ķēniņa', 'Siliņa', 'Rozenberga', 'Vanaga', 'Kārkliņa', 'Dūmiņa', 'Sproģe', 'Āboliņa', 'Zvaigzne', 'Strautiņa'];

/** The sealed codes of rows from..to with their hashes, as three arrays (sealing is the seed's slow part: ~10 µs a code). */
function sealedCodes(from, to) {
  const sealed = [];
  const hashes = [];
  const prefixes = [];
  for (let i = from; i <= to; i++) {
    const code = sealPersonalCode(seededCode(i));
    sealed.push(code.personalCodeSealed);
    hashes.push(code.personalCodeHash);
    prefixes.push(code.personalCodePrefixHash);
  }
  return [sealed, hashes, prefixes];
}

const sqlArray = (items) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

export async function bulkSeed(client, ROWS) {
  const { rows } = await client.query(`select id from company where slug = 'demo'`);
  const companyId = rows[0].id;
  const doctors = (await client.query(`select uuid from "user" where company_id = $1 and username in ('doctor', 'manager')`, [companyId])).rows.map((r) => r.uuid);
  const branches = (await client.query(`select uuid from branch where company_id = $1`, [companyId])).rows.map((r) => r.uuid);
  const started = performance.now();
  // Building the trigram index once at the end is several times faster than maintaining it per row.
  const { rows: indexRows } = await client.query(`select indexdef from pg_indexes where indexname = 'patient_search_text_trgm'`);
  await client.query('drop index if exists patient_search_text_trgm');
  const CHUNK = 50_000;
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    // Deterministic spread: names cycle with co-prime steps, dates over 1940-2021, phones +371 2xxxxxxx.
    await client.query(
      `insert into patient (company_id, first_name, last_name, client_card, personal_code_sealed, personal_code_hash, personal_code_prefix_hash, phone, phone2, email, gender, status, dob, doctor_uuid, address, country)
       select $1,
         (${sqlArray(FIRST)})[1 + abs(hashtext(i || 'first')) % ${FIRST.length}],
         (${sqlArray(LAST)})[1 + abs(hashtext(i || 'last')) % ${LAST.length}],
         'B-' || lpad(i::text, 7, '0'),
         ($4::text[])[i - $2 + 1], ($5::text[])[i - $2 + 1], ($6::text[])[i - $2 + 1],
         '+371 2' || lpad(((i::bigint * 7919) % 10000000)::text, 7, '0'),
         case when i % 9 = 0 then '+371 6' || lpad(((i::bigint * 104729) % 10000000)::text, 7, '0') end,
         case when i % 2 = 0 then 'p' || i || '@inbox.lv' end,
         1 + (i % 2),
         case when i % 20 = 0 then 0 when i % 33 = 0 then 2 else 1 end,
         date '1940-01-01' + ((i * 37) % 29950),
         (${doctors.length ? sqlArray(doctors) : 'array[null]'}::uuid[])[1 + (i % ${Math.max(1, doctors.length)})],
         'Brīvības iela ' || (i % 200) || ', Rīga',
         'Latvija'
       from generate_series($2::int, $3::int) as i`,
      [companyId, from, to, ...sealedCodes(from, to)],
    );
    process.stdout.write(`  seeded ${to.toLocaleString('en')} / ${ROWS.toLocaleString('en')}\r`);
  }
  if (branches.length) {
    await client.query(
      `insert into patient_branches (patient_uuid, branch_uuid)
       select p.uuid, ($2::uuid[])[1 + (abs(hashtext(p.uuid::text)) % cardinality($2::uuid[]))]
       from patient p left join patient_branches b on b.patient_uuid = p.uuid where p.company_id = $1 and b.patient_uuid is null`,
      [companyId, branches],
    );
  }
  if (indexRows[0]) await client.query(indexRows[0].indexdef);
  await client.query('analyze patient; analyze patient_branches');
  const total = (await client.query('select count(*)::int as n from patient where company_id = $1', [companyId])).rows[0].n;
  console.log(`\nSeeded ${ROWS.toLocaleString('en')} patients in ${((performance.now() - started) / 1000).toFixed(1)} s (demo company now holds ${total.toLocaleString('en')}).`);
  return companyId;
}

async function main() {
  const { client, token, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  // The SQL side runs the list's statements as the API does (a count beside the page, when there is one).
  const sqlPool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const companyId = await bulkSeed(client, ROWS);
    const searchPath = (query) => `${apiBase}/patients?per_page=${PER_PAGE}&search=${encodeURIComponent(query)}`;
    await warmUp(apiBase, QUERIES.map((query) => `/patients?per_page=${PER_PAGE}&search=${encodeURIComponent(query)}`), token, WARM_UP);
    // The same searches through the browser's fetch(), shown beside the goal's figure (bench-kit's getJson).
    const fetched = async (query) => {
      const res = await fetch(searchPath(query), { headers: { authorization: `Bearer ${token}` } });
      await res.json();
    };
    for (let i = 0; i < 100; i++) await fetched(QUERIES[i % QUERIES.length]);

    const results = [];
    // The audit row every search writes (services/patients/src/audit/patient-audit.service.ts), timed
    // on its own: a committed insert, so it pays the database's commit (an fsync) the page does not.
    const auditTimes = [];
    for (let round = 0; round < REQUESTS + 3; round++) {
      const t0 = performance.now();
      await sqlPool.query(
        `insert into patient_audit (company_id, patient_uuid, actor_uuid, action, resource, request_id, ip, details, created_at)
         values ($1, null, null, 'list', 'patient', $2, '127.0.0.1', '{"query":{"search":"bench"}}', now())`,
        [companyId, `bench-${round}`],
      );
      if (round >= 3) auditTimes.push(performance.now() - t0);
    }
    for (const query of QUERIES) {
      const statements = patientListSql(query, companyId, PER_PAGE);
      const httpTimes = [];
      const sqlTimes = [];
      const fetchTimes = [];
      let total = 0;
      for (let round = 0; round < REQUESTS + 3; round++) {
        const t0 = performance.now();
        const { status, body } = await getJson(searchPath(query), token);
        const t1 = performance.now();
        if (status !== 200) throw new Error(`search answered ${status}: ${JSON.stringify(body)}`);
        total = body.meta.total;
        const t2 = performance.now();
        await runPatientList(sqlPool, statements);
        const t3 = performance.now();
        await fetched(query);
        const t4 = performance.now();
        if (round >= 3) {
          httpTimes.push(t1 - t0);
          sqlTimes.push(t3 - t2);
          fetchTimes.push(t4 - t3);
        }
      }
      results.push({ query, total, http: httpTimes, sql: sqlTimes, fetch: fetchTimes });
    }

    console.log(`\nPatient search over ${ROWS.toLocaleString('en')}+ patients, ${REQUESTS} sequential requests per query, page of ${PER_PAGE}:`);
    console.log(`${'query'.padEnd(18)}${'matches'.padStart(9)}${'HTTP p50'.padStart(10)}${'HTTP p99'.padStart(10)}${'SQL p50'.padStart(10)}${'SQL p99'.padStart(10)}`);
    for (const r of results) {
      console.log(`${JSON.stringify(r.query).padEnd(18)}${String(r.total).padStart(9)}${ms(percentile(r.http, 50))}${ms(percentile(r.http, 99))}${ms(percentile(r.sql, 50))}${ms(percentile(r.sql, 99))}`);
    }
    const allHttp = results.flatMap((r) => r.http);
    const allSql = results.flatMap((r) => r.sql);
    const allFetch = results.flatMap((r) => r.fetch);
    // The search whose statement is the quickest: where the client's share weighs most.
    const quickest = results.reduce((best, r) => (percentile(r.sql, 50) < percentile(best.sql, 50) ? r : best));
    console.log(`${'all'.padEnd(18)}${''.padStart(9)}${ms(percentile(allHttp, 50))}${ms(percentile(allHttp, 99))}${ms(percentile(allSql, 50))}${ms(percentile(allSql, 99))}`);
    const audit = percentile(auditTimes, 50);
    console.log(`${'audit insert'.padEnd(27)}${''.padStart(10)}${''.padStart(10)}${ms(audit)}${ms(percentile(auditTimes, 99))}`);
    report('patients-search', [
      ...results.map((r) => {
        const api = percentile(r.http, 50);
        const sql = percentile(r.sql, 50);
        return { figure: `patient search ${JSON.stringify(r.query)} (${r.total} of ${(ROWS / 1000).toFixed(0)}k): p50`, api: ms(api).trim(), floor: ms(sql).trim(), ratio: api / sql, goal: '<= 2x SQL', pass: api <= 2 * sql };
      }),
      {
        figure: 'patient search, all queries: p50',
        api: ms(percentile(allHttp, 50)).trim(),
        floor: ms(percentile(allSql, 50)).trim(),
        ratio: percentile(allHttp, 50) / percentile(allSql, 50),
        goal: '<= 2x SQL',
        pass: percentile(allHttp, 50) <= 2 * percentile(allSql, 50),
      },
      {
        figure: 'patient search, all queries, read with the browser\'s fetch(): p50',
        api: ms(percentile(allFetch, 50)).trim(),
        floor: ms(percentile(allSql, 50)).trim(),
        ratio: percentile(allFetch, 50) / percentile(allSql, 50),
        goal: '(shown)',
        pass: null,
      },
      {
        figure: `patient search ${JSON.stringify(quickest.query)}, read with fetch(): p50`,
        api: ms(percentile(quickest.fetch, 50)).trim(),
        floor: ms(percentile(quickest.sql, 50)).trim(),
        ratio: percentile(quickest.fetch, 50) / percentile(quickest.sql, 50),
        goal: '(shown)',
        pass: null,
      },
      {
        figure: "patient search, all queries, beside the page and its audit row's insert: p50",
        api: ms(percentile(allHttp, 50)).trim(),
        floor: ms(percentile(allSql, 50) + audit).trim(),
        ratio: percentile(allHttp, 50) / (percentile(allSql, 50) + audit),
        goal: '(shown)',
        pass: null,
      },
    ]);

    if (flag('explain')) {
      // The searches by personal code too: their statements must probe the hash indexes (patient_company_personal_code_index, _prefix_index).
      for (const query of ['Kalniņa Anna', 'berzins', '150385', seededCode(123_457)]) {
        const statements = patientListSql(query, companyId, PER_PAGE);
        for (const [name, statement] of Object.entries(statements).filter(([, statement]) => statement)) {
          const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
          console.log(`\nEXPLAIN ANALYZE (${name}) of ${JSON.stringify(query)}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
    }
  } finally {
    await sqlPool.end();
    await stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
