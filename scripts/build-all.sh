#!/usr/bin/env bash
# Builds the api, the shell and every remote, then publishes each remote's build as its stable version.
set -euo pipefail
cd "$(dirname "$0")/.."
npx lerna run build --stream --concurrency 2
for remote in mfe-hotels mfe-social mfe-plans mfe-activities mfe-account; do
  node scripts/release-remote.mjs "$remote" --no-build --stable >/dev/null
done
echo "built: shell/dist, api/dist, releases/ ($(ls releases/remotes | wc -l) remotes)"
