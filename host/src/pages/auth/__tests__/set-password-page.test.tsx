import type { UserInfo } from '@casino/contracts';
import { configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import SetPasswordPage from '../set-password-page';

type Answer = { status?: number; body: unknown };
let answer: Answer;
let sentBodies: Record<string, unknown>[];

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  sentBodies = [];
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {} });
  sessionStore.setState({ token: 'token-abc', user: { id: 7, hasPassword: false } as UserInfo });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      sentBodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.setState({ token: null, user: null });
});

function showPage() {
  render(
    <MemoryRouter initialEntries={['/auth/set-password']}>
      <Routes>
        <Route path="/auth/set-password" element={<SetPasswordPage />} />
        <Route path="/member" element={<h1>Member centre</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function save(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password' })));
}

describe('the set-password page, on the form kit', () => {
  it('checks the length limit and the confirmation before sending anything', async () => {
    showPage();
    await save('abc', 'abd');
    expect(screen.getByText('New password must be 6 to 20 characters')).toBeTruthy();
    expect(screen.getByText(commonEnUs.auth.passwordsDiffer)).toBeTruthy();
    expect(sentBodies).toHaveLength(0);
  });

  it('sets the password and goes to the member centre', async () => {
    answer = { body: { errcode: 0, msg: 'ok', data: {} } };
    showPage();
    await save('secret12');
    expect(sentBodies[0]).toMatchObject({ password: 'secret12' });
    expect(await screen.findByRole('heading', { name: 'Member centre' })).toBeTruthy();
    expect(sessionStore.getState().user?.hasPassword).toBe(true);
  });

  it("shows the server's length refusal under the password, in the player's words", async () => {
    answer = {
      body: { errcode: 1104, msg: 'password: too short', data: { field: 'password', min: 8, max: 20 } },
    };
    showPage();
    await save('secret1');
    expect(await screen.findByText('New password must be 8 to 20 characters')).toBeTruthy();
  });

  it('shows any other refusal as the form error, translated by its code', async () => {
    answer = { body: { errcode: 1111, msg: 'Password already set', data: null } };
    showPage();
    await save('secret12');
    expect((await screen.findByRole('alert')).textContent).toBe(commonEnUs.errors[1111]);
  });
});
