import type { Theme } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, themeStore } from '../apply-theme';
import { isImageValue, safeImageUrl, themeVariableValue } from '../theme-values';

const theme = (themeJsonData: Record<string, string>): Theme => ({
  themeName: 'test',
  themeDomian: '',
  themeJsonData,
});

/** Every property of the root's inline style, and every style sheet rule of the document. */
function pageStyleSnapshot() {
  const root = document.documentElement;
  const inline = Array.from(root.style, (name) => [name, root.style.getPropertyValue(name)]);
  return {
    inline: Object.fromEntries(inline),
    sheets: document.styleSheets.length,
    headHtml: document.head.innerHTML,
    bodyHtml: document.body.innerHTML,
  };
}

beforeEach(() => {
  document.documentElement.removeAttribute('style');
  applyTheme(theme({}));
});

describe('theme values (spec 5)', () => {
  it.each(['png', 'jpg', 'jpeg', 'svg', 'gif', 'bmp', 'webp', 'tif', 'tiff', 'PNG'])(
    'counts a .%s value as an image',
    (extension) => {
      expect(isImageValue(`https://cdn.example/banner.${extension}?v=2`)).toBe(true);
    },
  );

  it('does not count colours, gradients or other files as images', () => {
    for (const value of ['#ff0000', 'linear-gradient(#000, #fff)', 'https://cdn.example/x.js', 'png']) {
      expect(isImageValue(value)).toBe(false);
    }
  });

  it('accepts only http(s), same-origin and image data URLs for images', () => {
    expect(safeImageUrl('/img/logo.png', 'https://casino.example/')).toBe(
      'https://casino.example/img/logo.png',
    );
    expect(safeImageUrl('javascript:alert(1)//.png')).toBeNull();
    expect(safeImageUrl('data:text/html,<script>alert(1)</script>.png')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toBe(
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    );
  });

  it('quotes an image URL so it cannot end its url()', () => {
    expect(
      themeVariableValue('--bg-image', 'https://cdn.example/a") ;}body{color:red}/x.png', 'https://x/'),
    ).toBe('url("https://cdn.example/a%22)%20;%7Dbody%7Bcolor:red%7D/x.png")');
  });
});

describe('applying a theme', () => {
  it('turns -- keys into page style variables and keeps other images for components', () => {
    applyTheme(
      theme({
        '--color-primary': '#ff0000',
        '--hero-image': 'https://cdn.example/hero.webp',
        logo: 'https://cdn.example/logo.svg',
        title: 'Royal',
      }),
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#ff0000');
    expect(style.getPropertyValue('--hero-image')).toBe('url("https://cdn.example/hero.webp")');
    expect(themeStore.getState().images).toEqual({ logo: 'https://cdn.example/logo.svg' });
  });

  it('removes the variables of the theme it replaces', () => {
    applyTheme(theme({ '--color-primary': '#ff0000' }));
    applyTheme(theme({ '--color-bg': '#000000' }));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#000000');
  });

  it('lets a malicious theme change nothing but its own safe variables', () => {
    const before = pageStyleSnapshot();
    applyTheme(
      theme({
        '--color-primary': '#123456',
        '--color-bg': 'red;} body { display: none } :root {',
        '--color-text': 'red; background-image: url(https://evil.example/track)',
        '--color-surface': 'url(javascript:alert(1))',
        '--color-border': '</style><script>window.pwned = true</script>',
        '--color-danger': 'expression(alert(1))',
        '--color-success': 'red /* */',
        '--logo-image': 'javascript:alert(1)//x.png',
        '--bad;name': 'red',
        '--x}body{color:red}': 'red',
        'logo</style>': 'https://cdn.example/a.png',
      }),
    );
    const after = pageStyleSnapshot();
    expect(after.inline).toEqual({ ...before.inline, '--color-primary': '#123456' });
    expect(after.sheets).toBe(before.sheets);
    expect(after.headHtml).toBe(before.headHtml);
    expect(after.bodyHtml).toBe(before.bodyHtml);
    expect((window as Window & { pwned?: boolean }).pwned).toBeUndefined();
    expect(themeStore.getState().images).toEqual({});
    expect(themeStore.getState().rejected).toHaveLength(10);
  });
});
