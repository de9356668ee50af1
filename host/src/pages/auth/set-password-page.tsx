import { callApi, sessionStore, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { AuthLayout } from './auth-layout';

/** `/auth/set-password`: a player without a password (phone or social sign-up) sets one. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const passwordLimit = useLengthLimit('password');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: lengthError(t, t('auth.newPassword'), password, passwordLimit),
      confirm: confirm === password ? null : t('auth.passwordsDiffer'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      await callApi('initPassword', { password });
      sessionStore.getState().patchUser({ hasPassword: true });
      navigate('/member', { replace: true });
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.setPasswordTitle')}>
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          label={t('auth.newPassword')}
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
        <FormError message={formError} />
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          {t('auth.savePassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}
