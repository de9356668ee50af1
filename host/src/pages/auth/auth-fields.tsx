import type { AuthMode } from '@casino/contracts';
import { apiRoutes } from '@casino/contracts';
import {
  ApiError,
  callApi,
  type Form,
  type FormValues,
  lengthError,
  useLengthLimit,
  useTranslation,
} from '@casino/platform';
import { Button } from '@casino/ui/core';
import { useCountdown } from '@casino/ui/display';
import { TextField } from '@casino/ui/forms';
import { useState } from 'react';
import { toE164 } from './mobile-number';

/** A form's mobile number and SMS code, as typed. */
export interface MobileCode {
  mobile: string;
  smsCode: string;
}

/** The number in E.164, as the API wants it (as typed when it is none: the checks refuse that first). */
export function e164(mobile: string): string {
  return toE164(mobile) ?? mobile;
}

/** The checks of a number and its SMS code (spec 5: the code's length limit is the server's). */
export function useMobileCodeChecks() {
  const { t } = useTranslation();
  const codeLimit = useLengthLimit('smsCode');
  const mobile = (typed: string) => (toE164(typed) ? null : t('auth.mobileInvalid'));
  return {
    /** The number alone (sending a code, logging in without one). */
    mobile,
    /** The number and the code. */
    both: (values: MobileCode) => ({
      mobile: mobile(values.mobile),
      smsCode: lengthError(t, t('auth.smsCode'), values.smsCode, codeLimit),
    }),
  };
}

const defaultResendSeconds = 60;

/** The seconds a rate-limited send says to wait (`{ retryAfterSeconds }`), else null. */
function rateLimitWait(error: ApiError): number | null {
  if (error.code !== 429 || typeof error.data !== 'object' || error.data === null) return null;
  const { retryAfterSeconds } = error.data as { retryAfterSeconds?: unknown };
  return typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : null;
}

/**
 * Mobile number + SMS code of `form` with a "Send code" button that asks for a code of
 * `authMode` and then counts down until another may be asked for. Used by phone log-in,
 * forgotten password and bind.
 */
export function MobileCodeFields<Values extends MobileCode & FormValues>({
  form,
  authMode,
}: {
  form: Form<Values>;
  authMode: AuthMode;
}) {
  const { t } = useTranslation();
  const checks = useMobileCodeChecks();
  const codeLimit = useLengthLimit('smsCode');
  // A deadline, not a ticking counter: the seconds shown stay right when timers are throttled.
  const [resendAt, setResendAt] = useState<number | null>(null);
  const cooldown = Math.ceil(useCountdown(resendAt) / 1000);
  const setCooldown = (seconds: number) => setResendAt(Date.now() + seconds * 1000);

  async function sendCode() {
    const mobileError = checks.mobile(form.values.mobile);
    form.setFieldError('mobile', mobileError);
    if (mobileError) return;
    try {
      const sent = await callApi(apiRoutes.smsSend, { mobile: e164(form.values.mobile), authMode });
      setCooldown(sent.resendAfterSeconds || defaultResendSeconds);
    } catch (error) {
      // A code sent moments ago (here or on another page): count down to when the next one may go.
      const retryAfterSeconds = error instanceof ApiError ? rateLimitWait(error) : null;
      if (retryAfterSeconds) {
        setCooldown(retryAfterSeconds);
        form.setFieldError('smsCode', t('auth.codeRateLimited', { seconds: retryAfterSeconds }));
      } else {
        form.showFailure(error);
      }
    }
  }

  return (
    <>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...form.text('mobile')}
      />
      <TextField
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLimit.max}
        {...form.text('smsCode', (typed) => typed.trim())}
        trailing={
          <Button type="button" variant="secondary" size="sm" disabled={cooldown > 0} onClick={sendCode}>
            {cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
          </Button>
        }
      />
    </>
  );
}

/** A new password typed twice. */
export interface NewPassword {
  password: string;
  confirm: string;
}

/** The checks of a new password: the server's length limit, and the two typed the same. */
export function useNewPasswordCheck(label: string) {
  const { t } = useTranslation();
  const limit = useLengthLimit('password');
  return ({ password, confirm }: NewPassword) => ({
    password: lengthError(t, label, password, limit),
    confirm: confirm === password ? null : t('auth.passwordsDiffer'),
  });
}

/** A new password and its confirmation, bound to `form`. */
export function NewPasswordFields<Values extends NewPassword & FormValues>({
  form,
  label,
}: {
  form: Form<Values>;
  label: string;
}) {
  const { t } = useTranslation();
  const limit = useLengthLimit('password');
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={limit.max}
        {...form.text('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={limit.max}
        {...form.text('confirm')}
      />
    </>
  );
}
