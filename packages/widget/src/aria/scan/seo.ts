import { elementFinding, outerTag, pageFinding, type Finding } from '../finding.ts';
import { isOwnElement, PER_RULE_MAX } from '../light-checks.ts';

const VAGUE_LINK_TEXT = /^(click here|here|read more|more|learn more|link|this|cliquez ici|ici|en savoir plus|hier|mehr)$/i;

/** SEO (docs/product/overview.md): heading order and a main heading, canonical link, robots, link text, JSON-LD. */
export function seoFindings(): Finding[] {
  const findings: Finding[] = [];
  const headings = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].filter((heading) => !isOwnElement(heading));
  if (!headings.some((heading) => heading.localName === 'h1'))
    findings.push(pageFinding('seo', 'missing-h1', 'body', 'No <h1> on the page.'));
  let previous = 0;
  const skips: Finding[] = [];
  for (const heading of headings) {
    const level = Number(heading.localName[1]);
    if (previous > 0 && level > previous + 1)
      skips.push(
        elementFinding(
          'seo',
          'heading-order',
          heading,
          `<${heading.localName}> "${heading.textContent?.trim().slice(0, 80)}" follows an <h${previous}>`,
        ),
      );
    previous = level;
  }
  findings.push(...skips.slice(0, PER_RULE_MAX));
  if (!document.querySelector('link[rel~="canonical" i][href]'))
    findings.push(pageFinding('seo', 'missing-canonical', 'head', 'No <link rel="canonical"> in the page head.'));
  const robots = document.querySelector<HTMLMetaElement>('meta[name="robots" i]');
  if (robots && /noindex/i.test(robots.content)) findings.push(elementFinding('seo', 'robots-noindex', robots, outerTag(robots)));
  findings.push(
    ...[...document.links]
      .filter((link) => !isOwnElement(link) && VAGUE_LINK_TEXT.test((link.textContent ?? '').trim()) && !link.getAttribute('aria-label'))
      .slice(0, PER_RULE_MAX)
      .map((link) => elementFinding('seo', 'vague-link-text', link, `"${link.textContent?.trim()}" leads to ${link.href}`)),
  );
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]')) {
    const problem = jsonLdProblem(script.textContent ?? '');
    if (problem) findings.push(elementFinding('seo', 'invalid-json-ld', script, problem));
  }
  return findings;
}

/** What is wrong with a JSON-LD block, or null: it must parse, and each item name @context and @type. */
export function jsonLdProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `Does not parse: ${(error as Error).message}`;
  }
  const items: unknown[] = Array.isArray(data) ? data : [data];
  for (const item of items) {
    if (!item || typeof item !== 'object') return 'An item is not an object';
    if (!('@context' in item)) return 'An item has no @context';
    if (!('@type' in item) && !('@graph' in item)) return 'An item has no @type';
  }
  return null;
}
