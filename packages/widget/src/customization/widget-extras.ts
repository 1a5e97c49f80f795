import { AriaRunner } from '../aria/aria-runner.ts';
import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import { createAccountButton } from '../auth/account-button.ts';
import type { MemberAuth } from '../auth/member-auth.ts';
import type { MemberSession } from '../auth/member-session.ts';
import { setSignedInIdentity } from '../auth/signed-in-identity.ts';
import { isLanguage, type Language } from '../i18n/language.ts';
import type { Strings } from '../i18n/strings.ts';
import { currentLanguage, setLanguage, strings } from '../i18n/translate.ts';
import { KeyboardViews } from '../keyboard/keyboard-views.ts';
import type { WidgetSocket } from '../live/live-updates.ts';
import type { BootHandoff, ConfigureInput } from '../lib/handoff.ts';
import { Presence } from '../presence/presence.ts';
import { createSearchBox, type SearchBox } from '../search/search-box.ts';
import { applyAppearance, appearanceOf, type Appearance } from './appearance.ts';
import { isPosition, isTheme, type Theme } from './options.ts';
import { PublicApi } from './public-api.ts';
import { loadSettings, saveSettings, type SavedSettings } from './saved-settings.ts';
import { settingsView, type SettingsState } from './settings-view.ts';
import { WidgetDialog } from './widget-dialog.ts';

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
}

/**
 * The widget's features around its comments, each in a piece of its own: window.CommentFlow
 * (public-api.ts), the shortcuts and their views (keyboard-views.ts); here, the member's sign-in,
 * presence and settings (with ARIA), and the snippet's look and language.
 */
export class WidgetExtras {
  /** window.CommentFlow. */
  readonly site: PublicApi;
  readonly keys: KeyboardViews;
  readonly search: SearchBox;
  readonly dialog: WidgetDialog;
  readonly #presence: Presence;
  readonly #account = createAccountButton(() => this.#showSettings());
  #appearance: Appearance;
  readonly #saved: SavedSettings;
  #signInError: string | null = null;
  readonly #host: HTMLElement;
  #theme: Theme;

  readonly #onRender: () => void;

  readonly #actions: WidgetActions;

  readonly #launcher: HTMLElement;

  readonly #ui: HTMLElement;

  readonly #handoff: BootHandoff;

  readonly #aria: AriaRunner;

  /** Whether the settings shown offer "Run ARIA". */
  #ariaOffered = false;

