"""The graph_viewer view (XProf's Graph Viewer) in a real browser, in TensorBoard and
standalone. On the jax_jit_train fixture: picked in the Tool selector, the graph is
around `dot` (the op with the most self time) and has the server's nodes and edges;
a click shows an op's details (its HLO text is the server's), the width and a fusion's
expansion redraw it, "Center here" re-centres it, and the DOT and HLO text downloads
are the server's. Links from hlo_stats, op_profile and memory_viewer open the graph
around their op, and the graph's links open op_profile on the op. On a synthetic
module of 10,000 instructions: the default view draws, the op named with markup is
found by name and stays text, width 20 around a middle op is cut at 500 ops (a note
says so). ELK runs in a worker loaded from the plugin's static files."""

from __future__ import annotations

from .app_util import MAIN
from .fixtures_util import GRAPH_HOST, GRAPH_RUN

TOOL = "graph_viewer"
STAGE = f"{MAIN} .tbp-gv-stage"
NODES = f"{MAIN} svg.tbp-gv-graph .tbp-gv-node:not(.tbp-gv-fused-node)"
FUSED = f"{MAIN} svg.tbp-gv-graph .tbp-gv-fused-node"
DETAILS = f"{MAIN} .tbp-gv-details"
SIZES = ((1600, 1000), (1280, 800))
HOSTILE_OP = '<img src=x onerror="alert(1)">'  # tests/graph_util.py HOSTILE_OP
MIDDLE_OP = "add.5003"  # an op near instruction 5000 of the 10,000


def _run(target) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith("jax_jit_train/")]
    return run


def _draws(app) -> int:
    return int(app.loc(STAGE).get_attribute("data-draws") or 0)


def _wait_drawn(app, after: int, timeout: float = 30_000) -> int:
    """Waits for the graph's next drawing (layout and SVG) after `after` drawings; returns the count."""
    app.frame.wait_for_function(
        """n => { const s = document.querySelector('.tbp-gv-stage');
                 return s && Number(s.dataset.draws || 0) > n && s.getAttribute('aria-busy') === 'false'; }""",
        arg=after, timeout=timeout)
    return _draws(app)


def _names(app, selector: str = NODES) -> list[str]:
    return app.loc(selector).evaluate_all("gs => gs.map(g => g.getAttribute('data-name'))")


def _click_node(app, name: str) -> None:
    # Its name line: the box's middle can be under a fused box or an edge's arrow.
    app.loc(f"{NODES}[data-name={_css_string(name)}] > text.tbp-gv-name").click()


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _screenshots(app, name: str) -> None:
    for width, height in SIZES:
        app.page.set_viewport_size({"width": width, "height": height})
        app.frame.wait_for_timeout(200)
        app.loc(f"{MAIN} .tbp-gv-fit").click()
        app.screenshot(f"{name}-{width}x{height}")
    app.page.set_viewport_size({"width": 1280, "height": 900})


def _download_text(app, button: str) -> tuple[str, str]:
    with app.page.expect_download() as info:
        app.loc(f"{MAIN} {button}").click()
    download = info.value
    return download.suggested_filename, open(download.path(), encoding="utf-8").read()


