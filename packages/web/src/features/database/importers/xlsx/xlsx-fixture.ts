import { strToU8, zipSync } from 'fflate';

// Test data only: a real workbook as Excel lays it out, built part by part, shared by the unit
// tests and the e2e journey. Nothing in the app imports this file.

/** A worksheet of a fixture workbook: its name and the rows of its `<sheetData>`, as XML. */
export interface FixtureSheet {
  name: string;
  rowsXml: string;
}

const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkgRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The zip entries of a workbook with these sheets, shared strings and one date style (`s="1"`). */
export function workbookParts(sheets: readonly FixtureSheet[], sharedStringItems: readonly string[]): Record<string, string> {
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkgRelNs}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${mainNs}" xmlns:r="${relNs}"><workbookPr/><sheets>${sheets.map((sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkgRelNs}">${sheets.map((_, index) => `<Relationship Id="rId${index + 1}" Type="${relNs}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join('')}<Relationship Id="rIdS" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${relNs}/styles" Target="/xl/styles.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${mainNs}" count="${sharedStringItems.length}" uniqueCount="${sharedStringItems.length}">${sharedStringItems.join('')}</sst>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${mainNs}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd;@"/></numFmts><cellXfs count="2"><xf numFmtId="0" fontId="0"/><xf numFmtId="164" fontId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  };
  sheets.forEach((sheet, index) => {
    parts[`xl/worksheets/sheet${index + 1}.xml`] = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${mainNs}"><sheetData>${sheet.rowsXml}</sheetData></worksheet>`;
  });
  return parts;
}

/** The parts zipped as an .xlsx file is. */
export function zipParts(parts: Record<string, string>): Uint8Array<ArrayBuffer> {
  return new Uint8Array(zipSync(Object.fromEntries(Object.entries(parts).map(([path, text]) => [path, strToU8(text)])), { level: 6 }));
}

/**
 * A workbook of two sheets: 'Summary' first, then 'People' with shared strings (one in rich
 * text runs with a phonetic guide), dates, numbers saved with 17 digits, formulas with their
 * saved results, booleans and an inline string.
 */
export function peopleWorkbook(): Uint8Array<ArrayBuffer> {
  const strings = ['<si><t>Name</t></si>', '<si><t>Born</t></si>', '<si><t>Score</t></si>', '<si><t>Total</t></si>', '<si><t>Active</t></si>', '<si><t>Ada Lovelace</t></si>'];
  strings.push('<si><r><rPr><b/></rPr><t xml:space="preserve">Grace </t></r><r><t>Hopper</t></r><rPh sb="0" eb="1"><t>ぐれいす</t></rPh></si>');
  const people = [
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>',
    '<row r="2"><c r="A2" t="s"><v>5</v></c><c r="B2" s="1"><v>45366</v></c><c r="C2"><v>3.1400000000000001</v></c><c r="D2"><f>C2*2</f><v>6.2800000000000002</v></c><c r="E2" t="b"><v>1</v></c></row>',
    '<row r="3"><c r="A3" t="s"><v>6</v></c><c r="B3" s="1"><v>45367</v></c><c r="C3"><v>2</v></c><c r="D3"><f>C3*2</f><v>4</v></c><c r="E3" t="b"><v>0</v></c></row>',
    '<row r="5"><c r="A5" t="inlineStr"><is><t>Katherine &amp; Dorothy</t></is></c><c r="B5" s="1"/><c r="C5"><v>10</v></c><c r="D5" t="str"><f>IF(C5&gt;5,"high","low")</f><v>high</v></c></row>',
  ].join('');
  const summary = '<row r="1"><c r="A1" t="inlineStr"><is><t>Note</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>See the People sheet</t></is></c></row>';
  return zipParts(workbookParts([{ name: 'Summary', rowsXml: summary }, { name: 'People', rowsXml: people }], strings));
}

/** The rows `peopleWorkbook`'s 'People' sheet reads as. */
export const peopleRows = [
  ['Name', 'Born', 'Score', 'Total', 'Active'],
  ['Ada Lovelace', '2024-03-15', '3.14', '6.28', 'true'],
  ['Grace Hopper', '2024-03-16', '2', '4', 'false'],
  ['Katherine & Dorothy', '', '10', 'high', ''],
];

/** Sets the size an entry of a zip declares in its central directory, as a zip bomb would (or a file that lies about it). */
export function withDeclaredSize(zip: Uint8Array<ArrayBuffer>, entry: string, size: number): Uint8Array<ArrayBuffer> {
  const patched = zip.slice();
  const view = new DataView(patched.buffer);
  const name = strToU8(entry);
  for (let at = 0; at + 46 < patched.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (nameLength === name.length && name.every((byte, index) => patched[at + 46 + index] === byte)) {
      view.setUint32(at + 24, size, true);
      return patched;
    }
  }
  throw new Error(`${entry} is not in the zip`);
}
