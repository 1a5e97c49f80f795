import type { Kysely } from 'kysely';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { BRAND, CommentStatus, Id, Priority, type Comment } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { withEffects } from '../integrations/comment-effects.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { ApiKeyPrincipal, Caller } from '../policies/api-key-principal.ts';
import { authorize } from '../policies/can.ts';
import { requireMembership } from '../policies/require-membership.ts';
import { loadInReach } from '../policies/resource-reach.ts';
import { visibleProjectIds } from '../policies/visible-projects.ts';
import { presentComment } from '../presenters/comment.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { findReplies } from '../services/comment-query.ts';
import { createReply } from '../services/create-reply.ts';
import { listComments } from '../services/list-comments.ts';
import { listProjects } from '../services/project-query.ts';
import { updateComment } from '../services/update-comment.ts';
import type { WebhookEmitter } from '../services/webhooks/webhook-emitter.ts';

export interface FeedbackToolsDeps {
  db: Kysely<Database>;
  webhooks: WebhookEmitter;
  /** Where a change's rules, ticket sync and mirrored replies are enqueued, as for any other change. */
  jobs: JobQueue;
  /** Replies through the API count against the plan like any other (PLANS=off: no limits). */
  plansEnabled: boolean;
  /** Keeps a change's events with it, then sends them once committed to open dashboards and widgets. */
  realtime: Pick<Realtime, 'record' | 'publish'>;
  /** The public origin, for absolute screenshot links. */
  baseUrl: string;
}

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

/** What an assistant needs of a thread root in a list: enough to choose one, not the whole capture. */
const summary = (comment: Comment) => ({
  id: comment.id,
  projectId: comment.projectId,
  body: comment.body,
  status: comment.status,
  priority: comment.priority,
  assigneeId: comment.assigneeId,
  author: comment.author.displayName,
  pageUrl: comment.pageUrl,
  replyCount: comment.replyCount,
  createdAt: comment.createdAt,
});

/**
 * The MCP server of one API key: tools over the key's workspace (and project, when restricted), going
 * through the same membership checks and services as the REST API. A read key gets only the read tools.
 */
