import { useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui';
import { Link } from 'react-router-dom';

const sections = ['event', 'tasks', 'reward', 'rebate', 'vip', 'record'] as const;
const pageKeyOf = (section: (typeof sections)[number]) =>
  `bonus${section[0]?.toUpperCase()}${section.slice(1)}` as `bonus${Capitalize<typeof section>}`;

/** `/bonus`: the bonus centre's index. */
export default function BonusPage() {
  const { t } = useTranslation('vipBonus');
  return (
    <SectionPage title={t('pages.bonus.title')} intro={t('pages.bonus.intro')}>
      <ul className="ui-list">
        {sections.map((section) => (
          <li key={section} className="ui-list__item">
            <Link to={`/bonus/${section}`} className="ui-list__link">
              <span className="ui-list__text">
                <strong>{t(`pages.${pageKeyOf(section)}.title`)}</strong>
                <span className="ui-text-muted">{t(`pages.${pageKeyOf(section)}.intro`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
