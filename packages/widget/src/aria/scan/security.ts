import { elementFinding, outerTag, pageFinding, type Finding } from '../finding.ts';
import { isOwnElement, PER_RULE_MAX } from '../light-checks.ts';

// Keys and tokens with a recognisable shape: a secret that shows in the page is a leaked secret.
const SECRETS: Array<[string, RegExp]> = [
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['Stripe secret key', /\b(?:sk|rk)_live_[0-9a-zA-Z]{20,}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/],
  ['private key', /-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----/],
  ['OpenAI key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/],
];

const mask = (secret: string) => `${secret.slice(0, 6)}…${secret.slice(-2)} (${secret.length} characters)`;

/**
 * Security seen from the page (docs/product/overview.md): mixed content, target=_blank without noopener, inline event
 * handlers, keys or tokens in the page source, and no Content Security Policy (the page's own
 * response headers are read with a HEAD request to its URL, same origin).
 */
/**
 * What a browser itself treats as mixed content on a secure page: plain http, except to the loopback
 * hosts the Mixed Content spec counts as potentially trustworthy (they load as they are).
 */
function isMixedContent(address: string): boolean {
  if (!/^http:/i.test(address)) return false;
  const host = new URL(address).hostname;
  return !(/^(localhost|127(\.\d+){3}|\[::1\])$/i.test(host) || host.endsWith('.localhost'));
}

export async function securityFindings(): Promise<Finding[]> {
  const findings: Finding[] = [];
  const own = (element: Element) => !isOwnElement(element) && !element.closest('[class^="cf-"]');
  if (location.protocol === 'https:') {
    const insecure = [
      ...document.querySelectorAll<HTMLElement>('img[src],script[src],iframe[src],link[href],audio[src],video[src],source[src]'),
    ].filter((element) => own(element) && isMixedContent((element as HTMLImageElement).src || (element as HTMLLinkElement).href));
    findings.push(
      ...insecure.slice(0, PER_RULE_MAX).map((element) => elementFinding('security', 'mixed-content', element, outerTag(element))),
    );
  }
  const blank = [...document.querySelectorAll('a[target="_blank" i]')].filter(
    (link) => own(link) && !/\bno(opener|referrer)\b/i.test(link.getAttribute('rel') ?? ''),
  );
  findings.push(...blank.slice(0, PER_RULE_MAX).map((link) => elementFinding('security', 'target-blank-noopener', link, outerTag(link))));
  const inline = [...document.querySelectorAll('*')].filter(
    (element) => own(element) && [...element.attributes].some((attribute) => /^on[a-z]+$/i.test(attribute.name)),
  );
  findings.push(
    ...inline.slice(0, PER_RULE_MAX).map((element) => elementFinding('security', 'inline-handler', element, outerTag(element))),
  );

  const source = document.documentElement.outerHTML;
  for (const [kind, pattern] of SECRETS) {
    const match = pattern.exec(source);
    if (match) findings.push(pageFinding('security', 'exposed-secret', kind, `A ${kind} is in the page source: ${mask(match[0])}`));
  }
  if (!(await hasCsp()))
    findings.push(pageFinding('security', 'missing-csp', 'page', 'Neither a Content-Security-Policy header nor a meta tag.'));
  return findings;
}

async function hasCsp(): Promise<boolean> {
  if (document.querySelector('meta[http-equiv="Content-Security-Policy" i]')) return true;
  try {
    const response = await fetch(location.href, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    return response.headers.has('content-security-policy');
  } catch {
    // Unknown is not missing: say nothing rather than something untrue.
    return true;
  }
}
