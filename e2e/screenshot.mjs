// Screenshots pages at the phone viewport, for looking at what we build:
//   node e2e/screenshot.mjs http://localhost:8080 /tmp/shots / /vip /member ...   (FULL_PAGE=1: the whole page)
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});
if (process.env.TOKEN)
  await context.addInitScript((token) => localStorage.setItem('access_token', token), process.env.TOKEN);
const page = await context.newPage();
page.on(
  'console',
  (message) => message.type() === 'error' && console.log(`console error on ${page.url()}: ${message.text()}`),
);
page.on('pageerror', (error) => console.log(`page error on ${page.url()}: ${error.message}`));
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
  console.log(file);
}
await browser.close();
