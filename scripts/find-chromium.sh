#!/usr/bin/env bash
# Prints the path of Debian's Chromium, installing it when we can (root with apt); otherwise explains and fails.
set -euo pipefail
if path=$(command -v chromium 2>/dev/null); then echo "$path"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2
  command -v chromium && exit 0
fi
echo "Chromium is needed for the browser tests: install Debian's package (sudo apt-get install -y chromium)." >&2
exit 1
