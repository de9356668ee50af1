import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';

/**
 * The transactional outbox (ADR 0031, ARCHITECTURE.md "Domain events"): a module writes an event
 * row in the same database transaction as the change it announces, so the event exists exactly
 * when the change does. Consumers read the table in id order, each with its own cursor, and
 * record every event they handled in `outbox_processed` in the same transaction as their effects:
 * each event is handled once per consumer, also when the process dies between the two.
 */

/** Every domain event and its payload. */
export interface DomainEvents {
  /** A game round settled by a win (0 for a loss) or a rollback of its bet (stake returned). */
  'game.roundSettled': {
    roundId: string;
    provider: string;
    playerId: number;
    gameId: number;
    /** Hundredths; what the round kept (0 when rolled back). */
    stake: number;
    win: number;
    status: 'settled' | 'rolled_back';
    /** ISO 8601. */
    settledAt: string;
  };
  /** A deposit was paid: the amount reached the player's balance (its bonus is not included). */
  'wallet.depositPaid': {
    orderNo: string;
    playerId: number;
    /** Hundredths. */
    amount: number;
    /** ISO 8601. */
    paidAt: string;
  };
}
export type DomainTopic = keyof DomainEvents;

export interface OutboxEvent<Topic extends DomainTopic = DomainTopic> {
  id: number;
  topic: Topic;
  payload: DomainEvents[Topic];
  createdAt: Date;
}

/** Narrows an event to one topic, payload included. */
export function isEvent<Topic extends DomainTopic>(
  event: OutboxEvent,
  topic: Topic,
): event is OutboxEvent<Topic> {
  return event.topic === topic;
}

/**
 * Writes an event inside the caller's transaction: it commits or rolls back with the change. The
 * seamless wallet's functions (migration 202611280639) write `game.roundSettled` in SQL, the same row.
 */
export async function publish<Topic extends DomainTopic>(
  tx: Queryable,
  topic: Topic,
  payload: DomainEvents[Topic],
): Promise<void> {
  await tx.query('INSERT INTO outbox (topic, payload) VALUES ($1, $2::jsonb)', [
    topic,
    JSON.stringify(payload),
  ]);
}

/**
 * One consumer: a stable name (its cursor and processed rows are kept under it), the topics it
 * reads, and what it does with a batch of its events (in id order, none handled before), inside
 * the transaction that marks them processed. Set-based statements keep that transaction short:
 * the rows it changes stay locked until it commits. A throw rolls the batch back; it is tried
 * again at the next run.
 */
export interface OutboxConsumer {
  readonly name: string;
  readonly topics: readonly DomainTopic[];
  handle(tx: Queryable, events: OutboxEvent[]): Promise<void>;
}

export interface OutboxRunOptions {
  /** Events read per consumer and transaction. */
  batchSize?: number;
  /**
   * A gap in the ids (a transaction that took an id and has not committed) older than this is a
   * rolled-back transaction, and the cursor moves past it. Nothing in the API holds a
   * transaction open this long; a younger gap holds the cursor (events after it are still handled,
   * the processed rows keep them from being handled twice).
   */
  gapGraceSeconds?: number;
}

interface EventRow {
  id: number;
  topic: DomainTopic;
  payload: DomainEvents[DomainTopic];
  created_at: Date;
  processed: boolean;
}

