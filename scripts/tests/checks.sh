# Sourced by the scripts' tests: named checks that count, and the closing line scripts/test adds to its totals.
passed=0
failed=0

# check WHAT EXPECTED ACTUAL: passes when the two strings are equal, else prints both.
check() {
    if [ "$2" = "$3" ]; then
        passed=$((passed + 1))
        echo "pass: $1"
    else
        failed=$((failed + 1))
        printf 'FAIL: %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
    fi
}

# check_that WHAT COMMAND...: passes when the command succeeds.
check_that() {
    local what=$1
    shift
    if "$@"; then check "$what" ok ok; else check "$what" "success" "exit $? from: $*"; fi
}

# Prints `N passed, N failed` (scripts/test reads that line) and fails when anything did.
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
