# Two commands from a fresh clone:
#   make demo   installs the project into .venv and runs TensorBoard with the
#               plugin on the bundled demo profile (prints the URL)
#   make test   installs everything the tests need into .venv and runs them
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 6006

.PHONY: demo test install install-test protos bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .

install-test: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'

demo: install
	$(BIN)/tb-profile demo --port $(PORT)

test: install-test
	$(BIN)/python -m pytest -q

# Regenerate tb_profile_plugin/protos/ from protos/*.proto.
protos: install-test
	$(BIN)/python scripts/gen_protos.py

# Benchmark a profile: make bench XPLANE=path/to/host.xplane.pb [XPROF_PYTHON=/venv/bin/python]
bench: install
	$(BIN)/python bench/bench.py $(XPLANE) $(if $(XPROF_PYTHON),--xprof-python $(XPROF_PYTHON))

clean:
	rm -rf $(VENV) build *.egg-info
