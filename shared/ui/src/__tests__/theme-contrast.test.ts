import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Text on the theme's colours reads at WCAG AA, 4.5:1 or more (ADR 0054): every text colour on
// every surface, and each fill with the colour written on it.
const stylesheet = readFileSync(path.resolve(__dirname, '../styles.css'), 'utf8');
const rootBlock = /:root\s*\{([^}]*)\}/.exec(stylesheet)?.[1] ?? '';
const tokens = new Map(
  [...rootBlock.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map(([, name, value]) => [
    name as string,
    value as string,
  ]),
);

function rgbOf(token: string): [number, number, number] {
  const value = tokens.get(token);
  if (!value) throw new Error(`${token} is no hex colour of the theme`);
  const hex =
    value.length === 4 ? [...value.slice(1)].map((digit) => digit + digit).join('') : value.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(token: string): number {
  const [red, green, blue] = rgbOf(token).map((channel) => {
    const share = channel / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const surfaces = ['--color-bg', '--color-surface', '--color-surface-raised'];
const textColours = [
  '--color-text',
  '--color-text-muted',
  '--color-primary',
  '--color-danger',
  '--color-success',
  '--color-warning',
];
const fills: [text: string, fill: string][] = [
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-strong'],
  ['--color-on-danger', '--color-danger-strong'],
  ...[1, 2, 3, 4, 5, 6].map((theme): [string, string] => ['--color-on-vip', `--vip-tint-${theme}`]),
];
const pairs: [text: string, background: string][] = [
  ...textColours.flatMap((text) => surfaces.map((surface): [string, string] => [text, surface])),
  ...fills,
];

describe("the theme's text contrast", () => {
  it.each(pairs)('%s on %s is at least 4.5:1', (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes WCAG contrast as the standard does (white on the plain red is the 3.0:1 the issue measured)', () => {
    tokens.set('--probe-white', '#fff');
    tokens.set('--probe-red', '#ff5a6e');
    expect(contrast('--probe-white', '--probe-red')).toBeCloseTo(3.03, 2);
    expect(contrast('--probe-white', '--color-bg')).toBeGreaterThan(18);
  });
});
