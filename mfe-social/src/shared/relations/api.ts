import { apiRequest } from '@jad/shared-ui';
import type { RelationState } from '@/lib/api-types';

export type RelationKind = 'muted' | 'blocked';

/** Mutes or unmutes (`on`), blocks or unblocks a member. */
export async function setRelation(kind: RelationKind, uuid: string, on: boolean): Promise<RelationState> {
  const body = kind === 'muted' ? { user_uuid: uuid, muted: on } : { user_uuid: uuid, blocked: on };
  return (await apiRequest<RelationState>('post', kind === 'muted' ? '/social/mute' : '/social/block', body)).data;
}
