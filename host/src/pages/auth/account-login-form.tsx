import { apiRoutes } from '@casino/contracts';
import { callApi, savedAccountCredentials, useTranslation } from '@casino/platform';
import { Button, TextField } from '@casino/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormError, lengthError, useAuthForm, useLengthLimit } from './auth-form';
import { completeLogin, passwordResetNoticeOf } from './complete-login';

/**
 * Account + password sign-in (login type 2). "Remember" keeps the account name (never the
 * password) for `/auth/login?type=account`. A player with a bound number may type it instead.
 */
export function AccountLoginForm() {
  const { t } = useTranslation();
  const { search, state } = useLocation();
  const reset = passwordResetNoticeOf(state);
  const accountLimit = useLengthLimit('account');
  const passwordLimit = useLengthLimit('password');
  const [account, setAccount] = useState(
    () => reset?.passwordResetFor ?? savedAccountCredentials.load()?.account ?? '',
  );
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const form = useAuthForm({ account: t('auth.account'), password: t('auth.password') });

  const submit = form.submit(
    () => ({
      account: lengthError(t, t('auth.account'), account, accountLimit),
      password: lengthError(t, t('auth.password'), password, passwordLimit),
    }),
    async () => {
      const result = await callApi(apiRoutes.accountLogin, { account, password });
      if (remember) savedAccountCredentials.save({ account });
      else savedAccountCredentials.clear();
      completeLogin(result, search);
    },
  );

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      {reset ? (
        <p className="ui-notice" role="status">
          {t('auth.passwordResetDone')}
        </p>
      ) : null}
      <TextField
        label={t('auth.account')}
        name="account"
        autoComplete="username"
        value={account}
        maxLength={accountLimit.max}
        onChange={(event) => setAccount(event.target.value.trim())}
        error={form.errors.account}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        maxLength={passwordLimit.max}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errors.password}
      />
      <label className="ui-checkbox">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t('auth.rememberAccount')}</span>
      </label>
      <FormError message={form.formError} />
      <Button type="submit" variant="primary" fullWidth loading={form.busy}>
        {t('auth.logIn')}
      </Button>
    </form>
  );
}
