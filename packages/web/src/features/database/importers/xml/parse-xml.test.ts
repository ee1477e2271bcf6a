import { describe, expect, it } from 'vitest';
import { parseXml } from './parse-xml';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('reading an XML file', () => {
  it('makes a row of each child of the root and a column of each tag, in the order first seen', () => {
    const xml = '<?xml version="1.0"?><notes><note><name>Ada</name><age> 36 </age></note><note><name>Grace</name><city>Arlington</city></note></notes>';
    expect(parseXml(bytes(xml))).toEqual({
      data: [
        ['name', 'age', 'city'],
        ['Ada', '36', ''],
        ['Grace', '', 'Arlington'],
      ],
    });
  });

  it('reads a row without child elements as one cell named by its tag', () => {
    expect(parseXml(bytes('<names><name>Ada</name><name>Grace</name></names>'))).toEqual({ data: [['name'], ['Ada'], ['Grace']] });
  });

  it('honours the encoding the declaration names', () => {
    const head = new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><r><row><city>');
    const tail = new TextEncoder().encode('</city></row></r>');
    const file = new Uint8Array([...head, 0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e, ...tail]).buffer; // München
    expect(parseXml(file)).toEqual({ data: [['city'], ['München']] });
  });

  it('says an empty file or a root without rows is empty', () => {
    expect(parseXml(new ArrayBuffer(0))).toEqual({ error: 'This XML file is empty.' });
    expect(parseXml(bytes('<rows/>'))).toEqual({ error: 'This XML file is empty.' });
  });

  it('reports what the parser could not read', () => {
    const outcome = parseXml(bytes('<rows><row><a>1</row></rows>'));
    expect(outcome).toEqual({ error: expect.stringMatching(/^Error occured while processing XML: .+/) });
  });

  it('refuses a document type declaration, so entities never expand', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><r><row><a>&lol2;</a></row></r>';
    expect(parseXml(bytes(laughs))).toEqual({ error: 'Error occured while processing XML: Document type declarations are not supported.' });
  });
});
