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

const calls: MockedCall[] = [];
const problems: string[] = [];
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The one log of the mocked API in this page or test process. */
export const mockCallLog = {
  calls: (): readonly MockedCall[] => calls,
  problems: (): readonly string[] => problems,
  record(call: MockedCall): void {
    calls.push(call);
    changed();
  },
  reportProblem(problem: string): void {
    problems.push(problem);
    changed();
  },
  clear(): void {
    calls.length = 0;
    problems.length = 0;
    changed();
  },
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
