import type { IncomingMessage } from 'node:http';
import { webhookLimits } from '@cellar/core';

/**
 * A call's request or answer as its log keeps it, cut in the middle past `max` characters: the
 * first line and headers, and the end of the body, are what a person debugging a receiver reads.
 */
export function cutInMiddle(text: string, max: number = webhookLimits.callTextLength): string {
  if (text.length <= max) return text;
  const marker = `\n… ${text.length - max} characters cut …\n`;
  const half = Math.floor((max - marker.length) / 2);
  return text.slice(0, half) + marker + text.slice(text.length - half);
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
}

/** A request as text: its first line, headers and body. */
export function requestText(method: string, url: URL, headers: Record<string, string>, body: string | undefined): string {
  return cutInMiddle(`${method} ${url.pathname}${url.search} HTTP/1.1\r\n${headerLines({ host: url.host, ...headers })}\r\n\r\n${body ?? ''}`);
}

/** An answer as text: its status line, headers and (the part read of) its body. */
export function responseText(response: IncomingMessage, body: string): string {
  const headers: Record<string, string> = {};
  for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] as string;
    headers[name] = headers[name] === undefined ? (response.rawHeaders[index + 1] as string) : `${headers[name]}, ${response.rawHeaders[index + 1]}`;
  }
  return cutInMiddle(`HTTP/${response.httpVersion} ${response.statusCode ?? 0} ${response.statusMessage ?? ''}\r\n${headerLines(headers)}\r\n\r\n${body}`);
}
