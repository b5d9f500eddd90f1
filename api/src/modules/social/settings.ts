import { z } from 'zod';

/** Settings of the social domain, from the environment (validated; a bad value stops the start). */
export interface SocialSettings {
  /** The weight of reports that hides a post until it is reviewed (SOCIAL_REPORT_THRESHOLD, default 4; reports/repository.ts). */
  reportThreshold: number;
}

const schema = z.object({ SOCIAL_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(4) });

export function loadSocialSettings(env: Record<string, string | undefined> = process.env): SocialSettings {
  const parsed = schema.safeParse({ SOCIAL_REPORT_THRESHOLD: env.SOCIAL_REPORT_THRESHOLD || undefined });
  if (!parsed.success)
    throw new Error(`Invalid environment:\n  SOCIAL_REPORT_THRESHOLD: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { reportThreshold: parsed.data.SOCIAL_REPORT_THRESHOLD };
}
