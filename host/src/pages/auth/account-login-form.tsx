import { apiRoutes } from '@casino/contracts';
import {
  callApi,
  lengthError,
  savedAccountCredentials,
  useForm,
  useLengthLimit,
  useTranslation,
} from '@casino/platform';
import { Button, Notice } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextField } from '@casino/ui/forms';
import { useLocation } from 'react-router-dom';
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
  const labels = {
    account: t('auth.account'),
    password: t('auth.password'),
    remember: t('auth.rememberAccount'),
  };
  const form = useForm({
    initial: {
      account: reset?.passwordResetFor ?? savedAccountCredentials.load()?.account ?? '',
      password: '',
      remember: true,
    },
    labels,
    check: ({ account, password }) => ({
      account: lengthError(t, labels.account, account, accountLimit),
      password: lengthError(t, labels.password, password, passwordLimit),
    }),
    submit: async ({ account, password, remember }) => {
      const result = await callApi(apiRoutes.accountLogin, { account, password });
      if (remember) savedAccountCredentials.save({ account });
      else savedAccountCredentials.clear();
      completeLogin(result, search);
    },
  });

  return (
    <Form onSubmit={form.onSubmit}>
      {reset ? <Notice tone="success">{t('auth.passwordResetDone')}</Notice> : null}
      <TextField
        label={labels.account}
        autoComplete="username"
        maxLength={accountLimit.max}
        {...form.text('account', (typed) => typed.trim())}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="current-password"
        maxLength={passwordLimit.max}
        {...form.text('password')}
      />
      <Checkbox label={labels.remember} {...form.checkbox('remember')} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.logIn')}
      </Button>
    </Form>
  );
}
