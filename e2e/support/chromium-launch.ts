/**
 * Debian's Chromium (browsers cannot be downloaded here; scripts/ensure-chromium.mjs installs it) and
 * the flags it runs with in containers without a GPU.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests: Debian's `chromium-headless-shell`, the same Chromium build without the desktop
 * browser around its engine. The suite ran in 15.5 min with it against 27.8 min in the full browser,
 * every test passing in both (ADR 035).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args,
};

/** The benches: the full browser, as visitors run it, so that load and blocking times are theirs. */
export const FULL_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium',
  args,
};
