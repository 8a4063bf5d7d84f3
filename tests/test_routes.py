"""Every route through the whole standalone WSGI app (werkzeug Client).

The logdir is a copy of tests/fixtures plus two broken runs (a truncated xplane
and random bytes). Checks status, Content-Type and body of good replies, the
one JSON error shape for every error source, and that no request writes to
the logdir.
"""

from __future__ import annotations

import csv
import gzip
import importlib
import io
import json
from pathlib import Path

import pytest

from tb_profile_plugin.profile.cache import flush
from werkzeug.test import Client

from tb_profile_plugin import tools
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.server import make_app

from http_util import (
    PREFIX,
    RANDOM_RUN,
    TRUNCATED_RUN,
    add_random_run,
    add_truncated_run,
    assert_error_shape,
    copy_fixtures,
    expected_runs,
    run_of,
    snapshot,
    xplane_files,
)

FIXTURE_NAMES = ["tf_keras_profile_batch", "tf_custom_loop_steps", "jax_jit_train", "gzip_xplane"]
STATIC_DIR = Path(tools.__file__).resolve().parents[1] / "static"


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("routes")
    logdir = copy_fixtures(root / "logdir")
    add_truncated_run(logdir)
    add_random_run(logdir)
    cache = root / "cache"
    client = Client(make_app(logdir, cache_dir=str(cache)))
    runs = client.get(PREFIX + "runs").json
    return {"logdir": logdir, "cache": cache, "client": client, "runs": runs}


@pytest.fixture(scope="module")
def client(env):
    return env["client"]


def run_name(env, fixture: str) -> str:
    return run_of(env["runs"], fixture)


def get_json(client, route: str):
    r = client.get(PREFIX + route)
    assert r.status_code == 200, (route, r.get_data(as_text=True))
    assert r.headers["Content-Type"] == "application/json"
    return json.loads(r.get_data())


def total_events(logdir: Path, fixture: str) -> int:
    (path,) = xplane_files(logdir / fixture)
    return xspace.load(path).num_events


# -- runs ----------------------------------------------------------------------


def test_runs_lists_every_session(env, client):
    runs = get_json(client, "runs")
    assert len(runs) == len(set(runs))
    assert set(runs) == expected_runs(env["logdir"])
    # Nested TensorBoard run: `<tb_run>/<session>`.
    assert any(r.startswith("tf_keras_profile_batch/train/") for r in runs)
    assert TRUNCATED_RUN in runs and RANDOM_RUN in runs


def test_runs_session_at_logdir_root(tmp_path):
    logdir = copy_fixtures(tmp_path / "fixtures") / "tf_custom_loop_steps"
    (path,) = xplane_files(logdir)
    app = Client(make_app(logdir, cache_dir=str(tmp_path / "cache")))
    assert get_json(app, "runs") == [path.parent.name]


def test_runs_empty_logdir(tmp_path):
    app = Client(make_app(tmp_path, cache_dir="none"))
    assert get_json(app, "runs") == []


def test_replies_carry_security_headers(client):
    r = client.get(PREFIX + "runs")
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]


# -- run_tools -----------------------------------------------------------------


@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_run_tools_details(env, client, fixture):
    run = run_name(env, fixture)
    details = get_json(client, f"run_tools?run={run}&details=1")
    assert [t["name"] for t in details] == tools.names()  # every tool once, menu order
    for t in details:
        assert set(t) == {"name", "available", "reason"}, t
        assert isinstance(t["available"], bool)
        assert isinstance(t["reason"], str)
        if t["available"]:
            assert t["reason"] == ""
        else:
            assert t["reason"].strip(), t
    by_name = {t["name"]: t for t in details}
    assert by_name["tensorflow_stats"]["available"]
    assert by_name["trace_viewer"]["available"]
    assert not by_name["kernel_stats"]["available"]
    assert "GPU" in by_name["kernel_stats"]["reason"]
    # A CPU-only run: its one host's steps are overview_page's, not a pod's (issue 44).
    assert not by_name["pod_viewer"]["available"] and "overview_page" in by_name["pod_viewer"]["reason"]
    # `details=true` means the same.
    assert get_json(client, f"run_tools?run={run}&details=true") == details

    plain = get_json(client, f"run_tools?run={run}")
    assert plain == [t["name"] for t in details if t["available"]]


