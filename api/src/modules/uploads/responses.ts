// zod schema of POST /upload's answer. The type stays in social/types.ts (posts carry the same media);
// the check below keeps the two in step.
import { z } from 'zod';
import type { UploadResponse } from '../social/types';

export const publicMedia = z.object({
  /** Opaque id (kind 'media'). */
  id: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  is_image: z.boolean(),
  width: z.number(),
  height: z.number(),
  /** Videos only: length in milliseconds. */
  duration_ms: z.number().nullable(),
  /** Images only: the same picture at the spec's widths, smallest first (the largest is `url`). */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});

export const uploadResponse = z.object({ media: z.array(publicMedia) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameAsUploadResponse: Same<z.infer<typeof uploadResponse>, UploadResponse> = true;
