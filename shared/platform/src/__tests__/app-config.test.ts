import type { AppConfig } from '@casino/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigStore, mergeAppConfig, useAppConfig } from '../app-config';

const downloadPage = { downloadUrl: 'https://casino.test/app' } satisfies AppConfig['h5'];

describe('the app config store', () => {
  it('merges a partial config and keeps the fields it does not name', () => {
    mergeAppConfig({ gameShowNum: 6, h5: downloadPage });

    mergeAppConfig({ gameShowNum: 9 });

    expect(appConfigStore.getState()).toMatchObject({ gameShowNum: 9, h5: downloadPage });
  });

  it('re-renders a component reading it through useAppConfig when the selected field changes', () => {
    const { result } = renderHook(() => useAppConfig((config) => config.minRechargeStatus));

    act(() => mergeAppConfig({ minRechargeStatus: 1 }));

    expect(result.current).toBe(1);
  });
});
