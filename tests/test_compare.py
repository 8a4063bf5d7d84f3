"""Comparing two runs (tools/compare.py, Service.compared_json, the data route, tb-profile diff).

Real pairs: the TF custom loop with two option sets (tf_custom_loop_steps, tf_loop_python_tracer),
two JAX runs of one program, the second deliberately slower (tests/fixtures/compare/jax_*), and
HTA's trace-diff pair of PyTorch traces (compare/pytorch/{control,test}). Every compared table
is checked against the two single-run results recomputed here with plain Python (rows grouped
by identity, metrics summed), and every run compared with itself has zero deltas.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
import shutil
from pathlib import Path

import orjson
import pytest
from werkzeug.test import Client

from tb_profile_plugin import cli, tools
from tb_profile_plugin.errors import BadParameter, ToolUnavailable, UnknownHost, UnknownRun
from tb_profile_plugin.server import make_app
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import compare

from http_util import FIXTURES, PREFIX, assert_error_shape

COMPARE = FIXTURES / "compare"
SCENARIOS = ("tf_custom_loop_steps", "tf_loop_python_tracer", "tf_keras_profile_batch", "jax_jit_train")


@pytest.fixture(scope="module")
def logdir(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("compare") / "logdir"
    shutil.copytree(COMPARE, root, ignore=shutil.ignore_patterns("reference", "*.md"))
    for name in SCENARIOS:
        shutil.copytree(FIXTURES / name, root / name)
    shutil.copytree(FIXTURES / "pytorch" / "resnet50", root / "resnet50")  # memory events, PyTorch's way
    return root


@pytest.fixture(scope="module")
def service(logdir) -> Service:
    return Service(logdir)


def run_named(service: Service, prefix: str) -> str:
    (run,) = [r for r in service.runs() if r.startswith(prefix + "/") or r == prefix]
    return run


def pairs(service: Service) -> dict[str, tuple[str, str]]:
    """name -> (base run, new run)."""
    r = lambda p: run_named(service, p)  # noqa: E731
    return {
        "tf": (r("tf_custom_loop_steps"), r("tf_loop_python_tracer")),
        "jax": (r("jax_base"), r("jax_slow")),
        "pytorch": (r("pytorch/control"), r("pytorch/test")),
        "tf_memory": (r("tf_keras_profile_batch/train"), r("tf_loop_python_tracer")),
    }


def result(service, run, tool, options=None) -> dict:
    return orjson.loads(service.tool_json(run, tool, "", options or {}))


def available(service, run, tool) -> bool:
    return any(t["name"] == tool and t["available"] for t in service.run_tools(run))


# -- the comparison against the two results, recomputed by hand --------------------------

def by_identity(spec: compare.TableSpec, got) -> dict[tuple, dict[str, float]]:
    """Rows of one result grouped by the spec's identity, metrics summed (plain Python)."""
    out: dict[tuple, dict[str, float]] = {}
    if got is None:
        return out
    columns, rows = got
    ids = [c["id"] for c in columns]
    key = [k for k in spec.key if k in ids]
    for row in rows:
        values = dict(zip(ids, row))
        ident = []
        for k in key:
            text = "" if values[k] is None else str(values[k])
            fix = spec.normalize.get(k)
            ident.append(fix(text) if fix else text)
        sums = out.setdefault(tuple(ident), {m: 0.0 for m in spec.metrics if m in ids})
        for m in sums:
            sums[m] += float(values[m] or 0.0)
    return out


def check_table(spec: compare.TableSpec, base: dict, new: dict, table: dict) -> None:
    b, n = by_identity(spec, spec.table(base)), by_identity(spec, spec.table(new))
    ids = [c["id"] for c in table["columns"]]
    key = table["key"]
    seen = set()
    metric = table["metric"]
    previous = math.inf
    for row in table["rows"]:
        values = dict(zip(ids, row))
        ident = tuple(values[k] for k in key)
        assert ident not in seen, ident
        seen.add(ident)
        in_b, in_n = ident in b, ident in n
        assert values["change"] == ("new" if not in_b else "gone" if not in_n else
                                    "up" if values[f"{metric}_delta"] > 0 else
                                    "down" if values[f"{metric}_delta"] < 0 else "same"), (ident, values)
        for m in b.get(ident, n.get(ident, {})):
            vb = b[ident][m] if in_b else None
            vn = n[ident][m] if in_n else None
            assert values[f"{m}_base"] == pytest.approx(vb, abs=1e-6), (ident, m)
            assert values[m] == pytest.approx(vn, abs=1e-6), (ident, m)
            assert values[f"{m}_delta"] == pytest.approx((vn or 0.0) - (vb or 0.0), abs=1e-6), (ident, m)
            if vb:
                assert values[f"{m}_delta_pct"] == pytest.approx(100 * ((vn or 0.0) - vb) / vb, abs=1e-3)
            else:
                assert values[f"{m}_delta_pct"] is None
        # The biggest increase first.
        assert values[f"{metric}_delta"] <= previous + 1e-9
        previous = values[f"{metric}_delta"]
    assert seen == set(b) | set(n)
    counts = table["counts"]
    assert counts["matched"] == len(set(b) & set(n))
    assert counts["new"] == len(set(n) - set(b)) and counts["gone"] == len(set(b) - set(n))


