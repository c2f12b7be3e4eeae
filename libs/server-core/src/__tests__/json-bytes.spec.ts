import { jsonBytes } from '../http/json-bytes.js';

/**
 * Answers are written field by field (configureApp's `res.json`): the bytes a client receives must
 * be exactly JSON.stringify's, whatever the answer holds.
 */
describe('jsonBytes', () => {
  const same = (value: unknown, depth?: number) => expect(jsonBytes(value, depth).toString('utf8')).toBe(JSON.stringify(value));

  it('writes a calendar-like answer, ASCII events beside Latvian names, exactly as JSON.stringify', () => {
    same({
      data: {
        branch_uuid: '1e6af182-67e1-4f4a-ad72-a0ee6753054a',
        page: 1,
        events: Array.from({ length: 50 }, (_, i) => ({ uuid: `e-${i}`, price: i * 100, outside_work_time: i % 2 === 0, comment: null })),
        refs: { patients: [{ first_name: 'Agnese', last_name: 'Kalniņa', alerts: [{ kind: 'medical_alert', text: 'Alerģija: 🦷 "penicilīns"\n\\' }] }] },
        background_events: [],
      },
      meta: { total: 50 },
    });
  });

  it('leaves out what JSON.stringify leaves out and keeps what it writes its own way', () => {
    same({ data: { skipped: undefined, fn: () => 1, sym: Symbol('x'), at: new Date('2031-02-03T07:00:00Z'), nothing: null, list: [undefined, () => 1] } });
    same({ data: { custom: { toJSON: () => ({ replaced: true }) }, empty: {}, bare: Object.assign(Object.create(null), { a: 1 }) } });
    same({ first: undefined, second: 2 });
  });

  it('writes values that are not plain objects whole, at any depth asked', () => {
    same([{ a: 1 }, 'ā']);
    same('Kalniņa');
    same(42);
    same(null);
    same({ a: { b: { c: { d: 'ā' } } } }, 0);
    same({ a: { b: { c: { d: 'ā' } } } }, 5);
    same({ '2': 'two', '1': 'one', name: 'key order as JSON.stringify orders it' });
  });

  it('writes long arrays in runs, at any depth, with the elements JSON.stringify writes its own way', () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? undefined : i % 5 === 0 ? new Date(Date.UTC(2031, 0, i)) : { i, name: 'Bērziņš' }));
    for (const n of [63, 64, 65, 128, 129, 560]) same({ data: { events: long(n) } });
    same(long(200));
    same({ a: { b: { c: long(100) } } }, 0);
    same({ sparse: [1, , 3, ...long(70)] }); // eslint-disable-line no-sparse-arrays
    same({ empty: [] });
  });
});
