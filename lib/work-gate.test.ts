import { describe, expect, it } from 'vitest';
import { BUSY, createGate } from './work-gate';

/** Work that ends when the test says so. */
function held() {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  const work = () => {
    started = true;
    return done;
  };
  return { work, finish, fail, started: () => started };
}

describe('the gate in front of new searches', () => {
  it('runs two at once, queues two more, and answers BUSY at once beyond that', async () => {
    const gate = createGate(2, 2);
    const works = Array.from({ length: 5 }, held);
    const answers = works.map((w) => gate.run(w.work));
    expect(works.map((w) => w.started())).toEqual([true, true, false, false, false]);
    expect([gate.running, gate.queued]).toEqual([2, 2]);
    expect(await answers[4]).toBe(BUSY);

    works[0]!.finish('first');
    expect(await answers[0]).toBe('first');
    // The freed slot goes to the first in the queue, not to a newcomer.
    await Promise.resolve();
    expect(works.map((w) => w.started())).toEqual([true, true, true, false, false]);
    expect([gate.running, gate.queued]).toEqual([2, 1]);
    const late = held();
    const lateAnswer = gate.run(late.work);
    expect([late.started(), gate.queued]).toEqual([false, 2]);
    expect(await gate.run(held().work)).toBe(BUSY);

    for (const w of [works[1]!, works[2]!, works[3]!, late]) w.finish('ok');
    expect(await Promise.all([answers[1], answers[2], answers[3], lateAnswer])).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('frees the slot of work that fails, and passes the failure on', async () => {
    const gate = createGate(1, 1);
    const failing = held();
    const waiting = held();
    const first = gate.run(failing.work);
    const second = gate.run(waiting.work);
    expect(await gate.run(held().work)).toBe(BUSY);
    failing.fail(new Error('store gone'));
    await expect(first).rejects.toThrow('store gone');
    await Promise.resolve();
    expect(waiting.started()).toBe(true);
    waiting.finish('answered');
    expect(await second).toBe('answered');
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('with a queue of 0 answers BUSY as soon as the slots are taken', async () => {
    const gate = createGate(1, 0);
    const one = held();
    const first = gate.run(one.work);
    expect(await gate.run(held().work)).toBe(BUSY);
    one.finish('done');
    expect(await first).toBe('done');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('with 0 slots has no bound', async () => {
    const gate = createGate(0, 0);
    const works = Array.from({ length: 50 }, held);
    const answers = works.map((w) => gate.run(w.work));
    expect(works.every((w) => w.started())).toBe(true);
    for (const w of works) w.finish('ok');
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['ok']));
  });
});
