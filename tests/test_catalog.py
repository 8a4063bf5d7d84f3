"""Discovery of runs and hosts under a logdir (catalog.py)."""

from __future__ import annotations

import gzip
import os
import shutil
from pathlib import Path

import pytest
from werkzeug.test import Client

from conftest import FIXTURES, fixture_xplane, pytorch_real_trace
from http_util import PREFIX
from tb_profile_plugin import catalog, cli
from tb_profile_plugin.catalog import Catalog, SessionCatalog
from tb_profile_plugin.errors import BadParameter, NotFound, ProfilerError, UnknownHost, UnknownRun
from tb_profile_plugin.profile import kineto_head
from tb_profile_plugin.server import make_app


def session(logdir: Path, name: str, *files: str, run: str = "") -> Path:
    """Makes `<logdir>/<run>/plugins/profile/<name>/` holding the named files."""
    folder = logdir / run / "plugins" / "profile" / name if run else logdir / "plugins" / "profile" / name
    folder.mkdir(parents=True, exist_ok=True)
    for f in files:
        (folder / f).write_bytes(b"")
    return folder


def names(cat: Catalog) -> list[str]:
    return [r.name for r in cat.runs()]


@pytest.fixture
def logdir(tmp_path):
    d = tmp_path / "logdir"
    d.mkdir()
    return d


def test_root_session(logdir):
    folder = session(logdir, "2024_01_01_00_00_00", "vm.xplane.pb")
    (run,) = Catalog(logdir).runs()
    assert run.name == "2024_01_01_00_00_00"
    assert run.hosts == {"vm": folder / "vm.xplane.pb"}
    assert run.directory.name == "2024_01_01_00_00_00"
    assert run.mtime > 0


def test_nested_runs(logdir):
    session(logdir, "s0", "vm.xplane.pb")
    session(logdir, "s1", "h.xplane.pb", run="a/b")
    session(logdir, "s2", "h.xplane.pb", run="train")
    cat = Catalog(logdir)
    assert sorted(names(cat)) == ["a/b/s1", "s0", "train/s2"]
    assert cat.run("a/b/s1").hosts["h"] == logdir.resolve() / "a/b/plugins/profile/s1/h.xplane.pb"


def test_sessions_newest_first(logdir):
    session(logdir, "2024_01_01_00_00_00", "vm.xplane.pb")
    session(logdir, "2024_03_01_00_00_00", "vm.xplane.pb", run="train")
    session(logdir, "2024_02_01_00_00_00", "vm.xplane.pb")
    session(logdir, "2024_01_15_00_00_00", "vm.xplane.pb", run="eval")
    assert names(Catalog(logdir)) == [
        "train/2024_03_01_00_00_00", "2024_02_01_00_00_00", "eval/2024_01_15_00_00_00", "2024_01_01_00_00_00",
    ]


def test_same_session_name_newest_file_first(logdir):
    a = session(logdir, "2024_01_01_00_00_00", "vm.xplane.pb", run="a")
    b = session(logdir, "2024_01_01_00_00_00", "vm.xplane.pb", run="b")
    os.utime(a / "vm.xplane.pb", (2_000_000_000, 2_000_000_000))
    os.utime(b / "vm.xplane.pb", (1_000_000_000, 1_000_000_000))
    assert names(Catalog(logdir)) == ["a/2024_01_01_00_00_00", "b/2024_01_01_00_00_00"]
    os.utime(b / "vm.xplane.pb", (2_100_000_000, 2_100_000_000))
    assert names(Catalog(logdir)) == ["b/2024_01_01_00_00_00", "a/2024_01_01_00_00_00"]


