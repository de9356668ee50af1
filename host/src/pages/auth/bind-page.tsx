import { apiRoutes, authModes, type SocialProvider, type UserInfo } from '@casino/contracts';
import { callApi, sessionStore, useSession, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { MobileCodeFields, useMobileCode } from './auth-fields';
import { FormError, useAuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { SocialLoginButtons } from './social-login-buttons';
import { socialProviderNames } from './social-sign-in';

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
  const phone = useMobileCode();
  const form = useAuthForm({ mobile: t('auth.mobile'), smsCode: t('auth.smsCode') });
  const submit = form.submit(
    () => phone.check(),
    async () => {
      const user = await callApi(apiRoutes.bindAccount, {
        mobile: phone.e164(),
        smsCode: phone.value.smsCode,
      });
      sessionStore.getState().setUser(user);
    },
  );
  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <p className="ui-text-muted">{t('auth.bindIntro')}</p>
      <MobileCodeFields state={phone} authMode={authModes.bind} form={form} />
      <FormError message={form.formError} />
      <Button type="submit" variant="primary" fullWidth loading={form.busy}>
        {t('auth.bind')}
      </Button>
    </form>
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
        <p className="ui-notice" role="status">
          {t('auth.mobileBound', { mobile: user.mobile })}
        </p>
      ) : (
        <BindMobileForm />
      )}
      {linked.length > 0 ? (
        <ul className="ui-social__linked" aria-label={t('auth.social.linkedTitle')}>
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
