// The worker's entry: it answers the grammar box's requests off the page's thread, so a grammar
// that takes seconds to compile (or to run) never freezes the page. build.mjs bundles this file
// on its own and inlines it into the page's script, which starts it from a blob: URL (a page
// opened from file:// may not start a worker from a file).
import { GrammarJobs, type GrammarReply, type GrammarRequest } from './grammar-job';

const jobs = new GrammarJobs();
const scope = self as unknown as { onmessage: ((e: MessageEvent<GrammarRequest>) => void) | null; postMessage(reply: GrammarReply): void };
scope.onmessage = (e) => jobs.answer(e.data, (reply) => scope.postMessage(reply));
