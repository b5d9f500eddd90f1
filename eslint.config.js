// Lint for the whole repo. The boundaries matter most: a remote never imports another remote, features
// import shared-ui only through its one entry, and MUI only by subpath (the root barrel defeats sharing).
const tseslint = require('typescript-eslint');

const remotes = ['mfe-hotels', 'mfe-social', 'mfe-plans', 'mfe-activities', 'mfe-account'];
const boundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@mui/material', message: 'Import MUI by subpath (@mui/material/Button) so it is shared lazily.' }],
        patterns: [
          ...remotes.filter((r) => r !== self).map((r) => ({ group: [`@jad/${r}`, `@jad/${r}/*`, `**/${r}/**`], message: 'A remote never imports another remote: use the event bus or the store.' })),
          { group: ['@jad/shared-ui/*', '**/shared-ui/src/**'], message: 'Import shared-ui through its one entry (@jad/shared-ui).' },
        ],
      },
    ],
  },
});

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'releases/**', 'reports/**', '.data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...remotes.map(boundary),
  boundary('shell'),
  { files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
