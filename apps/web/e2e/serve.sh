#!/usr/bin/env bash
# Start the platform for the journeys: a fresh data directory, port 3100, the built web app.
set -euo pipefail
cd "$(dirname "$0")/../../.."
rm -rf var/e2e
DATA_DIR=var/e2e PORT=3100 exec npm run serve --silent
