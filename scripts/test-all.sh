#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, formatting, types, unit and integration tests on the
# embedded database, the integration tests again on PostgreSQL, the production build, and the
# browser journeys in Chromium against the built platform.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the time since the suite began, so a slow step shows in every CI log.
began=$(date +%s)
step() { printf '\n==> %s (at %ds)\n' "$*" $(($(date +%s) - began)); }

step "Lint"
npm run --silent lint
step "Formatting"
npm run --silent format:check
step "Types"
npm run --silent typecheck
step "Unit and integration tests (embedded PGlite)"
npx vitest run --reporter=default --reporter=./scripts/slowest-tests-reporter.ts
step "Integration tests on PostgreSQL"
bash scripts/test-postgres.sh --reporter=default --reporter=./scripts/slowest-tests-reporter.ts
step "Build"
npm run --silent build
step "Browser journeys (Playwright + Chromium)"
npx playwright test -c apps/web/playwright.config.ts
step "All steps passed"
