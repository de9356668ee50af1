import type { AuthMode } from '@casino/contracts';
import { apiRoutes } from '@casino/contracts';
import { ApiError, callApi, useTranslation } from '@casino/platform';
import { Button, TextField, useCountdown } from '@casino/ui';
import { useState } from 'react';
import { lengthError, type Translate, useLengthLimit } from './auth-form';
import { toE164 } from './mobile-number';

export interface MobileCode {
  mobile: string;
  smsCode: string;
}

/** The mobile number and SMS code of a form, and their checks (spec 5: the code's length limit). */
export function useMobileCode() {
  const { t } = useTranslation();
  const codeLimit = useLengthLimit('smsCode');
  const [value, setValue] = useState<MobileCode>({ mobile: '', smsCode: '' });
  return {
    value,
    setValue,
    codeLimit,
    /** The number in E.164, as the API wants it. */
    e164: () => toE164(value.mobile) ?? value.mobile,
    mobileError: () => (toE164(value.mobile) ? null : t('auth.mobileInvalid')),
    check() {
      return {
        mobile: toE164(value.mobile) ? null : t('auth.mobileInvalid'),
        smsCode: lengthError(t, t('auth.smsCode'), value.smsCode, codeLimit),
      };
    },
  };
}

export type MobileCodeState = ReturnType<typeof useMobileCode>;

const defaultResendSeconds = 60;

/** The seconds a rate-limited send says to wait (`{ retryAfterSeconds }`), else null. */
function rateLimitWait(error: ApiError): number | null {
  if (error.code !== 429 || typeof error.data !== 'object' || error.data === null) return null;
  const { retryAfterSeconds } = error.data as { retryAfterSeconds?: unknown };
  return typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : null;
}

/** The part of an auth form the shared fields report to. */
interface FieldErrorSink {
  errors: Partial<Record<string, string | null>>;
  setFieldError(field: 'mobile', message: string | null): void;
  showFailure(error: unknown): void;
}

/**
 * Mobile number + SMS code with a "Send code" button that asks for a code of `authMode` and then
 * counts down until another may be asked for. Used by phone log-in, forgotten password and bind.
 */
export function MobileCodeFields({
  state,
  authMode,
  form,
}: {
  state: MobileCodeState;
  authMode: AuthMode;
  form: FieldErrorSink;
}) {
  const { t } = useTranslation();
  // A deadline, not a ticking counter: the seconds shown stay right when timers are throttled.
  const [resendAt, setResendAt] = useState<number | null>(null);
  const cooldown = Math.ceil(useCountdown(resendAt) / 1000);
  const { value, setValue, codeLimit } = state;
  const startCooldown = (seconds: number) => setResendAt(Date.now() + seconds * 1000);

  async function sendCode() {
    const mobileError = state.mobileError();
    form.setFieldError('mobile', mobileError);
    if (mobileError) return;
    try {
      const sent = await callApi(apiRoutes.smsSend, { mobile: state.e164(), authMode });
      startCooldown(sent.resendAfterSeconds || defaultResendSeconds);
    } catch (error) {
      // A code sent moments ago (here or on another page): count down to when the next one may go.
      const retryAfterSeconds = error instanceof ApiError ? rateLimitWait(error) : null;
      if (retryAfterSeconds) startCooldown(retryAfterSeconds);
      form.showFailure(error);
    }
  }

  return (
    <>
      <TextField
        label={t('auth.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value.mobile}
        onChange={(event) => setValue({ ...value, mobile: event.target.value })}
        error={form.errors.mobile}
      />
      <TextField
        label={t('auth.smsCode')}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value.smsCode}
        maxLength={codeLimit.max}
        onChange={(event) => setValue({ ...value, smsCode: event.target.value.trim() })}
        error={form.errors.smsCode}
        trailing={
          <Button type="button" variant="secondary" size="sm" disabled={cooldown > 0} onClick={sendCode}>
            {cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
          </Button>
        }
      />
    </>
  );
}

export interface NewPassword {
  password: string;
  confirm: string;
}

/** A new password typed twice, checked against the password length limit. */
export function useNewPassword() {
  const limit = useLengthLimit('password');
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  return {
    value,
    setValue,
    limit,
    check(t: Translate, label: string) {
      return {
        password: lengthError(t, label, value.password, limit),
        confirm: value.confirm === value.password ? null : t('auth.passwordsDiffer'),
      };
    },
  };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;

export function NewPasswordFields({
  state,
  label,
  errors,
}: {
  state: NewPasswordState;
  label: string;
  errors: { password?: string | null; confirm?: string | null };
}) {
  const { t } = useTranslation();
  const { value, setValue, limit } = state;
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        value={value.password}
        maxLength={limit.max}
        onChange={(event) => setValue({ ...value, password: event.target.value })}
        error={errors.password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        maxLength={limit.max}
        onChange={(event) => setValue({ ...value, confirm: event.target.value })}
        error={errors.confirm}
      />
    </>
  );
}
