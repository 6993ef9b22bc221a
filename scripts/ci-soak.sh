#!/usr/bin/env bash
# Proof of steadiness: clone main afresh N times and run .ci/run in each clone, as CI does,
# printing each run's result and wall time. With --load, two CPU-bound processes run beside every
# run (a busy machine). Usage: scripts/ci-soak.sh [N=3] [--load] [--ref BRANCH]
set -uo pipefail
cd "$(dirname "$0")/.."

runs=3
load=false
ref=main
while [ $# -gt 0 ]; do
  case "$1" in
    --load) load=true ;;
    --ref) ref="$2"; shift ;;
    [0-9]*) runs="$1" ;;
    *) echo "usage: $0 [N] [--load] [--ref BRANCH]" >&2; exit 2 ;;
  esac
  shift
done

repo=$(pwd)
work=$(mktemp -d)
hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done; hogs=(); }
trap 'stop_hogs; rm -rf "$work"' EXIT

passed=0
for i in $(seq 1 "$runs"); do
  clone="$work/run-$i"
  git clone -q --branch "$ref" "$repo" "$clone"
  if [ "$load" = true ]; then
    for _ in 1 2; do (while :; do :; done) & hogs+=("$!"); done
  fi
  start=$(date +%s)
  (cd "$clone" && CI=true bash .ci/run </dev/null >"$work/run-$i.log" 2>&1)
  rc=$?
  seconds=$(( $(date +%s) - start ))
  stop_hogs
  if [ "$rc" = 0 ]; then
    passed=$((passed + 1)); verdict=passed
  else
    verdict="FAILED (exit $rc)"
    cp "$work/run-$i.log" "$repo/var/ci-soak-run-$i.log" 2>/dev/null \
      || { mkdir -p "$repo/var" && cp "$work/run-$i.log" "$repo/var/ci-soak-run-$i.log"; }
    echo "  log kept in var/ci-soak-run-$i.log"
  fi
  printf 'run %d of %d: %s in %dm%02ds%s\n' "$i" "$runs" "$verdict" $((seconds / 60)) \
    $((seconds % 60)) "$([ "$load" = true ] && echo ' (two CPU-bound processes beside it)')"
  rm -rf "$clone"
done
echo "$passed passed, $((runs - passed)) failed"
[ "$passed" = "$runs" ]
