import type { EventLogItem } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { createEventLogger, type EventLogTransport } from '../event-log';

function fakeTransport(options: { beaconAccepts?: boolean } = {}) {
  const sent: EventLogItem[][] = [];
  const beaconed: EventLogItem[][] = [];
  let failNext: unknown = null;
  const transport: EventLogTransport = {
    async send(events) {
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      sent.push(events);
    },
    beacon(events) {
      if (options.beaconAccepts === false) return false;
      beaconed.push(events);
      return true;
    },
  };
  return { transport, sent, beaconed, failOnce: (error: unknown) => (failNext = error) };
}

const stamp = () => ({ eventUserId: 7, appId: 'web', version: '1.2.3' });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the event log', () => {
  it('stamps each event with the player, time in seconds, channel, app id and version', async () => {
    const { transport, sent } = fakeTransport();
    const log = createEventLogger({ transport, stamp, now: () => 1_700_000_000_999 });
    log.log('page_view', { eventInterfaceId: '/vip' });
    await log.flush();
    expect(sent).toEqual([
      [
        {
          eventName: 'page_view',
          eventInterfaceId: '/vip',
          eventUserId: 7,
          eventTime: 1_700_000_000,
          channel: 'WEB',
          appId: 'web',
          version: '1.2.3',
        },
      ],
    ]);
  });

  it('sends a batch as soon as 20 events are queued, without waiting for the timer', async () => {
    const { transport, sent } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    for (let index = 0; index < 19; index += 1) log.log(`event_${index}`);
    expect(sent).toHaveLength(0);
    log.log('event_19');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toHaveLength(20);
    expect(log.queued()).toBe(0);
  });

  it('sends whatever is queued every 2 s once started', async () => {
    const { transport, sent } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    const stop = log.start();
    log.log('a');
    log.log('b');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((batch) => batch.map((event) => event.eventName))).toEqual([['a', 'b']]);
    stop();
  });

  it('hands the queue to the beacon when the page is hidden, so nothing is lost', () => {
    const { transport, sent, beaconed } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    const stop = log.start();
    log.log('a');
    log.log('b');
    log.log('c');
    setVisibility('hidden');
    expect(beaconed.map((batch) => batch.length)).toEqual([3]);
    expect(sent).toHaveLength(0);
    expect(log.queued()).toBe(0);
    stop();
  });

  it('falls back to a keepalive send when the browser refuses the beacon', async () => {
    const { transport, sent } = fakeTransport({ beaconAccepts: false });
    const log = createEventLogger({ transport, stamp });
    log.log('a');
    log.flushOnHide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it('keeps a batch that failed to arrive and sends it with the next flush', async () => {
    const { transport, sent, failOnce } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    log.log('a');
    failOnce(new ApiError('/anonymous/appEventLogClient', 0, 'network down'));
    await log.flush();
    expect(log.queued()).toBe(1);
    log.log('b');
    await log.flush();
    expect(sent.map((batch) => batch.map((event) => event.eventName))).toEqual([['a', 'b']]);
  });

  it('drops a batch the API refuses as invalid instead of retrying it forever', async () => {
    const { transport, sent, failOnce } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    log.log('a');
    failOnce(new ApiError('/anonymous/appEventLogClient', 400, 'eventList.0.eventName: too long'));
    await log.flush();
    expect(log.queued()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('splits a long backlog into requests the contract accepts', async () => {
    const { transport, sent } = fakeTransport();
    const log = createEventLogger({ transport, stamp, batchSize: 1_000, maxPerRequest: 100 });
    for (let index = 0; index < 250; index += 1) log.log('e');
    await log.flush();
    expect(sent.map((batch) => batch.length)).toEqual([100, 100, 50]);
  });

  it('stops its timer and page-hide flush when stopped', async () => {
    const { transport, sent, beaconed } = fakeTransport();
    const log = createEventLogger({ transport, stamp });
    log.start()();
    log.log('a');
    await vi.advanceTimersByTimeAsync(10_000);
    setVisibility('hidden');
    expect(sent).toHaveLength(0);
    expect(beaconed).toHaveLength(0);
  });
});
