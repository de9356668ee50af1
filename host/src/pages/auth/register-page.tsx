import { callApi, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { AuthLayout } from './auth-layout';
import { completeLogin, withRedirect } from './complete-login';

/** `/auth/register`: account registration; an invite code from a shared link is prefilled. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const accountLimit = useLengthLimit('account');
  const passwordLimit = useLengthLimit('password');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [inviteCode, setInviteCode] = useState(() => new URLSearchParams(search).get('inviteCode') ?? '');
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      account: lengthError(t, t('auth.account'), account, accountLimit),
      password: lengthError(t, t('auth.password'), password, passwordLimit),
      confirm: confirm === password ? null : t('auth.passwordsDiffer'),
      adult: adult ? null : t('auth.ageRequired'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      const body = inviteCode ? { account, password, inviteCode } : { account, password };
      completeLogin(await callApi('accountRegist', body), search);
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

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
          error={errors.account}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={passwordLimit.max}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          maxLength={passwordLimit.max}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <TextField
          label={t('auth.inviteCodeOptional')}
          name="inviteCode"
          value={inviteCode}
          onChange={(event) => setInviteCode(event.target.value.trim())}
        />
        <label className="ui-checkbox">
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          <span>{t('auth.ageConfirm')}</span>
        </label>
        {errors.adult ? (
          <p className="ui-field__error" role="alert">
            {errors.adult}
          </p>
        ) : null}
        <FormError message={formError} />
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          {t('auth.register')}
        </Button>
      </form>
      <nav className="ui-auth__links" aria-label={t('auth.otherOptions')}>
        <Link to={withRedirect('/auth/login?type=account', search)}>{t('auth.haveAccount')}</Link>
      </nav>
    </AuthLayout>
  );
}
