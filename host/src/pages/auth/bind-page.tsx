import { apiRoutes, authModes, type SocialProvider, type UserInfo } from '@casino/contracts';
import { callApi, sessionStore, useForm, useSession, useTranslation } from '@casino/platform';
import { Button, Notice, Text } from '@casino/ui/core';
import { Form, FormError } from '@casino/ui/forms';
import { SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirectTarget } from '../../app/route-guard';
import {
  EmailCodeFields,
  MobileCodeFields,
  normaliseEmail,
  useE164,
  useEmailCodeChecks,
  useMobileCodeChecks,
} from './auth-fields';
import { AuthLayout } from './auth-layout';
import { SocialLoginButtons } from './social-login-buttons';
import { socialProviderNames } from './social-sign-in';
import styles from './social-sign-in.module.css';

/** What each provider is linked as, from the user info (spec 3: googleAccount / googleName, ...). */
function linkedProviders(user: UserInfo | null): { provider: SocialProvider; label: string }[] {
  if (!user) return [];
  const linked = [
    { provider: 'google' as const, account: user.googleAccount, name: user.googleName },
    { provider: 'facebook' as const, account: user.facebookAccount, name: user.facebookName },
    { provider: 'line' as const, account: user.lineAccount, name: user.lineName },
  ];
  return linked.flatMap(({ provider, account, name }) =>
    account === null ? [] : [{ provider, label: name ? `${name} (${account})` : account }],
  );
}

function BindMobileForm() {
  const { t } = useTranslation();
  const checks = useMobileCodeChecks();
  const e164 = useE164();
  const form = useForm({
    initial: { mobile: '', smsCode: '' },
    labels: { mobile: t('auth.mobile'), smsCode: t('auth.smsCode') },
    check: checks.both,
    submit: async ({ mobile, smsCode }) => {
      const user = await callApi(apiRoutes.bindAccount, { mobile: e164(mobile), smsCode });
      sessionStore.getState().setUser(user);
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <Text tone="muted">{t('auth.bindIntro')}</Text>
      <MobileCodeFields form={form} authMode={authModes.bind} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.bind')}
      </Button>
    </Form>
  );
}

function BindEmailForm() {
  const { t } = useTranslation();
  const checks = useEmailCodeChecks();
  const form = useForm({
    initial: { email: '', emailCode: '' },
    labels: { email: t('auth.email'), emailCode: t('auth.emailCode') },
    check: checks.both,
    submit: async ({ email, emailCode }) => {
      const user = await callApi(apiRoutes.bindEmail, { email: normaliseEmail(email), emailCode });
      sessionStore.getState().setUser(user);
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <Text tone="muted">{t('auth.bindEmailIntro')}</Text>
      <EmailCodeFields form={form} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.bindEmail')}
      </Button>
    </Form>
  );
}

/** The forms of what is not bound yet: a choice of phone or e-mail while neither is. */
function BindForms({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<'mobile' | 'email'>('mobile');
  const open = [user?.mobile ? null : 'mobile', user?.email ? null : 'email'].filter(
    (kind): kind is 'mobile' | 'email' => kind !== null,
  );
  if (open.length === 0) return null;
  if (open.length === 1) return open[0] === 'mobile' ? <BindMobileForm /> : <BindEmailForm />;
  return (
    <SegmentedTabs
      label={t('auth.bindWith')}
      tabs={[
        { value: 'mobile', label: t('auth.byPhone') },
        { value: 'email', label: t('auth.byEmail') },
      ]}
      value={choice}
      onChange={(tab) => setChoice(tab === 'email' ? 'email' : 'mobile')}
    >
      {choice === 'mobile' ? <BindMobileForm /> : <BindEmailForm />}
    </SegmentedTabs>
  );
}

/**
 * `/auth/bind`: binds a mobile number (auth mode bind: phone log-in and password recovery) or an
 * e-mail address (password recovery, ADR 0049) and links Google, Facebook or LINE to the account.
 * Right after registering (`?new=1`) it asks the new player to bind one, with a way on.
 */
export default function BindPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const afterRegistration = params.get('new') === '1';
  const user = useSession((session) => session.user);
  const linked = linkedProviders(user);
  const recoverable = Boolean(user?.mobile || user?.email);

  return (
    <AuthLayout title={afterRegistration ? t('auth.bindPromptTitle') : t('auth.bindTitle')}>
      {afterRegistration && !recoverable ? <Notice>{t('auth.bindPrompt')}</Notice> : null}
      {user?.mobile ? <Notice tone="success">{t('auth.mobileBound', { mobile: user.mobile })}</Notice> : null}
      {user?.email ? <Notice tone="success">{t('auth.emailBound', { email: user.email })}</Notice> : null}
      <BindForms user={user} />
      {afterRegistration ? (
        <Button
          variant={recoverable ? 'primary' : 'ghost'}
          fullWidth
          onClick={() => navigate(safeRedirectTarget(params.get('redirect')), { replace: true })}
        >
          {recoverable ? t('auth.continue') : t('auth.skipForNow')}
        </Button>
      ) : null}
      {linked.length > 0 ? (
        <ul className={styles.linked} aria-label={t('auth.social.linkedTitle')}>
          {linked.map(({ provider, label }) => (
            <li key={provider}>
              {t('auth.social.linked', { provider: socialProviderNames[provider], account: label })}
            </li>
          ))}
        </ul>
      ) : null}
      <SocialLoginButtons
        purpose="bind"
        returnTo="/auth/bind"
        exclude={linked.map(({ provider }) => provider)}
      />
    </AuthLayout>
  );
}
