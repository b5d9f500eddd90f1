// The reference: a bare Fastify route answering constant JSON, started and loaded the same way as the api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ rows: [] as unknown[], next_cursor: null }));
app.get('/bare', async () => ({ rows: [] as unknown[], next_cursor: null }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
