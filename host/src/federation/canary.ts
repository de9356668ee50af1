/**
 * Which side of a remote's canary a device is on: a stable hash of the device id and the remote
 * name, 0-99. The same device lands in the same bucket on every load, so it keeps its version;
 * raising the percent only adds devices. The remote's name is mixed in so one device is not in
 * every canary at once.
 */
function canaryBucket(deviceId: string, remote: string): number {
  // FNV-1a, 32 bit: tiny, and spreads short similar strings evenly enough for a split.
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${deviceId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function isInCanary(deviceId: string, remote: string, percent: number): boolean {
  return canaryBucket(deviceId, remote) < percent;
}
