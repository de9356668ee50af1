// `@casino/platform/host`: what only the host may use. Not a shared singleton: the host bundles it
// with the platform's modules it needs, which are the very modules it provides as
// `@casino/platform` (same module ids, and one copy: the host's build puts the modules both need
// in a chunk they share, shared/build `workspacePackagesChunks`), so there is one API client. A
// remote importing it would bundle a second platform: Biome refuses the import in remotes and the
// design system (biome.json).

export { keepSessionSnapshot, loadAfterLoginInfo, restoreSessionSnapshot } from './after-login-info';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestBody,
  apiClient,
  createApiClient,
} from './api-client';
