import type { Rule } from '../engine';
import * as c from './common';
import { fileurl } from './file';
import { fpath, fsegment, ftptype, ftpurl } from './ftp';
import { genericurl, ipSchemepart, otherurl, scheme, schemepart, url, urlpath } from './generic';
import { gopherPlusString, gopherurl, gtype, selector } from './gopher';
import { hpath, hsegment, httpurl, search } from './http';
import { domainlabel, host, hostname, hostnumber, hostport, login, password, port, toplabel, user } from './login';
import { encoded822addr, mailtourl } from './mailto';
import { article, group, grouppart, newsurl } from './news';
import { nntpurl } from './nntp';
import { fieldname, fieldspec, fieldvalue, ppath, prosperourl, psegment } from './prospero';
import { telneturl } from './telnet';
import { database, waisdatabase, waisdoc, waisindex, waisurl, wpath, wtype } from './wais';

/** Every rule of RFC 1738 §5, keyed by its name in the RFC, in the section's order. */
export const rules1738: Readonly<Record<string, Rule<unknown>>> = Object.freeze({
  genericurl,
  url,
  otherurl,
  scheme,
  schemepart,
  'ip-schemepart': ipSchemepart,
  login,
  hostport,
  host,
  hostname,
  domainlabel,
  toplabel,
  alphadigit: c.alphadigit,
  hostnumber,
  port,
  user,
  password,
  urlpath,
  ftpurl,
  fpath,
  fsegment,
  ftptype,
  fileurl,
  httpurl,
  hpath,
  hsegment,
  search,
  gopherurl,
  gtype,
  selector,
  'gopher+_string': gopherPlusString,
  mailtourl,
  encoded822addr,
  newsurl,
  grouppart,
  group,
  article,
  nntpurl,
  telneturl,
  waisurl,
  waisdatabase,
  waisindex,
  waisdoc,
  database,
  wtype,
  wpath,
  prosperourl,
  ppath,
  psegment,
  fieldspec,
  fieldname,
  fieldvalue,
  lowalpha: c.lowalpha,
  hialpha: c.hialpha,
  alpha: c.alpha,
  digit: c.digit,
  safe: c.safe,
  extra: c.extra,
  national: c.national,
  punctuation: c.punctuation,
  reserved: c.reserved,
  hex: c.hex,
  escape: c.escape,
  unreserved: c.unreserved,
  uchar: c.uchar,
  xchar: c.xchar,
  digits: c.digits,
});
