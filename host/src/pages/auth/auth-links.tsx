import { type TranslationKey, useTranslation } from '@casino/platform';
import { Link, useLocation } from 'react-router-dom';
import styles from './auth-layout.module.css';
import { withRedirect } from './complete-login';

export type AuthLinkTarget = 'login' | 'accountLogin' | 'register' | 'forget' | 'forgetByAccount';

const targets: Record<AuthLinkTarget, { path: string; labelKey: TranslationKey<'common'> }> = {
  login: { path: '/auth/login', labelKey: 'auth.backToLogin' },
  accountLogin: { path: '/auth/login?type=account', labelKey: 'auth.haveAccount' },
  register: { path: '/auth/register', labelKey: 'auth.createAccount' },
  forget: { path: '/auth/forget', labelKey: 'auth.forgotPassword' },
  // From the account log-in: recovery by account name (ADR 0049).
  forgetByAccount: { path: '/auth/forget?type=account', labelKey: 'auth.forgotPassword' },
};

/**
 * Links between the sign-in pages (spec 4: showing login hides register and forgot, showing
 * register or forgot hides login). Each replaces the page shown instead of stacking on it, so
 * only one of them is ever open and Back leaves the sign-in where the player came from. The
 * `redirect` travels along.
 */
export function AuthLinks({ to }: { to: readonly AuthLinkTarget[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav className={styles.links} aria-label={t('auth.otherOptions')}>
      {to.map((target) => (
        <Link key={target} to={withRedirect(targets[target].path, search)} replace>
          {t(targets[target].labelKey)}
        </Link>
      ))}
    </nav>
  );
}
