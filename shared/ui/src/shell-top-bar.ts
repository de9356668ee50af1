import { createContext, useContext } from 'react';

/**
 * Whether the app shell's top bar is on screen above this page: the route table's `hideNav`,
 * inverted, which the host provides around every page (ADR 0054). Under the top bar a page is a
 * bottom tab's own page and draws no back button; anywhere else its header brings one. Outside a
 * provider (a page's own tests, a dev app) there is no top bar.
 */
export const ShellTopBarContext = createContext(false);

export function useShellTopBar(): boolean {
  return useContext(ShellTopBarContext);
}
