import type { AriaReportResponse } from '@commentflow/shared/schemas/aria';
import type { Finding } from '../finding.ts';

/** What a full scan found, what the server did with it (null: it could not be sent), and how long it took. */
export interface AriaScanResult {
  findings: Finding[];
  counts: AriaReportResponse | null;
  durationMs: number;
}

export interface AriaScanInput {
  origin: string;
  key: string;
  /** The workspace's product variant (EcomFlow's checkout pages get the checkout check). */
  variant: string;
  /** The widget's language: the scan words its progress in it. */
  language: string;
  report(status: string): void;
}

/** window.__commentflowAriaScan, set by widget-aria-scan.js: one scan at a time. */
export interface AriaScanApi {
  run(input: AriaScanInput): Promise<AriaScanResult>;
}

export const ARIA_SCAN_GLOBAL = '__commentflowAriaScan';
export const SCAN_BUNDLE = 'widget-aria-scan.js';
