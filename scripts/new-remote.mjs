#!/usr/bin/env node
// `node scripts/new-remote.mjs <name> [--dir <folder>]`: a new remote on the squad kit, in
// remotes/<name> (or <folder>/<name>): its package (own version, `casino` block), webpack and
// vitest configs, a plugin with one real page, en-US and fil-PH, a plugin-contract test, a page
// test on the typed mocks, a dev app (`pnpm start`) and a README. It builds, tests, runs alone and
// publishes as it is; the squad replaces the example page with its own.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const usage = `usage: node scripts/new-remote.mjs <name> [--dir <folder>]
  <name>  lower-case words joined by '-', e.g. lucky-wheel: the remote, its route /<name>,
          its package @casino/remote-<name>
  --dir   where to create it (default: remotes/, which the workspace picks up)`;

/** Where each third-party dependency's version comes from: the package that already pins it. */
const pinnedBy = {
  react: 'shared/platform',
  'react-router-dom': 'shared/ui',
  zustand: 'shared/platform',
  i18next: 'shared/platform',
  rxjs: 'shared/bus',
  '@tanstack/react-query': 'shared/platform',
  'react-dom': 'shared/ui',
  webpack: 'shared/build',
  'webpack-cli': 'host',
};

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function pinnedVersion(dependency) {
  const manifest = readJson(path.join(root, pinnedBy[dependency], 'package.json'));
  const version = manifest.dependencies?.[dependency] ?? manifest.devDependencies?.[dependency];
  if (!version) throw new Error(`${pinnedBy[dependency]}/package.json no longer pins ${dependency}`);
  return version;
}

function pinned(...dependencies) {
  return Object.fromEntries(dependencies.map((dependency) => [dependency, pinnedVersion(dependency)]));
}

const workspaceDependency = (...names) => Object.fromEntries(names.map((name) => [name, 'workspace:*']));

/** `lucky-wheel` -> `luckyWheel` (the i18n namespace), `LuckyWheel`, `Lucky wheel` (the title). */
function namesOf(name) {
  const words = name.split('-');
  const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
  return {
    namespace: words[0] + capitalised.slice(1).join(''),
    title: [capitalised[0], ...words.slice(1)].join(' '),
  };
}

/** Route prefixes other remotes already own: a new remote must not claim the same one. */
function ownedPrefixes() {
  const remotesDir = path.join(root, 'remotes');
  const owners = new Map();
  for (const entry of readdirSync(remotesDir, { withFileTypes: true })) {
    const manifest = path.join(remotesDir, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    for (const prefix of readJson(manifest).casino?.routePrefixes ?? []) owners.set(prefix, entry.name);
  }
  return owners;
}

function packageJson(name) {
  return {
    name: `@casino/remote-${name}`,
    version: '0.1.0',
    private: true,
    description: `The ${namesOf(name).title} remote.`,
    type: 'module',
    scripts: { build: 'webpack --mode production', start: 'casino-dev', test: 'vitest run' },
    dependencies: {
      ...pinned('react', 'react-router-dom', 'zustand', 'i18next', 'rxjs', '@tanstack/react-query'),
      ...workspaceDependency('@casino/contracts', '@casino/bus', '@casino/platform', '@casino/ui'),
    },
    devDependencies: {
      ...workspaceDependency('@casino/build', '@casino/devkit', '@casino/testing'),
      ...pinned('webpack', 'webpack-cli', 'react-dom'),
    },
    casino: { remote: name, routePrefixes: [`/${name}`], overlays: [] },
  };
}

function files(name) {
  const { namespace, title } = namesOf(name);
  return {
    'package.json': `${JSON.stringify(packageJson(name), null, 2)}\n`,
    'webpack.config.mjs': `import path from 'node:path';
