import type { AbnfSchemeOptions } from '../../../src';

/**
 * Schemes registered from the ABNF of their RFC as published (the files beside this one,
 * extracted from the RFC text by `uri-grammar grammar extract`), each with the examples its
 * RFC gives, varied by a counter `k`, and a near miss. Read by spec/schemes/rule-sets.spec.ts
 * and by bench/schemes.ts, which times them against fast-uri. `read` gives a file's text.
 */
export interface PublishedScheme {
  name: string;
  file: string;
  options: (read: (file: string) => string) => AbnfSchemeOptions;
  examples: (k: number) => string;
  nonMember: string;
}

// RFC 3501 §9, the three rules RFC 5092 takes from IMAP4, as published
const RFC3501_NUMBERS = 'number = 1*DIGIT\nnz-number = digit-nz *DIGIT\ndigit-nz = %x31-39\n';

export const PUBLISHED: readonly PublishedScheme[] = [
  {
    name: 'imap',
    file: 'rfc5092.abnf',
    options: (read) => ({ name: 'imap', start: 'imapurl', hierarchical: true, uses: ['rfc3986', { name: 'rfc3339', abnf: read('rfc3339.abnf') }, { name: 'rfc3501', abnf: RFC3501_NUMBERS }] }),
    // RFC 5092 §6.1.2 and §9 (lines the RFC folds joined)
    examples: (k) => [
      `imap://joe@example.com/INBOX/;uid=${k + 1}/;section=1.2;urlauth=submit+fred:internal:91354a473744909de610943775f92038`,
      `imap://minbari.example.org/gray-council;UIDVALIDITY=385759045/;UID=${k + 1}/;PARTIAL=0.1024`,
      `imap://psicorp.example.org/~peter/%E6%97%A5%E6%9C%AC%E8%AA%9E/%E5%8F%B0%E5%8C%97${k}`,
      `imap://;AUTH=GSSAPI@minbari.example.org/gray-council/;uid=${k + 1}/;section=1.2`,
      `imap://;AUTH=*@minbari.example.org/gray%20council?SUBJECT%20shadows${k}`,
      `imap://john;AUTH=*@minbari.example.org/babylon5/personel?charset%20UTF-8%20SUBJECT%20%7B14+%7D%0D%0A%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0${k}`,
    ][k % 6]!,
    nonMember: 'imap://minbari.example.org/gray-council;UID=0', // nz-number: no 0
  },
  {
    name: 'pop',
    file: 'rfc2384.abnf',
    options: () => ({ name: 'pop', start: 'pop-url', hierarchical: true, uses: 'rfc1738' }),
    // RFC 2384 §7, and §3's form without user and auth
    examples: (k) => [`pop://rg@mailsrv${k}.qualcomm.com`, `pop://rg;AUTH=+APOP@mail.eudora.com:${8000 + k}`, `pop://baz;AUTH=SCRAM-MD5@foo${k}.bar`, `pop://mailsrv${k}.qualcomm.com`][k % 4]!,
    nonMember: 'pop://rg;AUTH=@mail.eudora.com', // enc-auth-type: at least one achar
  },
  {
    name: 'ssh',
    file: 'ssh-uri.abnf',
    options: () => ({ name: 'ssh', start: 'sshURI', hierarchical: true }),
    // the draft's §6
    examples: (k) => [`ssh://user@host${k}.example.com`, `ssh://user@host.example.com:${2000 + k}`, `ssh://user;fingerprint=ssh-dss-c1-b1-30-29-d7-b8-de-6c-97-77-10-d7-46-41-63-87@host${k}.example.com`][k % 3]!,
    nonMember: 'ssh://user@host.example.com:22x',
  },
  {
    name: 'sftp',
    file: 'sftp-uri.abnf',
    options: () => ({ name: 'sftp', start: 'sftpURI', hierarchical: true }),
    // the draft's §6
    examples: (k) => [`sftp://user@host.example.com/~/file${k}.txt`, `sftp://user@host.example.com/dir/path/file${k}.txt`, `sftp://user;fingerprint=ssh-dss-c1-b1-30-29-d7-b8-de-6c-97-77-10-d7-46-41-63-87@host.example.com/dir/${k}`][k % 3]!,
    nonMember: 'sftp://user@host.example.com/a b',
  },
  {
    name: 'sms',
    file: 'rfc5724.abnf',
    options: () => ({ name: 'sms', start: 'sms-uri', hierarchical: false, uses: ['rfc3986', 'rfc3966'], pick: { unreserved: 'rfc3986', 'pct-encoded': 'rfc3986' } }),
    // RFC 5724 §2.5
    examples: (k) => [`sms:+1510555${1000 + k}`, `sms:+15105550101,+1510555${1000 + k}`, `sms:+15105550101?body=hello%20there${k}`][k % 3]!,
    nonMember: 'sms:+15105550101?body=hello there',
  },
];
