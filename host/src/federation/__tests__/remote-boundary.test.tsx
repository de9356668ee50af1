import { bus } from '@casino/bus';
import type { BusEventMap } from '@casino/contracts';
import { initI18n } from '@casino/platform';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../i18n/en-us';
import { reloadOnceForChunkError } from '../chunk-reload';
import { RemoteBoundary } from '../remote-boundary';
import { RemoteUnavailableError } from '../remote-loader';

vi.mock('../chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../chunk-reload')>()),
  // A real reload would leave the page; the test decides whether one starts.
  reloadOnceForChunkError: vi.fn(() => false),
}));

type RenderFailed = BusEventMap['remote.renderFailed'];

let renderFailures: RenderFailed[];

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});

beforeEach(() => {
  renderFailures = [];
  const subscription = bus.on('remote.renderFailed').subscribe((event) => renderFailures.push(event));
  // React reports errors its boundaries caught; they are expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(reloadOnceForChunkError).mockReset().mockReturnValue(false);
  return () => {
    subscription.unsubscribe();
    consoleError.mockRestore();
  };
});

afterEach(cleanup);

/** A page that throws `error` while `broken()` says so, and shows its content otherwise. */
function FailingPage({ error, broken = () => true }: { error: Error; broken?: () => boolean }) {
  if (broken()) throw error;
  return <p>Wallet balance</p>;
}

function renderInShell(page: ReactNode, onRetry = vi.fn(), remote = 'wallet') {
  render(
    <div>
      <nav>Main navigation</nav>
      <RemoteBoundary remote={remote} targetPath="/wallets?tab=record" onRetry={onRetry}>
        {page}
      </RemoteBoundary>
      <footer>Customer service</footer>
    </div>,
  );
  return onRetry;
}

describe('RemoteBoundary', () => {
  it('renders its children when nothing fails', () => {
    renderInShell(<p>Wallet balance</p>);

    expect(screen.getByText('Wallet balance')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(renderFailures).toEqual([]);
  });

  it('shows the fallback for a page that throws while rendering, and keeps the rest of the app', () => {
    renderInShell(
      <FailingPage error={new TypeError("Cannot read properties of undefined (reading 'coin')")} />,
    );

    expect(screen.getByRole('heading', { name: 'The wallet is unavailable right now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Wallet balance')).toBeNull();
    expect(screen.getByText('Main navigation')).toBeTruthy();
    expect(screen.getByText('Customer service')).toBeTruthy();
  });

  it('names a remote without a translated name by its own name', () => {
    renderInShell(<FailingPage error={new Error('boom')} />, vi.fn(), 'casino-lab');

    expect(screen.getByRole('heading', { name: 'casino-lab is unavailable right now' })).toBeTruthy();
  });

  it('emits remote.renderFailed with the remote and the error message', () => {
    renderInShell(
      <FailingPage error={new TypeError("Cannot read properties of undefined (reading 'coin')")} />,
    );

    expect(renderFailures).toEqual([
      { remote: 'wallet', message: "Cannot read properties of undefined (reading 'coin')" },
    ]);
  });

  it('calls onRetry and renders the children again when Retry is clicked', () => {
    // The first load of the page is broken; the retried one works.
    let broken = true;
    const onRetry = vi.fn(() => {
      broken = false;
    });
    renderInShell(<FailingPage error={new Error('first render fails')} broken={() => broken} />, onRetry);
    expect(screen.queryByText('Wallet balance')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Wallet balance')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback again when the retried page fails again', () => {
    const onRetry = renderInShell(<FailingPage error={new Error('still broken')} />);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(renderFailures).toHaveLength(2);
  });

  it('does not report a remote that could not load as a render failure (the loader reported it)', () => {
    const unavailable = new RemoteUnavailableError({
      remote: 'wallet',
      reason: 'notFound',
      message: 'HTTP 404',
    });

    renderInShell(<FailingPage error={unavailable} />);

    expect(screen.getByRole('heading', { name: 'The wallet is unavailable right now' })).toBeTruthy();
    expect(renderFailures).toEqual([]);
  });

  it('reloads the target path on a chunk failure instead of reporting it', () => {
    vi.mocked(reloadOnceForChunkError).mockReturnValue(true);
    const chunkError = Object.assign(new Error('Loading chunk 734 failed.'), { name: 'ChunkLoadError' });

    renderInShell(<FailingPage error={chunkError} />);

    expect(reloadOnceForChunkError).toHaveBeenCalledExactlyOnceWith('/wallets?tab=record');
    expect(renderFailures).toEqual([]);
  });

  it('reports a chunk failure and shows the fallback when the path was already reloaded once', () => {
    const chunkError = Object.assign(new Error('Loading chunk 734 failed.'), { name: 'ChunkLoadError' });

    renderInShell(<FailingPage error={chunkError} />);

    expect(reloadOnceForChunkError).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(renderFailures).toEqual([{ remote: 'wallet', message: 'Loading chunk 734 failed.' }]);
  });

  it('does not reload the page for an error that is not a chunk failure', () => {
    renderInShell(<FailingPage error={new Error('boom')} />);

    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
  });
});
