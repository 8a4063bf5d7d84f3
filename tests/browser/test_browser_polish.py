"""Issue 20's wording and placement, in TensorBoard and standalone: a shared link
the app cannot follow exactly says what it asked for and what is shown; the
overview says the input-bound sentence once (and, with no framework ops, where
the time is); the capture dialog's TPU help; op_profile's controls styled as the
app's fields; long run names cut in the fixed-width side panel, whole in the title."""

from __future__ import annotations

import shutil

import pytest

from .app_util import MAIN, screenshots
from .conftest import KINDS
from .fixtures_util import FIXTURES, MULTI_HOST_RUN, TF_RUN_PREFIX, xplane_files

NOTE = f"{MAIN} > p.tbp-link-note[role=note]"
UNKNOWN_RUN = "no_such_run/2000_01_01_00_00_00"
LONG_RUN = "a_very_long_experiment_name_" + "with_many_hyperparameters_lr0.001_bs256_" * 3 + "end"
LONG_SESSION = "2020_03_03_00_00_00"


def _run(target, prefix: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(prefix)]
    return run


def _notes(app) -> list[str]:
    return app.loc(NOTE).all_inner_texts()


def _first_in_main(app) -> str:
    return app.loc(f"{MAIN} > :first-child").evaluate("n => n.className")


def test_link_to_an_unknown_run(page, target):
    runs = target.json("runs")
    app = target.open(page, run=UNKNOWN_RUN, tool="trace_viewer")
    app.expect_view("trace_viewer")
    assert app.value("run") == runs[0]
    assert _notes(app) == [f"The link asked for run {UNKNOWN_RUN}, which is not in this logdir; showing {runs[0]}."]
    assert "tbp-link-note" in _first_in_main(app)  # at the top of the main area
    assert app.url_state()["run"] == runs[0]
    screenshots(app, "polish-unknown_run")
    # Shown once: the user's next choice drops it.
    app.select("tool", "overview_page", tool="overview_page")
    assert _notes(app) == []


def test_link_to_an_unavailable_tool(page, target):
    run = _run(target, TF_RUN_PREFIX)
    details = target.json("run_tools", run=run, details=1)
    missing = next(t for t in details if not t["available"])
    app = target.open(page, run=run, tool=missing["name"])
    app.expect_view("overview_page")
    assert _notes(app) == [f"The link asked for tool {missing['name']}, which is not available for run {run} "
                           f"({missing['reason']}); showing overview_page."]
    assert app.url_state()["tool"] == "overview_page"
    screenshots(app, "polish-unavailable_tool")


@pytest.mark.parametrize("case", ["one_host", "all_hosts"])
def test_link_to_an_unknown_host(page, target, case):
    if case == "one_host":
        run = _run(target, TF_RUN_PREFIX)
        shown, what = "vm", "vm"
    else:  # several hosts and a tool that shows them all: "All hosts"
        run, shown, what = MULTI_HOST_RUN, "", "all hosts"
    app = target.open(page, run=run, tool="tensorflow_stats", host="no_such_host")
    app.expect_view("tensorflow_stats")
    assert app.value("host") == shown
    assert _notes(app) == [f"The link asked for host no_such_host, which run {run} does not have for tensorflow_stats; "
                           f"showing {what}."]
    assert app.url_state().get("host", "") == shown
    app.screenshot(f"polish-unknown_host-{case}")


def test_link_followed_exactly_has_no_note(page, target):
    run = _run(target, TF_RUN_PREFIX)
    app = target.open(page, run=run, tool="tensorflow_stats", host="vm")
    app.expect_view("tensorflow_stats")
    assert _notes(app) == []


@pytest.mark.parametrize("fixture", ["jax_jit_train", "tf_loop_python_tracer"])
def test_overview_says_the_input_bound_sentence_once(page, target, fixture):
    run = _run(target, f"{fixture}/")
    data = target.json("data", run=run, tag="overview_page", host="vm")
    sentence = data["input_bound"]["statement"]
    assert data["recommendations"]["statement"].startswith(sentence)
    if fixture == "tf_loop_python_tracer":  # not input-bound: the recommendation adds to the sentence
        assert data["recommendations"]["statement"] != sentence  # (the case that printed it twice)
    app = target.open(page, run=run, tool="overview_page", host="vm")
    app.expect_view("overview_page")
    assert app.main_text().count(sentence) == 1
    assert app.loc(f"{MAIN} .tbp-statement").all_inner_texts() == [data["recommendations"]["statement"]]
    screenshots(app, f"polish-overview-{fixture}")
    if not data["top_ops"]["rows"]:
        # No framework ops (JAX on CPU): the note points to the XLA op tools, not the trace viewer.
        note = app.loc(f"{MAIN} .tbp-top-ops-empty")
        assert "XLA ops" in note.inner_text()
        assert note.locator("a.tbp-tool-link").evaluate_all("as => as.map(a => a.dataset.tool)") == ["op_profile", "hlo_stats"]
        app.act(lambda: note.locator("a[data-tool=op_profile]").click(), tool="op_profile")
        assert app.value("tool") == "op_profile"


