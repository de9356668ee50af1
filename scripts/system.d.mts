// Types of system.mjs for the TypeScript that imports it (the e2e suite's per-worker systems).
export interface TestSystem {
  baseUrl: string;
  /** The game studio's own origin (a separate process, framed by the app). */
  studioUrl: string;
  releaseToken: string;
  /** The operator API's bearer token (`/api/operator/v1/*`). */
  operatorToken: string;
  /** The copy of the host build the system serves; the PWA update test deploys into it. */
  hostDist: string;
  stop(): void;
}

export declare function startSystemForTests(): Promise<TestSystem>;
