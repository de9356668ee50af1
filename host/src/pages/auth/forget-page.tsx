import { authModes } from '@casino/contracts';
import { callApi, useTranslation } from '@casino/platform';
import { Button } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormError, lengthError, TextField, useLengthLimit } from './auth-form';
import { AuthLayout } from './auth-layout';
import { withRedirect } from './complete-login';
import { toE164 } from './mobile-number';

/** `/auth/forget`: a code sent to the bound phone resets the password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const codeLimit = useLengthLimit('smsCode');
  const passwordLimit = useLengthLimit('password');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const mobileError = () => (toE164(mobile) ? null : t('auth.mobileInvalid'));

  async function sendCode() {
    const error = mobileError();
    setErrors({ mobile: error });
    if (error) return;
    try {
      await callApi('smsSend', { mobile: toE164(mobile) ?? mobile, authMode: authModes.forget });
      setCodeSent(true);
    } catch (sendError) {
      setFormError((sendError as Error).message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      mobile: mobileError(),
      smsCode: lengthError(t, t('auth.smsCode'), smsCode, codeLimit),
      password: lengthError(t, t('auth.newPassword'), password, passwordLimit),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    try {
      await callApi('forgetPassword', { mobile: toE164(mobile) ?? mobile, smsCode, password });
      navigate(withRedirect('/auth/login?type=account', search), { replace: true });
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.forgetTitle')}>
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
            <Button type="button" variant="secondary" size="sm" onClick={sendCode}>
              {codeSent ? t('auth.resend') : t('auth.sendCode')}
            </Button>
          }
        />
        <TextField
          label={t('auth.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={passwordLimit.max}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <FormError message={formError} />
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          {t('auth.resetPassword')}
        </Button>
      </form>
      <nav className="ui-auth__links" aria-label={t('auth.otherOptions')}>
        <Link to={withRedirect('/auth/login', search)}>{t('auth.backToLogin')}</Link>
      </nav>
    </AuthLayout>
  );
}
