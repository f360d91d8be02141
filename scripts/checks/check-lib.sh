# shellcheck shell=bash
# The PASS/FAIL lines and the closing count shared by the shell checks (nginx-check.sh,
# acme-check.sh). Sourced, not run: `. "$(dirname "$0")/check-lib.sh"`.
passed=0
failed=0
pass() {
  passed=$((passed + 1))
  echo "PASS  $1"
}
fail() {
  failed=$((failed + 1))
  echo "FAIL  $1${2:+ — $2}"
}
# summary NAME: the closing line ("NAME: N passed, N failed", which CI reads) and the exit status.
summary() {
  echo "$1: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
