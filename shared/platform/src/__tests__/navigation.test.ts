import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation, setNavigator } from '../navigation';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation', () => {
  it('navigates through the registered navigator', () => {
    const navigate = vi.fn();
    const unregister = setNavigator(navigate);

    navigation.navigate('/wallets?name=deposit');
    navigation.navigate('/auth/login', { replace: true });
    unregister();

    expect(navigate.mock.calls).toEqual([
      ['/wallets?name=deposit', { replace: false }],
      ['/auth/login', { replace: true }],
    ]);
  });

  it('falls back to a full page load before a navigator is registered', () => {
    const assign = vi.fn();
    const replace = vi.fn();
    vi.stubGlobal('location', { assign, replace });

    navigation.navigate('/vip');
    navigation.navigate('/auth/login', { replace: true });

    expect(assign).toHaveBeenCalledWith('/vip');
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });

  it('falls back again once the navigator is unregistered', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, replace: vi.fn() });
    setNavigator(navigate)();

    navigation.navigate('/vip');

    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/vip');
  });

  it('reports the current path with its query string', () => {
    history.replaceState(null, '', '/agent?tabActive=2');

    expect(navigation.currentPath()).toBe('/agent?tabActive=2');
  });
});
