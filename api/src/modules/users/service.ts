import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { OpaqueIds } from '../../lib/opaque-id';
import type { Db } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { hasRecentProof } from '../accounts/codes/one-time-codes';
import type { AccountsDeps } from '../accounts/context';
import { sendEmailCode } from '../accounts/email/service';
import { emailChangedMail, recipientOf } from '../accounts/email/templates';
import { enqueueMail } from '../../mail/queue';
import { randomUUID } from 'node:crypto';
import { LIMITS, reserve } from '../accounts/limits/limits';
import { isUniqueViolation } from '../accounts/auth/service';
import { ownsUploadUrl } from '../uploads/repository';
import { emailTaken, findPasswordHash, updateProfileRow, updateUserRow, usernameTaken } from './repository';
import type { UpdateUserBody } from './schemas';
import type { AuthUser, PublicProfileView } from './types';
import { renderMessage } from '../../lib/error-codes';

export const PASSWORD_INCORRECT = renderMessage('password_incorrect');

/**
 * Re-authentication before a sensitive change (ASVS 3.7.1). Wrong passwords count towards the same
 * per-account lock as sign-in, so this is no side door for guessing.
 */
export async function requirePassword(
  db: Db,
  deps: AccountsDeps,
  user: AuthUser,
  password: string | undefined,
  action: string,
): Promise<void> {
  const hash = await findPasswordHash(db, user.id);
  if (!hash) throw invalid('password_not_set', { params: { action } });
  if (!password) throw invalid('password_required', { params: { action } });
  // Reserved before the check, like sign-in: parallel wrong passwords cannot exceed the lock.
  const slot = await reserve(deps.counters, `signin-fail:${user.email}`, LIMITS.signInFailuresPerAccount);
  let ok: boolean;
  try {
    ok = await deps.checkPassword(hash, password);
  } catch (error) {
    await slot.release();
    throw error;
  }
  if (!ok) throw invalid('password_incorrect');
  await slot.release();
}

/** PUT /users: the edit-profile fields, plus e-mail and phone changes with their extra proofs. */
export async function updateUser(db: Db, deps: AccountsDeps, user: AuthUser, input: UpdateUserBody): Promise<void> {
  const patch: Partial<NewUserRow> = {};
  const copy = <K extends keyof NewUserRow>(key: K, value: NewUserRow[K] | undefined) => {
    if (value !== undefined) patch[key] = value;
  };
  copy('firstName', input.first_name);
  copy('lastName', input.last_name);
  copy('bio', input.bio);
  copy('dateOfBirth', input.date_of_birth);
  copy('country', input.country);
  copy('city', input.city);
  copy('twitter', input.twitter);
  copy('tiktok', input.tiktok);
  copy('linktree', input.linktree);
  copy('instagram', input.instagram);
  copy('snapchat', input.snapchat);
  copy('facebook', input.facebook);

  if (input.username !== undefined && input.username !== user.username) {
    if (await usernameTaken(db, input.username, user.id)) throw conflict('username_taken');
    patch.username = input.username;
  }

  let emailChanged = false;
  if (input.email !== undefined && input.email !== user.email) {
    await requirePassword(db, deps, user, input.password, 'change your e-mail');
    if (await emailTaken(db, input.email, user.id)) throw conflict('email_taken');
    patch.email = input.email;
    patch.emailVerifiedAt = null;
    emailChanged = true;
  }

  if (input.phone_number !== undefined && input.phone_number !== user.phoneNumber) {
    // Replacing or removing a number someone already has needs the password; a first number needs only the code.
    if (user.phoneNumber) await requirePassword(db, deps, user, input.password, 'change your phone number');
    if (input.phone_number !== null && !(await hasRecentProof(db, user.id, 'phone', input.phone_number))) {
      throw invalid('phone_not_verified');
    }
    patch.phoneNumber = input.phone_number;
    patch.phoneVerifiedAt = input.phone_number === null ? null : new Date();
  }

  try {
    await db.transaction(async (tx) => {
      await updateUserRow(tx, user.id, patch);
      // The old address is told, with the change itself.
      if (emailChanged)
        await enqueueMail(
          tx,
          `email-changed:${user.id}:${randomUUID()}`,
          emailChangedMail(recipientOf(user, deps.publicUrl), patch.email as string),
        );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('username_or_email_taken');
    throw error;
  }
  if (emailChanged) {
    deps.mailQueue.kick();
    // The new address gets a code (it stays unverified until the code comes back).
    await sendEmailCode(db, deps, user.id).catch((error: unknown) =>
      deps.log.error({ err: error }, 'verification code failed'),
    );
  }
}

/** What anyone may see of a person: no e-mail, phone, birthday or location. */
export interface ProfilePictures {
  profile_picture?: string | null;
  cover_picture?: string | null;
}

/**
 * Sets or clears the own pictures. A new picture must be the member's own upload for that slot
 * (POST /upload?img_dir=profile|cover): another member's file would show as theirs, and deleting this
 * account would delete that member's file from storage. Resending the current value is always fine.
 */
export async function setProfilePictures(db: Db, user: AuthUser, input: ProfilePictures): Promise<void> {
  const slots = [
    {
      field: 'profile_picture',
      purpose: 'profile',
      value: input.profile_picture,
      current: user.profile?.profilePicture ?? null,
    },
    {
      field: 'cover_picture',
      purpose: 'cover',
      value: input.cover_picture,
      current: user.profile?.coverPicture ?? null,
    },
  ] as const;
  for (const slot of slots) {
    if (!slot.value || slot.value === slot.current) continue;
    if (!(await ownsUploadUrl(db, user.id, slot.purpose, slot.value)))
      throw invalid('picture_not_uploaded', { field: slot.field });
  }
  await updateProfileRow(db, user.id, {
    ...(input.profile_picture !== undefined ? { profilePicture: input.profile_picture } : {}),
    ...(input.cover_picture !== undefined ? { coverPicture: input.cover_picture } : {}),
  });
}

export function toPublicProfileView(user: AuthUser, ids: OpaqueIds, viewerId: number | null): PublicProfileView {
  if (!user.profile) throw notFound('profile_not_found');
  return {
    uuid: user.uuid,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    country: user.country,
    city: user.city,
    twitter: user.twitter,
    tiktok: user.tiktok,
    linktree: user.linktree,
    instagram: user.instagram,
    snapchat: user.snapchat,
    facebook: user.facebook,
    created_at: user.createdAt.toISOString(),
    is_own: viewerId === user.id,
    profile: {
      profile_id: ids.encodeId('profile', user.profile.profileId),
      profile_picture: user.profile.profilePicture,
      cover_picture: user.profile.coverPicture,
      is_verified: user.profile.isVerified,
    },
  };
}
