import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTimeoutError, createApiClient } from '../api-client';
import { appConfigStore } from '../app-config';
import { apiErrorText, fieldRefusalOf } from '../forms/api-error-text';
import { lengthError, lengthMessage, useLengthLimit } from '../forms/length-limit';
import { type FormOptions, useForm } from '../forms/use-form';
import { i18n, initI18n } from '../i18n';

const common = {
  forms: {
    lengthRange: '{{field}} must be {{min}} to {{max}} characters',
    lengthExact: '{{field}} must be {{count}} characters',
  },
  errors: {
    generic: 'Something went wrong (error {{code}}).',
    unexpected: 'Something went wrong.',
    1102: 'The account or password is wrong.',
    1309: 'common text that the wallet overrides',
  },
};
const wallet = { errors: { 1309: 'The account number must be {{min}} to {{max}} digits.' } };

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common, wallet } } });
});

afterEach(() => {
  cleanup();
  appConfigStore.setState({ lengthLimits: undefined } as never);
});

const refusal = (code: number, data: unknown = null) => new ApiError('/app/v1/x', code, 'server words', data);
const walletT = () => i18n.getFixedT(null, 'wallet') as never;
const commonT = () => i18n.getFixedT(null, 'common') as never;

describe('apiErrorText', () => {
  it("uses the namespace's text for the code first", () => {
    expect(apiErrorText(walletT(), refusal(1309, { field: 'accountNumber', min: 8, max: 30 }))).toBe(
      'The account number must be 8 to 30 digits.',
    );
  });

  it("falls back to common's text for the code", () => {
    expect(apiErrorText(walletT(), refusal(1102))).toBe('The account or password is wrong.');
    expect(apiErrorText(commonT(), refusal(1309))).toBe('common text that the wallet overrides');
  });

  it('ends with the generic message naming the code', () => {
    expect(apiErrorText(walletT(), refusal(1499))).toBe('Something went wrong (error 1499).');
  });

  it('takes a namespace other than the one t was made for, and extra values', () => {
    expect(apiErrorText(commonT(), refusal(1309), 'wallet', { min: 1, max: 2 })).toBe(
      'The account number must be 1 to 2 digits.',
    );
  });

  it('says something went wrong for a failure that is no API answer', () => {
    expect(apiErrorText(walletT(), new TypeError('x is undefined'))).toBe('Something went wrong.');
  });
});

describe('fieldRefusalOf', () => {
  it('reads the field and its bounds from the refusal', () => {
    expect(fieldRefusalOf(refusal(1104, { field: 'password', min: 6, max: 20 }))).toEqual({
      field: 'password',
      min: 6,
      max: 20,
    });
    expect(fieldRefusalOf(refusal(1106, { field: 'inviteCode' }))).toEqual({ field: 'inviteCode' });
    expect(fieldRefusalOf(refusal(1102))).toBeNull();
    expect(fieldRefusalOf(new Error('no'))).toBeNull();
  });
});

describe('length limits (spec 5)', () => {
  it("are the app config's, with fallbacks until it arrives", () => {
    const { result, rerender } = renderHook(() => useLengthLimit('account'));
    expect(result.current).toEqual({ min: 6, max: 16 });
    act(() => appConfigStore.setState({ lengthLimits: { account: { min: 4, max: 12 } } } as never));
    rerender();
    expect(result.current).toEqual({ min: 4, max: 12 });
  });

  it('count characters, not UTF-16 units, and word exact and ranged limits', () => {
    const t = commonT();
    expect(lengthError(t, 'Name', 'ab', { min: 2, max: 4 })).toBeNull();
    expect(lengthError(t, 'Name', '😀😀', { min: 2, max: 2 })).toBeNull();
    expect(lengthError(t, 'Name', 'a', { min: 2, max: 4 })).toBe('Name must be 2 to 4 characters');
    expect(lengthMessage(t, 'Code', { min: 6, max: 6 })).toBe('Code must be 6 characters');
  });
});

type Login = { account: string; password: string; adult: boolean };

type LoginFormProps = Partial<FormOptions<Login>> & Pick<FormOptions<Login>, 'submit'>;

