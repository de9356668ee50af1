import { initI18n } from '@casino/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registryStore } from '../../../federation/registry';
import { runningRemoteVersions } from '../../../federation/remote-loader';
import { commonEnUs } from '../../../i18n/en-us';
import { AppVersions } from '../app-versions';

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
afterEach(cleanup);

const entry = (version: string) => ({
  version,
  manifestUrl: `/remotes/x/${version}/mf-manifest.json`,
  routePrefixes: ['/x'],
  overlays: [],
});

describe('AppVersions', () => {
  it('lists the version each section runs on this page, or the one this device gets next', () => {
    registryStore.setState(
      {
        status: 'ready',
        checkedAt: Date.now(),
        remotes: {
          wallet: entry('1.0.1'),
          jackpot: { ...entry('2.1.0'), canary: { version: '2.1.0', manifestUrl: '/j', percent: 10 } },
          agent: entry('3.0.0'),
        },
      },
      true,
    );
    // The page loaded the wallet before 1.0.1 was published: it keeps running 1.0.0.
    runningRemoteVersions.setState({ wallet: '1.0.0' }, true);

    render(<AppVersions />);

    const list = within(screen.getByRole('region', { name: 'App versions' }));
    expect(list.getByText('The wallet').nextElementSibling?.textContent).toBe('1.0.0, running on this page');
    expect(list.getByText('The jackpot').nextElementSibling?.textContent).toBe('2.1.0 (early release)');
    expect(list.getByText('The invite programme').nextElementSibling?.textContent).toBe('3.0.0');
  });
});
