import { bus } from '@casino/bus';
import type { ActivityEntry, UserInfo } from '@casino/contracts';
import type { ActivityFloatPayload, RemoteOverlayProps, RemotePlugin } from '@casino/platform';
import { activityStore, initI18n, sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registryStore } from '../../federation/registry';
import { commonEnUs } from '../../i18n/en-us';
import { activityFloatIds, OverlayOutlet } from '../overlay-outlet';
import { routeMetaStore } from '../route-meta';

/** A float that shows what the host passed it and closes on a tap. */
function Float({ payload, close }: RemoteOverlayProps) {
  return (
    <button type="button" data-tab-bar={String((payload as ActivityFloatPayload).tabBar)} onClick={close}>
      Float
    </button>
  );
}

/** A player watch: says it is there. */
function Watch() {
  return <p>Watching your play</p>;
}

function BrokenFloat(): never {
  throw new Error('the float broke');
}

vi.mock('../../federation/remote-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../federation/remote-loader')>()),
  loadRemotePlugin: async (): Promise<RemotePlugin> => ({
    id: 'jackpot',
    routes: [],
    overlays: [
      { id: 'activityFloat.47', load: async () => ({ default: Float }) },
      { id: 'activityFloat.48', load: async () => ({ default: BrokenFloat }) },
      { id: 'playerWatch.realityCheck', load: async () => ({ default: Watch }) },
    ],
    events: { emits: [], consumes: [] },
    i18n: { namespace: 'jackpot', load: async () => ({}) },
  }),
}));

const jackpot = {
  version: '1.1.0',
  manifestUrl: '/remotes/jackpot/1.1.0/mf-manifest.json',
  routePrefixes: ['/activity/jackpot'],
  overlays: ['jackpot.luckyModal', 'activityFloat.47'],
};

function activity(typeId: number, changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: typeId,
    typeId,
    name: `Activity ${typeId}`,
    type: 0,
    sort: 1,
    themeUrl: '',
    clickType: 0,
    clickAction: '',
    unloginShowStatus: 0,
    homeFloatShowStatus: 1,
    status: 1,
    ...changes,
  };
}

const now = Date.parse('2026-11-28T12:00:00.000Z');

describe('activityFloatIds', () => {
  it('floats an enabled activity with home float on when a remote offers its float', () => {
    expect(activityFloatIds({ 47: activity(47) }, { jackpot }, now)).toEqual(['activityFloat.47']);
  });

  it('floats nothing with home float off, for a disabled or ended activity, or when no remote offers it', () => {
    expect(activityFloatIds({ 47: activity(47, { homeFloatShowStatus: 0 }) }, { jackpot }, now)).toEqual([]);
    expect(activityFloatIds({ 47: activity(47, { status: 0 }) }, { jackpot }, now)).toEqual([]);
    expect(
      activityFloatIds({ 47: activity(47, { endTime: '2026-11-28T11:59:59.000Z' }) }, { jackpot }, now),
    ).toEqual([]);
    expect(activityFloatIds({ 42: activity(42) }, { jackpot }, now)).toEqual([]);
    expect(activityFloatIds({ 47: activity(47) }, { jackpot: { ...jackpot, overlays: [] } }, now)).toEqual(
      [],
    );
  });
});

describe('the floats in the overlay outlet', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
    registryStore.setState({ status: 'ready', remotes: { jackpot }, checkedAt: now });
    activityStore.getState().setActivityIds({
      activityMap: { 47: activity(47) },
      activityIds: [47],
      hasTurntable: false,
      totalRecharge: 0,
      loginBonus3CanReceive: false,
    });
  });
  afterEach(() => {
    cleanup();
    sessionStore.setState({ token: null, user: null });
    routeMetaStore.setState({ name: undefined, hideNav: false, hideTabBar: false });
  });

  const renderOutlet = (path = '/') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <OverlayOutlet />
      </MemoryRouter>,
    );

  it('mounts the float on a named page for a logged-in player, telling it whether the tab bar shows', async () => {
    sessionStore.setState({ token: 't', user: { id: 7 } as UserInfo });
    routeMetaStore.setState({ name: 'game-start', hideTabBar: true });
    renderOutlet();
    expect((await screen.findByRole('button', { name: 'Float' })).dataset.tabBar).toBe('false');
    act(() => routeMetaStore.setState({ name: 'index', hideTabBar: false }));
    expect(screen.getByRole('button', { name: 'Float' }).dataset.tabBar).toBe('true');
  });

  it('hides a closed float until the page changes', async () => {
    sessionStore.setState({ token: 't', user: { id: 7 } as UserInfo });
    routeMetaStore.setState({ name: 'index' });
    renderOutlet();
    fireEvent.click(await screen.findByRole('button', { name: 'Float' }));
    expect(screen.queryByRole('button', { name: 'Float' })).toBeNull();
  });

  it('shows nothing where a float fails, and reports it', async () => {
    const failures: unknown[] = [];
    const subscription = bus.on('remote.renderFailed').subscribe((failure) => failures.push(failure));
    registryStore.setState({
      status: 'ready',
      remotes: { jackpot: { ...jackpot, overlays: ['activityFloat.48'] } },
      checkedAt: now,
    });
    activityStore.setState({ activityMap: { 48: activity(48) } });
    sessionStore.setState({ token: 't', user: { id: 7 } as UserInfo });
    routeMetaStore.setState({ name: 'index' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderOutlet();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    subscription.unsubscribe();
    expect(container.textContent).toBe('');
    expect(failures).toEqual([{ remote: 'jackpot', message: 'the float broke' }]);
    registryStore.setState({ status: 'ready', remotes: { jackpot }, checkedAt: now });
    activityStore.setState({ activityMap: { 47: activity(47) } });
  });

  it('mounts nothing for a visitor or on a page without a route name', async () => {
    // The float's remote answers at once (mocked): had it been asked for, it would be on screen.
    const floatShown = async () => {
      renderOutlet();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const shown = screen.queryByRole('button', { name: 'Float' }) !== null;
      cleanup();
      return shown;
    };
    routeMetaStore.setState({ name: 'index' });
    expect(await floatShown()).toBe(false);
    sessionStore.setState({ token: 't', user: { id: 7 } as UserInfo });
    routeMetaStore.setState({ name: undefined });
    expect(await floatShown()).toBe(false);
    routeMetaStore.setState({ name: 'member' });
    expect(await floatShown()).toBe(true);
  });

  it('mounts a player watch on every page, named or not, only while a player is signed in', async () => {
    registryStore.setState({
      status: 'ready',
      remotes: { member: { ...jackpot, overlays: ['playerWatch.realityCheck'] } },
      checkedAt: now,
    });
    const watching = async () => {
      renderOutlet('/game/start');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const shown = screen.queryByText('Watching your play') !== null;
      cleanup();
      return shown;
    };
    routeMetaStore.setState({ name: undefined });
    expect(await watching()).toBe(false);
    sessionStore.setState({ token: 't', user: { id: 7 } as UserInfo });
    expect(await watching()).toBe(true);
    registryStore.setState({ status: 'ready', remotes: { jackpot }, checkedAt: now });
  });
});
