import { apiRoutes } from '@casino/contracts';
import { callApi, sessionStore, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields, useNewPassword } from './auth-fields';
import { FormError, useAuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

/** `/auth/set-password`: a player without a password (phone or social sign-up) sets one. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const form = useAuthForm({ password: t('auth.newPassword'), confirm: t('auth.confirmPassword') });

  const submit = form.submit(
    () => newPassword.check(t, t('auth.newPassword')),
    async () => {
      await callApi(apiRoutes.initPassword, { password: newPassword.value.password });
      sessionStore.getState().patchUser({ hasPassword: true });
      navigate('/member', { replace: true });
    },
  );

  return (
    <AuthLayout title={t('auth.setPasswordTitle')}>
      <form className="ui-form" onSubmit={submit} noValidate>
        <NewPasswordFields state={newPassword} label={t('auth.newPassword')} errors={form.errors} />
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" fullWidth loading={form.busy}>
          {t('auth.savePassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}
