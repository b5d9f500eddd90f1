import fs from 'node:fs';
import path from 'node:path';
import { allWorkflows, REMOTES } from './workflows-lib.mjs';

// Each remote's pipeline runs for changes to that remote or to shared-ui, and for nothing else; every step
// goes through scripts/prod/pipeline.sh with the remote's own name.
const repo = path.resolve(__dirname, '../..');
const workflowsDir = path.join(repo, '.github/workflows');
const read = (file: string) => fs.readFileSync(path.join(workflowsDir, file), 'utf8');

/** The `paths:` list under `on.<event>` of a workflow, read from the YAML text (block lists of quoted items). */
function pathFilter(yaml: string, event: 'push' | 'pull_request'): string[] {
  const lines = yaml.split('\n');
  const onAt = lines.findIndex((l) => /^on:\s*$/.test(l));
  const eventAt = lines.findIndex((l, i) => i > onAt && new RegExp(`^  ${event}:\\s*$`).test(l));
  if (onAt < 0 || eventAt < 0) return [];
  const items: string[] = [];
  let inPaths = false;
  for (const line of lines.slice(eventAt + 1)) {
    if (/^ {0,3}\S/.test(line)) break; // the next event, or the end of `on:`
    if (/^ {4}paths:\s*$/.test(line)) inPaths = true;
    else if (/^ {4}\S/.test(line)) inPaths = false;
    else if (inPaths) {
      const item = /^ {6}- '([^']+)'\s*$/.exec(line);
      if (item) items.push(item[1]!);
    }
  }
  return items;
}

/** GitHub's path filter for the patterns used here: `**` is any depth, `*` stays within one folder. */
function matches(pattern: string, file: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(file);
}

const triggered = (file: string) =>
  REMOTES.filter((name) => pathFilter(read(`${name}.yml`), 'push').some((p) => matches(p, file)));

test('the committed workflows are the generated ones', () => {
  for (const [file, content] of Object.entries(allWorkflows()))
    expect({ file, content: read(file) }).toEqual({ file, content });
});

test.each(REMOTES)('%s runs on its own folder, shared-ui and its workflow, for pushes and pull requests', (name) => {
  const yaml = read(`${name}.yml`);
  const expected = [`${name}/**`, 'shared-ui/**', `.github/workflows/${name}.yml`];
  expect(pathFilter(yaml, 'push')).toEqual(expected);
  expect(pathFilter(yaml, 'pull_request')).toEqual(expected);
  expect(yaml).toMatch(/^ {2}push:\n {4}branches: \[main\]\n/m);
});

test.each(REMOTES)('every step of %s runs the pipeline of that remote only', (name) => {
  const runs = read(`${name}.yml`)
    .split('\n')
    .filter((l) => /^\s+run: /.test(l));
  expect(runs.length).toBeGreaterThanOrEqual(5);
  for (const run of runs) expect(run).toMatch(new RegExp(`run: scripts/prod/pipeline\\.sh ${name} --steps `));
  const steps = runs
    .map((r) => /--steps (\S+)/.exec(r)?.[1])
    .join(',')
    .split(',');
  expect(steps).toEqual(['install', 'lint', 'typecheck', 'test', 'build', 'release']);
  for (const other of REMOTES.filter((r) => r !== name)) expect(read(`${name}.yml`)).not.toContain(other);
});

test('a change triggers exactly the pipelines it can affect', () => {
  expect(triggered('mfe-activities/src/features/list/list-page.tsx')).toEqual(['mfe-activities']);
  expect(triggered('mfe-hotels/package.json')).toEqual(['mfe-hotels']);
  expect(triggered('shared-ui/src/index.ts')).toEqual(REMOTES);
  expect(triggered('.github/workflows/mfe-social.yml')).toEqual(['mfe-social']);
  expect(triggered('api/src/app.ts')).toEqual([]);
  expect(triggered('shell/src/app/domains.ts')).toEqual([]);
  expect(triggered('mfe-activities-old/readme.md')).toEqual([]);
});

test('the pipeline tests a remote with its own jest project', () => {
  const script = fs.readFileSync(path.join(repo, 'scripts/prod/pipeline.sh'), 'utf8');
  expect(script).toContain('npx jest --ci --selectProjects "$name"');
  expect(script).toContain('npx eslint "$name" shared-ui --max-warnings=0');
  expect(script).toContain('node scripts/release-remote.mjs "${args[@]}"');
});

test('the rollback workflow offers every remote and nothing else', () => {
  const yaml = read('remote-rollback.yml');
  const options = yaml
    .slice(yaml.indexOf('options:'))
    .split('\n')
    .slice(1)
    .map((l) => /^ {10}- '([^']+)'$/.exec(l)?.[1]);
  expect(options.slice(0, options.indexOf(undefined))).toEqual(REMOTES);
  expect(yaml).toContain('scripts/prod/pipeline.sh "$REMOTE" --rollback');
});

test('nginx -t runs in CI when the front changes', () => {
  const yaml = read('nginx.yml');
  expect(pathFilter(yaml, 'push')).toEqual(expect.arrayContaining(['nginx/**', 'scripts/prod/**']));
  expect(yaml).toContain('node scripts/prod/render-nginx.mjs --runtime "$RUNNER_TEMP/nginx" --test');
});
