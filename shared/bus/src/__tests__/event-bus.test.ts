import type { BusEventIssue, RewardFlags } from '@casino/contracts';
import { config } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BusMessage, bus, createEventBus } from '../index';

const noFlags: RewardFlags = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  diamondMallRedDot: false,
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
};

function collect<T>(source: { subscribe(next: (value: T) => void): unknown }): T[] {
  const received: T[] = [];
  source.subscribe((value) => received.push(value));
  return received;
}

describe('createEventBus', () => {
  afterEach(() => {
    config.onUnhandledError = null;
  });

  it('delivers an event only to the subscribers of its name', () => {
    const events = createEventBus();
    const balances = collect(events.on('wallet.balanceChanged'));
    const logouts = collect(events.on('session.loggedOut'));

    events.emit('wallet.balanceChanged', { coin: 12_500, delta: -500 });

    expect(balances).toEqual([{ coin: 12_500, delta: -500 }]);
    expect(logouts).toEqual([]);
  });

  it('delivers each event to every subscriber of its name', () => {
    const events = createEventBus();
    const first = collect(events.on('overlay.open'));
    const second = collect(events.on('overlay.open'));

    events.emit('overlay.open', { id: 'lucky-jackpot', payload: { from: 'bubble' } });

    expect(first).toEqual([{ id: 'lucky-jackpot', payload: { from: 'bubble' } }]);
    expect(second).toEqual(first);
  });

  it('does not replay earlier events to a late subscriber', () => {
    const events = createEventBus();
    events.emit('session.loggedIn', { userId: 7 });

    const late = collect(events.on('session.loggedIn'));
    events.emit('session.loggedIn', { userId: 8 });

    expect(late).toEqual([{ userId: 8 }]);
  });

  it('drops an invalid payload and tells onInvalid why', () => {
    const onInvalid = vi.fn<(name: string, issues: readonly BusEventIssue[]) => void>();
    const events = createEventBus({ validate: true, onInvalid });
    const logouts = collect(events.on('session.loggedOut'));

    // @ts-expect-error: 'timeout' is not a logout reason of the contract
    events.emit('session.loggedOut', { reason: 'timeout' });

    expect(logouts).toEqual([]);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    const [name, issues] = onInvalid.mock.calls[0] ?? [];
    expect(name).toBe('session.loggedOut');
    expect(issues?.[0]?.path).toEqual(['reason']);
  });

  it('drops an event whose name the contract does not know', () => {
    const onInvalid = vi.fn();
    const events = createEventBus({ onInvalid });
    const everything = collect(events.events$());

    // An emitter built against a newer contract may send a name this bus has never heard of.
    events.emit('wallet.bonusGranted' as 'activities.changed', {});

    expect(everything).toEqual([]);
    expect(onInvalid).toHaveBeenCalledWith('wallet.bonusGranted', [
      expect.objectContaining({ message: 'Unknown bus event "wallet.bonusGranted"' }),
    ]);
  });

  it('validates by default outside production, reporting with console.error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = createEventBus();
    const changes = collect(events.on('jackpot.drawChanceChanged'));

    // @ts-expect-error: the flag must be a boolean
    events.emit('jackpot.drawChanceChanged', { canReceiveDrawChance: 'yes' });

    expect(changes).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('jackpot.drawChanceChanged'),
      expect.arrayContaining([expect.objectContaining({ path: ['canReceiveDrawChance'] })]),
    );
    consoleError.mockRestore();
  });

  it('delivers payloads as they are when validation is off', () => {
    const onInvalid = vi.fn();
    const events = createEventBus({ validate: false, onInvalid });
    const navigations = collect(events.on('navigation.requested'));
    const unchecked = { path: 'not-a-path', extra: 1 };

    events.emit('navigation.requested', unchecked);

    expect(navigations).toEqual([unchecked]);
    expect(navigations[0]).toBe(unchecked);
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('hands a valid payload over as the same object, extra fields included', () => {
    const events = createEventBus({ validate: true });
    const flagChanges = collect(events.on('rewardFlags.changed'));
    const payload = { flags: { ...noFlags, hasMail: true }, source: 'poll' };

    events.emit('rewardFlags.changed', payload);

    expect(flagChanges[0]).toBe(payload);
  });

  it('lets events$ see every event with its name, in order', () => {
    const events = createEventBus();
    const everything = collect(events.events$());

    events.emit('customerService.open', { source: 'top-bar' });
    events.emit('activities.changed', {});
    events.emit('overlay.close', { id: 'lucky-jackpot' });

    expect(everything).toEqual<BusMessage[]>([
      { name: 'customerService.open', payload: { source: 'top-bar' } },
      { name: 'activities.changed', payload: {} },
      { name: 'overlay.close', payload: { id: 'lucky-jackpot' } },
    ]);
  });

  it('stops delivering to a subscriber once it unsubscribes', () => {
    const events = createEventBus();
    const received: unknown[] = [];
    const subscription = events.on('member.profileUpdated').subscribe((payload) => received.push(payload));

    events.emit('member.profileUpdated', {});
    subscription.unsubscribe();
    events.emit('member.profileUpdated', {});

    expect(received).toHaveLength(1);
  });

  it('keeps delivering to other subscribers when one of them throws, and reports the error', async () => {
    const unhandled: unknown[] = [];
    config.onUnhandledError = (error) => unhandled.push(error);
    const events = createEventBus();
    events.on('remote.renderFailed').subscribe(() => {
      throw new Error('broken remote listener');
    });
    const healthy = collect(events.on('remote.renderFailed'));

    events.emit('remote.renderFailed', { remote: 'wallet', message: 'boom' });
    events.emit('remote.renderFailed', { remote: 'jackpot', message: 'bang' });

    expect(healthy.map((failure) => failure.remote)).toEqual(['wallet', 'jackpot']);
    // RxJS reports a listener's error on a later task, away from the emitter.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).toEqual([new Error('broken remote listener'), new Error('broken remote listener')]);
  });
});

describe('bus', () => {
  it('is one shared instance that delivers like any other bus', () => {
    const logins = collect(bus.on('session.loggedIn'));
    bus.emit('session.loggedIn', { userId: 42 });
    expect(logins).toEqual([{ userId: 42 }]);
  });
});
