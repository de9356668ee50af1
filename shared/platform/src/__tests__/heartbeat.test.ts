import type { UserInfo } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from '../heartbeat';
import { sessionStore } from '../session';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let beats: (number | undefined)[];
const beat = async (gameId: number | undefined) => {
  beats.push(gameId);
};

beforeEach(() => {
  vi.useFakeTimers();
  beats = [];
  sessionStore.setState({ user: { id: 5 } as UserInfo });
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
  sessionStore.setState({ user: null });
});

describe('the heartbeat', () => {
  it('sends online with the current game id every 60 s while the page is visible', async () => {
    let gameId: number | undefined;
    const stop = startHeartbeat({ currentGameId: () => gameId, beat });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(beats).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    gameId = 42;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toEqual([undefined, 42]);
    stop();
  });

  it('stops while the page is hidden and restarts when it is visible again', async () => {
    const stop = startHeartbeat({ currentGameId: () => undefined, beat });
    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(beats).toHaveLength(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toHaveLength(2);
    stop();
  });

  it('sends nothing for a logged-out visitor', async () => {
    sessionStore.setState({ user: null });
    const stop = startHeartbeat({ currentGameId: () => undefined, beat });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(beats).toEqual([]);
    stop();
  });

  it('does not start while the page starts hidden', async () => {
    setVisibility('hidden');
    const stop = startHeartbeat({ currentGameId: () => undefined, beat });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(beats).toEqual([]);
    stop();
  });
});
