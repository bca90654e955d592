/** --grammar PATH registers a scheme grammar for the run; --rule then names its rules and the catalogue's. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run';

const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-flag-'));
const ldap = join(dir, 'ldap.bnf');
writeFileSync(ldap, 'ldapurl = "ldap://" [ hostport ] "/" dn\ndn = *[ uchar | "=" | ";" ]\n');
const coord = join(dir, 'coords.abnf');
writeFileSync(coord, 'coord = "coord:" 1*DIGIT "," 1*DIGIT\n');

describe('--grammar', () => {
  it('registers a BNF scheme named after the file, which then judges its URIs (scheme name in either case)', async () => {
    const r = await runCli(['check', '--grammar', ldap, 'ldap://h/o=x', 'LDAP://h/a', 'ldap://h']);
    expect([r.code, r.stdout]).toEqual([1, 'valid: ldap://h/o=x\nvalid: LDAP://h/a\ninvalid: ldap://h\n']);
    expect(r.stderr).toMatch(/rule path: ldapurl > hostport > host > hostname/);
  });
  it('an ABNF grammar under another name (--scheme-name), with parse --json', async () => {
    const r = await runCli(['parse', '--json', '--grammar', coord, '--scheme-name', 'coord', 'coord:12,34']);
    const record = JSON.parse(r.stdout);
    expect([r.code, record.ok, record.value.schemeName, record.value.url.type, record.value.url.text]).toEqual([0, true, 'coord', 'coord', 'coord:12,34']);
  });
  it('--rule names a rule of the file, or of the catalogue', async () => {
    const dn = await runCli(['check', '--grammar', ldap, '--rule', 'dn', 'o=x;y', 'a b']);
    expect([dn.code, dn.stdout]).toEqual([1, 'valid: o=x;y\ninvalid: a b\n']);
    const nid = await runCli(['parse', '--json', '--rule', 'NID', 'isbn']);
    expect(JSON.parse(nid.stdout)).toEqual({ input: 'isbn', ok: true, value: { type: 'NID', span: { start: 0, end: 4 }, text: 'isbn', children: [] } });
  });
  it('usage errors exit 2: an unreadable file, an unknown extension, a broken grammar, an unknown rule', async () => {
    const broken = join(dir, 'broken.abnf');
    writeFileSync(broken, 'x = "x:" <prose>\n');
    const other = join(dir, 'x.txt');
    writeFileSync(other, 'x = "x"\n');
    for (const args of [['--grammar', join(dir, 'missing.abnf')], ['--grammar', other], ['--grammar', broken], ['--rule', 'nosuch']]) {
      const r = await runCli(['check', ...args, 'x:y']);
      expect([args.join(' '), r.code, r.stdout]).toEqual([args.join(' '), 2, '']);
    }
    expect((await runCli(['check', '--grammar', broken, 'x:y'])).stderr).toMatch(/prose/);
  });
  it('--max-nesting N bounds the nesting of the recursive rules of the --grammar files (error nesting-too-deep); a bad N is a usage error', async () => {
    const nest = join(dir, 'nest.bnf');
    writeFileSync(nest, 'nesturl = "nest:" group\ngroup = "(" *[ alpha | group ] ")"\n');
    const r = await runCli(['check', '--grammar', nest, '--max-nesting', '2', 'nest:((a))', 'nest:(((a)))']);
    expect([r.code, r.stdout]).toEqual([1, 'valid: nest:((a))\ninvalid: nest:(((a)))\n']);
    expect(r.stderr).toMatch(/error\[nesting-too-deep\]/);
    expect((await runCli(['check', '--grammar', nest, 'nest:(((a)))'])).code).toBe(0); // the default, 1,000
    for (const bad of ['0', '-1', '2.5', 'x', '']) {
      const u = await runCli(['check', '--grammar', nest, `--max-nesting=${bad}`, 'nest:(a)']);
      expect([bad, u.code, u.stdout, u.stderr.split('\n')[0]]).toEqual([bad, 2, '', expect.stringContaining('--max-nesting must be a positive integer')]);
    }
  });
});
