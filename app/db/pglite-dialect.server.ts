import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";
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
import { isPreparable, isStalePlan } from "./prepared-statements.server";

// PGlite has one connection, held by one holder at a time (a transaction from BEGIN to COMMIT): without
// the FIFO queue, another request's statements would run inside a stranger's transaction.
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
    const pglite = await this.open();
    // Its own queries wait for start-up; the protocol calls of prepared statements do not.
    await pglite.waitReady;
    this.connection = new PGliteConnection(pglite);
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

// Statements kept prepared on the connection, least recently used dropped first.
const MAX_PREPARED_STATEMENTS = 500;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

class PGliteConnection implements DatabaseConnection {
  private readonly prepared = new Map<string, PreparedStatement>();
  private nextStatement = 1;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...compiledQuery.parameters];
    const result = isPreparable(compiledQuery.sql)
      ? await this.runPrepared<R>(compiledQuery.sql, parameters)
      : await this.pglite.query<R>(compiledQuery.sql, parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  private runPrepared<R>(sql: string, parameters: unknown[]): Promise<Results<R>> {
    return this.pglite.runExclusive(async () => {
      try {
        return await this.execute<R>(await this.statementFor(sql), parameters);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        await this.forget(sql);
        return this.execute<R>(await this.statementFor(sql), parameters);
      }
    });
  }

  private async statementFor(sql: string): Promise<PreparedStatement> {
    const kept = this.prepared.get(sql);
    if (kept) {
      this.prepared.delete(sql);
      this.prepared.set(sql, kept);
      return kept;
    }
    if (this.prepared.size >= MAX_PREPARED_STATEMENTS) await this.forget(this.prepared.keys().next().value!);
    const name = `k${this.nextStatement++}`;
    const { messages } = await this.pglite.execProtocol(
      Buffer.concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(sql, statement);
    return statement;
  }

  private async execute<R>(statement: PreparedStatement, parameters: unknown[]): Promise<Results<R>> {
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pglite.serializers[statement.parameterTypes[index]];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private async forget(sql: string) {
    const statement = this.prepared.get(sql);
    if (!statement) return;
    this.prepared.delete(sql);
    await this.pglite.execProtocol(
      Buffer.concat([protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on PGlite");
  }

  close() {
    return this.pglite.close();
  }
}

