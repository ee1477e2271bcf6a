import { xlsxLimits, xlsxMessages } from '@cellar/core';
import type { ReadOutcome } from '../importer';
import { inflateEntries, zipDirectory, type ZipDirectory } from './bounded-unzip';
import { sheetRows, type SheetContext } from './sheet-rows';
import { dateStyles, folderOf, relationshipTargets, sharedStrings, workbookSheets, type SheetEntry } from './workbook-parts';

// This module is loaded only when the XLSX importer reads a file, so the main bundle does not carry it.

/** An opened workbook: its sheets to choose from, and what reading any of them needs. */
export interface Workbook {
  sheets: SheetEntry[];
  zip: Uint8Array;
  directory: ZipDirectory;
  context: SheetContext;
  /** What opening inflated: a sheet may inflate only what is left of `xlsxLimits.maxInflatedBytes`. */
  inflatedBytes: number;
}

const officeDocument = '/officeDocument';
const utf8 = new TextDecoder('utf-8');

/** Opens an XLSX file: lists its worksheets and reads its shared strings and date styles, within xlsxLimits. */
export function openWorkbook(bytes: ArrayBuffer): { workbook: Workbook } | { error: string } {
  const zip = new Uint8Array(bytes);
  let directory: ZipDirectory;
  try {
    directory = zipDirectory(zip);
  } catch {
    return { error: xlsxMessages.notWorkbook };
  }
  const root = textOf(inflateEntries(zip, directory, ['_rels/.rels']), '_rels/.rels');
  if (typeof root !== 'string') return root;
  const workbookPath = relationshipTargets(root, '', officeDocument).values().next().value ?? 'xl/workbook.xml';
  if (!directory.has(workbookPath)) return { error: xlsxMessages.notWorkbook };
  const relsPath = `${folderOf(workbookPath)}_rels/${workbookPath.slice(folderOf(workbookPath).length)}.rels`;
  const parts = inflateEntries(zip, directory, [workbookPath, relsPath]);
  const workbookXml = textOf(parts, workbookPath);
  const relsXml = textOf(parts, relsPath);
  if (typeof workbookXml !== 'string') return workbookXml;
  if (typeof relsXml !== 'string') return relsXml;
  const { sheets, date1904 } = workbookSheets(workbookXml, relationshipTargets(relsXml, folderOf(workbookPath), '/worksheet'));
  if (sheets.length === 0) return { error: xlsxMessages.noSheets };
  const stringsPath = relationshipTargets(relsXml, folderOf(workbookPath), '/sharedStrings').values().next().value;
  const stylesPath = relationshipTargets(relsXml, folderOf(workbookPath), '/styles').values().next().value;
  const shared = inflateEntries(zip, directory, [stringsPath, stylesPath].filter((path) => path !== undefined));
  if ('error' in shared) return shared;
  const context: SheetContext = {
    sharedStrings: stringsPath && shared.has(stringsPath) ? sharedStrings(utf8.decode(shared.get(stringsPath))) : [],
    dateStyles: stylesPath && shared.has(stylesPath) ? dateStyles(utf8.decode(shared.get(stylesPath))) : new Set(),
    date1904,
  };
  const inflatedBytes = [root, workbookXml, relsXml].reduce((sum, text) => sum + text.length, 0) + [...shared.values()].reduce((sum, bytes) => sum + bytes.length, 0);
  return { workbook: { sheets, zip, directory, context, inflatedBytes } };
}

/** Reads one worksheet of an opened workbook into rows. */
export function readSheet(workbook: Workbook, sheetIndex: number): ReadOutcome {
  const sheet = workbook.sheets[sheetIndex];
  if (!sheet) return { error: xlsxMessages.noSheets };
  const text = textOf(inflateEntries(workbook.zip, workbook.directory, [sheet.path], xlsxLimits.maxInflatedBytes - workbook.inflatedBytes), sheet.path);
  return typeof text === 'string' ? sheetRows(text, workbook.context) : text;
}

// The entry as text, or why there is none: inflating failed, or the zip does not have it.
function textOf(parts: Map<string, Uint8Array> | { error: string }, path: string): string | { error: string } {
  if (!(parts instanceof Map)) return parts;
  const bytes = parts.get(path);
  return bytes ? utf8.decode(bytes) : { error: xlsxMessages.notWorkbook };
}
