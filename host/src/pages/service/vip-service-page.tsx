import { appPaths } from '@casino/contracts';
import { isLoggedIn, useSession, useTranslation } from '@casino/platform';
import { CrownIcon, PageHeader } from '@casino/ui';
import { Link, useNavigate } from 'react-router-dom';
import { ContactLink } from './contact-link';
import { useCustomerServices } from './customer-service';

/** `/service/vip`: the VIP host desk; VIP players see their dedicated contacts. */
export default function VipServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const vip = useSession((session) => session.user?.vip ?? 0);
  const { contacts } = useCustomerServices();
  return (
    <main className="ui-page">
      <PageHeader title={t('vipService.title')} onBack={() => navigate(-1)} />
      <section className="ui-card vip-service">
        <span className="vip-service__crown" aria-hidden="true">
          <CrownIcon size={32} />
        </span>
        <h2>{vip > 0 ? t('vipService.greeting', { level: vip }) : t('vipService.notVip')}</h2>
        <p className="ui-text-muted">{vip > 0 ? t('vipService.perks') : t('vipService.howToJoin')}</p>
        {vip > 0 ? (
          <ul className="ui-list">
            {contacts.map((contact) => (
              <li key={contact.href} className="ui-list__item">
                <span className="ui-list__text">
                  <strong>{contact.label}</strong>
                  {contact.address ? <span className="ui-text-muted">{contact.address}</span> : null}
                </span>
                <ContactLink label={contact.label} href={contact.href} />
              </li>
            ))}
          </ul>
        ) : (
          <Link to={loggedIn ? appPaths.vip() : appPaths.login()} className="ui-button ui-button--primary">
            {t('vipService.seeLevels')}
          </Link>
        )}
      </section>
    </main>
  );
}
