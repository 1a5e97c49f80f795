import { pageFinding, type Finding } from '../finding.ts';

// Selector parts that depend on state or generated content: a rule is judged by the rest of it.
const STATEFUL =
  /::?(hover|focus|focus-visible|focus-within|active|visited|checked|disabled|enabled|target|before|after|placeholder|selection|marker|first-letter|first-line|backdrop|open|invalid|valid|empty|autofill|-webkit-[\w-]+|-moz-[\w-]+)(\([^)]*\))?/g;
const EXAMPLES = 5;

function matchesSomething(selector: string): boolean {
  const plain = selector.replace(STATEFUL, '').trim() || '*';
  try {
    return document.querySelector(plain) !== null;
  } catch {
    // A selector this browser cannot test (vendor syntax) counts as used: no finding without proof.
    return true;
  }
}

/**
 * Dead code (docs/product/overview.md): style rules of the page's stylesheets that match nothing on this page, one
 * finding per stylesheet. Stylesheets of another origin cannot be read from the page and are left
 * out. Unused JavaScript cannot be told from inside a page (only the browser's developer tools
 * measure coverage): the scan says so in its summary instead of guessing.
 */
export function deadCodeFindings(): Finding[] {
  const findings: Finding[] = [];
  [...document.styleSheets].forEach((sheet, index) => {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.closest('[class^="cf-"]')) return;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return;
    }
    const styleRules = [...rules].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    const unused = styleRules.filter((rule) => !rule.selectorText.split(',').some(matchesSomething));
    if (unused.length === 0) return;
    const name = sheet.href ?? `inline stylesheet ${index + 1}`;
    findings.push(
      pageFinding(
        'dead-code',
        'unused-css',
        name,
        `${unused.length} of ${styleRules.length} rules match nothing here, e.g. ${unused
          .slice(0, EXAMPLES)
          .map((rule) => rule.selectorText)
          .join(', ')}`,
      ),
    );
  });
  return findings;
}
