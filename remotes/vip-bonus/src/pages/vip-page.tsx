import { formatMoney, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui';
import { Link, useLocation } from 'react-router-dom';
import './vip-page.css';

/** `/vip` and `/vip/level`: the VIP ladder from app config, with the player's place on it. */
export default function VipPage() {
  const { t } = useTranslation('vipBonus');
  const { pathname } = useLocation();
  const levelsPage = pathname === '/vip/level';
  const vip = useSession((session) => session.user?.vip ?? 0);
  const vipExp = useSession((session) => session.user?.vipExp ?? 0);
  const vipMap = useAppConfig((config) => config.appVipMap);
  const levels = Object.values(vipMap ?? {}).sort((a, b) => a.level - b.level);
  const next = levels.find((level) => level.level === vip + 1);
  return (
    <SectionPage
      title={t(levelsPage ? 'pages.vipLevel.title' : 'pages.vip.title')}
      intro={t(levelsPage ? 'pages.vipLevel.intro' : 'pages.vip.intro')}
      trail={levelsPage ? [{ label: t('pages.vip.title'), href: '/vip' }] : []}
    >
      <section className="ui-card vip-status" data-vip-theme={Math.min(Math.max(vip, 1), 6)}>
        <p className="ui-text-muted">{t('currentLevel')}</p>
        <p className="vip-status__level">{t('level', { level: vip })}</p>
        {next ? (
          <p>{t('toNext', { exp: Math.max(next.experience - vipExp, 0), level: next.level })}</p>
        ) : null}
      </section>
      <ul className="ui-list" aria-label={t('levels')}>
        {levels.map((level) => (
          <li
            key={level.level}
            className="ui-list__item"
            aria-current={level.level === vip ? 'true' : undefined}
          >
            <span className="ui-list__text">
              <strong>{t('level', { level: level.level })}</strong>
              <span className="ui-text-muted">{t('experience', { exp: level.experience })}</span>
            </span>
            <span>{t('betLimit', { amount: formatMoney(level.betLimit) })}</span>
          </li>
        ))}
      </ul>
      {levelsPage ? null : (
        <Link to="/vip/rebate" className="ui-button ui-button--secondary">
          {t('pages.vipRebate.title')}
        </Link>
      )}
    </SectionPage>
  );
}
