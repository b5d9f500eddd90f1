import { api, bus, loadSession, navigate, type ToastResult } from '@jad/shared-ui';
import { formResult } from '@/lib/form-result';
import type { AuthResponse, OidcProviderInfo } from './types';

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username?: string;
}

export const signIn = (email: string, password: string): Promise<ToastResult<AuthResponse>> =>
  formResult(api.post<AuthResponse>('/users/sign-in', { email, password }));

export const signUp = (input: SignUpInput): Promise<ToastResult<AuthResponse>> => formResult(api.post<AuthResponse>('/users/sign-up', input));

/** The configured third-party providers; none (or a failed call) hides the buttons. */
export async function fetchProviders(): Promise<OidcProviderInfo[]> {
  try {
    const res = await api.get<OidcProviderInfo[]>('/auth/providers');
    return Array.isArray(res.data) ? res.data : [];
  } catch {
    return [];
  }
}

/**
 * After the cookie is set: load the session through the shared client (store gets the user and the
 * new CSRF token), tell the other remotes, and go where the visitor was going.
 */
export async function completeSignIn(to: string): Promise<void> {
  const session = await loadSession();
  if (session.user) bus.emit('account:signed-in', { user: session.user });
  navigate(to, { replace: true });
}
