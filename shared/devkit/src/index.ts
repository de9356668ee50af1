// Development only: import from a remote's `dev/` folder and tests, never from `src/`.
export type { ApiMode } from './dev-app/api-mode';
export { createDevApp, type DevAppOptions } from './dev-app/create-dev-app';
export { devApiPost } from './dev-app/dev-api';
export type { DevAction } from './dev-app/dev-panel';
export type { DevPage } from './dev-app/dev-routes';