export function feedbackMcpServer(deps: FeedbackToolsDeps, key: ApiKeyPrincipal): McpServer {
  const { db } = deps;
  // The key is the caller; what it writes is authored by its creator.
  const caller: Caller = { userId: key.actingUserId, apiKey: key };
  const workspaceId = key.workspaceId;
  const server = new McpServer({ name: `${BRAND.name.toLowerCase()}-feedback`, version: '1.0.0' });
  const member = async () => {
    const role = await requireMembership(db, caller, workspaceId);
    return { role, visible: await visibleProjectIds(db, { ...caller, workspaceId, role }) };
  };

  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: 'The projects (websites) of the workspace this key belongs to.',
      annotations: { readOnlyHint: true },
    },
    async () => {
      const { visible } = await member();
      const projects = await listProjects(db, workspaceId, visible);
      return json({ projects: projects.map((p) => ({ id: p.id, name: p.name, siteUrl: p.site_url })) });
    },
  );

  server.registerTool(
    'list_comments',
    {
      title: 'List or search feedback',
      description:
        'Feedback threads, newest first, filtered by project, page URL, status, priority, assignee, text or ARIA findings. Pass nextCursor back as cursor for the next page.',
      inputSchema: {
        projectId: Id.optional(),
        pageUrl: z.string().max(2048).optional().describe('Exact page URL the feedback was left on'),
        status: CommentStatus.optional(),
        priority: Priority.optional(),
        assigneeId: z
          .union([Id, z.literal('none')])
          .optional()
          .describe("A member's user id, or none for unassigned"),
        query: z.string().max(200).optional().describe('Words the feedback text contains'),
        ariaFindings: z
          .enum(['only', 'none'])
          .optional()
          .describe("only: the threads ARIA filed for the problems it found; none: people's feedback alone"),
        cursor: z.string().max(200).optional(),
        limit: z.number().int().min(1).max(100).default(25),
      },
      annotations: { readOnlyHint: true },
    },
    async (input) => {
      const { role, visible } = await member();
      authorize(role, 'comment:read');
      const { query, ariaFindings, ...filters } = input;
      const page = await listComments(
        db,
        workspaceId,
        { ...filters, q: query, aria: ariaFindings },
        { userId: caller.userId, visibleProjectIds: visible },
      );
      return json({ comments: page.comments.map((row) => summary(presentComment(row))), nextCursor: page.nextCursor });
    },
  );

  server.registerTool(
    'get_thread',
    {
      title: 'Get one feedback thread',
      description:
        "A thread with its replies and everything captured with it: the page URL, the anchor (CSS selector, element text), the screenshot's URL, the browser, and the console errors and failed network requests.",
      inputSchema: { commentId: Id },
      annotations: { readOnlyHint: true },
    },
    async ({ commentId }) => {
      const { row: comment, role } = await loadInReach(db, caller, 'comment', commentId);
      authorize(role, 'comment:read');
      const root = presentComment(comment);
      const replies = (await findReplies(db, comment.id)).map(presentComment);
      return json({
        ...summary(root),
        pageTitle: root.pageTitle,
        anchor: root.anchor && {
          selector: root.anchor.selector,
          xpath: root.anchor.xpath ?? null,
          elementText: root.anchor.textQuote?.exact ?? null,
          tag: root.anchor.tag ?? null,
        },
        viewport: root.viewport,
        screenshotUrl: root.screenshot ? new URL(root.screenshot.url, deps.baseUrl).toString() : null,
        browser: root.meta ? { ...root.meta, console: undefined, network: undefined } : null,
        console: root.meta?.console ?? [],
        network: root.meta?.network ?? [],
        ariaFinding: root.aria ?? null,
        replies: replies.map((reply) => ({ id: reply.id, author: reply.author.displayName, body: reply.body, createdAt: reply.createdAt })),
      });
    },
  );

  if (!key.scopes.includes('write')) return server;

  server.registerTool(
    'reply',
    {
      title: 'Reply to a thread',
      description: 'Adds a reply to a feedback thread, as this API key.',
      inputSchema: { commentId: Id, body: z.string().trim().min(1).max(5000) },
    },
    async ({ commentId, body }) => {
      const { row: comment, role } = await loadInReach(db, caller, 'comment', commentId);
      authorize(role, 'comment:write');
      const result = await db
        .transaction()
        .execute((trx) => withEffects(deps, trx, createReply(trx, comment, caller, { body }, deps.webhooks, deps.plansEnabled)));
      deps.realtime.publish(result.events);
      return json({ reply: { id: result.comment.id, body: result.comment.body, createdAt: result.comment.created_at } });
    },
  );

  server.registerTool(
    'set_status',
    {
      title: 'Change the status',
      description: 'Sets a thread to open, in_progress or resolved.',
      inputSchema: { commentId: Id, status: CommentStatus },
    },
    async ({ commentId, status }) => triage(commentId, { status }),
  );

  server.registerTool(
    'assign',
    {
      title: 'Assign a thread',
      description: 'Assigns a thread to a member of the workspace (their user id), or unassigns it with null.',
      inputSchema: { commentId: Id, assigneeId: Id.nullable() },
    },
    async ({ commentId, assigneeId }) => triage(commentId, { assigneeId }),
  );

  async function triage(commentId: string, patch: { status?: CommentStatus; assigneeId?: string | null }) {
    const result = await db.transaction().execute(async (trx) => {
      const { row: comment, role } = await loadInReach(trx, caller, 'comment', commentId);
      authorize(role, 'comment:triage', 'Your role cannot change status, priority or assignee');
      return withEffects(deps, trx, updateComment(trx, comment, patch, caller, deps.webhooks));
    });
    deps.realtime.publish(result.events);
    return json({ comment: summary(presentComment(result.comment)) });
  }

  return server;
}
