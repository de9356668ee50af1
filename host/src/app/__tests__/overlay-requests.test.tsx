import { bus } from '@casino/bus';
import { hostOverlayIds } from '@casino/contracts';
import { initI18n } from '@casino/platform';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commonEnUs } from '../../i18n/en-us';
import { OverlayOutlet } from '../overlay-outlet';
import { openOverlaysStore, watchOverlayRequests } from '../overlay-requests';

let stopWatching: () => void;

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
beforeEach(() => {
  openOverlaysStore.setState({ open: [] });
  stopWatching = watchOverlayRequests();
});
afterEach(() => {
  cleanup();
  stopWatching();
  localStorage.clear();
});

const openIds = () => openOverlaysStore.getState().open.map((overlay) => overlay.id);

describe('overlay requests', () => {
  it('keeps each requested overlay once, newest last, until it is closed', () => {
    bus.emit('overlay.open', { id: hostOverlayIds.ageNotice });
    bus.emit('overlay.open', { id: hostOverlayIds.bankruptcy });
    bus.emit('overlay.open', { id: hostOverlayIds.ageNotice });
    expect(openIds()).toEqual([hostOverlayIds.bankruptcy, hostOverlayIds.ageNotice]);

    bus.emit('overlay.close', { id: hostOverlayIds.bankruptcy });
    expect(openIds()).toEqual([hostOverlayIds.ageNotice]);
  });

  it('shows an overlay requested before the outlet mounted, as start-up does on a fast network', async () => {
    bus.emit('overlay.open', { id: hostOverlayIds.ageNotice });

    render(
      <MemoryRouter>
        <OverlayOutlet />
      </MemoryRouter>,
    );

    // The notice's module loads lazily: under a loaded CI machine that took past the 1 s default.
    const notice = await screen.findByRole('dialog', { name: 'Before you play' }, { timeout: 10_000 });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(notice.isConnected).toBe(false);
    expect(openIds()).toEqual([]);
  }, 15_000);
});
