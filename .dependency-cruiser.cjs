// The workspace's layers, enforced (`npm run check:layers`, the `boundaries` leg of
// `npm test`; ADR 0028). contracts <- bus <- platform <- ui <- host and remotes: a package imports
// only from layers below it. Remotes are independent deployables and the host loads them through
// Module Federation at run time, so no remote imports another remote or the host, and the host
// imports no remote.
//
// Paths are the resolved files: `@casino/platform` resolves through its workspace link to
// `shared/platform/src/...`.
const path = require('node:path');

/** A rule whose `comment` is the message a squad sees when it breaks it. */
function forbidden(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

const tests = '(/__tests__/|\\.test\\.tsx?$)';

module.exports = {
  forbidden: [
    forbidden(
      'remote-imports-another-remote',
      'A remote imports another remote. Remotes are released on their own trains and loaded by the ' +
        'host at run time: share through @casino/* packages, talk through the bus, navigate by appPaths.',
      { path: '^remotes/([^/]+)/' },
      { path: '^remotes/', pathNot: '^remotes/$1/' },
    ),
    forbidden(
      'remote-imports-the-host',
      'A remote imports the host. What the host gives a remote comes through @casino/platform ' +
        '(a shared singleton at run time), never from host/ files.',
      { path: '^remotes/' },
      { path: '^host/' },
    ),
    forbidden(
      'host-imports-a-remote',
      'The host imports a remote. The host loads remotes only through Module Federation at run time ' +
        '(the registry), so a remote can be released without rebuilding the host.',
      { path: '^host/' },
      { path: '^remotes/' },
    ),
    forbidden(
      'shared-imports-an-app',
      'A shared package imports the host, a remote or the API. Shared packages sit below every app.',
      { path: '^shared/' },
      { path: '^(host|remotes|api)/' },
    ),
    forbidden(
      'contracts-imports-a-package',
      'The contracts are the bottom layer: they import no other @casino package.',
      { path: '^shared/contracts/' },
      { path: '^shared/', pathNot: '^shared/contracts/' },
    ),
    forbidden(
      'bus-imports-above-contracts',
      'The bus imports only the contracts (contracts <- bus <- platform <- ui).',
      { path: '^shared/bus/' },
      { path: '^shared/', pathNot: '^shared/(bus|contracts)/' },
    ),
    forbidden(
      'platform-imports-above-bus',
      'The platform imports only the bus and the contracts (contracts <- bus <- platform <- ui).',
      { path: '^shared/platform/' },
      { path: '^shared/', pathNot: '^shared/(platform|bus|contracts)/' },
    ),
    forbidden(
      'ui-imports-above-platform',
      'The design system imports only the platform, the bus and the contracts; its gallery may use ' +
        'the build configuration.',
      { path: '^shared/ui/src/' },
      { path: '^shared/', pathNot: '^shared/(ui|platform|bus|contracts)/' },
    ),
    forbidden(
      'shipped-code-imports-tooling',
      'Code that ships to players imports development tooling (devkit, testing, build, release). ' +
        'Tests and a remote dev/ app may; page code may not.',
      { path: '^(host/src|remotes/[^/]+/src|shared/(contracts|bus|platform|ui/src))/', pathNot: tests },
      { path: '^shared/(devkit|testing|build|release)/' },
    ),
    forbidden(
      'api-imports-a-frontend-package',
      'The API shares only the contracts and the release tool with the front end.',
      { path: '^api/' },
      { path: '^(host|remotes|shared)/', pathNot: '^shared/(contracts|release)/' },
    ),
    forbidden(
      'studio-imports-the-casino',
      'The game studio is a game provider: it talks to the casino only through the seamless-wallet ' +
        'protocol (docs/game-provider-protocol.md), so it imports no casino package or app.',
      { path: '^studio/' },
      { path: '^(host|remotes|shared|api)/' },
    ),
    forbidden(
      'casino-imports-the-studio',
      'The casino imports the game studio. The studio is another party behind the GameProvider ' +
        'adapter: launch it by URL and settle through the wallet endpoint, never by import.',
      { path: '^(host|remotes|shared|api)/' },
      { path: '^studio/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dev-dist|\\.mf|test-results|playwright-report)/' },
    // Absolute, so the rules also check a fixture folder (scripts/__tests__/boundaries.test.ts).
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.base.json') },
    tsPreCompilationDeps: true,
    // Workspace packages point `exports` at their TypeScript sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: false,
  },
};
