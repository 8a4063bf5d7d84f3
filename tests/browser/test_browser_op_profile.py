"""The op_profile view in a real browser, in TensorBoard and standalone: the
jax_jit_train fixture (JAX on CPU: times from the XLA runtime's thunk events)
and the synthetic GPU run of tests/test_op_profile.py (custom fusion 30 µs,
dot 14, loop fusion 12, IDLE 98 of 154 µs; peak 100 TFLOP/s)."""

from playwright.sync_api import expect

from .app_util import MAIN
from .fixtures_util import OP_PROFILE_GPU_RUN

ROWS = f"{MAIN} table.tbp-op-table tbody tr.tbp-op-row"


def _rows(app) -> list[list[str]]:
    """[time %, name, framework op, FLOPS, memory BW] of each visible row."""
    return app.loc(ROWS).evaluate_all("""trs => trs.map(tr => [...tr.children].map((td, i) =>
        (i === 1 ? td.querySelector('.tbp-op-label') : td).textContent.trim()))""")


def _row(app, name: str):
    return app.loc(ROWS).filter(has=app.loc(f'span.tbp-op-label:text-is("{name}")'))


def _expand(app, name: str) -> None:
    _row(app, name).locator("button.tbp-op-toggle").click()


def test_op_profile_jax_cpu(page, target):
    (run,) = [r for r in target.json("runs") if r.startswith("jax_jit_train")]
    data = target.json("data", run=run, tag="op_profile", host="vm")
    assert data["source"] == "host" and data["hlo"]["unmatched_ops"] == []
    total = data["root"]["metrics"]["time_ps"]
    app = target.open(page, run=run, tool="op_profile", host="vm")
    app.expect_view("op_profile")
    text = app.main_text()
    for label in ("HLO Op Profile", "Overview", "FLOPS utilization", "Memory bandwidth utilization",
                  "thunk events", "Ops per category", "Group by", "Sort by", "Include idle time",
                  "TensorFlow/JAX op", "Hover over an op"):
        assert label.lower() in text.lower(), label  # the controls' labels are small caps (.tbp-field-label)
    # No peak numbers on a CPU: utilizations are n/a, the suggestion says why.
    assert "utilizations are unknown" in text
    rows = _rows(app)
    assert [r[1] for r in rows] == ["jit_train_step(26)", "dot", "custom fusion", "loop fusion", "IDLE"]
    # dot: 388.89 µs of 917.82 µs.
    assert rows[1][0] == f"{100 * 388_890_000 / total:.1f}%" == "42.4%"
    # The style sheet applies (a constructed sheet: the page's CSP forbids inline <style>).
    color = app.loc(f"{MAIN} .tbp-op-bar-fill").first.evaluate("n => getComputedStyle(n).backgroundColor")
    assert color == "rgb(245, 124, 0)"

    _expand(app, "custom fusion")
    _expand(app, "ynn_fusion.3")
    names = [r[1] for r in _rows(app)]
    at = names.index("custom fusion")
    assert names[at + 1: at + 3] == ["ynn_fusion.3", "dot_general.2"]
    _expand(app, "dot")  # the category; its op of the same name follows
    _row(app, "dot").last.hover()
    details = app.loc(f"{MAIN} .tbp-op-details").inner_text()
    assert "%dot = f32[64,128]{1,0} dot(f32[256,64]{1,0} %xb.1" in details
    assert "jit(train_step)/transpose(jvp())/transpose" in details and "Occurrences" in details
    _row(app, "ynn_fusion.3").click()  # pins the card
    page.mouse.move(5, 5)
    assert "ynn_fusion.3" in app.loc(f"{MAIN} .tbp-op-details").inner_text()
    app.screenshot("op_profile")

    # Excluding idle time drops IDLE and takes percentages of op time.
    app.loc("#tbp-op-idle").uncheck()
    rows = _rows(app)
    assert "IDLE" not in [r[1] for r in rows]
    assert rows[1][0] == f"{100 * 388_890_000 / data['root']['metrics_exclude_idle']['time_ps']:.1f}%"
    assert app.url_state().get("idle") == "0"
    # Group by category: fetched again, categories at the top.
    first = app.loc(f"{ROWS} span.tbp-op-label").first
    app.loc("#tbp-op-group").select_option("category")
    expect(first).to_have_text("dot")
    assert [r[1] for r in _rows(app)] == ["dot", "custom fusion", "loop fusion"]
    assert app.url_state().get("group_by") == "category"
    app.loc("#tbp-op-group").select_option("provenance")
    expect(first).to_have_text("jit_train_step(26)")
    assert [r[1] for r in _rows(app)][1] == "jit(train_step)"
    app.screenshot("op_profile_by_provenance")
    assert not getattr(page, "errors", [])


def test_op_profile_gpu(page, target):
    data = target.json("data", run=OP_PROFILE_GPU_RUN, tag="op_profile", host="gpuhost")
    assert data["device_type"] == "GPU"
    app = target.open(page, run=OP_PROFILE_GPU_RUN, tool="op_profile", host="gpuhost")
    app.expect_view("op_profile")
    overview = app.loc(f"{MAIN} .tbp-op-overview").inner_text()
    util = data["overview"]["flops_utilization"]
    assert f"{100 * util:.1f}%" in overview and "FLOPS utilization" in overview
    assert "idle 63.6%" in overview  # a suggestion: 98 of 154 µs idle
    rows = _rows(app)
    assert [(r[1], r[0]) for r in rows] == [
        ("IDLE", "63.6%"), ("jit_train_step(26)", "36.4%"), ("custom fusion", "19.5%"), ("dot", "9.1%"),
        ("loop fusion", "7.8%")]
    _expand(app, "dot")
    dot = [r for r in _rows(app) if r[1] == "dot"][-1]
    dot_node = data["root"]["children"][1]["children"][1]["children"][0]
    assert dot[3] == f"{100 * dot_node['metrics']['flops_utilization']:.1f}%"
    assert dot[4] == "2.1%"  # 458752 bytes in 14 µs of 1555 GB/s (XProf: 2.107%)
    cell = _row(app, "dot").last.locator("td.tbp-op-flops")
    assert cell.evaluate("n => getComputedStyle(n).backgroundColor") != "rgba(0, 0, 0, 0)"
    _row(app, "dot").last.click()
    details = app.loc(f"{MAIN} .tbp-op-details").inner_text()
    # 2 x 2*64*128*256 FLOPs in 14 µs = 599.19 GFLOP/s, 0.6% of 100 TFLOP/s.
    assert "FLOPS utilization\n0.6% (599.19 GFLOP/s)" in details
    # Sort by FLOPS utilization: the dot (most FLOPs per second) first among categories.
    app.loc("#tbp-op-sort").select_option("flops")
    names = [r[1] for r in _rows(app)]
    assert names.index("dot") < names.index("custom fusion") < names.index("loop fusion")
    app.screenshot("op_profile_gpu")
    assert not getattr(page, "errors", [])
