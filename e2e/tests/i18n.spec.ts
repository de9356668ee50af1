import { expect } from '@playwright/test';
import { expectAppFrame } from './fixtures';
import { test } from './system';

const yearInSeconds = 365 * 24 * 60 * 60;

test.describe('language', () => {
  test('switching to Filipino translates the host and the remotes and persists through the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectAppFrame(page);
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();

    await page.getByLabel('Language').selectOption('fil-PH');

    await expect(page.getByRole('heading', { name: 'Mga laro', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pangunahin' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('fil-PH');
    // The cookie lasts 365 days (spec 9): allow the seconds the test itself took.
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(yearInSeconds - 120);
    expect(lifetime).toBeLessThanOrEqual(yearInSeconds + 1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mga laro', exact: true })).toBeVisible();
    await expect(page.getByLabel('Wika')).toHaveValue('fil-PH');

    // A remote's namespace arrives in the chosen language.
    await page.getByRole('navigation', { name: 'Pangunahin' }).getByRole('link', { name: 'Imbita' }).click();
    await expect(page.getByRole('heading', { name: 'Mag-imbita ng kaibigan' })).toBeVisible();
  });

  test('a remote namespace loaded before the switch follows the new language', async ({ page }) => {
    const tab = (navigation: string, name: string) =>
      page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true });
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: 'Invite friends' })).toBeVisible();

    // Client-side navigation keeps the agent namespace loaded in en-US.
    await tab('Main', 'Home').click();
    await page.getByLabel('Language').selectOption('fil-PH');
    await tab('Pangunahin', 'Imbita').click();
    await expect(page.getByRole('heading', { name: 'Mag-imbita ng kaibigan' })).toBeVisible();

    await tab('Pangunahin', 'Home').click();
    await page.getByLabel('Wika').selectOption('en-US');
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
    await tab('Main', 'Invite').click();
    await expect(page.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  });

  test('the static pages read in Filipino for a player who chose it', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('fil-PH');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Tungkol sa Royal Casino' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsableng paglalaro' })).toBeVisible();
    await page.screenshot({ path: 'test-results/about-us-fil-PH.png', fullPage: true });

    await page
      .getByRole('navigation', { name: 'Karagdagang impormasyon' })
      .getByRole('link', { name: 'Mga madalas itanong' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mga madalas itanong' })).toBeVisible();
    await page.getByText('Paano mag-deposit?').click();
    await expect(page.getByText(/I-tap ang Deposit sa bottom bar/)).toBeVisible();
    await page.getByRole('button', { name: 'Bumalik' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
