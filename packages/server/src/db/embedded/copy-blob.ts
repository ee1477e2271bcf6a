/**
 * The data a `COPY … FROM '/dev/blob'` statement reads on the embedded engine, given as that
 * statement's only parameter. PGlite reads such a COPY's input from a blob passed beside the query
 * rather than through the wire protocol, so the driver (embedded-dialect.ts) sends it to the worker
 * that way; a bulk write then costs one message and one statement instead of one parameter per cell.
 */
export class CopyBlob {
  constructor(readonly bytes: Uint8Array) {}
}
