import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../sms/sms-sender.js';

/**
 * Phone sign-in without a code (login type 3) is allowed only from a device that signed in to
 * the same player with an SMS code (login type 1, sending its `deviceId`) in the last 30 days.
 * The trust is not extended by code-less sign-ins, so a code is needed at least every 30 days,
 * and a password reset withdraws it from every device.
 */
const deviceTrustDays = 30;

function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

export async function trustDevice(db: Queryable, userId: number, deviceId: string, clock: Clock) {
  const now = clock();
  await db.query(
    `INSERT INTO trusted_devices (user_id, device_hash, trusted_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET trusted_at = $3, expires_at = $4`,
    [userId, hashDeviceId(deviceId), now, new Date(now.getTime() + deviceTrustDays * 24 * 60 * 60 * 1000)],
  );
}

export async function isDeviceTrusted(
  db: Queryable,
  userId: number,
  deviceId: string,
  clock: Clock,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM trusted_devices WHERE user_id = $1 AND device_hash = $2 AND expires_at > $3',
    [userId, hashDeviceId(deviceId), clock()],
  );
  return rows.length > 0;
}

export async function forgetTrustedDevices(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
}
