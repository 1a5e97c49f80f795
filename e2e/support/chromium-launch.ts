/**
 * Debian's Chromium (browsers cannot be downloaded here; scripts/ensure-chromium.mjs installs it) and
 * the flags it runs with in containers without a GPU: the browser tests and every bench launch it so.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
