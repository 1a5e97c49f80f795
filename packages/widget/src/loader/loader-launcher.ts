import { applyAppearance, type Appearance } from '../customization/appearance.ts';
import { COMMENT_PATH, svgIcon } from '../lib/icons.ts';
import { LAUNCHER_CSS } from '../lib/launcher-style.ts';
import { createShadowHost } from '../lib/shadow-host.ts';

export interface LoaderLauncher {
  host: HTMLElement;
  setPressed(pressed: boolean): void;
  remove(): void;
}

/** The only UI a page without pins pays for until someone wants to comment. */
export function createLoaderLauncher(onActivate: () => void, look: Appearance, label: string, nonce: string): LoaderLauncher {
  const { host, root } = createShadowHost('commentflow-launcher', LAUNCHER_CSS, nonce);
  const bar = document.createElement('div');
  bar.className = 'cf-launcher';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cf-fab';
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-pressed', 'false');
  button.append(svgIcon(COMMENT_PATH));
  button.addEventListener('click', onActivate);
  bar.append(button);
  applyAppearance(bar, bar, look);
  root.append(bar);
  return {
    host,
    setPressed: (pressed) => button.setAttribute('aria-pressed', String(pressed)),
    remove: () => host.remove(),
  };
}
