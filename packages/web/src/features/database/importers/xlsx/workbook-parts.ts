import { decodeSpreadsheetText, isDateNumberFormat } from '@cellar/core';

// The parts are read with small patterns rather than a DOM: a shared strings part may be 100 MB,
// and patterns take any namespace prefix (`<x:si>`) the way writers other than Excel emit them.

/** One worksheet of a workbook: its name and the zip entry holding its cells. */
export interface SheetEntry {
  name: string;
  path: string;
}

/** The attributes of one tag, by local name (a prefix such as `r:` dropped). */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1]!.replace(/^[\w.-]+:/, '');
    attributes.set(name, decodeSpreadsheetText(match[2] ?? match[3] ?? ''));
  }
  return attributes;
}

/** Every start (or empty) tag of an element with that local name. */
function tagsNamed(xml: string, name: string): string[] {
  return xml.match(new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>`, 'g')) ?? [];
}

/** The targets of a relationships part by id, resolved against the folder of the part they belong to. */
export function relationshipTargets(relsXml: string, folder: string, typeEnding?: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const tag of tagsNamed(relsXml, 'Relationship')) {
    const attributes = attributesOf(tag);
    const id = attributes.get('Id');
    const target = attributes.get('Target');
    if (!id || !target || (typeEnding && !attributes.get('Type')?.endsWith(typeEnding))) continue;
    targets.set(id, target.startsWith('/') ? target.slice(1) : normalizedPath(`${folder}${target}`));
  }
  return targets;
}

// `xl/worksheets/../sharedStrings.xml` → `xl/sharedStrings.xml`.
function normalizedPath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The folder of a zip entry, with its trailing slash (`xl/workbook.xml` → `xl/`). */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The workbook's worksheets in tab order (chart sheets have no cells and are left out), and whether its dates count from 1904. */
export function workbookSheets(workbookXml: string, worksheetTargets: ReadonlyMap<string, string>): { sheets: SheetEntry[]; date1904: boolean } {
  const sheets = tagsNamed(workbookXml, 'sheet').flatMap((tag) => {
    const attributes = attributesOf(tag);
    const path = worksheetTargets.get(attributes.get('id') ?? '');
    return path ? [{ name: attributes.get('name') ?? path, path }] : [];
  });
  const properties = attributesOf(tagsNamed(workbookXml, 'workbookPr')[0] ?? '');
  const date1904 = ['1', 'true'].includes(properties.get('date1904') ?? '');
  return { sheets, date1904 };
}

/** The indexes of the cell styles (a cell's `s`) whose number format shows a date or a time. */
export function dateStyles(stylesXml: string): Set<number> {
  const codes = new Map<number, string>();
  for (const tag of tagsNamed(stylesXml, 'numFmt')) {
    const attributes = attributesOf(tag);
    codes.set(Number(attributes.get('numFmtId')), attributes.get('formatCode') ?? '');
  }
  const cellXfs = /<(?:[\w.-]+:)?cellXfs\b[\s\S]*?<\/(?:[\w.-]+:)?cellXfs>/.exec(stylesXml)?.[0] ?? '';
  const styles = new Set<number>();
  tagsNamed(cellXfs, 'xf').forEach((tag, index) => {
    const id = Number(attributesOf(tag).get('numFmtId') ?? 0);
    if (isDateNumberFormat(id, codes.get(id))) styles.add(index);
  });
  return styles;
}

/** The text of a string item (`<si>` or `<is>`): its `<t>` texts, rich text runs joined, phonetic guides (`<rPh>`) left out. */
export function stringItemText(itemXml: string): string {
  const plain = /^<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?t>$/.exec(itemXml);
  if (plain) return decodeSpreadsheetText(plain[1]!);
  const withoutPhonetics = itemXml.includes('rPh') ? itemXml.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g, '') : itemXml;
  let text = '';
  for (const match of withoutPhonetics.matchAll(/<(?:[\w.-]+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?t>/g)) text += decodeSpreadsheetText(match[1]!);
  return text;
}

/** The shared strings, in order: cells of type `s` hold an index into them. */
export function sharedStrings(xml: string): string[] {
  return Array.from(xml.matchAll(/<(?:[\w.-]+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?si>)/g), (match) => stringItemText(match[1] ?? ''));
}
