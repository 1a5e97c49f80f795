// Which names @medv/finder may build a selector from. Stable, author-chosen names survive deploys;
// generated ones (React useId, CSS modules, framework counters) change and would orphan pins.

const TEST_ATTRIBUTES = new Set([
  'data-testid',
  'data-test-id',
  'data-test',
  'data-qa',
  'data-cy',
  'data-id',
  'data-section',
  'data-component',
  'name',
  'role',
  'aria-label',
]);

const GENERATED_PREFIXES = /^(ember\d|react-|radix-|headlessui-|mui-|rc-|uid-|__|yui_|ext-gen|tippy-|swiper-wrapper-)/i;

/** True for values a machine made up: long digit runs, hashes, colons of React ids. */
export function looksGenerated(value: string): boolean {
  if (value.length === 0 || value.length > 64) return true;
  if (/[:\s]/.test(value) || /\d{3,}/.test(value) || GENERATED_PREFIXES.test(value)) return true;
  if (/^[a-f0-9-]{8,}$/i.test(value) && /\d/.test(value)) return true;
  // css-1x2y3z, sc-bdVaJa, jsx-2813485: a short prefix, then a mixed-case or digit-laden hash.
  if (/^(css|sc|jsx|emotion|styled|tw)-[A-Za-z0-9]{4,}$/.test(value)) return true;
  const digits = value.replace(/\D/g, '').length;
  return value.length >= 6 && digits / value.length > 0.3;
}

export function acceptId(id: string): boolean {
  return !looksGenerated(id);
}

export function acceptClass(name: string): boolean {
  return !looksGenerated(name) && !/^(is|has)-(active|hover|focus|open|selected|visible)/.test(name);
}

export function acceptAttribute(name: string, value: string): boolean {
  const known = TEST_ATTRIBUTES.has(name) || name.startsWith('data-cf-');
  if (!known || value.length === 0 || value.length > 80) return false;
  // A data-id is usually a record id, digits included on purpose; other values must look authored.
  return name === 'data-id' || name === 'aria-label' || name.startsWith('data-cf-') || !looksGenerated(value);
}
