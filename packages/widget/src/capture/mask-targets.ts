// What a screenshot must never show: passwords, payment card fields, and whatever the site marks
// with data-cf-mask. Decided from attributes alone, so the same rule runs on the live page (to
// count and paint over) and on modern-screenshot's clone (to blank the content before rendering).

export const MASK_ATTRIBUTE = 'data-cf-mask';

/** The slice of Element the rule reads (an Element, or a stand-in in tests). */
export type MaskCandidate = Pick<Element, 'tagName' | 'getAttribute' | 'hasAttribute'>;

const CARD_NAME = /(card|cc)[\s_-]?(num|no\b|number)|\bcc\b|ccnum|cvc|cvv|csc|security[\s_-]?code|card[\s_-]?(exp|verif|code)/i;
const CARDISH = /card|\bcc/i;

/** Where the live page's candidates are looked up; `shouldMask` decides among them. */
export const MASK_CANDIDATES = `[${MASK_ATTRIBUTE}], input, textarea`;

export function shouldMask(element: MaskCandidate): boolean {
  if (element.hasAttribute(MASK_ATTRIBUTE)) return true;
  const tag = element.tagName.toLowerCase();
  if (tag !== 'input' && tag !== 'textarea') return false;
  if ((element.getAttribute('type') ?? '').toLowerCase() === 'password') return true;
  const autocomplete = (element.getAttribute('autocomplete') ?? '').toLowerCase().split(/\s+/);
  if (autocomplete.some((token) => token.startsWith('cc-'))) return true;
  const names = ['name', 'id', 'aria-label', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? '').join(' ');
  if (CARD_NAME.test(names)) return true;
  return (element.getAttribute('inputmode') ?? '').toLowerCase() === 'numeric' && CARDISH.test(names);
}
