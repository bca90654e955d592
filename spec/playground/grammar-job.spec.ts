import { GrammarJobs, type GrammarReply, type GrammarRequest } from '../../playground/src/grammar-job';

const request = (id: number, text: string, input: string): GrammarRequest => ({ id, text, notation: 'bnf-rfc1738', start: 'myurl', input });

describe('GrammarJobs', () => {
  it('compiles a text once, then runs it over each URI; every reply survives a structured clone unchanged', () => {
    const jobs = new GrammarJobs();
    const replies: GrammarReply[] = [];
    const post = (r: GrammarReply) => replies.push(r);
    const text = 'myurl = "my:" 1*digit [ "/" word ]\nword = 1*alpha';
    jobs.answer(request(1, text, 'my:42/abc#top'), post);
    jobs.answer(request(2, text, 'my:42/a1'), post);
    expect(jobs.compilations).toBe(1);
    expect(replies.map((r) => [r.id, r.kind])).toEqual([[1, 'compiled'], [1, 'answer'], [2, 'answer']]);
    for (const r of replies) expect(structuredClone(r)).toEqual(r);
    const bad = replies[2]!;
    expect(bad.kind === 'answer' && bad.answer.stage === 'run' && !bad.answer.result.ok && [bad.answer.result.error.offset, bad.answer.result.error.found]).toEqual([7, '1']);
  });

  it('answers a text that does not compile with the reader\u2019s error, and compiles again when the text changes', () => {
    const jobs = new GrammarJobs();
    const replies: GrammarReply[] = [];
    jobs.answer(request(1, 'myurl = "a" (\n', 'a'), (r) => replies.push(r));
    jobs.answer(request(2, 'myurl = "a"', 'a'), (r) => replies.push(r));
    expect(jobs.compilations).toBe(2);
    expect(replies[1]).toEqual({ id: 1, kind: 'answer', answer: { stage: 'compile', failure: { ok: false, name: 'BnfError', message: 'expected an element, found end of text (line 2, column 1)', line: 2, column: 1 } } });
    expect(replies.at(-1)).toMatchObject({ id: 2, kind: 'answer', answer: { stage: 'run', result: { ok: true } } });
  });
});
