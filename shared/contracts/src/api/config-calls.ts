import * as z from 'zod';
import { appConfigSchema } from '../entities/app-config';
import { customerServiceEntrySchema } from '../entities/customer-service';
import { eventLogItemSchema } from '../entities/event-log';
import { themeSchema } from '../entities/theme';
import { configRoutes } from './config-routes';
import { defineCall, emptyResponseSchema } from './define-call';

const appConfig = defineCall({
  ...configRoutes.appConfig,
  request: z.strictObject({}),
  response: appConfigSchema,
});

const appTheme = defineCall({
  ...configRoutes.appTheme,
  request: z.strictObject({}),
  response: themeSchema,
});

/** An unpublished theme, opened with the `themeViewId` query parameter (spec 4). */
const appThemePreview = defineCall({
  ...configRoutes.appThemePreview,
  request: z.strictObject({ themeViewId: z.string().min(1).max(64) }),
  response: themeSchema,
});

/** The customer service queue, sorted by the client. */
const getCustomerServices = defineCall({
  ...configRoutes.getCustomerServices,
  request: z.strictObject({}),
  response: z.array(customerServiceEntrySchema),
});

/**
 * A batch of analytics events, also sent by beacon when the page is hidden. The cap leaves room
 * for a backlog beyond one batch of `eventLogBatchSize`; larger backlogs go in several calls.
 */
const appEventLogClient = defineCall({
  ...configRoutes.appEventLogClient,
  request: z.strictObject({ eventList: z.array(eventLogItemSchema).min(1).max(100) }),
  response: emptyResponseSchema,
});

/** The config calls, keyed like `configRoutes`. */
export const configCalls = {
  appConfig,
  appTheme,
  appThemePreview,
  getCustomerServices,
  appEventLogClient,
} as const;
