import { formatMoney, useTranslation } from '@casino/platform';
import { List, ListLink } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';
import { useTasks } from '../api/get-task-user';
import { useVipInfo } from '../api/get-vip-info';

const sections = ['vip', 'rebate', 'event', 'tasks', 'reward', 'record'] as const;
type Section = (typeof sections)[number];
const pageKeyOf = (section: Section) =>
  `bonus${section[0]?.toUpperCase()}${section.slice(1)}` as `bonus${Capitalize<Section>}`;

/** `/bonus`: the bonus centre's index, with what is waiting in each section that pays. */
export default function BonusPage() {
  const { t } = useTranslation('vipBonus');
  const { data: info } = useVipInfo();
  const finishedTasks = useTasks().data?.tasks.filter((task) => task.status === 'finished').length ?? 0;
  const levelUpWaiting =
    info?.levels.filter(
      (level) => level.level <= info.level && level.levelUpBonus > 0 && !level.levelUpBonusClaimed,
    ).length ?? 0;
  const dailyWaiting =
    info !== undefined &&
    ((info.daily.awards.length > 0 && !info.daily.claimedToday) ||
      (info.signIn.awards.length > 0 && !info.signIn.claimedToday));
  const waiting: Partial<Record<Section, string>> = info
    ? {
        vip:
          levelUpWaiting > 0
            ? t('bonus.levelUpWaiting', { count: levelUpWaiting })
            : dailyWaiting
              ? t('bonus.todayWaiting')
              : t('bonus.nothingWaiting'),
        rebate:
          info.rebateClaimable > 0
            ? t('bonus.waiting', { amount: formatMoney(info.rebateClaimable) })
            : t('bonus.nothingWaiting'),
        tasks:
          finishedTasks > 0 ? t('bonus.tasksWaiting', { count: finishedTasks }) : t('bonus.nothingWaiting'),
      }
    : {};
  const dots: Partial<Record<Section, boolean>> = {
    vip: levelUpWaiting > 0 || dailyWaiting,
    rebate: (info?.rebateClaimable ?? 0) > 0,
    tasks: finishedTasks > 0,
  };
  return (
    <SectionPage title={t('pages.bonus.title')} intro={t('pages.bonus.intro')}>
      <List>
        {sections.map((section) => (
          <ListLink
            key={section}
            to={`/bonus/${section}`}
            description={waiting[section] ?? t(`pages.${pageKeyOf(section)}.intro`)}
            badge={dots[section] ? t('bonus.dot') : undefined}
          >
            {t(`pages.${pageKeyOf(section)}.title`)}
          </ListLink>
        ))}
      </List>
    </SectionPage>
  );
}
