import type { SocialLoginProvider, SocialProvider } from '@casino/contracts';
import { apiErrorText, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { FormError } from '@casino/ui/forms';
import { useEffect, useState } from 'react';
import { loadSocialProviders, socialProviderNames, startSocialSignIn } from './social-sign-in';
import styles from './social-sign-in.module.css';

export interface SocialLoginButtonsProps {
  purpose: 'login' | 'bind';
  /** Where to come back to after the provider (a same-origin path). */
  returnTo: string | null;
  inviteCode?: string | null;
  /** Providers not to offer (already linked, when binding). */
  exclude?: readonly SocialProvider[];
}

/** One button per social sign-in the API has switched on; each starts the OpenID Connect flow. */
export function SocialLoginButtons({ purpose, returnTo, inviteCode, exclude = [] }: SocialLoginButtonsProps) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<SocialLoginProvider[] | null>(null);
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadSocialProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);

  const offered = (providers ?? []).filter((provider) => !exclude.includes(provider.provider));
  if (providers !== null && offered.length === 0) return null;

  async function start(provider: SocialLoginProvider) {
    setLeaving(provider.provider);
    setError(null);
    try {
      await startSocialSignIn(provider, { purpose, returnTo, inviteCode });
    } catch (startError) {
      setLeaving(null);
      // A time-out was told by the 'Tips' dialog already (ADR 0054).
      setError(shownAsTimeoutTip(startError) ? null : apiErrorText(t, startError));
    }
  }

  const label = (provider: SocialProvider) =>
    t(purpose === 'bind' ? 'auth.social.link' : 'auth.social.continueWith', {
      provider: socialProviderNames[provider],
    });

  return (
    <section
      className={styles.social}
      aria-label={t(purpose === 'bind' ? 'auth.social.linkTitle' : 'auth.social.title')}
    >
      <p className={styles.divider}>{t(purpose === 'bind' ? 'auth.social.linkTitle' : 'auth.social.or')}</p>
      <div className={styles.buttons} aria-busy={providers === null}>
        {offered.map((provider) => (
          <Button
            key={provider.provider}
            variant="secondary"
            fullWidth
            loading={leaving === provider.provider}
            disabled={leaving !== null}
            onClick={() => start(provider)}
          >
            {label(provider.provider)}
          </Button>
        ))}
      </div>
      <FormError>{error}</FormError>
    </section>
  );
}
