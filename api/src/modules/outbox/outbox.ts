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
  /** Events handled per consumer and transaction. */
  batchSize?: number;
  /**
   * A gap in the ids (a transaction that took an id and has not committed) older than this is a
   * rolled-back transaction, and the cursor moves past it. Nothing in the API holds a
   * transaction open this long; a younger gap holds the cursor (events after it are still handled,
   * the processed rows keep them from being handled twice).
   */
  gapGraceSeconds?: number;
}

/** Events a batch hands over when the caller names no size. */
const defaultBatchSize = 500;

interface EventRow {
  id: number;
  topic: DomainTopic;
  payload: DomainEvents[DomainTopic];
  created_at: Date;
}

/**
 * Runs one batch of one consumer: its next unhandled events of its topics (also past a cursor
 * held at a gap), then moves the cursor as far as every event before it is handled. Returns how
 * many events it handled.
 */
async function runBatch(
  db: Database,
  consumer: OutboxConsumer,
  { batchSize, gapGraceSeconds = 60 }: OutboxRunOptions & { batchSize: number },
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
      `SELECT o.id, o.topic, o.payload, o.created_at
         FROM outbox AS o
        WHERE o.id > $1 AND o.topic = ANY($3::text[])
          AND NOT EXISTS (SELECT 1 FROM outbox_processed AS p WHERE p.consumer = $2 AND p.event_id = o.id)
        ORDER BY o.id
        LIMIT $4`,
      [cursor, consumer.name, consumer.topics, batchSize],
    );
    const events = rows.map((row) => ({
      id: Number(row.id),
      topic: row.topic,
      payload: row.payload,
      createdAt: row.created_at,
    }));
    const handledIds = events.map((event) => event.id);
    if (events.length > 0) await consumer.handle(tx, events);
    const newCursor = await advanceCursor(tx, consumer, cursor, handledIds, { batchSize, gapGraceSeconds });
    // Only events past a gap need a processed row: the cursor passes the others in this commit,
    // and nothing at or behind it is read again (no row to write, none to delete later).
    const pastCursor = handledIds.filter((id) => id > newCursor);
    if (pastCursor.length > 0) {
      await tx.query('INSERT INTO outbox_processed (consumer, event_id) SELECT $1, unnest($2::bigint[])', [
        consumer.name,
        pastCursor,
      ]);
    }
    return events.length;
  });
}

/**
 * Moves the cursor over contiguous ids whose events are handled (in an earlier batch, or this one's
 * `handledIds`) or not of the consumer's topics, and over a gap only once the event after it is
 * old; returns the cursor. This statement sees what committed since the batch was read: an event
 * of its topics not yet handled stops the cursor.
 */
async function advanceCursor(
  tx: Queryable,
  consumer: OutboxConsumer,
  cursor: number,
  handledIds: readonly number[],
  { batchSize, gapGraceSeconds }: Required<OutboxRunOptions>,
): Promise<number> {
  const { rows } = await tx.query<{ id: number; created_at: Date; pending: boolean }>(
    `SELECT o.id, o.created_at,
            o.topic = ANY($3::text[]) AND o.id <> ALL($5::bigint[])
              AND NOT EXISTS (SELECT 1 FROM outbox_processed AS p WHERE p.consumer = $2 AND p.event_id = o.id)
              AS pending
       FROM outbox AS o
      WHERE o.id > $1
      ORDER BY o.id
      LIMIT $4`,
    [cursor, consumer.name, consumer.topics, batchSize * 4, handledIds],
  );
  let newCursor = cursor;
  const graceCutoff = Date.now() - gapGraceSeconds * 1000;
  for (const row of rows) {
    const id = Number(row.id);
    const youngGap = id !== newCursor + 1 && new Date(row.created_at).getTime() > graceCutoff;
    if (youngGap || row.pending) break;
    newCursor = id;
  }
  if (newCursor === cursor) return cursor;
  // What is behind the cursor is never read again: its processed rows have done their job.
  await tx.query(
    `WITH moved AS (UPDATE outbox_consumers SET cursor = $2, updated_at = now() WHERE name = $1)
     DELETE FROM outbox_processed WHERE consumer = $1 AND event_id <= $2`,
    [consumer.name, newCursor],
  );
  return newCursor;
}

