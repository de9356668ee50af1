import { useTranslation } from '@casino/platform';
import { SegmentedTabs } from '@casino/ui/navigation';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountLoginForm } from './account-login-form';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { PhoneLoginForm } from './phone-login-form';
import { SocialLoginButtons } from './social-login-buttons';

/** `/auth/login`: phone sign-in by default; `?type=account` opens the account tab; social below. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const accountTab = params.get('type') === 'account';

  const selectTab = (account: boolean) => {
    const next = new URLSearchParams(search);
    if (account) next.set('type', 'account');
    else next.delete('type');
    const query = next.toString();
    navigate(`/auth/login${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <SegmentedTabs
        label={t('auth.loginMethod')}
        tabs={[
          { value: 'phone', label: t('auth.byPhone') },
          { value: 'account', label: t('auth.byAccount') },
        ]}
        value={accountTab ? 'account' : 'phone'}
        onChange={(tab) => selectTab(tab === 'account')}
        // Named apart from its tab: the tab's "Account" is also the field's name.
        panelLabel={`${t('auth.loginMethod')} ${accountTab ? t('auth.byAccount') : t('auth.byPhone')}`}
      >
        {accountTab ? <AccountLoginForm /> : <PhoneLoginForm />}
      </SegmentedTabs>
      <SocialLoginButtons purpose="login" returnTo={params.get('redirect')} />
      <AuthLinks to={['register', accountTab ? 'forgetByAccount' : 'forget']} />
    </AuthLayout>
  );
}
