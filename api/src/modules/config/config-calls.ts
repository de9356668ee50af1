import type { AppConfig } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { recordClientDevice } from '../events/client-devices.js';
import type { AppConfigSource } from './app-config-source.js';
import { loadCustomerServices } from './customer-services.js';
import { loadActiveTheme, loadThemeForPreview } from './themes.js';

/** What preLogin merges into the client's config at every start: small, often-read fields. */
const startupFields = [
  'lengthLimits',
  'customerServiceList',
  'h5',
  'h5ClientMode',
  'clientConfig',
  'feedbackConfig',
  'gameShowNum',
  'minRechargeStatus',
  'smsCodeSendLimit',
  'gameListVersion',
  'gameResourceUrl',
] as const satisfies readonly (keyof AppConfig)[];

/** The game list and its categories: sent by preLogin only when the client's copy is stale. */
const gameListFields = [
  'gameList',
  'gameTypeList',
  'gameBrandList',
  'gamePlatformList',
  'gameTagList',
] as const satisfies readonly (keyof AppConfig)[];

function pick<Key extends keyof AppConfig>(config: AppConfig, keys: readonly Key[]): Pick<AppConfig, Key> {
  return Object.fromEntries(keys.map((key) => [key, config[key]])) as Pick<AppConfig, Key>;
}

export function registerConfigCalls({ db, registerCall }: ModuleContext, appConfig: AppConfigSource): void {
  registerCall(apiCalls.appConfig, async () => (await appConfig.current()).config);

  registerCall(apiCalls.appTheme, async () => {
    const theme = await loadActiveTheme(db);
    if (!theme) throw new ApiError(errorCodes.unknownTheme, 'No theme is active');
    return theme;
  });

  registerCall(apiCalls.appThemePreview, async ({ body }) => {
    const theme = await loadThemeForPreview(db, body.themeViewId);
    if (!theme)
      throw new ApiError(errorCodes.unknownTheme, `themeViewId: no theme "${body.themeViewId}" to preview`);
    return theme;
  });

  registerCall(apiCalls.getCustomerServices, async () => loadCustomerServices(db));

  registerCall(
    apiCalls.preLogin,
    async ({ body, session, sentToken, clientAddress }) => {
      await recordClientDevice(db, {
        deviceId: body.deviceId,
        userId: session?.userId ?? null,
        os: body.os,
        deviceModel: body.deviceModel,
        messagingToken: body.messagingToken,
        phoneInfo: body.phoneinfoJsonModel,
        urlParams: body.urlParams,
        clientAddress,
      });
      // Spec 4: a stored token that no longer works makes the client log out.
      if (sentToken && !session)
        throw new ApiError(errorCodes.unauthorized, 'Session expired, please sign in again');
      const { config, version } = await appConfig.current();
      const gameListIsStale = body.gameListVersion !== config.gameListVersion;
      return {
        ...pick(config, startupFields),
        ...(gameListIsStale ? pick(config, gameListFields) : {}),
        maintenance: config.maintenance,
        configVersion: version,
      };
    },
    { envelope: 'code' },
  );
}
