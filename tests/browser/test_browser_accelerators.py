"""The real TPU v6e and AMD MI300X profiles (tests/fixtures/accelerators) in a real
TensorBoard and Chromium: every tool the run offers draws its view (no error), with the
numbers XProf 2.24.2 shows for the same file where the view prints them, and a
screenshot of each (tests/browser/artifacts/tensorboard-accelerators-*.png)."""

import pytest

from .app_util import MAIN, screenshots

TPU, MI300X = "tpu_v6e_x4_inference", "jax_mi300x_conv"


@pytest.fixture
def accel(servers):
    return servers.get("tensorboard", "accelerators")


def _run(target, name: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(name + "/")]
    return run


@pytest.mark.parametrize("name", [TPU, MI300X])
def test_every_tool_draws_on_real_accelerator_profiles(page, accel, name):
    run = _run(accel, name)
    tools = [t for t in accel.json("run_tools", run=run) if t != "trace_viewer@"]
    assert {"overview_page", "op_profile", "hlo_stats", "roofline_model", "trace_viewer"} <= set(tools)
    app = accel.open(page, run=run, tool="overview_page")
    for tool in tools:
        if tool != app.view_tool():
            app.select("tool", tool, tool)
        app.expect_view(tool)
        assert "unknown program" not in app.main_text()
        screenshots(app, f"accelerators-{name}-{tool}", sizes=((1280, 800),))


def test_tpu_op_profile_names_its_programs(page, accel):
    """The programs by their 64-bit ids (above 2^63), every op under its program."""
    app = accel.open(page, run=_run(accel, TPU), tool="op_profile")
    app.expect_view("op_profile")
    names = app.loc(f"{MAIN} table.tbp-op-table tbody tr.tbp-op-row span.tbp-op-label").all_inner_texts()
    assert names[:1] == ["jit_f(12190760917235803885)"]
    assert "jit__psum(9646411105960254074)" in names and "IDLE" in names


def test_tpu_overview_shows_xprofs_duty_cycle(page, accel):
    """XProf: duty cycle 86.5 %, idle 13.4 %, device "TPU v6 Lite" (no step markers)."""
    app = accel.open(page, run=_run(accel, TPU), tool="overview_page")
    app.expect_view("overview_page")
    text = app.main_text()
    for expected in ("Device duty cycle\n86.5%", "Device idle time\n13.4%", "TPU v6 Lite"):
        assert expected in text or expected.replace("\n", "") in text.replace("\t", ""), expected
