#!/usr/bin/env bash
# The suite (all but the browser tests) in another environment, then every tool's
# output there compared byte for byte with this checkout's main environment:
#   compat/suite_in_venv.sh PYTHON VENV MAIN_PYTHON [pip options, e.g. -c compat/oldest.txt]
# Used by `make test-oldest` and `make test-newest-python`.
set -euo pipefail
python=$1 venv=$2 main=$3
shift 3
test -x "$venv/bin/python" || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet "$@" -e . pytest 'jax[cpu]'
"$venv/bin/python" --version
"$venv/bin/python" -m pip list --format=freeze | grep -iE '^(protobuf|grpcio|tensorboard|numpy|pandas|jax)=' || true
"$venv/bin/python" -m pytest -q -p no:cacheprovider --ignore=tests/browser
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$main" scripts/convert_all.py write "$tmp/main"
"$venv/bin/python" scripts/convert_all.py write "$tmp/other"
"$main" scripts/convert_all.py compare "$tmp/main" "$tmp/other"
