import { type ActivityEntry, activityClickTypes, activityTypeIds } from '@casino/contracts';
import { formatDateTime, useActivities, useTranslation } from '@casino/platform';
import { ButtonLink, Card, EmptyState, Text } from '@casino/ui/core';
import { EmptyIllustration } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import styles from '../components/vip.module.css';

/** Where an activity's button goes (spec 3 clickType), or null when it only informs. */
function targetOf(activity: ActivityEntry): { to: string } | { href: string; external: true } | null {
  const action = activity.clickAction;
  if (activity.clickType === activityClickTypes.openPath && action.startsWith('/')) return { to: action };
  if (activity.clickType === activityClickTypes.openExternalUrl && /^https?:\/\//.test(action))
    return { href: action, external: true };
  if (activity.clickType === activityClickTypes.startGame && /^\d+$/.test(action))
    return { to: `/game/start?gameId=${action}` };
  return null;
}

/** Activities that are pages of the bonus centre itself, not events. */
const bonusCentreTypes: ReadonlySet<number> = new Set([
  activityTypeIds.Tasks,
  activityTypeIds.vipTask,
  activityTypeIds.Tasks1,
]);

/** `/bonus/event` (route name bonus-event): the live activities, each with its way in and its end. */
export default function EventsPage() {
  const { t } = useTranslation('vipBonus');
  const activityMap = useActivities((state) => state.activityMap);
  const events = Object.values(activityMap)
    .filter((activity) => activity.status === 1 && !bonusCentreTypes.has(activity.typeId))
    .sort((a, b) => a.sort - b.sort);
  return (
    <SectionPage
      title={t('pages.bonusEvent.title')}
      intro={t('pages.bonusEvent.intro')}
      trail={[{ label: t('pages.bonus.title'), href: '/bonus' }]}
    >
      {events.length === 0 ? (
        <EmptyState title={t('events.none')} icon={<EmptyIllustration kind="records" />} />
      ) : null}
      {events.map((activity) => {
        const target = targetOf(activity);
        return (
          <Card key={activity.id} as="article" aria-label={activity.name} className={styles.record}>
            <Text weight="bold">{activity.name}</Text>
            {target ? (
              <ButtonLink {...target} size="sm" aria-label={t('events.open', { name: activity.name })}>
                {t('events.openLabel')}
              </ButtonLink>
            ) : (
              <span />
            )}
            <Text as="time" size="xs" tone="muted" dateTime={activity.endTime}>
              {activity.endTime
                ? t('events.ends', { date: formatDateTime(activity.endTime) })
                : t('events.ongoing')}
            </Text>
          </Card>
        );
      })}
    </SectionPage>
  );
}
