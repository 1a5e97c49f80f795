import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message as sent, headers and MIME parts. */
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for finding links in it. */
  decoded: string;
}

export interface SmtpCatcher {
  /** smtp://user:pass@127.0.0.1:<port>: the SMTP_URL of the app under test. */
  url: string;
  mails: CaughtMail[];
  /** The next mail to arrive (or one already waiting). */
  next(timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const USER = 'mailer';
const PASSWORD = 'mail-password';

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on an ephemeral port that keeps what it receives; it requires the login in its URL. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiting: ((mail: CaughtMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust in tests, but AUTH is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    mails,
    next: (timeoutMs = 5_000) => {
      if (mails.length > taken) return Promise.resolve(mails[taken++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          taken += 1;
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
