export { type ActivityState, activityStore, isActivityEnabled, useActivities } from './activity-guard';
export {
  type ApiCallOptions,
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type ApiRequestBody,
  ApiTimeoutError,
  apiClient,
  callApi,
  createApiClient,
  requestTimeoutMs,
} from './api-client';
export { type AppConfigState, appConfigStore, mergeAppConfig, useAppConfig } from './app-config';
export { DevicePlatform, detectPlatform } from './device-platform';
export {
  addNamespace,
  type InitI18nOptions,
  i18n,
  initI18n,
  readLocaleCookie,
  setLocale,
  type Translation,
  useTranslation,
} from './i18n';
export { formatMoney, toHundredths } from './money';
export { navigation, type PathNavigator, setNavigator } from './navigation';
export { configurePlatform, type PlatformConfig, platformInstanceId } from './platform-config';
export * from './remote-plugin';
export { type SavedAccount, savedAccountCredentials } from './saved-account-credentials';
export {
  isLoggedIn,
  type LogoutReason,
  logout,
  onLogoutReset,
  type SessionState,
  sessionStore,
  useSession,
  type VipInfo,
  watchCrossTabLogout,
} from './session';
