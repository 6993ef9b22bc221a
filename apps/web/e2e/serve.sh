#!/usr/bin/env bash
# Start the platform for the journeys: a fresh data directory, port 3100, the built web app.
set -euo pipefail
cd "$(dirname "$0")/../../.."
PORT="${E2E_PORT:-3100}"
DATA="var/e2e-${PORT}"
rm -rf "$DATA"
# E2E_WEB_DIST: serve a build made elsewhere (default: apps/web/dist).
if [ -n "${E2E_WEB_DIST:-}" ]; then export WEB_DIST="$E2E_WEB_DIST"; fi
DATA_DIR="$DATA" PORT="$PORT" PUBLIC_URL="http://localhost:${PORT}" exec npm run serve --silent
