import '../../test/jest-esm-shims';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, invalid, notFound } from '../lib/domain-error';
import { errorsPlugin } from './errors';
import { jsonBodyPlugin } from './json-body';

async function buildErrorsApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
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
        throw notFound('order_not_found');
      });
      api.get('/full', async () => {
        throw conflict('plan_day_full', { params: { max: 8 } });
      });
      api.get('/bad-currency', async () => {
        throw invalid('currency_unavailable', { field: 'budget.currency' });
      });
      api.put('/seen', async (request) => ({ body: request.body ?? null }));
      api.post(
        '/people',
        {
          schema: {
            body: z.object({
              guests: z.array(
                z.object({
                  first_name: z
                    .string()
                    .max(5)
                    .refine((v) => !/[<>]/.test(v), { params: { code: 'invalid_characters' } }),
                }),
              ),
            }),
          },
        },
        async () => ({ ok: true }),
      );
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
      code: 'invalid_json',
    });
  });

  it('names the field that failed validation', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { email: 'nope', name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(/^email: /);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ field: 'email', code: 'invalid_email', message: 'must be a valid e-mail address' }],
    });
  });

  it('gives each failed field a stable code, its params and a message without the field name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/people',
      payload: { guests: [{ first_name: 'Sara' }, { first_name: '<b>' }, { first_name: 'Longer name' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'guests.1.first_name', code: 'invalid_characters', message: 'contains characters that are not allowed' },
      { field: 'guests.2.first_name', code: 'too_long', message: 'must be at most 5 characters', params: { max: 5 } },
    ]);
    const missing = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { email: 'a@b.co' } });
    expect(missing.json().fields).toEqual([{ field: 'name', code: 'required', message: 'is required' }]);
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
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'when', code: 'invalid_date' }] });
  });

  it('answers a domain error with the status of its kind, its code and the catalogue message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Order was not found.',
      code: 'order_not_found',
    });
    const full = await app.inject({ method: 'GET', url: '/api/v1/full' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A day holds at most 8 activities',
      code: 'plan_day_full',
      params: { max: 8 },
    });
    const currency = await app.inject({ method: 'GET', url: '/api/v1/bad-currency' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toMatchObject({
      message: 'budget.currency: This currency is not available',
      code: 'currency_unavailable',
      fields: [{ field: 'budget.currency', code: 'currency_unavailable', message: 'This currency is not available' }],
    });
  });

  it('takes an empty JSON body as no body, and still refuses a malformed one', async () => {
    const empty = await app.inject({ method: 'PUT', url: '/api/v1/seen', headers: json, payload: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ body: null });
    const given = await app.inject({ method: 'PUT', url: '/api/v1/seen', headers: json, payload: '{"a":1}' });
    expect(given.json()).toEqual({ body: { a: 1 } });
    const poisoned = await app.inject({
      method: 'PUT',
      url: '/api/v1/seen',
      headers: json,
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('invalid_json');
  });

  it('hides unexpected errors behind 500 Something went wrong', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong',
      code: 'internal_error',
    });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/nothing-here not found',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/v1/nothing-here' },
    });
  });

  it('passes through payload too large and unsupported media type', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      payload: { email: 'a@b.co', name: 'x'.repeat(200) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'payload_too_large' });
    const media = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ statusCode: 415, code: 'unsupported_media_type' });
  });
});
