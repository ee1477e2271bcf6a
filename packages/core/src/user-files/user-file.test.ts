import { describe, expect, it } from 'vitest';
import { extensionOf, isUserFileName, truncateMiddle, withoutControlCharacters } from './user-file.js';

// The extension decides how the server serves a file (inline or as a download), and a stored
// name is the only handle a cell holds on a file: both are rules a client and the server rely on.

describe('extensionOf', () => {
  it.each([
    ['photo.PNG', 'png'],
    ['archive.tar.gz', 'gz'],
    ['notes', ''],
    ['.htaccess', ''],
    ['trailing.', ''],
    ['folder.d/readme', ''],
    ['a/b.c/photo.JpG', 'jpg'],
    ['a/.hidden', ''],
  ])('reads %j as %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('truncateMiddle', () => {
  it('keeps a name of at most 64 characters as it is', () => {
    const name = `${'a'.repeat(60)}.png`;
    expect(truncateMiddle(name)).toBe(name);
  });

  it('cuts a longer name in its middle to 64 characters, keeping the extension', () => {
    const cut = truncateMiddle(`${'a'.repeat(40)}${'b'.repeat(40)}.png`);
    expect(cut).toBe(`${'a'.repeat(30)}...${'b'.repeat(27)}.png`);
    expect(cut).toHaveLength(64);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateMiddle('😀'.repeat(10), 9)).toBe('😀😀😀...😀😀😀');
    expect(truncateMiddle('😀'.repeat(9), 9)).toBe('😀'.repeat(9));
  });
});

describe('withoutControlCharacters', () => {
  it('drops C0, DEL and C1 controls and keeps every other character', () => {
    expect(withoutControlCharacters('a\u0000b\tc\r\nd\u001be\u007ff\u0085g.txt')).toBe('abcdefg.txt');
    expect(withoutControlCharacters('Ünïcode 😀 \u200b name.pdf')).toBe('Ünïcode 😀 \u200b name.pdf');
  });
});

describe('isUserFileName', () => {
  const name = `${'a'.repeat(32)}_${'f'.repeat(64)}.png`;

  it('takes a stored name and refuses anything that could leave the storage directory', () => {
    expect(isUserFileName(name)).toBe(true);
    expect(isUserFileName(`../${name}`)).toBe(false);
    expect(isUserFileName(`x/${name}`)).toBe(false);
    expect(isUserFileName(`${name}\n`)).toBe(false);
    expect(isUserFileName('no-underscore.png')).toBe(false);
    expect(isUserFileName(7)).toBe(false);
  });

  it('refuses a name over 255 characters', () => {
    expect(isUserFileName(`a_${'f'.repeat(249)}.png`)).toBe(true);
    expect(isUserFileName(`a_${'f'.repeat(250)}.png`)).toBe(false);
  });
});
