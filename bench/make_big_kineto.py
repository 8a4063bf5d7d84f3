#!/usr/bin/env python3
"""Write a large, realistic PyTorch profiler trace (Kineto JSON) for the load benchmarks.

    .venv/bin/python bench/make_big_kineto.py [--events 1000000] [--source nccl|resnet50] [--gzip] [-o PATH]
    # -> bench/data/big_kineto/rank-0.pt.trace.json (bench/data/ is git-ignored)

A real fixture trace (tests/fixtures/pytorch/<source>) is replicated until the file holds about
`--events` trace events: replica k is the original shifted by k times the trace's span (plus a
millisecond) in time, and by k times (largest id + 1) in its External ids, correlations,
flow ids and record function ids, so launches, flows and steps stay consistent and distinct.
`ProfilerStep#N` becomes `ProfilerStep#(N + k * steps)`. Metadata events (`M`) are written once.

`nccl` (the default; current categories, ac2g/fwdbwd flows, NCCL collectives) has no input
shapes: its operators get the args `record_shapes=True` writes in torch 2.x ("Input Dims",
"Input type", "Input Strides", "Concrete Inputs"), the shapes taken from the operators of the
same name in tests/fixtures/pytorch/distributed (else from that trace's shapes, chosen by a hash
of the name), so that a 1M-event file is about 300 MB as real record_shapes traces are.
`resnet50` (torch 1.9 categories, `[memory]` instants, call stacks) has its own shapes.
The output depends only on the arguments (no randomness, no clock).
"""

from __future__ import annotations

import argparse
import gzip
import re
import zlib
from pathlib import Path

import orjson

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "tests" / "fixtures" / "pytorch"
SOURCES = {
    "nccl": FIXTURES / "nccl" / "rank-0.pt.trace.json.gz",
    "resnet50": FIXTURES / "resnet50" / "worker0.1623143089861.pt.trace.json.gz",
}
SHAPES_FROM = FIXTURES / "distributed" / "rank-0.pt.trace.json.gz"
ID_ARGS = ("External id", "external id", "correlation", "Record function id")
OPERATORS = ("cpu_op", "Operator")
_STEP = re.compile(r"ProfilerStep#(\d+)$")


def _read(path: Path) -> dict:
    doc = orjson.loads(gzip.decompress(path.read_bytes()))
    return doc if isinstance(doc, dict) else {"traceEvents": doc}


def _shape_pool() -> tuple[dict, list]:
    """(op name -> record_shapes args, every distinct args) from the distributed fixture."""
    by_name, pool, seen = {}, [], set()
    for e in _read(SHAPES_FROM)["traceEvents"]:
        a = e.get("args") or {}
        if e.get("cat") in OPERATORS and "Input Dims" in a and "Input type" in a:
            dims, types = a["Input Dims"], a["Input type"]
            strides = [_strides(d) for d in dims]
            shapes = {"Input Dims": dims, "Input type": types, "Input Strides": strides,
                      "Concrete Inputs": ["" for _ in dims]}
            by_name.setdefault(e["name"], shapes)
            key = orjson.dumps(shapes)
            if key not in seen:
                seen.add(key)
                pool.append(shapes)
    return by_name, pool


def _strides(dims) -> list:
    if not isinstance(dims, list) or not all(isinstance(x, int) for x in dims):
        return []
    out, step = [], 1
    for x in reversed(dims):
        out.append(step)
        step *= max(x, 1)
    return out[::-1]


def _with_shapes(events: list) -> list:
    by_name, pool = _shape_pool()
    out = []
    for e in events:
        a = e.get("args")
        if e.get("cat") in OPERATORS and isinstance(a, dict) and "Input Dims" not in a:
            name = e.get("name", "")
            shapes = by_name.get(name) or pool[zlib.crc32(name.encode()) % len(pool)]
            e = {**e, "args": {**a, **shapes}}
        out.append(e)
    return out


def _max_id(events: list) -> int:
    top = 0
    for e in events:
        if isinstance(e.get("id"), int):
            top = max(top, e["id"])
        a = e.get("args")
        if isinstance(a, dict):
            for k in ID_ARGS:
                if isinstance(a.get(k), int):
                    top = max(top, a[k])
    return top


