"""The tb-profile command: convert, summary, serve, and its errors."""

import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from browser.fixtures_util import START_TIMEOUT_S
from conftest import fixture_xplane
from tb_profile_plugin import cli, tools
from tb_profile_plugin.profile import xspace

FIXTURES = Path(__file__).parent / "fixtures"
CUSTOM_LOOP_RUN = next((FIXTURES / "tf_custom_loop_steps" / "plugins" / "profile").iterdir())
KERAS_FILE = next((FIXTURES / "tf_keras_profile_batch").rglob("*.xplane.pb"))


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "tb_profile_plugin.cli", *map(str, args), "--cache-dir", "none"],
        capture_output=True, text=True, timeout=120,
    )


def test_convert_trace_viewer_from_run_directory(tmp_path):
    out = tmp_path / "trace.json"
    result = run_cli("convert", CUSTOM_LOOP_RUN, "--tool", "trace_viewer", "-o", out)
    assert result.returncode == 0, result.stderr
    trace = json.loads(out.read_text())
    steps = [e for e in trace["traceEvents"] if e.get("name") == "train" and e["ph"] == "X"]
    assert [e["args"]["step_num"] for e in steps] == [0, 1, 2, 3, 4]


def test_convert_tensorflow_stats_alias_to_stdout():
    result = run_cli("convert", KERAS_FILE, "--tool", "framework_op_stats")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["rows"] and data["rows"][0][0] == 1


def test_summary_lists_devices_steps_and_top_ops():
    result = run_cli("summary", CUSTOM_LOOP_RUN)
    assert result.returncode == 0, result.stderr
    text = result.stdout
    assert "devices: none (host only)" in text
    assert "steps: 5 (from host step markers `train` (step_num))" in text
    assert "top 10 ops by self time:" in text
    assert len(text.split("top 10 ops by self time:")[1].strip().splitlines()) == 11  # header + 10


def test_summary_uses_the_overview_step_definition():
    # 8 steps: like overview_page (and XProf), the first and the last are left
    # out, and the average is overview_page's.
    path = fixture_xplane("tf_loop_python_tracer")
    result = run_cli("summary", str(path))
    assert result.returncode == 0, result.stderr
    overview = tools.get("overview_page").convert([xspace.load(path)], {})
    avg = overview["summary"]["average_step_time_ms"]
    assert overview["summary"]["num_steps"] == 6
    assert (f"steps: 6 (from host step markers `train` (step_num); left out train 0, train 7), "
            f"average step time {avg:.3f} ms") in result.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["convert", "/nonexistent.xplane.pb", "--tool", "trace_viewer"], "no such file"),
        (["convert", KERAS_FILE, "--tool", "nope"], "unknown tool"),
        (["convert", KERAS_FILE, "--tool", "kernel_stats"], "no GPU device planes"),
        (["convert", CUSTOM_LOOP_RUN, "--tool", "trace_viewer", "--host", "other"], "no host 'other'"),
        (["summary", FIXTURES], "no *.xplane.pb or *.pt.trace.json files"),
    ],
)
def test_errors_are_one_line_messages(args, message):
    result = run_cli(*args)
    assert result.returncode == 1
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_truncated_profile_is_a_clear_error(tmp_path):
    bad = tmp_path / "vm.xplane.pb"
    bad.write_bytes(KERAS_FILE.read_bytes()[:5000])
    result = run_cli("summary", bad)
    assert result.returncode == 1
    assert str(bad) in result.stderr and "Traceback" not in result.stderr


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_serve_answers_routes_and_stops(tmp_path):
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tb_profile_plugin.cli", "serve", str(FIXTURES), "--port", str(port),
         "--cache-dir", str(tmp_path / "cache")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + START_TIMEOUT_S  # 14-17 s on a loaded VM
        while True:
            try:
                runs = json.load(urllib.request.urlopen(f"{base}/data/plugin/profile/runs", timeout=5))
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail(f"tb-profile serve did not start: {proc.stderr.read() if proc.poll() is not None else ''}")
                time.sleep(0.2)
        assert "tf_keras_profile_batch/train/" + KERAS_FILE.parent.name in runs
        page = urllib.request.urlopen(f"{base}/", timeout=5).read().decode()
        assert "main.js" in page
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_main_rejects_malformed_option(capsys):
    assert cli.main(["convert", str(KERAS_FILE), "--tool", "trace_viewer", "--option", "novalue"]) == 2
