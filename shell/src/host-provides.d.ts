// Generated at build time by shared-ui/mf/shared.js (writeHostProvides).
declare module 'jad-host-provides' {
  export const hostProvides: Record<string, () => Promise<unknown>>;
}

// Generated at build time by webpack.config.js (sharedByPage): the shared modules each page's first render needs.
declare module 'jad-page-shares' {
  const pageShares: { keys: string[]; pages: Record<string, number[]> };
  export default pageShares;
}
