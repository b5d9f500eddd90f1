import fp from 'fastify-plugin';

/** Levels at which an info line is dropped. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One line per request, written when the answer has gone: method, path (no query string: it can carry e-mail
 * addresses, codes and search text), status and time. It replaces Fastify's own pair of lines ("incoming
 * request" with the client's address and port, then "request completed"), turned off in app.ts. At info level:
 * LOG_LEVEL=warn keeps only warnings and errors.
 */
export const accessLogPlugin = fp(
  async (app) => {
    // Below info (LOG_LEVEL=warn) the line would be dropped anyway: no hook at all, rather than one per request.
    if (!app.log.level || QUIET_LEVELS.has(app.log.level)) return;
    app.addHook('onResponse', async (request, reply) => {
      const url = request.url;
      const q = url.indexOf('?');
      request.log.info(
        {
          method: request.method,
          url: q < 0 ? url : url.slice(0, q),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'jad-access-log' },
);
