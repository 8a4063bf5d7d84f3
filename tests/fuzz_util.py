"""Seeded mutations of real profiles, run through the loader and every tool.

A case is (fixture, seed): the fixture's bytes mutated by the seed's recipe
(bit flips, overwritten or inserted bytes, truncation, a copied chunk, a
zeroed range, a varint made huge), written to a fresh logdir and asked for
every tool the run offers, through `Service` as the HTTP routes do (no disk
cache). A case passes when every answer is a result or one of our typed errors
(`ProfilerError`), in bounded time.

    python tests/fuzz_util.py [--cases 300] [--first-seed 0] [--json]

prints the counts (and, with --json, one JSON object with them, the slowest
case and the peak RSS of the process). tests/test_fuzz.py runs a few hundred
cases in a subprocess; bench/fuzz_profiles.py runs 10,000.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import resource
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tb_profile_plugin import tools  # noqa: E402
from tb_profile_plugin.errors import ProfilerError  # noqa: E402
from tb_profile_plugin.protos import xplane_pb2  # noqa: E402
from tb_profile_plugin.profile.cache import ProfileCache  # noqa: E402
from tb_profile_plugin.service import Service  # noqa: E402

# (fixture folder, share of the cases): the small TF profile most, the JAX one
# for its HLO protos, the gzip file for the gzip path.
FIXTURES = (("tf_custom_loop_steps", 0.6), ("jax_jit_train", 0.3), ("gzip_xplane", 0.1))
# A case slower than this counts as a hang: 20x the slowest of 300 cases on a loaded 2-core VM
# (8.0-8.9 s, three runs; ~1 s on an idle one).
CASE_SECONDS = 180.0


def _source(name: str) -> Path:
    (path,) = sorted(p for pattern in ("*.xplane.pb", "*.xplane.pb.gz")
                     for p in (HERE / "fixtures" / name).rglob(pattern))
    return path


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One to three mutations of `data`; returns the bytes and what was done."""
    out = bytearray(data)
    done = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(("flip", "overwrite", "insert", "truncate", "splice", "zero", "varint"))
        n = len(out)
        if n == 0:
            break
        at = rng.randrange(n)
        if kind == "flip":
            for _ in range(rng.randint(1, 8)):
                i = rng.randrange(n)
                out[i] ^= 1 << rng.randrange(8)
        elif kind == "overwrite":
            k = rng.randint(1, 16)
            out[at:at + k] = bytes(rng.randrange(256) for _ in range(k))
        elif kind == "insert":
            out[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
        elif kind == "truncate":
            del out[at:]
        elif kind == "splice":
            k = rng.randint(1, min(4096, n))
            src = rng.randrange(max(n - k, 1))
            out[at:at] = out[src:src + k]
        elif kind == "zero":
            k = rng.randint(1, 256)
            out[at:at + k] = bytes(min(k, n - at))
        else:  # a length or id varint made huge: 0xff continuation bytes
            out[at:at + 1] = b"\xff" * rng.randint(1, 9) + b"\x7f"
        done.append(f"{kind}@{at}")
    return bytes(out), "+".join(done)


_EXTREMES = (0, -1, 1, 2**31, -(2**31), 2**62, -(2**62), 2**63 - 1, -(2**63))


def mutate_fields(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """A still-parseable XSpace with hostile values: extreme timestamps and
    durations, stat values of another type, dangling metadata ids, a long
    string, duplicated line ids, odd names. Falls back to byte mutations when
    `data` does not parse (e.g. gzip)."""
    space = xplane_pb2.XSpace()
    try:
        space.ParseFromString(data)
    except Exception:
        return mutate(data, rng)
    events = [(plane, line, ev) for plane in space.planes for line in plane.lines for ev in line.events]
    done = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(("time", "duration", "stat_type", "dangling", "long_string", "line_id",
                           "name", "line_time", "stat_ref"))
        if not events:
            break
        plane, line, ev = rng.choice(events)
        if kind == "time":
            ev.offset_ps = rng.choice(_EXTREMES)
        elif kind == "duration":
            ev.duration_ps = rng.choice(_EXTREMES)
        elif kind == "stat_type" and ev.stats:
            st = rng.choice(ev.stats)
            choice = rng.randrange(5)
            if choice == 0:
                st.str_value = rng.choice(("", "nan", "1e400", "-5", "\x00", "١٢"))
            elif choice == 1:
                st.bytes_value = bytes(rng.randrange(256) for _ in range(rng.randint(0, 40)))
            elif choice == 2:
                st.double_value = rng.choice((float("nan"), float("inf"), -float("inf"), 1e308, -0.0))
            elif choice == 3:
                st.int64_value = rng.choice(_EXTREMES)
            else:
                st.uint64_value = rng.choice((0, 2**64 - 1, 2**63))
        elif kind == "dangling":
            ev.metadata_id = rng.choice((0, 10**9, -5 & 0x7FFFFFFFFFFFFFFF))
        elif kind == "long_string" and ev.stats:
            rng.choice(ev.stats).str_value = "x" * rng.choice((1000, 200_000))
        elif kind == "line_id" and len(plane.lines) > 1:
            line.id = plane.lines[0].id
        elif kind == "name":
            md = plane.event_metadata.get(ev.metadata_id)
            if md is not None:
                md.name = rng.choice(("", "<img src=x onerror=alert(1)>", "a" * 5000, "train", "\u202e",
                                      "ThreadpoolListener::StartRegion", "MemoryAllocation"))
        elif kind == "line_time":
            line.timestamp_ns = rng.choice(_EXTREMES)
        elif kind == "stat_ref" and ev.stats:
            rng.choice(ev.stats).ref_value = rng.choice((0, 10**9))
        done.append(kind)
    return space.SerializeToString(), "fields:" + "+".join(done)


def ask_every_tool(logdir: Path) -> dict[str, str]:
    """Every tool the logdir's first run offers, asked through `Service` as the routes do (no
    disk cache): per tool "ok", a typed error's class, or "UNTYPED <the traceback's end>"."""
    service = Service(logdir, cache=ProfileCache(cache_dir=None))
    outcomes: dict[str, str] = {}

    def ask(name, fn):
        try:
            fn()
            outcomes[name] = "ok"
        except ProfilerError as e:
            outcomes[name] = type(e).__name__
        except Exception:  # the failure this harness looks for
            outcomes[name] = "UNTYPED " + traceback.format_exc(limit=-3).strip().replace("\n", " | ")

    runs = []
    ask("runs", lambda: runs.extend(service.runs()))
    run = runs[0] if runs else None
    offered = []
    ask("run_tools", lambda: offered.extend(t["name"] for t in service.run_tools(run) if t["available"]))
    for name in offered:
        if tools.get(name).streams:
            ask(name, lambda: sum(len(c) for c in service.tool_stream(run, name, None, {})))
        else:
            ask(name, lambda: service.tool_json(run, name, None, {}))
    if "trace_viewer" in offered:
        ask("trace_viewer@", lambda: service.tool_json(run, "trace_viewer@", None, {}))
    return outcomes


def run_case(source: Path, seed: int, root: Path) -> dict:
    """Mutate `source` with `seed`, ask every offered tool; the outcome per tool."""
    rng = random.Random(seed)
    data = source.read_bytes()
    data, recipe = (mutate_fields if rng.random() < 0.5 else mutate)(data, rng)
    session = root / f"case{seed}" / "plugins" / "profile" / "s"
    session.mkdir(parents=True)
    (session / source.name).write_bytes(data)
    t0 = time.perf_counter()
    outcomes = ask_every_tool(root / f"case{seed}")
    return {"seed": seed, "source": source.parent.parent.parent.parent.name, "recipe": recipe,
            "seconds": round(time.perf_counter() - t0, 3), "outcomes": outcomes}


def run_cases(n: int, first_seed: int = 0) -> dict:
    sources = [(_source(name), share) for name, share in FIXTURES]
    counts = collections.Counter()
    failures, slowest = [], None
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(first_seed, first_seed + n):
            pick = random.Random(seed ^ 0x5EED).random()
            for source, share in sources:
                pick -= share
                if pick < 0:
                    break
            case = run_case(source, seed, Path(tmp))
            for outcome in case["outcomes"].values():
                counts["untyped" if outcome.startswith("UNTYPED") else outcome] += 1
            if any(o.startswith("UNTYPED") for o in case["outcomes"].values()) or case["seconds"] > CASE_SECONDS:
                failures.append(case)
            if slowest is None or case["seconds"] > slowest["seconds"]:
                slowest = case
    return {"cases": n, "answers": dict(counts), "failures": failures, "slowest": slowest,
            "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    result = run_cases(args.cases, args.first_seed)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['cases']} cases, answers {result['answers']}, {len(result['failures'])} failing, "
              f"slowest {result['slowest']['seconds']} s (seed {result['slowest']['seed']}), "
              f"peak RSS {result['peak_rss_mib']} MiB")
        for case in result["failures"][:20]:
            print(json.dumps(case))
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
