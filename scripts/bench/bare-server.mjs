#!/usr/bin/env node
// The yardstick of every api figure: a bare Fastify app answering constant JSON, same Node, same machine,
// no logging. Prints its port on stdout once it listens on 127.0.0.1.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, message: 'constant' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(app.server.address().port);
const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
