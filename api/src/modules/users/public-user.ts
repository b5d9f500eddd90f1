import type { OpaqueIds } from '../../lib/opaque-id';
import type { AuthUser, PublicUser } from './types';

export function toPublicUser(user: AuthUser, ids: OpaqueIds): PublicUser {
  return {
    uuid: user.uuid,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    date_of_birth: user.dateOfBirth,
    country: user.country,
    city: user.city,
    phone_number: user.phoneNumber,
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
    language: user.language,
    is_dark_mode: user.isDarkMode,
    twitter: user.twitter,
    tiktok: user.tiktok,
    linktree: user.linktree,
    instagram: user.instagram,
    snapchat: user.snapchat,
    facebook: user.facebook,
    latitude: user.latitude,
    longitude: user.longitude,
    has_password: user.hasPassword,
    created_at: user.createdAt.toISOString(),
    delete_requested_at: user.deleteRequestedAt ? user.deleteRequestedAt.toISOString() : null,
    profile: user.profile
      ? {
          profile_id: ids.encodeId('profile', user.profile.profileId),
          profile_picture: user.profile.profilePicture,
          cover_picture: user.profile.coverPicture,
          is_verified: user.profile.isVerified,
        }
      : null,
  };
}
