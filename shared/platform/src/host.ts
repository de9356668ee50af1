// `@casino/platform/host`: what only the host may use. Not a shared singleton: the host bundles it
// with its own copy of the platform's modules, which are the very modules it provides as
// `@casino/platform`, so there is still one API client. A remote importing it would bundle a second
// platform: Biome refuses the import in remotes and the design system (biome.json).

export { loadAfterLoginInfo } from './after-login-info';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestBody,
  apiClient,
  createApiClient,
} from './api-client';
