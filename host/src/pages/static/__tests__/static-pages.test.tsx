import { initI18n } from '@casino/platform';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import AboutUsPage from '../about-us-page';
import DownloadPage from '../download-page';
import FaqPage from '../faq-page';
import MaintenancePage from '../maintenance-page';
import PrivacyPolicyPage from '../privacy-policy-page';
import TermsOfUsePage from '../terms-of-use-page';

// The About page lists app versions through the host's translations.
beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
afterEach(cleanup);

const renderInRouter = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('static pages', () => {
  it.each([
    ['About us', <AboutUsPage key="about" />],
    ['FAQ', <FaqPage key="faq" />],
    ['Privacy policy', <PrivacyPolicyPage key="privacy" />],
    ['Terms of use', <TermsOfUsePage key="terms" />],
    ['Download', <DownloadPage key="download" />],
    ['Maintenance', <MaintenancePage key="maintenance" />],
  ])('%s has exactly one main heading', (_name, page) => {
    renderInRouter(page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('terms of use list everyone who may not register, and say ineligible players forfeit funds', () => {
    renderInRouter(<TermsOfUsePage />);
    const eligibility = screen.getByRole('heading', { name: '2. Who may register' }).closest('section');
    const excluded = within(eligibility as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(excluded).toEqual([
      'government officials;',
      'members of the armed forces and the police;',
      'persons under 21 years of age;',
      'persons listed on a restricted-person database;',
      'gaming licence holders.',
    ]);
    expect(screen.getByText(/funds in it, including winnings and bonuses, are forfeited/)).toBeTruthy();
    expect(screen.getByText(/at least one valid top-up/)).toBeTruthy();
  });

  it('document pages offer a way back', () => {
    renderInRouter(<PrivacyPolicyPage />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
  });
});

describe('FAQ page', () => {
  it('folds at least ten answers under their questions and unfolds one on request', () => {
    const { container } = renderInRouter(<FaqPage />);
    const questions = container.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(10);

    const firstQuestion = questions[0] as HTMLElement;
    const details = firstQuestion.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(firstQuestion);
    expect(details.open).toBe(true);
  });
});

describe('Download page', () => {
  it('installs the app when the browser offers installation', () => {
    const onInstall = vi.fn();
    renderInRouter(<DownloadPage installAvailable onInstall={onInstall} />);

    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(onInstall).toHaveBeenCalledOnce();
  });

  it('explains the manual steps when installation is not offered', () => {
    renderInRouter(<DownloadPage />);

    const installButton = screen.getByRole('button', { name: 'Install app' }) as HTMLButtonElement;
    expect(installButton.disabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Android (Chrome)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeTruthy();
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
  });
});

describe('Maintenance page', () => {
  it('shows when the service is expected back, retries, and links to customer service', () => {
    const onRetry = vi.fn();
    renderInRouter(<MaintenancePage endTime="2030-05-01T08:00:00Z" onRetry={onRetry} />);

    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2030-05-01T08:00:00Z');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/service',
    );
  });
});
