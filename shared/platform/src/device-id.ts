import { readStorage, writeStorage } from './browser-storage';

const deviceIdKey = 'device_id';
let memoryDeviceId: string | null = null;

/**
 * A random id for this browser, kept in localStorage (`device_id`): sent with preLogin, and with a
 * phone login so the API can trust the device for login type 3 (phone without a code), and hashed
 * by the host to place the device in or out of a remote's canary (same side on every load). Where
 * storage is unavailable the id lasts for this page's life.
 */
export function getDeviceId(): string {
  const stored = readStorage(deviceIdKey) ?? memoryDeviceId;
  if (stored) return stored;
  const id = crypto.randomUUID();
  memoryDeviceId = id;
  writeStorage(deviceIdKey, id);
  return id;
}
