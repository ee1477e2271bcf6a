export * from './spreadsheet-safe.js';
export * from './export-cells.js';
export * from './export-options.js';
export * from './export-endpoints.js';
