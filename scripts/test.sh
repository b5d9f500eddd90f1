#!/usr/bin/env bash
# npm test: every test of the repo — jest (front ends, api on PGlite and, with TEST_DATABASE_URL, PostgreSQL)
# and the Playwright journeys in Debian's Chromium against a production build — then one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules/.bin ] || npm ci --no-audit --no-fund || exit 1
mkdir -p reports
rm -f reports/jest.json reports/checks.json reports/e2e.json

CHROMIUM_PATH=$(bash scripts/find-chromium.sh) || exit 1
export CHROMIUM_PATH

status=0
echo "== unit, component and api tests (jest)"
# --forceExit: after every suite had passed (2445 tests), the jest parent process stayed alive with no child, socket
# or file open (seen 2026-11-26, after TanStack Query and the demo-media/seed bundles came in); the results are
# written before it exits. The handle was not found yet (session note of 2026-11-26, issue 20).
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --forceExit --json --outputFile=reports/jest.json || status=1

echo "== static checks (eslint, prettier, tsc per package)"
checks=()
record() { checks+=("{\"name\":\"$1\",\"ok\":$2}"); [ "$2" = true ] || status=1; }
if npx eslint . --max-warnings=0; then record eslint true; else record eslint false; fi
if npx prettier --check . >/dev/null; then record prettier true; else npx prettier --list-different .; record prettier false; fi
for p in shared-ui shell mfe-hotels mfe-social mfe-plans mfe-activities mfe-account api e2e scripts; do
  project=$p; [ "$p" = scripts ] && project=.
  if npx tsc -p "$project" --noEmit; then record "tsc $p" true; else record "tsc $p" false; fi
done
(IFS=,; echo "{\"checks\":[${checks[*]}]}") > reports/checks.json

echo "== build"
if bash scripts/build-all.sh; then
  echo "== bundle checks"
  node scripts/bundle-report.mjs --check || status=1
  echo "== browser journeys (playwright)"
  (cd e2e && npx playwright test --reporter=list,json) > >(tee reports/e2e.log) 2>&1 || status=1
  # The json reporter writes to PLAYWRIGHT_JSON_OUTPUT_NAME (set in e2e/playwright.config.ts).
else
  echo "build failed" >&2
  status=1
fi

node scripts/summarize-tests.mjs reports/jest.json reports/checks.json reports/e2e.json || status=1
exit $status
