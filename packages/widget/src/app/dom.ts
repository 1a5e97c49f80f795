import { bodyText } from '@commentflow/shared/rules/body-tokens';
type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * Builds an element. Strings become text nodes (Node.append), never markup: user text is safe here.
 * `class` sets className; `true` sets an empty attribute; `false` and `undefined` leave it out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === 'class') element.className = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** The first few words of a comment, for accessible names and list rows. */
export function firstWords(text: string, count = 8): string {
  const words = bodyText(text).trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}
