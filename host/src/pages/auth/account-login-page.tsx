import { useTranslation } from '@casino/platform';
import { Link, useLocation } from 'react-router-dom';
import { AccountLoginForm } from './account-login-form';
import { AuthLayout } from './auth-layout';
import { withRedirect } from './complete-login';

/** `/auth/accountLogin`: account + password only. */
export default function AccountLoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthLayout title={t('auth.accountLoginTitle')}>
      <AccountLoginForm />
      <nav className="ui-auth__links" aria-label={t('auth.otherOptions')}>
        <Link to={withRedirect('/auth/register', search)}>{t('auth.createAccount')}</Link>
        <Link to={withRedirect('/auth/forget', search)}>{t('auth.forgotPassword')}</Link>
      </nav>
    </AuthLayout>
  );
}
