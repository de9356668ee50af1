import { useTranslation } from '@casino/platform';
import { List, ListLink } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';

const sections = ['event', 'tasks', 'reward', 'rebate', 'vip', 'record'] as const;
const pageKeyOf = (section: (typeof sections)[number]) =>
  `bonus${section[0]?.toUpperCase()}${section.slice(1)}` as `bonus${Capitalize<typeof section>}`;

/** `/bonus`: the bonus centre's index. */
export default function BonusPage() {
  const { t } = useTranslation('vipBonus');
  return (
    <SectionPage title={t('pages.bonus.title')} intro={t('pages.bonus.intro')}>
      <List>
        {sections.map((section) => (
          <ListLink
            key={section}
            to={`/bonus/${section}`}
            description={t(`pages.${pageKeyOf(section)}.intro`)}
          >
            {t(`pages.${pageKeyOf(section)}.title`)}
          </ListLink>
        ))}
      </List>
    </SectionPage>
  );
}
