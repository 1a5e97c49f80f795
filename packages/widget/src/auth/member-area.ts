import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import type { Comment } from '@commentflow/shared/schemas/comment';
import type { PinPosition } from '../app/positions-diff.ts';
import type { Strings } from '../i18n/strings.ts';
import { strings } from '../i18n/translate.ts';
import type { MemberFeatures, MemberKit } from '../member/member-api.ts';
import { loadMemberBundle } from '../member/load-member.ts';
import { createAccountButton } from './account-button.ts';
import type { MemberAuth } from './member-auth.ts';
import type { MemberSession } from './member-session.ts';
import { setSignedInIdentity } from './signed-in-identity.ts';

/**
 * The signed-in member's side of the widget: the account button beside the launcher, the identity a
 * guest's form would otherwise ask for, and widget-member.js's features (presence, positions, triage,
 * ARIA), fetched at the first sign-in and never for a visitor or guest.
 */
export class MemberArea {
  readonly #account;
  readonly #auth: MemberAuth;
  readonly #kit: MemberKit;
  readonly #onLoaded: () => void;
  #features: MemberFeatures | null = null;
  /** The pins' latest positions, for a bundle that arrives after the pins were placed. */
  #positions: readonly PinPosition[] = [];
  #destroyed = false;

  /** onAccount: the account button was pressed; onLoaded: the member bundle arrived and its features can show. */
  constructor(auth: MemberAuth, kit: MemberKit, launcher: HTMLElement, onAccount: () => void, onLoaded: () => void) {
    this.#auth = auth;
    this.#kit = kit;
    this.#onLoaded = onLoaded;
    this.#account = createAccountButton(onAccount);
    launcher.prepend(this.#account.element);
    auth.onChange((session) => this.#onSession(session));
    this.#onSession(auth.current);
  }

  /** The status buttons under a thread, where the member's role may triage; null for anyone else. */
  triageActions(comment: Comment): HTMLElement | null {
    const session = this.#auth.current;
    return session && this.#features ? this.#features.triageActions(session, comment) : null;
  }

  /** Whether settings offer "Run ARIA": to a signed-in member where the project's ARIA is on. */
  offersAria(settings: WidgetAriaSettings | null): settings is WidgetAriaSettings {
    return !!settings?.enabled && this.#auth.current !== null && this.#features !== null;
  }

  ariaSection(settings: WidgetAriaSettings | null): HTMLElement | null {
    return this.offersAria(settings) ? this.#features!.ariaSection(settings) : null;
  }

  reportPositions(positions: readonly PinPosition[]): void {
    this.#positions = positions;
    this.#features?.reportPositions(positions);
  }

  resetPositions(): void {
    this.#positions = [];
    this.#features?.resetPositions();
  }

  setStrings(strings: Strings): void {
    this.#account.update(this.#auth.current, strings);
    this.#features?.setStrings();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#features?.destroy();
    setSignedInIdentity(null);
  }

  #onSession(session: MemberSession | null): void {
    setSignedInIdentity(session && { name: session.user.displayName, email: session.user.email });
    this.#account.update(session, strings());
    if (!session) return this.#features?.stop();
    if (this.#features) return this.#features.start(session);
    // A bundle that cannot load leaves the member without these features until their next sign-in.
    loadMemberBundle(this.#kit.origin).then(
      (bundle) => {
        if (this.#destroyed || this.#features) return;
        this.#features = bundle.create(this.#kit);
        const current = this.#auth.current;
        if (current) this.#features.start(current);
        this.#features.reportPositions(this.#positions);
        this.#onLoaded();
      },
      (error: unknown) => console.warn('CommentFlow: the team features could not be loaded.', error),
    );
  }
}
