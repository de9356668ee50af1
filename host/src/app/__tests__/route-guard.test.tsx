import type { ActivityEntry, UserInfo } from '@casino/contracts';
import {
  type ActivityState,
  activityStore,
  configurePlatform,
  initI18n,
  type RouteGuard as RouteGuardKind,
  savedAccountCredentials,
  sessionStore,
} from '@casino/platform';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../i18n/en-us';
import { loginPathFor, RouteGuard, safeRedirectTarget } from '../route-guard';

const spinTypeId = 12;
const player = { id: 7, nickname: 'Alice' } as UserInfo;
const guest = { id: 0, nickname: 'Guest' } as UserInfo;

function activity(changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    typeId: spinTypeId,
    name: 'Lucky spin',
    type: 1,
    sort: 1,
    themeUrl: '',
    clickType: 1,
    clickAction: '/activity/spin',
    unloginShowStatus: 0,
    homeFloatShowStatus: 0,
    status: 1,
    ...changes,
  } as ActivityEntry;
}

function loadActivities(activityMap: ActivityState['activityMap']): void {
  activityStore.setState({ loaded: true, activityMap, activityIds: Object.keys(activityMap).map(Number) });
}

function LoginPage() {
  const { search } = useLocation();
  return <p>Login page {search}</p>;
}

function renderGuarded(guard: RouteGuardKind | undefined, entry = '/activity/spin?from=home') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="*"
          element={
            <RouteGuard guard={guard} activityTypeId={spinTypeId}>
              <p>Guarded page</p>
            </RouteGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const skeleton = () => document.querySelector('[aria-busy="true"]');

beforeAll(async () => {
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});

beforeEach(() => {
  sessionStore.setState({ token: null, user: null, restoring: false });
  activityStore.setState({ loaded: false, activityMap: {}, activityIds: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RouteGuard', () => {
  it('renders the page of a route without a guard, even for a logged-out visitor', () => {
    renderGuarded(undefined);

    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('sends a logged-out visitor of an auth page to the login page, which will bring them back', () => {
    renderGuarded('auth', '/wallets/record?page=2&type=deposit');

    expect(screen.queryByText('Guarded page')).toBeNull();
    expect(screen.getByText(/Login page/).textContent).toBe(
      `Login page ?redirect=${encodeURIComponent('/wallets/record?page=2&type=deposit')}`,
    );
  });

  it('treats a user with id 0 as logged out', () => {
    sessionStore.setState({ user: guest });

    renderGuarded('auth');

    expect(screen.queryByText('Guarded page')).toBeNull();
    expect(screen.getByText(/Login page/)).toBeTruthy();
  });

  it('waits with a skeleton instead of redirecting while a kept session is being restored', () => {
    sessionStore.setState({ token: 'kept-token', restoring: true });

    renderGuarded('auth');

    expect(skeleton()).toBeTruthy();
    expect(screen.queryByText(/Login page/)).toBeNull();
    expect(screen.queryByText('Guarded page')).toBeNull();
  });

  it('shows the page once the restored session brings the user back', () => {
    sessionStore.setState({ token: 'kept-token', restoring: true });
    renderGuarded('auth');

    act(() => sessionStore.setState({ user: player, restoring: false }));

    expect(screen.getByText('Guarded page')).toBeTruthy();
    expect(skeleton()).toBeNull();
  });

  it('redirects to the login page when restoring ends without a user', () => {
    sessionStore.setState({ token: 'expired-token', restoring: true });
    renderGuarded('auth');

    act(() => sessionStore.setState({ token: null, restoring: false }));

    expect(screen.getByText(/Login page/)).toBeTruthy();
  });

  it('renders an auth page for a logged-in player', () => {
    sessionStore.setState({ token: 'token', user: player });

    renderGuarded('auth');

    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('renders an activity page when the activity is enabled for the player', () => {
    sessionStore.setState({ token: 'token', user: player });
    loadActivities({ [spinTypeId]: activity() });

    renderGuarded('auth-activity');

    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('explains that an activity that is switched off is not available', () => {
    sessionStore.setState({ token: 'token', user: player });
    loadActivities({ [spinTypeId]: activity({ status: 0 }) });

    renderGuarded('auth-activity');

    expect(screen.queryByText('Guarded page')).toBeNull();
    expect(screen.getByText('This activity is not available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('explains that an activity the server does not list is not available', () => {
    sessionStore.setState({ token: 'token', user: player });
    loadActivities({});

    renderGuarded('auth-activity');

    expect(screen.getByText('This activity is not available')).toBeTruthy();
  });

  it('waits with a skeleton while the activity ids load, then renders the enabled activity', async () => {
    sessionStore.setState({ token: 'token', user: player });
    let answer: (response: Response) => void = () => {};
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchImpl);

    renderGuarded('auth-activity');

    expect(skeleton()).toBeTruthy();
    expect(screen.queryByText('Guarded page')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/app/v1/getActivityIds');
    const data = {
      activityMap: { [spinTypeId]: activity() },
      activityIds: [spinTypeId],
      hasTurntable: false,
      totalRecharge: 0,
      loginBonus3CanReceive: false,
    };
    await act(async () => answer(Response.json({ errcode: 0, msg: 'ok', data })));

    await waitFor(() => expect(screen.getByText('Guarded page')).toBeTruthy());
    expect(activityStore.getState().loaded).toBe(true);
  });

  it('says the activity is not available when the activity ids cannot be loaded', async () => {
    sessionStore.setState({ token: 'token', user: player });
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('down', { status: 502 }));
    vi.stubGlobal('fetch', fetchImpl);

    renderGuarded('auth-activity');

    expect(await screen.findByText('This activity is not available')).toBeTruthy();
    expect(screen.queryByText('Guarded page')).toBeNull();
  });

  it('sends a logged-out visitor of an activity page to the login page, whatever the activity', () => {
    loadActivities({ [spinTypeId]: activity({ unloginShowStatus: 1 }) });

    renderGuarded('auth-activity', '/activity/spin');

    expect(screen.getByText(/Login page/).textContent).toBe(
      `Login page ?redirect=${encodeURIComponent('/activity/spin')}`,
    );
  });
});

describe('loginPathFor', () => {
  it('encodes the whole return path, query included', () => {
    expect(loginPathFor('/wallets/record?page=2&type=deposit')).toBe(
      '/auth/login?redirect=%2Fwallets%2Frecord%3Fpage%3D2%26type%3Ddeposit',
    );
  });

  it('opens the account tab when an account name is saved', () => {
    savedAccountCredentials.save({ account: 'alice_01' });
    try {
      expect(loginPathFor('/member')).toBe('/auth/login?type=account&redirect=%2Fmember');
    } finally {
      savedAccountCredentials.clear();
    }
  });
});

describe('safeRedirectTarget', () => {
  it('returns an in-app path unchanged, query included', () => {
    expect(safeRedirectTarget('/wallets/record?page=2')).toBe('/wallets/record?page=2');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/login'],
    ['an absolute https URL', 'https://evil.example/'],
    ['an absolute http URL', 'http://evil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a backslash path a browser reads as another host', '/\\evil.example/x'],
    ['a relative path', 'wallets'],
    ['an empty value', ''],
    ['no value', null],
  ])('sends %s home instead', (_name, redirect) => {
    expect(safeRedirectTarget(redirect)).toBe('/');
  });
});
