import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectAppFrame } from './fixtures';
import type { TestSystem } from './system';

// The release tool against a worker's system (release.spec.ts, ops-console.spec.ts): test versions
// are copies of the built wallet with another version in release.json.

const root = fileURLToPath(new URL('../../', import.meta.url));
const releaseCli = path.join(root, 'shared/release/dist/cli.mjs');
const walletDist = path.join(root, 'remotes/wallet/dist');

export interface WalletEntry {
  version: string;
  canary?: { version: string; percent: number };
  history: { version: string; action?: string }[];
}

/** The release tool against the worker's system, with the token only that system knows. */
export function release(system: TestSystem, ...args: string[]) {
  const result = spawnSync(process.execPath, [releaseCli, ...args, '--server', system.baseUrl], {
    encoding: 'utf8',
    env: { ...process.env, RELEASE_TOKEN: system.releaseToken },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface ReleaseStatus {
  host: { version: string; provides: Record<string, string> };
  remotes: { wallet: WalletEntry };
}

export async function releaseStatus(request: APIRequestContext, system: TestSystem): Promise<ReleaseStatus> {
  const response = await request.get('/api/release/status', {
    headers: { authorization: `Bearer ${system.releaseToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

export async function walletStatus(request: APIRequestContext, system: TestSystem): Promise<WalletEntry> {
  return (await releaseStatus(request, system)).remotes.wallet;
}

/** A wallet version not in the store yet: the next free patch above the active version. */
export async function unusedWalletVersion(request: APIRequestContext, system: TestSystem): Promise<string> {
  const [major, minor, patch] =
    (await walletStatus(request, system)).version.split('-')[0]?.split('.').map(Number) ?? [];
  for (let next = (patch ?? 0) + 1; ; next += 1) {
    const version = `${major}.${minor}.${next}`;
    if ((await request.get(`/remotes/wallet/${version}/mf-manifest.json`)).status() === 404) return version;
  }
}

/** A copy of the built wallet released as `version` (optionally needing other shared versions). */
export function walletVariant(version: string, requires: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-wallet-variant-'));
  cpSync(walletDist, dir, { recursive: true });
  const description = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  description.version = version;
  Object.assign(description.requires, requires);
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(description));
  return dir;
}

export function publishVariant(system: TestSystem, version: string, ...options: string[]) {
  const dir = walletVariant(version);
  try {
    return release(system, 'publish', dir, ...options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the wallet and answers which version's files the page loaded and which one it shows. */
export async function openWallet(page: Page, path = '/wallets') {
  const walletFiles: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/wallet\/([^/]+)\//.exec(request.url());
    if (match?.[1]) walletFiles.push(match[1]);
  });
  await page.goto(path);
  await expectAppFrame(page);
  const section = page.locator('[data-remote="wallet"]');
  await expect(section).toBeVisible();
  return { section, walletFiles };
}
