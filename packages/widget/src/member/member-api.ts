// The contract between the widget app and widget-member.js, the code only signed-in team members run
// (presence, pin positions for the dashboard, triage buttons, ARIA's "Run" button, the notice for a
// member refused this project): the bundle puts its API on this global when it runs; the app loads it
// at a member's first sign-in (auth/member-area.ts) or refusal, so visitors and guests never download it.
import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import type { Comment, CommentStatus } from '@commentflow/shared/schemas/comment';
import type { PinPosition } from '../app/positions-diff.ts';
import type { MemberSession } from '../auth/member-session.ts';
import type { Language } from '../i18n/language.ts';
import type { NotGranted } from '../lib/handoff.ts';
import type { WidgetSocket } from '../live/live-updates.ts';

export const MEMBER_GLOBAL = '__commentflowMember';
export const MEMBER_BUNDLE = 'widget-member.js';

/**
 * What the app lends the member bundle. The language comes from the app: it is state a second copy of
 * the i18n module would not share. The bundle's words travel with it (member-strings.ts).
 */
export interface MemberKit {
  origin: string;
  key: string;
  /** The widget's one socket, which joins the workspace for a member. */
  socket: WidgetSocket;
  /** Tells the workspace where this page's pins are; false when the socket may not yet. */
  sendPositions(changed: PinPosition[]): boolean;
  root: ShadowRoot;
  /** Where teammates' cursors and the typing indicator go. */
  ui: HTMLElement;
  language(): Language;
  /** Styles the shadow root the way the app's own styles are (with the page's nonce where needed). */
  addStyles(root: ShadowRoot, css: string): void;
  /** The thread open in the panel, if any (for typing indicators). */
  openThread(): string | null;
  setStatus(commentId: string, status: CommentStatus): void;
  /** ARIA's run started, progressed or ended: the settings showing its button are drawn again. */
  onAriaChange(): void;
}

export interface MemberFeatures {
  /** Signed in (again): presence runs for this session. */
  start(session: MemberSession): void;
  /** Signed out: presence stops, teammates' cursors go. */
  stop(): void;
  reportPositions(positions: readonly PinPosition[]): void;
  /** A new page: what was sent about the last one says nothing about this one. */
  resetPositions(): void;
  /** The status buttons for a role that may triage; null for one that may not (a client). */
  triageActions(session: MemberSession, comment: Comment): HTMLElement | null;
  /** Settings' ARIA section with its "Run ARIA" button, where the project's ARIA is on. */
  ariaSection(settings: WidgetAriaSettings): HTMLElement;
  /** The widget's language changed. */
  setStrings(): void;
  destroy(): void;
}

export interface MemberBundle {
  create(kit: MemberKit): MemberFeatures;
  /** Tells a person whose account this project is not shared with why they are signed out here. */
  tellNotGranted(kind: NotGranted, language: Language, nonce: string): void;
}

export type MemberWindow = Window & { [MEMBER_GLOBAL]?: MemberBundle };
