import { authModes, loginTypes } from '@casino/contracts';
import { callApi, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { completeLogin } from './complete-login';
import { toE164 } from './mobile-number';

const defaultResendSeconds = 60;

/** Phone + one-time code sign-in (login type 1); a new phone number registers on the way. */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const codeLimit = useLengthLimit('smsCode');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const [errors, setErrors] = useState<{ mobile?: string | null; smsCode?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const mobileError = () => (toE164(mobile) ? null : t('auth.mobileInvalid'));

  async function sendCode() {
    const error = mobileError();
    setErrors({ mobile: error });
    if (error) return;
    setFormError(null);
    try {
      const sent = await callApi('smsSend', {
        mobile: toE164(mobile) ?? mobile,
        authMode: authModes.loginAndRegister,
      });
      setCooldown(sent.resendAfterSeconds || defaultResendSeconds);
    } catch (sendError) {
      setFormError((sendError as Error).message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { mobile: mobileError(), smsCode: lengthError(t, t('auth.smsCode'), smsCode, codeLimit) };
    setErrors(next);
    if (next.mobile || next.smsCode) return;
    setBusy(true);
    setFormError(null);
    try {
      const result = await callApi('accountLoginSms', {
        mobile: toE164(mobile) ?? mobile,
        smsCode,
        loginType: loginTypes.phone,
      });
      completeLogin(result, search);
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField
        label={t('auth.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={mobile}
        onChange={(event) => setMobile(event.target.value.trim())}
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
          <Button type="button" variant="secondary" size="sm" disabled={cooldown > 0} onClick={sendCode}>
            {cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
          </Button>
        }
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        {t('auth.logIn')}
      </Button>
    </form>
  );
}
