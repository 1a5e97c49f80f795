import type { Comment } from '@commentflow/shared/schemas/comment';

/** A click the loader caught in comment mode before the app had arrived. */
export interface PendingPick {
  target: Element;
  clientX: number;
  clientY: number;
}

/** What the visitor asked for while the app bundle was loading. */
export interface BootIntent {
  commentMode: boolean;
  panel: boolean;
  pick: PendingPick | null;
}

/** What the loader hands the app bundle through HANDOFF_GLOBAL. */
export interface BootHandoff {
  origin: string;
  key: string;
  comments: Comment[];
  /** Removes the loader's launcher and listeners and returns the intent gathered meanwhile. */
  takeOver(): BootIntent;
  /** Lets the snippet run again once the widget has been destroyed. */
  release(): void;
}

export interface CommentFlowApi {
  open(): void;
  close(): void;
  toggleCommentMode(): void;
  destroy(): void;
}

export const HANDOFF_GLOBAL = '__commentflowBoot';
export const RUNNING_GLOBAL = '__commentflowRunning';

export type WidgetWindow = Window & {
  CommentFlow?: CommentFlowApi;
  [HANDOFF_GLOBAL]?: BootHandoff;
  [RUNNING_GLOBAL]?: boolean;
};
