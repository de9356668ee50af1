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
import { toE164, usePhoneCountryCode } from './mobile-number';

/** A form's mobile number and SMS code, as typed. */
export interface MobileCode {
  mobile: string;
  smsCode: string;
}

/** A form's e-mail address and the code sent to it, as typed. */
export interface EmailCode {
  email: string;
  emailCode: string;
}

/**
 * Turns what was typed beside the fixed country code into E.164, as the API wants it (as typed
 * when it is none: the checks refuse that first).
 */
export function useE164(): (mobile: string) => string {
  const countryCode = usePhoneCountryCode();
  return (mobile) => toE164(mobile, countryCode) ?? mobile;
}

/** The checks of a number and its SMS code (spec 5: the code's length limit is the server's). */
export function useMobileCodeChecks() {
  const { t } = useTranslation();
  const countryCode = usePhoneCountryCode();
  const codeLimit = useLengthLimit('smsCode');
  const mobile = (typed: string) => (toE164(typed, countryCode) ? null : t('auth.mobileInvalid'));
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

/** What a plausible e-mail address looks like; the API checks it properly. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as the API keeps it: trimmed, lower-cased. */
export const normaliseEmail = (typed: string) => typed.trim().toLowerCase();

/** The checks of an e-mail address and its code. */
export function useEmailCodeChecks() {
  const { t } = useTranslation();
  const codeLimit = useLengthLimit('smsCode');
  const email = (typed: string) => (emailPattern.test(normaliseEmail(typed)) ? null : t('auth.emailInvalid'));
  return {
    email,
    both: (values: EmailCode) => ({
      email: email(values.email),
      emailCode: lengthError(t, t('auth.emailCode'), values.emailCode, codeLimit),
    }),
  };
}

const defaultResendSeconds = 60;

/** The seconds a rate-limited send says to wait (`{ retryAfterSeconds }`), else null. */
export function rateLimitWait(error: ApiError): number | null {
  if (error.code !== 429 || typeof error.data !== 'object' || error.data === null) return null;
  const { retryAfterSeconds } = error.data as { retryAfterSeconds?: unknown };
  return typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : null;
}

/**
 * The code field of `form` with a "Send code" button: `send` asks for a code (null when it sent
 * nothing, e.g. the number is not valid yet), then the button counts down until another may be
 * asked for. A rate-limited send counts down from the wait the server names.
 */
export function CodeField<Values extends FormValues>({
  form,
  field,
  label,
  send,
  resendFrom = null,
}: {
  form: Form<Values>;
  field: keyof Values & string;
  label: string;
  send: () => Promise<{ resendAfterSeconds: number } | null>;
  /** When another code may be asked for, if one was sent before the field appeared (ms epoch). */
  resendFrom?: number | null;
}) {
  const { t } = useTranslation();
  const codeLimit = useLengthLimit('smsCode');
  // A deadline, not a ticking counter: the seconds shown stay right when timers are throttled.
  const [resendAt, setResendAt] = useState<number | null>(resendFrom);
  const cooldown = Math.ceil(useCountdown(resendAt) / 1000);
  const setCooldown = (seconds: number) => setResendAt(Date.now() + seconds * 1000);

  async function sendCode() {
    try {
      const sent = await send();
      if (sent) setCooldown(sent.resendAfterSeconds || defaultResendSeconds);
    } catch (error) {
      // A code sent moments ago (here or on another page): count down to when the next one may go.
      const retryAfterSeconds = error instanceof ApiError ? rateLimitWait(error) : null;
      if (retryAfterSeconds) {
        setCooldown(retryAfterSeconds);
        form.setFieldError(field, t('auth.codeRateLimited', { seconds: retryAfterSeconds }));
      } else {
        form.showFailure(error);
      }
    }
  }

  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={codeLimit.max}
      {...form.text(field, (typed) => typed.trim())}
      trailing={
        <Button type="button" variant="secondary" size="sm" disabled={cooldown > 0} onClick={sendCode}>
          {cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
        </Button>
      }
    />
  );
}

/** A mobile number field beside the fixed country code (`+63`), in the local format or any other. */
function MobileField<Values extends FormValues>({
  form,
  field,
}: {
  form: Form<Values>;
  field: keyof Values & string;
}) {
  const { t } = useTranslation();
  const countryCode = usePhoneCountryCode();
  return (
    <TextField
      label={t('auth.mobile')}
      leading={`+${countryCode}`}
      placeholder={t('auth.mobilePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...form.text(field)}
    />
  );
}

/**
 * Mobile number + SMS code of `form` with a "Send code" button that asks for a code of
 * `authMode`. Used by phone log-in, forgotten password and bind.
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
  const e164 = useE164();

  async function send() {
    const mobileError = checks.mobile(form.values.mobile);
    form.setFieldError('mobile', mobileError);
    if (mobileError) return null;
    return callApi(apiRoutes.smsSend, { mobile: e164(form.values.mobile), authMode });
  }

  return (
    <>
      <MobileField form={form} field="mobile" />
      <CodeField form={form} field="smsCode" label={t('auth.smsCode')} send={send} />
    </>
  );
}

/** E-mail address + the code `emailSend` mails to it (binding an address). */
export function EmailCodeFields<Values extends EmailCode & FormValues>({ form }: { form: Form<Values> }) {
  const { t } = useTranslation();
  const checks = useEmailCodeChecks();

  async function send() {
    const emailError = checks.email(form.values.email);
    form.setFieldError('email', emailError);
    if (emailError) return null;
    return callApi(apiRoutes.emailSend, { email: normaliseEmail(form.values.email) });
  }

  return (
    <>
      <TextField
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.text('email')}
      />
      <CodeField form={form} field="emailCode" label={t('auth.emailCode')} send={send} />
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
