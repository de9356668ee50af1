import { i18n, initI18n } from '@casino/platform';
import { translationProblems } from '@casino/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import { commonFilPh } from '../../../i18n/fil-ph';
import AboutUsPage from '../about-us-page';
import { englishContent } from '../content/en-US';
import { filipinoContent } from '../content/fil-PH';

/** Every `href` in a content tree, in order: links must lead to the same pages in every locale. */
function hrefs(content: unknown): string[] {
  if (content === null || typeof content !== 'object') return [];
  return Object.entries(content).flatMap(([key, value]) =>
    key === 'href' && typeof value === 'string' ? [value] : hrefs(value),
  );
}

function texts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (content === null || typeof content !== 'object') return [];
  return Object.values(content).flatMap(texts);
}

describe('the static pages in Filipino', () => {
  it('have every section, list item and answer of the English pages, and nothing more', () => {
    expect(translationProblems(englishContent, filipinoContent)).toEqual([]);
  });

  it('link to the same pages', () => {
    expect(hrefs(filipinoContent)).toEqual(hrefs(englishContent));
  });

  it('are translated, not copied: every page title and no text left empty', () => {
    for (const page of [
      'aboutUs',
      'faq',
      'privacyPolicy',
      'termsOfUse',
      'download',
      'maintenance',
    ] as const) {
      expect(filipinoContent[page].title).not.toBe(englishContent[page].title);
    }
    expect(texts(filipinoContent).filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('a static page follows the player’s language', () => {
  beforeAll(async () => {
    await initI18n({
      locale: 'fil-PH',
      resources: { 'en-US': { common: commonEnUs }, 'fil-PH': { common: commonFilPh } },
    });
  });
  afterEach(cleanup);

  it('shows Filipino once its chunk has loaded, and English again after a switch', async () => {
    // Awaited: the page suspends while the fil-PH chunk loads.
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={<p>loading</p>}>
            <AboutUsPage />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tungkol sa Royal Casino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeTruthy();

    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { level: 1, name: 'About Royal Casino' })).toBeTruthy();
  });
});
