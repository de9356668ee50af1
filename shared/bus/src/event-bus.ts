import type { BusEventIssue, BusEventMap, BusEventName } from '@casino/contracts';
import { busEvents } from '@casino/contracts/schemas';
import { filter, map, type Observable, Subject } from 'rxjs';

/** One event as it travels on the bus. */
export type BusMessage = { [Name in BusEventName]: { name: Name; payload: BusEventMap[Name] } }[BusEventName];

/** The one typed bus shared by the host and every remote (after Backstage's `AlertApi`). */
export interface EventBus {
  /** Delivers `payload` to everyone listening to `name` now. */
  emit<Name extends BusEventName>(name: Name, payload: BusEventMap[Name]): void;
  /** The payloads of `name` emitted from now on. */
  on<Name extends BusEventName>(name: Name): Observable<BusEventMap[Name]>;
  /** Every event emitted from now on, for logging and devtools. */
  events$(): Observable<BusMessage>;
}

export interface EventBusOptions {
  /**
   * Check payloads against their schemas and drop invalid ones. Defaults to on; production
   * builds never validate, so the schemas are compiled out of them.
   */
  validate?: boolean;
  /** Told about each dropped event; defaults to `console.error`. */
  onInvalid?: (name: string, issues: readonly BusEventIssue[]) => void;
}

function reportInvalidEvent(name: string, issues: readonly BusEventIssue[]): void {
  console.error(`[bus] dropped "${name}": its payload does not match the contract`, issues);
}

// An emitter built against a newer contracts package may name an event this bus does not know.
function unknownEventIssues(name: string): BusEventIssue[] {
  return [{ code: 'custom', path: [], message: `Unknown bus event "${name}"`, input: name }];
}

// Module level and reached only through the NODE_ENV check below, so production builds drop it
// and, with it, the payload schemas.
function payloadIssues(name: BusEventName, payload: unknown): readonly BusEventIssue[] {
  if (!Object.hasOwn(busEvents, name)) return unknownEventIssues(name);
  const result = busEvents[name].safeParse(payload);
  return result.success ? [] : result.error.issues;
}

/** Creates a bus. Listeners get only the events emitted after they subscribe. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  // NODE_ENV is written out literally so webpack inlines it and can see the branch is dead.
  const findIssues =
    process.env.NODE_ENV !== 'production' && (options.validate ?? true) ? payloadIssues : undefined;
  const onInvalid = options.onInvalid ?? reportInvalidEvent;
  const messages = new Subject<BusMessage>();

  return {
    emit(name, payload) {
      const issues = findIssues?.(name, payload) ?? [];
      if (issues.length > 0) {
        onInvalid(name, issues);
        return;
      }
      messages.next({ name, payload } as BusMessage);
    },
    on<Name extends BusEventName>(name: Name) {
      // The name check is what ties the payload to its name; TypeScript cannot follow it.
      return messages.pipe(
        filter((message) => message.name === name),
        map((message) => message.payload as BusEventMap[Name]),
      );
    },
    events$() {
      return messages.asObservable();
    },
  };
}

/**
 * The app's bus. `@casino/bus` is a Module Federation singleton, so the host and every remote
 * share this one instance.
 */
export const bus: EventBus = createEventBus();