def test_hosts_from_file_prefixes(logdir):
    session(logdir, "s", "worker-1.xplane.pb", "worker-0.xplane.pb", "host.with.dots.xplane.pb.gz")
    cat = Catalog(logdir)
    assert sorted(cat.run("s").hosts) == ["host.with.dots", "worker-0", "worker-1"]
    assert [h for h, _ in cat.host_files("s")] == ["host.with.dots", "worker-0", "worker-1"]
    assert [(h, p.name) for h, p in cat.host_files("s", "worker-1")] == [("worker-1", "worker-1.xplane.pb")]
    assert len(cat.host_files("s", "")) == 3


@pytest.mark.parametrize("order", ["plain_first", "gz_first"])
def test_plain_file_preferred_over_gzip_twin(logdir, order):
    files = ["vm.xplane.pb", "vm.xplane.pb.gz"]
    if order == "gz_first":
        files.reverse()
    session(logdir, "s", *files, "other.xplane.pb.gz")
    hosts = Catalog(logdir).run("s").hosts
    assert hosts["vm"].name == "vm.xplane.pb"
    assert hosts["other"].name == "other.xplane.pb.gz"


def test_files_that_are_not_xplanes_are_ignored(logdir):
    folder = session(logdir, "s", "vm.xplane.pb", "vm.trace.json.gz", "vm.xplane.pb.tmp", "xplane.pb.txt",
                     "events.out.tfevents.1.vm", "vm.memory_profile.json.gz", "vm.XPLANE.PB")
    (folder / "dir.xplane.pb").mkdir()
    session(logdir, "only_traces", "vm.trace.json.gz")
    cat = Catalog(logdir)
    assert names(cat) == ["s"]
    assert list(cat.run("s").hosts) == ["vm"]


def test_empty_sessions_are_not_listed(logdir):
    session(logdir, "empty")
    session(logdir, "full", "vm.xplane.pb")
    (logdir / "plugins" / "profile" / "stray.xplane.pb").write_bytes(b"")
    assert names(Catalog(logdir)) == ["full"]
    with pytest.raises(UnknownRun):
        Catalog(logdir).run("empty")


def test_symlinked_xplane_outside_logdir_is_ignored(tmp_path, logdir):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.xplane.pb").write_bytes(b"")
    folder = session(logdir, "s", "vm.xplane.pb")
    (folder / "evil.xplane.pb").symlink_to(outside / "secret.xplane.pb")
    (logdir / "inside.xplane.pb").write_bytes(b"")
    (folder / "good.xplane.pb").symlink_to(logdir / "inside.xplane.pb")
    only_link = session(logdir, "t")
    (only_link / "evil.xplane.pb").symlink_to(outside / "secret.xplane.pb")
    cat = Catalog(logdir)
    assert names(cat) == ["s"]
    assert sorted(cat.run("s").hosts) == ["good", "vm"]
    with pytest.raises(UnknownHost):
        cat.host_files("s", "evil")


def test_symlinked_session_outside_logdir_is_ignored(tmp_path, logdir):
    outside = tmp_path / "outside_session"
    outside.mkdir()
    (outside / "vm.xplane.pb").write_bytes(b"")
    session(logdir, "real", "vm.xplane.pb")
    (logdir / "plugins" / "profile" / "linked").symlink_to(outside, target_is_directory=True)
    cat = Catalog(logdir)
    assert names(cat) == ["real"]
    with pytest.raises(UnknownRun):
        cat.run("linked")


def test_symlinked_logdir(tmp_path, logdir):
    session(logdir, "s", "vm.xplane.pb")
    link = tmp_path / "link"
    link.symlink_to(logdir, target_is_directory=True)
    assert names(Catalog(link)) == ["s"]


def test_dangling_symlink_is_ignored(tmp_path, logdir):
    folder = session(logdir, "s", "vm.xplane.pb")
    (folder / "gone.xplane.pb").symlink_to(tmp_path / "nothing.xplane.pb")
    assert list(Catalog(logdir).run("s").hosts) == ["vm"]


