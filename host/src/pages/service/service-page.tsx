import { useTranslation } from '@casino/platform';
import { EmptyState, HeadsetIcon, PageHeader } from '@casino/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useCustomerServices } from './customer-service';

/** `/service`: every way to reach customer service, from app config. */
export default function ServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useCustomerServices();
  return (
    <main className="ui-page">
      <PageHeader title={t('service.title')} onBack={() => navigate(-1)} />
      <p className="ui-text-muted">{t('service.intro')}</p>
      {entries.length === 0 ? (
        <EmptyState title={t('service.none')} message={t('service.noneHint')} icon={<HeadsetIcon />} />
      ) : (
        <ul className="ui-list">
          {entries.map((entry) => (
            <li key={`${entry.itemType}-${entry.param1}`} className="ui-list__item">
              <span className="ui-list__icon" aria-hidden="true">
                <HeadsetIcon />
              </span>
              <span className="ui-list__text">
                <strong>{entry.itemType === 1 ? t('service.online') : entry.param2}</strong>
                <span className="ui-text-muted">
                  {entry.itemType === 1 ? t('service.onlineHint') : entry.param1}
                </span>
              </span>
              {entry.itemType === 1 ? null : (
                <a
                  className="ui-button ui-button--secondary ui-button--sm"
                  href={entry.param1}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('service.open')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/service/vip">{t('service.vipLink')}</Link> · <Link to="/faq">{t('service.faqLink')}</Link>
      </p>
    </main>
  );
}
