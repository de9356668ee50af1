import {
  apiRoutes,
  defaultAppId,
  type EventLogItem,
  eventLogBatchSize,
  eventLogFlushIntervalMs,
  storageKeys,
} from '@casino/contracts';
import { ApiError, callApi } from './api-client';
import { readStorage } from './browser-storage';
import { platformConfig } from './platform-config';
import { sessionStore } from './session';

/** What a caller says about an event; the logger adds who, when, channel, app id and version. */
export type EventFields = Omit<
  EventLogItem,
  'eventName' | 'eventUserId' | 'eventTime' | 'channel' | 'appId' | 'version'
>;

/** How batches leave the page. */
export interface EventLogTransport {
  /** Sends a batch; rejects when it did not arrive. */
  send(events: EventLogItem[]): Promise<void>;
  /** Queues a batch with the browser to send after the page is gone; false when it refused. */
  beacon(events: EventLogItem[]): boolean;
}

export interface EventLoggerOptions {
  transport: EventLogTransport;
  /** The stamp every event gets: the player, the app id and the build's version. */
  stamp: () => Pick<EventLogItem, 'eventUserId' | 'appId' | 'version'>;
  now?: () => number;
  batchSize?: number;
  flushIntervalMs?: number;
  /** The contract's cap of one request; a longer queue goes in several. */
  maxPerRequest?: number;
  /** Oldest events are dropped beyond this, so an API that stays down cannot exhaust memory. */
  maxQueued?: number;
}

export interface EventLogger {
  log(eventName: string, fields?: EventFields): void;
  /** Sends what is queued now (one request at a time; failures go back to the queue). */
  flush(): Promise<void>;
  /** Hands everything queued to the browser's beacon, for a page that is being hidden or left. */
  flushOnHide(): void;
  /** Starts the 2 s timer and the page-hide flush; returns a function that stops both. */
  start(): () => void;
  queued(): number;
}

/** Events the API refuses as invalid would be refused again: they are dropped, not retried. */
function isPermanentRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 400;
}

/**
 * The event log of spec 4: events are queued and sent when `batchSize` (20) are queued, every
 * `flushIntervalMs` (2 s), and when the page is hidden, then by beacon so they survive the page.
 */
export function createEventLogger({
  transport,
  stamp,
  now = Date.now,
  batchSize = eventLogBatchSize,
  flushIntervalMs = eventLogFlushIntervalMs,
  maxPerRequest = 100,
  maxQueued = 1_000,
}: EventLoggerOptions): EventLogger {
  let queue: EventLogItem[] = [];
  let inFlight: Promise<void> | null = null;

  async function sendQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxPerRequest);
      queue = queue.slice(batch.length);
      try {
        await transport.send(batch);
      } catch (error) {
        if (!isPermanentRefusal(error)) queue = [...batch, ...queue].slice(-maxQueued);
        return;
      }
    }
  }

  const logger: EventLogger = {
    log(eventName, fields = {}) {
      queue.push({
        ...fields,
        eventName,
        ...stamp(),
        eventTime: Math.floor(now() / 1000),
        channel: 'WEB',
      });
      if (queue.length > maxQueued) queue = queue.slice(-maxQueued);
      if (queue.length >= batchSize) void logger.flush();
    },
    flush() {
      inFlight ??= sendQueued().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    flushOnHide() {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxPerRequest);
        if (!transport.beacon(batch)) {
          // The browser refused the beacon (too large, too many queued): try a keepalive send.
          void logger.flush();
          return;
        }
        queue = queue.slice(batch.length);
      }
    },
    start() {
      const timer = setInterval(() => void logger.flush(), flushIntervalMs);
      const onVisibilityChange = () => {
        if (document.visibilityState === 'hidden') logger.flushOnHide();
      };
      // pagehide covers leaving on browsers that do not report `hidden` first.
      const onPageHide = () => logger.flushOnHide();
      document.addEventListener('visibilitychange', onVisibilityChange);
      addEventListener('pagehide', onPageHide);
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisibilityChange);
        removeEventListener('pagehide', onPageHide);
      };
    },
    queued: () => queue.length,
  };
  return logger;
}

/** The browser transport: the API client for batches, `navigator.sendBeacon` on page hide. */
const browserTransport: EventLogTransport = {
  async send(eventList) {
    await callApi(apiRoutes.appEventLogClient, { eventList }, { timeoutTip: false, keepalive: true });
  },
  beacon(eventList) {
    const apiBase = platformConfig()?.apiBase;
    if (apiBase === undefined || typeof navigator.sendBeacon !== 'function') return false;
    // A string body travels as text/plain, which this call accepts (no CORS preflight needed).
    return navigator.sendBeacon(apiBase + apiRoutes.appEventLogClient.path, JSON.stringify({ eventList }));
  },
};

/** The app's one event log (a singleton shared with every remote). */
export const eventLog: EventLogger = createEventLogger({
  transport: browserTransport,
  stamp: () => ({
    eventUserId: sessionStore.getState().user?.id ?? 0,
    appId: readStorage(storageKeys.appId) || defaultAppId,
    version: platformConfig()?.appVersion ?? '0.0.0',
  }),
});

/** Logs an analytics event (spec 3's shape); sent in batches by the event log. */
export function logEvent(eventName: string, fields?: EventFields): void {
  eventLog.log(eventName, fields);
}
