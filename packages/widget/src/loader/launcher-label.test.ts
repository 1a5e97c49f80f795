import { describe, expect, it } from 'vitest';
import { DE } from '../i18n/de.ts';
import { FR } from '../i18n/fr.ts';
import { EN } from '../i18n/strings.ts';
import { LAUNCHER_LABELS } from './launcher-label.ts';

describe("the loader's launcher labels", () => {
  it("are the app's own words for the same button in every language", () => {
    expect(LAUNCHER_LABELS).toEqual({ en: EN.addComment, fr: FR.addComment, de: DE.addComment });
  });
});
