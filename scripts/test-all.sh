#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, formatting, types, unit and integration tests on the
# embedded database, the integration tests again on PostgreSQL, the production build and the
# sign-in page's JavaScript budget on it, and the browser journeys in Chromium against the built
# platform.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the time since the suite began, so a slow step shows in every CI log.
began=$(date +%s)
step() { printf '\n==> %s (at %ds)\n' "$*" $(($(date +%s) - began)); }

# Run commands side by side (one per core), then print each one's output in turn; fails when
# any of them failed.
side_by_side() {
  local dir i=0 rc=0
  local -a pids=() commands=("$@")
  dir=$(mktemp -d)
  for command in "$@"; do
    bash -c "$command" >"$dir/$i.log" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for pid in "${pids[@]}"; do
    if ! wait "$pid"; then
      rc=1
      printf 'FAILED: %s\n' "${commands[$i]}"
    fi
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$rc"
}

step "Lint, import cycles and formatting"
side_by_side "npm run --silent lint && npm run --silent cycles" "npm run --silent format:check"
step "Types"
side_by_side \
  "npm run --silent typecheck -w @cyber/domain && npm run --silent typecheck -w @cyber/server" \
  "npm run --silent typecheck -w @cyber/web"
reporters=(--reporter=default --reporter=./scripts/slowest-tests-reporter.ts)
if bash scripts/test-postgres.sh --available; then
  # Every server test runs on PostgreSQL below. On the embedded database (the same SQL, one
  # in-process connection): the domain and web projects, and the server tests of what is the
  # embedded database's own (opening, locking, backing up, starting, the in-memory request
  # budget, the bulk upload's PGlite path) and of the quick start's first steps (signing in, the
  # accounts search on pg_trgm). The browser journeys then run the whole platform on it.
  step "Unit tests, and the integration tests of the embedded database (PGlite)"
  npx vitest run "${reporters[@]}" packages/domain apps/web \
    apps/server/test/db apps/server/test/lib apps/server/test/architecture \
    apps/server/test/startup.test.ts apps/server/test/modules/system/health.test.ts \
    apps/server/test/modules/system/metrics.test.ts \
    apps/server/test/modules/tags-bulk-upload apps/server/test/modules/auth \
    apps/server/test/modules/accounts
  step "Integration tests on PostgreSQL"
  bash scripts/test-postgres.sh "${reporters[@]}"
else
  step "Unit and integration tests (embedded PGlite; no PostgreSQL here)"
  npx vitest run "${reporters[@]}"
fi
step "Build"
npm run --silent build
step "Sign-in page JavaScript budget (on the build)"
SIGN_IN_BUDGET_DIST=apps/web/dist npx vitest run apps/web/test/app/sign-in-budget.test.ts
step "Browser journeys (Playwright + Chromium)"
if ! npx playwright test -c apps/web/playwright.config.ts; then
  # What each failed journey's page showed when it failed (its accessibility tree), so that a
  # failure on a machine whose checkout is gone can still be read from the log.
  find apps/web/test-results -name error-context.md -print0 2>/dev/null |
    while IFS= read -r -d '' context; do
      printf '\n--- %s\n' "$context"
      head -c 20000 "$context"
    done
  exit 1
fi
step "All steps passed"
