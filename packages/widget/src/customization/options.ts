// What the snippet's data-* attributes ask for. Read by the loader and handed to the app, so both
// draw the launcher the same way.
export const POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type Position = (typeof POSITIONS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export interface WidgetOptions {
  position: Position;
  /** A CSS colour the browser accepts, else null (the default indigo). */
  accent: string | null;
  buttonText: string | null;
  /** As given (data-lang); the app resolves it against its string table. */
  lang: string | null;
  hideLauncher: boolean;
  /** auto follows the visitor's prefers-color-scheme. */
  theme: Theme;
  /** The page's CSP nonce, for the app script and the <style> fallback. */
  nonce: string;
}

export function isPosition(value: unknown): value is Position {
  return POSITIONS.includes(value as Position);
}

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function readOptions(script: HTMLScriptElement): WidgetOptions {
  const data = script.dataset;
  const accent = data.accent?.trim();
  return {
    position: isPosition(data.position) ? data.position : 'bottom-right',
    accent: accent && CSS.supports('color', accent) ? accent : null,
    buttonText: data.buttonText?.trim().slice(0, 40) || null,
    lang: data.lang?.trim() || null,
    hideLauncher: data.hideLauncher !== undefined && data.hideLauncher !== 'false',
    theme: isTheme(data.theme) ? data.theme : 'auto',
    // The nonce attribute is hidden from getAttribute once parsed; the property keeps it.
    nonce: script.nonce || data.nonce || '',
  };
}
