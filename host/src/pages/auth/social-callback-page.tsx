import { navigation, sessionStore, useTranslation } from '@casino/platform';
import { Spinner } from '@casino/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { safeRedirectTarget } from '../../app/route-guard';
import { failureMessage } from './auth-form';
import { AuthLayout } from './auth-layout';
import { completeLogin } from './complete-login';
import { finishSocialSignIn, SocialSignInError } from './social-sign-in';

/**
 * `/auth/social-callback`: where Google, Facebook and LINE send the browser back. Finishes the
 * flow this tab started (state, PKCE verifier and nonce from sessionStorage) and signs in, or
 * links the provider to the signed-in player.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    finishSocialSignIn(search).then(
      (outcome) => {
        if (outcome.purpose === 'login') {
          const returnTo = outcome.returnTo ? `?redirect=${encodeURIComponent(outcome.returnTo)}` : '';
          completeLogin(outcome.login, returnTo);
        } else {
          sessionStore.getState().setUser(outcome.user);
          navigation.navigate(safeRedirectTarget(outcome.returnTo ?? '/auth/bind'), { replace: true });
        }
      },
      (error: unknown) =>
        setProblem(
          error instanceof SocialSignInError ? t(`auth.social.${error.reason}`) : failureMessage(error),
        ),
    );
  }, [search, t]);

  return (
    <AuthLayout title={t('auth.social.callbackTitle')}>
      {problem ? (
        <>
          <p className="ui-form-error" role="alert">
            {problem}
          </p>
          <nav className="ui-auth__links" aria-label={t('auth.otherOptions')}>
            <Link to="/auth/login" replace>
              {t('auth.backToLogin')}
            </Link>
          </nav>
        </>
      ) : (
        <p className="ui-social__pending" role="status">
          <Spinner /> {t('auth.social.finishing')}
        </p>
      )}
    </AuthLayout>
  );
}