def test_graph_viewer_view(page, target):
    run = _run(target)
    tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
    assert tools[TOOL]["available"], tools[TOOL]
    data = target.json("data", run=run, tag=TOOL, host="vm")
    assert data["node"] == "dot" and data["hot_ops"][0]["name"] == "dot", data["hot_ops"][:3]

    # Open the run, then pick the tool in the selector: the graph around the op with the most time.
    app = target.open(page, run=run, host="vm")
    app.select("tool", TOOL, tool=TOOL)
    drawn = _wait_drawn(app, 0)
    assert not app.loc("select#tbp-module").is_visible()  # the view has its own module selector
    assert app.loc(f"{MAIN} #tbp-gv-module").input_value() == data["module"]
    assert app.loc(f"{MAIN} #tbp-gv-node").input_value() == "dot"
    assert sorted(_names(app)) == sorted(n["name"] for n in data["nodes"])
    assert app.loc(STAGE).get_attribute("data-nodes") == str(len(data["nodes"]))
    assert app.loc(f"{MAIN} path.tbp-gv-edge").count() == len(data["edges"])
    assert _names(app, f"{NODES}.tbp-gv-centre") == ["dot"]
    summary = app.loc(f"{MAIN} .tbp-gv-summary").inner_text()
    assert f"Module {data['module']}, computation {data['computation']}" in summary, summary
    state = app.url_state()
    assert state["tool"] == TOOL and state["module"] == data["module"] and state["node"] == "dot", state
    # The graph is fitted: every box inside the stage.
    stage = app.loc(STAGE).bounding_box()
    boxes = app.loc(f"{NODES} > .tbp-gv-box").evaluate_all("rs => rs.map(r => r.getBoundingClientRect().toJSON())")
    for b in boxes:
        assert stage["x"] - 1 <= b["x"] and b["x"] + b["width"] <= stage["x"] + stage["width"] + 1, (b, stage)
        assert stage["y"] - 1 <= b["y"] and b["y"] + b["height"] <= stage["y"] + stage["height"] + 1, (b, stage)

    # Click an op: its details, with the server's HLO text.
    other = next(n for n in data["nodes"] if n["distance"] == 1 and n["fused"])
    _click_node(app, other["name"])
    details = app.loc(DETAILS)
    assert details.locator(".tbp-card-title").inner_text() == other["name"]
    assert details.locator("pre.tbp-gv-hlo").text_content() == other["expression"]
    if other["time"]:
        assert "Self time" in details.inner_text()
    assert app.url_state()["selected"] == other["name"]
    _screenshots(app, "graph_viewer-details")

    # Width 1: the URL and the node count follow.
    narrow = target.json("data", run=run, tag=TOOL, host="vm", module=data["module"], node="dot", width=1)
    app.loc(f"{MAIN} #tbp-gv-width").fill("1")
    app.loc(f"{MAIN} #tbp-gv-width").press("Enter")
    drawn = _wait_drawn(app, drawn)
    assert app.url_state()["width"] == "1"
    assert sorted(_names(app)) == sorted(n["name"] for n in narrow["nodes"])
    assert len(narrow["nodes"]) < len(data["nodes"])

    # Expand a fusion: its fused instructions are drawn inside it.
    fusion = next(n for n in narrow["nodes"] if n["fused"] and n["fused"]["nodes"])
    app.loc(f"{NODES}[data-name={_css_string(fusion['name'])}] .tbp-gv-toggle").click()
    drawn = _wait_drawn(app, drawn)
    inner = _names(app, f"{NODES}[data-name={_css_string(fusion['name'])}] .tbp-gv-fused-node")
    assert inner == [f["name"] for f in fusion["fused"]["nodes"]]
    assert app.loc(FUSED).count() == len(fusion["fused"]["nodes"])
    assert app.url_state()["expand"] == f'["{fusion["name"]}"]'
    _screenshots(app, "graph_viewer-fusion")
    # A fused instruction's details.
    first = fusion["fused"]["nodes"][-1]
    app.loc(f"{FUSED}[data-name={_css_string(first['name'])}] > text.tbp-gv-name").click()
    assert app.loc(f"{DETAILS} .tbp-card-title").inner_text() == first["name"]
    assert app.loc(f"{DETAILS} pre.tbp-gv-hlo").text_content() == first["expression"]

    # "Center here" on another op: the graph is around it.
    target_op = next(n for n in narrow["nodes"] if n["distance"] == 1 and not n["fused"])
    _click_node(app, target_op["name"])
    app.loc(f"{DETAILS} .tbp-gv-center").click()
    drawn = _wait_drawn(app, drawn)
    assert app.url_state()["node"] == target_op["name"]
    assert _names(app, f"{NODES}.tbp-gv-centre") == [target_op["name"]]
    centred = target.json("data", run=run, tag=TOOL, host="vm", module=data["module"], node=target_op["name"], width=1)
    assert sorted(_names(app)) == sorted(n["name"] for n in centred["nodes"])

    # Downloads: the DOT of the graph shown, the module as HLO text.
    name, dot = _download_text(app, ".tbp-gv-dot")
    assert dot == centred["dot"]
    assert name.endswith(".dot") and target_op["name"] in name, name
    name, text = _download_text(app, ".tbp-gv-hlo-text")
    assert name.endswith(".txt"), name
    server = target.json("data", run=run, tag=TOOL, host="vm", module=data["module"], format="hlo_text")
    assert text == server["text"] and text.startswith("HloModule ")

    # An unknown op: the server's message, the graph stays.
    app.loc(f"{MAIN} #tbp-gv-node").fill("no_such_op")
    app.loc(f"{MAIN} #tbp-gv-node").press("Enter")
    alert = app.loc(f"{MAIN} .tbp-gv-errors [role=alert]")
    alert.wait_for()
    assert "no instruction named 'no_such_op'" in alert.inner_text()
    assert app.loc(NODES).count() == len(centred["nodes"])
    assert not page.errors, page.errors