CASES = [
    ("tf", "tensorflow_stats"), ("tf", "input_pipeline_analyzer"), ("tf", "overview_page"),
    ("jax", "op_profile"), ("jax", "hlo_stats"), ("jax", "memory_viewer"),
    ("jax", "overview_page"),
    ("pytorch", "tensorflow_stats"), ("pytorch", "kernel_stats"), ("pytorch", "overview_page"),
    ("tf_memory", "memory_profile"),
]


@pytest.mark.parametrize("pair,tool", CASES, ids=[f"{p}-{t}" for p, t in CASES])
def test_compared_tables_equal_the_two_results(service, pair, tool):
    base_run, new_run = pairs(service)[pair]
    assert available(service, base_run, tool) and available(service, new_run, tool)
    got = orjson.loads(service.compared_json(new_run, tool, "", {}, base_run))
    base, new = result(service, base_run, tool), result(service, new_run, tool)
    assert got["data"] == new and got["base_data"] == base
    assert got["new"] == {"run": new_run, "host": ""} and got["base"]["run"] == base_run
    c = got["comparison"]
    specs = {s.name: s for s in compare.SPECS[tool]}
    assert set(c["tables"]) <= set(specs)
    if specs:
        assert c["tables"], "a table tool compares its table"
    for name, table in c["tables"].items():
        assert table["rows"], name
        check_table(specs[name], base, new, table)
    for k in c["kpis"]:
        if k["base"] is not None and k["new"] is not None:
            assert k["delta"] == pytest.approx(k["new"] - k["base"], abs=1e-6)


@pytest.mark.parametrize("pair", ["tf", "jax", "pytorch"])
def test_overview_kpis_are_each_runs_numbers(service, pair):
    base_run, new_run = pairs(service)[pair]
    c = orjson.loads(service.compared_json(new_run, "overview_page", "", {}, base_run))["comparison"]
    kpis = {k["id"]: k for k in c["kpis"]}
    base, new = result(service, base_run, "overview_page"), result(service, new_run, "overview_page")
    if pair == "pytorch":  # torch-tb-profiler's breakdown alone: no XProf step time or categories
        gb, gn = base["gpu_step_breakdown"], new["gpu_step_breakdown"]
        assert kpis["gpu_step_time"]["base"] == gb["average"]["step_time_us"]
        assert kpis["gpu_step_time"]["new"] == gn["average"]["step_time_us"]
        assert (kpis["num_steps"]["base"], kpis["num_steps"]["new"]) == (len(gb["rows"]), len(gn["rows"]))
        for cat in gn["categories"]:
            if f"gpu_{cat['id']}" in kpis:
                assert kpis[f"gpu_{cat['id']}"]["new"] == gn["average"]["breakdown_us"][cat["id"]]
        assert not [k for k in kpis if k.startswith("step_")]
    else:
        assert kpis["step_time"]["base"] == base["summary"]["average_step_time_ms"]
        assert kpis["step_time"]["new"] == new["summary"]["average_step_time_ms"]
        for part in new["summary"]["breakdown"]:
            if f"step_{part['id']}" in kpis:
                assert kpis[f"step_{part['id']}"]["new"] == part["avg_ms"]
        assert "gpu_step_time" not in kpis
    step = compare.step_kpi(c["kpis"])
    assert step == (kpis["gpu_step_time"] if pair == "pytorch" else kpis["step_time"])
    assert c["verdict"].startswith(f"Step time {'+' if step['delta'] >= 0 else '−'}"
                                   f"{abs(step['delta_pct']):.1f} %")


def test_the_slow_jax_run_is_slower_in_the_same_ops(service):
    """Same program, batch 4x and a sleep per step: the step time grows, the XLA ops are the
    same ones (matched, none new or gone) and nearly all of them take longer."""
    base_run, new_run = pairs(service)["jax"]
    c = orjson.loads(service.compared_json(new_run, "overview_page", "", {}, base_run))["comparison"]
    step = next(k for k in c["kpis"] if k["id"] == "step_time")
    assert step["delta"] > 0 and step["delta_pct"] > 20, step
    assert c["verdict"].startswith("Step time +") and ", per step: " in c["verdict"]
    for tool in ("hlo_stats", "op_profile"):
        table = orjson.loads(service.compared_json(new_run, tool, "", {}, base_run))["comparison"]["tables"]["ops"]
        counts = table["counts"]
        assert counts["new"] == counts["gone"] == 0, (tool, counts)
        assert counts["up"] > counts["down"], (tool, counts)
        assert table["totals"][table["metric"]]["delta"] > 0


