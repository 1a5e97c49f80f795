import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTicketRequest,
  TicketListResponse,
  TicketPreviewQuery,
  TicketPreviewResponse,
  TicketResponse,
  WidgetCommentParams,
  WidgetParams,
  WidgetTrackerListResponse,
} from '@commentflow/shared';
import { fileTicket, previewTicket, threadTickets, workspaceTrackers } from '../../integrations/thread-tickets.ts';
import { widgetMember } from '../../plugins/route-prelude.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';
import { projectComment } from './project-comment.ts';

// Tickets are the team's: the same permission as in the dashboard, for a signed-in member of the
// project's workspace; clients and guests are refused (and never hear of tickets on the socket).
const access = {
  widget: 'member',
  action: 'comment:triage',
  message: 'Your role cannot file tickets',
  guestMessage: 'Only members of this workspace file tickets',
} as const;

/** "Create ticket in ..." from a thread in the widget, for members: the trackers, a preview, the ticket. */
export const widgetTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/widget/:key/trackers',
    { schema: { params: WidgetParams, response: { 200: WidgetTrackerListResponse } }, config: { access } },
    async (request) => ({ trackers: await workspaceTrackers(app, widgetMember(request).project.workspace_id) }),
  );

  app.get(
    '/widget/:key/comments/:commentId/tickets',
    { schema: { params: WidgetCommentParams, response: { 200: TicketListResponse } }, config: { access } },
    async (request) => {
      const comment = await projectComment(app.db, widgetMember(request).project.id, request.params.commentId);
      return { tickets: await threadTickets(app, comment) };
    },
  );

  app.get(
    '/widget/:key/comments/:commentId/ticket-preview',
    {
      schema: { params: WidgetCommentParams, querystring: TicketPreviewQuery, response: { 200: TicketPreviewResponse } },
      config: { access },
    },
    async (request) => {
      const comment = await projectComment(app.db, widgetMember(request).project.id, request.params.commentId);
      return previewTicket(app, comment, request.query.integrationId, requestBaseUrl(app, request));
    },
  );

  app.post(
    '/widget/:key/comments/:commentId/tickets',
    { schema: { params: WidgetCommentParams, body: CreateTicketRequest, response: { 201: TicketResponse } }, config: { access } },
    async (request, reply) => {
      const comment = await projectComment(app.db, widgetMember(request).project.id, request.params.commentId);
      const ticket = await fileTicket(app, comment, request.body.integrationId, requestBaseUrl(app, request));
      return reply.code(201).send({ ticket });
    },
  );
};
