import { appPaths } from '@casino/contracts';
import { isLoggedIn, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { ButtonLink, Card, CrownIcon, List, ListItem, Page, Text } from '@casino/ui/core';
import { VipBadge } from '@casino/ui/display';
import { useNavigate } from 'react-router-dom';
import { ContactLink } from './contact-link';
import { useCustomerServices } from './customer-service';
import styles from './vip-service-page.module.css';

/** `/service/vip`: the VIP host desk; VIP players see their dedicated contacts. */
export default function VipServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const vip = useSession((session) => session.user?.vip ?? 0);
  const vipTheme = useAppConfig((config) => config.appVipMap?.[vip]?.showType ?? 1);
  const { contacts } = useCustomerServices();
  return (
    <Page title={t('vipService.title')} onBack={() => navigate(-1)}>
      <Card className={styles.desk} aria-labelledby="vip-service-greeting">
        {vip > 0 ? (
          <VipBadge level={vip} theme={vipTheme} size="lg" />
        ) : (
          <span className={styles.crown} aria-hidden="true">
            <CrownIcon size={32} />
          </span>
        )}
        <h2 id="vip-service-greeting">
          {vip > 0 ? t('vipService.greeting', { level: vip }) : t('vipService.notVip')}
        </h2>
        <Text tone="muted">{vip > 0 ? t('vipService.perks') : t('vipService.howToJoin')}</Text>
        {vip > 0 ? (
          <List className={styles.contacts}>
            {contacts.map((contact) => (
              <ListItem
                key={contact.href}
                description={contact.address}
                trailing={<ContactLink label={contact.label} href={contact.href} />}
              >
                {contact.label}
              </ListItem>
            ))}
          </List>
        ) : (
          <ButtonLink to={loggedIn ? appPaths.vip() : appPaths.login()}>
            {t('vipService.seeLevels')}
          </ButtonLink>
        )}
      </Card>
    </Page>
  );
}
