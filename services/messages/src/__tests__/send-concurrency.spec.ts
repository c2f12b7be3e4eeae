import { mapLimited } from '../sending/map-limited.js';
import { HANDOVER_CONCURRENCY } from '../sending/message-sender.js';

/** A batch's hand-overs run a bounded number at a time (one SMTP pool, one SMPP window), answering in the jobs' order. */
describe('a send batch’s hand-overs', () => {
  it('never runs more than the limit at once and answers in order', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapLimited(
      Array.from({ length: 100 }, (_, i) => i),
      HANDOVER_CONCURRENCY,
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
        running--;
        return i * 2;
      },
    );
    expect(most).toBe(HANDOVER_CONCURRENCY);
    expect(answers).toEqual(Array.from({ length: 100 }, (_, i) => i * 2));
  });

  it('takes an empty batch', async () => {
    expect(await mapLimited([], HANDOVER_CONCURRENCY, async () => 1)).toEqual([]);
  });
});
