import { useTranslation } from '@casino/platform';
import { Button, EmptyState, HeadsetIcon, PageHeader } from '@casino/ui';
import { Link, useNavigate } from 'react-router-dom';
import { openCustomerService } from '../../overlays/customer-service';
import { ContactLink } from './contact-link';
import { useCustomerServices } from './customer-service';

/** `/service`: every way to reach customer service, from app config. */
export default function ServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { online, contacts } = useCustomerServices();
  return (
    <main className="ui-page">
      <PageHeader title={t('service.title')} onBack={() => navigate(-1)} />
      <p className="ui-text-muted">{t('service.intro')}</p>
      {!online && contacts.length === 0 ? (
        <EmptyState title={t('service.none')} message={t('service.noneHint')} icon={<HeadsetIcon />} />
      ) : (
        <ul className="ui-list">
          {online ? (
            <li className="ui-list__item">
              <span className="ui-list__icon" aria-hidden="true">
                <HeadsetIcon />
              </span>
              <span className="ui-list__text">
                <strong>{t('service.online')}</strong>
                <span className="ui-text-muted">{t('service.onlineHint')}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={openCustomerService}
                aria-label={t('service.openChannel', { channel: t('service.online') })}
              >
                {t('service.open')}
              </Button>
            </li>
          ) : null}
          {contacts.map((contact) => (
            <li key={contact.href} className="ui-list__item">
              <span className="ui-list__icon" aria-hidden="true">
                <HeadsetIcon />
              </span>
              <span className="ui-list__text">
                <strong>{contact.label}</strong>
                {contact.address ? <span className="ui-text-muted">{contact.address}</span> : null}
              </span>
              <ContactLink label={contact.label} href={contact.href} />
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
