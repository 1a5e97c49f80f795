import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import type { MemberArea } from '../auth/member-area.ts';
import type { MemberAuth } from '../auth/member-auth.ts';
import { currentLanguage, strings } from '../i18n/translate.ts';
import { settingsView } from './settings-view.ts';
import type { WidgetDialog } from './widget-dialog.ts';
import type { WidgetLook } from './widget-look.ts';

/** Cmd/Ctrl+, or the account button: the settings view in the widget's dialog, drawn again as what it shows changes. */
export class SettingsDialog {
  readonly #dialog: WidgetDialog;
  readonly #auth: MemberAuth;
  readonly #look: WidgetLook;
  readonly #member: MemberArea;
  /** ARIA on this project, as the widget's last list of comments said. */
  readonly #ariaSettings: () => WidgetAriaSettings | null;
  #signInError: string | null = null;
  /** Whether the settings shown offer "Run ARIA". */
  #ariaOffered = false;

  constructor(dialog: WidgetDialog, auth: MemberAuth, look: WidgetLook, member: MemberArea, ariaSettings: () => WidgetAriaSettings | null) {
    this.#dialog = dialog;
    this.#auth = auth;
    this.#look = look;
    this.#member = member;
    this.#ariaSettings = ariaSettings;
  }

  show(): void {
    const words = strings();
    const aria = this.#member.ariaSection(this.#ariaSettings());
    this.#ariaOffered = aria !== null;
    this.#dialog.show(
      'settings',
      words.settings,
      words.close,
      settingsView({
        strings: words,
        session: this.#auth.current,
        signInError: this.#signInError,
        language: currentLanguage(),
        position: this.#look.position,
        onSignIn: () => {
          this.#signInError = null;
          this.#auth.signIn().catch(() => {
            this.#signInError = strings().signInFailed;
            this.refresh();
          });
        },
        onSignOut: () => this.#auth.signOut(),
        aria,
        onLanguage: (language) => this.#look.configure({ language }, true),
        onPosition: (position) => this.#look.configure({ position }, true),
      }),
    );
  }

  /** Drawn again if open: the session, the language or ARIA's progress changed. */
  refresh(): void {
    if (this.#dialog.view === 'settings') this.show();
  }

  /**
   * A fresh list of comments arrived, saying whether ARIA is on: open settings gain or lose "Run ARIA"
   * (redrawn only then, so a field being used keeps its focus).
   */
  listed(): void {
    if (this.#dialog.view !== 'settings') return;
    if (this.#member.offersAria(this.#ariaSettings()) !== this.#ariaOffered) this.show();
  }
}
