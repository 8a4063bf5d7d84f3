#!/usr/bin/env python3
"""Build a large (~80 MB) TPU profile from the real TPU v6e fixture, for benchmarks.

    .venv/bin/python bench/make_big_tpu_profile.py [OUT] [--mb 80]     # OUT: bench/data/big_tpu

Source: tests/fixtures/accelerators/tpu_v6e_x4_inference (JAX inference on 4 TPU v6e chips,
26,723 events over ~94 s, no step markers). The output is that XSpace run again and again:
copy k of every line's events (the chips' XLA Modules / XLA Ops / Async XLA Ops / XLA TraceMe,
the host threads) is shifted by k times the profile's span, rounded up to a millisecond, so
the same programs and ops recur as in a long run, until the file reaches `--mb` (1e6 bytes).
Planes, lines, event and stat metadata (the HLO protos of /host:metadata) and every stat stay
as they are, except the ids that name one execution, renewed in each copy as a long run
renews them: `run_id` (+k times the largest one), the host/device context ids `_p`/`_c` (a
fixed odd constant times k added, mod 2**64, the same on every plane, so each copy's
host-to-chip links stay within the copy) and the async ops' `flow` ids (+k * 2**32).
Task Environment's `profile_stop_time` moves to the last copy's end.

Output: OUT/plugins/profile/2025_12_10_00_00_00/tpu_inference_2.xplane.pb (bench/data/ is
git-ignored). Deterministic: the same bytes on every run. Each copy is serialized from one
template of the fixture's events (a Python loop per event and copy, ~2.6M in all: this is
a bench script, not a hot path), and the file is written as the concatenation of those
serializations, which protobuf reads as one repeated field.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent
sys.path.insert(0, str(REPO_ROOT))

from tb_profile_plugin.protos import xplane_pb2  # noqa: E402

SOURCE = (REPO_ROOT / "tests" / "fixtures" / "accelerators" / "tpu_v6e_x4_inference" / "plugins" / "profile"
          / "2025_12_10_00_00_00" / "tpu_inference_2.xplane.pb")
DEFAULT_OUT = HERE / "data" / "big_tpu"
CONTEXT_STEP = 0x9E3779B97F4A7C15  # odd: k -> k * step is one-to-one mod 2**64
U64 = 1 << 64


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _field(message_type, name: str, payload: bytes) -> bytes:
    """A length-delimited field of `message_type`, as protobuf writes it."""
    number = message_type.DESCRIPTOR.fields_by_name[name].number
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


class _Line:
    """One line's events as a template, re-stamped for each copy."""

    def __init__(self, line, stat_names: dict[int, str]):
        self.events = xplane_pb2.XLine()
        self.events.events.extend(line.events)
        self.offsets = [e.offset_ps for e in self.events.events]
        self.ids = []  # (stat, field, kind, original value)
        for event in self.events.events:
            for stat in event.stats:
                kind = stat_names.get(stat.metadata_id)
                if kind in ("run_id", "_p", "_c", "flow"):
                    field = stat.WhichOneof("value")
                    if field in ("int64_value", "uint64_value"):
                        self.ids.append((stat, field, kind, getattr(stat, field)))

    def copy(self, k: int, shift_ps: int, run_ids: int) -> bytes:
        delta = k * shift_ps
        for event, offset in zip(self.events.events, self.offsets):
            event.offset_ps = offset + delta
        for stat, field, kind, value in self.ids:
            if kind == "run_id":
                value += k * run_ids
            elif kind == "flow":
                value += k << 32
            else:  # a context id: renewed as a 64-bit pattern, kept in the field's sign
                value = (value + k * CONTEXT_STEP) % U64
                if field == "int64_value" and value >= 1 << 63:
                    value -= U64
            setattr(stat, field, value)
        return self.events.SerializeToString()


def build(source: Path, target_bytes: int) -> tuple[bytes, int, int]:
    """(the XSpace's bytes, copies, events) of `source` repeated until `target_bytes`."""
    space = xplane_pb2.XSpace.FromString(source.read_bytes())
    first, last, run_ids = None, None, 1
    for plane in space.planes:
        names = {i: m.name for i, m in plane.stat_metadata.items()}
        for line in plane.lines:
            for e in line.events:
                start = line.timestamp_ns * 1000 + e.offset_ps
                first = start if first is None else min(first, start)
                last = start + e.duration_ps if last is None else max(last, start + e.duration_ps)
                for s in e.stats:
                    if names.get(s.metadata_id) == "run_id":
                        run_ids = max(run_ids, s.int64_value or s.uint64_value)
    if first is None:
        raise SystemExit(f"{source}: no events")
    shift_ps = -(-(last - first) // 10**9) * 10**9  # the span, rounded up to a millisecond

    planes = []  # per plane: (plane without lines, [(line header, template)])
    for plane in space.planes:
        names = {i: m.name for i, m in plane.stat_metadata.items()}
        lines = []
        for line in plane.lines:
            header = xplane_pb2.XLine()
            header.CopyFrom(line)
            del header.events[:]
            lines.append((header, _Line(line, names)))
        rest = xplane_pb2.XPlane()
        rest.CopyFrom(plane)
        del rest.lines[:]
        planes.append((rest, lines))
    chunks = [[[h.SerializeToString()] for h, _ in lines] for _, lines in planes]
    fixed = sum(len(c[0]) for p in chunks for c in p) + sum(r.ByteSize() for r, _ in planes) + 64
    size, copies = fixed, 0
    while size < target_bytes or copies == 0:
        for (_, lines), plane_chunks in zip(planes, chunks):
            for (_, template), line_chunks in zip(lines, plane_chunks):
                if len(template.offsets):
                    line_chunks.append(template.copy(copies, shift_ps, run_ids))
                    size += len(line_chunks[-1]) + 2  # + its share of the length varints
        copies += 1

    stop_ns = (copies - 1) * shift_ps // 1000
    out = [_field(xplane_pb2.XSpace, "hostnames", h.encode()) for h in space.hostnames]
    for (rest, _), plane_chunks in zip(planes, chunks):
        if rest.name == "Task Environment":
            for stat in rest.stats:
                if rest.stat_metadata[stat.metadata_id].name == "profile_stop_time":
                    stat.uint64_value += stop_ns
        body = [rest.SerializeToString()]
        body += [_field(xplane_pb2.XPlane, "lines", b"".join(c)) for c in plane_chunks]
        out.append(_field(xplane_pb2.XSpace, "planes", b"".join(body)))
    events = copies * sum(len(t.offsets) for _, lines in planes for _, t in lines)
    return b"".join(out), copies, events


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", nargs="?", type=Path, default=DEFAULT_OUT,
                    help="logdir to write (default bench/data/big_tpu)")
    ap.add_argument("--mb", type=float, default=80.0, help="size to reach, in MB of 1e6 bytes (default 80)")
    args = ap.parse_args(argv)
    if args.mb <= 0:
        raise SystemExit("--mb must be positive")
    t0 = time.perf_counter()
    data, copies, events = build(SOURCE, int(args.mb * 1e6))
    dest = args.out / "plugins" / "profile" / SOURCE.parent.name / SOURCE.name
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, dest)
    print(f"wrote {dest}: {len(data) / 1e6:.1f} MB, {copies} copies, {events:,} events, "
          f"{time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
