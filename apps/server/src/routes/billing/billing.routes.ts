import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BillingPlansResponse, BillingWebhookBody, WorkspaceBillingResponse, WorkspaceParams } from '@commentflow/shared';
import { AppError, validationFailed } from '../../errors.ts';
import { checkoutPlans } from '../../services/billing/checkout-plans.ts';
import { handleWebhook } from '../../services/billing/handle-webhook.ts';
import { notifyRetentionChanged } from '../../services/billing/notify-retention.ts';
import { isValidSignature } from '../../services/billing/verify-signature.ts';
import { workspaceBilling } from '../../services/billing/workspace-billing.ts';

/** Plans, a workspace's billing, and the payment provider's webhook (issue #17). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.config.billing;

  // Public: the pricing page shows the plans to visitors.
  app.get('/billing/plans', { schema: { response: { 200: BillingPlansResponse } } }, async () => checkoutPlans(billing));

  app.get(
    '/workspaces/:workspaceId/billing',
    {
      schema: { params: WorkspaceParams, response: { 200: WorkspaceBillingResponse } },
      config: { access: { workspace: 'params', action: 'team:read', message: 'Billing is for the workspace team' } },
    },
    async (request) => {
      const { workspaceId, role } = request.access!;
      return workspaceBilling(app.db, billing, { workspaceId: workspaceId!, role: role! }, Date.now());
    },
  );

  await app.register(webhookRoute);
};

/**
 * POST /billing/webhook, public: the provider signs it instead of signing in. Its own plugin, so the
 * JSON parser that keeps the raw bytes (the signature covers them exactly) applies to this route only.
 */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  const billing = app.config.billing;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/billing/webhook', async (request, reply) => {
    if (!billing.webhookSecret) throw new AppError('provider-not-configured', 'Billing webhooks are not configured on this server');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-signature'];
    if (!isValidSignature(billing.webhookSecret, raw, typeof signature === 'string' ? signature : undefined)) {
      throw new AppError('invalid-signature', 'The webhook signature does not match its body');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('invalid-json', 'The request body is not valid JSON');
    }
    const parsed = BillingWebhookBody.safeParse(json);
    if (!parsed.success)
      throw validationFailed(parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })));
    const header = request.headers['x-event-name'];
    const name = typeof header === 'string' && header !== '' ? header : parsed.data.meta.event_name;

    const result = await handleWebhook(app.db, billing, { name, body: parsed.data, raw });
    request.log.info({ event: name, workspaceId: result.workspaceId, outcome: result.outcome }, 'billing webhook');
    if (result.outcome === 'applied' && result.workspaceId) await notifyRetentionChanged(app, result.workspaceId);
    return reply.send({ received: true, outcome: result.outcome });
  });
};
