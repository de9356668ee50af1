import * as z from 'zod';
import { appConfigSchema } from '../entities/app-config';
import { customerServiceEntrySchema } from '../entities/customer-service';
import { eventLogItemSchema } from '../entities/event-log';
import { themeSchema } from '../entities/theme';
import { defineCall, emptyResponseSchema } from './define-call';
import { apiRoutes } from './routes';

export const appConfig = defineCall({
  ...apiRoutes.appConfig,
  request: z.strictObject({}),
  response: appConfigSchema,
});

export const appTheme = defineCall({
  ...apiRoutes.appTheme,
  request: z.strictObject({}),
  response: themeSchema,
});

/** An unpublished theme, opened with the `themeViewId` query parameter (spec 4). */
export const appThemePreview = defineCall({
  ...apiRoutes.appThemePreview,
  request: z.strictObject({ themeViewId: z.string().min(1).max(64) }),
  response: themeSchema,
});

/** The customer service queue, sorted by the client. */
export const getCustomerServices = defineCall({
  ...apiRoutes.getCustomerServices,
  request: z.strictObject({}),
  response: z.array(customerServiceEntrySchema),
});

/**
 * A batch of analytics events, also sent by beacon when the page is hidden. The cap leaves room
 * for a backlog beyond one batch of `eventLogBatchSize`; larger backlogs go in several calls.
 */
export const appEventLogClient = defineCall({
  ...apiRoutes.appEventLogClient,
  request: z.strictObject({ eventList: z.array(eventLogItemSchema).min(1).max(100) }),
  response: emptyResponseSchema,
});
