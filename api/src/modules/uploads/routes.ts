import { errorResponses } from '../../lib/error-schema';
import { uploadResponse } from '../social/responses';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_PURPOSES, type MediaPurpose } from '../../db/schema';

import { DomainError, invalid, tooLarge } from '../../lib/domain-error';
import { currentUser, requireUser } from '../../plugins/session';
import { toPublicMedia } from './serialize';
import { createSpool, SpoolLimitError, type Spool } from './spool';
import {
  maxFilesOf,
  removeStaleUploads,
  storeUploads,
  noneCode,
  tooLargeCode,
  tooManyCode,
  UPLOAD_LIMITS,
  type UploadedFile,
} from './service';
import type { UploadResponse } from '../social/types';
import { perUser } from '../social/shared/rate-limit';
import { memoIds } from '../../lib/memo-ids';

const uploadQuery = z.object({ img_dir: z.enum(MEDIA_PURPOSES) });

const PARSER_SLACK_BYTES = 1024 * 1024;
/** The most bytes one file of this purpose may have: profile and cover pictures are images only. */
const maxFileBytes = (purpose: MediaPurpose) =>
  purpose === 'post' ? UPLOAD_LIMITS.maxVideoBytes : UPLOAD_LIMITS.maxImageBytes;

/** Streams the `files` parts to the spool (each bounded, 413 past the bound), ignoring other fields. */
async function readFiles(request: FastifyRequest, purpose: MediaPurpose, spool: Spool): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw invalid(noneCode(purpose));
  const max = maxFilesOf(purpose);
  const bound = maxFileBytes(purpose);
  const files: UploadedFile[] = [];
  try {
    // One file more than allowed is let through the parser so we can answer with the spec's message. The
    // spool's meter cuts a file off at the bound; the parser's own limit is only a backstop well above it, since
    // at its limit the parser would skip (read and drop) the rest of the body before the meter could stop it.
    const parts = request.parts({
      limits: { files: max + 1, fileSize: bound + PARSER_SLACK_BYTES, fields: 10, parts: 20, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      const file = await spool.write(part.file, bound);
      // An empty file input still sends a part with no name and no bytes: that is "nothing chosen".
      if (file.size === 0 && !part.filename) continue;
      files.push(file);
      if (files.length > max) throw invalid(tooManyCode(purpose));
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof SpoolLimitError) throw tooLarge(tooLargeCode(purpose));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw invalid(tooManyCode(purpose));
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeCode(purpose));
    if (code?.startsWith('FST_')) throw invalid('upload_failed');
    if (error instanceof Error && /multipart/i.test(error.message)) throw invalid('upload_failed'); // truncated or boundary-less body (busboy)
    throw error;
  }
  return files;
}

/** POST /upload?img_dir=post|profile|cover|review — media for posts, profile pictures, covers and review photos, for every domain. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  await app.register(multipart);

  app.post(
    '/upload',
    {
      preHandler: requireUser,
      config: perUser(30),
      schema: {
        tags: ['uploads'],
        summary:
          'Upload 1–3 post media (pictures, short videos), 1–3 review photos, or exactly one profile or cover picture',
        description:
          'multipart/form-data with the files in the field `files`. Answers { media: [{ id, url, thumbnail, is_image, width, height }] }; 413 for a picture over 15 MB or a video over 50 MB.',
        querystring: uploadQuery,
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request, reply): Promise<UploadResponse> => {
      const purpose = request.query.img_dir;
      const spool = await createSpool();
      try {
        const files = await readFiles(request, purpose, spool);
        const rows = await storeUploads(
          { db: app.db, storage: app.providers.storage },
          { ownerId: currentUser(request).id, purpose, files },
        );
        reply.header('cache-control', 'no-store');
        return { media: rows.map((row) => toPublicMedia(row, ids)) };
      } catch (error) {
        // Cut off mid-body: close the connection rather than have Node read and discard the rest of it.
        if (error instanceof DomainError && error.kind === 'too_large') reply.header('connection', 'close');
        throw error;
      } finally {
        // Always, also when the upload was refused or the client went away mid-file.
        await spool.dispose();
      }
    },
  );

  // Abandoned composers leave uploads behind; sweep them hourly (unref: never keeps the process alive).
  const timer = setInterval(
    () => {
      removeStaleUploads({ db: app.db, storage: app.providers.storage }).catch((err: unknown) =>
        app.log.warn({ err }, 'stale upload sweep failed'),
      );
    },
    60 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
