import type { Queryable } from '../../db/database.js';

export interface ClientDevice {
  deviceId: string;
  userId: number | null;
  os: string;
  deviceModel: string;
  messagingToken: string | undefined;
  phoneInfo: Record<string, unknown>;
  urlParams: Record<string, string>;
  clientAddress: string;
}

/**
 * Remembers a device by the id the client keeps for it: what it runs, its push token, the landing
 * URL's parameters (campaign attribution) and the last player seen on it.
 */
export async function recordClientDevice(db: Queryable, device: ClientDevice): Promise<void> {
  await db.query(
    `INSERT INTO client_devices (device_id, user_id, os, device_model, messaging_token, phone_info, url_params, client_address)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
     ON CONFLICT (device_id) DO UPDATE SET
       user_id = COALESCE(EXCLUDED.user_id, client_devices.user_id),
       os = EXCLUDED.os,
       device_model = EXCLUDED.device_model,
       messaging_token = COALESCE(EXCLUDED.messaging_token, client_devices.messaging_token),
       phone_info = EXCLUDED.phone_info,
       url_params = EXCLUDED.url_params,
       client_address = EXCLUDED.client_address,
       last_seen_at = now()`,
    [
      device.deviceId,
      device.userId,
      device.os,
      device.deviceModel,
      device.messagingToken ?? null,
      JSON.stringify(device.phoneInfo),
      JSON.stringify(device.urlParams),
      device.clientAddress,
    ],
  );
}
