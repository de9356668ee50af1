import type { UserInfo } from '@casino/contracts';
import { configurePlatform, initI18n, sessionStore, setNavigator, writeStorage } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import AccountLoginPage from '../account-login-page';
import BindPage from '../bind-page';
import ForgetPage from '../forget-page';
import LoginPage from '../login-page';
import RegisterPage from '../register-page';

/** The API's answer to each call, by call name (the path's last segment). */
let answers: Record<string, unknown>;
/** What each call sent, by call name. */
let sent: Record<string, Record<string, unknown>[]>;
let navigated: string[];

const signedIn = { token: 'token-new', user: { id: 42, account: 'juan_dela' } as UserInfo };

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  answers = { socialLoginProviders: { errcode: 0, msg: 'ok', data: { providers: [] } } };
  sent = {};
  navigated = [];
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  setNavigator((path) => navigated.push(path));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = String(input).slice(String(input).lastIndexOf('/') + 1);
      sent[call] = [...(sent[call] ?? []), JSON.parse(String(init?.body))];
      return new Response(JSON.stringify(answers[call] ?? { errcode: 0, msg: 'ok', data: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.setState({ token: null, user: null });
});

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/accountLogin" element={<AccountLoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/auth/forget" element={<ForgetPage />} />
        <Route path="/auth/bind" element={<BindPage />} />
        <Route path="/wallets" element={<p>Wallets page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('registering', () => {
  it('checks the account, the passwords and the age before sending anything', async () => {
    show('/auth/register');
    type('Account', 'ab');
    type('Password', 'secret12');
    type('Confirm password', 'secret13');
    await press('Create account');
    expect(screen.getByText('Account must be 6 to 16 characters')).toBeTruthy();
    expect(screen.getByText(commonEnUs.auth.passwordsDiffer)).toBeTruthy();
    const age = screen.getByRole('checkbox', { name: commonEnUs.auth.ageConfirm });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(commonEnUs.auth.ageRequired).getAttribute('role')).toBe('alert');
    expect(sent.accountRegist).toBeUndefined();
  });

  it("registers with the link's invite code and signs the player in", async () => {
    answers.accountRegist = { errcode: 0, msg: 'ok', data: signedIn };
    show('/auth/register?inviteCode=ROYAL7');
    expect((screen.getByLabelText(commonEnUs.auth.inviteCodeOptional) as HTMLInputElement).value).toBe(
      'ROYAL7',
    );
    type('Account', ' juan_dela ');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    fireEvent.click(screen.getByRole('checkbox', { name: commonEnUs.auth.ageConfirm }));
    await press('Create account');
    expect(sent.accountRegist?.[0]).toMatchObject({
      account: 'juan_dela',
      password: 'secret12',
      inviteCode: 'ROYAL7',
    });
    expect(sessionStore.getState().token).toBe('token-new');
    // An account name alone cannot be recovered: the bind prompt comes first.
    expect(navigated).toEqual(['/auth/bind?new=1']);
  });
});

describe('logging in with an account', () => {
  it('opens on the account tab from the link, where "Account" names the field alone', () => {
    show('/auth/login?type=account');
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Account', { exact: true }).tagName).toBe('INPUT');
  });

  it('says why a refused log-in failed, in the words of the app', async () => {
    answers.accountLogin = { errcode: 1102, msg: 'Wrong account or password', data: null };
    show('/auth/accountLogin');
    type('Account', 'juan_dela');
    type('Password', 'wrong-one');
    await press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe(commonEnUs.errors[1102]);
    expect(sessionStore.getState().token).toBeNull();
  });

  it("shows the server's refusal of a field under that field", async () => {
    answers.accountLogin = {
      errcode: 1104,
      msg: 'account: too short',
      data: { field: 'account', min: 8, max: 16 },
    };
    show('/auth/accountLogin');
    type('Account', 'juan_d');
    type('Password', 'secret12');
    await press('Log in');
    expect(await screen.findByText('Account must be 8 to 16 characters')).toBeTruthy();
  });
});

describe('logging in by phone', () => {
  it('counts down from what a rate-limited send says, and offers the code again after it', async () => {
    answers.smsSend = {
      errcode: 429,
      msg: 'A code was just sent: ask for another in 1 seconds',
      data: { retryAfterSeconds: 1 },
    };
    show('/auth/login');
    type('Mobile number', '+63 917 123 4567');
    await press('Send code');
    expect(sent.smsSend?.[0]).toMatchObject({ mobile: '+639171234567' });
    expect(screen.getByRole('alert').textContent).toBe('A code was just sent: ask for another in 1 seconds.');
    expect((screen.getByRole('button', { name: 'Resend in 1 s' }) as HTMLButtonElement).disabled).toBe(true);
    const sendAgain = await screen.findByRole('button', { name: 'Send code' }, { timeout: 2500 });
    expect((sendAgain as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs in without a code on the device that last signed in with one', async () => {
    writeStorage('phone_login_mobile', '+639171234567');
    answers.accountLoginSms = { errcode: 0, msg: 'ok', data: signedIn };
    show('/auth/login');
    expect(screen.queryByRole('button', { name: commonEnUs.auth.logInWithoutCode })).toBeNull();
    type('Mobile number', '+63 917 123 4567');
    await press(commonEnUs.auth.logInWithoutCode);
    expect(sent.accountLoginSms?.[0]).toMatchObject({ mobile: '+639171234567', loginType: 3 });
    expect(sent.accountLoginSms?.[0]).not.toHaveProperty('smsCode');
    expect(sessionStore.getState().token).toBe('token-new');
  });

  it('sends what was typed in the local format beside +63 as E.164', async () => {
    answers.smsSend = { errcode: 0, msg: 'ok', data: { expiresInSeconds: 300, resendAfterSeconds: 60 } };
    show('/auth/login');
    const mobile = screen.getByLabelText('Mobile number');
    // The fixed country code is read with the field.
    const [leadingId] = (mobile.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(leadingId ?? '')?.textContent).toBe('+63');
    type('Mobile number', '0917 123 4567');
    await press('Send code');
    expect(sent.smsSend?.[0]).toMatchObject({ mobile: '+639171234567' });
  });

  it('asks for the code before logging in with one', async () => {
    show('/auth/login');
    type('Mobile number', '+63 917 123 4567');
    await press('Log in');
    expect(screen.getByText('Verification code must be 6 characters')).toBeTruthy();
    expect(sent.accountLoginSms).toBeUndefined();
  });
});

describe('recovering a password by account name', () => {
  it('tells an account with nothing bound to contact customer service', async () => {
    answers.accountRecoverySend = { errcode: 0, msg: 'ok', data: { channel: 'none' } };
    show('/auth/forget?type=account');
    type('Account', 'juan_dela');
    await press('Send code');
    expect(sent.accountRecoverySend?.[0]).toMatchObject({ account: 'juan_dela' });
    expect(screen.getByText(commonEnUs.auth.recoveryNone)).toBeTruthy();
    expect(screen.getByRole('button', { name: commonEnUs.auth.contactSupport })).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('says where the code went, counts down, and resets with it', async () => {
    answers.accountRecoverySend = {
      errcode: 0,
      msg: 'ok',
      data: {
        channel: 'mobile',
        maskedTo: '+63 917 *** 4567',
        expiresInSeconds: 300,
        resendAfterSeconds: 60,
      },
    };
    show('/auth/forget?type=account');
    type('Account', 'juan_dela');
    await press('Send code');
    expect(screen.getByText('We sent a code by SMS to +63 917 *** 4567.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend in \d+ s/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    type('Verification code', '123456');
    type('New password', 'secret12');
    type('Confirm password', 'secret12');
    await press('Reset password');
    expect(sent.accountRecoveryReset?.[0]).toEqual(
      expect.objectContaining({ account: 'juan_dela', code: '123456', password: 'secret12' }),
    );
  });

  it('says when to ask again when a code went out a moment ago', async () => {
    answers.accountRecoverySend = {
      errcode: 429,
      msg: 'A code was just sent',
      data: { retryAfterSeconds: 42 },
    };
    show('/auth/forget?type=account');
    type('Account', 'juan_dela');
    await press('Send code');
    expect(screen.getByRole('alert').textContent).toBe(
      'A code was just sent: ask for another in 42 seconds.',
    );
  });
});

describe('the bind prompt after registering', () => {
  it('offers a phone or an e-mail and a way on, keeping the redirect', async () => {
    sessionStore.setState({ token: 't', user: { ...signedIn.user, mobile: null, email: null } });
    show('/auth/bind?new=1&redirect=%2Fwallets');
    expect(screen.getByText(commonEnUs.auth.bindPrompt)).toBeTruthy();
    expect(screen.getByRole('tab', { name: commonEnUs.auth.byEmail })).toBeTruthy();
    await press(commonEnUs.auth.skipForNow);
    expect(screen.getByText('Wallets page')).toBeTruthy();
  });
});
