import { apiRoutes, authModes } from '@casino/contracts';
import { callApi, useForm, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Form, FormError } from '@casino/ui/forms';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  e164,
  MobileCodeFields,
  NewPasswordFields,
  useMobileCodeChecks,
  useNewPasswordCheck,
} from './auth-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { type PasswordResetNotice, withRedirect } from './complete-login';

/** `/auth/forget`: a code sent to the bound number resets the password; then log in with it. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const labels = {
    mobile: t('auth.mobile'),
    smsCode: t('auth.smsCode'),
    password: t('auth.newPassword'),
    confirm: t('auth.confirmPassword'),
  };
  const mobileCodeChecks = useMobileCodeChecks();
  const checkNewPassword = useNewPasswordCheck(labels.password);
  const form = useForm({
    initial: { mobile: '', smsCode: '', password: '', confirm: '' },
    labels,
    check: (values) => ({ ...mobileCodeChecks.both(values), ...checkNewPassword(values) }),
    submit: async ({ mobile, smsCode, password }) => {
      const number = e164(mobile);
      await callApi(apiRoutes.forgetPassword, { mobile: number, smsCode, password });
      // A bound number works as the account name: the account login opens filled with it.
      const state: PasswordResetNotice = { passwordResetFor: number };
      navigate(withRedirect('/auth/login?type=account', search), { replace: true, state });
    },
  });

  return (
    <AuthLayout title={t('auth.forgetTitle')}>
      <Form onSubmit={form.onSubmit}>
        <MobileCodeFields form={form} authMode={authModes.forget} />
        <NewPasswordFields form={form} label={labels.password} />
        <FormError>{form.formError}</FormError>
        <Button type="submit" variant="primary" fullWidth loading={form.pending}>
          {t('auth.resetPassword')}
        </Button>
      </Form>
      <AuthLinks to={['login']} />
    </AuthLayout>
  );
}