def test_new_session_appears_after_rescan(logdir, monkeypatch):
    monkeypatch.setattr(catalog, "RESCAN_SECONDS", 3600.0)
    session(logdir, "2024_01_01_00_00_00", "vm.xplane.pb")
    cat = Catalog(logdir)
    assert names(cat) == ["2024_01_01_00_00_00"]
    session(logdir, "2024_01_02_00_00_00", "vm.xplane.pb")
    assert names(cat) == ["2024_01_01_00_00_00"]  # the scan is reused
    cat.rescan()
    assert names(cat) == ["2024_01_02_00_00_00", "2024_01_01_00_00_00"]


def test_asking_for_a_new_run_rescans(logdir, monkeypatch):
    monkeypatch.setattr(catalog, "RESCAN_SECONDS", 3600.0)
    cat = Catalog(logdir)
    assert cat.runs() == []
    session(logdir, "late", "vm.xplane.pb")
    assert cat.run("late").name == "late"


def test_removed_session_disappears_after_rescan(logdir, monkeypatch):
    monkeypatch.setattr(catalog, "RESCAN_SECONDS", 3600.0)
    folder = session(logdir, "s", "vm.xplane.pb")
    cat = Catalog(logdir)
    assert names(cat) == ["s"]
    (folder / "vm.xplane.pb").unlink()
    cat.rescan()
    assert names(cat) == []


@pytest.mark.parametrize("name", [
    "../x", "..", ".", "x/../s", "plugins/profile/s", "s/", "/s", "S", " s", "s\x00",
])
def test_unknown_run(logdir, name):
    session(logdir, "s", "vm.xplane.pb")
    (logdir.parent / "x" / "plugins" / "profile" / "s").mkdir(parents=True)
    with pytest.raises(UnknownRun):
        Catalog(logdir).run(name)


def test_absolute_paths_are_not_runs(logdir):
    folder = session(logdir, "s", "vm.xplane.pb")
    cat = Catalog(logdir)
    for name in (str(folder), str(folder / "vm.xplane.pb"), str(logdir), "/etc/passwd"):
        with pytest.raises(UnknownRun):
            cat.run(name)
        with pytest.raises(UnknownRun):
            cat.host_files(name)


@pytest.mark.parametrize("name", ["", None])
def test_missing_run_name(logdir, name):
    session(logdir, "s", "vm.xplane.pb")
    cat = Catalog(logdir)
    with pytest.raises(BadParameter):
        cat.run(name)
    with pytest.raises(BadParameter):
        cat.host_files(name, "vm")


@pytest.mark.parametrize("host", ["nope", "../vm", "vm.xplane.pb", "/vm", "VM"])
def test_unknown_host(logdir, host):
    session(logdir, "s", "vm.xplane.pb")
    with pytest.raises(UnknownHost) as info:
        Catalog(logdir).host_files("s", host)
    assert isinstance(info.value, NotFound)


def test_nonexistent_logdir(tmp_path):
    cat = Catalog(tmp_path / "missing")
    assert cat.runs() == []
    with pytest.raises(UnknownRun):
        cat.run("s")


def test_logdir_that_is_a_file(tmp_path):
    f = tmp_path / "file"
    f.write_bytes(b"")
    assert Catalog(f).runs() == []


