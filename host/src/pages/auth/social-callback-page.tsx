import { apiErrorText, navigation, sessionStore, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Spinner } from '@casino/ui/core';
import { FormError } from '@casino/ui/forms';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { safeRedirectTarget } from '../../app/route-guard';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { completeLogin } from './complete-login';
import { finishSocialSignIn, SocialSignInError } from './social-sign-in';
import styles from './social-sign-in.module.css';

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
          error instanceof SocialSignInError
            ? t(`auth.social.${error.reason}`)
            : // A time-out was told by the 'Tips' dialog already (ADR 0054): only the way back shows.
              shownAsTimeoutTip(error)
              ? ''
              : apiErrorText(t, error),
        ),
    );
  }, [search, t]);

  return (
    <AuthLayout title={t('auth.social.callbackTitle')}>
      {problem !== null ? (
        <>
          {problem ? <FormError>{problem}</FormError> : null}
          <AuthLinks to={['login']} />
        </>
      ) : (
        <p className={styles.pending} role="status">
          <Spinner /> {t('auth.social.finishing')}
        </p>
      )}
    </AuthLayout>
  );
}
