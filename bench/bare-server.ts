// The baseline: a bare Fastify server answering the same routes with constant bodies, no
// database, no plugins, no logging. Our server's numbers are read against it.
import Fastify from 'fastify';

const app = Fastify();
app.get('/readyz', async () => ({ status: 'ok' }));
app.get('/healthz', async () => ({ status: 'ok' }));

const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