def test_real_fixtures():
    cat = Catalog(FIXTURES)
    # tests/fixtures/compare holds profile pairs for comparing, a logdir of their own: not counted here.
    listed = [r for r in cat.runs() if not r.name.startswith("compare/")]
    # tests/fixtures/accelerators: the real TPU and GPU profiles, a run each, a host per file.
    accelerators = {r.name.split("/")[1]: sorted(r.hosts) for r in listed if r.name.startswith("accelerators/")}
    assert accelerators == {"tpu_v6e_x4_inference": ["tpu_inference_2"], "jax_mi300x_conv": ["tw003"]}
    listed = [r for r in listed if not r.name.startswith("accelerators/")]
    runs = {r.name: r for r in listed if not r.name.startswith(("reference/", "pytorch"))}
    # tests/fixtures/pytorch*: PyTorch traces, a run per directory, a host per worker.
    torch_runs = {r.name: sorted(r.hosts) for r in listed if r.name.startswith("pytorch")}
    assert torch_runs == {"pytorch/resnet50": ["worker0"], "pytorch/nccl": ["rank-0"],
                          "pytorch/distributed": ["rank-0", "rank-1"],
                          "pytorch/cpu_only": ["rank-34.Jul_15_10_52_41"],
                          "pytorch_real/resnet50_num_workers_0": ["worker0"],
                          "pytorch_real/resnet50_num_workers_4": ["worker0"],
                          # Named *.json[.gz]: traces by their content (TraceLens's; ttb's GPU-metrics pair).
                          "pytorch_real/h100_qwen": ["h100_Qwen_Qwen1.5-0.5B-Chat__1016005"],
                          "pytorch_real/mi300_qwen": ["mi300_Qwen_Qwen1.5-0.5B-Chat__1016005"],
                          "pytorch_reference/gpu_metrics": ["gpu_metrics_expected", "gpu_metrics_input"]}
    # tests/fixtures/reference: two more runs, one of them nested.
    references = sorted(r.name.rsplit("/", 1)[0] for r in listed if r.name.startswith("reference/"))
    assert references == ["reference/jax_cpu", "reference/tf_keras_small/train"]
    assert len(runs) == 6
    keras = [n for n in runs if n.startswith("tf_keras_profile_batch/train/")]
    assert len(keras) == 1
    assert any(n.startswith("jax_jit_train/") for n in runs)
    gz = next(r for n, r in runs.items() if n.startswith("gzip_xplane/"))
    assert gz.hosts["vm"].name == "vm.xplane.pb.gz"
    assert all(list(r.hosts) == ["vm"] for r in runs.values())
    sessions = [r.directory.name for r in listed if not r.name.startswith("pytorch")]
    assert sessions == sorted(sessions, reverse=True)
    # PyTorch runs by their newest file stamp among the sessions; without stamps, last (by name).
    names = [r.name for r in listed]
    # (the resnet50 stamps are from 2021, cpu_only's "1074" ms after 1970; the others have none.)
    assert names[-9:] == ["pytorch_real/resnet50_num_workers_4", "pytorch_real/resnet50_num_workers_0",
                          "pytorch/resnet50", "pytorch/cpu_only", "pytorch_reference/gpu_metrics",
                          "pytorch_real/mi300_qwen", "pytorch_real/h100_qwen", "pytorch/nccl", "pytorch/distributed"]
    for fixture in ("tf_custom_loop_steps", "jax_jit_train"):
        (run,) = Catalog(FIXTURES / fixture).runs()
        assert "/" not in run.name and run.hosts["vm"].is_file()


# -- PyTorch sessions: a directory whose workers wrote several profiling cycles -----------------

# Two real ResNet-50 traces of worker0 (torch-tb-profiler's V100 samples), as
# tensorboard_trace_handler leaves them in one directory over two cycles.
SPAN_FILES = (FIXTURES / "pytorch" / "resnet50" / "worker0.1623143089861.pt.trace.json.gz",
              FIXTURES / "pytorch_real" / "resnet50_num_workers_4" / "worker0.1623212756351.pt.trace.json.gz")
SPAN_RUNS = ("session/1623212756351", "session/1623143089861")  # newest first


def _session_logdir(root: Path) -> Path:
    for f in SPAN_FILES:
        (root / "session").mkdir(parents=True, exist_ok=True)
        shutil.copy(f, root / "session" / f.name)
    shutil.copytree(FIXTURES / "pytorch" / "nccl", root / "nccl")  # one cycle: a run alone
    return root


