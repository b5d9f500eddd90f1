// The reference: a bare Fastify route answering constant JSON, run the same way as the api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ rows: [] as unknown[], next_cursor: null }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  const address = app.server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
