import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { DevOutbox } from './dev-outbox.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The dev outbox when no SMTP server is configured, else null. */
  outbox: DevOutbox | null;
  close(): void;
}

/** How long an SMTP server may take to accept the connection, greet, and answer each command. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox (docs/product/identity.md). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // nodemailer waits up to 2 minutes for a connection and 10 for an idle socket: a request sending
    // mail (a password reset, an invitation) hung that long on an SMTP server that stopped answering.
    // Given as the URL's query (nodemailer reads options only from there when given a URL), unless
    // SMTP_URL names them itself.
    const url = new URL(config.smtpUrl);
    for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    const transport = nodemailer.createTransport(url.toString());
    return {
      outbox: null,
      send: async (mail) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          replyTo: mail.replyTo,
        });
        log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = new DevOutbox();
  if (config.production) log.warn('SMTP_URL is not set: e-mail (password resets) is not sent, only logged');
  return {
    outbox,
    send: async (mail) => {
      const entry = outbox.add(mail);
      // The link carries a one-time token: it is logged only outside production, where the outbox is the mail.
      log.info(
        { outboxId: entry.id, subject: mail.subject, ...(config.production ? {} : { link: mail.link }) },
        'mail kept in the dev outbox (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
