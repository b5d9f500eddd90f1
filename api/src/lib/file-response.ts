import { z } from 'zod';

/** The bytes of a file answer: Fastify sends strings, buffers and streams as they are, so nothing checks them. */
const fileBytes = z.custom<string | Buffer>(() => true).meta({ type: 'string', format: 'binary' });

/** The response schema of an answer that is not JSON (a PDF, a picture, a calendar file), for the OpenAPI document. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: fileBytes } },
});