SELF_CASES = [
    ("tf_custom_loop_steps", "overview_page"), ("tf_custom_loop_steps", "tensorflow_stats"),
    ("tf_custom_loop_steps", "input_pipeline_analyzer"), ("tf_keras_profile_batch/train", "memory_profile"),
    ("jax_jit_train", "op_profile"), ("jax_jit_train", "hlo_stats"), ("jax_jit_train", "memory_viewer"),
    ("pytorch/control", "kernel_stats"), ("pytorch/control", "overview_page"),
    ("pytorch/control", "tensorflow_stats"),
]


@pytest.mark.parametrize("prefix,tool", SELF_CASES, ids=[f"{p}-{t}" for p, t in SELF_CASES])
def test_a_run_compared_with_itself_has_zero_deltas(service, prefix, tool):
    run = run_named(service, prefix)
    c = orjson.loads(service.compared_json(run, tool, "", {}, run))["comparison"]
    assert c["kpis"]
    for k in c["kpis"]:
        assert k["delta"] in (0, None), k
        assert k["delta_pct"] in (0, None), k
    for table in c["tables"].values():
        assert table["rows"]
        assert {r[0] for r in table["rows"]} == {"same"}
        deltas = [i for i, col in enumerate(table["columns"]) if col["id"].endswith(("_delta", "_delta_pct"))]
        assert all(r[i] in (0, None) for r in table["rows"] for i in deltas)
        assert table["counts"]["new"] == table["counts"]["gone"] == 0
    if tool == "overview_page":
        assert c["verdict"].startswith("Step time +0.0 %") and c["verdict"].endswith(": no change.")


def test_program_ids_are_not_identity():
    """JAX numbers each compilation: jit_train_step(28) in one run is jit_train_step(31) in
    the next, the same program."""
    spec = compare.SPECS["op_profile"][0]
    cols = [{"id": i, "label": i, "type": "number" if i in ("time_us", "occurrences", "flops") else "string"}
            for i in ("program", "category", "op", "provenance", "time_us", "occurrences", "flops")]
    base = {"columns": cols, "rows": [["jit_f(28)", "dot", "dot.1", "", 10.0, 1, 0.0]]}
    new = {"columns": cols, "rows": [["jit_f(31)", "dot", "dot.1", "", 15.0, 1, 0.0]]}
    plain = dataclasses_replace(spec, table=lambda r: (r["columns"], r["rows"]))
    table = compare.compare_table(plain, base, new)
    assert [r[:4] for r in table["rows"]] == [["up", "jit_f", "dot", "dot.1"]]
    assert table["rows"][0][-4:] == [10.0, 15.0, 5.0, 50.0]


def dataclasses_replace(spec, **changes):
    import dataclasses

    return dataclasses.replace(spec, **changes)


def test_unknown_base_and_uncomparable_tools(service):
    run = run_named(service, "tf_custom_loop_steps")
    with pytest.raises(UnknownRun, match="'nope'"):
        service.compared_json(run, "overview_page", "", {}, "nope")
    with pytest.raises(UnknownHost, match="'elsewhere'"):
        service.compared_json(run, "overview_page", "", {}, run, "elsewhere")
    with pytest.raises(BadParameter, match="trace_viewer cannot be compared"):
        service.compared_json(run, "trace_viewer", "", {}, run)
    assert set(compare.SPECS) <= set(tools.names())


def test_warm_comparison_is_cached(service):
    base_run, new_run = pairs(service)["tf"]
    first = service.compared_json(new_run, "tensorflow_stats", "", {}, base_run)
    calls = []
    original = compare.compare
    try:
        compare.compare = lambda *a, **k: calls.append(a) or original(*a, **k)
        assert service.compared_json(new_run, "tensorflow_stats", "", {}, base_run) == first
    finally:
        compare.compare = original
    assert calls == []


# -- HTTP ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def client(logdir, tmp_path_factory):
    return Client(make_app(logdir, cache_dir=str(tmp_path_factory.mktemp("compare-cache"))))


def test_data_route_compares(client, service):
    base_run, new_run = pairs(service)["tf"]
    r = client.get(PREFIX + "data", query_string={"run": new_run, "tag": "tensorflow_stats", "base_run": base_run})
    assert r.status_code == 200, r.get_data(as_text=True)
    got = json.loads(r.get_data())
    assert got["base"] == {"run": base_run, "host": ""} and got["tool"] == "tensorflow_stats"
    assert got["comparison"] == orjson.loads(service.compared_json(new_run, "tensorflow_stats", "", {}, base_run))["comparison"]
    # The same host name in both runs by default; a base host given explicitly.
    r = client.get(PREFIX + "data", query_string={"run": new_run, "tag": "overview_page", "host": "vm",
                                                  "base_run": base_run, "base_host": "vm"})
    assert r.status_code == 200 and json.loads(r.get_data())["base"]["host"] == "vm"


