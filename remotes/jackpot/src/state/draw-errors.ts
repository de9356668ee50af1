import { jackpotDrawErrorCodes } from '@casino/contracts';
import { ApiError, apiErrorText, type Translation } from '@casino/platform';

const drawCodes: ReadonlySet<number> = new Set(Object.values(jackpotDrawErrorCodes));

/**
 * Why a draw failed (spec 8): 1001 to 1004 each their own message with the code, any other code
 * the draw's generic message with the code; no answer at all, the common unexpected-error text.
 */
export function drawErrorText(t: Translation<'jackpot'>['t'], error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorText(t, error);
  if (drawCodes.has(error.code)) {
    return t(`drawErrors.${error.code as 1001 | 1002 | 1003 | 1004}`, { code: error.code });
  }
  return t('drawErrors.generic', { code: error.code });
}
