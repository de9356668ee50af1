import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { devAppConfig } from '../index.mjs';

// Two packages with the same file name and the same local class: what two remotes' pages would
// have. Built with the shared configuration in production mode, as they are published.
const fixtureRoot = mkdtempSync(path.join(tmpdir(), 'casino-css-modules-'));

interface BuiltPackage {
  script: string;
  styles: string;
}

function writePackage(name: string): string {
  const dir = path.join(fixtureRoot, name);
  mkdirSync(path.join(dir, 'dev'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@fixture/${name}` }));
  writeFileSync(path.join(dir, 'dev/card.module.css'), '.title { color: red; }\n');
  writeFileSync(path.join(dir, 'dev/global.css'), '.plain-global { color: blue; }\n');
  // Plain JavaScript (the entry is named as the dev app convention wants it).
  writeFileSync(
    path.join(dir, 'dev/main.tsx'),
    [
      "import styles from './card.module.css';",
      "import './global.css';",
      'window.fixtureClassNames = styles;',
      '',
    ].join('\n'),
  );
  return dir;
}

async function build(dir: string): Promise<BuiltPackage> {
  const config = devAppConfig({ dir, mode: 'production', title: path.basename(dir) });
  await new Promise<void>((resolve, reject) =>
    webpack({ ...config, devtool: false }, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  const output = path.join(dir, 'dev-dist');
  const read = (extension: string) =>
    readdirSync(output)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(path.join(output, file), 'utf8'))
      .join('\n');
  return { script: read('.js'), styles: read('.css') };
}

/** The hashed name `.title` got: read from the emitted stylesheet, the only place it is defined. */
function hashedTitle(styles: string): string {
  const names = [...styles.matchAll(/\.([A-Za-z_][\w-]*)\{color:(?:red|#f00)/g)].map((match) => match[1]);
  expect(names).toHaveLength(1);
  return names[0] as string;
}

let first: BuiltPackage;
let second: BuiltPackage;

beforeAll(async () => {
  first = await build(writePackage('first'));
  second = await build(writePackage('second'));
}, 120_000);

afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

describe('CSS Modules in the shared webpack configuration', () => {
  it('renames the classes of a *.module.css file and hands the names to the importing module', () => {
    const title = hashedTitle(first.styles);
    expect(title).not.toBe('title');
    // The default export maps the local name to the hashed one.
    expect(first.script).toMatch(new RegExp(`title:"${title}"`));
  });

  it('gives two packages different names for the same file and class, so remotes never clash', () => {
    expect(hashedTitle(first.styles)).not.toBe(hashedTitle(second.styles));
  });

  it('leaves plain .css files global: the design system classes keep their names', () => {
    expect(first.styles).toContain('.plain-global{');
    expect(second.styles).toContain('.plain-global{');
  });
});
