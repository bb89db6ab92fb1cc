import {
  type Column,
  type GetColumnData,
  getTableColumns,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';

/**
 * Rows of `table` from the JSON of `json_agg` over it (keys are column names), typed and
 * converted as drizzle reads them (timestamps become dates): for reads that come as JSON
 * inside another query.
 */
export function rowsFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((raw) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = raw[column.name];
        return [
          key,
          value === null || value === undefined ? null : column.mapFromDriverValue(value),
        ];
      }),
    ),
  ) as T['$inferSelect'][];
}

type Columns = Record<string, Column>;
export type JsonObjectRow<C extends Columns> = { [K in keyof C]: GetColumnData<C[K]> };

/**
 * `json_build_object('key', column, ...)` of a drizzle column map: a hot read that answers one
 * JSON field instead of one field per column. The driver's work per field (a parser looked up
 * for each of some 25 fields on every answer) was a tenth of a signed-in request's CPU.
 */
export function jsonObjectOf(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a plain key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The row `jsonObjectOf(columns)` answered, converted as drizzle reads each column. */
export function fromJsonObject<C extends Columns>(columns: C, json: unknown): JsonObjectRow<C> {
  const raw = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const key in columns) {
    const value = raw[key];
    row[key] =
      value === null || value === undefined ? null : columns[key]?.mapFromDriverValue(value);
  }
  return row as JsonObjectRow<C>;
}
