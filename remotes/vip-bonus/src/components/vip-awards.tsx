import type { ApiCalls, ApiResponseOf } from '@casino/contracts';
import { apiErrorText, formatMoney, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Badge, Button, List, ListItem, Notice, SectionTitle, Text } from '@casino/ui/core';
import { useAppVipUserReceiveDaily } from '../api/app-vip-user-receive-daily';
import { useAppVipUserReceiveSignInAward } from '../api/app-vip-user-receive-sign-in-award';
import { useReceiveVipBonusUser } from '../api/receive-vip-bonus-user';
import { awardsText } from './award-text';
import styles from './vip.module.css';

type VipInfo = ApiResponseOf<ApiCalls['getVipInfo']>;

/**
 * What VIP pays the player: every reached level's unclaimed level-up bonus (and the next level's,
 * locked), today's daily award and today's sign-in award, each with its claim button.
 */
export function VipAwards({ info, onlyClaimable = false }: { info: VipInfo; onlyClaimable?: boolean }) {
  const { t } = useTranslation('vipBonus');
  const levelUp = useReceiveVipBonusUser();
  const daily = useAppVipUserReceiveDaily();
  const signIn = useAppVipUserReceiveSignInAward();
  // A time-out is told by the 'Tips' dialog alone (ADR 0054).
  const failed = [levelUp, daily, signIn].find((claim) => claim.isError && !shownAsTimeoutTip(claim.error));
  const bonuses = info.levels.filter(
    (level) =>
      level.levelUpBonus > 0 &&
      ((level.level <= info.level && !level.levelUpBonusClaimed) ||
        (!onlyClaimable && level.level === info.level + 1)),
  );
  return (
    <section aria-label={t('awards.title')} className={styles.claims}>
      <SectionTitle>{t('awards.title')}</SectionTitle>
      {failed ? (
        <Notice tone="danger" announce="alert">
          {apiErrorText(t, failed.error)}
        </Notice>
      ) : null}
      <List aria-label={t('awards.title')}>
        {bonuses.map((level) => (
          <ListItem
            key={level.level}
            description={t('prop.coin', { amount: formatMoney(level.levelUpBonus) })}
            trailing={
              level.level > info.level ? (
                <Badge tone="neutral">{t('awards.locked', { level: level.level })}</Badge>
              ) : (
                <Button
                  size="sm"
                  aria-label={t('awards.claimLevelUp', { level: level.level })}
                  loading={levelUp.isPending && levelUp.variables?.level === level.level}
                  onClick={() => levelUp.mutate({ level: level.level })}
                >
                  {t('awards.claim')}
                </Button>
              )
            }
          >
            {t('awards.levelUp', { level: level.level })}
          </ListItem>
        ))}
        <TodayAward
          title={t('awards.daily')}
          claimLabel={t('awards.claimDaily')}
          today={info.daily}
          claim={daily}
          hideClaimed={onlyClaimable}
        />
        <TodayAward
          title={t('awards.signIn')}
          claimLabel={t('awards.claimSignIn')}
          today={info.signIn}
          claim={signIn}
          hideClaimed={onlyClaimable}
        />
      </List>
      {info.daily.awards.length === 0 && !onlyClaimable ? <Text tone="muted">{t('awards.none')}</Text> : null}
    </section>
  );
}

/** An award claimable once a UTC day: what it gives, and Claim or 'Claimed today'. */
function TodayAward({
  title,
  claimLabel,
  today,
  claim,
  hideClaimed,
}: {
  title: string;
  claimLabel: string;
  today: VipInfo['daily'];
  claim: { isPending: boolean; mutate: (body: Record<string, never>) => void };
  hideClaimed: boolean;
}) {
  const { t } = useTranslation('vipBonus');
  if (today.awards.length === 0 || (hideClaimed && today.claimedToday)) return null;
  return (
    <ListItem
      description={awardsText(t, today.awards)}
      trailing={
        today.claimedToday ? (
          <Badge tone="success">{t('awards.claimedToday')}</Badge>
        ) : (
          <Button
            size="sm"
            aria-label={claimLabel}
            loading={claim.isPending}
            onClick={() => claim.mutate({})}
          >
            {t('awards.claim')}
          </Button>
        )
      }
    >
      {title}
    </ListItem>
  );
}
