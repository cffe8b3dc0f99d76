import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/**
 * Kysely over embedded PostgreSQL (PGlite). PGlite has a single connection, so
 * this driver hands it out to one holder at a time: a transaction keeps it from
 * BEGIN to COMMIT, and every other query waits in a FIFO queue meanwhile.
 * Without the queue, another request's statements would run inside a stranger's
 * transaction.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: () => Promise<PGlite>) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private connection: PGliteConnection | undefined;
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly open: () => Promise<PGlite>) {}

  async init() {
    this.connection = new PGliteConnection(await this.open());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    return this.connection!;
  }

  async releaseConnection() {
    const next = this.waiting.shift();
    if (next) {
      // The connection passes straight to the next holder; busy stays true.
      next();
    } else {
      this.busy = false;
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel
      ? ` ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}`
      : "";
    await connection.executeQuery(CompiledQuery.raw(`BEGIN${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async destroy() {
    await this.connection?.close();
    this.connection = undefined;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [
      ...compiledQuery.parameters,
    ]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on PGlite");
  }

  close() {
    return this.pglite.close();
  }
}