def test_graph_viewer_reload_keeps_the_graph(page, target):
    """A shared link (module, node, width, expanded fusion, selection) shows the same graph."""
    run = _run(target)
    data = target.json("data", run=run, tag=TOOL, host="vm", node="dot", width=2)
    fusion = next(n for n in data["nodes"] if n["fused"])
    app = target.open(page, run=run, tool=TOOL, host="vm", module=data["module"], node="dot", width="2",
                      expand=f'["{fusion["name"]}"]', selected=fusion["name"])
    _wait_drawn(app, 0)
    assert sorted(_names(app)) == sorted(n["name"] for n in data["nodes"])
    assert app.loc(FUSED).count() == len(fusion["fused"]["nodes"])
    assert app.loc(f"{DETAILS} .tbp-card-title").inner_text() == fusion["name"]
    assert app.loc(f"{MAIN} #tbp-gv-width").input_value() == "2"

    # Wheel zoom and drag pan move the view, and select nothing; a double click re-centres.
    viewport = app.loc(f"{MAIN} g.tbp-gv-viewport")
    before = viewport.get_attribute("transform")
    zoom = app.loc(f"{MAIN} .tbp-gv-zoom-level").inner_text()
    stage = app.loc(STAGE).bounding_box()
    x, y = stage["x"] + stage["width"] - 60, stage["y"] + stage["height"] - 40  # an empty corner
    page.mouse.move(x, y)
    page.mouse.wheel(0, -300)
    app.frame.wait_for_function("z => document.querySelector('.tbp-gv-zoom-level').textContent !== z", arg=zoom)
    zoomed = viewport.get_attribute("transform")
    assert zoomed != before
    page.mouse.down()
    page.mouse.move(x - 150, y - 80, steps=5)
    page.mouse.up()
    panned = viewport.get_attribute("transform")
    assert panned != zoomed and panned.split("scale")[1] == zoomed.split("scale")[1], (zoomed, panned)
    assert app.loc(f"{DETAILS} .tbp-card-title").inner_text() == fusion["name"]  # the drag selected nothing
    app.loc(f"{MAIN} .tbp-gv-fit").click()
    other = next(n for n in data["nodes"] if n["distance"] == 1 and not n["fused"])
    drawn = _draws(app)
    app.loc(f"{NODES}[data-name={_css_string(other['name'])}] > text.tbp-gv-name").dblclick()
    _wait_drawn(app, drawn)
    assert _names(app, f"{NODES}.tbp-gv-centre") == [other["name"]]
    assert app.url_state()["node"] == other["name"]
    assert not page.errors, page.errors


def test_links_into_the_graph(page, target):
    """hlo_stats' op names, op_profile's op details and memory_viewer's buffer details
    open the graph around that op; the graph's op_profile link selects the op there."""
    run = _run(target)
    app = target.open(page, run=run, tool="hlo_stats", host="vm")
    app.expect_view("hlo_stats")
    link = app.loc(f"{MAIN} a.tbp-gv-cell-link").first
    op = link.inner_text()
    app.act(lambda: link.click(), tool=TOOL)
    _wait_drawn(app, 0)
    assert _names(app, f"{NODES}.tbp-gv-centre") == [op]
    state = app.url_state()
    assert state["node"] == op and state["module"] == "jit_train_step(26)" and "program_id" not in state, state
    assert app.value("tool") == TOOL

    # From the graph to op_profile: the op is selected there.
    _click_node(app, op)
    app.act(lambda: app.loc(f"{DETAILS} .tbp-gv-links a[data-tool=op_profile]").click(), tool="op_profile")
    assert app.loc(f"{MAIN} .tbp-op-row.tbp-op-selected .tbp-op-label").inner_text() == op
    assert app.loc(f"{MAIN} .tbp-op-details .tbp-card-title").inner_text() == op
    assert app.url_state()["op"] == op

    # op_profile: the op's details link to its graph.
    app.act(lambda: app.loc(f"{MAIN} .tbp-op-details a.tbp-gv-open-link").click(), tool=TOOL)
    _wait_drawn(app, 0)
    assert _names(app, f"{NODES}.tbp-gv-centre") == [op]

    # memory_viewer: a buffer's details link to the graph around its instruction.
    app.select("tool", "memory_viewer", tool="memory_viewer")
    buffer = app.loc(f"{MAIN} .tbp-mv-buffer").first
    buffer.hover()
    graph_link = app.loc(f"{MAIN} .tbp-mv-details a.tbp-gv-open-link")
    instruction = graph_link.inner_text().removesuffix(" in the graph viewer")
    module = app.value("module")
    app.act(lambda: graph_link.click(), tool=TOOL)
    _wait_drawn(app, 0)
    assert _names(app, f"{NODES}.tbp-gv-centre") == [instruction]
    assert app.url_state()["module"] == module
    app.screenshot("graph_viewer-from_memory_viewer")
    assert not page.errors, page.errors


