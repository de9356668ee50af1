import { useSession } from '@casino/platform';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withPageTexts } from '../i18n/page-texts';
import { levelToCelebrate } from './level-up-record';

// The celebration and the design system's overlays load with the first level-up, not at start.
const LevelUpCelebration = lazy(withPageTexts(() => import('./level-up-celebration')));

/**
 * Celebrates the player's VIP level rising, once per level: the host learns the level with the
 * player (after-login info at start and sign-in, `refreshData` on each return home), and compares
 * it with the highest this device celebrated for them (`levelToCelebrate`).
 */
export function LevelUpWatch() {
  const userId = useSession((session) => session.user?.id ?? 0);
  const level = useSession((session) => session.user?.vip ?? null);
  const [celebrating, setCelebrating] = useState<number | null>(null);

  useEffect(() => {
    if (userId === 0 || level === null) return;
    const reached = levelToCelebrate(userId, level);
    if (reached !== null) setCelebrating(reached);
  }, [userId, level]);

  if (celebrating === null) return null;
  return (
    <Suspense fallback={null}>
      <LevelUpCelebration level={celebrating} onDone={() => setCelebrating(null)} />
    </Suspense>
  );
}
