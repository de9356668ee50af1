import { apiRoutes, appPaths } from '@casino/contracts';
import {
  callApi,
  lengthError,
  sessionStore,
  useForm,
  useLengthLimit,
  useTranslation,
} from '@casino/platform';
import { Button, TextField } from '@casino/ui';
import { useNavigate } from 'react-router-dom';
import { FormError } from './auth-form';
import { AuthLayout } from './auth-layout';

/** `/auth/set-password`: a player without a password (phone or social sign-up) sets one. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limit = useLengthLimit('password');
  const labels = { password: t('auth.newPassword'), confirm: t('auth.confirmPassword') };
  const form = useForm({
    initial: { password: '', confirm: '' },
    labels,
    check: ({ password, confirm }) => ({
      password: lengthError(t, labels.password, password, limit),
      confirm: confirm === password ? null : t('auth.passwordsDiffer'),
    }),
    submit: async ({ password }) => {
      await callApi(apiRoutes.initPassword, { password });
      sessionStore.getState().patchUser({ hasPassword: true });
      navigate(appPaths.member(), { replace: true });
    },
  });

  return (
    <AuthLayout title={t('auth.setPasswordTitle')}>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate>
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          maxLength={limit.max}
          {...form.text('password')}
        />
        <TextField
          label={labels.confirm}
          type="password"
          autoComplete="new-password"
          maxLength={limit.max}
          {...form.text('confirm')}
        />
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" fullWidth loading={form.pending}>
          {t('auth.savePassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}
