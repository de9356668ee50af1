import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findUiClassStrings, formatFindings, replacementFor } from '../../checks/ui-class-strings.mjs';

const checker = path.resolve(__dirname, '../../checks/ui-class-strings.mjs');
const workspaces: string[] = [];

/** A throw-away workspace with the given files (path -> text). */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ui-class-strings-'));
  workspaces.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of workspaces.splice(0)) rmSync(root, { recursive: true, force: true });
});

const cleanPage = [
  "import { Card, Page, Text, uiNamespace } from '@casino/ui';",
  "import styles from './vip-page.module.css';",
  "const namespace = 'ui';",
  'export default function VipPage() {',
  '  return (',
  '    <Page title="VIP" className={styles.page}>',
  '      <Card><Text tone="muted">Level 3</Text></Card>',
  '    </Page>',
  '  );',
  '}',
].join('\n');

describe('the ui- class string check', () => {
  it('finds every hand-written class outside shared/ui, with where it is and what to use instead', () => {
    const root = workspace({
      'remotes/vip/src/pages/vip-page.tsx': [
        'export function VipPage({ size }: { size: string }) {',
        '  return <section className="ui-card vip-status">',
        "    <p className='ui-text-muted'>Level</p>",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal.
        '    <a className={`ui-button ui-button--${size}`} href="/vip">Go</a>',
        '  </section>;',
        '}',
      ].join('\n'),
      'remotes/vip/src/pages/vip.css': '.vip-filters .ui-input {\n  width: 100%;\n}\n',
      'host/src/app/frame.tsx': 'export const frame = <header className="ui-top-bar" />;\n',
    });
    const findings = findUiClassStrings(root);
    expect(findings.map(({ file, line, className }) => `${file}:${line} ${className}`)).toEqual([
      'host/src/app/frame.tsx:1 ui-top-bar',
      'remotes/vip/src/pages/vip-page.tsx:2 ui-card',
      'remotes/vip/src/pages/vip-page.tsx:3 ui-text-muted',
      'remotes/vip/src/pages/vip-page.tsx:4 ui-button',
      'remotes/vip/src/pages/vip-page.tsx:4 ui-button--',
      'remotes/vip/src/pages/vip.css:1 ui-input',
    ]);
    expect(formatFindings(findings)).toContain(
      'remotes/vip/src/pages/vip-page.tsx:2:30  ui-card  ->  use <Card>',
    );
    expect(findings.find(({ className }) => className === 'ui-top-bar')?.use).toMatch(/host-only/);
    expect(findings.find(({ file }) => file.endsWith('.css'))?.use).toMatch(/CSS Module/);
  });

  it('passes a clean tree, and never reads the design system itself or build output', () => {
    const root = workspace({
      'remotes/vip/src/pages/vip-page.tsx': cleanPage,
      'remotes/vip/src/pages/vip-page.module.css': '.page {\n  gap: var(--space-4);\n}\n',
      'shared/ui/src/card.tsx': 'export const card = <section className="ui-card" />;\n',
      'remotes/vip/dist/main.js': 'e.className="ui-card"',
      'remotes/vip/node_modules/x/index.js': 'e.className="ui-card"',
    });
    expect(findUiClassStrings(root)).toEqual([]);
  });

  it('names the component for each family of classes, the most specific first', () => {
    expect(replacementFor('ui-list__link')).toBe('<ListLink>');
    expect(replacementFor('ui-list')).toBe('<List>');
    expect(replacementFor('ui-page__title')).toBe('<Page title={...}>');
    expect(replacementFor('ui-page--centered')).toBe('<Page centered>');
    expect(replacementFor('ui-form-error')).toBe('<FormError>');
    expect(replacementFor('ui-chips')).toBe('<ChipGroup>');
    expect(replacementFor('ui-segmented__item')).toBe('<SegmentedTabs>');
    expect(replacementFor('ui-something-new')).toMatch(/gallery/);
  });

  it('as a command, reports and passes by default, and fails with --strict', () => {
    const dirty = workspace({ 'remotes/a/src/page.tsx': 'export const a = <p className="ui-notice" />;\n' });
    const report = spawnSync(process.execPath, [checker, '--root', dirty], { encoding: 'utf8' });
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('remotes/a/src/page.tsx:1:32  ui-notice  ->  use <Notice>');

    const strict = spawnSync(process.execPath, [checker, '--root', dirty, '--strict'], { encoding: 'utf8' });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('1 hand-written ui- class string(s) in 1 file(s) outside shared/ui');

    const clean = workspace({ 'remotes/a/src/page.tsx': cleanPage });
    expect(spawnSync(process.execPath, [checker, '--root', clean, '--strict']).status).toBe(0);
  }, 30_000);
});
