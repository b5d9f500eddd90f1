let bearerToken: string | null = null;

/** Mobile-app style auth: when set, every request carries `Authorization: Bearer <token>`. */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function getBearerToken(): string | null {
  return bearerToken;
}
