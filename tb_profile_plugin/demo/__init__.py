"""Bundled demo logdir: small real profiles, copies of two test fixtures.

- `plugins/profile/<session>/vm.xplane.pb`: a jitted JAX training loop
  (tests/fixtures/jax_jit_train), with HLO protos;
- `keras/train/plugins/profile/<session>/vm.xplane.pb`: a Keras model profiled
  with the TensorBoard callback (tests/fixtures/tf_keras_profile_batch).
"""

from pathlib import Path

DEMO_LOGDIR = Path(__file__).parent / "logdir"
