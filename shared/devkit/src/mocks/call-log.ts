// What the mocked API saw: every call with the body the client sent, and every problem a test
// must not pass with (a call nobody mocked, an answer that breaks its contract).
import type { ApiPath } from '@casino/contracts';

export interface MockedCall {
  /** The call's path without the API base (`/app/v1/getExchange`). */
  path: ApiPath;
  /** The JSON body exactly as the client sent it (common fields included). */
  body: Record<string, unknown>;
}

type Listener = () => void;

// Replaced, never mutated: each change makes new arrays, so a view can compare snapshots.
let calls: readonly MockedCall[] = [];
let problems: readonly string[] = [];
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The one log of the mocked API in this page or test process. */
export const mockCallLog = {
  calls: (): readonly MockedCall[] => calls,
  problems: (): readonly string[] => problems,
  record(call: MockedCall): void {
    calls = [...calls, call];
    changed();
  },
  reportProblem(problem: string): void {
    problems = [...problems, problem];
    changed();
  },
  clear(): void {
    calls = [];
    problems = [];
    changed();
  },
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
