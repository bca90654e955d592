// The page's side of the grammar worker: one request at a time, a time budget per stage, and a
// worker that is thrown away (terminated) when it overruns or when its work is no longer wanted.
import { compileKey, type GrammarAnswer, type GrammarReply, type GrammarRequest } from './grammar-job';

/** How long compiling a text, then running it over the URI, may each take before the worker is stopped. */
export const GRAMMAR_BUDGET_MS = 5000;

/** What a worker's listeners receive: a reply (`message`), or why it failed (`error`). */
export interface WorkerEvent {
  data?: GrammarReply;
  message?: string;
  preventDefault?(): void;
}

/** The part of a Worker the client uses (a fake one in the specs). */
export interface WorkerLike {
  addEventListener(type: 'message' | 'error', listener: (e: WorkerEvent) => void): void;
  postMessage(request: GrammarRequest): void;
  terminate(): void;
}

export type GrammarStatus =
  | { state: 'compiling' }
  | { state: 'running' }
  | { state: 'done'; answer: GrammarAnswer }
  | { state: 'stopped'; stage: 'compile' | 'run'; budgetMs: number }
  | { state: 'failed'; message: string };

export type Ask = Omit<GrammarRequest, 'id'>;

interface InFlight {
  request: GrammarRequest;
  key: string;
  stage: 'compile' | 'run';
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Sends the grammar box's requests to a worker and reports each one's status to `onStatus`.
 * A new text while another is compiling stops that worker (its grammar is no longer wanted); a
 * new URI for the same text waits for the run in progress (only the latest waits). A text
 * whose compiling overran the budget is not tried again, nor a URI whose run overran it.
 *
 * @example const client = new GrammarClient(() => new Worker(url), 5000, (status, ask) => draw(status, ask)); client.ask({ text, notation, start, input })
 */
export class GrammarClient {
  private worker: WorkerLike | undefined;
  /** The text the live worker holds compiled. */
  private compiled: string | undefined;
  private inFlight: InFlight | undefined;
  private waiting: Ask | undefined;
  /** The last answer, redrawn at once when the same request comes again (another field changed). */
  private lastDone: { key: string; input: string; answer: GrammarAnswer } | undefined;
  private nextId = 1;
  /** Compile keys, and compile keys with a URI, that overran the budget. */
  private readonly overran = new Set<string>();
  /** Workers started and stopped (for tests: a stopped grammar is not compiled again). */
  spawned = 0;
  terminated = 0;

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly budgetMs: number,
    private readonly onStatus: (status: GrammarStatus, ask: Ask) => void,
  ) {}

  /** True while a request is in the worker. */
  get busy(): boolean {
    return this.inFlight !== undefined;
  }

  ask(ask: Ask): void {
    const key = compileKey(ask);
    if (this.inFlight && this.inFlight.key !== key) this.stop(); // its text is no longer wanted
    if (this.inFlight) {
      this.waiting = this.inFlight.request.input === ask.input ? undefined : ask;
      return;
    }
    this.waiting = undefined;
    if (this.lastDone?.key === key && this.lastDone.input === ask.input) return this.onStatus({ state: 'done', answer: this.lastDone.answer }, ask);
    if (this.overran.has(key)) return this.onStatus({ state: 'stopped', stage: 'compile', budgetMs: this.budgetMs }, ask);
    if (this.overran.has(runKey(key, ask.input))) return this.onStatus({ state: 'stopped', stage: 'run', budgetMs: this.budgetMs }, ask);
    this.start(ask, key);
  }

  private start(ask: Ask, key: string): void {
    const worker = this.worker ?? this.newWorker();
    const request: GrammarRequest = { ...ask, id: this.nextId++ };
    const stage = this.compiled === key ? 'run' : 'compile';
    this.inFlight = { request, key, stage, timer: this.arm() };
    worker.postMessage(request);
    this.onStatus({ state: stage === 'compile' ? 'compiling' : 'running' }, ask);
  }

  private arm(): ReturnType<typeof setTimeout> {
    return setTimeout(() => this.overrun(), this.budgetMs);
  }

  private newWorker(): WorkerLike {
    const worker = this.spawn();
    this.spawned++;
    worker.addEventListener('message', (e) => {
      if (e.data) this.reply(worker, e.data);
    });
    worker.addEventListener('error', (e) => {
      e.preventDefault?.(); // reported here, in the page, not as an uncaught error
      if (worker !== this.worker) return;
      const job = this.inFlight;
      this.stop();
      if (job) this.onStatus({ state: 'failed', message: e.message || 'the grammar worker failed' }, job.request);
    });
    this.worker = worker;
    return worker;
  }

  private reply(worker: WorkerLike, reply: GrammarReply): void {
    const job = this.inFlight;
    if (worker !== this.worker || !job || reply.id !== job.request.id) return; // a stopped request's late reply
    clearTimeout(job.timer);
    if (reply.kind === 'compiled') {
      this.compiled = job.key;
      job.stage = 'run';
      job.timer = this.arm(); // the run has a budget of its own
      this.onStatus({ state: 'running' }, job.request);
      return;
    }
    this.inFlight = undefined;
    this.lastDone = { key: job.key, input: job.request.input, answer: reply.answer };
    if (this.waiting) return this.ask(this.waiting); // an answer for a URI no longer shown
    this.onStatus({ state: 'done', answer: reply.answer }, job.request);
  }

  private overrun(): void {
    const job = this.inFlight;
    if (!job) return;
    this.overran.add(job.stage === 'compile' ? job.key : runKey(job.key, job.request.input));
    this.stop();
    const next = this.waiting;
    this.waiting = undefined;
    if (next && job.stage === 'run') return this.ask(next); // another URI may run within the budget
    this.onStatus({ state: 'stopped', stage: job.stage, budgetMs: this.budgetMs }, job.request);
  }

  /** Terminates the worker and forgets what it held; the next request starts a new one. */
  private stop(): void {
    if (this.inFlight) clearTimeout(this.inFlight.timer);
    this.inFlight = undefined;
    this.worker?.terminate();
    if (this.worker) this.terminated++;
    this.worker = undefined;
    this.compiled = undefined;
  }
}

const runKey = (key: string, input: string) => `${key}\u0000${input}`;
