import type { AppConfig, UserInfo, VipLevel } from '@casino/contracts';
import { appConfigStore, initI18n, sessionStore, setNavigator } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEnUs } from '../../i18n/en-us';
import AgeNotice, { ageNoticeExitUrl } from '../age-notice';
import { ageNoticeAccepted } from '../age-notice-consent';
import BankruptcyModal, { becomeVipPath } from '../bankruptcy-modal';
import { chatWidgetStore, closeChatWidget } from '../customer-service';
import { CustomerServiceWidget } from '../customer-service-widget';
import RewardModal from '../reward-modal';
import VipGiftModal from '../vip-gift-modal';

let navigations: string[];
let unsetNavigator: () => void;
const close = vi.fn();

function show(element: React.ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  navigations = [];
  unsetNavigator = setNavigator((path) => navigations.push(path));
  close.mockReset();
});
afterEach(() => {
  cleanup();
  unsetNavigator();
  localStorage.clear();
  sessionStore.setState({ user: null });
  appConfigStore.setState({}, true);
});

describe('the reward modal', () => {
  it('lists each award in words and continues on a tap', () => {
    show(
      <RewardModal
        close={close}
        payload={{
          awards: [
            { propId: 2001, count: 12_550 },
            { propId: 1010, count: 1 },
            { propId: 1305, count: 2 },
            { propId: 1225, count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByText('₱125.50 coins')).toBeTruthy();
    // A coupon's value is its prop id; its count is how many coupons.
    expect(screen.getByText('10% deposit coupon')).toBeTruthy();
    expect(screen.getByText('2 × ₱50.00 bonus coupon')).toBeTruthy();
    expect(screen.getByText('25% fixed coupon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tap anywhere to continue' }));
    expect(close).toHaveBeenCalled();
  });

  it('closes itself on a payload without awards', () => {
    show(<RewardModal close={close} payload={{ awards: [{ propId: 'coin' }] }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close).toHaveBeenCalled();
  });
});

describe('the VIP gift modal', () => {
  it('copies the user id and opens the share URL in a new tab without an opener', async () => {
    sessionStore.setState({ user: { id: 10000042 } as UserInfo });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    show(<VipGiftModal close={close} payload={{ shareUrl: 'https://casino.example/share/abc' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(open).toHaveBeenCalledWith('https://casino.example/share/abc', '_blank', 'noopener');
    expect(writeText).toHaveBeenCalledWith('10000042');
    open.mockRestore();
  });

  it('refuses a share URL that is not http(s)', () => {
    show(<VipGiftModal close={close} payload={{ shareUrl: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close).toHaveBeenCalled();
  });
});

describe('the bankruptcy modal', () => {
  const vipOne: VipLevel = {
    level: 1,
    name: 'VIP 1',
    experience: 100,
    betLimit: 0,
    dailyAward: [{ id: 2001, count: 500 }],
    showType: 1,
  };

  it('reminds a VIP of the bet rebate with I Remember', () => {
    sessionStore.setState({ user: { id: 7, vip: 3 } as UserInfo });
    show(<BankruptcyModal close={close} />);
    expect(screen.getByText(/bet rebate/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I Remember' }));
    expect(close).toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });

  it('shows a non-VIP the VIP 1 daily bonus and opens the deposit page marked back=1', () => {
    sessionStore.setState({ user: { id: 7, vip: 0 } as UserInfo });
    appConfigStore.setState({ appVipMap: { 1: vipOne } } as Partial<AppConfig>);
    show(<BankruptcyModal close={close} />);
    expect(screen.getByText('VIP 1 daily bonus: ₱5.00 coins')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Become a VIP now' }));
    expect(navigations).toEqual([becomeVipPath]);
    expect(becomeVipPath).toBe('/wallets?name=deposit&back=1');
  });
});

describe('the age and regulatory notice', () => {
  it('needs a choice: no close button, Accept remembers it on this device', () => {
    show(<AgeNotice close={close} />);
    const notice = screen.getByRole('dialog', { name: 'Before you play' });
    expect(notice.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(notice, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(ageNoticeAccepted.read()).toBe(true);
    expect(close).toHaveBeenCalled();
  });

  it('sends a visitor who exits to the regulator’s site', () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    show(<AgeNotice close={close} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(assign).toHaveBeenCalledWith(ageNoticeExitUrl);
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});

describe('the live-chat widget', () => {
  it('renders nothing while hidden and the queue with other channels when maximised', () => {
    vi.useFakeTimers();
    appConfigStore.setState({
      customerServiceList: [
        { itemType: 1, param1: 'royal', param2: 'vip-queue', sort: 1 },
        { itemType: 2, param1: 'https://t.me/royal', param2: 'Telegram', sort: 2 },
      ],
    });
    show(<CustomerServiceWidget />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => chatWidgetStore.setState({ state: 'maximised' }));
    const widget = screen.getByRole('dialog', { name: 'Live chat' });
    expect(widget.textContent).not.toContain('vip-queue');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('rel')).toContain('noopener');
    act(() => closeChatWidget());
    expect(widget.dataset.state).toBe('collapsing');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });
});
