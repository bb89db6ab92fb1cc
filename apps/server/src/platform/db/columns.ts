import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail addresses compare without capitals. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** An instant: every time the app stores is a timestamp with time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
