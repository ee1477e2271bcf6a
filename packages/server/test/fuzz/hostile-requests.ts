import type { QueryValue } from '@cellar/core';
import fc from 'fast-check';
import type { CellRequest } from '../permissions/requests.js';
import { hostileId, hostileRawBody, hostileString, hostileValue } from './hostile-values.js';

/** A request as sent: path parameters, a query and either a JSON value or raw text as the body. */
export interface HostileRequest {
  params: Record<string, string | number>;
  query: Record<string, QueryValue>;
  json?: unknown;
  raw?: string;
  /** Headers besides the caller's credentials, as the valid request has them. */
  headers?: Record<string, string>;
  /** What was changed from the valid request, for the failure message. */
  change: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Hostile variants of one valid request: each changes one thing — a path id, the whole body, one
 * value in the body (at the top or one level down), one query value, or adds an unknown key — so
 * a refusal is always about that one thing and the rest of the request would have passed. GET
 * requests carry no body.
 */
export function hostileVariants(valid: CellRequest, queryKeys: string[], hasBody: boolean): fc.Arbitrary<HostileRequest> {
  const params = valid.params ?? {};
  const query = valid.query ?? {};
  const body = valid.body;
  const base = (change: string): HostileRequest => ({ params, query, json: body, headers: valid.headers, change });
  const options: fc.Arbitrary<HostileRequest>[] = [];

  const paramNames = Object.keys(params);
  if (paramNames.length > 0) {
    options.push(fc.tuple(fc.constantFrom(...paramNames), hostileId).map(([name, id]) => ({ ...base(`path ${name}=${id}`), params: { ...params, [name]: id } })));
  }
  if (hasBody) {
    options.push(hostileRawBody.map((raw) => ({ ...base(`raw body ${raw.slice(0, 30)}`), json: undefined, raw })));
    options.push(hostileValue.map((json) => ({ ...base(`body ${describe(json)}`), json })));
  }
  if (hasBody && isRecord(body)) {
    const keys = Object.keys(body);
    if (keys.length > 0) {
      options.push(fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...base(`body.${key}=${describe(value)}`), json: { ...body, [key]: value } })));
      options.push(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 8 }), hostileValue).map(([key, inner, value]) => ({
        ...base(`body.${key}.${inner}=${describe(value)}`),
        json: { ...body, [key]: isRecord(body[key]) ? { ...body[key], [inner]: value } : [value] },
      })));
    }
    options.push(fc.tuple(hostileString, hostileValue).map(([key, value]) => ({ ...base(`body[${describe(key)}]=${describe(value)}`), json: { ...body, [key]: value } })));
  }
  const names = [...new Set([...queryKeys, ...Object.keys(query)])];
  if (names.length > 0) {
    options.push(fc.tuple(fc.constantFrom(...names), fc.oneof(hostileString, hostileId.map(String))).map(([name, value]) => ({ ...base(`query ${name}=${describe(value)}`), query: { ...query, [name]: value } })));
  }
  options.push(fc.tuple(hostileString, hostileString).map(([name, value]) => ({ ...base(`query [${describe(name)}]=${describe(value)}`), query: { ...query, [name]: value } })));
  return fc.oneof(...options);
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

/**
 * A query string as a hostile client writes it: lone surrogates, which `encodeURIComponent`
 * refuses, go out as the bytes they would be in UTF-8 (not valid UTF-8 at all).
 */
export function hostileQueryString(query: Record<string, QueryValue>): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(String(value))}`).join('&')}`;
}

// Only a lone surrogate needs the loop; the native encoder takes the rest (a megabyte of text, one
// unit at a time, cost more than the server's answer to it).
const loneSurrogate = /\p{Cs}/u;

function encodeLoosely(text: string): string {
  if (!loneSurrogate.test(text)) return encodeURIComponent(text);
  let encoded = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const pairsWithNext = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pairsWithNext) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      encoded += encodeURIComponent(text[i] as string);
    }
  }
  return encoded;
}
