# Two commands from a fresh clone:
#   make demo   installs the project into .venv and runs TensorBoard with the
#               plugin on the bundled demo profile (prints the URL)
#   make test   installs everything the tests need into .venv and runs them
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 6006

.PHONY: demo test install install-test frontend-deps frontend check-bundle browser-deps protos bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .

install-test: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'

demo: install
	$(BIN)/tb-profile demo --port $(PORT)

# Tests need: the Python test extras, the frontend's npm packages (Vitest for
# the components, Vite to check the committed bundle) and Debian's chromium
# for the browser tests (installed with apt when missing; needs root).
test: install-test frontend-deps browser-deps check-bundle
	cd frontend && npx vitest run
	$(BIN)/python -m pytest -q

frontend-deps:
	cd frontend && npm ci --no-audit --no-fund --loglevel=error

# Rebuild the committed bundle (tb_profile_plugin/static/) from frontend/src.
frontend: frontend-deps
	cd frontend && npx vite build

# Fails when the committed bundle is not what the source builds to.
check-bundle: frontend-deps
	@tmp=$$(mktemp -d) && (cd frontend && npx vite build --outDir "$$tmp" --emptyOutDir --logLevel warn) \
	  && if diff -r "$$tmp" tb_profile_plugin/static >/dev/null; then rm -rf "$$tmp"; \
	  else diff -r "$$tmp" tb_profile_plugin/static | head -5; rm -rf "$$tmp"; \
	  echo "tb_profile_plugin/static/ is stale: run 'make frontend' and commit it"; exit 1; fi

browser-deps:
	@test -x /usr/bin/chromium || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

# Regenerate tb_profile_plugin/protos/ from protos/*.proto.
protos: install-test
	$(BIN)/python scripts/gen_protos.py

# Benchmark a profile: make bench XPLANE=path/to/host.xplane.pb [XPROF_PYTHON=/venv/bin/python]
bench: install
	$(BIN)/python bench/bench.py $(XPLANE) $(if $(XPROF_PYTHON),--xprof-python $(XPROF_PYTHON))

clean:
	rm -rf $(VENV) build *.egg-info
