export { type ActivityState, activityStore, isActivityEnabled, useActivities } from './activity-guard';
// Remotes call the API only through `callApi(route, body)`: the by-path client is host-only
// (`@casino/platform/host`).
export {
  type ApiCallNameOf,
  type ApiCallOptions,
  type ApiCallRoute,
  ApiError,
  ApiTimeoutError,
  callApi,
  requestTimeoutMs,
  shownAsTimeoutTip,
  uploadToApi,
} from './api-client';
export { type AppConfigState, appConfigStore, mergeAppConfig, useAppConfig } from './app-config';
export {
  type AppEnvironment,
  type AppEnvironmentFacts,
  appEnvironment,
  type NativeBridge,
} from './app-environment';
export { announceBalance, refreshRewardFlags } from './balance-and-flags';
export { readStorage, removeStorage, writeStorage } from './browser-storage';
export { type DateTimeStyle, type FormatDateTimeOptions, formatDateTime } from './date-time';
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
export {
  type AnyTranslate,
  apiErrorText,
  type FieldRefusal,
  fieldRefusalOf,
} from './forms/api-error-text';
export {
  type LengthLimit,
  type LengthLimitKey,
  lengthError,
  lengthMessage,
  useLengthLimit,
} from './forms/length-limit';
export {
  type CheckboxBinding,
  type FieldErrors,
  type Form,
  type FormOptions,
  type FormValues,
  type TextFieldBinding,
  useForm,
} from './forms/use-form';
export { type HeartbeatOptions, startHeartbeat } from './heartbeat';
export {
  addNamespace,
  type InitI18nOptions,
  i18n,
  initI18n,
  isSupportedLocale,
  type KeyPaths,
  localeBundles,
  type NamespaceLoader,
  type NamespaceName,
  preferredLocale,
  readLocaleCookie,
  registerNamespace,
  setLocale,
  type Translate,
  type TranslateOptions,
  type Translation,
  type TranslationBundles,
  type TranslationKey,
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
