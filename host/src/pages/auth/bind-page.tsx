import { authModes } from '@casino/contracts';
import { callApi, sessionStore, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { AuthLayout } from './auth-layout';
import { toE164 } from './mobile-number';

/** `/auth/bind`: binds a mobile number to the account (auth mode bind), for recovery and phone log-in. */
export default function BindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeLimit = useLengthLimit('smsCode');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const mobileError = () => (toE164(mobile) ? null : t('auth.mobileInvalid'));

  async function sendCode() {
    const error = mobileError();
    setErrors({ mobile: error });
    if (error) return;
    try {
      await callApi('smsSend', { mobile: toE164(mobile) ?? mobile, authMode: authModes.bind });
      setCodeSent(true);
    } catch (sendError) {
      setFormError((sendError as Error).message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { mobile: mobileError(), smsCode: lengthError(t, t('auth.smsCode'), smsCode, codeLimit) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      sessionStore
        .getState()
        .setUser(await callApi('bindAccount', { mobile: toE164(mobile) ?? mobile, smsCode }));
      navigate('/member', { replace: true });
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.bindTitle')}>
      <p className="ui-text-muted">{t('auth.bindIntro')}</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <TextField
          label={t('auth.mobile')}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={errors.mobile}
        />
        <TextField
          label={t('auth.smsCode')}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={smsCode}
          maxLength={codeLimit.max}
          onChange={(event) => setSmsCode(event.target.value.trim())}
          error={errors.smsCode}
          trailing={
            <Button type="button" variant="secondary" size="sm" onClick={sendCode}>
              {codeSent ? t('auth.resend') : t('auth.sendCode')}
            </Button>
          }
        />
        <FormError message={formError} />
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          {t('auth.bind')}
        </Button>
      </form>
    </AuthLayout>
  );
}
