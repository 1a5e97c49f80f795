import { createShadowHost } from '../lib/shadow-host.ts';
import { h } from './dom.ts';
import { widgetCss } from './styles.ts';

/** The widget's host element and shadow root with its styles, and the layers the controller fills. */
export interface WidgetShell {
  host: HTMLElement;
  root: ShadowRoot;
  /** Holds everything the visitor sees; the theme's palette is set on it. */
  ui: HTMLElement;
  /** The pins and the composer, positioned over the page. */
  layer: HTMLElement;
  /** Outlines the element under the pointer in comment mode. */
  outline: HTMLElement;
  /** "Click anywhere to comment" and notices. */
  hint: HTMLElement;
}

/**
 * Built in a start-up task of its own (main.ts): parsing the widget's stylesheet is the largest
 * single piece of the app's start, and with the controller's wiring it made one long task.
 * The host stays off the page until the controller starts.
 */
export function createWidgetShell(launcherCss: string, nonce: string): WidgetShell {
  const { host, root } = createShadowHost('commentflow-widget', widgetCss(launcherCss), nonce, false);
  return {
    host,
    root,
    ui: h('div', { class: 'cf-ui' }),
    layer: h('div', { class: 'cf-pins' }),
    outline: h('div', { class: 'cf-outline', hidden: true }),
    hint: h('div', { class: 'cf-hint', role: 'status', hidden: true }),
  };
}
