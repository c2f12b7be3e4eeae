/**
 * The chain's traffic model: one autocannon instance per operation at its share of the total rate
 * (`overallRate`), all at once against the cluster's nginx, each request made by the operation's
 * own generator (a day or week of a branch, a free slot to book, a name to search). Every answer
 * is timed and, for the writes, every 2xx one is recorded (its uuid) for the check at the end.
 */
import autocannon from 'autocannon';

/**
 * The mix at the chain's peak hour, shares of the requests per operation (docs/scale.md, "The
 * mix", says where the weights come from). Besides it, one user's write-then-read probe a second
 * (chain.mjs) checks read-your-own-writes all along the run.
 */
export const MIX = {
  day_view: 0.32,
  week_view: 0.1,
  booking: 0.12,
  patient_create: 0.06,
  search: 0.22,
  dashboard: 0.14,
  owner_report: 0.04,
};

/** Requests/s at ten times 50 clinics' peak hour (issue 31: about 70/s at 50 branches), scaled to the chain. */
export const rateFor = (branches) => Math.max(10, Math.round((70 * branches) / 50));

const SEARCHES = ['berzins', 'Kalniņa Anna', 'ozol', '2912', '150385', 'liepina ilze', 'B-0001234', 'p1048@inbox'];

/** A weekday `daysAhead` days from `today` (YYYY-MM-DD). */
function weekdayAhead(today, daysAhead) {
  const d = new Date(Date.parse(`${today}T12:00:00Z`) + daysAhead * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A Riga wall time as an instant (the chain's branches keep Riga's zone). */
function rigaTime(date, time) {
  const guess = new Date(`${date}T${time}:00Z`);
  const riga = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Riga' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (riga.getTime() - utc.getTime())).toISOString();
}

/** Free slots to book, never twice: 20-minute slots 08:00-16:00 on weekdays from 60 days ahead, per room. */
function slotSource(chain, today) {
  let n = 0;
  const perDay = 24;
  return () => {
    const branch = chain[n % chain.length];
    const k = Math.floor(n / chain.length);
    const room = k % branch.rooms.length;
    const slot = Math.floor(k / branch.rooms.length) % perDay;
    const day = weekdayAhead(today, 60 + Math.floor(k / (branch.rooms.length * perDay)) * 1);
    n += 1;
    const minutes = 8 * 60 + slot * 20;
    const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { branch, room: branch.rooms[room], practitioner: branch.practitioners[room], day, from: rigaTime(day, hhmm(minutes)), to: rigaTime(day, hhmm(minutes + 20)) };
  };
}

/**
 * Runs the mix for `seconds` at `rate` req/s on `base`; `log` gets each answer ({op, at, status,
 * ms}); `acknowledged` each 2xx write ({op, uuid}). Answers autocannon's own figures per operation.
 */
export async function runTraffic({ base, token, chain, patients, today, rate, seconds, log, acknowledged, connectionsPerOp = 8 }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-language': 'en' };
  const nextSlot = slotSource(chain, today);
  let i = 0;
  const pick = (list) => list[i++ % list.length];
  const pastDay = (back) => {
    const d = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const yearAgo = pastDay(364);
  const patientBody = () => JSON.stringify({ first_name: 'Slodze', last_name: `Tests${Date.now().toString(36)}${(i++).toString(36)}` });

  /** An operation's one request template: its method, how to make the next one, what a 2xx answer acknowledges. */
  const ops = {
    day_view: { method: 'GET', path: () => `/api/calendar/appointments?branch_uuid=${pick(chain).uuid}&view=day&date=${pastDay(1 + (i % 20))}` },
    week_view: { method: 'GET', path: () => `/api/calendar/appointments?branch_uuid=${pick(chain).uuid}&view=week&date=${pastDay(7 + (i % 30))}` },
    search: { method: 'GET', path: () => `/api/patients?per_page=25&search=${encodeURIComponent(pick(SEARCHES))}` },
    dashboard: { method: 'GET', path: () => `/api/dashboard/stats?branch_uuid=${pick(chain).uuid}&view=day&date=${pastDay(1 + (i % 10))}` },
    owner_report: { method: 'GET', path: () => `/api/reports/branches?from=${yearAgo}&to=${today}` },
    booking: {
      method: 'POST',
      path: () => '/api/calendar/appointments',
      body: () => {
        const s = nextSlot();
        return JSON.stringify({ branch_uuid: s.branch.uuid, room_uuid: s.room, practitioner_uuid: s.practitioner, patient_uuid: pick(patients), time_from: s.from, time_to: s.to });
      },
      table: 'appointment',
    },
    patient_create: { method: 'POST', path: () => '/api/patients', body: patientBody, table: 'patient' },
  };

  const runOne = (op, share) => {
    const spec = ops[op];
    const instance = autocannon({
      url: base,
      connections: connectionsPerOp,
      overallRate: Math.max(1, Math.round(rate * share)),
      duration: seconds,
      timeout: 10,
      headers,
      requests: [
        {
          method: spec.method,
          setupRequest: (request) => {
            request.path = spec.path();
            if (spec.body) request.body = spec.body();
            return request;
          },
          onResponse: (status, body) => {
            if (spec.table && status >= 200 && status < 300) {
              try {
                acknowledged.push({ op, table: spec.table, uuid: JSON.parse(body).data.uuid, at: Date.now() });
              } catch {
                // an answer without a body acknowledges nothing
              }
            }
          },
        },
      ],
    });
    instance.on('response', (_client, status, _bytes, ms) => log.push({ op, at: Date.now(), status, ms }));
    instance.on('reqError', () => log.push({ op, at: Date.now(), status: 0, ms: 10_000 }));
    return instance.then((result) => [op, result]);
  };
  const shares = Object.entries(MIX).filter(([op]) => ops[op]);
  return Object.fromEntries(await Promise.all(shares.map(([op, share]) => runOne(op, share))));
}