# -- hosts ---------------------------------------------------------------------


@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_hosts(env, client, fixture):
    run = run_name(env, fixture)
    assert get_json(client, f"hosts?run={run}") == ["vm"]
    assert get_json(client, f"hosts?run={run}&tag=trace_viewer") == ["vm"]
    assert get_json(client, f"hosts?run={run}&tag=tensorflow_stats") == ["vm"]
    assert get_json(client, f"hosts?run={run}&tag=framework_op_stats") == ["vm"]
    assert get_json(client, f"hosts?run={run}&tag=kernel_stats") == []
    assert get_json(client, f"hosts?run={run}&tag=") == ["vm"]


# -- data ----------------------------------------------------------------------


@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_data_tensorflow_stats(env, client, fixture):
    run = run_name(env, fixture)
    data = get_json(client, f"data?run={run}&tag=tensorflow_stats")
    columns = data["columns"]
    assert columns and all(set(c) >= {"id", "label", "type"} for c in columns)
    ids = [c["id"] for c in columns]
    for needed in ("rank", "type", "operation", "occurrences", "total_time", "total_self_time"):
        assert needed in ids
    assert all(len(row) == len(columns) for row in data["rows"])
    rank = ids.index("rank")
    assert [row[rank] for row in data["rows"]] == list(range(1, len(data["rows"]) + 1))
    if fixture != "jax_jit_train":  # TF ops on the host
        assert data["rows"], data.get("diagnostics")

    # The alias gives the same JSON, and so does naming the host.
    assert get_json(client, f"data?run={run}&tag=framework_op_stats") == data
    assert get_json(client, f"data?run={run}&tag=tensorflow_stats&host=vm") == data


@pytest.mark.parametrize("fixture", FIXTURE_NAMES)
def test_data_trace_viewer(env, client, fixture):
    run = run_name(env, fixture)
    r = client.get(PREFIX + f"data?run={run}&tag=trace_viewer")
    assert r.status_code == 200
    assert r.headers["Content-Type"] == "application/json"
    trace = json.loads(r.get_data())
    events = trace["traceEvents"]
    complete = [e for e in events if e.get("ph") == "X"]
    expected = total_events(env["logdir"], fixture)
    assert expected > 0
    assert len(complete) == expected + trace["metadata"]["regions"]  # + ThreadpoolListener::Region spans
    assert trace["metadata"]["events"] == expected


@pytest.mark.parametrize("tag", ["tensorflow_stats", "trace_viewer"])
def test_gzip_when_accepted(env, client, tag):
    run = run_name(env, "tf_keras_profile_batch")
    url = PREFIX + f"data?run={run}&tag={tag}"
    plain = client.get(url)
    assert plain.status_code == 200
    assert "Content-Encoding" not in plain.headers
    zipped = client.get(url, headers={"Accept-Encoding": "gzip, deflate"})
    assert zipped.status_code == 200
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert zipped.headers["Content-Type"] == "application/json"
    body = zipped.get_data()
    assert body[:2] == b"\x1f\x8b"
    assert gzip.decompress(body) == plain.get_data()


@pytest.mark.parametrize("fixture", ["tf_keras_profile_batch", "tf_custom_loop_steps"])
def test_data_csv(env, client, fixture):
    run = run_name(env, fixture)
    data = get_json(client, f"data?run={run}&tag=tensorflow_stats")
    r = client.get(PREFIX + f"data_csv?run={run}&tag=framework_op_stats")
    assert r.status_code == 200
    assert r.headers["Content-Type"].split(";")[0] == "text/csv"
    disposition = r.headers["Content-Disposition"]
    assert disposition.startswith("attachment")
    filename = disposition.split("filename=", 1)[1].strip('"')
    assert filename.endswith(".csv")
    assert "/" not in filename and "\\" not in filename and ".." not in filename
    rows = list(csv.reader(io.StringIO(r.get_data(as_text=True))))
    assert rows[0] == [c["label"] for c in data["columns"]]
    assert len(rows) - 1 == len(data["rows"])
    assert all(len(row) == len(rows[0]) for row in rows)
    op = rows[0].index("Operation Name")
    assert [row[op] for row in rows[1:]] == [row[3] for row in data["rows"]]


