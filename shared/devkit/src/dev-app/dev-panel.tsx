// The dev menu: which API answers (real or mocks), the test player, the plugin's pages and
// overlays, the remote's shortcuts, the language, and the log of bus events and problems.
import { bus } from '@casino/bus';
import { supportedLocales } from '@casino/contracts';
import {
  formatMoney,
  i18n,
  logout,
  type RemotePlugin,
  readStorage,
  setLocale,
  useSession,
  writeStorage,
} from '@casino/platform';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { mockCallLog } from '../mocks/call-log';
import { type ApiMode, switchApiMode } from './api-mode';
import type { DevPage } from './dev-routes';
import { describeError, devState, reportProblem } from './dev-state';
import { signInNewTestPlayer, signInTestPlayer } from './test-player';

/** A shortcut in the dev menu, e.g. the wallet's "settle the payout" (see `devApiPost`). */
export interface DevAction {
  label: string;
  /** Shown only while the test player is signed in (most shortcuts act for the player). */
  needsPlayer?: boolean;
  run: () => unknown;
}

export interface DevPanelProps {
  plugin: RemotePlugin;
  mode: ApiMode;
  extraPages: readonly DevPage[];
  actions: readonly DevAction[];
  overlayPayloads: Readonly<Record<string, unknown>>;
}

const panelOpenKey = 'casino-dev:panel-open';

async function runReporting(what: string, action: () => unknown): Promise<void> {
  try {
    await action();
  } catch (error) {
    reportProblem(`${what}: ${describeError(error)}`);
  }
}

function PlayerSection({ mode }: { mode: ApiMode }) {
  const user = useSession((session) => session.user);
  return (
    <section aria-label="Test player">
      <h3>Test player</h3>
      {user ? (
        <p>
          {user.account || user.nickname} (#{user.id}) · {formatMoney(user.coin)}
        </p>
      ) : (
        <p>Signed out</p>
      )}
      <div className="devkit-row">
        {user ? (
          <button type="button" onClick={() => logout({ reason: 'user' })}>
            Sign out
          </button>
        ) : (
          <button type="button" onClick={() => runReporting('Sign-in', () => signInTestPlayer(mode))}>
            Sign in
          </button>
        )}
        <button type="button" onClick={() => runReporting('New player', () => signInNewTestPlayer(mode))}>
          New test player
        </button>
      </div>
    </section>
  );
}

/** Every page: the plugin's routes (a pattern with parameters as text: open it by path) and the extra pages. */
export function PageLinks({ plugin, extraPages }: Pick<DevPanelProps, 'plugin' | 'extraPages'>) {
  return (
    <ul>
      {plugin.routes.map((route) => (
        <li key={route.path}>
          {route.path.includes(':') ? <code>{route.path}</code> : <Link to={route.path}>{route.path}</Link>}
          {route.guard ? <small> ({route.guard})</small> : null}
        </li>
      ))}
      {extraPages.map((page) => (
        <li key={page.path}>
          <Link to={page.path.replace(/\/\*$/, '')}>{page.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function PagesSection({ plugin, extraPages }: Pick<DevPanelProps, 'plugin' | 'extraPages'>) {
  const navigate = useNavigate();
  const [path, setPath] = useState('');
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (path.startsWith('/')) navigate(path);
  };
  return (
    <section aria-label="Pages">
      <h3>Pages</h3>
      <PageLinks plugin={plugin} extraPages={extraPages} />
      <form className="devkit-row" onSubmit={open}>
        <label>
          Path{' '}
          <input value={path} onChange={(event) => setPath(event.target.value)} placeholder="/path?query" />
        </label>
        <button type="submit">Open</button>
      </form>
    </section>
  );
}

function OverlaysSection({ plugin, overlayPayloads }: Pick<DevPanelProps, 'plugin' | 'overlayPayloads'>) {
  if (plugin.overlays.length === 0) return null;
  return (
    <section aria-label="Overlays">
      <h3>Overlays</h3>
      <div className="devkit-row">
        {plugin.overlays.map(({ id }) => (
          <button
            type="button"
            key={id}
            onClick={() => bus.emit('overlay.open', { id, payload: overlayPayloads[id] })}
          >
            Open {id}
          </button>
        ))}
      </div>
    </section>
  );
}

function ActionsSection({ actions }: Pick<DevPanelProps, 'actions'>) {
  const signedIn = useSession((session) => session.user !== null);
  const offered = actions.filter((action) => signedIn || !action.needsPlayer);
  if (offered.length === 0) return null;
  return (
    <section aria-label="Shortcuts">
      <h3>Shortcuts</h3>
      <div className="devkit-row">
        {offered.map((action) => (
          <button type="button" key={action.label} onClick={() => runReporting(action.label, action.run)}>
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}

function LanguageSection() {
  const [locale, setCurrent] = useState(i18n.language);
  return (
    <label>
      Language{' '}
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          setCurrent(next);
          void runReporting('Language', () => setLocale(next));
        }}
      >
        {supportedLocales.map((candidate) => (
          <option key={candidate}>{candidate}</option>
        ))}
      </select>
    </label>
  );
}

function LogSection() {
  const busEvents = useStore(devState, (state) => state.busEvents);
  const problems = useStore(devState, (state) => state.problems);
  const mockProblems = useSyncExternalStore(mockCallLog.subscribe, mockCallLog.problems);
  const allProblems = [...problems, ...mockProblems];
  return (
    <>
      {allProblems.length > 0 ? (
        <section aria-label="Problems">
          <h3>Problems</h3>
          <ul className="devkit-problems">
            {allProblems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log; the same text may recur
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Bus events">
        <h3>Bus events ({busEvents.length})</h3>
        <ol className="devkit-bus-log" reversed>
          {[...busEvents].reverse().map((event) => (
            <li key={event.seq}>
              <time dateTime={event.at.toISOString()}>{event.at.toLocaleTimeString()}</time>{' '}
              <strong>{event.name}</strong> <code>{JSON.stringify(event.payload)}</code>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export function DevPanel(props: DevPanelProps) {
  const { plugin, mode } = props;
  const [open, setOpen] = useState(() => readStorage(panelOpenKey) === '1');
  const toggle = () => {
    writeStorage(panelOpenKey, open ? '0' : '1');
    setOpen(!open);
  };
  return (
    <>
      <button
        type="button"
        className="devkit-toggle"
        aria-expanded={open}
        aria-controls="devkit-panel"
        onClick={toggle}
      >
        Dev
      </button>
      <aside id="devkit-panel" className="devkit-panel" aria-label="Development tools" hidden={!open}>
        <h2>{plugin.id} · dev app</h2>
        <fieldset className="devkit-row">
          <legend>API</legend>
          {(['real', 'mock'] as const).map((candidate) => (
            <label key={candidate}>
              <input
                type="radio"
                name="devkit-api"
                checked={mode === candidate}
                onChange={() => switchApiMode(mode, candidate)}
              />{' '}
              {candidate === 'real' ? 'Reference API' : 'Mocks'}
            </label>
          ))}
        </fieldset>
        <PlayerSection mode={mode} />
        <PagesSection plugin={plugin} extraPages={props.extraPages} />
        <OverlaysSection plugin={plugin} overlayPayloads={props.overlayPayloads} />
        <ActionsSection actions={props.actions} />
        <LanguageSection />
        <LogSection />
      </aside>
    </>
  );
}
