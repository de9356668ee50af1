// The wallet remote on its own: this file plays the host for the squad. It provides the platform
// (API client, session, i18n, navigation), renders the plugin's routes with their guards, and
// adds development shortcuts. It never imports the host.
import { apiRoutes } from '@casino/contracts';
import {
  callApi,
  configurePlatform,
  initI18n,
  mergeAppConfig,
  preferredLocale,
  type RemoteRoute,
  registerNamespace,
  sessionStore,
  setNavigator,
  useSession,
} from '@casino/platform';
import { Button, uiBundles, uiNamespace } from '@casino/ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import plugin from '../src/plugin';

configurePlatform({
  apiBase: '/api',
  appVersion: 'wallet-dev',
  onTimeoutTip: () => window.alert('The request has timed out, please try again later'),
});

async function start() {
  await initI18n({ locale: preferredLocale() });
  await registerNamespace(uiNamespace, uiBundles);
  await registerNamespace(plugin.i18n.namespace, plugin.i18n.load);
  mergeAppConfig(await callApi(apiRoutes.appConfig, {}));
  const { token } = sessionStore.getState();
  if (token) {
    try {
      const { user } = await callApi(apiRoutes.getAfterLoginInfoWeb, {});
      sessionStore.getState().setUser(user);
    } catch {
      sessionStore.getState().setToken(null);
    }
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<Harness />);
}

async function signInAsNewPlayer() {
  const account = `dev${crypto.getRandomValues(new Uint32Array(1))[0]}`;
  const { token, user } = await callApi(apiRoutes.accountRegist, { account, password: 'dev-password' });
  sessionStore.getState().setToken(token);
  sessionStore.getState().setUser(user);
}

/** Development routes of the API (never served in production): what a provider or a game does. */
async function devPost(path: string, body: unknown) {
  const response = await fetch(`/api/dev/wallet/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: sessionStore.getState().token ?? '' },
    body: JSON.stringify(body),
  });
  if (!response.ok) window.alert(`${path}: ${response.status} ${await response.text()}`);
}

async function decideLatestPayout(outcome: 'settled' | 'rejected') {
  const { withdrawals } = await callApi(apiRoutes.getExchange, {});
  const held = withdrawals.find((withdrawal) => withdrawal.status === 'held');
  if (held) await devPost(`payouts/${held.withdrawalNo}`, { outcome });
  else window.alert('No withdrawal is waiting for its payout.');
}

function DevTools() {
  const user = useSession((session) => session.user);
  return (
    <aside className="ui-card" style={{ display: 'grid', gap: 8, margin: 8 }} aria-label="Development tools">
      <strong>Wallet dev harness</strong>
      {user ? (
        <span className="ui-text-muted">
          {user.account} (#{user.id})
        </span>
      ) : (
        <Button onClick={() => void signInAsNewPlayer()}>Sign in as a new test player</Button>
      )}
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link to="/wallets?name=deposit">Deposit</Link>
        <Link to="/wallets?name=withdraw">Withdraw</Link>
        <Link to="/wallets/card/list">Cards</Link>
        <Link to="/wallets/record">Records</Link>
      </nav>
      {user ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void devPost('play-round', { bet: 10_000, win: 5_000 })}
          >
            Play a round (bet 100.00, win 50.00)
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void decideLatestPayout('settled')}>
            Settle payout
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void decideLatestPayout('rejected')}>
            Reject payout
          </Button>
        </div>
      ) : null}
    </aside>
  );
}

/** The plugin's route with its guard: a visitor is asked to sign in, as the host's guard would. */
function RoutePage({ route }: { route: RemoteRoute }) {
  const Page = useMemo(() => lazy(route.load) as ComponentType, [route]);
  const signedIn = useSession((session) => session.user !== null);
  if (route.guard && !signedIn) return <p className="ui-page">Sign in (above) to open this page.</p>;
  return (
    <Suspense fallback={<p className="ui-page">Loading…</p>}>
      <Page />
    </Suspense>
  );
}

function Harness() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <div className="ui-app">
        <DevTools />
        <Routes>
          {plugin.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<p className="ui-page">Pick a wallet page above.</p>} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  return null;
}

void start();