# -- static --------------------------------------------------------------------


def test_static_index_js(client):
    r = client.get(PREFIX + "static/index.js")
    assert r.status_code == 200
    content_type = r.headers["Content-Type"].split(";")[0]
    assert content_type in ("text/javascript", "application/javascript")
    assert r.get_data() == (STATIC_DIR / "index.js").read_bytes()


def test_index_page(client):
    r = client.get("/")
    assert r.status_code == 200
    assert r.headers["Content-Type"].startswith("text/html")


@pytest.mark.parametrize(
    "path",
    ["static/../plugin.py", "static/%2e%2e/plugin.py", "static/%2E%2E%2Fplugin.py",
     "static//etc/passwd", "static/%2fetc%2fpasswd", "static/", "static/nope.js"],
)
def test_static_traversal_is_404(client, path):
    r = client.get(PREFIX + path)
    assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), 404)
    assert b"import" not in r.get_data() and b"root:" not in r.get_data()


# -- one error shape for every error source ------------------------------------

K = "{keras}"   # placeholders, replaced by the run names of the copy
C = "{loop}"
LONG = "x" * 2000

ERROR_CASES = [
    # (id, method, route, status)
    ("missing-run-run_tools", "GET", "run_tools", 400),
    ("missing-run-hosts", "GET", "hosts", 400),
    ("missing-run-data", "GET", "data?tag=trace_viewer", 400),
    ("missing-run-data_csv", "GET", "data_csv?tag=tensorflow_stats", 400),
    ("empty-run", "GET", "data?run=&tag=trace_viewer", 400),
    ("missing-tag-data", "GET", f"data?run={K}", 400),
    ("missing-tag-data_csv", "GET", f"data_csv?run={K}", 400),
    ("option-too-long", "GET", f"data?run={K}&tag=tensorflow_stats&x={LONG}", 400),
    ("unknown-run", "GET", "run_tools?run=no_such_run", 404),
    ("unknown-run-data", "GET", "data?run=no_such_run&tag=trace_viewer", 404),
    ("unknown-run-hosts", "GET", "hosts?run=no_such_run", 404),
    ("run-dotdot", "GET", "run_tools?run=..", 404),
    ("run-dotdot-path", "GET", "data?run=../../etc&tag=trace_viewer", 404),
    ("run-dotdot-inside", "GET", f"data?run={K}/../../tf_custom_loop_steps&tag=trace_viewer", 404),
    ("run-encoded-dotdot", "GET", "hosts?run=%2e%2e%2f%2e%2e", 404),
    ("run-absolute", "GET", "run_tools?run=/etc", 404),
    ("run-absolute-session", "GET", "data?run={session_dir}&tag=trace_viewer", 404),
    ("host-dotdot", "GET", f"data?run={K}&tag=trace_viewer&host=..", 404),
    ("host-dotdot-path", "GET", f"data?run={K}&tag=trace_viewer&host=../vm", 404),
    ("host-encoded-dotdot", "GET", f"data?run={K}&tag=trace_viewer&host=%2e%2e%2fvm", 404),
    ("host-absolute", "GET", f"data?run={K}&tag=trace_viewer&host={{xplane_file}}", 404),
    ("host-absolute-etc", "GET", f"data_csv?run={K}&tag=tensorflow_stats&host=/etc/passwd", 404),
    ("unknown-host", "GET", f"data?run={K}&tag=tensorflow_stats&host=other_host", 404),
    ("tag-dotdot", "GET", f"data?run={K}&tag=..", 404),
    ("tag-dotdot-path", "GET", f"data?run={K}&tag=../tools/trace_viewer", 404),
    ("tag-encoded-dotdot", "GET", f"data?run={K}&tag=%2e%2e%2fplugin", 404),
    ("tag-absolute", "GET", f"hosts?run={K}&tag=/etc/passwd", 404),
    ("unknown-tool", "GET", f"data?run={K}&tag=no_such_tool", 404),
    ("unknown-tool-hosts", "GET", f"hosts?run={K}&tag=no_such_tool", 404),
    ("unknown-tool-csv", "GET", f"data_csv?run={K}&tag=no_such_tool", 404),
    ("unavailable-kernel_stats", "GET", f"data?run={K}&tag=kernel_stats", 404),
    ("unavailable-memory_profile", "GET", f"data?run={C}&tag=memory_profile", 404),
    ("unavailable-op_profile", "GET", f"data?run={K}&tag=op_profile", 404),
    ("csv-of-tool-without-table", "GET", f"data_csv?run={K}&tag=trace_viewer", 404),
    ("static-dotdot", "GET", "static/../plugin.py", 404),
    ("static-encoded-dotdot", "GET", "static/%2e%2e/plugin.py", 404),
    ("static-absolute", "GET", "static//etc/passwd", 404),
    ("unknown-route", "GET", "no_such_route", 404),
    ("post-runs", "POST", "runs", 405),
    ("post-data", "POST", f"data?run={K}&tag=trace_viewer", 405),
    ("put-run_tools", "PUT", f"run_tools?run={K}", 405),
    ("delete-static", "DELETE", "static/index.js", 405),
    ("truncated-run_tools", "GET", f"run_tools?run={TRUNCATED_RUN}", 422),
    ("truncated-hosts-tag", "GET", f"hosts?run={TRUNCATED_RUN}&tag=trace_viewer", 422),
    ("truncated-data", "GET", f"data?run={TRUNCATED_RUN}&tag=trace_viewer", 422),
    ("truncated-data-stats", "GET", f"data?run={TRUNCATED_RUN}&tag=tensorflow_stats", 422),
    ("truncated-data_csv", "GET", f"data_csv?run={TRUNCATED_RUN}&tag=tensorflow_stats", 422),
    ("random-bytes-run_tools", "GET", f"run_tools?run={RANDOM_RUN}", 422),
    ("random-bytes-data", "GET", f"data?run={RANDOM_RUN}&tag=trace_viewer", 422),
]


