import { pageFinding, type Finding } from '../finding.ts';

// Hosts of well-known trackers (analytics, advertising, session recording).
const TRACKER_HOSTS =
  /(^|\.)(google-analytics\.com|googletagmanager\.com|doubleclick\.net|googleadservices\.com|connect\.facebook\.net|facebook\.com|hotjar\.com|clarity\.ms|segment\.(io|com)|mixpanel\.com|analytics\.tiktok\.com|snap\.licdn\.com|bat\.bing\.com|px\.ads\.linkedin\.com)$/i;
const TRACKING_COOKIES =
  /(^|;\s*)(_ga|_gid|_gat|_gcl_au|_fbp|_fbc|_hjid|_hjSessionUser_\d+|_clck|_clsk|ajs_anonymous_id|mp_[\w]+_mixpanel|_ttp)=/;
// Where the common consent tools (and this product's own banner) keep a visitor's choice.
const CONSENT_COOKIES = /(^|;\s*)(OptanonConsent|CookieConsent|euconsent-v2|cookieyes-consent|cmplz_marketing|didomi_token|cookieConsent)=/;
const PRIVACY_LINK = /privacy|privacidad|confidentialit|datenschutz|privacidade/i;

function consentGiven(): boolean {
  if (CONSENT_COOKIES.test(document.cookie)) return true;
  try {
    return localStorage.getItem('cookieConsent') === 'accepted';
  } catch {
    return false;
  }
}

/**
 * Compliance (docs/product/overview.md): tracking cookies or requests to known trackers while no consent is stored (a
 * visitor who accepted is not a finding), and a page without a link to a privacy policy.
 */
export function complianceFindings(): Finding[] {
  const findings: Finding[] = [];
  if (!consentGiven()) {
    const hosts = new Set<string>();
    const urls = [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...[...document.scripts].map((script) => script.src),
    ];
    for (const url of urls) {
      try {
        const host = new URL(url).hostname;
        if (TRACKER_HOSTS.test(host)) hosts.add(host);
      } catch {
        // Not a URL (an inline script's empty src).
      }
    }
    for (const host of hosts)
      findings.push(pageFinding('compliance', 'tracker-before-consent', host, `Requests to ${host} with no consent stored`));
    const cookie = TRACKING_COOKIES.exec(document.cookie);
    if (cookie)
      findings.push(
        pageFinding(
          'compliance',
          'tracker-before-consent',
          `cookie ${cookie[2]}`,
          `Tracking cookie ${cookie[2]} set with no consent stored`,
        ),
      );
  }
  const links = [...document.links];
  if (!links.some((link) => PRIVACY_LINK.test(`${link.textContent} ${link.href}`))) {
    findings.push(pageFinding('compliance', 'missing-privacy-link', 'page', 'No link whose text or address mentions privacy.'));
  }
  return findings;
}
