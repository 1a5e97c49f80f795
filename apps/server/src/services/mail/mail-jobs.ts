import type { FastifyInstance } from 'fastify';
import { PREFERENCE_TYPES, type EmailLanguage, type PreferenceType } from '@commentflow/shared';
import type { Mailer } from '../../mail/mailer.ts';
import { digestMail, guestMail, notificationMail, type MailItem } from './notification-mails.ts';
import { createReplyAddress } from './reply-address.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

// How soon a notification's e-mail starts: the sweep turns new notifications into mail jobs.
const SWEEP_MS = 2_000;
const SWEEP_BATCH = 200;
const HOUR_MS = 3_600_000;
const DIGEST_PERIOD_MS = { hourly: HOUR_MS, daily: 24 * HOUR_MS } as const;
const MAIL_RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000];

const isPreferenceType = (type: string): type is PreferenceType => PREFERENCE_TYPES.includes(type as PreferenceType);

/** Where links in mails point: the public URL of the instance. */
const baseUrl = (app: FastifyInstance) => app.config.publicUrl ?? app.config.issuer;

export function unsubscribeUrl(app: FastifyInstance, token: string): string {
  return `${baseUrl(app)}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Notification e-mails (docs/product/limits.md) through the job layer: durable, once per cluster, retried when the
 * SMTP server fails. A notification is written `pending` in the change's transaction; the sweep
 * (recurring) decides under the recipient's settings whether it is mailed now (a `notification-mail`
 * job), in their next digest, or not at all; guests' mails go the same way.
 */
export function registerMailJobs(app: FastifyInstance, mailer: Mailer): void {
  app.jobs.work('mail-sweep', () => sweep(app));
  app.jobs.work('notification-mail', ({ notificationId }) => sendNotification(app, mailer, notificationId), {
    retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  });
  app.jobs.work('digest-mail', ({ userId }) => sendDigest(app, mailer, userId), { retryDelaysMs: MAIL_RETRY_DELAYS_MS });
  app.jobs.work('guest-mail', ({ guestMailId }) => sendGuestMail(app, mailer, guestMailId), { retryDelaysMs: MAIL_RETRY_DELAYS_MS });
  app.jobs.every('mail-sweep', SWEEP_MS);
}

async function sweep(app: FastifyInstance): Promise<void> {
  const pending = await app.db
    .selectFrom('notifications as n')
    .leftJoin('notification_preferences as p', 'p.user_id', 'n.user_id')
    .select(['n.id', 'n.type', 'p.email_comment', 'p.email_reply', 'p.email_mention', 'p.email_assignment', 'p.email_frequency'])
    .where('n.mail_state', '=', 'pending')
    .orderBy('n.created_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const row of pending) {
    // No preferences row: every kind is mailed at once (the defaults).
    const wanted = isPreferenceType(row.type) && (row.email_frequency === null || Number(row[`email_${row.type}`]) === 1);
    const state = !wanted ? 'skipped' : (row.email_frequency ?? 'immediate') === 'immediate' ? 'queued' : 'digest';
    await app.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('notifications')
        .set({ mail_state: state })
        .where('id', '=', row.id)
        .where('mail_state', '=', 'pending')
        .executeTakeFirst();
      if (state === 'queued' && Number(moved.numUpdatedRows) === 1)
        await app.jobs.enqueue(trx, 'notification-mail', { notificationId: row.id });
    });
  }

  const guests = await app.db
    .selectFrom('guest_mails')
    .select('id')
    .where('state', '=', 'pending')
    .orderBy('created_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const { id } of guests) {
    await app.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('guest_mails')
        .set({ state: 'queued' })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) await app.jobs.enqueue(trx, 'guest-mail', { guestMailId: id });
    });
  }

  // A digest is due one period after the last one (or after the first notification it will hold).
  const waiting = await app.db
    .selectFrom('notifications as n')
    .innerJoin('notification_preferences as p', 'p.user_id', 'n.user_id')
    .select(['n.user_id', 'p.email_frequency', 'p.last_digest_at'])
    .select((eb) => eb.fn.min('n.created_at').as('oldest'))
    .where('n.mail_state', '=', 'digest')
    .groupBy(['n.user_id', 'p.email_frequency', 'p.last_digest_at'])
    .execute();
  const now = Date.now();
  for (const row of waiting) {
    if (row.email_frequency === 'immediate') continue;
    const since = Date.parse(String(row.last_digest_at ?? row.oldest));
    if (now - since < DIGEST_PERIOD_MS[row.email_frequency]) continue;
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('notification_preferences')
        .set({ last_digest_at: new Date(now).toISOString() })
        .where('user_id', '=', row.user_id)
        .execute();
      await app.jobs.enqueue(trx, 'digest-mail', { userId: row.user_id }, { singletonKey: `digest:${row.user_id}` });
    });
  }
}

/** A reply address for the thread when reply by e-mail is on (INBOUND_SMTP_PORT and REPLY_DOMAIN). */
function replyAddress(
  app: FastifyInstance,
  commentId: string | null,
  who: { userId: string | null; guestEmail: string | null },
): Promise<string | null> {
  const inbound = app.config.inboundSmtp;
  if (!inbound || !commentId) return Promise.resolve(null);
  return createReplyAddress(app.db, inbound.replyDomain, { commentId, ...who });
}

async function recipient(app: FastifyInstance, userId: string): Promise<{ email: string; language: EmailLanguage } | null> {
  const row = await app.db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.disabled_at', 'p.email_language'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.disabled_at) return null;
  return { email: row.email, language: row.email_language ?? 'en' };
}

function item(
  app: FastifyInstance,
  row: { type: PreferenceType; actor_name: string | null; project_name: string | null; body: string; comment_id: string | null },
): MailItem {
  return {
    type: row.type,
    actor: row.actor_name ?? 'Someone',
    project: row.project_name ?? '',
    body: row.body,
    threadUrl: `${baseUrl(app)}/client/comments/${row.comment_id ?? ''}`,
  };
}

async function sendNotification(app: FastifyInstance, mailer: Mailer, notificationId: string): Promise<void> {
  const row = await app.db.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst();
  if (!row || row.mail_state !== 'queued' || !isPreferenceType(row.type)) return;
  const to = await recipient(app, row.user_id);
  if (to) {
    const token = await signUnsubscribe(app.signingKeys, app.config.issuer, { userId: row.user_id, kind: row.type });
    const mail = notificationMail(to.email, to.language, item(app, { ...row, type: row.type }), {
      unsubscribeUrl: unsubscribeUrl(app, token),
      settingsUrl: `${baseUrl(app)}/client/settings`,
      replyTo: await replyAddress(app, row.comment_id, { userId: row.user_id, guestEmail: null }),
    });
    await mailer.send(mail);
  }
  await app.db
    .updateTable('notifications')
    .set({ mail_state: to ? 'sent' : 'skipped' })
    .where('id', '=', notificationId)
    .execute();
}

async function sendDigest(app: FastifyInstance, mailer: Mailer, userId: string): Promise<void> {
  const rows = await app.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('mail_state', '=', 'digest')
    .orderBy('created_at')
    .execute();
  const items = rows.flatMap((row) => (isPreferenceType(row.type) ? [item(app, { ...row, type: row.type })] : []));
  const to = await recipient(app, userId);
  if (to && items.length > 0) {
    const kind = items[0]!.type;
    const token = await signUnsubscribe(app.signingKeys, app.config.issuer, { userId, kind });
    await mailer.send(
      digestMail(to.email, to.language, items, {
        unsubscribeUrl: unsubscribeUrl(app, token),
        unsubscribeType: kind,
        settingsUrl: `${baseUrl(app)}/client/settings`,
      }),
    );
  }
  if (rows.length > 0) {
    await app.db
      .updateTable('notifications')
      .set({ mail_state: to ? 'sent' : 'skipped' })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
}

async function sendGuestMail(app: FastifyInstance, mailer: Mailer, guestMailId: string): Promise<void> {
  const row = await app.db
    .selectFrom('guest_mails as g')
    .innerJoin('comments as c', 'c.id', 'g.comment_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .leftJoin('mail_optouts as o', 'o.email', 'g.email')
    .select([
      'g.id',
      'g.comment_id',
      'g.event',
      'g.email',
      'g.reply_id',
      'g.state',
      'c.body',
      'c.page_url',
      'c.guest_language',
      'p.name as project_name',
      'o.email as opted_out',
    ])
    .where('g.id', '=', guestMailId)
    .executeTakeFirst();
  if (!row || row.state !== 'queued') return;
  if (row.opted_out) {
    await app.db.updateTable('guest_mails').set({ state: 'skipped' }).where('id', '=', guestMailId).execute();
    return;
  }
  const reply = row.reply_id
    ? await app.db
        .selectFrom('comments as r')
        .leftJoin('users as u', 'u.id', 'r.author_user_id')
        .select(['r.body', 'u.display_name', 'r.guest_name'])
        .where('r.id', '=', row.reply_id)
        .executeTakeFirst()
    : undefined;
  const token = await signUnsubscribe(app.signingKeys, app.config.issuer, { guestEmail: row.email.toLowerCase() });
  const event =
    row.event === 'reply' && reply
      ? { kind: 'reply' as const, actor: reply.display_name ?? reply.guest_name ?? 'Someone', body: reply.body }
      : { kind: 'resolved' as const };
  await mailer.send(
    guestMail(row.email, row.guest_language ?? 'en', event, {
      project: row.project_name,
      comment: row.body,
      pageUrl: row.page_url,
      optOutUrl: unsubscribeUrl(app, token),
      replyTo: await replyAddress(app, row.comment_id, { userId: null, guestEmail: row.email }),
    }),
  );
  await app.db.updateTable('guest_mails').set({ state: 'sent' }).where('id', '=', guestMailId).execute();
}
