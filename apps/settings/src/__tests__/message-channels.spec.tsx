import './jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageChannelsPage } from '../pages/MessageChannelsPage';
import { data, fakeApi, on, renderScreen, signIn } from './harness';

const email = { channel: 'email', enabled: false, host: '', port: 587, user: '', sender_name: '', has_secret: false, version: 0 };
const sms = { channel: 'sms', enabled: true, host: 'smpp.example.lv', port: 2775, user: 'clinic', sender_name: 'Klinika', has_secret: true, version: 3 };

describe('the message channels screen', () => {
  it('shows each channel, the secret only as set or not, and saves one with its version and a new secret', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', '/settings/message-channels', data([email, sms])),
      on('PUT', '/settings/message-channels/sms', (call) => data({ ...sms, ...(call.body as object), has_secret: true, version: 4 })),
    );
    signIn(['branch_settings_view', 'branch_edit']);
    renderScreen(<MessageChannelsPage />);
    const card = (await screen.findByText('SMS (SMPP)')).closest('.dc-card') as HTMLElement;
    expect(within(card).getByLabelText('Server')).toHaveValue('smpp.example.lv');
    expect(within(card).getByLabelText('Password')).toHaveValue('');
    expect(within(card).getByLabelText('Password')).toHaveAttribute('placeholder', 'Set: type a new one to change it');
    await user.clear(within(card).getByLabelText('Sender name'));
    await user.type(within(card).getByLabelText('Sender name'), 'Zobi');
    await user.type(within(card).getByLabelText('Password'), 'n3w');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The channel is saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true, host: 'smpp.example.lv', port: 2775, user: 'clinic', sender_name: 'Zobi', secret: 'n3w', version: 3 });
  });

  it('is read-only without branch_edit', async () => {
    fakeApi(on('GET', '/settings/message-channels', data([email, sms])));
    signIn(['branch_settings_view']);
    renderScreen(<MessageChannelsPage />);
    expect(await screen.findByText('E-mail (SMTP)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
