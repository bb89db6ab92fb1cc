import { getTableColumns, type Table } from 'drizzle-orm';

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
