import { apiRoutes, authModes, loginTypes } from '@casino/contracts';
import { callApi, getDeviceId, readStorage, useTranslation, writeStorage } from '@casino/platform';
import { Button } from '@casino/ui';
import { useLocation } from 'react-router-dom';
import { MobileCodeFields, useMobileCode } from './auth-fields';
import { FormError, useAuthForm } from './auth-form';
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
  const phone = useMobileCode();
  const form = useAuthForm({ mobile: t('auth.mobile'), smsCode: t('auth.smsCode') });
  const trusted = readStorage(trustedMobileKey) === phone.e164();

  const logIn = form.submit(
    () => phone.check(),
    async () => {
      const mobile = phone.e164();
      const result = await callApi(apiRoutes.accountLoginSms, {
        mobile,
        smsCode: phone.value.smsCode,
        loginType: loginTypes.phone,
        deviceId: getDeviceId(),
      });
      writeStorage(trustedMobileKey, mobile);
      completeLogin(result, search);
    },
  );

  const logInWithoutCode = form.submit(
    () => ({ mobile: phone.mobileError() }),
    async () => {
      const result = await callApi(apiRoutes.accountLoginSms, {
        mobile: phone.e164(),
        loginType: loginTypes.phoneWithoutOtp,
        deviceId: getDeviceId(),
      });
      completeLogin(result, search);
    },
  );

  return (
    <form className="ui-form" onSubmit={logIn} noValidate>
      <MobileCodeFields state={phone} authMode={authModes.loginAndRegister} form={form} />
      <FormError message={form.formError} />
      <Button type="submit" variant="primary" fullWidth loading={form.busy}>
        {t('auth.logIn')}
      </Button>
      {trusted ? (
        <Button type="button" variant="secondary" fullWidth disabled={form.busy} onClick={logInWithoutCode}>
          {t('auth.logInWithoutCode')}
        </Button>
      ) : null}
    </form>
  );
}
