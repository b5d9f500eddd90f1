// Jest's CommonJS runtime cannot require ESM-only packages unless the root jest.config.js lists them
// for transpiling. A few dependencies of fastify plugins are ESM-only now and not listed yet, so hand
// jest Node's own require for exactly those files (Node >= 20.19 requires ESM natively).
// Drop this file once 'content-disposition' and 'cookie' are in `esmOnly` in /jest.config.js.
import nodeModule from 'node:module';
import path from 'node:path';

// Inside tests `node:module` is Jest's subclass whose createRequire goes through Jest; its parent is Node's.
const NativeModule = Object.getPrototypeOf(nodeModule) as typeof nodeModule;
const nativeRequire = NativeModule.createRequire(__filename);

/** [the CommonJS package that requires it, the ESM-only package it requires] */
const ESM_ONLY: ReadonlyArray<readonly [string, string]> = [
  ['@fastify/static', 'content-disposition'],
  ['@fastify/cookie', 'cookie'],
  ['light-my-request', 'cookie'],
];

for (const [parent, child] of ESM_ONLY) {
  let target: string;
  try {
    target = require.resolve(child, { paths: [path.dirname(require.resolve(parent))] });
  } catch {
    continue;
  }
  const pkg = nativeRequire(path.join(path.dirname(target), '..', 'package.json')) as { type?: string };
  // Only shim what really is ESM; a CommonJS copy loads fine through jest.
  if (pkg.type === 'module') jest.doMock(target, () => nativeRequire(target) as unknown);
}
