import type { Theme } from '@casino/contracts';
import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import { createStore } from 'zustand/vanilla';
import { isThemeVariableName, safeImageUrl, themeVariableValue } from './theme-values';

export interface ThemeState {
  /** The applied theme's name; `null` while the built-in look is showing. */
  name: string | null;
  /** The theme's images that are not variables (`logo`, ...), as safe URLs, by key. */
  images: Readonly<Record<string, string>>;
  /** Entries dropped as unsafe, for diagnostics. */
  rejected: readonly string[];
}

export const themeStore = createStore<ThemeState>(() => ({ name: null, images: {}, rejected: [] }));

let appliedVariables: string[] = [];

/**
 * Applies a theme (spec 5): each `--` key becomes a page style variable through
 * `style.setProperty` (the only way theme data reaches CSS); image values become `url("...")`.
 * Other keys with image values are kept as images for components. Unsafe entries are dropped.
 * Variables of the previously applied theme are removed first.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const name of appliedVariables) root.style.removeProperty(name);
  appliedVariables = [];
  const images: Record<string, string> = {};
  const rejected: string[] = [];
  for (const [key, value] of Object.entries(theme.themeJsonData)) {
    if (key.startsWith('--')) {
      const cssValue = themeVariableValue(key, value);
      if (cssValue === null) {
        rejected.push(key);
        continue;
      }
      root.style.setProperty(key, cssValue);
      appliedVariables.push(key);
    } else if (!isThemeVariableName(`--${key}`)) {
      rejected.push(key);
    } else {
      const url = typeof value === 'string' ? safeImageUrl(value) : null;
      if (url) images[key] = url;
    }
  }
  themeStore.setState({ name: theme.themeName, images, rejected });
}

/**
 * Start-up step 1 (spec 4): the active theme, or with a `themeViewId` query parameter that theme's
 * preview. A theme that fails to load leaves the built-in look; start-up goes on.
 */
export async function loadTheme(search: string): Promise<void> {
  const themeViewId = new URLSearchParams(search).get('themeViewId');
  try {
    const theme = themeViewId
      ? await callApi(apiRoutes.appThemePreview, { themeViewId })
      : await callApi(apiRoutes.appTheme, {});
    applyTheme(theme);
  } catch {
    // The built-in theme variables stay in force.
  }
}