import { remoteConfig } from '@casino/build';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default (_env, argv) => remoteConfig({ dir, mode: argv.mode ?? 'production' });
`,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';

// The remote's own test run (\`pnpm --filter <remote> test\`), independent of the workspace's.
export default defineConfig({ test: { environment: 'jsdom' } });
`,
    'src/plugin.ts': `import { defineRemotePlugin, localeBundles } from '@casino/platform';
import type enUs from './i18n/en-us';

/** The ${name} remote's public face: its routes, overlays, bus events and translations. */
export default defineRemotePlugin({
  id: '${name}',
  routes: [
    {
      path: '/${name}',
      guard: 'auth',
      titleKey: 'pages.home.title',
      load: () => import('./pages/home-page'),
    },
  ],
  overlays: [],
  events: { emits: [], consumes: [] },
  i18n: {
    namespace: '${namespace}',
    load: localeBundles({
      'en-US': () => import('./i18n/en-us'),
      'fil-PH': () => import('./i18n/fil-ph'),
    }),
  },
});

declare module '@casino/platform' {
  /** The keys of \`useTranslation('${namespace}')\`: a key the en-US bundle lacks is a type error. */
  interface TranslationBundles {
    ${namespace}: typeof enUs;
  }
}
`,
    'src/api/refresh-data.ts': `import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';

// One file per API call: the query's options (key \`['${name}', 'refreshData', {}]\`) and its hook.
// By route: the route table travels in this remote's bundle, so a call newer than the host works.
export const standingQuery = () => apiQueryOptions('${name}', apiRoutes.refreshData, {});
export const useStanding = () => useQuery(standingQuery());
`,
    'src/pages/home-page.tsx': `import { formatMoney, useTranslation } from '@casino/platform';
import { ErrorPanel, Skeleton } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';
import { useStanding } from '../api/refresh-data';

/** \`/${name}\`: the player's balance and VIP level, from the API. */
export default function HomePage() {
  const { t } = useTranslation('${namespace}');
  const standing = useStanding();

  return (
    <SectionPage title={t('pages.home.title')} intro={t('pages.home.intro')}>
      {standing.isError ? (
        <ErrorPanel
          title={t('loadFailed')}
          actionLabel={t('retry')}
          onAction={() => void standing.refetch()}
        />
      ) : standing.data ? (
        <dl aria-label={t('standing.label')}>
          <dt>{t('standing.balance')}</dt>
          <dd>{formatMoney(standing.data.coin)}</dd>
          <dt>{t('standing.vipLevel')}</dt>
          <dd>{t('standing.vipValue', { level: standing.data.vip })}</dd>
        </dl>
      ) : (
        <Skeleton height={96} />
      )}
    </SectionPage>
  );
}
`,
    'src/i18n/en-us.ts': `/** The ${namespace} namespace in English (en-US), the reference every locale follows. */
export default {
  pages: {
    home: {
      title: '${title}',
      intro: 'Your balance and VIP level, as the API reports them.',
    },
  },
  standing: {
    label: 'Your standing',
    balance: 'Balance',
    vipLevel: 'VIP level',
    vipValue: 'VIP {{level}}',
  },
  loadFailed: 'Your balance could not be loaded.',
  retry: 'Retry',
};
`,
    'src/i18n/fil-ph.ts': `import type enUs from './en-us';

/** The ${namespace} namespace in Filipino (fil-PH); every en-US key, same placeholders. */
export default {
  pages: {
    home: {
      title: '${title}',
      intro: 'Ang iyong balanse at VIP level, ayon sa API.',
    },
  },
  standing: {
    label: 'Ang iyong katayuan',
    balance: 'Balanse',
    vipLevel: 'VIP level',
    vipValue: 'VIP {{level}}',
  },
  loadFailed: 'Hindi ma-load ang iyong balanse.',
  retry: 'Subukan muli',
} satisfies typeof enUs;
`,
    'src/__tests__/plugin-contract.test.ts': `import { remotePluginContract } from '@casino/testing';
import packageJson from '../../package.json';

remotePluginContract(packageJson, () => import('../plugin'));
`,
    'src/pages/__tests__/home-page.test.tsx': `import { apiRoutes } from '@casino/contracts';
import { aPlayer, aStanding, mockCall, mockCallError } from '@casino/devkit/mocks';
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { addNamespace, configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../dev/mock-api';
import enUs from '../../i18n/en-us';
import HomePage from '../home-page';

// The same mocked calls as the dev app's "Mocks" mode; each test adds what it needs.
const api = setUpMockApi(...mockApi());

beforeAll(async () => {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('${namespace}', 'en-US', enUs);
});
beforeEach(() => sessionStore.setState({ token: 'token', user: aPlayer() }));
afterEach(() => {
  cleanup();
  // One QueryClient for the whole app: each test starts with nothing cached.
  queryClient.clear();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/${name}']}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('the ${name} page', () => {
  it('shows the balance and VIP level the API reports', async () => {
    api.use(mockCall(apiRoutes.refreshData, () => aStanding(aPlayer({ coin: 123_456, vip: 3 }))));
    renderPage();
    const list = await screen.findByLabelText('Your standing');
    expect(within(list).getByText('₱1,234.56')).toBeTruthy();
    expect(within(list).getByText('VIP 3')).toBeTruthy();
    expect(api.bodiesOf(apiRoutes.refreshData)).toHaveLength(1);
  });

  it('explains a failed load, and loads again on Retry', async () => {
    // A refusal, not a transient failure: the data layer does not retry it on its own.
    api.use(mockCallError(apiRoutes.refreshData, 403, 'Not allowed', null, { once: true }));
    renderPage();
    // Waits on the text (a cheap query), then finds the button by role once.
    await screen.findByText('Your balance could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Your standing')).toBeTruthy();
    expect(screen.queryByText('Your balance could not be loaded.')).toBeNull();
  });
});
`,
    'dev/mock-api.ts': `// The remote's calls on the typed mocks (\`@casino/devkit/mocks\`): the dev app's "Mocks" mode
// answers with them and the page tests start from them, so both see the same API.
import { apiRoutes } from '@casino/contracts';
import { aStanding, mockCall } from '@casino/devkit/mocks';

export function mockApi() {
  return [mockCall(apiRoutes.refreshData, () => aStanding())];
}
`,
    'dev/main.tsx': `// The ${name} remote alone (\`pnpm start\`): the dev kit plays the host.
import { createDevApp } from '@casino/devkit';
import plugin from '../src/plugin';
import { mockApi } from './mock-api';

void createDevApp({ plugin, mocks: mockApi() });
`,
    'README.md': `# @casino/remote-${name}

${title}: made by \`node scripts/new-remote.mjs ${name}\`. Replace this README's lines as the
remote grows: what it owns, its bus events, how to run and test it.

## What it owns

- \`/${name}\` (guard \`auth\`): the example page, the player's balance and VIP level.

No overlays, no bus events yet. The plugin is \`src/plugin.ts\`; pages are lazy chunks in
\`src/pages/\`; one file per API call in \`src/api/\` (query options and hook on
\`@casino/platform/query\`); translations in \`src/i18n/\` (en-US and fil-PH, every key in both,
keys typed through \`TranslationBundles\`). The squad guide (docs/squad-guide.md) has the rest.

## Run it alone

\`\`\`sh
pnpm --filter @casino/api build                   # once: the API the dev app talks to
pnpm --filter @casino/remote-${name} start         # http://localhost:8091 (DEV_PORT to change)
\`\`\`

\`dev/main.tsx\` is the dev app (\`createDevApp\`, ARCHITECTURE.md "The dev kit"): the real platform,
a signed-in test player, the plugin's routes with their guards, a dev menu with the bus log, and a
switch to the typed mocks of \`dev/mock-api.ts\`. It rebuilds and reloads on every change.

## Build, test, publish

\`\`\`sh
pnpm --filter @casino/remote-${name} build   # dist/: remoteEntry, mf-manifest, page chunks
pnpm --filter @casino/remote-${name} test    # the plugin contract, the page on the typed mocks
node shared/release/dist/cli.mjs publish remotes/${name} --store var/store
\`\`\`

Add the remote's routes to the ownership table in ARCHITECTURE.md. Bump \`version\` in
\`package.json\` before each publish: published versions are immutable.
`,
  };
}

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dir: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [name, ...extra] = positionals;
  if (values.help || !name || extra.length > 0) throw new Error(usage);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}" is not a remote name: lower-case words joined by '-'\n${usage}`);
  }
  const owner = ownedPrefixes().get(`/${name}`);
  if (owner) throw new Error(`/${name} is already a route prefix of remotes/${owner}`);
  const parent = path.resolve(values.dir ?? path.join(root, 'remotes'));
  const target = path.join(parent, name);
  if (existsSync(target)) throw new Error(`${target} already exists`);

  for (const [file, content] of Object.entries(files(name))) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), content);
  }
  const shown = path.relative(process.cwd(), target) || '.';
  console.log(`Created ${shown} (@casino/remote-${name} 0.1.0). Next:
  pnpm install                                   # links it into the workspace
  pnpm --filter @casino/remote-${name} test
  pnpm --filter @casino/remote-${name} start     # alone, in watch mode
  pnpm --filter @casino/remote-${name} build     # then publish it (its README)`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
