import type { RoadmapComment, RoadmapRequest } from '@commentflow/shared';
import type { RoadmapCommentRow } from '../../db/schema.ts';
import type { RoadmapRequestView } from '../../services/roadmap/roadmap-query.ts';

export function presentRoadmapRequest({ row, votedByMe }: RoadmapRequestView): RoadmapRequest {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: row.status,
    voteCount: row.vote_count,
    commentCount: row.comment_count,
    votedByMe,
    author: { displayName: row.author_name },
    createdAt: row.created_at,
  };
}

export function presentRoadmapComment(row: RoadmapCommentRow): RoadmapComment {
  return { id: row.id, body: row.body, author: { displayName: row.author_name }, createdAt: row.created_at };
}