@pytest.mark.parametrize("query,status,needle", [
    ({"base_run": "nope"}, 404, "unknown run 'nope'"),
    ({"base_run": "SAME", "base_host": "nohost"}, 404, "unknown host 'nohost'"),
    ({"base_host": "vm"}, 400, "base_host needs base_run"),
    ({"base_run": "SAME", "tag": "trace_viewer"}, 400, "trace_viewer cannot be compared"),
    ({"base_run": "SAME", "base_run_extra": "1"}, 400, "base_run_extra"),
])
def test_data_route_errors(client, service, query, status, needle):
    run = run_named(service, "tf_custom_loop_steps")
    q = {"run": run, "tag": "tensorflow_stats", **query}
    q = {k: (run if v == "SAME" else v) for k, v in q.items()}
    r = client.get(PREFIX + "data", query_string=q)
    message = assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), status)
    assert needle in message, message


def test_csv_export_of_a_comparison(client, service):
    base_run, new_run = pairs(service)["tf"]
    r = client.get(PREFIX + "data_csv", query_string={"run": new_run, "tag": "tensorflow_stats", "base_run": base_run})
    assert r.status_code == 200, r.get_data(as_text=True)
    assert "_vs_" in r.headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(r.get_data(as_text=True))))
    table = orjson.loads(service.compared_json(new_run, "tensorflow_stats", "", {}, base_run))["comparison"]["tables"]["ops"]
    assert rows[0] == [c["label"] for c in table["columns"]]
    assert "Total self-time (us) (base)" in rows[0] and "Total self-time (us) Δ %" in rows[0]
    assert len(rows) == len(table["rows"]) + 1
    assert rows[1][0] == table["rows"][0][0] and float(rows[1][-2]) == pytest.approx(table["rows"][0][-2])


# -- tb-profile diff -------------------------------------------------------------------------

def session_dir(logdir: Path, prefix: str) -> Path:
    found = [p.parent for p in logdir.glob(f"{prefix}/**/*.xplane.pb")] + \
            [p.parent for p in logdir.glob(f"{prefix}/*.pt.trace.json.gz")]
    (path,) = set(found)
    return path


def diff(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main(["diff", *map(str, argv), "--cache-dir", "none"])
    out, err = capsys.readouterr()
    return code, out, err


def test_diff_gate_exit_codes(logdir, capsys):
    base, slow = session_dir(logdir, "jax_base"), session_dir(logdir, "jax_slow")
    code, out, err = diff(capsys, base, slow, "--fail-above", "5")
    assert code == 1, err
    assert "gate FAILED: step_time +" in err and "Step time +" in out
    code, out, err = diff(capsys, base, slow, "--fail-above", "100000")
    assert code == 0 and "gate passed" in err
    code, out, err = diff(capsys, base, base, "--fail-above", "0")
    assert code == 0 and "step_time +0.00 %" in err
    # Faster is never a failure.
    code, _, err = diff(capsys, slow, base, "--fail-above", "0")
    assert code == 0 and "step_time -" in err
    # Without --fail-above: 0 whatever changed.
    assert diff(capsys, base, slow)[0] == 0
    # Bad input: 2.
    assert diff(capsys, base, logdir / "missing", "--fail-above", "5")[0] == 2
    code, _, err = diff(capsys, base, slow, "--metric", "no_such_op", "--fail-above", "5")
    assert code == 2 and "no op named 'no_such_op'" in err
    code, _, err = diff(capsys, base, slow, "--tool", "trace_viewer")
    assert code == 2 and "cannot be compared" in err
    broken = logdir.parent / "broken"
    broken.mkdir(exist_ok=True)
    (broken / "vm.xplane.pb").write_bytes(b"\x0a\xff\xff\xff")
    assert diff(capsys, base, broken, "--fail-above", "5")[0] == 2


def test_diff_formats_and_op_metric(logdir, capsys):
    base, new = session_dir(logdir, "tf_custom_loop_steps"), session_dir(logdir, "tf_loop_python_tracer")
    code, out, _ = diff(capsys, base, new, "--tool", "tensorflow_stats", "--format", "json")
    assert code == 0
    got = json.loads(out)
    table = got["comparison"]["tables"]["ops"]
    # The same as the data route gives for the two runs in one logdir.
    single = Service(logdir)
    b, n = run_named(single, "tf_custom_loop_steps"), run_named(single, "tf_loop_python_tracer")
    assert table == orjson.loads(single.compared_json(n, "tensorflow_stats", "", {}, b))["comparison"]["tables"]["ops"]
    code, out, _ = diff(capsys, base, new, "--tool", "tensorflow_stats", "--format", "csv")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][0] == "Change" and len(rows) == len(table["rows"]) + 1
    # An op's self time as the gate: summed over its rows, against both results.
    ids = [c["id"] for c in table["columns"]]
    op = "_MklMatMul"
    mine = [dict(zip(ids, r)) for r in table["rows"] if r[ids.index("type")] == op]
    b_sum = sum(r["total_self_time_base"] or 0 for r in mine)
    n_sum = sum(r["total_self_time"] or 0 for r in mine)
    code, out, err = diff(capsys, base, new, "--metric", op, "--fail-above", "5", "--format", "json")
    gate = json.loads(out)["gate"]
    assert gate["base"] == pytest.approx(b_sum) and gate["new"] == pytest.approx(n_sum)
    assert gate["growth_pct"] == pytest.approx(100 * (n_sum - b_sum) / b_sum)
    assert code == (1 if gate["growth_pct"] > 5 else 0)
    code, out, _ = diff(capsys, base, new)
    assert code == 0 and "Average step time" in out and "compared with base" in out


