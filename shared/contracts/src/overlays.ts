import * as z from 'zod';
import { propAwardSchema } from './entities/prop-award';

export const rewardOverlayPayloadSchema = z.object({ awards: z.array(propAwardSchema).min(1) });
export type RewardOverlayPayload = z.infer<typeof rewardOverlayPayloadSchema>;

export const vipGiftOverlayPayloadSchema = z.object({
  /** Opened in a new tab (noopener) after the user id is copied; http(s) only. */
  shareUrl: z.url({ protocol: /^https?$/ }),
});
export type VipGiftOverlayPayload = z.infer<typeof vipGiftOverlayPayloadSchema>;

export const activityPopupPayloadSchema = z.object({ activityTypeId: z.int().positive() });
export type ActivityPopupPayload = z.infer<typeof activityPopupPayloadSchema>;
