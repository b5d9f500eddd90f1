#!/usr/bin/env node
// Sums passed and failed tests over the JSON reports of jest and Playwright and prints CI's closing line.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
const missing = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    missing.push(file);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // jest: a suite that failed to run counts as one failure, so a crash never passes for green.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else if (Array.isArray(report.checks)) {
    // scripts/test.sh's static checks (lint, type checks): one test each.
    for (const check of report.checks) {
      if (check.ok) passed++;
      else failed++;
    }
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry.
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    if ((report.errors ?? []).length) failed += report.errors.length;
  }
}
for (const file of missing) console.error(`missing report: ${file}`);
failed += missing.length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
