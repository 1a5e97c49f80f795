import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInviteResponse,
  CreateInviteRequest,
  INVITE_TTL_DAYS,
  InviteParams,
  InvitePreviewResponse,
  InviteResponse,
  InviteTokenParams,
  WorkspaceParams,
} from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { inviteMail } from '../../mail/invite-mail.ts';
import { actionThrottle } from '../../plugins/action-throttle.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { INVITER } from '../../policies/team-rules.ts';
import { presentWorkspace } from '../../presenters/workspace.ts';
import type { InviteWithInviter } from '../../db/rows.ts';
import { presentInvite } from '../../presenters/team.ts';
import { acceptInvite } from '../../services/team/accept-invite.ts';
import { createInvite } from '../../services/team/create-invite.ts';
import { previewInvite } from '../../services/team/invite-preview.ts';
import { inviteLink } from '../../services/team/invite-token.ts';
import { resendInvite } from '../../services/team/resend-invite.ts';
import { revokeInvite } from '../../services/team/revoke-invite.ts';
import { findUser } from '../../services/user-query.ts';
import { findWorkspace } from '../../services/workspace-query.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';

/** Invitations: send by e-mail, resend, revoke; and the accept page's preview and accept. */
export const invitesRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  async function send(invite: InviteWithInviter, token: string, baseUrl: string) {
    const workspace = await findWorkspace(app.db, invite.workspace_id);
    await mailer.send(
      inviteMail({
        to: invite.email!,
        inviterName: invite.invited_by_name ?? 'A teammate',
        workspaceName: workspace!.name,
        role: invite.role,
        link: inviteLink(baseUrl, token),
        days: INVITE_TTL_DAYS,
      }),
    );
  }

  const throttle = actionThrottle(app);
  /** Each invitation mail counts for its sender and for its recipient, who never asked for it. */
  async function throttleMail(request: FastifyRequest, senderId: string, to: string) {
    await throttle(request, 'invitesBySender', senderId);
    await throttle(request, 'invitesToAddress', to);
  }

  app.post(
    '/workspaces/:workspaceId/invites',
    {
      schema: { params: WorkspaceParams, body: CreateInviteRequest, response: { 201: InviteResponse } },
      config: { access: { workspace: 'params', ...INVITER } },
    },
    async (request, reply) => {
      const { userId, workspaceId } = memberAccess(request);
      const { email, role, projectIds = [] } = request.body;
      await throttleMail(request, userId, email);
      const created = await app.db
        .transaction()
        .execute((trx) => createInvite(trx, workspaceId, userId, { kind: 'email', email, role, projectIds }));
      await send(created.invite, created.token, requestBaseUrl(app, request));
      return reply.code(201).send({ invite: presentInvite(created.invite) });
    },
  );

  app.post(
    '/invites/:inviteId/resend',
    { schema: { params: InviteParams, response: { 200: InviteResponse } }, config: { access: { resource: 'invite', ...INVITER } } },
    async (request) => {
      const invite = loaded(request, 'invite');
      if (invite.email) await throttleMail(request, memberAccess(request).userId, invite.email);
      const resent = await app.db.transaction().execute((trx) => resendInvite(trx, invite));
      await send(resent.invite, resent.token, requestBaseUrl(app, request));
      return { invite: presentInvite(resent.invite) };
    },
  );

  app.delete(
    '/invites/:inviteId',
    { schema: { params: InviteParams }, config: { access: { resource: 'invite', ...INVITER } } },
    async (request, reply) => {
      await revokeInvite(app.db, loaded(request, 'invite').id);
      return reply.code(204).send();
    },
  );

  app.get('/join/:token', { schema: { params: InviteTokenParams, response: { 200: InvitePreviewResponse } } }, async (request) => ({
    invite: await previewInvite(app.db, request.params.token),
  }));

  app.post('/join/:token', { schema: { params: InviteTokenParams, response: { 200: AcceptInviteResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    const user = await findUser(app.db, userId);
    if (!user) throw new AppError('invalid-token', 'This account no longer exists');
    const { workspace, role } = await app.db.transaction().execute((trx) => acceptInvite(trx, request.params.token, user, app.webhooks));
    // A client already in the workspace may have gained projects: their open sockets follow, and
    // their other open dashboards list the workspace.
    await app.realtime.syncMemberAccess(workspace.id, userId, 'joined');
    return { workspace: presentWorkspace(workspace, role) };
  });
};
