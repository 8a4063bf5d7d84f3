#!/usr/bin/env python3
"""Produce a REAL, large (~30 MB, ~1M events) TensorFlow XSpace profile for benchmarks.

Run with a Python that has TensorFlow (see tests/fixtures/README.md for the venv):

    /work/venvs/tf/bin/python bench/make_big_profile.py            # -> bench/data/big_tf/
    python3 bench/make_big_profile.py --inspect                    # size, #events, parse time

Output: bench/data/big_tf/plugins/profile/<session>/<host>.xplane.pb (bench/data/ is
git-ignored).  The workload is a custom training loop of a small, deep MLP (many tiny
ops per step) fed by a tf.data pipeline (map/batch/prefetch), each step wrapped in
``tf.profiler.experimental.Trace('train', step_num=..., _r=1)``, profiled with
host_tracer_level=2 (TF ops, tf.data, executor events), python tracer off.
``--steps``/``--layers`` scale the event count (about 2,600 events per step with the
defaults).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent
DEFAULT_OUT = HERE / "data" / "big_tf"


class _Level:
    """TF 2.21 ignores int ProfilerOptions levels; an __index__ object (no __bool__) works."""

    def __init__(self, value: int):
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __int__(self) -> int:
        return self.value


def generate(out: Path, steps: int, layers: int, width: int) -> None:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    import numpy as np
    import tensorflow as tf

    tf.keras.utils.set_random_seed(0)
    tf.config.threading.set_intra_op_parallelism_threads(2)
    tf.config.threading.set_inter_op_parallelism_threads(2)

    rng = np.random.RandomState(0)
    x = rng.rand(4096, width).astype("float32")
    y = rng.randint(0, 10, size=(4096,)).astype("int32")
    ds = (
        tf.data.Dataset.from_tensor_slices((x, y))
        .map(lambda a, b: (a * 2.0 - 1.0, b), num_parallel_calls=2)
        .repeat()
        .batch(32)
        .prefetch(2)
    )
    it = iter(ds)

    model = tf.keras.Sequential(
        [tf.keras.Input((width,))]
        + [tf.keras.layers.Dense(width, activation="relu") for _ in range(layers)]
        + [tf.keras.layers.Dense(10)]
    )
    optimizer = tf.keras.optimizers.Adam(1e-3)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    train_step(*next(it))  # trace outside the profile

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{out.name}-", dir=out.parent))
    try:
        opts = tf.profiler.experimental.ProfilerOptions(
            host_tracer_level=_Level(2),
            python_tracer_level=_Level(0),
            device_tracer_level=_Level(1),
            delay_ms=_Level(0),
        )
        t0 = time.perf_counter()
        tf.profiler.experimental.start(str(tmp), options=opts)
        try:
            for step in range(steps):
                with tf.profiler.experimental.Trace("train", step_num=step, _r=1):
                    loss = train_step(*next(it))
            loss = float(loss)
        finally:
            tf.profiler.experimental.stop()
        print(f"profiled {steps} steps in {time.perf_counter() - t0:.1f}s, final loss {loss:.4f}")
        tmp.chmod(0o755)
        if out.exists():
            shutil.rmtree(out)
        tmp.rename(out)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)
    for p in sorted(out.rglob("*.xplane.pb")):
        print(f"wrote {p} ({p.stat().st_size / 1e6:.1f} MB)")


def inspect(out: Path) -> None:
    """Size, event count and XSpace.FromString time (run with the system python3)."""
    sys.path.insert(0, str(REPO_ROOT))
    from google.protobuf.internal import api_implementation

    from tb_profile_plugin.protos import xplane_pb2

    for p in sorted(out.rglob("*.xplane.pb")):
        data = p.read_bytes()
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            space = xplane_pb2.XSpace.FromString(data)
            times.append(time.perf_counter() - t0)
        n_events = sum(len(line.events) for plane in space.planes for line in plane.lines)
        print(f"{p}: {len(data) / 1e6:.1f} MB, {n_events} events")
        for plane in space.planes:
            print(
                f"  plane {plane.name!r}: lines={len(plane.lines)} "
                f"events={sum(len(line.events) for line in plane.lines)} event_metadata={len(plane.event_metadata)}"
            )
        print(
            f"  XSpace.FromString: best {min(times):.3f}s of {len(times)} "
            f"(protobuf backend: {api_implementation.Type()})"
        )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="logdir to (re)create")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--layers", type=int, default=16, help="hidden Dense layers (ops per step)")
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--inspect", action="store_true", help="only report size/events/parse time")
    args = ap.parse_args(argv)
    if not args.inspect:
        generate(args.out.resolve(), args.steps, args.layers, args.width)
    else:
        inspect(args.out.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
