import * as core from '@cellar/core';
import type { Endpoint } from '@cellar/core';

/** An endpoint declared in core, named by the export and key that declare it. */
export interface DeclaredEndpoint {
  name: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && ['method', 'path', 'access', 'successStatus', 'errors'].every((key) => key in value);
}

/**
 * Every endpoint core declares: each export that is a record of endpoints (`accountEndpoints`,
 * `groupEndpoints`, …), so a new group of endpoints is found without being listed here.
 */
export function declaredEndpoints(): DeclaredEndpoint[] {
  const seen = new Set<Endpoint>();
  const found: DeclaredEndpoint[] = [];
  for (const [exportName, value] of Object.entries(core)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const entries = Object.entries(value);
    if (entries.length === 0 || !entries.every(([, candidate]) => isEndpoint(candidate))) continue;
    for (const [key, endpoint] of entries as [string, Endpoint][]) {
      if (seen.has(endpoint)) continue;
      seen.add(endpoint);
      found.push({ name: `${exportName}.${key}`, endpoint });
    }
  }
  return found;
}
