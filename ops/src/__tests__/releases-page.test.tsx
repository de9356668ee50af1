import { initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReleasesPage } from '../pages/releases-page';

const status = {
  host: { version: '1.0.0' },
  remotes: {
    wallet: {
      version: '1.0.0',
      history: [{ version: '1.0.0' }, { version: '1.0.1' }, { version: '1.0.0', action: 'rollback' }],
    },
  },
};

beforeAll(async () => {
  // The dialogs' own texts (close buttons), in English as the console's start loads them.
  await initI18n({ locale: 'en-US', resources: { 'en-US': { [uiNamespace]: uiEnUs } } });
  // jsdom has <dialog> without its methods; the dialogs here only need to open and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the releases page', () => {
  it('starts a canary of a published version after a confirmation naming the remote, version and percent', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
      const data = init.method === 'POST' ? { name: 'wallet', version: '1.0.1', percent: 15 } : status;
      return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data }), { status: 200 });
    });
    render(<ReleasesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a wallet canary' }));
    expect((screen.getByLabelText('Version') as HTMLInputElement).value).toBe('1.0.1');

    const percent = screen.getByLabelText('Share of devices (%)');
    fireEvent.change(percent, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));

    fireEvent.change(percent, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Start a canary of wallet 1.0.1 for 15% of devices?')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, do it' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: '/api/operator/v1/releases/wallet/canary', body: { version: '1.0.1', percent: 15 } },
      ]),
    );
  });
});
