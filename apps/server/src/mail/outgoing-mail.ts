/** A message as the app composes it; `link` is the one action it carries (the dev outbox shows it). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Where an answer goes: a reply address that posts it into the thread (reply by e-mail). */
  replyTo?: string;
}
