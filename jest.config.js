// One jest run over every package, so CI gets one JSON report. Each package is a project.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest must transpile to run under its CommonJS runtime.
const esmOnly = [
  'content-disposition',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
  'nanoid',
  'quick-lru',
  'jsesc',
  'eta',
  'koa',
  '@koa',
  'supercluster',
  'kdbush',
].join('|');
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    '^@jad/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '\\.(css|png|jpg|svg|webp)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
};
const web = (name) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../scripts/jest/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@/(.*)$': '<rootDir>/src/$1',
    // As the apps are built (shared-ui/mf/webpack-app.js): emotion inserts its rules while rendering.
    '^@emotion/use-insertion-effect-with-fallbacks$': '<rootDir>/../shared-ui/src/theme/emotion-insertion.ts',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  testTimeout: 30000,
  projects: [
    web('shared-ui'),
    web('shell'),
    web('mfe-hotels'),
    web('mfe-social'),
    web('mfe-plans'),
    web('mfe-activities'),
    web('mfe-account'),
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      moduleNameMapper: { '\\.(css|png|jpg|svg|webp)$': '<rootDir>/../scripts/jest/file-stub.js' },
    },
    {
      ...base,
      displayName: 'repo',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};
