// The second baseline: a bare Fastify route that reads one user row by primary key through the
// app's own database code (apps/server's openDatabase: the same driver, pool and migrations),
// with no plugins, cookies, session or logging. A signed-in route of ours does at least this
// much, so its req/s over this one's says what our request path costs above one query.
//
//   tsx bench/bare-db-server.ts <port> <DATABASE_URL | DATA_DIR>
//
// It also answers the scheduling routes' own baselines (scheduling-baselines.ts).
//
// On PostgreSQL it reads the demo member of the database the production server under test
// uses; the embedded database belongs to one process, so on PGlite it opens a data directory
// of its own, migrated as the app's, and writes one user row to read.
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { users } from '../apps/server/src/modules/accounts/tables';
import { openDatabase } from '../apps/server/src/platform/db/open';
import { addSchedulingBaselines } from './scheduling-baselines';

const port = Number(process.argv[2] ?? 0);
const where = process.argv[3] ?? '';
const database = await openDatabase(
  /^postgres(ql)?:\/\//.test(where)
    ? { kind: 'postgres', url: where }
    : { kind: 'embedded', dataDir: where },
);
const { db } = database;

const email = 'demo.member@example.com';
let [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
if (!row) {
  const now = new Date();
  [row] = await db
    .insert(users)
    .values({
      email,
      userType: 'member',
      firstName: 'Sam',
      lastName: 'Rivera',
      emailConfirmedAt: now,
      signupFormFinished: true,
      passwordChangedAt: now,
      createdAt: now,
      modifiedAt: now,
    })
    .returning({ id: users.id });
}
const id = row?.id;
if (!id) throw new Error('no user row to read');

// Prepared once, as the app's hot reads are (platform/db/prepared.ts).
const userById = db
  .select({
    id: users.id,
    userType: users.userType,
    role: users.role,
    firstName: users.firstName,
    lastName: users.lastName,
    preferredFirstName: users.preferredFirstName,
    email: users.email,
    emailConfirmedAt: users.emailConfirmedAt,
    signupFormFinished: users.signupFormFinished,
    timezone: users.timezone,
    modifiedAt: users.modifiedAt,
    createdAt: users.createdAt,
  })
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .prepare('bench_user_by_id');

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/user', async (_request, reply) => {
  const [user] = await userById.execute({ id });
  if (!user) return reply.code(404).send({ detail: 'Not found' });
  return user;
});
// On PostgreSQL, the demo professional's free time and sessions (scheduling-baselines.ts).
addSchedulingBaselines(app, db);
app.addHook('onClose', () => database.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${address} (${database.driver})`);
