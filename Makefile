# Two commands from a fresh clone:
#   make demo   installs the project into .venv and runs TensorBoard with the
#               plugin on the bundled demo profile (prints the URL)
#   make test   installs everything the tests need into .venv and runs them
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 6006

.PHONY: demo test install install-test frontend-deps frontend check-bundle browser-deps protos bench clean \
	test-compat test-resolve test-oldest test-newest-python test-tf

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
	$(MAKE) --no-print-directory test-compat

# Installs next to the frameworks users run (needs PyPI): the project resolves
# with each TensorFlow 2.15-2.21, JAX and PyTorch; the suite passes on the
# oldest dependencies we accept, with outputs byte-identical to the newest;
# and a real TensorFlow 2.18 profiles, captures and serves every tool.
test-compat: test-resolve test-oldest test-newest-python test-tf

test-resolve: install-test
	$(BIN)/python -m pytest -q -p no:cacheprovider compat/test_resolve.py

# Python 3.10 (pyenv's, where installed) with compat/oldest.txt: the floors of
# pyproject.toml (protobuf 4.21.6, grpcio 1.48.2, TensorBoard 2.15, numpy 1.24,
# pandas 2.0) and JAX 0.4.30. Everything but the browser tests.
OLDEST_PYTHON ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.10.*/bin/python3) $(PYTHON))
OLDEST_VENV ?= .venv-oldest
test-oldest: install-test
	bash compat/suite_in_venv.sh $(OLDEST_PYTHON) $(OLDEST_VENV) $(BIN)/python -c compat/oldest.txt

# The newest Python we support (pyenv's 3.13, where installed) with the newest
# releases: everything but the browser tests, and the same bytes as here.
NEWEST_PYTHON ?= $(lastword $(wildcard $(HOME)/.pyenv/versions/3.13.*/bin/python3))
NEWEST_VENV ?= .venv-newest
test-newest-python: install-test
	@if [ -z "$(NEWEST_PYTHON)" ]; then echo "test-newest-python: no Python 3.13 here (set NEWEST_PYTHON): skipped"; \
	  else bash compat/suite_in_venv.sh $(NEWEST_PYTHON) $(NEWEST_VENV) $(BIN)/python; fi

# A real TensorFlow beside the newest: tensorflow-cpu 2.18 first, then the
# plugin, which must change none of the versions TensorFlow installed.
TF_VERSION ?= 2.18.*
TF_VENV ?= .venv-tf
test-tf:
	test -x $(TF_VENV)/bin/python || $(PYTHON) -m venv $(TF_VENV)
	$(TF_VENV)/bin/python -m pip install --quiet 'tensorflow-cpu==$(TF_VERSION)'
	@$(TF_VENV)/bin/python -m pip list --format=freeze | sort > $(TF_VENV)/before.txt
	$(TF_VENV)/bin/python -m pip install --quiet --upgrade-strategy only-if-needed .
	@$(TF_VENV)/bin/python -m pip list --format=freeze | sort > $(TF_VENV)/after.txt
	@comm -23 $(TF_VENV)/before.txt $(TF_VENV)/after.txt > $(TF_VENV)/changed.txt; \
	  if [ -s $(TF_VENV)/changed.txt ]; then echo "installing the plugin changed TensorFlow's packages:"; \
	  cat $(TF_VENV)/changed.txt; exit 1; fi; echo "installing the plugin changed none of TensorFlow's packages"
	$(TF_VENV)/bin/python compat/tf_env_check.py

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
	rm -rf $(VENV) $(OLDEST_VENV) $(NEWEST_VENV) $(TF_VENV) build *.egg-info
