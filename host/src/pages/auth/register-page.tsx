import { apiRoutes } from '@casino/contracts';
import {
  callApi,
  lengthError,
  savedAccountCredentials,
  useForm,
  useLengthLimit,
  useTranslation,
} from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextField } from '@casino/ui/forms';
import { useLocation } from 'react-router-dom';
import { NewPasswordFields, useNewPasswordCheck } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { completeLogin, withRedirect } from './complete-login';
import { SocialLoginButtons } from './social-login-buttons';

/** `/auth/register`: account registration; an invite code from a shared link is prefilled. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const accountLimit = useLengthLimit('account');
  const labels = {
    account: t('auth.account'),
    password: t('auth.password'),
    confirm: t('auth.confirmPassword'),
    inviteCode: t('auth.inviteCodeOptional'),
    adult: t('auth.ageConfirm'),
  };
  const checkNewPassword = useNewPasswordCheck(labels.password);
  const form = useForm({
    initial: {
      account: '',
      password: '',
      confirm: '',
      inviteCode: params.get('inviteCode') ?? '',
      adult: false,
    },
    labels,
    check: (values) => ({
      account: lengthError(t, labels.account, values.account, accountLimit),
      ...checkNewPassword(values),
      adult: values.adult ? null : t('auth.ageRequired'),
    }),
    submit: async ({ account, password, inviteCode }) => {
      const body = inviteCode ? { account, password, inviteCode } : { account, password };
      const result = await callApi(apiRoutes.accountRegist, body);
      // A new account is an account credential like a login's: the next log-in opens on it.
      savedAccountCredentials.save({ account });
      // An account name alone cannot be recovered: ask for a phone or an e-mail first (ADR 0049).
      completeLogin(result, search, withRedirect('/auth/bind?new=1', search));
    },
  });

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <Form onSubmit={form.onSubmit}>
        <TextField
          label={labels.account}
          autoComplete="username"
          maxLength={accountLimit.max}
          {...form.text('account', (typed) => typed.trim())}
        />
        <NewPasswordFields form={form} label={labels.password} />
        <TextField label={labels.inviteCode} {...form.text('inviteCode', (typed) => typed.trim())} />
        <Checkbox label={labels.adult} error={form.errors.adult ?? null} {...form.checkbox('adult')} />
        <FormError>{form.formError}</FormError>
        <Button type="submit" variant="primary" fullWidth loading={form.pending}>
          {t('auth.register')}
        </Button>
      </Form>
      <SocialLoginButtons
        purpose="login"
        returnTo={params.get('redirect')}
        inviteCode={form.values.inviteCode || null}
      />
      <AuthLinks to={['accountLogin']} />
    </AuthLayout>
  );
}
