/**
 * Whether JSON text nests no deeper than `maxDepth` arrays and objects, found by one pass over its
 * characters (skipping strings) before it is parsed: a file 100,000 brackets deep is refused
 * without the parser or the checks recursing through it.
 */
export function jsonDepthWithin(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return true;
}
