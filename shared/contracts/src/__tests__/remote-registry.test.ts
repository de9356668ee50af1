import { describe, expect, it } from 'vitest';
import { registryDocumentSchema } from '../remote-registry';

function walletEntry() {
  return {
    version: '1.4.0',
    manifestUrl: '/remotes/wallet/1.4.0/mf-manifest.json',
    routePrefixes: ['/wallets', '/withdrawal'],
    overlays: [],
    history: [
      {
        version: '1.3.2',
        manifestUrl: '/remotes/wallet/1.3.2/mf-manifest.json',
        activatedAt: '2025-01-10T08:00:00Z',
      },
      {
        version: '1.4.0',
        manifestUrl: '/remotes/wallet/1.4.0/mf-manifest.json',
        activatedAt: '2025-02-01T03:00:00.000+08:00',
      },
    ],
  };
}

function goodDocument() {
  return {
    schemaVersion: 1,
    updatedAt: '2025-02-01T03:00:00Z',
    remotes: {
      wallet: walletEntry(),
      jackpot: {
        version: '2.0.0-rc.1+build.7',
        manifestUrl: 'https://cdn.example.com/remotes/jackpot/2.0.0-rc.1+build.7/mf-manifest.json',
        routePrefixes: ['/activity/jackpot'],
        overlays: ['lucky-jackpot', 'jackpot-bubble'],
        history: [],
      },
      activities: { ...walletEntry(), routePrefixes: ['/activity', '/rank'], overlays: ['startup-popups'] },
    },
  };
}

describe('registryDocumentSchema', () => {
  it('accepts a well-formed document where only some remotes are published', () => {
    expect(registryDocumentSchema.safeParse(goodDocument()).success).toBe(true);
  });

  it('accepts what the release tool writes: the host, requirements, a canary and actions in the history', () => {
    const entry = walletEntry();
    const document = {
      ...goodDocument(),
      host: {
        version: '1.0.0',
        provides: { react: '19.3.1' },
        activatedAt: '2024-05-01T10:00:00.000Z',
        history: [{ version: '1.0.0', activatedAt: '2024-05-01T10:00:00.000Z' }],
      },
      remotes: {
        wallet: {
          ...entry,
          requires: { react: '^19.3.1' },
          canary: {
            version: '1.3.0',
            manifestUrl: '/remotes/wallet/1.3.0/mf-manifest.json',
            percent: 50,
            startedAt: '2024-05-03T10:00:00.000Z',
          },
          history: entry.history.map((line) => ({ ...line, action: 'publish' })),
        },
      },
    };
    expect(registryDocumentSchema.safeParse(document).success).toBe(true);
    const wholeCanary = {
      ...document.remotes.wallet,
      canary: { ...document.remotes.wallet.canary, percent: 100 },
    };
    expect(registryDocumentSchema.safeParse({ ...document, remotes: { wallet: wholeCanary } }).success).toBe(
      false,
    );
  });

  it('rejects a document without its schema version or update time', () => {
    const { schemaVersion: _schemaVersion, ...withoutVersion } = goodDocument();
    const { updatedAt: _updatedAt, ...withoutUpdatedAt } = goodDocument();
    expect(registryDocumentSchema.safeParse(withoutVersion).success).toBe(false);
    expect(registryDocumentSchema.safeParse(withoutUpdatedAt).success).toBe(false);
    expect(registryDocumentSchema.safeParse({ ...goodDocument(), schemaVersion: 2 }).success).toBe(false);
  });

  it('rejects a remote entry missing its manifest URL or history', () => {
    const { manifestUrl: _manifestUrl, ...withoutManifest } = walletEntry();
    const { history: _history, ...withoutHistory } = walletEntry();
    for (const wallet of [withoutManifest, withoutHistory]) {
      const result = registryDocumentSchema.safeParse({ ...goodDocument(), remotes: { wallet } });
      expect(result.success).toBe(false);
    }
  });

  it.each(['wallets', '/', '/wallets/', '/wal lets', ''])('rejects the route prefix "%s"', (prefix) => {
    const wallet = { ...walletEntry(), routePrefixes: [prefix] };
    const result = registryDocumentSchema.safeParse({ ...goodDocument(), remotes: { wallet } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['remotes', 'wallet', 'routePrefixes', 0]);
  });

  it('rejects versions that are not semver and update times that are not ISO dates', () => {
    const badVersion = { ...goodDocument(), remotes: { wallet: { ...walletEntry(), version: '1.4' } } };
    expect(registryDocumentSchema.safeParse(badVersion).success).toBe(false);
    expect(registryDocumentSchema.safeParse({ ...goodDocument(), updatedAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('rejects a remote the product does not have', () => {
    const document = { ...goodDocument(), remotes: { casino: walletEntry() } };
    expect(registryDocumentSchema.safeParse(document).success).toBe(false);
  });

  it('rejects two remotes claiming the same route prefix or overlay', () => {
    const samePrefix = goodDocument();
    samePrefix.remotes.jackpot.routePrefixes.push('/wallets');
    const sameOverlay = goodDocument();
    sameOverlay.remotes.activities.overlays.push('lucky-jackpot');

    const prefixResult = registryDocumentSchema.safeParse(samePrefix);
    expect(prefixResult.success).toBe(false);
    expect(prefixResult.error?.issues[0]?.message).toBe(
      'route /wallets is claimed by both wallet and jackpot',
    );
    expect(registryDocumentSchema.safeParse(sameOverlay).success).toBe(false);
  });
});
