import { apiRoutes, authModes, loginTypes } from '@casino/contracts';
import { callApi, getDeviceId, readStorage, useForm, useTranslation, writeStorage } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Form, FormError } from '@casino/ui/forms';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MobileCodeFields, useE164, useMobileCodeChecks } from './auth-fields';
import { completeLogin } from './complete-login';

/** The number this device last signed in with a code: it may sign in again without one (login type 3). */
const trustedMobileKey = 'phone_login_mobile';

/**
 * Phone + one-time code sign-in (login type 1; a new number registers on the way). The device id
 * goes along, so the API trusts this device for the number: next time "Log in without a code"
 * (login type 3) appears for it.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const checks = useMobileCodeChecks();
  const e164 = useE164();
  // Which button submitted: the form's own (with the code) or "Log in without a code".
  const withoutCode = useRef(false);
  const form = useForm({
    initial: { mobile: '', smsCode: '' },
    labels: { mobile: t('auth.mobile'), smsCode: t('auth.smsCode') },
    check: (values) => (withoutCode.current ? { mobile: checks.mobile(values.mobile) } : checks.both(values)),
    submit: async ({ mobile, smsCode }) => {
      const number = e164(mobile);
      if (withoutCode.current) {
        const result = await callApi(apiRoutes.accountLoginSms, {
          mobile: number,
          loginType: loginTypes.phoneWithoutOtp,
          deviceId: getDeviceId(),
        });
        completeLogin(result, search);
        return;
      }
      const result = await callApi(apiRoutes.accountLoginSms, {
        mobile: number,
        smsCode,
        loginType: loginTypes.phone,
        deviceId: getDeviceId(),
      });
      writeStorage(trustedMobileKey, number);
      completeLogin(result, search);
    },
  });
  const trusted = readStorage(trustedMobileKey) === e164(form.values.mobile);

  return (
    <Form
      onSubmit={(event) => {
        withoutCode.current = false;
        form.onSubmit(event);
      }}
    >
      <MobileCodeFields form={form} authMode={authModes.loginAndRegister} />
      <FormError>{form.formError}</FormError>
      <Button type="submit" variant="primary" fullWidth loading={form.pending}>
        {t('auth.logIn')}
      </Button>
      {trusted ? (
        <Button
          variant="secondary"
          fullWidth
          disabled={form.pending}
          onClick={() => {
            withoutCode.current = true;
            form.onSubmit();
          }}
        >
          {t('auth.logInWithoutCode')}
        </Button>
      ) : null}
    </Form>
  );
}
