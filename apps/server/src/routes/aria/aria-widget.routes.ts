import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARIA_SCREENSHOTS_MAX,
  ARIA_VISITOR_BATCHES_PER_MINUTE,
  AriaReportRequest,
  AriaReportResponse,
  WidgetAriaParams,
} from '@commentflow/shared';
import { can } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { enqueueAriaFindingRules } from '../../integrations/comment-effects.ts';
import { widgetAccess } from '../../plugins/route-prelude.ts';
import { widgetCaller } from '../../policies/widget-caller.ts';
import { loadAriaProfile } from '../../services/aria/aria-profile.ts';
import { workspaceLanguage } from '../../services/aria/aria-comment-text.ts';
import { fileFindings } from '../../services/aria/file-findings.ts';
import { signUploadToken } from '../../services/screenshots/upload-token.ts';
import { guestRateLimit } from '../widget/guest-rate-limit.ts';

// A batch of findings is small: 50 findings of a few hundred characters each.
const REPORT_BODY_LIMIT = 128 * 1024;

/**
 * What ARIA's checks send from a page (key + origin, like every widget route). Registered inside
 * widgetRoutes, so the widget's CORS applies. Any visitor's browser may send light findings (they
 * are untrusted: rate-limited per address and project, light rules only, marked as from visitors);
 * a full scan's come only from a signed-in team member.
 */
export const ariaWidgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitorLimit = guestRateLimit(app, ARIA_VISITOR_BATCHES_PER_MINUTE, {
    name: 'aria-reports',
    message: 'Too many ARIA reports from this address. Try again in a minute.',
  });

  app.post(
    '/widget/:key/aria/findings',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { params: WidgetAriaParams, body: AriaReportRequest, response: { 200: AriaReportResponse } },
      // Visitors and members alike (the handler tells them apart): the key and the page's origin decide.
      config: { access: 'widget-key' },
    },
    async (request) => {
      const { project } = widgetAccess(request);
      const caller = await widgetCaller(app.db, request, project);
      const member = caller.kind === 'member' && can(caller.role, 'comment:triage');
      if (request.body.scan === 'full' && !member) throw new AppError('forbidden', 'A full ARIA scan is for signed-in team members');
      if (!member) await visitorLimit.hit(request.ip, project.id);
      const [{ profile }, language] = await Promise.all([
        loadAriaProfile(app.db, project.workspace_id),
        workspaceLanguage(app.db, project.workspace_id),
      ]);
      const filing = {
        project,
        profile,
        source: member ? ('member' as const) : ('visitor' as const),
        webhooks: app.webhooks,
        plansEnabled: app.config.billing.plansEnabled,
        jobs: app.jobs,
        realtime: app.realtime,
        language,
      };
      const result = await app.db.transaction().execute(async (trx) => {
        const filed = await fileFindings(trx, filing, request.body);
        await enqueueAriaFindingRules(app.jobs, trx, project.workspace_id, filed.newThreads);
        return app.realtime.record(trx, filed);
      });
      app.realtime.publish(result.events);
      if (request.body.scan !== 'full') return result.counts;
      // The member's scan may attach each new pin's element picture, as the pin's author would.
      const sessionId = request.auth?.sessionId ?? null;
      const screenshots = result.pinned.slice(0, ARIA_SCREENSHOTS_MAX).map((thread) => ({
        ...thread,
        uploadToken: signUploadToken(app.signingKeys, app.config.issuer, { commentId: thread.commentId, sessionId }),
      }));
      return { ...result.counts, screenshots };
    },
  );
};
