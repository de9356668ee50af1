import { useTranslation } from '@casino/platform';
import { Button, EmptyState, HeadsetIcon, List, ListItem, Page } from '@casino/ui/core';
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
    <Page title={t('service.title')} onBack={() => navigate(-1)} lead={t('service.intro')}>
      {!online && contacts.length === 0 ? (
        <EmptyState title={t('service.none')} message={t('service.noneHint')} icon={<HeadsetIcon />} />
      ) : (
        <List>
          {online ? (
            <ListItem
              icon={<HeadsetIcon />}
              description={t('service.onlineHint')}
              trailing={
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={openCustomerService}
                  aria-label={t('service.openChannel', { channel: t('service.online') })}
                >
                  {t('service.open')}
                </Button>
              }
            >
              {t('service.online')}
            </ListItem>
          ) : null}
          {contacts.map((contact) => (
            <ListItem
              key={contact.href}
              icon={<HeadsetIcon />}
              description={contact.address}
              trailing={<ContactLink label={contact.label} href={contact.href} />}
            >
              {contact.label}
            </ListItem>
          ))}
        </List>
      )}
      <p>
        <Link to="/service/vip">{t('service.vipLink')}</Link> · <Link to="/faq">{t('service.faqLink')}</Link>
      </p>
    </Page>
  );
}