# -- trace_viewer: two runs in one timeline -------------------------------------------------

def trace(service, run, base_run, **options) -> dict:
    return orjson.loads(service.compared_json(run, "trace_viewer@", "", {k: str(v) for k, v in options.items()}, base_run))


def step_starts(reply: dict, name: str = "train") -> dict[str, list[float]]:
    """Start (µs) of each unmerged `name` event, per section host."""
    sections = {s["id"]: s["host"] for s in reply["sections"]}
    tracks = {t["id"]: sections[t["section"]] for t in reply["tracks"]}
    ev, out = reply["events"], {}
    for n, ts, track, count in zip(ev["name"], ev["ts"], ev["track"], ev["count"]):
        if reply["names"][n] == name and count == 1:
            out.setdefault(tracks[track], []).append(ts)
    return {h: sorted(v) for h, v in out.items()}


def test_trace_viewer_shows_both_runs_aligned_at_a_step(service):
    base_run, new_run = pairs(service)["jax"]
    reply = trace(service, new_run, base_run, resolution=2000)
    assert reply["hosts"] == ["vm", "base: vm"]
    assert [s["host"] for s in reply["sections"]] == ["vm", "base: vm"]
    # Default: the first step overview_page keeps (6 steps: the first is left out).
    new_steps = orjson.loads(service.tool_json(new_run, "overview_page", "", {}))["steps"]
    first_kept = new_steps["rows"][0]["step_num"]
    assert reply["aligned"]["step"] == first_kept and reply["aligned"]["base_run"] == base_run
    starts = step_starts(reply)
    # Both runs' step markers in order; the aligned step starts at the same time in both.
    at = lambda host: starts[host][first_kept]  # noqa: E731  (steps 0..5, in order)
    assert at("vm") == pytest.approx(at("base: vm"), abs=0.002)
    # Another step asked for; the base run's steps are shorter, so the next ones part ways.
    reply = trace(service, new_run, base_run, align_step=3, resolution=2000)
    starts = step_starts(reply)
    assert reply["aligned"]["step"] == 3
    assert starts["vm"][3] == pytest.approx(starts["base: vm"][3], abs=0.002)
    assert starts["vm"][4] > starts["base: vm"][4]
    # A step neither run has: the trace starts, one above the other.
    reply = trace(service, new_run, base_run, align_step=999)
    assert reply["aligned"]["step"] is None
    # Search and details reach the base run's events under its own host name.
    found = trace(service, new_run, base_run, mode="search", q="train", limit=100)
    hosts = {m["host"] for m in found["matches"]}
    alone = [orjson.loads(service.tool_json(r, "trace_viewer@", "", {"mode": "search", "q": "train"}))["total"]
             for r in (new_run, base_run)]
    assert hosts == {"vm", "base: vm"} and found["total"] == sum(alone)
    m = next(m for m in found["matches"] if m["host"] == "base: vm")
    details = trace(service, new_run, base_run, mode="details", id=m["id"], event_host="base: vm")
    assert details["name"] == "train" and details["ts"] == m["ts"] and details["host"] == "base: vm"


def test_trace_viewer_compared_with_itself_is_two_equal_sections(service):
    run = run_named(service, "tf_custom_loop_steps")
    reply = trace(service, run, run, resolution=1000)
    assert reply["aligned"]["offset_ns"] == 0
    starts = step_starts(reply)
    assert starts["vm"] == starts["base: vm"] and len(starts["vm"]) == 5
    alone = orjson.loads(service.tool_json(run, "trace_viewer@", "", {"resolution": "1000"}))
    assert len(reply["events"]["ts"]) == 2 * len(alone["events"]["ts"])
    # The run alone is unchanged by having been compared (files load under their own names).
    assert alone["hosts"] == ["vm"]


