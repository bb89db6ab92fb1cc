import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/**
 * A search of people by name (or address): every word of it in one of the columns, whatever
 * its capitals, so 'Mina Okafor' finds Mina Okafor. LIKE's own characters are taken literally.
 */
export function everyWordIn(search: string | undefined, columns: AnyColumn[]): SQL[] {
  return (search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const any = or(...columns.map((column) => ilike(column, like)));
      return any ? [any] : [];
    });
}
