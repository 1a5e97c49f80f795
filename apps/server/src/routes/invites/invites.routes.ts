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
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { inviteMail } from '../../mail/invite-mail.ts';
import { actionThrottle } from '../../plugins/action-throttle.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { assertCanInvite } from '../../policies/team-rules.ts';
import { presentWorkspace } from '../../presenters/workspace.ts';
import { inviteProjectIds, presentInvite, type InviteWithInviter } from '../../presenters/team.ts';
import { acceptInvite, findUsableInvite } from '../../services/team/accept-invite.ts';
import { createInvite } from '../../services/team/create-invite.ts';
import { inviteLink } from '../../services/team/invite-token.ts';
import { resendInvite } from '../../services/team/resend-invite.ts';
import { findInvite } from '../../services/team/team-query.ts';
import { requestBaseUrl } from '../projects/request-base-url.ts';

/** Invitations: send by e-mail, resend, revoke; and the accept page's preview and accept. */
export const invitesRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  async function send(invite: InviteWithInviter, token: string, baseUrl: string) {
    const workspace = await app.db.selectFrom('workspaces').select('name').where('id', '=', invite.workspace_id).executeTakeFirstOrThrow();
    await mailer.send(
      inviteMail({
        to: invite.email!,
        inviterName: invite.invited_by_name ?? 'A teammate',
        workspaceName: workspace.name,
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

  /** An invitation of a workspace the caller manages; another workspace's answers 404. */
  async function managedInvite(userId: string, inviteId: string) {
    const invite = await findInvite(app.db, inviteId);
    if (!invite || invite.accepted_at || invite.revoked_at) throw notFound('Invitation');
    assertCanInvite(await requireMembership(app.db, userId, invite.workspace_id, 'Invitation'));
    return invite;
  }

  app.post(
    '/workspaces/:workspaceId/invites',
    { schema: { params: WorkspaceParams, body: CreateInviteRequest, response: { 201: InviteResponse } } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const { email, role, projectIds = [] } = request.body;
      const created = await app.db.transaction().execute(async (trx) => {
        assertCanInvite(await requireMembership(trx, userId, workspaceId));
        await throttleMail(request, userId, email);
        return createInvite(trx, workspaceId, userId, { kind: 'email', email, role, projectIds });
      });
      await send(created.invite, created.token, requestBaseUrl(app, request));
      return reply.code(201).send({ invite: presentInvite(created.invite) });
    },
  );

  app.post('/invites/:inviteId/resend', { schema: { params: InviteParams, response: { 200: InviteResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    const invite = await managedInvite(userId, request.params.inviteId);
    if (invite.email) await throttleMail(request, userId, invite.email);
    const resent = await app.db.transaction().execute((trx) => resendInvite(trx, invite));
    await send(resent.invite, resent.token, requestBaseUrl(app, request));
    return { invite: presentInvite(resent.invite) };
  });

  app.delete('/invites/:inviteId', { schema: { params: InviteParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const invite = await managedInvite(userId, request.params.inviteId);
    await app.db.updateTable('invites').set({ revoked_at: new Date().toISOString() }).where('id', '=', invite.id).execute();
    return reply.code(204).send();
  });

  app.get('/join/:token', { schema: { params: InviteTokenParams, response: { 200: InvitePreviewResponse } } }, async (request) => {
    const invite = await findUsableInvite(app.db, request.params.token);
    const workspace = await app.db.selectFrom('workspaces').select('name').where('id', '=', invite.workspace_id).executeTakeFirstOrThrow();
    const inviter = invite.invited_by ? await app.db.selectFrom('users').select('display_name').where('id', '=', invite.invited_by).executeTakeFirst() : undefined;
    const ids = inviteProjectIds(invite);
    const projects = ids.length ? await app.db.selectFrom('projects').select('name').where('id', 'in', ids).orderBy('created_at').execute() : [];
    return {
      invite: {
        kind: invite.kind,
        workspaceName: workspace.name,
        role: invite.role,
        email: invite.email,
        invitedByName: inviter?.display_name ?? null,
        projectNames: projects.map((p) => p.name),
        expiresAt: invite.expires_at,
      },
    };
  });

  app.post('/join/:token', { schema: { params: InviteTokenParams, response: { 200: AcceptInviteResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    const user = await app.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('invalid-token', 'This account no longer exists');
    const { workspace, role } = await app.db.transaction().execute((trx) => acceptInvite(trx, request.params.token, user, app.webhooks));
    // A client already in the workspace may have gained projects: their open sockets follow, and
    // their other open dashboards list the workspace.
    await app.realtime.syncMemberAccess(workspace.id, userId, 'joined');
    return { workspace: presentWorkspace(workspace, role) };
  });
};
