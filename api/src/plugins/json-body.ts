import fp from 'fastify-plugin';

/**
 * The one JSON body parser: fastify's own (prototype poisoning refused), except that an empty body sent with
 * `content-type: application/json` is taken as no body, like a request without one. Clients (and fetch wrappers)
 * often set the header on a bodiless PUT, which fastify otherwise answers 400 'Body cannot be empty'.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'jad-json-body' },
);
