import { apiRoutes, authModes, type SocialProvider, type UserInfo } from '@casino/contracts';
import { callApi, sessionStore, useForm, useSession, useTranslation } from '@casino/platform';
import { Button, Notice, Text } from '@casino/ui/core';
import { Form, FormError } from '@casino/ui/forms';
import { e164, MobileCodeFields, useMobileCodeChecks } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { SocialLoginButtons } from './social-login-buttons';
import { socialProviderNames } from './social-sign-in';
import styles from './social-sign-in.module.css';

/** What each provider is linked as, from the user info (spec 3: googleAccount / googleName, ...). */
function linkedProviders(user: UserInfo | null): { provider: SocialProvider; label: string }[] {
  if (!user) return [];
  const linked = [
    { provider: 'google' as const, account: user.googleAccount, name: user.googleName },
    { provider: 'facebook' as const, account: user.facebookAccount, name: user.facebookName },
    { provider: 'line' as const, account: user.lineAccount, name: user.lineName },
  ];
  return linked.flatMap(({ provider, account, name }) =>
    account === null ? [] : [{ provider, label: name ? `${name} (${account})` : account }],
  );
}

function BindMobileForm() {
  const { t } = useTranslation();
  const checks = useMobileCodeChecks();
  const form = useForm({
    initial: { mobile: '', smsCode: '' },
    labels: { mobile: t('auth.mobile'), smsCode: t('auth.smsCode') },
    check: checks.both,
    submit: async ({ mobile, smsCode }) => {
      const user = await callApi(apiRoutes.bindAccount, { mobile: e164(mobile), smsCode });
      sessionStore.getState().setUser(user);
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <Text tone="muted">{t('auth.bindIntro')}</Text>
      <MobileCodeFields form={form} authMode={authModes.bind} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.bind')}
      </Button>
    </Form>
  );
}

/**
 * `/auth/bind`: binds a mobile number (auth mode bind: phone log-in and password recovery) and
 * links Google, Facebook or LINE to the account.
 */
export default function BindPage() {
  const { t } = useTranslation();
  const user = useSession((session) => session.user);
  const linked = linkedProviders(user);

  return (
    <AuthLayout title={t('auth.bindTitle')}>
      {user?.mobile ? (
        <Notice tone="success">{t('auth.mobileBound', { mobile: user.mobile })}</Notice>
      ) : (
        <BindMobileForm />
      )}
      {linked.length > 0 ? (
        <ul className={styles.linked} aria-label={t('auth.social.linkedTitle')}>
          {linked.map(({ provider, label }) => (
            <li key={provider}>
              {t('auth.social.linked', { provider: socialProviderNames[provider], account: label })}
            </li>
          ))}
        </ul>
      ) : null}
      <SocialLoginButtons
        purpose="bind"
        returnTo="/auth/bind"
        exclude={linked.map(({ provider }) => provider)}
      />
    </AuthLayout>
  );
}
