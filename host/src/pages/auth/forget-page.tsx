import { bus } from '@casino/bus';
import { apiRoutes, authModes } from '@casino/contracts';
import { ApiError, callApi, lengthError, useForm, useLengthLimit, useTranslation } from '@casino/platform';
import { Button, Notice } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CodeField,
  MobileCodeFields,
  NewPasswordFields,
  rateLimitWait,
  useE164,
  useMobileCodeChecks,
  useNewPasswordCheck,
} from './auth-fields';
import { AuthLayout } from './auth-layout';
import { AuthLinks } from './auth-links';
import { type PasswordResetNotice, withRedirect } from './complete-login';

/** Back to the account log-in, filled with the name the password was reset for. */
function useBackToLogin() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (passwordResetFor: string) => {
    const state: PasswordResetNotice = { passwordResetFor };
    navigate(withRedirect('/auth/login?type=account', search), { replace: true, state });
  };
}

/** By phone: a code sent to the bound number resets the password. */
function PhoneResetForm() {
  const { t } = useTranslation();
  const backToLogin = useBackToLogin();
  const e164 = useE164();
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
      backToLogin(number);
    },
  });

  return (
    <Form onSubmit={form.onSubmit}>
      <MobileCodeFields form={form} authMode={authModes.forget} />
      <NewPasswordFields form={form} label={labels.password} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.resetPassword')}
      </Button>
    </Form>
  );
}

/** Where `accountRecoverySend` sent the code, once it has answered. */
type RecoveryAnswer =
  | { channel: 'mobile' | 'email'; maskedTo: string; resendAfterSeconds: number; sentAt: number }
  | { channel: 'none' };

/**
 * By account name (ADR 0049): the code goes to what the account has bound, a phone (by SMS) or
 * an e-mail address, shown masked; an account with neither is told to contact customer service.
 */
function AccountResetForm() {
  const { t } = useTranslation();
  const backToLogin = useBackToLogin();
  const accountLimit = useLengthLimit('account');
  const codeLimit = useLengthLimit('smsCode');
  const [answer, setAnswer] = useState<RecoveryAnswer | null>(null);
  const labels = {
    account: t('auth.account'),
    code: t('auth.recoveryCode'),
    password: t('auth.newPassword'),
    confirm: t('auth.confirmPassword'),
  };
  const checkNewPassword = useNewPasswordCheck(labels.password);
  const codeSent = answer !== null && answer.channel !== 'none';

  async function sendCode(account: string) {
    const sent = await callApi(apiRoutes.accountRecoverySend, { account });
    setAnswer(sent.channel === 'none' ? sent : { ...sent, sentAt: Date.now() });
    return sent.channel === 'none' ? null : sent;
  }

  const form = useForm({
    initial: { account: '', code: '', password: '', confirm: '' },
    labels,
    check: (values) => ({
      account: lengthError(t, labels.account, values.account, accountLimit),
      ...(codeSent
        ? { code: lengthError(t, labels.code, values.code, codeLimit), ...checkNewPassword(values) }
        : {}),
    }),
    submit: async ({ account, code, password }) => {
      if (!codeSent) {
        try {
          await sendCode(account);
        } catch (error) {
          // A code went to this account's phone or address moments ago: say when to ask again.
          const seconds = error instanceof ApiError ? rateLimitWait(error) : null;
          if (!seconds) throw error;
          form.setFieldError('account', t('auth.codeRateLimited', { seconds }));
        }
        return;
      }
      await callApi(apiRoutes.accountRecoveryReset, { account, code, password });
      backToLogin(account);
    },
  });

  return (
    <Form onSubmit={form.onSubmit}>
      <TextField
        label={labels.account}
        autoComplete="username"
        maxLength={accountLimit.max}
        {...form.text('account', (typed) => typed.trim())}
        onChange={(event) => {
          // Another name: whatever was sent belongs to the one before.
          form.set('account', event.target.value.trim());
          setAnswer(null);
        }}
      />
      {answer?.channel === 'none' ? (
        <Notice tone="warning" title={t('auth.recoveryNoneTitle')}>
          {t('auth.recoveryNone')}
        </Notice>
      ) : null}
      {codeSent ? (
        <>
          <Notice tone="success">
            {answer.channel === 'mobile'
              ? t('auth.recoverySentSms', { to: answer.maskedTo })
              : t('auth.recoverySentEmail', { to: answer.maskedTo })}
          </Notice>
          <CodeField
            form={form}
            field="code"
            label={labels.code}
            send={() => sendCode(form.values.account)}
            resendFrom={answer.sentAt + answer.resendAfterSeconds * 1000}
          />
          <NewPasswordFields form={form} label={labels.password} />
        </>
      ) : null}
      <FormError>{form.formError}</FormError>
      {answer?.channel === 'none' ? (
        <Button
          variant="primary"
          fullWidth
          onClick={() => bus.emit('customerService.open', { source: 'forget-password' })}
        >
          {t('auth.contactSupport')}
        </Button>
      ) : (
        <Button type="submit" variant="primary" fullWidth loading={form.pending}>
          {codeSent ? t('auth.resetPassword') : t('auth.sendCode')}
        </Button>
      )}
    </Form>
  );
}

/**
 * `/auth/forget`: reset a forgotten password with a code, by the bound phone number or by the
 * account name (`?type=account`, the code going to the account's bound phone or e-mail); then log
 * in with it.
 */
export default function ForgetPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const byAccount = new URLSearchParams(search).get('type') === 'account';

  const selectTab = (account: boolean) => {
    const next = new URLSearchParams(search);
    if (account) next.set('type', 'account');
    else next.delete('type');
    const query = next.toString();
    navigate(`/auth/forget${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <AuthLayout title={t('auth.forgetTitle')}>
      <SegmentedTabs
        label={t('auth.recoverWith')}
        tabs={[
          { value: 'phone', label: t('auth.byPhone') },
          { value: 'account', label: t('auth.byAccount') },
        ]}
        value={byAccount ? 'account' : 'phone'}
        onChange={(tab) => selectTab(tab === 'account')}
        // Named apart from its tab: the tab's "Account" is also the field's name.
        panelLabel={`${t('auth.recoverWith')} ${byAccount ? t('auth.byAccount') : t('auth.byPhone')}`}
      >
        {byAccount ? <AccountResetForm /> : <PhoneResetForm />}
      </SegmentedTabs>
      <AuthLinks to={['login']} />
    </AuthLayout>
  );
}
