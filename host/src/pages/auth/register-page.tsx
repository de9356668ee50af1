import { apiRoutes } from '@casino/contracts';
import { callApi, savedAccountCredentials, useTranslation } from '@casino/platform';
import { Button, TextField } from '@casino/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NewPasswordFields, useNewPassword } from './auth-fields';
import { FormError, lengthError, useAuthForm, useLengthLimit } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { completeLogin } from './complete-login';
import { SocialLoginButtons } from './social-login-buttons';

/** `/auth/register`: account registration; an invite code from a shared link is prefilled. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const accountLimit = useLengthLimit('account');
  const newPassword = useNewPassword();
  const [account, setAccount] = useState('');
  const [inviteCode, setInviteCode] = useState(() => params.get('inviteCode') ?? '');
  const [adult, setAdult] = useState(false);
  const form = useAuthForm({
    account: t('auth.account'),
    password: t('auth.password'),
    confirm: t('auth.confirmPassword'),
    inviteCode: t('auth.inviteCodeOptional'),
    adult: t('auth.ageConfirm'),
  });

  const submit = form.submit(
    () => ({
      account: lengthError(t, t('auth.account'), account, accountLimit),
      ...newPassword.check(t, t('auth.password')),
      adult: adult ? null : t('auth.ageRequired'),
    }),
    async () => {
      const { password } = newPassword.value;
      const body = inviteCode ? { account, password, inviteCode } : { account, password };
      const result = await callApi(apiRoutes.accountRegist, body);
      // A new account is an account credential like a login's: the next log-in opens on it.
      savedAccountCredentials.save({ account });
      completeLogin(result, search);
    },
  );

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          label={t('auth.account')}
          name="account"
          autoComplete="username"
          value={account}
          maxLength={accountLimit.max}
          onChange={(event) => setAccount(event.target.value.trim())}
          error={form.errors.account}
        />
        <NewPasswordFields state={newPassword} label={t('auth.password')} errors={form.errors} />
        <TextField
          label={t('auth.inviteCodeOptional')}
          name="inviteCode"
          value={inviteCode}
          onChange={(event) => setInviteCode(event.target.value.trim())}
          error={form.errors.inviteCode}
        />
        <label className="ui-checkbox">
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          <span>{t('auth.ageConfirm')}</span>
        </label>
        {form.errors.adult ? (
          <p className="ui-field__error" role="alert">
            {form.errors.adult}
          </p>
        ) : null}
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" fullWidth loading={form.busy}>
          {t('auth.register')}
        </Button>
      </form>
      <SocialLoginButtons purpose="login" returnTo={params.get('redirect')} inviteCode={inviteCode || null} />
      <AuthLinks to={['accountLogin']} />
    </AuthLayout>
  );
}
