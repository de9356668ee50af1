import { bus } from '@casino/bus';
import { hostOverlayIds, type UserInfo } from '@casino/contracts';
import { sessionStore } from '@casino/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchBankruptcy } from '../bankruptcy-watch';

let opened: string[];
let stopWatching: () => void;
let stopListening: () => void;

const player = (coin: number, id = 7) => ({ id, coin, vip: 0 }) as UserInfo;

beforeEach(() => {
  opened = [];
  const subscription = bus.on('overlay.open').subscribe(({ id }) => opened.push(id));
  stopListening = () => subscription.unsubscribe();
  stopWatching = watchBankruptcy();
});
afterEach(() => {
  stopWatching();
  stopListening();
  sessionStore.setState({ user: null });
});

describe('the bankruptcy watch', () => {
  it('opens the bankruptcy modal when the balance falls below 1.00', () => {
    sessionStore.setState({ user: player(50_000) });
    sessionStore.getState().patchUser({ coin: 99 });
    expect(opened).toEqual([hostOverlayIds.bankruptcy]);
  });

  it('stays quiet for a player who has not deposited yet, and while the balance stays low', () => {
    sessionStore.setState({ user: player(0) });
    sessionStore.getState().patchUser({ coin: 50 });
    expect(opened).toEqual([]);
  });

  it('stays quiet on the wallet pages, where an empty balance is a withdrawal', () => {
    window.history.pushState({}, '', '/withdrawal/bank');
    sessionStore.setState({ user: player(50_000) });
    sessionStore.getState().patchUser({ coin: 0 });
    window.history.pushState({}, '', '/');
    expect(opened).toEqual([]);
  });

  it('does not take another player signing in for a loss', () => {
    sessionStore.setState({ user: player(50_000, 7) });
    sessionStore.setState({ user: player(0, 8) });
    expect(opened).toEqual([]);
  });
});
