// A visitor proves a booking with its e-mail; it is kept for this tab only, per booking, so the
// result page's "Manage booking" and a retrieved booking open without asking again.
const key = (orderId: string) => `jad_hotels_manage:${orderId.toLowerCase()}`;

export function rememberEmail(orderId: string, email: string): void {
  try {
    sessionStorage.setItem(key(orderId), email.trim());
  } catch {
    // private mode: the page asks again
  }
}

export function rememberedEmail(orderId: string): string | null {
  try {
    return sessionStorage.getItem(key(orderId));
  } catch {
    return null;
  }
}
