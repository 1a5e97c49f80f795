import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WidgetAuthGrantRequest, WidgetAuthGrantResponse } from '@commentflow/shared';
import { AppError, notFound } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { isOriginAllowed } from '../../plugins/widget-cors.ts';
import { person } from '../../policies/api-key-principal.ts';
import { requireProjectGranted } from '../../policies/visible-projects.ts';
import { findProjectMember, issueWidgetSession } from '../../services/widget-sign-in.ts';

/**
 * The widget sign-in popup (web app route /auth/widget) runs on our origin with the user's token and
 * asks here before it posts a token to window.opener: only to an origin the project allows, and only
 * for a member of the project's workspace (a client: of a project granted to them). The token it
 * answers is scoped to this project's widget. Same-origin call, so no CORS.
 */
export const widgetAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/widget-auth/grant',
    { schema: { body: WidgetAuthGrantRequest, response: { 200: WidgetAuthGrantResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { projectKey, origin } = request.body;
      const member = await findProjectMember(app.db, projectKey, userId);
      // A project of a workspace the user is not in answers like an unknown one.
      if (!member) throw notFound('Project');
      const { project } = member;
      await requireProjectGranted(app.db, { ...person(userId), workspaceId: member.workspace.id, role: member.role }, project.id);
      if (!isOriginAllowed(project, origin, request.host)) {
        throw new AppError('origin-not-allowed', template('{origin} is not an allowed origin of this project', { origin }), { origin });
      }
      return { targetOrigin: origin, ...(await issueWidgetSession(app, member, requireAuth(request))) };
    },
  );
};