def test_graph_viewer_wide_module(page, target):
    """10,000 instructions: the default view, the markup-named op found by name (text
    only), and width 20 around a middle op cut at 500 ops, with a note."""
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    console_errors = []
    page.on("console", lambda m: console_errors.append((m.text, m.location.get("url", "")))
            if m.type == "error" else None)
    data = target.json("data", run=GRAPH_RUN, tag=TOOL, host=GRAPH_HOST)
    assert data["instructions"] > 10_000
    app = target.open(page, run=GRAPH_RUN, tool=TOOL, host=GRAPH_HOST)
    drawn = _wait_drawn(app, 0)
    assert sorted(_names(app)) == sorted(n["name"] for n in data["nodes"])
    assert f"{data['instructions']:,} instructions" in app.loc(f"{MAIN} .tbp-gv-summary").inner_text()

    # The op named with markup: found by name, drawn as text.
    app.loc(f"{MAIN} #tbp-gv-node").fill(HOSTILE_OP)
    app.loc(f"{MAIN} #tbp-gv-node").press("Enter")
    drawn = _wait_drawn(app, drawn)
    assert _names(app, f"{NODES}.tbp-gv-centre") == [HOSTILE_OP]
    assert app.loc(f"{MAIN} img").count() == 0
    centre = app.loc(f"{NODES}.tbp-gv-centre")
    assert centre.locator("text.tbp-gv-name").text_content() == HOSTILE_OP
    _click_node(app, HOSTILE_OP)
    assert app.loc(f"{DETAILS} .tbp-card-title").inner_text() == HOSTILE_OP
    assert app.url_state()["node"] == HOSTILE_OP
    app.screenshot("graph_viewer-hostile")

    # Width 20 around a middle op: 500 ops, the truncation said.
    wide = target.json("data", run=GRAPH_RUN, tag=TOOL, host=GRAPH_HOST, node=MIDDLE_OP, width=20)
    assert wide["truncated"] and len(wide["nodes"]) == 500
    app.loc(f"{MAIN} #tbp-gv-node").fill(MIDDLE_OP)
    app.loc(f"{MAIN} #tbp-gv-width").fill("20")
    app.loc(f"{MAIN} #tbp-gv-width").press("Enter")
    drawn = _wait_drawn(app, drawn, timeout=60_000)
    assert app.loc(NODES).count() == 500
    notes = app.loc(f"{MAIN} .tbp-gv-notes [role=note]").all_inner_texts()
    assert any("500" in n for n in notes) and wide["diagnostics"][0] in notes, notes
    # The first view of a big graph shows the centre op readably; Fit shows it all.
    assert int(app.loc(f"{MAIN} .tbp-gv-zoom-level").inner_text().rstrip("%")) >= 45
    centre_box = app.loc(f"{NODES}.tbp-gv-centre > .tbp-gv-box").bounding_box()
    stage = app.loc(STAGE).bounding_box()
    assert stage["x"] < centre_box["x"] < stage["x"] + stage["width"]
    assert stage["y"] < centre_box["y"] < stage["y"] + stage["height"]
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        app.frame.wait_for_timeout(200)
        app.loc(f"{MAIN} .tbp-gv-find").click()
        app.screenshot(f"graph_viewer-wide-{width}x{height}")
    app.loc(f"{MAIN} .tbp-gv-fit").click()
    app.screenshot("graph_viewer-wide-fit")
    # Expand the fusion nearest the centre (its toggle may be off screen: the click is dispatched).
    fusion = min((n for n in wide["nodes"] if n["fused"]), key=lambda n: n["distance"])
    app.loc(f"{NODES}[data-name={_css_string(fusion['name'])}] .tbp-gv-toggle").dispatch_event("click")
    drawn = _wait_drawn(app, drawn, timeout=60_000)
    assert app.loc(FUSED).count() == len(fusion["fused"]["nodes"])
    assert app.loc(NODES).count() == 500
    app.screenshot("graph_viewer-wide-fusion")
    assert not dialogs, dialogs
    assert not page.errors, page.errors
    # The standalone page has no favicon: its 404 is the only console error allowed.
    assert [e for e in console_errors if not e[1].endswith("/favicon.ico")] == [], console_errors
