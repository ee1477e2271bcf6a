import { afterEach, vi } from 'vitest';

/**
 * What React printed to console.error during the current test (a state update during render,
 * invalid nesting of elements…), for the test to expect none. Printing still happens.
 */
export function watchConsoleErrors(): () => string[] {
  const spy = vi.spyOn(console, 'error');
  afterEach(() => spy.mockClear());
  return () => spy.mock.calls.map((call) => call.map(String).join(' '));
}
