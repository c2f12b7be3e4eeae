import { SEND_CONCURRENCY, mapLimited } from '../sending/message-workers.js';

/** A batch of send jobs runs a few at a time (a whole batch at once starved the connection pool), answering in the jobs' order. */
describe('the send workers’ concurrency', () => {
  it('never runs more than the limit at once and answers in order', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapLimited(
      Array.from({ length: 50 }, (_, i) => i),
      SEND_CONCURRENCY,
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
        running--;
        return i * 2;
      },
    );
    expect(most).toBe(SEND_CONCURRENCY);
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it('takes an empty batch', async () => {
    expect(await mapLimited([], SEND_CONCURRENCY, async () => 1)).toEqual([]);
  });
});
