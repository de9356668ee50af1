import type { ApiRoute } from './routes';

/** The config calls' addresses; their shapes are in `config-calls.ts`. */
export const configRoutes = {
  appConfig: { path: '/anonymous/appConfig', public: true },
  appTheme: { path: '/anonymous/appTheme', public: true },
  appThemePreview: { path: '/anonymous/appThemePreview', public: true },
  getCustomerServices: { path: '/app/v1/getCustomerServices', public: true },
  appEventLogClient: { path: '/anonymous/appEventLogClient', public: true },
} as const satisfies Record<string, ApiRoute>;
