import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mentions, postTags, users, type MentionSource } from '../../../db/schema';
import { createNotification } from '../../notifications/service';
import { blockedEitherWaySql } from '../relations/filters';
import { parseMentions, parseTags } from './parse';

/**
 * A caption's tags as post_tags rows, in the post's transaction: on an edit, the ones gone are deleted and the
 * new ones added (the tag page reads these rows, never the caption).
 */
export async function writePostTags(tx: Db, postId: number, caption: string): Promise<void> {
  const tags = parseTags(caption);
  await tx
    .delete(postTags)
    .where(
      tags.length > 0 ? and(eq(postTags.postId, postId), notInArray(postTags.tag, tags)) : eq(postTags.postId, postId),
    );
  if (tags.length > 0)
    await tx
      .insert(postTags)
      .values(tags.map((tag) => ({ tag, postId })))
      .onConflictDoNothing();
}

export interface MentionSite {
  source: MentionSource;
  sourceId: number;
  postId: number;
  authorId: number;
}

/**
 * The `@username`s of a text as mention rows, in the write's transaction, and a MENTION notification to each newly
 * mentioned member (the notifications trigger tells them in real time at commit, as for every other type). Not
 * the author themself, not a deleted account, and nobody blocked either way: a blocked person cannot mention the
 * blocker. On an edit (same site), people no longer mentioned lose the row; those still mentioned are not told again.
 */
export async function writeMentions(tx: Db, site: MentionSite, text: string): Promise<number[]> {
  const names = parseMentions(text);
  const people =
    names.length === 0
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(sql`lower(${users.username})`, names),
              isNull(users.deletedAt),
              sql`${users.id} <> ${site.authorId}`,
              sql`not ${blockedEitherWaySql(site.authorId, sql`${users.id}`)}`,
            ),
          );
  const ids = people.map((p) => p.id);
  const here = and(eq(mentions.source, site.source), eq(mentions.sourceId, site.sourceId));
  await tx.delete(mentions).where(ids.length > 0 ? and(here, notInArray(mentions.mentionedId, ids)) : here);
  if (ids.length === 0) return [];
  const added = await tx
    .insert(mentions)
    .values(ids.map((mentionedId) => ({ ...site, mentionedId })))
    .onConflictDoNothing()
    .returning({ id: mentions.mentionedId });
  for (const { id } of added)
    await createNotification(tx, { recipientId: id, actorId: site.authorId, type: 'MENTION', postId: site.postId });
  return added.map((a) => a.id);
}

/** A deleted comment (with its replies), question (with its answers) or answer takes its mention rows along. */
export async function forgetMentions(tx: Db, source: 'comment' | 'question' | 'answer', id: number): Promise<void> {
  const gone =
    source === 'comment'
      ? sql`source = 'comment' and source_id in (select c.id from post_comments c where c.id = ${id} or c.parent_id = ${id})`
      : source === 'question'
        ? sql`(source = 'question' and source_id = ${id})
            or (source = 'answer' and source_id in (select a.id from post_answers a where a.question_id = ${id}))`
        : sql`source = 'answer' and source_id = ${id}`;
  await tx.execute(sql`delete from mentions where ${gone}`);
}
