// Lint for the whole repo. The boundaries matter most: a remote never imports another remote, features
// import shared-ui only through its one entry, and MUI only by subpath (the root barrel defeats sharing).
const tseslint = require('typescript-eslint');
const security = require('eslint-plugin-security');

const remotes = ['mfe-hotels', 'mfe-social', 'mfe-plans', 'mfe-activities', 'mfe-account'];
const boundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@mui/material', message: 'Import MUI by subpath (@mui/material/Button) so it is shared lazily.' },
        ],
        patterns: [
          ...remotes
            .filter((r) => r !== self)
            .map((r) => ({
              group: [`@jad/${r}`, `@jad/${r}/*`, `**/${r}/**`],
              message: 'A remote never imports another remote: use the event bus or the store.',
            })),
          // Except the stateless leaves, bundled by whoever imports them: route-pattern (the shell's entry needs it
          // before the shared modules are loaded), frame, and safe-return-path (a remote using it still runs on a
          // shell whose shared-ui predates it). And data: the TanStack Query client, a federated singleton of its own
          // that loads with the first remote page instead of in the shell's first paint.
          {
            group: [
              '@jad/shared-ui/*',
              '!@jad/shared-ui/route-pattern',
              '!@jad/shared-ui/frame',
              '!@jad/shared-ui/safe-return-path',
              '!@jad/shared-ui/data',
              '**/shared-ui/src/**',
            ],
            message: 'Import shared-ui through its one entry (@jad/shared-ui).',
          },
        ],
      },
    ],
  },
});

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'reports/**',
      '.data/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The api's own code (not its tests) under eslint-plugin-security's recommended rules (issue 9).
  { files: ['api/src/**/*.ts'], ignores: ['**/*.test.ts'], ...security.configs.recommended },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { security },
    rules: {
      // Flags every obj[key] (448 places): keys here are typed unions or come from zod-parsed input, whose schemas
      // drop unknown properties, so `__proto__` never reaches a lookup. Reviewed, not useful as a gate.
      'security/detect-object-injection': 'off',
      // Every finding is an error: a new one fails lint and gets its own reviewed exception below.
      ...Object.fromEntries(
        Object.keys(security.configs.recommended.rules)
          .filter((r) => r !== 'security/detect-object-injection')
          .map((r) => [r, 'error']),
      ),
    },
  },
  {
    // Paths built from the api's own configuration (data, uploads and web roots) or from storage keys already
    // checked against STORAGE_KEY, or font files resolved in installed packages; no request text reaches a file name unchecked. The upload spool names its
    // files itself (`<mkdtemp folder>/<counter>.bin`) and the uploads service reads only those paths.
    files: [
      'api/src/db/client.ts',
      'api/src/lib/pdf/fonts.ts',
      'api/src/lib/repo-root.ts',
      'api/src/modules/remotes/service.ts',
      'api/src/plugins/security-headers.ts',
      'api/src/plugins/static.ts',
      'api/src/providers/storage/local-disk.ts',
      'api/src/modules/uploads/spool.ts',
      'api/src/modules/uploads/service.ts',
    ],
    plugins: { security },
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
  {
    // safe-regex's star-height test: these patterns repeat a group that starts with a literal separator
    // (-, ',', '/', '.'), so there is one way to match and the time is linear; inputs are length-capped too.
    files: [
      'api/src/modules/activities/catalog/validate.ts',
      'api/src/modules/activities/schemas.ts',
      'api/src/modules/hotels/search/rooms-param.ts',
      'api/src/modules/plans/schemas.ts',
      'api/src/providers/fx/convert.ts',
      'api/src/providers/hotel-supply/money.ts',
      'api/src/providers/storage/types.ts',
    ],
    plugins: { security },
    rules: { 'security/detect-unsafe-regex': 'off' },
  },
  ...remotes.map(boundary),
  boundary('shell'),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
