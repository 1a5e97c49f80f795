import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { COMMENT_BODY_MAX } from '@commentflow/shared';
import { person } from '../../policies/api-key-principal.ts';
import { findComment } from '../comment-query.ts';
import { withEffects } from '../../integrations/comment-effects.ts';
import { createReply } from '../create-reply.ts';
import { resolveReplyAddress } from './reply-address.ts';

const MAX_MESSAGE_BYTES = 1_000_000;

/**
 * The answer's own words: the text part up to the quoted mail below it ("On ... wrote:", "> ...",
 * a signature "-- "), as the common mail programs write them.
 */
export function replyText(text: string): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^>/.test(line) || /^-- ?$/.test(line) || /^(On|Le) .+(wrote|a écrit)\s*:\s*$/.test(line.trim())) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * Reply by e-mail: an SMTP endpoint (the MX of REPLY_DOMAIN) that takes mail for reply+<secret>@
 * addresses only and posts the answer into the thread as the member or guest the address was mailed
 * to. A member who lost access to the thread, or an empty answer, is refused with an SMTP error the
 * sender's server reports back to them.
 */
export async function startInboundReplies(app: FastifyInstance): Promise<SMTPServer | null> {
  const settings = app.config.inboundSmtp;
  if (!settings) return null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    async onRcptTo(address, _session, callback) {
      const target = await resolveReplyAddress(app.db, settings.replyDomain, address.address).catch(() => null);
      if (!target) return callback(Object.assign(new Error('No such reply address'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const body = replyText(mail.text ?? '').slice(0, COMMENT_BODY_MAX);
          if (!body) throw Object.assign(new Error('The reply is empty: write above the quoted message'), { responseCode: 550 });
          for (const rcpt of session.envelope.rcptTo) await postReply(app, settings.replyDomain, rcpt.address, body);
          callback();
        })
        .catch((error: Error & { responseCode?: number }) => {
          app.log.warn({ err: error }, 'inbound reply refused');
          callback(
            Object.assign(new Error(error.responseCode ? error.message : 'The reply could not be posted; try again later'), {
              responseCode: error.responseCode ?? 451,
            }),
          );
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(settings.port, settings.host, resolve));
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}

async function postReply(app: FastifyInstance, replyDomain: string, address: string, body: string): Promise<void> {
  const target = await resolveReplyAddress(app.db, replyDomain, address);
  const root = target && (await findComment(app.db, target.comment_id));
  if (!target || !root) throw Object.assign(new Error('This thread no longer exists'), { responseCode: 550 });
  let author;
  if (target.user_id) {
    // Still a member who sees this thread (a client only on a project shared with them).
    const member = await app.db
      .selectFrom('memberships as m')
      .leftJoin('project_grants as g', (join) => join.onRef('g.user_id', '=', 'm.user_id').on('g.project_id', '=', root.project_id))
      .select(['m.role', 'g.project_id'])
      .where('m.workspace_id', '=', root.workspace_id)
      .where('m.user_id', '=', target.user_id)
      .executeTakeFirst();
    if (!member || (member.role === 'client' && !member.project_id))
      throw Object.assign(new Error('You no longer have access to this thread'), { responseCode: 550 });
    author = person(target.user_id);
  } else {
    author = { guest: { name: root.guest_name ?? 'Guest', email: target.guest_email ?? root.guest_email ?? '' } };
  }
  const { events } = await app.db
    .transaction()
    .execute((trx) => withEffects(app, trx, createReply(trx, root, author, { body }, app.webhooks, app.config.billing.plansEnabled)));
  app.realtime.publish(events);
}
