import {
  screenshotPath,
  type Anchor,
  type AriaCommentInfo,
  type ClientMeta,
  type Comment,
  type PublicPerson,
  type Viewport,
} from '@commentflow/shared';
import { commentLabels, decodeJson } from '../db/json-columns.ts';
import type { CommentWithAuthor } from '../db/rows.ts';

interface BotAuthor {
  name: string;
  icon: string;
  color: string;
}

export function presentComment(row: CommentWithAuthor): Comment {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    projectId: row.project_id,
    parentId: row.parent_id,
    clientId: row.client_id,
    body: row.body,
    status: row.status,
    priority: row.priority,
    assigneeId: row.assignee_id,
    author: presentAuthor(row),
    pageUrl: row.page_url,
    pageTitle: row.page_title,
    anchor: decodeJson<Anchor>(row.anchor),
    viewport: decodeJson<Viewport>(row.viewport),
    meta: decodeJson<ClientMeta>(row.meta),
    screenshot:
      row.screenshot_width === null || row.screenshot_height === null
        ? null
        : { width: row.screenshot_width, height: row.screenshot_height, url: screenshotPath(row.id) },
    viaApiKey: row.api_key_id ? { id: row.api_key_id, name: row.via_api_key_name ?? '' } : null,
    replyCount: Number(row.reply_count),
    labels: commentLabels(row),
    aria: presentAriaInfo(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A comment as a guest of the widget sees someone else's: without `meta`, the author's browser details,
 * console and network captures, the site's custom metadata and the triage labels, which are for the workspace's team.
 */
export function guestView(comment: Comment): Comment {
  return { ...comment, meta: null, viaApiKey: null, labels: [] };
}

function presentAriaInfo(row: CommentWithAuthor): AriaCommentInfo | null {
  const bot = decodeJson<BotAuthor>(row.bot_author);
  if (row.aria_finding_id === null || !row.aria_detector || !row.aria_severity || !row.aria_source) return null;
  return {
    findingId: row.aria_finding_id,
    detector: row.aria_detector,
    rule: row.aria_rule ?? '',
    severity: row.aria_severity,
    occurrences: Number(row.aria_occurrences ?? 1),
    lastSeenAt: row.aria_last_seen_at ?? row.created_at,
    source: row.aria_source,
    avatar: { icon: bot?.icon ?? '', color: bot?.color ?? '' },
  };
}

// Guest e-mail stays out: the Comment shape is also what widgets on public pages receive.
function presentAuthor(row: CommentWithAuthor): PublicPerson {
  if (row.author_user_id !== null) {
    return {
      id: row.author_user_id,
      displayName: row.author_display_name ?? 'Unknown user',
      photoURL: row.author_photo_url,
      isGuest: false,
    };
  }
  const bot = decodeJson<BotAuthor>(row.bot_author);
  if (bot) return { id: null, displayName: bot.name, photoURL: null, isGuest: false };
  if (row.guest_name !== null) {
    return { id: null, displayName: row.guest_name, photoURL: null, isGuest: true };
  }
  // The author's account was deleted (author_user_id is set null on delete).
  return { id: null, displayName: 'Former member', photoURL: null, isGuest: false };
}
