import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateRoadmapComment,
  CreateRoadmapRequest,
  RoadmapCommentResponse,
  RoadmapDetailResponse,
  RoadmapListQuery,
  RoadmapListResponse,
  RoadmapRequestParams,
  RoadmapRequestResponse,
  UpdateRoadmapStatusRequest,
} from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { actionThrottle } from '../../plugins/action-throttle.ts';
import { commentOnRequest } from '../../services/roadmap/comment-on-request.ts';
import { createRoadmapRequest } from '../../services/roadmap/create-roadmap-request.ts';
import { findRoadmapRequest, listRoadmapComments, listRoadmapRequests } from '../../services/roadmap/roadmap-query.ts';
import { setRequestStatus } from '../../services/roadmap/set-request-status.ts';
import { voteForRequest } from '../../services/roadmap/vote-for-request.ts';
import { withdrawVote } from '../../services/roadmap/withdraw-vote.ts';
import { presentRoadmapComment, presentRoadmapRequest } from './present-roadmap.ts';
import { signedInUser } from '../../policies/signed-in-user.ts';
import { requireAuth } from '../../plugins/authenticate.ts';

/** The public roadmap: anyone reads, signed-in users submit, vote once and comment, admins set status. */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = actionThrottle(app);
  async function requireRequest(id: string, viewerId: string | null) {
    const found = await findRoadmapRequest(app.db, id, viewerId);
    if (!found) throw notFound('Request');
    return found;
  }

  app.get(
    '/roadmap/requests',
    { schema: { tags: ['roadmap'], querystring: RoadmapListQuery, response: { 200: RoadmapListResponse } } },
    async (request) => {
      const views = await listRoadmapRequests(app.db, request.query, request.auth?.userId ?? null);
      return { requests: views.map(presentRoadmapRequest) };
    },
  );

  app.get(
    '/roadmap/requests/:id',
    { schema: { tags: ['roadmap'], params: RoadmapRequestParams, response: { 200: RoadmapDetailResponse } } },
    async (request) => {
      const view = await requireRequest(request.params.id, request.auth?.userId ?? null);
      const comments = await listRoadmapComments(app.db, view.row.id);
      return { request: presentRoadmapRequest(view), comments: comments.map(presentRoadmapComment) };
    },
  );

  app.post(
    '/roadmap/requests',
    { schema: { tags: ['roadmap'], body: CreateRoadmapRequest, response: { 201: RoadmapRequestResponse } } },
    async (request, reply) => {
      const user = await signedInUser(app, request);
      await throttle(request, 'roadmapRequestsByUser', user.id);
      const row = await createRoadmapRequest(app.db, user, request.body);
      return reply.code(201).send({ request: presentRoadmapRequest({ row, votedByMe: false }) });
    },
  );

  app.post(
    '/roadmap/requests/:id/vote',
    { schema: { tags: ['roadmap'], params: RoadmapRequestParams, response: { 200: RoadmapRequestResponse } } },
    async (request) => {
      const user = await signedInUser(app, request);
      await requireRequest(request.params.id, user.id);
      await voteForRequest(app.db, request.params.id, user.id);
      return { request: presentRoadmapRequest(await requireRequest(request.params.id, user.id)) };
    },
  );

  app.delete(
    '/roadmap/requests/:id/vote',
    { schema: { tags: ['roadmap'], params: RoadmapRequestParams, response: { 200: RoadmapRequestResponse } } },
    async (request) => {
      const user = await signedInUser(app, request);
      await requireRequest(request.params.id, user.id);
      await withdrawVote(app.db, request.params.id, user.id);
      return { request: presentRoadmapRequest(await requireRequest(request.params.id, user.id)) };
    },
  );

  app.post(
    '/roadmap/requests/:id/comments',
    {
      schema: { tags: ['roadmap'], params: RoadmapRequestParams, body: CreateRoadmapComment, response: { 201: RoadmapCommentResponse } },
    },
    async (request, reply) => {
      const user = await signedInUser(app, request);
      await requireRequest(request.params.id, user.id);
      await throttle(request, 'roadmapCommentsByUser', user.id);
      const comment = await commentOnRequest(app.db, request.params.id, user, request.body.body);
      return reply.code(201).send({ comment: presentRoadmapComment(comment) });
    },
  );

  app.patch(
    '/roadmap/requests/:id',
    {
      schema: {
        tags: ['roadmap'],
        params: RoadmapRequestParams,
        body: UpdateRoadmapStatusRequest,
        response: { 200: RoadmapRequestResponse },
      },
      config: { access: 'instance-admin' },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await requireRequest(request.params.id, userId);
      await setRequestStatus(app.db, request.params.id, request.body.status);
      return { request: presentRoadmapRequest(await requireRequest(request.params.id, userId)) };
    },
  );
};
