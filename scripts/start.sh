#!/usr/bin/env bash
# npm start: install if needed, build every package, publish each remote as its stable release, and serve
# shell + remotes + api from one Node process on http://localhost:8080 (PGlite in .data/, demo data).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules/.bin ] || npm ci --no-audit --no-fund
bash scripts/build-all.sh
export NODE_ENV=production PORT="${PORT:-8080}"
# The quick start is a demo: production mode no longer seeds by default (the demo accounts share a published password).
export SEED_DEMO="${SEED_DEMO:-true}"
# Production refuses to start without a secret for opaque ids: make one per machine and keep it in .data/.
if [ -z "${ID_SECRET:-}" ]; then
  mkdir -p .data
  [ -s .data/id-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > .data/id-secret
  export ID_SECRET="$(cat .data/id-secret)"
fi
echo "Serving on http://localhost:${PORT}"
exec node api/dist/server.js
