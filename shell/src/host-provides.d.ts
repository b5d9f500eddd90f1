// Generated at build time by shared-ui/mf/shared.js (writeHostProvides).
declare module 'jad-host-provides' {
  export const hostProvides: Record<string, () => Promise<unknown>>;
}
