"""The memory_profile view in a real browser, in TensorBoard and standalone."""

from .fixtures_util import TF_RUN_PREFIX


def test_memory_profile_view(page, target):
    runs = target.json("runs")
    (run,) = [r for r in runs if r.startswith(TF_RUN_PREFIX)]
    data = target.json("data", run=run, tag="memory_profile", host="vm")
    memory_id = data["memory_ids"][0]
    profile = data["profiles"][memory_id]
    app = target.open(page, run=run, tool="memory_profile", host="vm")
    app.expect_view("memory_profile")
    text = app.main_text()
    for label in ("Memory Profile Summary", "#Allocation", "Peak Memory Usage", "Fragmentation",
                  "Memory Timeline Graph", "Memory Breakdown Table"):
        assert label in text, label
    assert f"{profile['summary']['num_allocations']:,}" in text
    assert app.loc("select#tbp-memory-id").input_value() == memory_id
    # The chart draws on a canvas; the breakdown table lists the live allocations.
    assert app.loc("div.tbp-view canvas").count() >= 1
    assert app.table_rows().count() == min(50, len(profile["breakdown"]["rows"]))
    # Hovering the timeline fills the event card.
    box = app.loc("div.tbp-view canvas").first.bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.5)
    page.wait_for_timeout(300)
    assert "Allocation size" in app.main_text()
    app.screenshot("memory_profile")
    assert not getattr(page, "errors", [])


def test_memory_profile_unavailable_for_jax(page, target):
    runs = target.json("runs")
    (run,) = [r for r in runs if r.startswith("jax_jit_train")]
    tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
    assert not tools["memory_profile"]["available"]
    assert "allocator" in tools["memory_profile"]["reason"]