def _steps(events: list) -> int:
    nums = [int(m.group(1)) for e in events if isinstance(e.get("name"), str) and (m := _STEP.match(e["name"]))]
    return max(nums) - min(nums) + 1 if nums else 0


def _replica(events: list, k: int, dt: float, did: int, dstep: int) -> list:
    out = []
    for e in events:
        e = dict(e)
        if isinstance(e.get("ts"), (int, float)):
            e["ts"] = e["ts"] + k * dt
        if isinstance(e.get("id"), int):
            e["id"] += k * did
        a = e.get("args")
        if isinstance(a, dict) and any(isinstance(a.get(i), int) for i in ID_ARGS):
            a = dict(a)
            for i in ID_ARGS:
                if isinstance(a.get(i), int) and a[i] >= 0:
                    a[i] += k * did
            e["args"] = a
        m = _STEP.match(e["name"]) if isinstance(e.get("name"), str) and dstep else None
        if m:
            e["name"] = f"ProfilerStep#{int(m.group(1)) + k * dstep}"
        out.append(e)
    return out


def _value(v) -> str:
    text = orjson.dumps(v).decode()
    if isinstance(v, list) and not any(isinstance(x, str) and "," in x for x in v):
        text = text.replace(",", ", ")  # Kineto's spacing in lists ([512, 1, 1])
    return text


def _kineto_text(e: dict) -> str:
    """One event laid out as Kineto's JSON writer lays it out (one field group a line)."""
    head = ", ".join(f"{_value(k)}: {_value(v)}" for k, v in e.items() if k not in ("ts", "dur", "args"))
    text = "  {\n    " + head
    if "ts" in e:
        text += ",\n    " + ", ".join(f'"{k}": {_value(e[k])}' for k in ("ts", "dur") if k in e)
    if isinstance(e.get("args"), dict):
        args = ", ".join(f"{_value(k)}: {_value(v)}" for k, v in e["args"].items())
        text += ',\n    "args": {\n      ' + args + "\n    }"
    return text + "\n  }"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=1_000_000, help="about this many trace events (default 1M)")
    ap.add_argument("--source", choices=sorted(SOURCES), default="nccl")
    ap.add_argument("--gzip", action="store_true", help="write .pt.trace.json.gz")
    ap.add_argument("-o", "--out", default=None, help="default: bench/data/big_kineto/rank-0.pt.trace.json[.gz]")
    args = ap.parse_args()

    doc = _read(SOURCES[args.source])
    events = doc["traceEvents"]
    meta = [e for e in events if e.get("ph") == "M"]
    body = [e for e in events if e.get("ph") != "M"]
    if args.source == "nccl":
        body = _with_shapes(body)
    times = [e["ts"] + (e.get("dur") or 0) for e in body if isinstance(e.get("ts"), (int, float))]
    starts = [e["ts"] for e in body if isinstance(e.get("ts"), (int, float))]
    dt = float(max(times) - min(starts)) + 1000.0  # µs: the span and a millisecond between replicas
    if all(isinstance(t, int) for t in starts):
        dt = float(round(dt))
    did, dstep = _max_id(body) + 1, _steps(body)
    copies = max(1, round((args.events - len(meta)) / len(body)))

    out = Path(args.out) if args.out else HERE / "data" / "big_kineto" / (
        "rank-0.pt.trace.json" + (".gz" if args.gzip else ""))
    out.parent.mkdir(parents=True, exist_ok=True)
    head = {k: v for k, v in doc.items() if k != "traceEvents"}
    opener = (lambda p: gzip.open(p, "wb", compresslevel=3)) if args.gzip else (lambda p: open(p, "wb"))
    n = len(meta)
    with opener(out) as f:
        fields = [f"  {_value(k)}: {orjson.dumps(v, option=orjson.OPT_INDENT_2).decode()}" for k, v in head.items()]
        f.write(("{\n" + "".join(x + ",\n" for x in fields) + '  "traceEvents": [\n').encode())
        sep = ""
        for k in range(-1, copies):  # -1: the metadata events, once
            part = meta if k < 0 else _replica(body, k, dt, did, dstep)
            n += len(part) if k >= 0 else 0
            if part:
                f.write((sep + ",\n".join(map(_kineto_text, part))).encode())
                sep = ",\n"
        f.write(b"\n  ]\n}\n")
    print(f"{out}: {n:,} events ({copies} copies of {args.source}), {out.stat().st_size / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