# -- PyTorch: against HTA's TraceDiff on the same pair ---------------------------------------

def test_pytorch_kernels_against_hta_trace_diff(service):
    """HTA 0.5.0's compare_traces (tests/fixtures/compare/reference/hta_trace_diff.json, GPU
    events of iterations 1009-1014) against our compared kernel_stats, summed per kernel name
    over the launching ops. HTA counts only events inside the ProfilerStep iterations; we
    count the whole trace, so ours are never lower, and where no launch of a kernel fell
    outside the iterations (counts equal) every number equals HTA's, the deltas included."""
    ref = json.loads((COMPARE / "reference" / "hta_trace_diff.json").read_text())
    gpu = ref["compare_traces"]["gpu"]
    hta = {r[0]: dict(zip(gpu["columns"], r)) for r in gpu["rows"]}
    base_run, new_run = pairs(service)["pytorch"]
    table = orjson.loads(service.compared_json(new_run, "kernel_stats", "", {}, base_run))["comparison"]["tables"]["kernels"]
    ids = [c["id"] for c in table["columns"]]
    ours: dict[str, list[float]] = {}
    for row in table["rows"]:
        d = dict(zip(ids, row))
        o = ours.setdefault(d["kernel_name"], [0.0, 0.0, 0.0, 0.0])
        for i, key in enumerate(("occurrences_base", "total_duration_us_base", "occurrences", "total_duration_us")):
            o[i] += d[key] or 0.0
    kernels = {n: h for n, h in hta.items() if not n.startswith(("Memcpy", "Memset"))}  # not kernels
    assert set(kernels) <= set(ours)
    equal = 0
    for name, h in kernels.items():
        cb, db, cn, dn = ours[name]
        assert cb >= h["control_counts"] and cn >= h["test_counts"], name
        assert db >= h["control_total_duration"] - 1 and dn >= h["test_total_duration"] - 1, name
        if (cb, cn) == (h["control_counts"], h["test_counts"]):
            equal += 1
            # HTA sums whole µs (Kineto's `dur`); ours are the same µs.
            assert db == pytest.approx(h["control_total_duration"], abs=1e-6), name
            assert dn == pytest.approx(h["test_total_duration"], abs=1e-6), name
            assert dn - db == pytest.approx(h["diff_duration"], abs=1e-6), name
            assert cn - cb == h["diff_counts"], name
    assert equal >= 130, equal  # of 197 kernels


def test_two_formats_and_missing_numbers(service):
    """A TF run compared with a PyTorch one: their memory breakdowns have different columns
    (PyTorch's has no region type), and numbers one run lacks have no delta (not 0)."""
    new, base = run_named(service, "tf_keras_profile_batch/train"), run_named(service, "resnet50")
    got = orjson.loads(service.compared_json(new, "memory_profile", "", {}, base))["comparison"]
    table = got["tables"]["breakdown"]
    assert table["rows"] and table["counts"]["matched"] == 0
    assert table["counts"]["new"] + table["counts"]["gone"] == len(table["rows"])
    for k in got["kpis"]:
        if k["base"] is None or k["new"] is None:
            assert k["delta"] is None and k["delta_pct"] is None, k
    kpi = compare.kpi("x", "X", None, 2.0)
    assert (kpi["delta"], kpi["delta_pct"]) == (None, None)
    # The step count is neither better nor worse.
    c = orjson.loads(service.compared_json(new, "overview_page", "", {}, base))["comparison"]
    assert next(k for k in c["kpis"] if k["id"] == "num_steps")["lower_is_better"] is None


def test_pytorch_step_breakdown_leads_the_kpis(service):
    base_run, new_run = pairs(service)["pytorch"]
    c = orjson.loads(service.compared_json(new_run, "overview_page", "", {}, base_run))["comparison"]
    first = c["kpis"][0]
    assert first["id"] == "gpu_step_time"
    assert f"{abs(first['delta_pct']):.1f} %" in c["verdict"]


def test_errors_name_the_base_run(service):
    new, base = run_named(service, "jax_jit_train"), run_named(service, "tf_custom_loop_steps")
    with pytest.raises(ToolUnavailable, match=f"the base run '{base}': op_profile is not available"):
        service.compared_json(new, "op_profile", "", {}, base)


def test_memory_viewer_module_matched_without_compilation_number(service):
    run = run_named(service, "jax_slow")
    (module,) = [m for m in service.modules(run) if m.startswith("jit_train_step")]
    renamed = compare.program_name(module) + "(99999)"
    assert service._same_module(run, None, renamed) == module
    assert service._same_module(run, None, module) == module
    assert service._same_module(run, None, "other(1)") == "other(1)"


# -- the verdict: one basis, ops that moved the step's way, one unit (issue 44, item 7) ---------

