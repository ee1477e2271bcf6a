/** The grid's sizes and timings (spec §9), shared by the web grid and the server's window defaults. */
export const gridConstants = {
  rowHeight: 33,
  rowPadding: 16,
  /** Rows fetched ahead of and behind the visible window. */
  bufferRequestSize: 40,
  /** The first load fetches twice the buffer, a refresh three times. */
  initialLoadMultiplier: 2,
  refreshMultiplier: 3,
  defaultRowFetchLimit: 100,
  scrollFetchDebounceMs: 100,
  doubleClickWindowMs: 200,
  rowDetailsColumnWidth: 60,
  defaultFieldWidth: 200,
  /** Field options' default visibility: a column without a record is shown. */
  defaultFieldHidden: false,
  minFieldWidth: 100,
  addFieldColumnWidth: 100,
  /** Field options' default column position: new fields go last. */
  maxFieldOrder: 32767,
} as const;
