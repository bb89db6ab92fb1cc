import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail addresses compare without capitals. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
