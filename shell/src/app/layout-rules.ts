// Spec §2 layout rules: which parts of the frame show on a path.
const WITHOUT_FRAME = new Set(['/auth/signin', '/auth/signup']);
const WITHOUT_FOOTER = new Set(['/feed', '/questionnaire', '/activities']);

export interface FrameParts {
  navbar: boolean;
  footer: boolean;
}

/** '/feed/' and '/feed' are the same page. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function frameFor(pathname: string): FrameParts {
  const path = normalise(pathname);
  const framed = !WITHOUT_FRAME.has(path);
  return { navbar: framed, footer: framed && !WITHOUT_FOOTER.has(path) };
}
