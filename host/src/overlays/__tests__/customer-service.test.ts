import type { CustomerServiceEntry, UserInfo } from '@casino/contracts';
import { appConfigStore, sessionStore, setNavigator } from '@casino/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatWidgetStore, closeChatWidget, openCustomerService } from '../customer-service';

const onlineService: CustomerServiceEntry = {
  itemType: 1,
  param1: 'royal-support',
  param2: 'vip-queue',
  sort: 1,
};
const telegram: CustomerServiceEntry = { itemType: 2, param1: 'https://t.me/x', param2: 'Telegram', sort: 2 };

let navigations: string[];
let unsetNavigator: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  navigations = [];
  unsetNavigator = setNavigator((path) => navigations.push(path));
  chatWidgetStore.setState({ state: 'hidden' });
});
afterEach(() => {
  vi.useRealTimers();
  unsetNavigator();
  delete (window as Window & { CasinoNative?: unknown }).CasinoNative;
  sessionStore.setState({ user: null });
});

describe('customer service (spec 4)', () => {
  it('opens /service when no online service is configured', () => {
    appConfigStore.setState({ customerServiceList: [telegram] });
    openCustomerService();
    expect(navigations).toEqual(['/service']);
    expect(chatWidgetStore.getState().state).toBe('hidden');
  });

  it('maximises the web widget, and on close collapses it to hidden after 300 ms', () => {
    appConfigStore.setState({ customerServiceList: [telegram, onlineService] });
    openCustomerService();
    expect(chatWidgetStore.getState().state).toBe('maximised');
    closeChatWidget();
    expect(chatWidgetStore.getState().state).toBe('collapsing');
    vi.advanceTimersByTime(299);
    expect(chatWidgetStore.getState().state).toBe('collapsing');
    vi.advanceTimersByTime(1);
    expect(chatWidgetStore.getState().state).toBe('hidden');
  });

  it('in the native app opens the native live chat with the two params and the user id', () => {
    const openLiveChat = vi.fn();
    (window as Window & { CasinoNative?: unknown }).CasinoNative = { openLiveChat };
    sessionStore.setState({ user: { id: 10000042 } as UserInfo });
    appConfigStore.setState({ customerServiceList: [onlineService] });
    openCustomerService();
    expect(JSON.parse(openLiveChat.mock.calls[0]?.[0])).toEqual({
      param1: 'royal-support',
      param2: 'vip-queue',
      userId: 10000042,
    });
    expect(chatWidgetStore.getState().state).toBe('hidden');
  });
});
