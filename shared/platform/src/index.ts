export { type ActivityState, activityStore, isActivityEnabled, useActivities } from './activity-guard';
export {
  type ApiCallNameOf,
  type ApiCallOptions,
  type ApiCallRoute,
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
export {
  type AppEnvironment,
  type AppEnvironmentFacts,
  appEnvironment,
  type NativeBridge,
} from './app-environment';
export { readStorage, removeStorage, writeStorage } from './browser-storage';
export { getDeviceId } from './device-id';
export { DevicePlatform, detectPlatform } from './device-platform';
export {
  createEventLogger,
  type EventFields,
  type EventLogger,
  type EventLoggerOptions,
  type EventLogTransport,
  eventLog,
  logEvent,
} from './event-log';
export { type HeartbeatOptions, startHeartbeat } from './heartbeat';
export {
  addNamespace,
  type InitI18nOptions,
  i18n,
  initI18n,
  isSupportedLocale,
  localeBundles,
  type NamespaceLoader,
  preferredLocale,
  readLocaleCookie,
  registerNamespace,
  setLocale,
  type Translation,
  useTranslation,
} from './i18n';
export { formatMoney, toHundredths } from './money';
export { navigation, type PathNavigator, setNavigator } from './navigation';
export { readAdParams, rememberLandingParams, takeFirstLoading } from './persistent-keys';
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
