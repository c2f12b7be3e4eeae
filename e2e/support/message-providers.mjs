/**
 * The provider side of the messages, run by a test or a benchmark itself on 127.0.0.1: a real SMTP
 * server (smtp-server, each mail parsed by mailparser) and a real SMPP 3.4 server (the `smpp`
 * package). Each message received is told to `onEmail` / `onSms` with what a provider keys a repeat
 * on, after `delayMs` (a gateway under load answers slowly) and before the server answers it.
 * Written once for the cluster's reminders e2e and the reminders benchmark.
 */
import { createRequire } from 'node:module';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smpp = createRequire(import.meta.url)('smpp');

export async function startMessageProviders({ smtpPort, smppPort, delayMs = 0, maxClients, onEmail, onSms }) {
  const later = (done) => (delayMs > 0 ? setTimeout(done, delayMs) : done());
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(maxClients ? { maxClients } : {}),
    // The senders keep their pooled connections open: closing does not wait for them.
    closeTimeout: 500,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
          later(() => {
            onEmail({ to, messageId: mail.messageId ?? '' });
            callback();
          });
        })
        .catch((error) => callback(error));
    },
  });
  // A killed sender's connections reset: the provider carries on, as a real one does.
  smtp.on('error', () => undefined);
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  let next = 1;
  const sessions = [];
  const smppServer = smpp.createServer({}, (session) => {
    sessions.push(session);
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu) => session.send(pdu.response()));
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu) => {
      const to = String(pdu.destination_addr);
      // 16 bits of reference (SMPP 3.4): a provider keys a repeat on it with the number it goes to.
      const reference = String(pdu.user_message_reference);
      later(() => {
        onSms({ to, reference });
        session.send(pdu.response({ message_id: `m${next++}` }));
      });
    });
  });
  smppServer.on('error', () => undefined);
  await new Promise((resolve) => smppServer.listen(smppPort, '127.0.0.1', resolve));
  return {
    stop: () => {
      // The senders stay bound: their sessions end here, or the server would wait for them.
      for (const session of sessions) session.destroy();
      return Promise.all([new Promise((resolve) => smtp.close(() => resolve(null))), new Promise((resolve) => smppServer.close(() => resolve(null)))]);
    },
  };
}
