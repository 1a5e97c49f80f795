import type { WidgetAriaSettings } from '@commentflow/shared/schemas/aria';
import type { Language } from '../i18n/language.ts';
import { loadScript } from '../lib/load-script.ts';
import { ARIA_SCAN_GLOBAL, SCAN_BUNDLE, type AriaScanApi } from '../aria/scan/scan-api.ts';
import { MEMBER_STRINGS } from './member-strings.ts';

/**
 * "Run ARIA" in the widget's settings, for a signed-in team member where ARIA is on: fetches the full
 * scan's bundle (never before) and runs it, one scan at a time. The bundle words its own progress
 * (its texts travel with it, not with the app every visitor loads).
 */
export class AriaRunner {
  status = '';
  running = false;

  constructor(
    private readonly origin: string,
    private readonly key: string,
    /** The app's language (member-api.ts). */
    private readonly language: () => Language,
    private readonly onChange: () => void,
  ) {}

  async run(settings: WidgetAriaSettings): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.#set('…');
    try {
      const scanner = await loadScript(
        this.origin,
        SCAN_BUNDLE,
        () => (window as unknown as Record<string, AriaScanApi | undefined>)[ARIA_SCAN_GLOBAL],
      );
      await scanner.run({
        origin: this.origin,
        key: this.key,
        variant: settings.variant,
        language: this.language(),
        report: (status) => this.#set(status),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#set(MEMBER_STRINGS[this.language()].ariaFailed.replace('{reason}', reason));
    } finally {
      this.running = false;
      this.onChange();
    }
  }

  #set(status: string): void {
    this.status = status;
    this.onChange();
  }
}