  constructor(
    handoff: BootHandoff,
    readonly auth: MemberAuth,
    socket: WidgetSocket,
    root: ShadowRoot,
    ui: HTMLElement,
    launcher: HTMLElement,
    actions: WidgetActions,
    onRender: () => void,
  ) {
    this.#onRender = onRender;
    this.#actions = actions;
    this.site = new PublicApi({ ...actions, configure: (input) => this.#configure(input) });
    this.#launcher = launcher;
    this.#ui = ui;
    this.#handoff = handoff;
    this.#aria = new AriaRunner(handoff.origin, handoff.key, () => {
      if (this.dialog.view === 'settings') this.#showSettings();
    });
    const { options } = handoff;
    this.#host = root.host as HTMLElement;
    this.#theme = options.theme;
    this.#saved = loadSettings(handoff.key);
    this.#appearance = { ...appearanceOf(options), ...(this.#saved.position && { position: this.#saved.position }) };
    this.search = createSearchBox(this.strings.search, onRender);
    this.dialog = new WidgetDialog(root);
    this.keys = new KeyboardViews({ ...actions, showSettings: () => this.#showSettings(), dialog: this.dialog, search: this.search });
    this.#presence = new Presence(socket, this.strings);
    this.#presence.watchTyping(root, () => actions.openThread());
    launcher.prepend(this.#account.element);
    ui.prepend(this.#presence.cursors.element);
    ui.append(this.#presence.typingIndicator.element, this.dialog.element);
    this.auth.onChange((session) => this.#onSession(session));
    this.#onSession(this.auth.current);
    this.#applyLook();
  }

  get strings(): Strings {
    return strings();
  }

  /**
   * A fresh list of comments arrived, saying whether ARIA is on: open settings gain or lose "Run ARIA"
   * (redrawn only then, so a field being used keeps its focus).
   */
  listed(): void {
    if (this.dialog.view === 'settings' && (this.#actions.ariaSettings()?.enabled ?? false) !== this.#ariaOffered) this.#showSettings();
  }

  destroy(): void {
    this.#presence.stop();
    this.auth.destroy();
    this.site.events.clear();
    setSignedInIdentity(null);
  }

  #showSettings(): void {
    this.dialog.show(
      'settings',
      this.strings.settings,
      this.strings.close,
      settingsView({
        strings: this.strings,
        session: this.auth.current,
        signInError: this.#signInError,
        language: currentLanguage(),
        position: this.#appearance.position,
        onSignIn: () => {
          this.#signInError = null;
          this.auth.signIn().catch(() => {
            this.#signInError = this.strings.signInFailed;
            if (this.dialog.view === 'settings') this.#showSettings();
          });
        },
        onSignOut: () => this.auth.signOut(),
        aria: this.#ariaSettings(),
        onLanguage: (language) => this.#configure({ language }, true),
        onPosition: (position) => this.#configure({ position }, true),
      }),
    );
  }

  /** "Run ARIA" where the project's ARIA is on (the widget's last list said so). */
  #ariaSettings(): SettingsState['aria'] {
    const settings = this.#actions.ariaSettings();
    this.#ariaOffered = settings?.enabled ?? false;
    if (!settings?.enabled) return null;
    return { status: this.#aria.status, running: this.#aria.running, onRun: () => void this.#aria.run(settings) };
  }

  #onSession(session: MemberSession | null): void {
    setSignedInIdentity(session && { name: session.user.displayName, email: session.user.email });
    if (session) this.#presence.start(session);
    else this.#presence.stop();
    this.#account.update(session, this.strings);
    if (this.dialog.view === 'settings') this.#showSettings();
  }

  /** From the JavaScript API, or (remember: true) the visitor's own choice in settings. */
  #configure(input: ConfigureInput, remember = false): void {
    const { position, accent, buttonText, language, hideLauncher, theme } = input;
    if (isPosition(position)) this.#appearance.position = position;
    if (typeof accent === 'string' && CSS.supports('color', accent)) this.#appearance.accent = accent;
    if (typeof buttonText === 'string') this.#appearance.buttonText = buttonText.trim().slice(0, 40) || null;
    if (typeof hideLauncher === 'boolean') this.#appearance.hideLauncher = hideLauncher;
    if (isTheme(theme)) this.#theme = theme;
    if (remember) {
      saveSettings(this.#handoff.key, {
        ...this.#saved,
        language: isLanguage(language) ? language : currentLanguage(),
        position: this.#appearance.position,
      });
    }
    this.#applyLook();
    if (this.dialog.view === 'settings') this.#showSettings();
    if (isLanguage(language) && language !== currentLanguage()) void this.#switchLanguage(language);
  }

  /** Every view shows the new words once that language's texts have arrived. */
  async #switchLanguage(language: Language): Promise<void> {
    await setLanguage(this.#handoff.origin, language);
    this.#applyLook();
    this.#onRender();
    if (this.dialog.view === 'settings') this.#showSettings();
  }

  #applyLook(): void {
    applyAppearance(this.#ui, this.#launcher, this.#appearance);
    this.#host.lang = currentLanguage();
    this.#host.dataset.theme = this.#theme;
    this.#account.update(this.auth.current, this.strings);
    this.search.setLabel(this.strings.search);
    this.#presence.typingIndicator.setStrings(this.strings);
  }
}
