#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  exit 0
fi
echo "Chromium is missing at /usr/bin/chromium. Install it, then run npm test again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
