import type { LengthLimit } from '@casino/contracts';
import { ApiError, errorCodes } from '../../http/api-error.js';

/**
 * The operator's length limits from the app config, enforced here as the client enforces them
 * (spec 5). `data` tells the client which field and bounds, so it can show the error by the field.
 */
export function checkLength(field: string, value: string, limit: LengthLimit): void {
  const length = [...value].length;
  if (length < limit.min || length > limit.max) {
    const bounds = limit.min === limit.max ? `exactly ${limit.min}` : `${limit.min} to ${limit.max}`;
    throw new ApiError(errorCodes.lengthOutOfRange, `${field}: must be ${bounds} characters`, {
      field,
      min: limit.min,
      max: limit.max,
    });
  }
}
