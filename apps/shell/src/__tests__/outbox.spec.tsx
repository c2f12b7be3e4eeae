import './jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { fakeApi, makeMe, renderShell, signIn } from './harness';

describe('the outbox (/test/outbox)', () => {
  it('lists what the local catchers received, newest first', async () => {
    const me = makeMe(['patients_view']);
    fakeApi({
      'GET /auth': { status: 200, body: { data: me } },
      'GET /test/outbox': {
        status: 200,
        body: {
          data: [
            { channel: 'email', to: 'janis@example.lv', subject: 'Atgādinājums par vizīti', text: 'Labdien, Jānis!', received_at: '2026-11-24T08:00:00.000Z' },
            { channel: 'sms', to: '37120000001', subject: '', text: 'Jānis, Jūsu vizīte ir rīt', received_at: '2026-11-24T08:01:00.000Z' },
          ],
        },
      },
    });
    signIn(me);
    await renderShell('/test/outbox');
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Jānis, Jūsu vizīte ir rīt');
    expect(rows[0].textContent).toContain('SMS');
    expect(rows[1].textContent).toContain('Atgādinājums par vizīti');
  });

  it('says when no catchers run (the API answers 404)', async () => {
    const me = makeMe(['patients_view']);
    fakeApi({ 'GET /auth': { status: 200, body: { data: me } }, 'GET /test/outbox': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } } });
    signIn(me);
    await renderShell('/test/outbox');
    expect(await screen.findByText('No local catchers')).toBeInTheDocument();
  });
});
