import { apiRoutes, appPaths } from '@casino/contracts';
import { callApi, sessionStore, useForm, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Form, FormError } from '@casino/ui/forms';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields, useNewPasswordCheck } from './auth-fields';
import { AuthLayout } from './auth-layout';

/** `/auth/set-password`: a player without a password (phone or social sign-up) sets one. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = { password: t('auth.newPassword'), confirm: t('auth.confirmPassword') };
  const form = useForm({
    initial: { password: '', confirm: '' },
    labels,
    check: useNewPasswordCheck(labels.password),
    submit: async ({ password }) => {
      await callApi(apiRoutes.initPassword, { password });
      sessionStore.getState().patchUser({ hasPassword: true });
      navigate(appPaths.member(), { replace: true });
    },
  });

  return (
    <AuthLayout title={t('auth.setPasswordTitle')}>
      <Form onSubmit={form.onSubmit}>
        <NewPasswordFields form={form} label={labels.password} />
        <FormError>{form.formError}</FormError>
        <Button type="submit" variant="primary" fullWidth loading={form.pending}>
          {t('auth.savePassword')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
