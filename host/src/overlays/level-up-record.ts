/** localStorage: the highest VIP level celebrated, per player id, on this device. */
const celebratedKey = 'vip_level_celebrated';

type CelebratedLevels = Record<string, number>;

function readCelebrated(): CelebratedLevels {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(celebratedKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

function writeCelebrated(levels: CelebratedLevels): void {
  try {
    localStorage.setItem(celebratedKey, JSON.stringify(levels));
  } catch {
    // Without storage a level may be celebrated again on another start: harmless.
  }
}

/**
 * The level to celebrate now, if any, for a player seen at `level`: one above the highest this
 * device celebrated for them. It is recorded at once, so each level is celebrated once per player,
 * not on every reload; a relegated player promoted back is not celebrated twice for the same
 * level. The first time a device sees a player, their level is recorded without a celebration
 * (it was reached before, elsewhere).
 */
export function levelToCelebrate(userId: number, level: number): number | null {
  const celebrated = readCelebrated();
  const highest = celebrated[userId];
  if (highest !== undefined && level <= highest) return null;
  writeCelebrated({ ...celebrated, [userId]: level });
  return highest === undefined ? null : level;
}
