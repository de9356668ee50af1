/** sessionStorage: the deposit orders already celebrated in this tab (the newest few). */
const celebratedKey = 'wallet.celebratedDeposits';
const kept = 10;

/**
 * True the first time a paid order is seen in this tab, false after: the return address keeps the
 * order number, so a reload or a Back to it must not celebrate the same deposit again.
 */
export function takeDepositCelebration(orderNo: string): boolean {
  let celebrated: string[] = [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(celebratedKey) ?? '[]');
    if (Array.isArray(stored)) celebrated = stored.filter((entry) => typeof entry === 'string');
  } catch {
    // Unreadable: as if nothing was celebrated yet.
  }
  if (celebrated.includes(orderNo)) return false;
  try {
    sessionStorage.setItem(celebratedKey, JSON.stringify([...celebrated, orderNo].slice(-kept)));
  } catch {
    // Without storage a reload may celebrate again: harmless.
  }
  return true;
}
