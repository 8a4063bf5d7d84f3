"""overview_page's note on XLA's thread-pool work (analysis/steps.py: counted as host compute in
every step here, in some steps only by XProf 2.24): on the JAX CPU profiles that have it, not
on TensorFlow ones (whose thread-pool Regions run on TF's own threads)."""

from __future__ import annotations

import pytest

from conftest import REFERENCE, fixture_xplane
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.tools import overview_page


def _notes(path) -> list[str]:
    return [n for n in overview_page.convert([xspace.load(path)], {})["diagnostics"]["info"] if "thread-pool" in n]


@pytest.mark.parametrize("path", [lambda: fixture_xplane("jax_async_dispatch"), lambda: fixture_xplane("jax_jit_train"),
                                  lambda: next((REFERENCE / "jax_cpu").rglob("*.xplane.pb"))],
                         ids=["jax_async_dispatch", "jax_jit_train", "reference_jax_cpu"])
def test_jax_cpu_profiles_say_xla_thread_pool_work_is_host_compute_in_every_step(path):
    (note,) = _notes(path())
    assert "tf_XLAEigen" in note and "tf_XLAPjRtCpuClient" in note
    assert "every step" in note and "XProf" in note and "input-bound" in note


@pytest.mark.parametrize("scenario", ["tf_loop_python_tracer", "tf_keras_profile_batch", "tf_custom_loop_steps"])
def test_tensorflow_profiles_have_no_such_note(scenario):
    """Their Regions (tf_Compute, tf_numa_-1_Eigen) are TF's executor threads, counted by XProf too."""
    assert _notes(fixture_xplane(scenario)) == []
