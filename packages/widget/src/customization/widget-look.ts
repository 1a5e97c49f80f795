import { isLanguage, type Language } from '../i18n/language.ts';
import { currentLanguage, setLanguage } from '../i18n/translate.ts';
import type { BootHandoff, ConfigureInput } from '../lib/handoff.ts';
import { applyAppearance, appearanceOf, type Appearance } from './appearance.ts';
import { isPosition, isTheme, type Position, type Theme } from './options.ts';
import { loadSettings, saveSettings, type SavedSettings } from './saved-settings.ts';

/**
 * The widget's look and language: the snippet's attributes, CommentFlow.configure() and the visitor's
 * own choices in settings (remembered per project). `onApplied` redraws what carries words or the
 * look; `languageChanged` says the words themselves changed.
 */
export class WidgetLook {
  readonly #handoff: BootHandoff;
  readonly #host: HTMLElement;
  readonly #ui: HTMLElement;
  readonly #launcher: HTMLElement;
  readonly #saved: SavedSettings;
  readonly #appearance: Appearance;
  #theme: Theme;
  readonly #onApplied: (languageChanged: boolean) => void;

  constructor(
    handoff: BootHandoff,
    host: HTMLElement,
    ui: HTMLElement,
    launcher: HTMLElement,
    onApplied: (languageChanged: boolean) => void,
  ) {
    this.#handoff = handoff;
    this.#host = host;
    this.#ui = ui;
    this.#launcher = launcher;
    this.#onApplied = onApplied;
    this.#theme = handoff.options.theme;
    this.#saved = loadSettings(handoff.key);
    this.#appearance = { ...appearanceOf(handoff.options), ...(this.#saved.position && { position: this.#saved.position }) };
  }

  get position(): Position {
    return this.#appearance.position;
  }

  /** From the JavaScript API, or (remember: true) the visitor's own choice in settings. */
  configure(input: ConfigureInput, remember = false): void {
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
    this.apply();
    this.#onApplied(false);
    if (isLanguage(language) && language !== currentLanguage()) void this.#switchLanguage(language);
  }

  /** Sets the look on the widget's elements (the callers redraw their words). */
  apply(): void {
    applyAppearance(this.#ui, this.#launcher, this.#appearance);
    this.#host.lang = currentLanguage();
    this.#host.dataset.theme = this.#theme;
  }

  /** Every view shows the new words once that language's texts have arrived. */
  async #switchLanguage(language: Language): Promise<void> {
    await setLanguage(this.#handoff.origin, language);
    this.apply();
    this.#onApplied(true);
  }
}
