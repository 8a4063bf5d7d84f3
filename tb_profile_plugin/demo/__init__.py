"""Bundled demo logdir: a small real JAX profile (copy of tests/fixtures/jax_jit_train)."""

from pathlib import Path

DEMO_LOGDIR = Path(__file__).parent / "logdir"
