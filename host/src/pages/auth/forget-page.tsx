import { apiRoutes, authModes } from '@casino/contracts';
import { callApi, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { MobileCodeFields, NewPasswordFields, useMobileCode, useNewPassword } from './auth-fields';
import { FormError, useAuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { type PasswordResetNotice, withRedirect } from './complete-login';

/** `/auth/forget`: a code sent to the bound number resets the password; then log in with it. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const phone = useMobileCode();
  const newPassword = useNewPassword();
  const form = useAuthForm({
    mobile: t('auth.mobile'),
    smsCode: t('auth.smsCode'),
    password: t('auth.newPassword'),
    confirm: t('auth.confirmPassword'),
  });

  const submit = form.submit(
    () => ({ ...phone.check(), ...newPassword.check(t, t('auth.newPassword')) }),
    async () => {
      const mobile = phone.e164();
      await callApi(apiRoutes.forgetPassword, {
        mobile,
        smsCode: phone.value.smsCode,
        password: newPassword.value.password,
      });
      // A bound number works as the account name: the account login opens filled with it.
      const state: PasswordResetNotice = { passwordResetFor: mobile };
      navigate(withRedirect('/auth/login?type=account', search), { replace: true, state });
    },
  );

  return (
    <AuthLayout title={t('auth.forgetTitle')}>
      <form className="ui-form" onSubmit={submit} noValidate>
        <MobileCodeFields state={phone} authMode={authModes.forget} form={form} />
        <NewPasswordFields state={newPassword} label={t('auth.newPassword')} errors={form.errors} />
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" fullWidth loading={form.busy}>
          {t('auth.resetPassword')}
        </Button>
      </form>
      <AuthLinks to={['login']} />
    </AuthLayout>
  );
}
