import { api, getBearerToken, setBearerToken } from './data/client';
import { API_BASE_PATH, API_TIMEOUT_MS } from './constants';
import { bus } from './bus/bus';
import { appStore } from './store/app-store';
import { takeFrameAnswer } from './frame';
import type { SessionUser } from './store/entities';

export type { SessionUser } from './store/entities';

export interface SessionPayload {
  user: SessionUser | null;
  csrfToken: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Enough of a check that a half-broken answer is treated as "signed out" rather than trusted.
function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) && typeof value.uuid === 'string' && typeof value.username === 'string' && isRecord(value.profile)
  );
}

export function parseSession(body: unknown): SessionPayload {
  if (!isRecord(body)) return { user: null, csrfToken: null };
  return {
    user: isSessionUser(body.user) ? body.user : null,
    csrfToken: typeof body.csrfToken === 'string' && body.csrfToken !== '' ? body.csrfToken : null,
  };
}

async function fetchSession(headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${API_BASE_PATH}/auth/session`, {
    credentials: 'include',
    headers,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`session: HTTP ${response.status}`);
  return response.json();
}

/**
 * GET /api/v1/auth/session and put user, csrfToken and sessionStatus in the store.
 * Never throws: any failure leaves the visitor unauthenticated.
 */
export async function loadSession(): Promise<SessionPayload> {
  const { setSession } = appStore.getState();
  try {
    // fetch, not the http client: every page asks for the session first, and the client is not in the first load.
    const headers: Record<string, string> = { Accept: 'application/json' };
    const bearer = getBearerToken();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // A page's first frame (frame/index.ts) may have asked already, with the same cookies: its answer, once.
    const asked = bearer ? undefined : takeFrameAnswer<unknown>('GET', '/auth/session');
    const session = parseSession(asked ?? (await fetchSession(headers)));
    setSession(session);
    return session;
  } catch {
    const session: SessionPayload = { user: null, csrfToken: null };
    setSession(session);
    return session;
  }
}

/**
 * POST /api/v1/auth/signout, then clear the user's state and announce it (the shell goes to /).
 * The local sign-out happens even if the call fails; resolves to whether the server confirmed.
 */
export async function signOut(): Promise<boolean> {
  let confirmed = false;
  try {
    await api.post('/auth/signout');
    confirmed = true;
  } catch {
    confirmed = false;
  }
  setBearerToken(null);
  appStore.getState().clearUserState();
  bus.emit('account:signed-out', {});
  return confirmed;
}
