import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../concurrency.js';

/** A task that runs until `finish` is called, recording its start. */
function gatedTask(started: number[], id: number) {
  let finish: (value?: unknown) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () => {
    started.push(id);
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(id), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most its limit at once, and the waiting ones in the order they came', async () => {
    const inTurn = createSemaphore(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => gatedTask(started, id));
    const results = tasks.map(({ task }) => inTurn(task));
    await settle();
    expect(started).toEqual([1, 2]);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);

    tasks[0]?.finish();
    tasks[2]?.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    tasks[3]?.finish();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
  });

  it('gives a failed task’s place to the next, and the failure to its caller', async () => {
    const inTurn = createSemaphore(1);
    const started: number[] = [];
    const first = gatedTask(started, 1);
    const second = gatedTask(started, 2);
    const failed = inTurn(first.task);
    const next = inTurn(second.task);
    await settle();
    first.fail(new Error('refused'));
    await expect(failed).rejects.toThrow('refused');
    await settle();
    expect(started).toEqual([1, 2]);
    second.finish();
    await expect(next).resolves.toBe(2);
  });
});
