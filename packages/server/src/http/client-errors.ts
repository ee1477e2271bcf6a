import type { Socket } from 'node:net';

// Errors Node's HTTP parser raises before Fastify sees a request: headers (or a URL) too large, a
// malformed request line. Answered in the contract's envelope (§1.3) rather than Fastify's own
// shape, so a client reads every refusal the same way; the connection is closed after.
const answers: Record<string, { status: number; reason: string; error: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', error: 'ERROR_REQUEST_HEADERS_TOO_LARGE', detail: 'The request line or headers are too large.' },
};
const badRequest = { status: 400, reason: 'Bad Request', error: 'ERROR_BAD_REQUEST', detail: 'The request could not be read.' };

/** Fastify's `clientErrorHandler`: writes the answer straight to the socket when it can still be written. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const answer = answers[error.code ?? ''] ?? badRequest;
  const body = JSON.stringify({ error: answer.error, detail: answer.detail });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
