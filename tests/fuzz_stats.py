"""Stat values of the wrong kind in real profiles, run through every tool.

A case is (fixture, stat name, where, kind, how many): the stat `name` of a real
profile, on events (`event`), on event metadata (`metadata`) or on a plane
(`plane`), given a value of another kind (`KINDS`: empty or other text, bytes that
are no UTF-8, NaN, infinity, -1, 2^64 - 1, a dangling ref, 5,000 digits) at its first occurrence
(`one`: a column of mixed kinds) or at all of them (`all`). The file is written to a
fresh logdir and every tool the run offers is asked, through `Service` as the HTTP
routes do (no disk cache). A case passes when every answer is a result or one of
our typed errors (`ProfilerError`): a profile's content never makes a 500.

    python tests/fuzz_stats.py [--fixtures a,b] [--stats a,b] [--kinds a,b] [--json]

tests/test_hostile_content.py runs the memory and op stats of two fixtures;
`bench/fuzz_profiles.py --stats` runs every stat of every fixture in FIXTURES.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tb_profile_plugin.protos import xplane_pb2  # noqa: E402
from fuzz_util import ask_every_tool  # noqa: E402 (beside this file)

# Real profiles whose stats cover the tools: TF allocator events, JAX HLO programs, a TPU
# and a GPU profile (fixture folders under tests/fixtures).
FIXTURES = ("tf_keras_profile_batch", "jax_jit_train", "accelerators/tpu_v6e_x4_inference",
            "accelerators/jax_mi300x_conv")
KINDS = {
    "empty": ("str_value", ""),
    "text": ("str_value", "x"),
    "bytes": ("bytes_value", b"\xff\xfe\x00"),
    "nan": ("double_value", float("nan")),
    "inf": ("double_value", float("inf")),
    "negative": ("int64_value", -1),
    "huge": ("uint64_value", 2**64 - 1),
    "ref": ("ref_value", 10**9),
    "digits": ("bytes_value", b"9" * 5000),  # a decimal past int()'s 4,300-digit limit
}
# The stats the memory and op tools read (tests/test_hostile_content.py sweeps these).
MEMORY_STATS = ("allocator_name", "bytes_allocated", "bytes_reserved", "bytes_available", "peak_bytes_in_use",
                "requested_bytes", "allocation_bytes", "fragmentation", "addr", "tf_op", "region_type",
                "data_type", "shape", "step_id", "group_id", "index_on_host", "device_ordinal")
OP_STATS = ("program_id", "hlo_op", "hlo_module", "run_id", "flops", "bytes_accessed", "model_flops",
            "deduplicated_name", "Hlo Proto", "tf_op", "kernel_details", "correlation_id", "source",
            "device_type_string", "peak_teraflops_per_second", "peak_hbm_bw_gigabytes_per_second",
            "core_count", "clock_rate")


def source(fixture: str) -> Path:
    (path,) = sorted((HERE / "fixtures" / fixture).rglob("*.xplane.pb"))
    return path


def _set(stat, kind: str) -> None:
    field, value = KINDS[kind]
    setattr(stat, field, value)


def mutate(data: bytes, name: str, where: str, kind: str, how: str) -> bytes | None:
    """The XSpace with stat `name` changed as the case says; None if it has no such stat."""
    space = xplane_pb2.XSpace.FromString(data)
    done = 0
    for plane in space.planes:
        ids = {k for k, m in plane.stat_metadata.items() if m.name == name}
        if not ids:
            continue
        if where == "plane":
            holders = [plane.stats]
        elif where == "metadata":
            holders = [md.stats for md in plane.event_metadata.values()]
        else:
            holders = (ev.stats for line in plane.lines for ev in line.events)
        for stats in holders:
            for stat in stats:
                if stat.metadata_id in ids:
                    _set(stat, kind)
                    done += 1
                    if how == "one":
                        return space.SerializeToString()
    return space.SerializeToString() if done else None


def stat_names(data: bytes) -> dict[str, set[str]]:
    """stat name -> where it occurs (event, metadata, plane) in the XSpace."""
    space = xplane_pb2.XSpace.FromString(data)
    out: dict[str, set[str]] = {}
    for plane in space.planes:
        names = {k: m.name for k, m in plane.stat_metadata.items()}
        for where, holders in (("plane", [plane.stats]),
                               ("metadata", [md.stats for md in plane.event_metadata.values()]),
                               ("event", [ev.stats for line in plane.lines for ev in line.events])):
            for stats in holders:
                for stat in stats:
                    if stat.metadata_id in names:
                        out.setdefault(names[stat.metadata_id], set()).add(where)
    return out


def cases(fixtures, names=None, kinds=None, hows=("one", "all")):
    """(fixture, name, where, kind, how) of every case: `names` None is every stat the file has."""
    for fixture in fixtures:
        present = stat_names(source(fixture).read_bytes())
        for name in sorted(present if names is None else set(names) & set(present)):
            for where in sorted(present[name]):
                for kind in kinds or KINDS:
                    for how in (("one",) if where == "plane" else hows):
                        yield fixture, name, where, kind, how


def run(case_list) -> dict:
    failures, answers, slowest = [], {}, (0.0, None)
    with tempfile.TemporaryDirectory() as tmp:
        for i, (fixture, name, where, kind, how) in enumerate(case_list):
            path = source(fixture)
            data = mutate(path.read_bytes(), name, where, kind, how)
            if data is None:
                continue
            session = Path(tmp) / f"case{i}" / "plugins" / "profile" / "s"
            session.mkdir(parents=True)
            (session / path.name).write_bytes(data)
            t0 = time.perf_counter()
            outcomes = ask_every_tool(session.parents[2])
            seconds = time.perf_counter() - t0
            slowest = max(slowest, (seconds, [fixture, name, where, kind, how]), key=lambda s: s[0])
            for outcome in outcomes.values():
                key = "untyped" if outcome.startswith("UNTYPED") else outcome
                answers[key] = answers.get(key, 0) + 1
            bad = {tool: o for tool, o in outcomes.items() if o.startswith("UNTYPED")}
            if bad:
                failures.append({"case": [fixture, name, where, kind, how], "untyped": bad})
    return {"answers": answers, "failures": failures, "slowest": slowest}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fixtures", default=",".join(FIXTURES))
    ap.add_argument("--stats", default="", help="stat names, or `memory,op` for MEMORY_STATS and OP_STATS "
                    "(default: every stat of the file)")
    ap.add_argument("--kinds", default="")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    groups = {"memory": MEMORY_STATS, "op": OP_STATS}
    names = [n for s in args.stats.split(",") for n in groups.get(s, (s,))] if args.stats else None
    result = run(list(cases(args.fixtures.split(","), names,
                            args.kinds.split(",") if args.kinds else None)))
    if args.json:
        print(json.dumps(result))
    else:
        print(f"answers {result['answers']}; {len(result['failures'])} failing cases; "
              f"slowest {result['slowest'][0]:.2f} s {result['slowest'][1]}")
        for f in result["failures"]:
            print(json.dumps(f)[:1500])
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
