import type { AriaReportRequest, AriaReportResponse } from '@commentflow/shared/schemas/aria';
import { readSessionToken } from '../auth/member-session.ts';
import { pageUrl } from '../lib/page-url.ts';
import type { Finding } from './finding.ts';

/** The server takes at most this many findings a batch (ARIA_BATCH_MAX). */
export const BATCH_MAX = 50;

/**
 * Sends one batch of findings to /api/widget/<key>/aria/findings, as the signed-in member of this tab
 * when there is one (their findings are trusted), else as a visitor. Answers what the server did with
 * it, or null when it was not taken.
 */
export async function sendReport(
  origin: string,
  key: string,
  body: Omit<AriaReportRequest, 'pageUrl' | 'pageTitle' | 'viewport'>,
): Promise<AriaReportResponse | null> {
  const token = readSessionToken(key);
  const payload: AriaReportRequest = {
    ...body,
    findings: body.findings.slice(0, BATCH_MAX),
    pageUrl: pageUrl(),
    pageTitle: document.title.slice(0, 300),
    viewport: { width: Math.max(1, innerWidth), height: Math.max(1, innerHeight) },
  };
  try {
    const response = await fetch(`${origin}/api/widget/${encodeURIComponent(key)}/aria/findings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(payload),
      keepalive: true,
    });
    return response.ok ? ((await response.json()) as AriaReportResponse) : null;
  } catch {
    // ARIA never bothers the page with its own failures: the findings come again on the next visit.
    return null;
  }
}

/** Findings once each per fingerprint subject, within a page view. */
export function dedupe(findings: readonly Finding[], sent: Set<string>): Finding[] {
  return findings.filter((finding) => {
    const id = `${finding.detector} ${finding.rule} ${finding.subject}`;
    if (sent.has(id)) return false;
    sent.add(id);
    return true;
  });
}