def _fill(env, route: str) -> str:
    keras = run_name(env, "tf_keras_profile_batch")
    (xplane,) = xplane_files(env["logdir"] / "tf_keras_profile_batch")
    return route.format(
        keras=keras,
        loop=run_name(env, "tf_custom_loop_steps"),
        session_dir=xplane.parent,
        xplane_file=xplane,
    )


@pytest.mark.parametrize("method,route,status", [c[1:] for c in ERROR_CASES], ids=[c[0] for c in ERROR_CASES])
def test_error_shape(env, client, method, route, status):
    url = PREFIX + _fill(env, route)
    for accept in ({}, {"Accept-Encoding": "gzip"}):
        r = client.open(url, method=method, headers=accept)
        body = r.get_data()
        if r.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        assert_error_shape(r.status_code, r.headers.get("Content-Type"), body, status)
        if status == 405:
            assert "GET" in r.headers.get("Allow", "")
    # The app still answers after the bad request.
    after = client.get(PREFIX + "runs")
    assert after.status_code == 200
    assert set(after.json) == expected_runs(env["logdir"])


def test_errors_name_no_server_internals(env, client):
    """Messages are for users: no Python exception reprs."""
    for _, method, route, _status in ERROR_CASES:
        r = client.open(PREFIX + _fill(env, route), method=method)
        message = json.loads(r.get_data())["error"]
        assert "object at 0x" not in message and "<class " not in message, message


SECRET = "secret /srv/private/model_v2.py detail"


def _raise(*_args, **_kwargs):
    raise RuntimeError(SECRET)


