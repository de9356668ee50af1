import * as z from 'zod';
import { maxInt4, maxMoneyAmount } from './constants';

/** Money as an integer of hundredths (1.00 is 100); only views divide by 100. */
export const hundredthsSchema = z.int().min(0);

/** An amount a request names (a deposit, a withdrawal, a channel's limit): at most `maxMoneyAmount`. */
export const moneyAmountSchema = hundredthsSchema.max(maxMoneyAmount);

/** A signed change of money in hundredths. */
export const hundredthsDeltaSchema = z.int();

/** A server-side numeric id. */
export const idSchema = z.int().positive();

/** The id of a catalogue row (a game, an activity, a VIP level, ...): a PostgreSQL `integer`. */
export const catalogueIdSchema = idSchema.max(maxInt4);

/** A count of things: never negative. */
export const countSchema = z.int().min(0);

/** The spec's on/off switches that travel as 0 or 1 (`unloginShowStatus`, `minRechargeStatus`, ...). */
export const switchSchema = z.union([z.literal(0), z.literal(1)]);

/** A moment as an ISO 8601 date-time with an offset or `Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Display order: lower sorts first. */
export const sortSchema = z.int();
