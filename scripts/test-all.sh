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
step "Unit and integration tests (embedded PGlite)"
npx vitest run --reporter=default --reporter=./scripts/slowest-tests-reporter.ts
step "Integration tests on PostgreSQL"
bash scripts/test-postgres.sh --reporter=default --reporter=./scripts/slowest-tests-reporter.ts
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
