/** The peers, each called the way its documentation shows. */
import * as fastUri from 'fast-uri';
import * as uriJs from 'uri-js';
import { parseURL } from 'whatwg-url';

/** Node's built-in WHATWG URL (ada, C++). */
export function nodeUrl(input: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(input) : new URL(input, base);
  } catch {
    return null;
  }
}

export const canParse = (input: string): boolean => URL.canParse(input);

/** uri-js and fast-uri never throw: a rejected input has `error` set. */
export const uriJsParse = (input: string): uriJs.URIComponents | null => {
  const c = uriJs.parse(input);
  return c.error === undefined ? c : null;
};
export const fastUriParse = (input: string): fastUri.URIComponent | null => {
  const c = fastUri.parse(input);
  return c.error === undefined ? c : null;
};
export const whatwgParse = (input: string): unknown => parseURL(input);

export const uriJsResolve = (base: string, ref: string): string => uriJs.resolve(base, ref);
/** fast-uri's resolve throws on some malformed bases. */
export function fastUriResolve(base: string, ref: string): string | null {
  try {
    return fastUri.resolve(base, ref);
  } catch {
    return null;
  }
}

/** The error text each peer gives for an invalid input (for the diagnose row). */
export const uriJsError = (input: string): string | undefined => uriJs.parse(input).error;
export const fastUriError = (input: string): string | undefined => fastUri.parse(input).error;
export function nodeUrlError(input: string): string | undefined {
  try {
    new URL(input);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}
