"""Bundled demo logdir: small real profiles, copies of four test fixtures.

- `plugins/profile/<session>/vm.xplane.pb`: a jitted JAX training loop
  (tests/fixtures/jax_jit_train), with HLO protos;
- `keras/train/plugins/profile/<session>/vm.xplane.pb`: a Keras model profiled
  with the TensorBoard callback (tests/fixtures/tf_keras_profile_batch);
- `tpu_v6e_x4_inference/plugins/profile/<session>/tpu_inference_2.xplane.pb`: JAX
  inference on 4 TPU v6e chips (tests/fixtures/accelerators; from openxla/xprof,
  Apache-2.0, © The OpenXLA Authors);
- `jax_mi300x_conv/plugins/profile/<session>/tw003.xplane.pb`: a JAX 3-D convolution
  on 8 AMD MI300X GPUs (tests/fixtures/accelerators; from AMD-AGI/TraceLens, MIT,
  © Advanced Micro Devices, Inc.).

The last two are byte-for-byte copies of other projects' files: NOTICE.md, beside
this module, gives their sources and licenses. `python3 tests/fixtures/make_fixtures.py
--update-demo` rewrites the logdir from the fixtures.
"""

from pathlib import Path

DEMO_LOGDIR = Path(__file__).parent / "logdir"
