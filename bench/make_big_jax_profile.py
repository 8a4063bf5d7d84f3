#!/usr/bin/env python3
"""Produce a REAL, large JAX CPU profile (~1M events) for the XLA op tools' benchmarks.

Run with a Python that has JAX (see tests/fixtures/README.md for the venv):

    /work/venvs/jax/bin/python bench/make_big_jax_profile.py     # -> bench/data/big_jax/

The workload: a jitted training step of a deep, narrow MLP (`--layers` dense layers with
tanh, so the XLA CPU runtime runs a few hundred thunks per step, each one recorded as an
`hlo_op` event), run for `--steps` steps, each inside `jax.profiler.StepTraceAnnotation`,
under `jax.profiler.trace`. Output: bench/data/big_jax/plugins/profile/<session>/<host>.xplane.pb
(bench/data/ is git-ignored).
"""

from __future__ import annotations

import argparse
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=1500)
    ap.add_argument("--layers", type=int, default=48)
    ap.add_argument("-o", "--out", default=str(HERE / "data" / "big_jax"))
    args = ap.parse_args()

    import jax
    import jax.numpy as jnp

    keys = jax.random.split(jax.random.PRNGKey(0), args.layers + 2)
    params = [jax.random.normal(k, (32, 32)) * 0.2 for k in keys[: args.layers]]
    x = jax.random.normal(keys[-2], (64, 32))
    y = jax.random.normal(keys[-1], (64, 32))

    def loss(ps, xb, yb):
        h = xb
        for w in ps:
            h = jnp.tanh(h @ w)
        return jnp.mean((h - yb) ** 2)

    @jax.jit
    def train_step(ps, xb, yb):
        grads = jax.grad(loss)(ps, xb, yb)
        return [w - 0.01 * g for w, g in zip(ps, grads)]

    params = jax.block_until_ready(train_step(params, x, y))  # compiled outside the profile
    with jax.profiler.trace(args.out):
        for step in range(args.steps):
            with jax.profiler.StepTraceAnnotation("train", step_num=step):
                params = jax.block_until_ready(train_step(params, x, y))
    (found,) = Path(args.out).glob("plugins/profile/*/*.xplane.pb")
    print(found, f"{found.stat().st_size / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
