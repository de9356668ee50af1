import { bus } from '@casino/bus';
import { type ActivityEntry, activityTypeIds, hostOverlayIds } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { nextStartupPopup, openActivityPopup, type PopupContext } from '../popup-sequence';

let nextId = 1;
function activity(typeId: number, changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: nextId++,
    typeId,
    name: `Activity ${typeId}`,
    type: 1,
    sort: 0,
    themeUrl: '',
    clickType: 0,
    clickAction: '',
    unloginShowStatus: 1,
    homeFloatShowStatus: 0,
    status: 1,
    ...changes,
  };
}

const web = { nativeApp: false, installedPwa: false, iosStandalone: false, chromeOnIos: false };

function context(activities: ActivityEntry[], changes: Partial<PopupContext> = {}): PopupContext {
  return {
    activities: {
      activityMap: Object.fromEntries(activities.map((entry) => [entry.typeId, entry])),
      totalRecharge: 0,
      loginBonus3CanReceive: false,
    },
    loggedIn: true,
    environment: web,
    shown: new Set(),
    ...changes,
  };
}

describe('the start-up popup sequence (spec 4)', () => {
  it('picks the first popup-type activity by sort and ignores activities that are not popups', () => {
    const spin = activity(activityTypeIds.InviteUserSpin, { sort: 2 });
    const firstDeposit = activity(activityTypeIds.FirstDeposit, { sort: 1 });
    const lottery = activity(activityTypeIds.Lottery, { sort: 0, type: 0 });
    expect(nextStartupPopup(context([spin, firstDeposit, lottery]))).toBe(firstDeposit);
  });

  it('skips what this session has shown, and shows nothing once all were shown', () => {
    const firstDeposit = activity(activityTypeIds.FirstDeposit, { sort: 1 });
    const spin = activity(activityTypeIds.InviteUserSpin, { sort: 2 });
    expect(nextStartupPopup(context([firstDeposit, spin], { shown: new Set([firstDeposit.id]) }))).toBe(spin);
    expect(
      nextStartupPopup(context([firstDeposit, spin], { shown: new Set([firstDeposit.id, spin.id]) })),
    ).toBeNull();
  });

  it.each([
    ['in the native app', { environment: { ...web, nativeApp: true } }],
    ['in an installed PWA', { environment: { ...web, installedPwa: true } }],
    ['in iOS standalone', { environment: { ...web, iosStandalone: true } }],
    ['in Chrome on iOS', { environment: { ...web, chromeOnIos: true } }],
    ['when logged out', { loggedIn: false }],
  ])('skips Download %s', (_, changes) => {
    const download = activity(activityTypeIds.Download);
    expect(nextStartupPopup(context([download], changes))).toBeNull();
    expect(nextStartupPopup(context([download]))).toBe(download);
  });

  it('shows First deposit tips only before any deposit, and to visitors only when it shows to them', () => {
    const tips = activity(activityTypeIds.FirstDepositTips, { unloginShowStatus: 0 });
    expect(nextStartupPopup(context([tips]))).toBe(tips);
    expect(nextStartupPopup(context([tips], { loggedIn: false }))).toBeNull();
    const deposited = context([tips]);
    expect(
      nextStartupPopup({ ...deposited, activities: { ...deposited.activities, totalRecharge: 100 } }),
    ).toBeNull();
  });

  it('skips Notice when First deposit tips is also a popup', () => {
    const notice = activity(activityTypeIds.Notice, { sort: 0 });
    const tips = activity(activityTypeIds.FirstDepositTips, { sort: 1 });
    expect(nextStartupPopup(context([notice, tips]))).toBe(tips);
    expect(nextStartupPopup(context([notice, { ...tips, type: 0 }]))).toBe(notice);
  });

  it('shows Sign-in only when loginBonus3CanReceive', () => {
    const signIn = activity(activityTypeIds.FreeSign);
    expect(nextStartupPopup(context([signIn]))).toBeNull();
    const open = context([signIn]);
    expect(
      nextStartupPopup({ ...open, activities: { ...open.activities, loginBonus3CanReceive: true } }),
    ).toBe(signIn);
  });

  it('opens the popup a remote offers for the activity, or the host’s own', () => {
    const opened: { id: string; payload?: unknown }[] = [];
    const subscription = bus.on('overlay.open').subscribe((overlay) => opened.push(overlay));
    const signIn = activity(activityTypeIds.FreeSign);
    openActivityPopup(signIn, new Set([`activityPopup.${activityTypeIds.FreeSign}`]));
    openActivityPopup(signIn, new Set());
    subscription.unsubscribe();
    expect(opened).toEqual([
      {
        id: `activityPopup.${activityTypeIds.FreeSign}`,
        payload: { activityTypeId: activityTypeIds.FreeSign },
      },
      { id: hostOverlayIds.activityPopup, payload: { activityTypeId: activityTypeIds.FreeSign } },
    ]);
  });
});