def test_capture_dialog_tpu_help(page, target):
    app = target.open(page)
    app.loc("button:has-text('Capture Profile')").click()
    dialog = app.loc("dialog.tbp-dialog[open]")
    dialog.wait_for()
    help_ = dialog.locator("label:has(input[name=service_addr]) .tbp-help")
    assert "start_server(6000)" in help_.inner_text()
    dialog.locator("input[value=tpu]").check()
    text = help_.inner_text()
    assert "Cloud TPU" in text and "8466" in text, text
    assert "start_server" not in text and "commas" not in text, text
    workers = dialog.locator("label:has(input[name=worker_list]) .tbp-help").inner_text()
    assert "8466" in workers and "commas" in workers, workers
    screenshots(app, "polish-capture_tpu")
    dialog.locator("input[value=ip]").check()
    assert "start_server(6000)" in help_.inner_text()


def test_op_profile_controls_are_styled(page, target):
    run = _run(target, "jax_jit_train/")
    app = target.open(page, run=run, tool="op_profile", host="vm")
    app.expect_view("op_profile")
    styles = app.frame.evaluate("""() => {
        const plain = document.body.appendChild(document.createElement('select'));
        const box = document.body.appendChild(Object.assign(document.createElement('input'), {type: 'checkbox'}));
        const pick = (n) => {
            const s = getComputedStyle(n);
            return {radius: s.borderTopLeftRadius, padding: s.paddingLeft, border: s.borderTopColor, accent: s.accentColor};
        };
        const out = {plain: pick(plain), plainBox: pick(box),
            selects: ['#tbp-op-count', '#tbp-op-group', '#tbp-op-sort'].map((id) => pick(document.querySelector(id))),
            box: pick(document.querySelector('#tbp-op-idle')),
            labels: [...document.querySelectorAll('.tbp-op-controls .tbp-field-label')].map((n) => n.textContent)};
        plain.remove(); box.remove();
        return out;
    }""")
    for select in styles["selects"]:
        assert select["radius"] == "3px" and select != styles["plain"], styles
    assert styles["box"]["accent"] != styles["plainBox"]["accent"], styles
    assert styles["labels"] == ["Ops per category", "Group by", "Sort by"]
    assert app.loc("#tbp-op-csv").inner_text().lower() == "export as csv"
    screenshots(app, "polish-op_profile_controls")


@pytest.fixture(scope="module")
def long_logdir(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("long_names")
    source = next(p for p in xplane_files(FIXTURES / "tf_custom_loop_steps") if p.name.endswith(".pb"))
    folder = logdir / LONG_RUN / "plugins" / "profile" / LONG_SESSION
    folder.mkdir(parents=True)
    shutil.copy(source, folder / "vm.xplane.pb")
    return logdir


@pytest.fixture(params=KINDS)
def long_target(request, servers, long_logdir):
    servers.logdirs.setdefault("polish_long_names", long_logdir)
    return servers.get(request.param, "polish_long_names")


def test_long_run_name_is_cut_with_a_title(page, long_target):
    run = f"{LONG_RUN}/{LONG_SESSION}"
    app = long_target.open(page)
    assert app.value("run") == run
    assert app.options("run")[0]["title"] == run
    assert app.options("base_run")[1]["title"] == run
    box = app.frame.evaluate("""() => {
        const side = document.querySelector('aside.tbp-side').getBoundingClientRect();
        const select = document.querySelector('select#tbp-run');
        const s = select.getBoundingClientRect();
        return {side: side.width, left: side.left, selectRight: s.right, sideRight: side.right,
                overflow: getComputedStyle(select).textOverflow};
    }""")
    assert box["side"] == 300, box  # the panel keeps its width
    assert box["selectRight"] <= box["sideRight"], box
    assert box["overflow"] == "ellipsis", box
    screenshots(app, "polish-long_run_name")
