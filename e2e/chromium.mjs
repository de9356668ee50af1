// The one Chromium every browser run uses (Playwright, Lighthouse, the bundle report,
// screenshots): Debian's, since browsers cannot be downloaded here, headless and without
// background traffic that would add noise to tests and figures.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
