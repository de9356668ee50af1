import { bus } from '@casino/bus';
import type { ActivityEntry } from '@casino/contracts';
import { configurePlatform } from '@casino/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { registryStore } from '../../../federation/registry';
import { startApp } from '../start-app';
import { startupStore } from '../startup-store';

const firstDepositTips: ActivityEntry = {
  id: 2,
  typeId: 60,
  name: 'First Deposit Tips',
  type: 1,
  sort: 1,
  themeUrl: '',
  clickType: 1,
  clickAction: '/wallets?name=deposit',
  unloginShowStatus: 1,
  homeFloatShowStatus: 0,
  status: 1,
};

const answers: Record<string, unknown> = {
  '/anonymous/appTheme': { themeName: 't', themeDomian: '', themeJsonData: { '--color-primary': '#123456' } },
  '/anonymous/appConfig': {},
  '/app/v1/getActivityIds': {
    activityMap: { 60: firstDepositTips },
    activityIds: [60],
    hasTurntable: false,
    totalRecharge: 0,
    loginBonus3CanReceive: false,
  },
};

let steps: string[];
let releaseTheme: () => void;

beforeEach(() => {
  steps = [];
  sessionStorage.clear();
  document.documentElement.className = '';
  registryStore.setState({ status: 'ready', remotes: {}, checkedAt: Date.now() }, true);
  let themeHeld = true;
  const themeReleased = new Promise<void>((resolve) => {
    releaseTheme = () => {
      themeHeld = false;
      resolve();
    };
  });
  configurePlatform({
    apiBase: '/api',
    appVersion: '1.0.0',
    onTimeoutTip: () => undefined,
    fetch: async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api', '');
      steps.push(`call ${path}${startupStore.getState().coverUp ? ' (cover up)' : ''}`);
      if (path === '/anonymous/appTheme' && themeHeld) await themeReleased;
      return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data: answers[path] ?? {} }));
    },
  });
});

describe('the start-up sequence (spec 4)', () => {
  it('loads the theme, then preLogin, then removes the cover, then refreshes activities and pops up', async () => {
    const opened = bus.on('overlay.open').subscribe(({ id }) => {
      steps.push(`open ${id}${startupStore.getState().coverUp ? ' (cover up)' : ''}`);
    });
    const restoreSession = async () => {
      steps.push(
        `preLogin${document.documentElement.style.getPropertyValue('--color-primary') ? ' after theme' : ''}`,
      );
      // The cover's progress bar has moved on to preLogin.
      expect(document.documentElement.dataset.startupPhase).toBe('preLogin');
    };
    const started = startApp(restoreSession);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The theme is still loading: preLogin waits, the cover stays up.
    expect(steps).not.toContain('preLogin after theme');
    expect(document.documentElement.classList.contains('app-ready')).toBe(false);
    expect(document.documentElement.dataset.startupPhase).toBe('theme');
    releaseTheme();
    await started;
    opened.unsubscribe();

    expect(
      steps.filter((step) => !step.includes('appConfig') && !step.includes('appEventLogClient')),
    ).toEqual([
      'call /anonymous/appTheme (cover up)',
      'preLogin after theme',
      'call /app/v1/getActivityIds',
      'open host.activityPopup',
    ]);
    expect(document.documentElement.classList.contains('app-ready')).toBe(true);
  });
});
