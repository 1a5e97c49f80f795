import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommentParams, WidgetHandoffCreated, WidgetHandoffRequest, WidgetHandoffResponse, WidgetParams } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { loaded, memberAccess, widgetAccess } from '../../plugins/route-prelude.ts';
import { person } from '../../policies/api-key-principal.ts';
import { requireProjectGranted } from '../../policies/visible-projects.ts';
import { createWidgetHandoff, redeemWidgetHandoff } from '../../services/widget-handoff.ts';
import { findProjectMember, issueWidgetSession } from '../../services/widget-sign-in.ts';

/**
 * "Open on page": the dashboard asks for a one-use code for the thread's page, and the widget there
 * trades it for the member session the sign-in popup would have granted, so the member arrives
 * signed in as themselves rather than as a guest.
 */
export const widgetHandoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/widget-auth/handoffs/:commentId',
    {
      schema: { params: CommentParams, response: { 201: WidgetHandoffCreated } },
      config: { access: { resource: 'comment', action: 'comment:read' } },
    },
    async (request, reply) => {
      const { userId, sessionId } = memberAccess(request);
      const comment = loaded(request, 'comment');
      reply.code(201);
      return createWidgetHandoff(app.db, { userId, sessionId, projectId: comment.project_id, commentId: comment.id });
    },
  );
};

/** The widget's half, registered with the other widget routes (their per-project CORS). */
export const widgetHandoffExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/widget/:key/handoff',
    {
      schema: { params: WidgetParams, body: WidgetHandoffRequest, response: { 200: WidgetHandoffResponse } },
      config: { access: 'widget-key' },
    },
    async (request) => {
      const { project } = widgetAccess(request);
      const handoff = await redeemWidgetHandoff(app.db, project.id, request.body.code);
      // Checked again as it is used: the member may have left the workspace, or lost a client grant, meanwhile.
      const member = handoff && (await findProjectMember(app.db, project.public_key, handoff.userId));
      if (!handoff || !member) throw new AppError('handoff-invalid', 'This link has expired or was already used: sign in from the widget');
      await requireProjectGranted(app.db, { ...person(handoff.userId), workspaceId: member.workspace.id, role: member.role }, project.id);
      return issueWidgetSession(app, member, handoff);
    },
  );
};
