import '../../test/jest-esm-shims';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { errorsPlugin } from './errors';

async function buildErrorsApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(
    async (api) => {
      api.post(
        '/things',
        {
          bodyLimit: 64,
          schema: {
            body: z.object({ email: z.email(), name: z.string().min(1), tags: z.array(z.string()).optional() }),
          },
        },
        async (request) => ({ ok: (request.body as { email: string }).email }),
      );
      api.get('/things/:id', { schema: { params: z.object({ id: z.coerce.number().int() }) } }, async () => ({
        ok: true,
      }));
      api.get('/missing', async () => {
        throw new HttpError(404, 'Order was not found.');
      });
      api.get('/zod', async () => z.object({ when: z.iso.date() }).parse({ when: 'tomorrow' }));
      api.get('/boom', async () => {
        throw new Error('database exploded with secrets');
      });
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return app;
}

describe('errors plugin', () => {
  let app: Awaited<ReturnType<typeof buildErrorsApp>>;
  beforeAll(async () => {
    app = await buildErrorsApp();
  });
  afterAll(() => app.close());

  const json = { 'content-type': 'application/json' };

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', headers: json, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/not valid JSON/),
    });
  });

  it('names the field that failed validation', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { email: 'nope', name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(/^email: /);
  });

  it('says which field is missing, and names nested fields by path', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { email: 'a@b.co' } });
    expect(missing.json().message).toBe('name is required');
    const nested = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      payload: { email: 'a@b.co', name: 'n', tags: [1] },
    });
    expect(nested.json().message).toMatch(/^tags\.0: /);
    const params = await app.inject({ method: 'GET', url: '/api/v1/things/abc' });
    expect(params.statusCode).toBe(400);
    expect(params.json().message).toMatch(/^id: /);
  });

  it('turns a ZodError thrown by code into 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/zod' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^when: /);
  });

  it('answers an HttpError with its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Order was not found.' });
  });

  it('hides unexpected errors behind 500 Something went wrong', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/nothing-here not found',
    });
  });

  it('passes through payload too large and unsupported media type', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      payload: { email: 'a@b.co', name: 'x'.repeat(200) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const media = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ statusCode: 415 });
  });
});
