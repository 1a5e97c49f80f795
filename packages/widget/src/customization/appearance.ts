import type { Position, WidgetOptions } from './options.ts';

export interface Appearance {
  position: Position;
  accent: string | null;
  buttonText: string | null;
  hideLauncher: boolean;
}

/**
 * Applies position, accent, button text and hiding to a launcher bar and the element holding the
 * accent variables, through CSSOM and attributes only (nothing a strict CSP refuses). The button text
 * is drawn by CSS from data-label, so the buttons can swap their icons freely.
 */
export function applyAppearance(scope: HTMLElement, launcher: HTMLElement, look: Appearance): void {
  if (look.accent) {
    scope.style.setProperty('--cf-accent', look.accent);
    scope.style.setProperty('--cf-accent-dark', `color-mix(in srgb, ${look.accent} 82%, #000)`);
  } else {
    scope.style.removeProperty('--cf-accent');
    scope.style.removeProperty('--cf-accent-dark');
  }
  launcher.dataset.position = look.position;
  launcher.hidden = look.hideLauncher;
  const fab = launcher.querySelector('.cf-fab');
  if (look.buttonText) fab?.setAttribute('data-label', look.buttonText);
  else fab?.removeAttribute('data-label');
}

export function appearanceOf(options: WidgetOptions): Appearance {
  const { position, accent, buttonText, hideLauncher } = options;
  return { position, accent, buttonText, hideLauncher };
}
