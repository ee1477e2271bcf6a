import { describe, expect, it } from 'vitest';
import { curlCommand } from './curlCommand';

describe('curlCommand', () => {
  it('writes one option per line and quotes for the shell', () => {
    const command = curlCommand({
      method: 'PATCH',
      url: 'https://cellar.example.com/api/database/rows/table/3/1/',
      headers: { Authorization: 'Token KEY' },
      body: { field_1: "Ada's" },
    });
    expect(command).toBe(
      [
        'curl -X PATCH \\',
        "  -H 'Authorization: Token KEY' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data '{\n  "field_1": "Ada'\\''s"\n}' \\`,
        "  'https://cellar.example.com/api/database/rows/table/3/1/'",
      ].join('\n'),
    );
  });

  it('sends no content type without a body', () => {
    expect(curlCommand({ method: 'GET', url: 'https://x/api/', headers: {} })).toBe("curl -X GET \\\n  'https://x/api/'");
  });
});
