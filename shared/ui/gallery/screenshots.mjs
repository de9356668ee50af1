#!/usr/bin/env node
// `pnpm --filter @casino/ui gallery:screenshots [outDir]`: every gallery page at 390x844 (a phone)
// and 1280 wide, full page, in Chromium, from the built gallery (`pnpm --filter @casino/ui build`).
// Writes <outDir>/phone/<page>.png and <outDir>/desktop/<page>.png (default var/ui-gallery), plus
// <page>--<state>.png for the states a press opens (dialogs, toasts, a form's errors), and fails on
// any console error or page error.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from './static-server.mjs';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(uiDir, '../..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const { chromiumFlags, chromiumPath } = await import(path.join(root, 'e2e/chromium.mjs'));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'var/ui-gallery'));

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** States behind a press: page -> the buttons to press, one screenshot (of the screen) each. */
const pressed = {
  modal: ['Open the reward', 'Open the age notice', 'Long content'],
  sheet: ['Install the app', 'A form in a sheet'],
  dialog: ['Time-out tips', 'Remove card'],
  toast: ['Success', 'Problem', 'Remove a card'],
  form: ['Log in'],
};
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const server = await serveDirectory(path.join(uiDir, 'dev-dist'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const problems = [];
try {
  for (const [name, options] of Object.entries(viewports)) {
    mkdirSync(path.join(outDir, name), { recursive: true });
    const page = await browser.newPage({ ...options, deviceScaleFactor: 1 });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Design system' }).waitFor();
    const ids = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL(link.href).pathname.slice(1)));
    for (const id of ['', ...ids]) {
      await page.goto(`${server.url}/${id}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, name, `${id || 'index'}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.info(file);
      for (const button of pressed[id] ?? []) {
        await page.goto(`${server.url}/${id}`);
        await page.getByRole('button', { name: button, exact: true }).first().click();
        await page.waitForTimeout(400);
        const stateFile = path.join(outDir, name, `${id}--${slug(button)}.png`);
        await page.screenshot({ path: stateFile, animations: 'disabled' });
        console.info(stateFile);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the browser:\n${problems.join('\n')}`);
  process.exit(1);
}