_NAMED = re.compile(r"(?:most in |, | and )(.+?) \(([+−][\d,.]+) (µs|ms|s)\)")
_UNITS = re.compile(r"\d (µs|ms|s)\b")


def _named_ops(verdict: str) -> list[tuple[str, float, str]]:
    """(op, change, unit) of each op the verdict names, in its order."""
    tail = verdict.split(" most in ", 1)
    if len(tail) == 1:
        return []
    return [(name, float(num.replace("−", "-").replace(",", "")), unit)
            for name, num, unit in _NAMED.findall("most in " + tail[1])]


def _self_time_by_name(result: dict) -> dict[str, float]:
    """An op table's self time (µs) summed per op name, in plain Python."""
    ids = [c["id"] for c in result["columns"]]
    name, self_time = ids.index("operation"), ids.index("total_self_time")
    out: dict[str, float] = {}
    for row in result["rows_with_idle"] if result.get("include_idle") else result["rows"]:
        out[row[name]] = out.get(row[name], 0.0) + (row[self_time] or 0.0)
    return out


VERDICT_PAIRS = [("tf", False), ("tf", True), ("pytorch", False), ("tf_memory", False), ("jax", False)]


@pytest.mark.parametrize("pair,backwards", VERDICT_PAIRS, ids=[f"{p}{'-back' if b else ''}" for p, b in VERDICT_PAIRS])
def test_verdict_is_per_step_and_names_ops_that_moved_the_steps_way(service, pair, backwards):
    """Every number of the sentence a step's average, in one unit: the named ops are those whose
    self time a step (each run's self time over its own number of steps) moved most the way the
    step time moved. It was the ops' change over the whole profile beside a change a step."""
    base_run, new_run = pairs(service)[pair][::-1] if backwards else pairs(service)[pair]
    c = orjson.loads(service.compared_json(new_run, "overview_page", "", {}, base_run))["comparison"]
    text = c["verdict"]
    kpis = {k["id"]: k for k in c["kpis"]}
    step = compare.step_kpi(c["kpis"])
    grew = step["delta"] > 0
    assert text.startswith(f"Step time {'+' if grew else '−'}{abs(step['delta_pct']):.1f} % ("), text
    assert re.match(r"Step time [^,]*\), per step: ", text), text  # the basis, once, before the rest
    assert len(set(_UNITS.findall(text))) == 1, text  # one unit in the sentence
    (unit,) = set(_UNITS.findall(text))
    to_unit = compare.TIME_UNITS[{"µs": "us"}.get(unit, unit)]
    n_base, n_new = kpis["num_steps"]["base"], kpis["num_steps"]["new"]
    ops_b = _self_time_by_name(result(service, base_run, "tensorflow_stats"))
    ops_n = _self_time_by_name(result(service, new_run, "tensorflow_stats"))
    if not ops_b and not ops_n:  # JAX on CPU: no framework ops to name
        assert "self time" not in text
        return
    per_step = {op: ops_n.get(op, 0.0) / n_new - ops_b.get(op, 0.0) / n_base for op in {*ops_b, *ops_n}}
    moved = sorted((op for op, d in per_step.items() if (d > 0 if grew else d < 0)), key=lambda op: -abs(per_step[op]))
    named = _named_ops(text)
    assert [op for op, _, _ in named] == moved[:3], text
    for op, value, _ in named:
        assert (value > 0) == grew
        assert value == pytest.approx(per_step[op] / to_unit, abs=0.05 if abs(value) >= 1 else 5e-4), (op, text)
    assert f"self time {'grew' if grew else 'fell'} most in " in text


def test_verdict_says_when_no_op_moved_the_steps_way():
    kpis = [compare.kpi("step_time", "Average step time", 1.0, 2.0, "ms"),
            compare.kpi("num_steps", "Steps", 4, 4, "", lower_is_better=None),
            compare.kpi("step_host_compute", "Host compute", 0.5, 0.2, "ms"),
            compare.kpi("step_idle", "Idle", 0.5, 1.8, "ms")]
    # Each op's self time fell (a step slower from waiting, not from work).
    ops = {"columns": [{"id": "operation"}, {"id": "total_self_time_base"}, {"id": "total_self_time"}],
           "rows": [["MatMul", 800.0, 400.0], ["Add", 400.0, 300.0]]}
    text = compare.verdict(kpis, ops)
    # Only the category that grew is named; host compute fell.
    assert text == "Step time +100.0 % (1.000 → 2.000 ms), per step: idle +1.3 ms (50.0 % → 90.0 % of the step), " \
                   "no op's self time grew.", text
    # No category grew either (XProf's categories need not add up to the step): none is named,
    # where the one that fell least was.
    text = compare.verdict([k for k in kpis if k["id"] != "step_idle"], ops)
    assert text == "Step time +100.0 % (1.000 → 2.000 ms), per step: no op's self time grew.", text


