import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { serveDirectory } from '../../shared/ui/gallery/static-server.mjs';

// The design system in a real Chromium, through its gallery (built by `npm run build`, or
// `pnpm --filter @casino/ui build`): what jsdom cannot show. The native dialog's top layer and
// inert page, focus return, touch-target sizes, reserved space and reduced motion.
const galleryDist = fileURLToPath(new URL('../../shared/ui/dev-dist', import.meta.url));
let gallery: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  if (!existsSync(path.join(galleryDist, 'index.html'))) {
    throw new Error(
      'The ui gallery is not built: run `pnpm --filter @casino/ui build` (part of `npm run build`).',
    );
  }
  gallery = await serveDirectory(galleryDist);
});

test.afterAll(async () => {
  await gallery?.close();
});

async function openGalleryPage(page: Page, id: string) {
  await page.goto(`${gallery.url}/${id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('modals on the native dialog', () => {
  test('open in the top layer over an inert page, and Escape gives focus back to the opener', async ({
    page,
  }) => {
    await openGalleryPage(page, 'modal');
    const opener = page.getByRole('button', { name: 'Open the reward' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'You won a reward' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    // The page behind is inert: it cannot take focus and a tap where it shows lands on the dialog.
    const backgroundTakesFocus = await page.evaluate(() => {
      const behind = [...document.querySelectorAll('main button')].find(
        (button) => !button.closest('dialog'),
      );
      (behind as HTMLElement | undefined)?.focus();
      return document.activeElement === behind;
    });
    expect(backgroundTakesFocus).toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Tab stays inside, a tap outside closes, and a required choice ignores both', async ({ page }) => {
    await openGalleryPage(page, 'modal');
    await page.getByRole('button', { name: 'Open the reward' }).click();
    const dialog = page.getByRole('dialog', { name: 'You won a reward' });
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 200);
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Open the age notice' }).click();
    const notice = page.getByRole('dialog', { name: 'Before you play' });
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 200);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'I am over 21' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a sheet rises from the bottom edge; under reduced motion it appears without moving', async ({
    page,
  }) => {
    await openGalleryPage(page, 'sheet');
    await page.getByRole('button', { name: 'Install the app' }).click();
    const sheet = page.getByRole('dialog', { name: 'Install Royal Casino' });
    await expect(sheet).toBeVisible();
    const panel = sheet.locator('.ui-sheet');
    const box = await panel.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    expect(await panel.evaluate((element) => getComputedStyle(element).animationName)).toBe('ui-sheet-in');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await panel.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

test.describe('tabs', () => {
  test('arrow keys move along the tabs, and Tab leaves for the panel', async ({ page }) => {
    await openGalleryPage(page, 'tabs');
    const tablist = page.getByRole('tablist', { name: 'Bonus sections' });
    await tablist.getByRole('tab', { name: /^Tasks/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Events' })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Events' })).toBeFocused();
  });
});

test.describe('reserved space', () => {
  test('field errors appear in reserved lines: the submit button does not move', async ({ page }) => {
    await openGalleryPage(page, 'form');
    const submit = page.getByRole('button', { name: 'Log in' });
    const before = await submit.boundingBox();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter your account name.' })).toBeVisible();
    expect(await submit.boundingBox()).toEqual(before);
  });

  test('a countdown keeps its width while it ticks', async ({ page }) => {
    await openGalleryPage(page, 'countdown');
    const timer = page.getByRole('timer').first();
    const widthNow = (await timer.boundingBox())?.width;
    const textNow = await timer.textContent();
    await expect(timer).not.toHaveText(textNow ?? '', { timeout: 3000 });
    expect((await timer.boundingBox())?.width).toBe(widthNow);
  });
});

test('every control of every gallery page is a 44 px touch target on a phone', async ({ page }) => {
  await page.goto(`${gallery.url}/`);
  const ids = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.slice(1)));
  expect(ids.length).toBeGreaterThan(40);
  const tooSmall: string[] = [];
  for (const id of ids) {
    // In-app navigation (the router follows popstate): one page load for the whole walk.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${id}`);
    await expect(page.locator('main').first()).toHaveAttribute('data-gallery-page', id);
    const small = await page
      .locator('main')
      .first()
      .evaluate((main) => {
        // Links inside a sentence are exempt (WCAG 2.5.8); a checkbox's target is its label.
        const controls = main.querySelectorAll<HTMLElement>(
          'button, a:not(p a, .ui-checkbox a), select, input:not([type="checkbox"]), .ui-checkbox, [role="tab"]',
        );
        return [...controls]
          .filter((control) => control.getClientRects().length > 0 && !control.closest('.ui-visually-hidden'))
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => Math.round(box.height) < 44 || Math.round(box.width) < 44)
          .map(
            ({ control, box }) =>
              `${control.textContent?.trim() || control.outerHTML.slice(0, 60)} ${box.width}x${box.height}`,
          );
      });
    tooSmall.push(...small.map((entry) => `${id}: ${entry}`));
  }
  expect(tooSmall).toEqual([]);
});
