// The dev app's tree: a router, the platform's navigator, the test player's session, the page of
// the current location, the plugin's overlays, the 'Tips' notice and the dev menu.
import { isLoggedIn, type RemotePlugin, setNavigator, useSession } from '@casino/platform';
import { Dialog } from '@casino/ui/overlays';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { ApiMode } from './api-mode';
import { type DevAction, DevPanel, PageLinks } from './dev-panel';
import { type DevPage, DevRouteView, NotFound, resolvePage } from './dev-routes';
import { describeError, devState, reportProblem } from './dev-state';
import { OverlayOutlet } from './overlay-outlet';
import { signInNewTestPlayer, signInTestPlayer, startTestSession } from './test-player';

export interface DevAppProps {
  plugin: RemotePlugin;
  mode: ApiMode;
  extraPages: readonly DevPage[];
  actions: readonly DevAction[];
  overlayPayloads: Readonly<Record<string, unknown>>;
}

/** Lets the platform navigate through the router, then starts the test player's session. */
function PlatformBridge({ mode }: { mode: ApiMode }) {
  const navigate = useNavigate();
  // Once per mount: React's development double effects must not sign in twice.
  const sessionStarted = useRef(false);
  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  useEffect(() => {
    if (sessionStarted.current) return;
    sessionStarted.current = true;
    startTestSession(mode).catch((error: unknown) =>
      reportProblem(`Signing in the test player: ${describeError(error)}`),
    );
  }, [mode]);
  return null;
}

/** Where a sign-in may return to: a path of this origin only. */
function safeRedirect(redirect: string | null): string {
  return redirect?.startsWith('/') && !/^\/[/\\]/.test(redirect) ? redirect : '/';
}

/** The dev app's stand-in for the host's login pages: signs the test player in and goes back. */
function DevLoginPage({ mode }: { mode: ApiMode }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const returnTo = safeRedirect(new URLSearchParams(search).get('redirect'));
  useEffect(() => {
    if (loggedIn) navigate(returnTo, { replace: true });
  }, [loggedIn, navigate, returnTo]);
  const signIn = (how: (mode: ApiMode) => Promise<void>) =>
    how(mode).catch((error: unknown) => reportProblem(`Sign-in: ${describeError(error)}`));
  return (
    <section className="devkit-page-note" aria-label="Sign in">
      <h1>Signed out</h1>
      <p>The host's login page goes here. The dev app signs in its test player instead.</p>
      <div className="devkit-row">
        <button type="button" onClick={() => signIn(signInTestPlayer)}>
          Sign in as the test player
        </button>
        <button type="button" onClick={() => signIn(signInNewTestPlayer)}>
          Sign in as a new test player
        </button>
      </div>
    </section>
  );
}

function DevIndex({ plugin, extraPages }: Pick<DevAppProps, 'plugin' | 'extraPages'>) {
  return (
    <section className="devkit-page-note" aria-label="Pages">
      <h1>{plugin.id}</h1>
      <PageLinks plugin={plugin} extraPages={extraPages} />
    </section>
  );
}

function CurrentPage(props: DevAppProps) {
  const { pathname, search } = useLocation();
  const resolved = resolvePage(props.plugin, props.extraPages, pathname, search);
  if (resolved.kind !== 'notFound') return <DevRouteView plugin={props.plugin} resolved={resolved} />;
  if (pathname === '/auth/login') return <DevLoginPage mode={props.mode} />;
  if (pathname === '/') return <DevIndex plugin={props.plugin} extraPages={props.extraPages} />;
  return <NotFound />;
}

/** The host's 'Tips' dialog for a call that timed out (spec 8). */
function TipsNotice() {
  const tip = useStore(devState, (state) => state.tip);
  if (!tip) return null;
  const close = () => devState.setState({ tip: null });
  return <Dialog open title="Tips" message={tip} onConfirm={close} onClose={close} />;
}

export function DevApp(props: DevAppProps) {
  return (
    <BrowserRouter>
      <PlatformBridge mode={props.mode} />
      <div className="devkit-app">
        <div className="devkit-main">
          <CurrentPage {...props} />
        </div>
        <DevPanel {...props} />
      </div>
      <OverlayOutlet plugin={props.plugin} />
      <TipsNotice />
    </BrowserRouter>
  );
}
