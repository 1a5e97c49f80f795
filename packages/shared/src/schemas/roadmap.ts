import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { singleLine, withoutNullCharacter } from './text.ts';

// The public roadmap (feature requests, votes, comments) and the changelog: issue #6.

export const RoadmapStatus = z.enum(['under_review', 'planned', 'in_progress', 'done']);
export type RoadmapStatus = z.infer<typeof RoadmapStatus>;

export const ROADMAP_STATUS_LABELS: Record<RoadmapStatus, string> = {
  under_review: 'Under review',
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
};

export const RoadmapSort = z.enum(['top', 'new']);
export type RoadmapSort = z.infer<typeof RoadmapSort>;

export const ROADMAP_TITLE_MIN = 3;
export const ROADMAP_TITLE_MAX = 120;
export const ROADMAP_BODY_MAX = 5_000;
export const CHANGELOG_TITLE_MAX = 200;
export const CHANGELOG_MARKDOWN_MAX = 50_000;

/** Only a display name: the public roadmap never reveals e-mails or ids of people. */
export const RoadmapAuthor = z.object({ displayName: z.string() });

export const RoadmapRequest = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  status: RoadmapStatus,
  voteCount: z.number().int(),
  commentCount: z.number().int(),
  /** Whether the caller voted; false without a bearer token. */
  votedByMe: z.boolean(),
  author: RoadmapAuthor,
  createdAt: Timestamp,
});
export type RoadmapRequest = z.infer<typeof RoadmapRequest>;

export const RoadmapComment = z.object({
  id: Id,
  body: z.string(),
  author: RoadmapAuthor,
  createdAt: Timestamp,
});
export type RoadmapComment = z.infer<typeof RoadmapComment>;

export const RoadmapListQuery = z.strictObject({
  status: RoadmapStatus.optional(),
  sort: RoadmapSort.default('top'),
});
export type RoadmapListQuery = z.infer<typeof RoadmapListQuery>;

export const RoadmapRequestParams = z.strictObject({ id: Id });

export const CreateRoadmapRequest = z.strictObject({
  title: singleLine(
    z
      .string()
      .trim()
      .min(ROADMAP_TITLE_MIN, { message: `Use at least ${ROADMAP_TITLE_MIN} characters` })
      .max(ROADMAP_TITLE_MAX, { message: `Use at most ${ROADMAP_TITLE_MAX} characters` }),
  ),
  body: withoutNullCharacter(
    z
      .string()
      .trim()
      .max(ROADMAP_BODY_MAX, { message: `Use at most ${ROADMAP_BODY_MAX} characters` }),
  ).default(''),
});
export type CreateRoadmapRequest = z.input<typeof CreateRoadmapRequest>;

export const UpdateRoadmapStatusRequest = z.strictObject({ status: RoadmapStatus });
export type UpdateRoadmapStatusRequest = z.infer<typeof UpdateRoadmapStatusRequest>;

export const CreateRoadmapComment = z.strictObject({
  body: withoutNullCharacter(
    z
      .string()
      .trim()
      .min(1, { message: 'Write a comment' })
      .max(ROADMAP_BODY_MAX, { message: `Use at most ${ROADMAP_BODY_MAX} characters` }),
  ),
});
export type CreateRoadmapComment = z.infer<typeof CreateRoadmapComment>;

export const RoadmapListResponse = z.object({ requests: z.array(RoadmapRequest) });
export type RoadmapListResponse = z.infer<typeof RoadmapListResponse>;
export const RoadmapRequestResponse = z.object({ request: RoadmapRequest });
export type RoadmapRequestResponse = z.infer<typeof RoadmapRequestResponse>;
export const RoadmapDetailResponse = z.object({ request: RoadmapRequest, comments: z.array(RoadmapComment) });
export type RoadmapDetailResponse = z.infer<typeof RoadmapDetailResponse>;
export const RoadmapCommentResponse = z.object({ comment: RoadmapComment });
export type RoadmapCommentResponse = z.infer<typeof RoadmapCommentResponse>;

export const ChangelogEntry = z.object({
  id: Id,
  title: z.string(),
  /** Rendered from markdown by the server and sanitized: safe to insert as HTML. */
  html: z.string(),
  publishedAt: Timestamp,
});
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;

export const CreateChangelogEntry = z.strictObject({
  title: singleLine(z.string().trim().min(1, { message: 'Title is required' }).max(CHANGELOG_TITLE_MAX)),
  markdown: withoutNullCharacter(z.string().trim().min(1, { message: 'Write the entry' }).max(CHANGELOG_MARKDOWN_MAX)),
});
export type CreateChangelogEntry = z.infer<typeof CreateChangelogEntry>;

export const ChangelogListResponse = z.object({ entries: z.array(ChangelogEntry) });
export type ChangelogListResponse = z.infer<typeof ChangelogListResponse>;
export const ChangelogEntryResponse = z.object({ entry: ChangelogEntry });
export type ChangelogEntryResponse = z.infer<typeof ChangelogEntryResponse>;
