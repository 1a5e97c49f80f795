import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import type { CommentStatus } from '@commentflow/shared/schemas/comment';
import { MemberArea } from '../auth/member-area.ts';
import type { MemberAuth } from '../auth/member-auth.ts';
import { PublicApi } from '../customization/public-api.ts';
import { SettingsDialog } from '../customization/settings-dialog.ts';
import { WidgetDialog } from '../customization/widget-dialog.ts';
import { WidgetLook } from '../customization/widget-look.ts';
import { currentLanguage, strings } from '../i18n/translate.ts';
import { KeyboardViews } from '../keyboard/keyboard-views.ts';
import type { BootHandoff } from '../lib/handoff.ts';
import { addStyles } from '../lib/shadow-host.ts';
import type { LiveConnection } from '../live/live-updates.ts';
import { createSearchBox, type SearchBox } from '../search/search-box.ts';
import type { PinPosition } from './positions-diff.ts';
import type { WidgetShell } from './widget-shell.ts';

/** What the widget controller does for the features here. */
export interface WidgetActions {
  /** ARIA on this project, as the widget's last list of comments said. */
  ariaSettings(): WidgetAriaSettings | null;
  toggleCommentMode(): void;
  toggleList(): void;
  openList(): void;
  isListOpen(): boolean;
  closeAll(): void;
  destroy(): void;
  /** The thread open in the panel, if any (for typing indicators). */
  openThread(): string | null;
  setStatus(commentId: string, status: CommentStatus): void;
  /** This page's address as the server names it, for the pins' positions. */
  page(): string;
  /** Draws pins, toolbar and panel again (the words or the member's features changed). */
  render(): void;
}

/** The widget's features around its comments, each a piece of its own; the controller uses them. */
export interface WidgetFeatures {
  /** window.CommentFlow. */
  site: PublicApi;
  keys: KeyboardViews;
  search: SearchBox;
  dialog: WidgetDialog;
  settings: SettingsDialog;
  member: MemberArea;
  destroy(): void;
}

/** Builds the pieces and wires them to each other: the look's words reach every view that shows some. */
export function createWidgetFeatures(
  handoff: BootHandoff,
  auth: MemberAuth,
  live: LiveConnection,
  { host, root, ui }: WidgetShell,
  launcher: HTMLElement,
  actions: WidgetActions,
): WidgetFeatures {
  const site = new PublicApi({ ...actions, configure: (input) => look.configure(input) });
  const search = createSearchBox(strings().search, () => actions.render());
  const dialog = new WidgetDialog(root);
  const member = new MemberArea(
    auth,
    {
      origin: handoff.origin,
      key: handoff.key,
      socket: live.socket,
      sendPositions: (positions: PinPosition[]) => live.sendPositions({ pageUrl: actions.page(), positions }),
      root,
      ui,
      language: currentLanguage,
      addStyles: (target, css) => addStyles(target, css, handoff.options.nonce),
      openThread: () => actions.openThread(),
      setStatus: (commentId, status) => actions.setStatus(commentId, status),
      onAriaChange: () => settings.refresh(),
    },
    launcher,
    () => settings.show(),
    () => {
      actions.render();
      settings.refresh();
    },
  );
  const look = new WidgetLook(handoff, host, ui, launcher, (languageChanged) => {
    member.setStrings(strings());
    search.setLabel(strings().search);
    if (languageChanged) actions.render();
    settings.refresh();
  });
  const settings = new SettingsDialog(dialog, auth, look, member, () => actions.ariaSettings());
  const keys = new KeyboardViews({ ...actions, showSettings: () => settings.show(), dialog, search });
  auth.onChange(() => settings.refresh());
  ui.append(dialog.element);
  look.apply();
  return {
    site,
    keys,
    search,
    dialog,
    settings,
    member,
    destroy() {
      member.destroy();
      auth.destroy();
      site.events.clear();
    },
  };
}
