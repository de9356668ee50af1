// Types of static-server.mjs for the TypeScript that imports it (the gallery's Chromium test).
export declare function serveDirectory(
  dir: string,
  options?: { port?: number; host?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