def test_cycles_are_spans_of_one_session(logdir):
    runs = Catalog(_session_logdir(logdir)).runs()
    assert [r.name for r in runs] == [*SPAN_RUNS, "nccl"]
    # Numbered by stamp from 1, as torch-tb-profiler's Span selector; the stamp is the files'.
    assert [(r.session, r.span, r.stamp) for r in runs] == [
        ("session", 2, 1623212756351), ("session", 1, 1623143089861), (None, None, None)]
    assert [list(r.hosts) for r in runs] == [["worker0"], ["worker0"], ["rank-0"]]


def test_cycles_without_stamps_are_numbered(logdir):
    for name in ("w.pt.trace.json", "w.7.pt.trace.json"):  # one file without a stamp sorts first
        (logdir / "exp").mkdir(exist_ok=True)
        (logdir / "exp" / name).write_bytes(b"{}")
    runs = sorted(Catalog(logdir).runs(), key=lambda r: r.span)
    assert [(r.name, r.session, r.span, r.stamp) for r in runs] == [
        ("exp/1", "exp", 1, None), ("exp/7", "exp", 2, 7)]


def test_runs_reply_names_each_span_and_its_session(tmp_path):
    """`runs` stays a list of names; `runs?details=1` adds session, span and time."""
    client = Client(make_app(_session_logdir(tmp_path / "logs"), cache_dir=str(tmp_path / "cache")))
    assert client.get(PREFIX + "runs").json == [*SPAN_RUNS, "nccl"]
    assert client.get(PREFIX + "runs?details=1").json == [
        {"name": SPAN_RUNS[0], "session": "session", "span": 2, "time_ms": 1623212756351},
        {"name": SPAN_RUNS[1], "session": "session", "span": 1, "time_ms": 1623143089861},
        {"name": "nccl", "session": None, "span": None, "time_ms": None}]
    reply = client.get(PREFIX + "runs?details=yes please")
    assert reply.status_code == 400 and "details" in reply.json["error"]
    # Each span is its own run: torch-tb-profiler's average step times of the two (µs).
    steps = {}
    for run in SPAN_RUNS:
        data = client.get(PREFIX + f"data?run={run}&tag=overview_page&host=worker0").json
        steps[run] = round(data["gpu_step_breakdown"]["average"]["step_time_us"])
    assert steps == {SPAN_RUNS[1]: 177_592, SPAN_RUNS[0]: 141_068}


# -- PyTorch traces known by their content (profile/kineto_head.py) ----------------------------

# XProf's Chrome trace JSON of a real JAX profile: what JAX writes as <host>.trace.json.gz.
XPROF_TRACE = FIXTURES / "accelerators" / "xprof_outputs" / "jax_mi300x_conv" / "trace_viewer.json.gz"
SESSION = "plugins/profile/2024_01_01_00_00_00"
CPU_ONLY_TRACE = FIXTURES / "pytorch" / "cpu_only" / "rank-34.Jul_15_10_52_41.1074.pt.trace.json.gz"


def _put(root: Path, rel: str, data: bytes) -> None:
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    (root / rel).write_bytes(data)


def _content_logdir(root: Path) -> Path:
    """Real traces under other names, JAX's trace JSON in and out of a session, and JSON files
    that are no trace (corrupt, truncated, long, empty)."""
    text = gzip.decompress(CPU_ONLY_TRACE.read_bytes())
    _put(root, "tracelens/h100.json.gz", pytorch_real_trace("h100_qwen").read_bytes())  # 26 KB of metadata first
    _put(root, "exported/trace.json", text)  # prof.export_chrome_trace("trace.json")
    _put(root, f"jax/{SESSION}/vm.xplane.pb", fixture_xplane("tf_custom_loop_steps").read_bytes())
    _put(root, f"jax/{SESSION}/vm.trace.json.gz", XPROF_TRACE.read_bytes())
    _put(root, f"jax_trace_only/{SESSION}/vm.trace.json.gz", XPROF_TRACE.read_bytes())
    _put(root, "copied/vm.trace.json.gz", XPROF_TRACE.read_bytes())  # outside a session: read, and no trace
    _put(root, "notes/config.json", b'{"schemaVersion": 2, "lr": 0.1, "layers": [1, 2]}')
    _put(root, "notes/empty.json", b"")
    _put(root, "notes/numbers.json", b"[1, 2, 3]")
    _put(root, "notes/corrupt.json.gz", b"\x1f\x8b\x08\x00" + bytes(range(256)) * 8)
    _put(root, "notes/truncated.json.gz", gzip.compress(text)[:40])
    _put(root, "notes/head_only.json", text[:20])  # `{ "schemaVersion": 1`, then nothing
    _put(root, "notes/long.json", b'{"data": [' + b"1.5, " * 100_000 + b"0]}")  # undecided within MAX_BYTES
    _put(root, "notes/text.json", "{\"na\u00efve\": \"\u2603\"}".encode())
    return root


