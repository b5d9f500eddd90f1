import { apiRequest, bus, loadSession, navigate, toastResult, type ToastResult } from '@jad/shared-ui';
import type { AuthResponse, OidcProviderInfo, SignUpResponse } from '@/types/account';

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username?: string;
}

export const signIn = (email: string, password: string): Promise<ToastResult<AuthResponse>> =>
  toastResult(apiRequest<AuthResponse>('post', '/users/sign-in', { email, password }), { errors: 'return' });

/** Step 1: no session yet, whether the address is new or taken; the page moves to the code step. */
export const signUp = (input: SignUpInput): Promise<ToastResult<SignUpResponse>> =>
  toastResult(apiRequest<SignUpResponse>('post', '/users/sign-up', input), { errors: 'return', quiet: true });

/** Step 2: the mailed code verifies the e-mail and opens the session (the cookie is set by the answer). */
export const completeSignUp = (email: string, code: string): Promise<ToastResult<AuthResponse>> =>
  toastResult(apiRequest<AuthResponse>('post', '/users/sign-up/verify', { email, code }), { errors: 'return' });

export const resendSignUpCode = (email: string): Promise<ToastResult<SignUpResponse>> =>
  toastResult(apiRequest<SignUpResponse>('post', '/users/sign-up/resend', { email }), {
    errors: 'return',
    quiet: true,
  });

/** The configured third-party providers; none (or a failed call) hides the buttons. */
export async function fetchProviders({ signal }: { signal?: AbortSignal } = {}): Promise<OidcProviderInfo[]> {
  try {
    const res = await apiRequest<OidcProviderInfo[]>('get', '/auth/providers', undefined, signal ? { signal } : {});
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
