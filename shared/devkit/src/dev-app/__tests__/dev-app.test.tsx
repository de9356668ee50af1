import { bus } from '@casino/bus';
import { apiRoutes, storageKeys } from '@casino/contracts';
import {
  activityStore,
  defineRemotePlugin,
  type RemoteOverlayProps,
  readStorage,
  sessionStore,
  useSession,
} from '@casino/platform';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anActivityList, aPlayer, callError, mockCall, mockCallError, platformMocks } from '../../mocks';
import { setUpMockApi } from '../../mocks/node';
import { startPlatform } from '../create-dev-app';
import { DevApp } from '../dev-app';
import type { DevPage } from '../dev-routes';
import { devState, recordBusEvents } from '../dev-state';

function DemoPage() {
  const coin = useSession((session) => session.user?.coin);
  return <h1>Demo page, coin {coin}</h1>;
}

function HelloOverlay({ payload, close }: RemoteOverlayProps) {
  return (
    <div role="dialog" aria-label="Hello">
      {JSON.stringify(payload)}
      <button type="button" onClick={close}>
        Close hello
      </button>
    </div>
  );
}

const plugin = defineRemotePlugin({
  id: 'demo',
  routes: [
    { path: '/demo', guard: 'auth', titleKey: 'pages.demo', load: async () => ({ default: DemoPage }) },
    { path: '/demo/open', titleKey: 'pages.open', load: async () => ({ default: () => <h1>Open page</h1> }) },
    {
      path: '/demo/item/:id',
      titleKey: 'pages.item',
      validate: ({ params }) => /^\d+$/.test(params.id ?? ''),
      load: async () => ({ default: () => <h1>Item page</h1> }),
    },
    {
      path: '/demo/spin',
      guard: 'auth-activity',
      activityTypeId: 36,
      titleKey: 'pages.spin',
      load: async () => ({ default: () => <h1>Spin page</h1> }),
    },
  ],
  overlays: [{ id: 'demo.hello', load: async () => ({ default: HelloOverlay }) }],
  events: { emits: [], consumes: [] },
  i18n: {
    namespace: 'demo',
    load: async () => ({ pages: { demo: 'Demo title', open: 'Open', item: 'Item', spin: 'Spin' } }),
  },
});

function ComponentDemo() {
  const { id } = useParams();
  return <h1>Demo of {id}</h1>;
}

/** Stands for the design system's gallery: mounted at `/ui/*`, routing below it by relative paths. */
function Gallery() {
  return (
    <Routes>
      <Route index element={<h1>Gallery</h1>} />
      <Route path=":id" element={<ComponentDemo />} />
    </Routes>
  );
}

const galleryPage: DevPage = {
  path: '/ui/*',
  label: 'Design system',
  load: async () => ({ default: Gallery }),
};

const api = setUpMockApi(...platformMocks({ player: aPlayer({ id: 42, coin: 7_700 }) }));

beforeAll(async () => {
  recordBusEvents();
  await startPlatform(plugin);
});

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ token: null, user: null, restoring: false });
  activityStore.setState({ loaded: false, activityMap: {}, activityIds: [] });
  devState.setState({ busEvents: [], problems: [], tip: null });
});
afterEach(cleanup);

/** Opens the dev app at `path` as `createDevApp` does on a page load (the kept token read from storage). */
function openAt(path: string, extraPages: DevPage[] = []) {
  sessionStore.setState({ token: readStorage(storageKeys.accessToken), user: null, restoring: true });
  window.history.replaceState(null, '', path);
  return render(
    <DevApp
      plugin={plugin}
      mode="real"
      extraPages={extraPages}
      actions={[]}
      overlayPayloads={{ 'demo.hello': { n: 1 } }}
    />,
  );
}

function reload(path: string) {
  cleanup();
  return openAt(path);
}

function openDevMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Dev' }));
  return screen.getByRole('complementary', { name: 'Development tools' });
}

