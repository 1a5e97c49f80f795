import { Comment } from '@commentflow/shared';
import type { CommentWithAuthor } from '../db/rows.ts';
import { jsonSerializer } from '../plugins/response-serializer.ts';
import { presentComment } from './comment.ts';

/**
 * A comment list's answers (CommentListResponse) as JSON, from each comment's answer JSON kept per
 * revision. The database bumps `comments.revision` on every change to what a presented comment shows
 * (migration 0019's triggers), so the answer kept for the revision a query has just read is exactly
 * what presenting the row anew would write. Nothing to invalidate, across instances too: a later
 * revision is simply not found. Reading and presenting 50 wide rows was most of a list's time (ADR 034).
 *
 * One per app (routes/comments/comments.routes.ts), so two apps in one process never share what they
 * kept. Bounded: past MAX_CHARACTERS the least recently presented go first.
 */
export function commentListAnswers() {
  const kept = new Map<string, { revision: number; json: string }>();
  let characters = 0;

  function presentAndKeep(row: CommentWithAuthor): string {
    // Made one flat string: as the serializer leaves it (pieces joined by +), every answer that
    // joined it walked its pieces again.
    const json = Buffer.from(writeComment(presentComment(row))).toString();
    const previous = kept.get(row.id);
    if (previous) characters -= previous.json.length;
    kept.delete(row.id);
    kept.set(row.id, { revision: row.revision, json });
    characters += json.length;
    for (const [id, entry] of kept) {
      if (characters <= MAX_CHARACTERS) break;
      kept.delete(id);
      characters -= entry.json.length;
    }
    return json;
  }

  return {
    /** The list's answer from the comments kept at these revisions, in order; null as soon as one is not kept. */
    fromKept(page: { comments: readonly { id: string; revision: number }[]; nextCursor: string | null }): string | null {
      const answers: string[] = [];
      for (const { id, revision } of page.comments) {
        const entry = kept.get(id);
        if (entry?.revision !== revision) return null;
        answers.push(entry.json);
      }
      return listJson(answers, page.nextCursor);
    },
    /** The list's answer from its rows, each comment presented and kept for its revision. */
    present(page: { comments: CommentWithAuthor[]; nextCursor: string | null }): string {
      return listJson(page.comments.map(presentAndKeep), page.nextCursor);
    },
  };
}

/** 16 MB of one-byte text, up to 32 MB otherwise (V8 keeps any other string at two bytes a character). */
const MAX_CHARACTERS = 16 * 1024 * 1024;

const writeComment = jsonSerializer(Comment);

const listJson = (comments: string[], nextCursor: string | null) =>
  `{"comments":[${comments.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
