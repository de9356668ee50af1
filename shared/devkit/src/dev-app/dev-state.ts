// What the dev panel shows besides the page: the bus events so far, the start-up problems, and
// the time-out notice the host would show as its 'Tips' dialog.
import { type BusMessage, bus } from '@casino/bus';
import { createStore } from 'zustand/vanilla';

interface LoggedBusEvent extends Pick<BusMessage, 'name' | 'payload'> {
  /** Order of arrival, for React keys. */
  seq: number;
  at: Date;
}

export interface DevState {
  busEvents: LoggedBusEvent[];
  /** What went wrong while starting (the API unreachable, a sign-in refused), newest last. */
  problems: string[];
  /** The 'Tips' time-out notice, while it is open. */
  tip: string | null;
}

/** The bus log keeps the newest events only: a long session must not grow the page forever. */
const busLogLength = 100;

export const devState = createStore<DevState>(() => ({ busEvents: [], problems: [], tip: null }));

let seq = 0;

/** Records every bus event from now on; returns the function that stops it. */
export function recordBusEvents(): () => void {
  const subscription = bus.events$().subscribe(({ name, payload }) => {
    seq += 1;
    const event: LoggedBusEvent = { seq, at: new Date(), name, payload } as LoggedBusEvent;
    devState.setState(({ busEvents }) => ({ busEvents: [...busEvents, event].slice(-busLogLength) }));
  });
  return () => subscription.unsubscribe();
}

export function reportProblem(problem: string): void {
  devState.setState(({ problems }) => ({ problems: [...problems, problem] }));
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
