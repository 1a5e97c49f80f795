import type { Comment } from '@commentflow/shared/schemas/comment';
import type { WidgetOptions } from '../customization/options.ts';
import type { Lent } from './lent-modules.ts';
import type { WidgetCommentList } from './api-request.ts';

/** A click the loader caught in comment mode before the app had arrived. */
export interface PendingPick {
  target: Element;
  clientX: number;
  clientY: number;
}

/** A view a shortcut asked for before the app had arrived. */
export type PendingView = 'search' | 'settings' | 'help' | null;

/** What the visitor asked for while the app bundle was loading. */
export interface BootIntent {
  commentMode: boolean;
  panel: boolean;
  pick: PendingPick | null;
  view: PendingView;
}

/** A JavaScript API call the page made before the app had arrived, replayed in order. */
export type QueuedCall = [method: string, ...args: unknown[]];

/**
 * The member session stored in this tab was refused because the account is a client this project is
 * not shared with: the widget carries on as a guest, or, on a project that takes no guests, not at all.
 */
export type NotGranted = 'guest' | 'closed';

/** What the loader hands the app bundle through HANDOFF_GLOBAL. */
export interface BootHandoff {
  origin: string;
  key: string;
  comments: Comment[];
  /** This page's name as the server gave it with `comments`; null when the list was refused. */
  page: string | null;
  /** ARIA on this project, as the same list said: a member's settings offer "Run ARIA" before any refetch. */
  aria?: WidgetCommentList['aria'];
  options: WidgetOptions;
  /** The launcher's stylesheet (launcher-style.ts), which the app's launcher shares. */
  launcherCss: string;
  /** The loader's own copies of functions the app uses too (lent-modules.ts). */
  lent: Lent;
  /** Set when the loader dropped the stored member session: the app says why, once. */
  notGranted: NotGranted | null;
  /** Removes the loader's launcher and listeners and returns the intent gathered meanwhile. */
  takeOver(): BootIntent;
  /** The page's API calls made before the app arrived; taking them empties the queue. */
  takeCalls(): QueuedCall[];
  /** Lets the snippet run again once the widget has been destroyed. */
  release(): void;
  /**
   * Set by the copy of the app that takes this hand-off, as soon as it runs. Another copy arriving
   * meanwhile (requested for an earlier page of a single-page app, say) leaves it alone.
   */
  claimed?: true;
}

export type WidgetEventName = 'ready' | 'open' | 'close' | 'comment-created';
export type WidgetListener = (detail?: unknown) => void;

export interface IdentifyInput {
  name?: string;
  email?: string;
}

export interface ConfigureInput {
  position?: string;
  accent?: string;
  buttonText?: string;
  language?: string;
  hideLauncher?: boolean;
  theme?: string;
}

/** window.CommentFlow: the same methods before and after the app arrives (docs: widget-customization.md). */
export interface CommentFlowApi {
  open(): void;
  close(): void;
  toggleCommentMode(): void;
  destroy(): void;
  identify(user: IdentifyInput): void;
  setMetadata(metadata: Record<string, unknown>): void;
  configure(options: ConfigureInput): void;
  on(event: WidgetEventName, listener: WidgetListener): void;
  off(event: WidgetEventName, listener: WidgetListener): void;
}

/** The calls the loader queues for the app, rather than acting on itself. */
export const QUEUED_METHODS = ['identify', 'setMetadata', 'configure', 'on', 'off'] as const;

export const HANDOFF_GLOBAL = '__commentflowBoot';
export const RUNNING_GLOBAL = '__commentflowRunning';

export type WidgetWindow = Window & {
  /** Before the snippet runs, a page may set it to an array of [method, ...args] calls. */
  CommentFlow?: CommentFlowApi | QueuedCall[];
  [HANDOFF_GLOBAL]?: BootHandoff;
  [RUNNING_GLOBAL]?: boolean;
};
