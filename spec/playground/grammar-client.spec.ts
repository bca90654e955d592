import { GrammarClient, type Ask, type GrammarStatus, type WorkerEvent, type WorkerLike } from '../../playground/src/grammar-client';
import type { GrammarAnswer, GrammarReply, GrammarRequest } from '../../playground/src/grammar-job';

/** A worker that answers only when the spec says so. */
class FakeWorker implements WorkerLike {
  posted: GrammarRequest[] = [];
  terminated = false;
  preventedDefault = false;
  private listeners: Record<string, ((e: WorkerEvent) => void)[]> = {};
  addEventListener(type: 'message' | 'error', listener: (e: WorkerEvent) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(request: GrammarRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(reply: GrammarReply): void {
    for (const l of this.listeners['message'] ?? []) l({ data: reply });
  }
  /** The last request, compiled then answered. */
  answer(answer: GrammarAnswer = ANSWER, compiled = true): void {
    const id = this.posted.at(-1)!.id;
    if (compiled) this.reply({ id, kind: 'compiled' });
    this.reply({ id, kind: 'answer', answer });
  }
  fail(message: string): void {
    for (const l of this.listeners['error'] ?? []) l({ message, preventDefault: () => (this.preventedDefault = true) });
  }
}

const ANSWER: GrammarAnswer = { stage: 'run', result: { ok: true, value: { type: 'x', span: { start: 0, end: 3 }, text: 'x:1', children: [] } } };
const BUDGET = 5000;
const ask = (text: string, input: string): Ask => ({ text, notation: 'bnf-rfc1738', start: 'x', input });

function setUp() {
  const workers: FakeWorker[] = [];
  const seen: [GrammarStatus['state'], string, string?][] = [];
  const client = new GrammarClient(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    BUDGET,
    (status, a) => seen.push(status.state === 'stopped' ? [status.state, a.input, status.stage] : [status.state, a.input]),
  );
  return { client, workers, seen };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('GrammarClient', () => {
  it('compiles, runs, answers; the same request again is answered at once, with no message to the worker', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('x = "x:" 1*digit', 'x:1'));
    expect(client.busy).toBe(true);
    workers[0]!.answer();
    expect(client.busy).toBe(false);
    client.ask(ask('x = "x:" 1*digit', 'x:1'));
    expect(seen).toEqual([['compiling', 'x:1'], ['running', 'x:1'], ['done', 'x:1'], ['done', 'x:1']]);
    expect(workers[0]!.posted).toHaveLength(1);
  });

  it('a new URI for the same text reuses the compiled grammar, and waits for the run in progress (only the latest waits)', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('t', 'a'));
    workers[0]!.answer();
    client.ask(ask('t', 'b'));
    client.ask(ask('t', 'c'));
    client.ask(ask('t', 'd'));
    workers[0]!.answer(ANSWER, false); // the answer for b: no longer shown
    expect(workers[0]!.posted.map((r) => r.input)).toEqual(['a', 'b', 'd']);
    workers[0]!.answer(ANSWER, false);
    expect(seen.slice(3)).toEqual([['running', 'b'], ['running', 'd'], ['done', 'd']]);
    expect(workers).toHaveLength(1);
  });

  it('a new text while the last one compiles stops that worker, and a late reply from it is ignored', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('slow', 'a'));
    client.ask(ask('fast', 'a'));
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.posted.map((r) => r.text)).toEqual(['fast']);
    workers[0]!.reply({ id: workers[0]!.posted[0]!.id, kind: 'answer', answer: ANSWER });
    expect(seen).toEqual([['compiling', 'a'], ['compiling', 'a']]);
    expect(client.busy).toBe(true);
  });

  it('stops a compile that overruns the budget, and does not compile that text again for another URI', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('slow', 'a'));
    jest.advanceTimersByTime(BUDGET - 1);
    expect(workers[0]!.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(client.busy).toBe(false);
    client.ask(ask('slow', 'b'));
    expect(seen).toEqual([['compiling', 'a'], ['stopped', 'a', 'compile'], ['stopped', 'b', 'compile']]);
    expect([client.spawned, client.terminated]).toEqual([1, 1]);
    client.ask(ask('edited', 'b'));
    expect(client.spawned).toBe(2);
  });

  it('gives the run a budget of its own, and stops only that URI when it overruns', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('t', 'a'));
    jest.advanceTimersByTime(BUDGET - 10);
    workers[0]!.reply({ id: workers[0]!.posted[0]!.id, kind: 'compiled' });
    jest.advanceTimersByTime(BUDGET - 10);
    expect(workers[0]!.terminated).toBe(false);
    jest.advanceTimersByTime(10);
    expect(seen).toEqual([['compiling', 'a'], ['running', 'a'], ['stopped', 'a', 'run']]);
    client.ask(ask('t', 'a'));
    expect(client.spawned).toBe(1);
    client.ask(ask('t', 'b')); // a new worker compiles the text again
    expect(seen.slice(3)).toEqual([['stopped', 'a', 'run'], ['compiling', 'b']]);
    expect(workers[1]!.posted.map((r) => r.input)).toEqual(['b']);
  });

  it('reports a worker that fails, in the page (the error event is handled), and starts a new one next time', () => {
    const { client, workers, seen } = setUp();
    client.ask(ask('t', 'a'));
    workers[0]!.fail('out of memory');
    expect(workers[0]!.preventedDefault).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    expect(seen).toEqual([['compiling', 'a'], ['failed', 'a']]);
    client.ask(ask('t', 'a'));
    expect(workers).toHaveLength(2);
  });
});
