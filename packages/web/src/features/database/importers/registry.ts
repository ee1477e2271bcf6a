import { importerTypes, type ImporterType } from '@cellar/core';
import { csvImporter } from './csv/csv-importer';
import type { Importer } from './importer';
import { jsonImporter } from './json/json-importer';
import { pasteImporter } from './paste/paste-importer';
import { xlsxImporter } from './xlsx/xlsx-importer';
import { xmlImporter } from './xml/xml-importer';

/** Every importer by type; typed over core's list so a new type fails to compile until it has one. */
export const importerRegistry: { [T in ImporterType]: Importer<T> } = {
  csv: csvImporter,
  paste: pasteImporter,
  xml: xmlImporter,
  json: jsonImporter,
  xlsx: xlsxImporter,
};

/** The importers in the order the create table modal offers them. */
export const importers: readonly Importer[] = importerTypes.map((type) => importerRegistry[type]);
