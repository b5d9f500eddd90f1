#!/usr/bin/env bash
# The release pipeline of one remote, the same steps its CI workflow (.github/workflows/mfe-<name>.yml) runs:
#   install → lint → typecheck → test → build → release (versioned folder + manifest update with a weight)
#
#   scripts/prod/pipeline.sh mfe-activities                      # all steps; released at weight 0 (QA pin only)
#   scripts/prod/pipeline.sh mfe-activities --weight 10          # canary for 10 % of visitors
#   scripts/prod/pipeline.sh mfe-activities --stable             # promote: everyone gets it
#   scripts/prod/pipeline.sh mfe-activities --steps lint,test    # some steps only (CI runs one step at a time)
#   scripts/prod/pipeline.sh mfe-activities --rollback [--to 1.0.0]
# Options: --version V (default <package version>-<commit>), --web-root DIR (default WEB_ROOT or the checkout).
# Nothing here touches the shell or another remote.
set -euo pipefail
cd "$(dirname "$0")/../.."

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

name="${1:-}"
case "$name" in
  mfe-hotels | mfe-social | mfe-plans | mfe-activities | mfe-account) shift ;;
  *) usage ;;
esac

weight=""
stable=0
version=""
web_root="${WEB_ROOT:-$PWD}"
steps="install,lint,typecheck,test,build,release"
rollback=0
rollback_to=""
while [ $# -gt 0 ]; do
  case "$1" in
    --weight) weight="${2:?--weight needs a number 0-100}"; shift 2 ;;
    --stable) stable=1; shift ;;
    --version) version="${2:?--version needs a value}"; shift 2 ;;
    --web-root) web_root="${2:?--web-root needs a folder}"; shift 2 ;;
    --steps) steps="${2:?--steps needs a list}"; shift 2 ;;
    --rollback) rollback=1; shift ;;
    --to) rollback_to="${2:?--to needs a version}"; shift 2 ;;
    *) usage ;;
  esac
done
if [ -n "$weight" ]; then
  [[ "$weight" =~ ^[0-9]+$ ]] && [ "$weight" -le 100 ] || { echo "--weight must be 0-100, got $weight" >&2; exit 2; }
  [ "$stable" = 0 ] || { echo "--weight and --stable exclude each other" >&2; exit 2; }
fi

step() { printf '\n== %s: %s\n' "$name" "$1"; }

if [ "$rollback" = 1 ]; then
  step "rollback"
  args=("$name" --web-root "$web_root")
  [ -n "$rollback_to" ] && args+=(--to "$rollback_to")
  exec node scripts/rollback-remote.mjs "${args[@]}"
fi

if [ -z "$version" ]; then
  base=$(node -p "require('./$name/package.json').version")
  commit=$(git rev-parse --short=8 HEAD 2>/dev/null || date -u +%Y%m%d%H%M%S)
  # Uncommitted changes in what this remote is built from: the same commit would not rebuild the same files.
  if [ -n "$(git status --porcelain -- "$name" shared-ui 2>/dev/null)" ]; then commit="$commit-dirty$(date -u +%H%M%S)"; fi
  version="$base-$commit"
fi

for s in ${steps//,/ }; do
  case "$s" in
    install)
      step "install"
      # CI installs from the lockfile every time; a developer's existing install is reused.
      if [ "${CI:-}" = "true" ] || [ ! -d node_modules/.bin ]; then npm ci --no-audit --no-fund; else echo "node_modules present: skipped (CI=true forces npm ci)"; fi
      ;;
    lint)
      step "lint"
      npx eslint "$name" shared-ui --max-warnings=0
      ;;
    typecheck)
      step "typecheck"
      npx tsc -p "$name" --noEmit
      ;;
    test)
      step "test"
      NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects "$name"
      ;;
    build)
      step "build"
      npm run build -w "@jad/$name"
      ;;
    release)
      step "release $version"
      args=("$name" --no-build --version "$version" --web-root "$web_root")
      if [ "$stable" = 1 ]; then args+=(--stable); else args+=(--weight "${weight:-0}"); fi
      node scripts/release-remote.mjs "${args[@]}"
      domain="${name#mfe-}"
      echo "QA: open any page with ?mf.$domain=$version to load this version whatever the weights say"
      ;;
    *)
      echo "unknown step: $s (install, lint, typecheck, test, build, release)" >&2
      exit 2
      ;;
  esac
done
