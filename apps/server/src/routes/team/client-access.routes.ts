import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateShareLinkRequest, ShareLinkResponse, WorkspaceParams } from '@commentflow/shared';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { INVITER } from '../../policies/team-rules.ts';
import { presentInvite } from '../../presenters/team.ts';
import { createInvite } from '../../services/team/create-invite.ts';
import { inviteLink } from '../../services/team/invite-token.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';

/**
 * A project's share link: whoever opens it signs up or in and joins as a client of that project.
 * Listed and revoked with the other invitations (GET .../team, DELETE /invites/:id).
 */
export const clientAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workspaces/:workspaceId/share-links',
    {
      schema: { params: WorkspaceParams, body: CreateShareLinkRequest, response: { 201: ShareLinkResponse } },
      config: { access: { workspace: 'params', ...INVITER } },
    },
    async (request, reply) => {
      const { userId, workspaceId } = memberAccess(request);
      const { projectId, expiresInDays } = request.body;
      const created = await app.db
        .transaction()
        .execute((trx) => createInvite(trx, workspaceId, userId, { kind: 'link', projectIds: [projectId], days: expiresInDays }));
      return reply.code(201).send({ invite: presentInvite(created.invite), link: inviteLink(requestBaseUrl(app, request), created.token) });
    },
  );
};
