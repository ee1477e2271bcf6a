import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { assertOutsideTransaction } from '../transaction.js';
import { ConnectionQueue } from './connection-queue.js';
import { CopyBlob } from './copy-blob.js';
import type { WorkerClient } from './worker-client.js';

const COMMANDS_WITH_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

// PGlite is one PostgreSQL session. Kysely acquires a connection per query, or once for a whole
// transaction, so queuing acquisitions is what keeps a transaction's statements together.
class EmbeddedConnection implements DatabaseConnection {
  constructor(private readonly worker: WorkerClient) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const [first] = query.parameters;
      const { rows, command, rowCount } =
        first instanceof CopyBlob ? await this.worker.query(query.sql, [], first.bytes) : await this.worker.query(query.sql, query.parameters);
      return {
        rows: rows as R[],
        numAffectedRows: command && COMMANDS_WITH_AFFECTED_ROWS.has(command) ? BigInt(rowCount ?? 0) : undefined,
      };
    } catch (error) {
      // The error was built in a message handler; add where the query came from.
      if (error instanceof Error) error.stack += `\n    --- query issued at ---${new Error().stack?.slice(5) ?? ''}`;
      throw error;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported; read large tables a window at a time (LIMIT/OFFSET).');
  }
}

class EmbeddedDriver implements Driver {
  readonly #queue = new ConnectionQueue();
  readonly #connection: EmbeddedConnection;
  #closed = false;

  constructor(private readonly worker: WorkerClient) {
    this.#connection = new EmbeddedConnection(worker);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    assertOutsideTransaction();
    await this.#queue.acquire();
    if (this.#closed) {
      this.#queue.release();
      throw new Error('The embedded database is closed.');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...modes].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#queue.release();
  }

  async destroy(): Promise<void> {
    // Queuing behind everyone already waiting is what lets in-flight work finish first.
    await this.#queue.acquire();
    this.#closed = true;
    try {
      await this.worker.stop();
    } finally {
      this.#queue.release();
    }
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Kysely's PostgreSQL dialect, with a driver that talks to PGlite in its worker thread. */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly worker: WorkerClient) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new EmbeddedDriver(this.worker);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
