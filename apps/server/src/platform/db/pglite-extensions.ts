import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the schema uses; PGlite loads them only when asked. A module of its own so the
 * database worker loads them without the app's schema.
 */
export const pgliteExtensions = { btree_gist, citext, pg_trgm };
