/**
 * The JavaScript a first-time visitor of the landing downloads, gzip (issue 6): asserted by
 * e2e/site-prerendered.spec.ts, printed with each file by bench/landing-size.ts.
 */
export const LANDING_JS_BUDGET_KB = 120;
