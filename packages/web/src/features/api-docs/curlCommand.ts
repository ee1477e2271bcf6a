/** What a code sample sends: the method, the full URL, headers and an optional JSON body. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

// Inside single quotes a shell takes everything literally, except a single quote itself.
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A curl command for a request, one option per line, ready to paste into a shell. */
export function curlCommand({ method, url, headers, body }: SampleRequest): string {
  const lines = [`curl -X ${method}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== undefined) {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`--data ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  lines.push(shellQuote(url));
  return lines.join(' \\\n  ');
}

/** A value as pretty JSON, as the samples show bodies and answers. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
