import { useTranslation } from '@casino/platform';
import { AccountLoginForm } from './account-login-form';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';

/** `/auth/accountLogin`: account + password only. */
export default function AccountLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.accountLoginTitle')}>
      <AccountLoginForm />
      <AuthLinks to={['register', 'forgetByAccount']} />
    </AuthLayout>
  );
}
