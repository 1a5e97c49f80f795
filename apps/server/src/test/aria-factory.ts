import type { AriaReportRequest, Project } from '@commentflow/shared';
import { call, SITE_ORIGIN } from './factories.ts';

/** ARIA's light scan of the site's shop page, finding one price that shows "NaN €"; `overrides` replace any field. */
export const ariaReport = (overrides: Partial<AriaReportRequest> = {}): AriaReportRequest => ({
  scan: 'light',
  pageUrl: `${SITE_ORIGIN}/shop`,
  pageTitle: 'Shop',
  viewport: { width: 1280, height: 800 },
  findings: [
    {
      detector: 'data-integrity',
      rule: 'bad-value-text',
      subject: '#price',
      evidence: 'Shown: "NaN €"',
      anchor: { selector: '#price', offsetX: 0.5, offsetY: 0.5 },
    },
  ],
  ...overrides,
});

/** The widget filing ARIA's findings from the site (a member's `token` for a full scan). */
export const reportAriaFindings = (baseUrl: string, project: Pick<Project, 'publicKey'>, body: unknown, token?: string) =>
  call(baseUrl, 'POST', `/api/widget/${project.publicKey}/aria/findings`, { origin: SITE_ORIGIN, body, token });
