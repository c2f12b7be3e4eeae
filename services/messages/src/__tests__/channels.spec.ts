import { LocalCatchers } from '../catchers/local-catchers.js';
import { SmppChannel, DATA_CODING, userReferenceOf, type DeliveryReceipt } from '../channels/smpp.channel.js';
import { SmtpChannel, messageIdOf } from '../channels/smtp.channel.js';

/**
 * The two channels against real servers: an SMTP server (smtp-server) whose received mail
 * mailparser reads, and an SMPP 3.4 server (the `smpp` package) whose submit_sm is read as it came.
 */
describe('message channels over real protocols', () => {
  let catchers: LocalCatchers;

  beforeAll(async () => {
    catchers = await new LocalCatchers({ receiptAfterMs: 20, smppCredentials: { systemId: 'clinic', password: 'pa55' } }).start();
  });
  afterAll(() => catchers.stop());

  it('sends an e-mail over SMTP with the Latvian letters intact and the idempotency key as its Message-ID', async () => {
    const channel = new SmtpChannel({ host: '127.0.0.1', port: catchers.smtpPort, user: '', secret: null, senderName: 'Zobārstniecība Rīga' });
    try {
      const text = 'Labdien, Jānis! Atgādinām par vizīti 26.11.2026 plkst. 10:00. Ķirši, šķūnis, žogs.';
      await channel.send({ to: 'janis.e2e@example.lv', subject: 'Atgādinājums par vizīti', text, idempotencyKey: 'a1:reminder:48:email' });
      const mail = catchers.emails.find((received) => received.to === 'janis.e2e@example.lv');
      expect(mail).toBeDefined();
      expect(mail?.subject).toBe('Atgādinājums par vizīti');
      expect(mail?.text.trim()).toBe(text);
      expect(mail?.messageId).toBe(messageIdOf('a1:reminder:48:email', '127.0.0.1'));
      expect(mail?.parsed.from?.value[0]?.name).toBe('Zobārstniecība Rīga');
    } finally {
      await channel.close();
    }
  });

  it('sends an SMS over SMPP: UCS-2 (data_coding 8) for Latvian and Russian, GSM for plain text, the key as user reference, and a delivery receipt', async () => {
    const receipts: DeliveryReceipt[] = [];
    const channel = new SmppChannel({ host: '127.0.0.1', port: catchers.smppPort, user: 'clinic', secret: 'pa55', senderName: 'Klinika' }, (receipt) => receipts.push(receipt));
    try {
      const latvian = await channel.send({ to: '+371 2000 0001', subject: '', text: 'Atgādinājums: vizīte rīt 10:00, Rīga', idempotencyKey: 'k-lv' });
      const russian = await channel.send({ to: '+371 2000 0002', subject: '', text: 'Напоминание: визит завтра в 10:00', idempotencyKey: 'k-ru' });
      const plain = await channel.send({ to: '+371 2000 0003', subject: '', text: 'Reminder: visit tomorrow 10:00', idempotencyKey: 'k-en' });
      const byTo = (to: string) => catchers.sms.find((sms) => sms.to === to);
      expect(byTo('37120000001')).toMatchObject({ text: 'Atgādinājums: vizīte rīt 10:00, Rīga', dataCoding: DATA_CODING.ucs2, userReference: userReferenceOf('k-lv'), systemId: 'clinic', from: 'Klinika' });
      expect(byTo('37120000002')).toMatchObject({ text: 'Напоминание: визит завтра в 10:00', dataCoding: DATA_CODING.ucs2 });
      expect(byTo('37120000003')).toMatchObject({ text: 'Reminder: visit tomorrow 10:00', dataCoding: DATA_CODING.gsm });
      for (let i = 0; i < 100 && receipts.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(receipts.map((receipt) => receipt.providerId).sort()).toEqual([latvian.providerId, russian.providerId, plain.providerId].sort());
      expect(receipts.every((receipt) => receipt.delivered)).toBe(true);
    } finally {
      await channel.close();
    }
  });

  it('refuses to send when the SMPP server refuses the bind (a wrong secret)', async () => {
    const channel = new SmppChannel({ host: '127.0.0.1', port: catchers.smppPort, user: 'clinic', secret: 'wrong', senderName: 'Klinika' }, () => undefined);
    try {
      await expect(channel.send({ to: '+37120000009', subject: '', text: 'x', idempotencyKey: 'k-x' })).rejects.toThrow(/bind refused/);
      expect(catchers.sms.some((sms) => sms.to === '37120000009')).toBe(false);
    } finally {
      await channel.close();
    }
  });
});