/**
 * Every consumer side by side, each batch after batch until a batch is not full (all it can see
 * is handled); returns the events handled. Side by side, a slow consumer (one waiting for the
 * players' wagering locks) never holds back the others. Consumers that write the same rows lock
 * them in one order (ARCHITECTURE.md "Domain events"), so they never deadlock each other.
 */
export async function drainOutbox(
  db: Database,
  consumers: readonly OutboxConsumer[],
  options: OutboxRunOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? defaultBatchSize;
  const drained = await Promise.all(
    consumers.map(async (consumer) => {
      let total = 0;
      for (;;) {
        const handled = await runBatch(db, consumer, { ...options, batchSize });
        total += handled;
        if (handled < batchSize) return total;
      }
    }),
  );
  return drained.reduce((sum, handled) => sum + handled, 0);
}

export interface OutboxSchedule extends OutboxRunOptions {
  /**
   * Milliseconds between runs, and the least time from one run of a consumer to its next: under
   * load each run handles what the wallet settled meanwhile, hundreds of rounds in one transaction,
   * not a few dozen. A run costs the same dozen statements and a commit however many events it
   * handles, and sums its rounds per player, so its row updates follow the players, not the rounds
   * (ADR 0031: with runs 20 ms apart the four consumers took a quarter of the machine). An idle
   * consumer runs as soon as a nudge comes. 0 switches the schedule off (tests drain by hand).
   */
  intervalMs: number;
}

/** What the games module tells the schedule after a commit that published: run soon. */
export interface OutboxNudge {
  nudge(): void;
}

function logFailure(log: FastifyBaseLogger, error: unknown): void {
  log.error({ err: error }, 'outbox consumers failed; the events are handled at the next run');
}

/** Settlements of one burst wait this long, so an idle consumer's first run takes them together. */
const nudgeGatherMs = 20;

/**
 * Runs each consumer on its own (a slow one never holds back the others) once the server is ready
 * (what a crash left unhandled is handled at start), then every `intervalMs` and soon after a
 * nudge, but never sooner than `intervalMs` after its previous run started, and in turns (consumer
 * k of n a k/n share of the interval after the first); a consumer's run never overlaps its
 * previous one. Closing the server stops the schedule and drains the outbox once more, so events
 * committed before the close are handled before the database closes.
 */
export function scheduleOutboxConsumers(
  app: FastifyInstance,
  db: Database,
  consumers: readonly OutboxConsumer[],
  schedule: OutboxSchedule,
): OutboxNudge {
  let closed = false;
  const runners = consumers.map((consumer, index) => {
    // The consumers' runs take turns through the spacing, so the wallet calls never meet all four
    // transactions at once: an idle consumer's first run waits its turn.
    const turnMs = (index * schedule.intervalMs) / consumers.length;
    let running: Promise<void> | null = null;
    let again = false;
    let waiting: NodeJS.Timeout | null = null;
    let lastStartedAt = Number.NEGATIVE_INFINITY;
    const start = (): void => {
      lastStartedAt = Date.now();
      running = drainOutbox(db, [consumer], schedule)
        .then(() => undefined)
        .catch((error: unknown) => logFailure(app.log, error))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const run = (): void => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      if (waiting) return;
      const untilSpaced = lastStartedAt + schedule.intervalMs - Date.now();
      const wait = untilSpaced > 0 ? untilSpaced : turnMs;
      if (wait <= 0) {
        start();
        return;
      }
      waiting = setTimeout(() => {
        waiting = null;
        if (!closed) start();
      }, wait);
      waiting.unref();
    };
    return { run, finished: () => running ?? Promise.resolve() };
  });
  const runAll = () => {
    for (const runner of runners) runner.run();
  };
  if (schedule.intervalMs === 0) return { nudge: () => {} };
  let timer: NodeJS.Timeout | undefined;
  let nudged = false;
  app.addHook('onReady', async () => {
    setImmediate(runAll);
    timer = setInterval(runAll, schedule.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await Promise.all(runners.map((runner) => runner.finished()));
    await drainOutbox(db, consumers, schedule).catch((error: unknown) => logFailure(app.log, error));
  });
  return {
    // Many settlements in a burst make one run per consumer, a little later.
    nudge() {
      if (nudged || closed) return;
      nudged = true;
      setTimeout(() => {
        nudged = false;
        runAll();
      }, nudgeGatherMs).unref();
    },
  };
}