@pytest.mark.parametrize("route,module,attr", [
    ("data?run={run}&tag=tensorflow_stats", "tensorflow_stats", "reduce"),
    ("data_csv?run={run}&tag=tensorflow_stats", "tensorflow_stats", "table"),
    ("data?run={run}&tag=trace_viewer", "trace_viewer", "stream"),  # fails on the first chunk
    ("run_tools?run={run}", None, "availability_of"),
])
def test_unexpected_error_is_an_opaque_500(tmp_path, monkeypatch, caplog, route, module, attr):
    """A bug (any exception that is not one of errors.py's) answers 500 in the
    one JSON error shape with a generic message: neither the exception's text
    (paths, values) nor a traceback reaches the client; the server log has both."""
    logdir = copy_fixtures(tmp_path / "logdir")
    client = Client(make_app(logdir, cache_dir="none"))
    run = run_of(client.get(PREFIX + "runs").json, "tf_custom_loop_steps")
    url = PREFIX + route.format(run=run)
    # (No request before the break: the service would answer it again from its result cache.)
    target = importlib.import_module(f"{tools.__name__}.{module}") if module else tools
    monkeypatch.setattr(target, attr, _raise)
    for accept in ({}, {"Accept-Encoding": "gzip"}):
        caplog.clear()
        with caplog.at_level("ERROR", logger="tb_profile_plugin.plugin"):
            r = client.get(url, headers=accept)
            body = r.get_data()
        if r.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        message = assert_error_shape(r.status_code, r.headers.get("Content-Type"), body, 500)
        assert message == "internal error; see the server log"
        text = body.decode()
        for leak in ("secret", "/srv/private", "model_v2", "RuntimeError", "Traceback", "_raise", __file__):
            assert leak not in text, (leak, text)
        assert r.headers["X-Content-Type-Options"] == "nosniff"  # still built by respond()
        # The details went to the server log instead.
        (record,) = [rec for rec in caplog.records if rec.levelname == "ERROR"]
        assert record.exc_info and record.exc_info[0] is RuntimeError and SECRET in str(record.exc_info[1])
    monkeypatch.undo()
    assert client.get(url).status_code == 200  # the same request works without the bug


# -- the logdir is read, never written -----------------------------------------


def test_requests_leave_logdir_untouched(tmp_path):
    logdir = copy_fixtures(tmp_path / "logdir")
    add_truncated_run(logdir)
    add_random_run(logdir)
    cache = tmp_path / "cache"
    before = snapshot(logdir)
    client = Client(make_app(logdir, cache_dir=str(cache)))
    env = {"logdir": logdir, "runs": client.get(PREFIX + "runs").json}
    routes = ["runs", "static/index.js"]
    for fixture in FIXTURE_NAMES:
        run = run_name(env, fixture)
        routes += [
            f"run_tools?run={run}&details=1", f"hosts?run={run}&tag=trace_viewer",
            f"data?run={run}&tag=tensorflow_stats", f"data?run={run}&tag=framework_op_stats",
            f"data?run={run}&tag=trace_viewer", f"data_csv?run={run}&tag=tensorflow_stats",
        ]
    for _, method, route, _status in ERROR_CASES:
        client.open(PREFIX + _fill(env, route), method=method).get_data()
    for route in routes:
        for headers in ({}, {"Accept-Encoding": "gzip"}):
            r = client.get(PREFIX + route, headers=headers)
            assert r.status_code == 200, route
            r.get_data()
    assert snapshot(logdir) == before
    # The disk cache was used, outside the logdir (written in the background).
    flush()
    assert any(cache.iterdir())


def test_cache_dir_none_writes_nothing(tmp_path):
    logdir = copy_fixtures(tmp_path / "logdir")
    before = snapshot(tmp_path)
    client = Client(make_app(logdir, cache_dir="none"))
    run = run_of(client.get(PREFIX + "runs").json, "tf_custom_loop_steps")
    assert client.get(PREFIX + f"data?run={run}&tag=tensorflow_stats").status_code == 200
    assert client.get(PREFIX + f"data?run={run}&tag=trace_viewer").status_code == 200
    assert snapshot(tmp_path) == before


def test_routes_import_every_converter_but_not_pandas():
    # Made at server start: no tool's first request pays its imports, and pandas
    # (~40 MiB, 0.15 s) stays out of a TensorBoard that shows traces and TF overviews.
    import subprocess
    import sys

    script = """
import sys
from tb_profile_plugin import tools
from tb_profile_plugin.plugin import ProfileRoutes
ProfileRoutes(service=None)
missing = [t.module for t in tools.TOOLS if t.built and f"tb_profile_plugin.tools.{t.module}" not in sys.modules]
assert not missing, missing
assert "pandas" not in sys.modules, "a converter imported pandas"
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]


def test_a_converter_that_fails_to_import_does_not_stop_the_server(monkeypatch, caplog):
    from tb_profile_plugin import tools

    broken = next(t for t in tools.TOOLS if t.built)

    def fail():
        raise ImportError("no such module")

    monkeypatch.setattr(type(broken), "_impl", lambda self: fail() if self is broken else None)
    tools.import_converters()
    assert f"could not import the {broken.name} tool" in caplog.text