/** A small form on the kit, as a page writes it. */
function LoginForm(options: LoginFormProps) {
  const form = useForm<Login>({
    initial: { account: '', password: '', adult: false },
    labels: { account: 'Account', password: 'Password', adult: 'I am over 21' },
    check: ({ account }) => ({ account: account ? null : 'Type your account' }),
    ...options,
  });
  return createElement(
    'form',
    { onSubmit: form.onSubmit, 'aria-label': 'login' },
    createElement('input', { 'aria-label': 'Account', ...form.text('account', (typed) => typed.trim()) }),
    createElement('p', { 'data-testid': 'account-error' }, form.errors.account ?? ''),
    createElement('input', { 'aria-label': 'Password', ...form.text('password') }),
    createElement('p', { 'data-testid': 'password-error' }, form.errors.password ?? ''),
    createElement('input', { type: 'checkbox', 'aria-label': 'Adult', ...form.checkbox('adult') }),
    createElement('p', { role: 'alert' }, form.formError ?? ''),
    createElement('button', { type: 'submit', disabled: form.pending }, form.pending ? 'Saving' : 'Save'),
  );
}

function renderLoginForm(options: LoginFormProps) {
  render(createElement(LoginForm, options));
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(() => fireEvent.submit(screen.getByRole('form', { name: 'login' })));
const fieldError = (field: string) => screen.getByTestId(`${field}-error`).textContent;

/** A call the test settles by hand. */
function deferredCall() {
  const calls: Login[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const submit = (values: Login) => {
    calls.push(values);
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    submit,
    calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('useForm', () => {
  it('runs the client checks first: a failing one shows under its field and nothing is sent', async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit });
    await submit();
    expect(fieldError('account')).toBe('Type your account');
    expect(call.calls).toHaveLength(0);
  });

  it('sends the values, shows pending until the call settles, and sends once however often it is tapped', async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit });
    type('Account', '  alice ');
    type('Password', 'secret1');
    fireEvent.click(screen.getByLabelText('Adult'));
    await submit();
    await submit();

    expect(call.calls).toEqual([{ account: 'alice', password: 'secret1', adult: true }]);
    expect(screen.getByRole('button').textContent).toBe('Saving');
    await act(async () => call.resolve());
    expect(screen.getByRole('button').textContent).toBe('Save');
  });

  it('shows a refusal tied to a field under it, with its length bounds in words', async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit });
    type('Account', 'alice');
    await submit();
    await act(async () => call.reject(refusal(1104, { field: 'password', min: 6, max: 20 })));

    expect(fieldError('password')).toBe('Password must be 6 to 20 characters');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("words a field's refusal without bounds by its code, and clears it once the field changes", async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit });
    type('Account', 'alice');
    await submit();
    await act(async () => call.reject(refusal(1102, { field: 'account' })));
    expect(fieldError('account')).toBe('The account or password is wrong.');

    type('Account', 'alicia');
    expect(fieldError('account')).toBe('');
  });

  it("shows anything else as the form's error: a code, a field of no input here, no answer at all", async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit, namespace: 'wallet' });
    type('Account', 'alice');
    await submit();
    await act(async () => call.reject(refusal(1309, { field: 'accountNumber', min: 8, max: 30 })));
    expect(screen.getByRole('alert').textContent).toBe('The account number must be 8 to 30 digits.');

    await submit();
    expect(screen.getByRole('alert').textContent).toBe('');
    await act(async () => call.reject(new TypeError('broken')));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
    expect(call.calls).toHaveLength(2);
  });

  it("says nothing of its own when the call times out: the 'Tips' dialog is the one message, and the form can send again", async () => {
    vi.useFakeTimers();
    try {
      const onTimeoutTip = vi.fn();
      const client = createApiClient({
        apiBase: '/api',
        appVersion: '1.0.0',
        onTimeoutTip,
        fetch: () => new Promise<Response>(() => {}),
      });
      const submitted: Login[] = [];
      renderLoginForm({
        submit: async (values) => {
          submitted.push(values);
          await client.call('/app/v1/accountLogin', values);
        },
      });
      type('Account', 'alice');
      await submit();
      expect(screen.getByRole('button').textContent).toBe('Saving');

      await act(() => vi.advanceTimersByTimeAsync(10_000));

      expect(onTimeoutTip).toHaveBeenCalledOnce();
      expect(screen.getByRole('alert').textContent).toBe('');
      expect(fieldError('account')).toBe('');
      expect(screen.getByRole('button').textContent).toBe('Save');
      await submit();
      expect(submitted).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still tells a time-out that no dialog told (a call made without the tip)', async () => {
    const call = deferredCall();
    renderLoginForm({ submit: call.submit });
    type('Account', 'alice');
    await submit();
    await act(async () => call.reject(new ApiTimeoutError('/app/v1/accountLogin', 10_000)));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong (error 408).');
  });
});
