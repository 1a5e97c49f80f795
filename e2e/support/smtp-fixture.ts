import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test/smtp-catcher.ts';

/** A worker fixture: a real local SMTP server that keeps what the app sends, one per test worker. */
export const smtpFixture: [(args: object, use: (smtp: SmtpCatcher) => Promise<void>) => Promise<void>, { scope: 'worker' }] = [
  async ({}, use) => {
    const smtp = await startSmtpCatcher();
    await use(smtp);
    await smtp.close();
  },
  { scope: 'worker' },
];
