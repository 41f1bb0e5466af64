/**
 * DuckDB, the one module that imports @duckdb/node-api: runs `aggregate.sql` over a store's stats
 * and orders exports where they lie (a JSON array, NDJSON or Parquet, told apart by extension)
 * and hands back its named results as plain rows. The exports are read in one pass each; only
 * per-arm and per-step sums leave the engine.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { tmpdir } from 'node:os';

/** A plain row: numbers (BIGINT sums turned into numbers), strings or null. */
export type Row = Record<string, number | string | boolean | null>;

/** A table the query reads besides the exports, with its column types and rows. */
export interface InputTable {
  name: string;
  columns: Record<string, 'INTEGER' | 'BIGINT' | 'VARCHAR'>;
  rows: (number | string | null)[][];
}

/** How much of the machine DuckDB may use; it spills to a temporary folder beyond the memory. */
export interface EngineLimits {
  memory?: string;
  threads?: number;
}

const STATS_COLUMNS = `{createdAt: 'TIMESTAMPTZ', variant: 'VARCHAR', body: 'STRUCT(eventType VARCHAR, sessionId VARCHAR, funnelSTPId VARCHAR, mainFunnelId VARCHAR, splitTestingPageId VARCHAR, destinationId VARCHAR, splitTestingId VARCHAR, funnelSTFId VARCHAR)'}`;
const ORDER_COLUMNS = `{id: 'VARCHAR', status: 'VARCHAR', date: 'TIMESTAMPTZ', parrentUpsellOrderId: 'VARCHAR', total: 'DECIMAL(18,2)', statsInfo: 'STRUCT(sessionId VARCHAR, funnelSTPId VARCHAR, mainFunnelId VARCHAR)'}`;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The reader of an export file: Parquet by extension, else JSON (an array or one record a line). */
function reader(file: string, columns: string): string {
  if (/\.parquet$/i.test(file)) return `read_parquet(${quote(file)})`;
  const format = /\.(ndjson|jsonl)$/i.test(file) ? 'newline_delimited' : 'auto';
  return `read_json(${quote(file)}, format = '${format}', columns = ${columns})`;
}

/** The flat views aggregate.sql reads, over the exports' record shape (/__sandbox/api/stats and /orders). */
function exportViews(stats: string, orders: string): string[] {
  return [
    `CREATE TEMP VIEW stats_export AS SELECT
      epoch_ms(CAST(createdAt AS TIMESTAMPTZ)) AS at_ms,
      COALESCE(variant = 'destination', false) OR body.funnelSTFId IS NOT NULL AS is_destination,
      body.eventType AS event_type,
      NULLIF(body.sessionId, '') AS session_id,
      NULLIF(body.funnelSTPId, '') AS funnel_stp_id,
      body.mainFunnelId AS main_funnel_id,
      body.splitTestingPageId AS split_testing_page_id,
      body.destinationId AS destination_id,
      NULLIF(body.splitTestingId, '') AS split_testing_id
    FROM ${reader(stats, STATS_COLUMNS)}`,
    `CREATE TEMP VIEW orders_export AS SELECT
      id,
      status = 'Paid' AS paid,
      epoch_ms(CAST(date AS TIMESTAMPTZ)) AS at_ms,
      NULLIF(parrentUpsellOrderId, '') AS parent_order_id,
      NULLIF(statsInfo.sessionId, '') AS session_id,
      statsInfo.funnelSTPId AS funnel_stp_id,
      statsInfo.mainFunnelId AS main_funnel_id,
      CAST(ROUND(CAST(total AS DECIMAL(18, 2)) * 100) AS BIGINT) AS cents
    FROM ${reader(orders, ORDER_COLUMNS)}`,
  ];
}

async function createTable(connection: DuckDBConnection, table: InputTable): Promise<void> {
  const columns = Object.entries(table.columns);
  await connection.run(`CREATE TEMP TABLE ${table.name} (${columns.map(([c, t]) => `${c} ${t}`).join(', ')})`);
  if (table.rows.length === 0) return;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const values = table.rows.flat();
  await connection.run(`INSERT INTO ${table.name} VALUES ${table.rows.map(() => placeholders).join(', ')}`, values);
}

const plain = (value: unknown): Row[string] =>
  typeof value === 'bigint' ? Number(value) : (value as number | string | boolean | null);

/**
 * Runs the statements of `sql` in order over the exports and the input tables; a statement after
 * a `-- result: NAME` line hands back its rows under NAME.
 */
export async function runAggregation(
  sql: string,
  files: { stats: string; orders: string },
  tables: readonly InputTable[],
  limits: EngineLimits = {},
): Promise<Record<string, Row[]>> {
  const instance = await DuckDBInstance.create(':memory:', {
    memory_limit: limits.memory ?? '1200MB',
    threads: String(limits.threads ?? 2),
    temp_directory: tmpdir(),
    preserve_insertion_order: 'false',
  });
  const connection = await instance.connect();
  try {
    for (const view of exportViews(files.stats, files.orders)) await connection.run(view);
    for (const table of tables) await createTable(connection, table);
    const results: Record<string, Row[]> = {};
    for (const statement of sql.split(/;\s*(?:\n|$)/).filter((s) => s.replace(/--.*$/gm, '').trim())) {
      const name = /^-- result: (\w+)/m.exec(statement)?.[1];
      const reader = await connection.runAndReadAll(statement);
      if (name)
        results[name] = reader
          .getRowObjectsJS()
          .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
    }
    return results;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Writes an export (JSON array or NDJSON) as Parquet with the same record shape, as large exports come. */
export async function copyToParquet(source: string, target: string): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:', { temp_directory: tmpdir() });
  const connection = await instance.connect();
  try {
    await connection.run(`COPY (SELECT * FROM read_json(${quote(source)})) TO ${quote(target)} (FORMAT parquet)`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
