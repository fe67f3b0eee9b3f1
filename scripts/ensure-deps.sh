#!/usr/bin/env bash
# Installs the workspace dependencies when they are missing, so `npm start` and `npm test`
# work on a fresh clone. Plain bash because tsx itself is one of the things to install.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/tsx ] || [ ! -x node_modules/.bin/firebase ] || [ ! -d node_modules/react ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