describe('the test player', () => {
  it('is created through the API on the first start, and the guarded page shows with its title', async () => {
    openAt('/demo');
    await screen.findByRole('heading', { name: 'Demo page, coin 7700' });
    const [registration] = api.bodiesOf(apiRoutes.accountRegist);
    expect(registration?.account).toMatch(/^dev[a-z0-9]{8}$/);
    expect(document.title).toBe('Demo title');
    expect(readStorage(storageKeys.accessToken)).toBe('mock-token');
  });

  it('is kept across reloads: its token restores it, no new player is made', async () => {
    openAt('/demo');
    await screen.findByRole('heading', { name: /Demo page/ });
    reload('/demo');
    await screen.findByRole('heading', { name: /Demo page/ });
    expect(api.bodiesOf(apiRoutes.accountRegist)).toHaveLength(1);
    expect(api.bodiesOf(apiRoutes.getAfterLoginInfoWeb)).toHaveLength(1);
  });

  it('signs in again with its saved account when the kept token is refused, back on the same page', async () => {
    openAt('/demo');
    await screen.findByRole('heading', { name: /Demo page/ });
    const [{ account, password }] = api.bodiesOf(apiRoutes.accountRegist) as [
      { account: string; password: string },
    ];
    api.use(mockCallError(apiRoutes.getAfterLoginInfoWeb, 401, 'Session expired'));
    reload('/demo?tab=1');
    await screen.findByRole('heading', { name: /Demo page/ });
    expect(api.bodiesOf(apiRoutes.accountLogin)).toEqual([expect.objectContaining({ account, password })]);
    expect(window.location.pathname + window.location.search).toBe('/demo?tab=1');
  });

  it('is made anew when the API no longer knows the saved account (a fresh in-memory database)', async () => {
    localStorage.setItem(
      'casino-dev:test-player:real',
      JSON.stringify({ account: 'devgone', password: 'x-pass-1' }),
    );
    api.use(mockCall(apiRoutes.accountLogin, () => callError(1102, 'Wrong account or password')));
    openAt('/demo');
    await screen.findByRole('heading', { name: /Demo page/ });
    expect(api.bodiesOf(apiRoutes.accountLogin)).toHaveLength(1);
    expect(api.bodiesOf(apiRoutes.accountRegist)).toHaveLength(1);
  });

  it('reports a sign-in the API refuses in the dev menu', async () => {
    api.use(mockCallError(apiRoutes.accountRegist, 429, 'Too many registrations'));
    openAt('/demo/open');
    const menu = openDevMenu();
    expect(
      await within(menu).findByText(/Signing in the test player: .*Too many registrations/),
    ).toBeTruthy();
  });
});

describe('routes, as the host renders them', () => {
  it('shows the 404 page when a route refuses its parameters', async () => {
    openAt('/demo/item/abc');
    expect(await screen.findByText('Page Not Found: /demo/item/abc')).toBeTruthy();
    reload('/demo/item/12');
    expect(await screen.findByRole('heading', { name: 'Item page' })).toBeTruthy();
  });

  it('sends a signed-out visitor of a guarded page to sign in, and back after signing in', async () => {
    openAt('/demo/open');
    await screen.findByRole('heading', { name: 'Open page' });
    const menu = openDevMenu();
    await within(menu).findByText(/#42/);
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(menu).getByRole('link', { name: '/demo' }));
    const signIn = await screen.findByRole('button', { name: 'Sign in as the test player' });
    expect(window.location.pathname + window.location.search).toBe('/auth/login?redirect=%2Fdemo');
    fireEvent.click(signIn);
    await screen.findByRole('heading', { name: /Demo page/ });
    expect(window.location.pathname).toBe('/demo');
    expect(api.bodiesOf(apiRoutes.accountLogin)).toHaveLength(1);
  });

  it('opens an auth-activity page only while its activity is enabled', async () => {
    openAt('/demo/spin');
    expect(await screen.findByText(/This activity is not available/)).toBeTruthy();
    const spin = {
      id: 1,
      typeId: 36,
      name: 'Spin',
      type: 1,
      sort: 1,
      themeUrl: '',
      clickType: 1,
      clickAction: '/demo/spin',
      unloginShowStatus: 1 as const,
      homeFloatShowStatus: 0 as const,
      status: 1 as const,
    };
    api.use(
      mockCall(apiRoutes.getAfterLoginInfoWeb, () => ({
        user: aPlayer(),
        gameLikes: [],
        gameHistory: [],
        gameLikeIds: [],
        inviteCode: '',
        aid: 0,
        activities: anActivityList({ activityIds: [36], activityMap: { 36: spin } }),
      })),
    );
    reload('/demo/spin');
    expect(await screen.findByRole('heading', { name: 'Spin page' })).toBeTruthy();
  });

  it('serves the extra pages it is given, such as a gallery with pages of its own', async () => {
    openAt('/ui', [galleryPage]);
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(document.title).toBe('Design system');
    cleanup();
    openAt('/ui/button', [galleryPage]);
    expect(await screen.findByRole('heading', { name: 'Demo of button' })).toBeTruthy();
  });
});

describe('the dev menu', () => {
  it("opens the plugin's overlays over the bus, with their payload, and closes them", async () => {
    openAt('/demo/open');
    const menu = openDevMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Open demo.hello' }));
    const overlay = await screen.findByRole('dialog', { name: 'Hello' });
    expect(overlay.textContent).toContain('{"n":1}');
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close hello' }));
    expect(screen.queryByRole('dialog', { name: 'Hello' })).toBeNull();
  });

  it('logs the bus events', async () => {
    openAt('/demo/open');
    const menu = openDevMenu();
    act(() => bus.emit('wallet.balanceChanged', { coin: 9_000, delta: -1_000 }));
    const log = within(menu).getByRole('region', { name: 'Bus events' });
    expect(within(log).getByText('wallet.balanceChanged')).toBeTruthy();
    expect(log.textContent).toContain('{"coin":9000,"delta":-1000}');
  });
});
