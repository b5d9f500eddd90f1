import { api } from '@jad/shared-ui';
import { takeFrameAnswer } from '@jad/shared-ui/frame';
import { sessionReady } from '@jad/shared-ui';

// Every call of this remote goes through here: it waits for the session (see session-ready.ts). The page's first
// requests may have been made already by its first frame (src/frame): that answer is used once.

export async function postJson<T>(url: string, body: unknown, options: { signal?: AbortSignal } = {}): Promise<T> {
  const answered = takeFrameAnswer<T>('POST', url, body);
  if (answered !== undefined) return answered;
  await sessionReady();
  const res = options.signal ? await api.post<T>(url, body, { signal: options.signal }) : await api.post<T>(url, body);
  return res.data;
}

export async function deleteJson<T>(url: string, body: unknown): Promise<T> {
  await sessionReady();
  const res = await api.delete<T>(url, { data: body });
  return res.data;
}