def test_verdict_over_the_whole_profile_without_steps(service):
    """The base run without a step time: the ops' self time over the whole profile, said so."""
    base_run, new_run = pairs(service)["tf"]
    base, new = result(service, base_run, "overview_page"), result(service, new_run, "overview_page")
    base = {**base, "summary": {**base["summary"], "average_step_time_ms": None, "num_steps": 0}}
    ts_b, ts_n = result(service, base_run, "tensorflow_stats"), result(service, new_run, "tensorflow_stats")
    text = compare.compare("overview_page", base, new, (ts_b, ts_n))["verdict"]
    ops_b, ops_n = _self_time_by_name(ts_b), _self_time_by_name(ts_n)
    total_b, total_n = sum(ops_b.values()), sum(ops_n.values())
    assert text.startswith(f"Whole profile (no steps in the base run): self time of all ops "
                           f"+{100 * (total_n - total_b) / total_b:.1f} % ({total_b / 1e3:,.3f} → {total_n / 1e3:,.3f} ms), "
                           "grew most in "), text
    whole = {op: ops_n.get(op, 0.0) - ops_b.get(op, 0.0) for op in {*ops_b, *ops_n}}
    named = _named_ops(text)
    assert [op for op, _, _ in named] == sorted((op for op in whole if whole[op] > 0), key=lambda op: -whole[op])[:3]
    for op, value, unit in named:
        assert unit == "ms" and value == pytest.approx(whole[op] / 1e3, abs=0.05)
    assert "step:" not in text and "a step" not in text


# -- one unit a column ---------------------------------------------------------------------------

def test_time_unit_is_the_largest_in_which_the_largest_value_is_at_least_one():
    assert compare.time_unit([999.9, -3.0]) == "us"
    assert compare.time_unit([1000.0, 2.0]) == "ms"
    assert compare.time_unit([None, -2e6, 5.0]) == "s"
    assert compare.time_unit([1.5], "ms") == "ms" and compare.time_unit([0.5], "ms") == "us"
    assert compare.time_unit([None, float("nan"), 0.0], "ms") == "ms"  # nothing to go by: its own
    assert compare.time_unit([]) == "us"


def test_compare_js_converts_with_compare_pys_units():
    """compare.js keeps a copy of the time units (it converts what the server picked): the
    same factors and spellings as compare.TIME_UNITS and compare.UNIT_TEXT."""
    text = (Path(__file__).resolve().parents[1] / "frontend/src/components/compare.js").read_text("utf-8")

    def literal(name):
        body = re.search(rf"const {name} = \{{([^}}]*)\}};", text)[1]
        return dict(re.fullmatch(r"\s*(\w+):\s*'?([^',]*)'?\s*", item).groups() for item in body.split(","))

    assert {k: float(v) for k, v in literal("US_PER").items()} == compare.TIME_UNITS
    assert literal("UNIT_TEXT") == compare.UNIT_TEXT


def test_tables_and_kpis_carry_the_unit_their_times_are_shown_in(service):
    base_run, new_run = pairs(service)["tf"]
    c = orjson.loads(service.compared_json(new_run, "tensorflow_stats", "", {}, base_run))["comparison"]
    table = c["tables"]["ops"]
    ids = [col["id"] for col in table["columns"]]
    for m in ("total_time", "total_self_time"):
        values = [abs(r[ids.index(f"{m}{s}")] or 0.0) for r in table["rows"] for s in ("_base", "", "_delta")]
        expected = "s" if max(values) >= 1e6 else "ms" if max(values) >= 1e3 else "us"
        assert table["units"][m] == {"unit": "us", "shown": expected}
    assert "occurrences" not in table["units"]
    assert c["kpi_unit"] == "ms"  # 1,110 → 69,850 µs
    (total,) = c["kpis"]
    assert total["label"] == "Total self-time, all rows"  # the unit is the value's
    # The PyTorch step breakdown (µs, 195.667 µs to 124 ms): one unit, ms.
    base_run, new_run = pairs(service)["pytorch"]
    c = orjson.loads(service.compared_json(new_run, "overview_page", "", {}, base_run))["comparison"]
    assert c["kpi_unit"] == "ms"
    # input_pipeline_analyzer's ms columns and a memory table (no times).
    c = orjson.loads(service.compared_json(new_run, "kernel_stats", "", {}, base_run))["comparison"]
    assert c["tables"]["kernels"]["units"]["total_duration_us"]["unit"] == "us"
    base_run, new_run = pairs(service)["tf_memory"]
    c = orjson.loads(service.compared_json(new_run, "memory_profile", "", {}, base_run))["comparison"]
    assert all(not t["units"] for t in c["tables"].values()) and c["kpi_unit"] is None
