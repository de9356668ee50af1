import { callApi, savedAccountCredentials, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { completeLogin } from './complete-login';

/** Account + password sign-in (login type 2); remembers the account name for `type=account`. */
export function AccountLoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const accountLimit = useLengthLimit('account');
  const passwordLimit = useLengthLimit('password');
  const [account, setAccount] = useState(() => savedAccountCredentials.load()?.account ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ account?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      account: lengthError(t, t('auth.account'), account, accountLimit),
      password: lengthError(t, t('auth.password'), password, passwordLimit),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    setFormError(null);
    try {
      const result = await callApi('accountLogin', { account, password });
      if (remember) savedAccountCredentials.save({ account });
      else savedAccountCredentials.clear();
      completeLogin(result, search);
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField
        label={t('auth.account')}
        name="account"
        autoComplete="username"
        value={account}
        maxLength={accountLimit.max}
        onChange={(event) => setAccount(event.target.value.trim())}
        error={errors.account}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        maxLength={passwordLimit.max}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <label className="ui-checkbox">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t('auth.rememberAccount')}</span>
      </label>
      <FormError message={formError} />
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        {t('auth.logIn')}
      </Button>
    </form>
  );
}