/** Runs one batch of one consumer; returns how many events it handled. */
async function runBatch(
  db: Database,
  consumer: OutboxConsumer,
  { batchSize = 100, gapGraceSeconds = 60 }: OutboxRunOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO outbox_consumers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      consumer.name,
    ]);
    // The consumer's row is its lock: two processes never run the same consumer at once.
    const cursorRow = await tx.query<{ cursor: number }>(
      'SELECT cursor FROM outbox_consumers WHERE name = $1 FOR UPDATE',
      [consumer.name],
    );
    const cursor = Number(cursorRow.rows[0]?.cursor ?? 0);
    const { rows } = await tx.query<EventRow>(
      `SELECT o.id, o.topic, o.payload, o.created_at,
              EXISTS (SELECT 1 FROM outbox_processed AS p WHERE p.consumer = $2 AND p.event_id = o.id) AS processed
         FROM outbox AS o
        WHERE o.id > $1
        ORDER BY o.id
        LIMIT $3`,
      [cursor, consumer.name, batchSize],
    );
    const events = rows
      .filter((row) => !row.processed && consumer.topics.includes(row.topic))
      .map((row) => ({
        id: Number(row.id),
        topic: row.topic,
        payload: row.payload,
        createdAt: row.created_at,
      }));
    if (events.length > 0) {
      await consumer.handle(tx, events);
      await tx.query('INSERT INTO outbox_processed (consumer, event_id) SELECT $1, unnest($2::bigint[])', [
        consumer.name,
        events.map((event) => event.id),
      ]);
    }
    // The cursor moves over contiguous ids, and over a gap only once the event after it is old.
    let newCursor = cursor;
    const graceCutoff = Date.now() - gapGraceSeconds * 1000;
    for (const row of rows) {
      const id = Number(row.id);
      const youngGap = id !== newCursor + 1 && new Date(row.created_at).getTime() > graceCutoff;
      if (youngGap) break;
      newCursor = id;
    }
    if (newCursor !== cursor) {
      await tx.query('UPDATE outbox_consumers SET cursor = $2, updated_at = now() WHERE name = $1', [
        consumer.name,
        newCursor,
      ]);
      // What is behind the cursor is never read again: its processed rows have done their job.
      await tx.query('DELETE FROM outbox_processed WHERE consumer = $1 AND event_id <= $2', [
        consumer.name,
        newCursor,
      ]);
    }
    return events.length;
  });
}

/** Every consumer, in turn, until none has anything left to handle; returns the events handled. */
export async function drainOutbox(
  db: Database,
  consumers: readonly OutboxConsumer[],
  options: OutboxRunOptions = {},
): Promise<number> {
  let total = 0;
  for (const consumer of consumers) {
    for (;;) {
      const handled = await runBatch(db, consumer, options);
      total += handled;
      if (handled === 0) break;
    }
  }
  return total;
}

export interface OutboxSchedule extends OutboxRunOptions {
  /** Milliseconds between runs; 0 switches the schedule off (tests drain by hand). */
  intervalMs: number;
}

/** What the games module tells the schedule after a commit that published: run soon. */
export interface OutboxNudge {
  nudge(): void;
}

function logFailure(log: FastifyBaseLogger, error: unknown): void {
  log.error({ err: error }, 'outbox consumers failed; the events are handled at the next run');
}

/**
 * Runs the consumers once the server is ready (what a crash left unhandled is handled at start),
 * then every `intervalMs` and soon after a nudge; a run never overlaps the previous one. Closing
 * the server stops the schedule and drains the outbox once more, so events committed before the
 * close are handled before the database closes.
 */
export function scheduleOutboxConsumers(
  app: FastifyInstance,
  db: Database,
  consumers: readonly OutboxConsumer[],
  schedule: OutboxSchedule,
): OutboxNudge {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOutbox(db, consumers, schedule)
      .then(() => undefined)
      .catch((error: unknown) => logFailure(app.log, error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  if (schedule.intervalMs === 0) return { nudge: () => {} };
  let nudged = false;
  app.addHook('onReady', async () => {
    setImmediate(run);
    timer = setInterval(run, schedule.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    await drainOutbox(db, consumers, schedule).catch((error: unknown) => logFailure(app.log, error));
  });
  return {
    // Many settlements in a burst make one run, a few milliseconds later.
    nudge() {
      if (nudged || closed) return;
      nudged = true;
      setTimeout(() => {
        nudged = false;
        run();
      }, 5).unref();
    },
  };
}