CONTENT_RUNS = {"tracelens": {"h100": "h100.json.gz"}, "exported": {"trace": "trace.json"},
                "jax/2024_01_01_00_00_00": {"vm": "vm.xplane.pb"}}


def test_traces_known_by_their_content(logdir):
    runs = Catalog(_content_logdir(logdir)).runs()
    assert {r.name: {h: f.name for h, f in r.hosts.items()} for r in runs} == CONTENT_RUNS


def test_a_rescan_reads_only_changed_files(logdir, monkeypatch):
    _content_logdir(logdir)
    monkeypatch.setattr(kineto_head, "_verdicts", {})
    reads = []
    real = kineto_head._read_head
    monkeypatch.setattr(kineto_head, "_read_head", lambda path, n: reads.append((path, n)) or real(path, n))
    cat = Catalog(logdir)
    cat.runs()
    read = {os.path.relpath(p, logdir) for p, _ in reads}
    # Every *.json[.gz] outside session folders, none twice past the second read, at most MAX_BYTES.
    assert read == {"tracelens/h100.json.gz", "exported/trace.json", "copied/vm.trace.json.gz",
                    *(f"notes/{f.name}" for f in (logdir / "notes").iterdir())}
    assert all(n <= kineto_head.MAX_BYTES for _, n in reads) and len(reads) <= 2 * len(read)
    reads.clear()
    cat.rescan()
    assert {r.name for r in cat.runs()} == set(CONTENT_RUNS) and reads == []
    # A file that changed is read again, and only it.
    _put(logdir, "notes/config.json", CPU_ONLY_TRACE.read_bytes())
    cat.rescan()
    assert {r.name: list(r.hosts) for r in cat.runs()}["notes"] == ["config"]
    assert {os.path.relpath(p, logdir) for p, _ in reads} == {"notes/config.json"}


def test_a_trace_named_on_the_command_line(logdir, capsys):
    _content_logdir(logdir)
    (run,) = SessionCatalog(logdir / "tracelens" / "h100.json.gz").runs()
    assert run.hosts == {"h100": logdir / "tracelens" / "h100.json.gz"}
    (run,) = SessionCatalog(logdir / "exported").runs()
    assert list(run.hosts) == ["trace"]
    with pytest.raises(ProfilerError, match="is not a profile: neither an XSpace"):
        SessionCatalog(logdir / "copied" / "vm.trace.json.gz").runs()
    for folder in ("notes", f"jax_trace_only/{SESSION}"):
        with pytest.raises(ProfilerError, match=r"no \*\.xplane\.pb or \*\.pt\.trace\.json files in"):
            SessionCatalog(logdir / folder).runs()
    assert cli.main(["summary", str(logdir / "exported" / "trace.json"), "--cache-dir", "none"]) == 0
    assert capsys.readouterr().out.startswith("host trace: 18 events")
    assert cli.main(["summary", str(logdir / "copied" / "vm.trace.json.gz"), "--cache-dir", "none"]) == 1
    assert "is not a profile" in capsys.readouterr().err
