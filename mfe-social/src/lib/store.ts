import { useAppStore, type AppStore } from '@jad/shared-ui';
import type { PersonToFollow, PublicPost, SocialProfile } from './api-types';

// The app store keeps spec §3's open entity types. This remote is the only writer of the social slices,
// always with the api's shapes, so reading them back as those shapes is safe; the casts live here only.
// Comments, questions and follow lists are not kept here: the query cache holds them (see the README).
export const selectPosts = (s: AppStore) => s.posts as PublicPost[];
export const selectPost = (s: AppStore) => s.post as PublicPost | null;
export const selectProfilePosts = (s: AppStore) => s.profile_posts as PublicPost[];
export const selectProfile = (s: AppStore) => s.profile as SocialProfile | null;
export const selectPeople = (s: AppStore) => s.people_to_follow as PersonToFollow[];

export const usePosts = () => useAppStore(selectPosts);
export const usePost = () => useAppStore(selectPost);
export const useProfilePosts = () => useAppStore(selectProfilePosts);
export const useSocialProfile = () => useAppStore(selectProfile);
export const usePeople = () => useAppStore(selectPeople);
export const useSessionUser = () => useAppStore((s) => (s.sessionStatus === 'authenticated' ? s.user : null));
/** The signed-in member, as the session holds them. */
export type SessionUser = NonNullable<ReturnType<typeof useSessionUser>>;
export const useSessionStatus = () => useAppStore((s) => s.sessionStatus);
