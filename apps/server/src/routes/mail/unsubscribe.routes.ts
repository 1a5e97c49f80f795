import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND, MailUnsubscribeQuery } from '@commentflow/shared';
import { requestLanguage } from '../../i18n/request-language.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { MAIL_TEXTS } from '../../services/mail/mail-texts.ts';
import { verifyUnsubscribe } from '../../services/mail/unsubscribe-token.ts';
import { updateNotificationPreferences } from '../../services/notifications/notification-preferences.ts';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(BRAND.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;

/**
 * One-click unsubscribe (RFC 8058), public: the signed token in the link is the authority. A mail
 * client POSTs `List-Unsubscribe=One-Click`; a person who opens the link gets a page whose button
 * posts the same, so link scanners that GET every URL unsubscribe no one.
 */
export const mailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click body is a form (application/x-www-form-urlencoded); what it says changes nothing.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get('/mail/unsubscribe', { schema: { hide: true, querystring: MailUnsubscribeQuery } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const target = await verifyUnsubscribe(app.signingKeys, app.config.issuer, request.query.token);
    const texts = MAIL_TEXTS[lang];
    const label = 'kind' in target ? texts.unsubscribeKind[target.kind] : texts.guestOptOut;
    const action = `/api/mail/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          lang,
          `<h1 style="font-size:1.25rem">${escapeHtml(label)}</h1><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.confirm)}</button></form>`,
        ),
      );
  });

  app.post('/mail/unsubscribe', { schema: { hide: true, querystring: MailUnsubscribeQuery } }, async (request, reply) => {
    const target = await verifyUnsubscribe(app.signingKeys, app.config.issuer, request.query.token);
    if ('kind' in target) {
      await updateNotificationPreferences(app.db, target.userId, { email: { [target.kind]: false } });
    } else {
      await app.db
        .insertInto('mail_optouts')
        .values({ email: target.guestEmail.toLowerCase(), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
    const texts = MAIL_TEXTS[requestLanguage(request)];
    return reply
      .type('text/html; charset=utf-8')
      .send(page(requestLanguage(request), `<p>${escapeHtml('kind' in target ? texts.unsubscribed : texts.optedOut)}</p>`));
  });
};
