import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from './outgoing-mail.ts';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: string;
}

const KEPT = 50;

/** Without SMTP, mail stays here (newest first) so a developer can follow reset links on a laptop. */
export class DevOutbox {
  private readonly entries: OutboxEntry[] = [];

  add(mail: OutgoingMail): OutboxEntry {
    const entry: OutboxEntry = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      link: mail.link ?? null,
      sentAt: new Date().toISOString(),
    };
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, KEPT);
    return entry;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }
}
