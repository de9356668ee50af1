/** Moves the app to a path; the host registers one backed by its router. */
export type PathNavigator = (path: string, options: { replace: boolean }) => void;

let registeredNavigator: PathNavigator | null = null;

/**
 * Registers the router-backed navigator (the host does this once its router exists).
 * Returns a function that unregisters it again.
 */
export function setNavigator(navigator: PathNavigator): () => void {
  registeredNavigator = navigator;
  return () => {
    if (registeredNavigator === navigator) registeredNavigator = null;
  };
}

/** App-wide navigation for code that runs outside React (API client, session, remotes' stores). */
export const navigation = {
  /** Navigates through the registered router; before one is registered, with a full page load. */
  navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
    if (registeredNavigator) {
      registeredNavigator(path, { replace });
    } else if (replace) {
      location.replace(path);
    } else {
      location.assign(path);
    }
  },

  /** The current path with its query string, in the form `navigate` accepts. */
  currentPath(): string {
    return location.pathname + location.search;
  },
};
