"""Write a synthetic XSpace with many events (default 10,000,000) for benchmarks.

  python bench/make_synthetic_xspace.py [--events 10000000] [--lines 8] [--stats 0] [-o bench/data/synthetic_10m]

The file is a valid `.xplane.pb`: one `/host:CPU` plane whose lines hold
blocks of a 100 µs parent event with 24 nested 4 µs children, named from 1,000
event metadata entries, a step number on the parents, and `--stats` more integer
stats (arg0, arg1, ...) on every event: 17 bytes an event without them, ~28 with 2
(issue 21's 10M ≈ 300 MB and 60M ≈ 1.9 GB: `--lines 32 --stats 2`). Events are encoded
straight to the protobuf wire format with numpy (building 10M messages with
the protobuf runtime would take minutes and gigabytes). Output goes to
`<out>/plugins/profile/synthetic/host.xplane.pb` (bench/data/ is git-ignored).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tb_profile_plugin.protos import xplane_pb2  # noqa: E402

CHILDREN = 24
PARENT_PS = 100_000_000  # 100 µs
CHILD_PS = 4_000_000
NAMES = 1000


def varint_matrix(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(n, 10) bytes and the mask of the bytes each varint uses."""
    v = values.astype(np.uint64)
    shifts = (7 * np.arange(10, dtype=np.uint64))
    groups = ((v[:, None] >> shifts) & np.uint64(0x7F)).astype(np.uint8)
    length = np.ones(len(v), dtype=np.int64)
    for k in range(1, 10):
        length += (v >> np.uint64(7 * k)) > 0
    used = np.arange(10)[None, :] < length[:, None]
    more = np.arange(10)[None, :] < (length - 1)[:, None]
    return groups | (more.astype(np.uint8) << 7), used


def encode_events(metadata_id, offset_ps, duration_ps, stat_id=None, stat_value=None, extra=()) -> bytes:
    """Serialized `XLine.events` records (field 4) for parallel arrays; `extra`:
    (stat id, values) pairs, one XStat each on every event."""
    n = len(metadata_id)
    parts, masks = [], []
    for tag, values in ((0x08, metadata_id), (0x10, offset_ps), (0x18, duration_ps)):
        parts.append(np.full((n, 1), tag, np.uint8))
        masks.append(np.ones((n, 1), bool))
        b, m = varint_matrix(values)
        parts.append(b)
        masks.append(m)
    if stat_id is not None:
        # One XStat {metadata_id, int64_value} per event where stat_value >= 0.
        has = stat_value >= 0
        sid_b, sid_m = varint_matrix(np.full(n, stat_id))
        val_b, val_m = varint_matrix(np.maximum(stat_value, 0))
        stat_len = 1 + sid_m.sum(1) + 1 + val_m.sum(1)
        parts += [np.full((n, 1), 0x22, np.uint8), stat_len[:, None].astype(np.uint8),
                  np.full((n, 1), 0x08, np.uint8), sid_b, np.full((n, 1), 0x20, np.uint8), val_b]
        masks += [has[:, None], has[:, None], has[:, None], sid_m & has[:, None], has[:, None], val_m & has[:, None]]
    for sid, values in extra:
        sid_b, sid_m = varint_matrix(np.full(n, sid))
        val_b, val_m = varint_matrix(values)
        stat_len = 1 + sid_m.sum(1) + 1 + val_m.sum(1)
        parts += [np.full((n, 1), 0x22, np.uint8), stat_len[:, None].astype(np.uint8),
                  np.full((n, 1), 0x08, np.uint8), sid_b, np.full((n, 1), 0x20, np.uint8), val_b]
        masks += [np.ones((n, 1), bool)] * 3 + [sid_m, np.ones((n, 1), bool), val_m]
    payload = np.concatenate(parts, axis=1)
    mask = np.concatenate(masks, axis=1)
    length = mask.sum(1)
    assert length.max() < 128  # one-byte length prefixes below
    head = np.stack([np.full(n, 0x22, np.uint8), length.astype(np.uint8)], axis=1)
    record = np.concatenate([head, payload], axis=1)
    record_mask = np.concatenate([np.ones((n, 2), bool), mask], axis=1)
    return record[record_mask].tobytes()


def field_bytes(number: int, payload: bytes) -> bytes:
    """A length-delimited field: tag, varint length, payload."""
    out = bytearray([(number << 3) | 2])
    size = len(payload)
    while True:
        byte = size & 0x7F
        size >>= 7
        out.append(byte | (0x80 if size else 0))
        if not size:
            break
    return bytes(out) + payload


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=10_000_000)
    parser.add_argument("--lines", type=int, default=8)
    parser.add_argument("--stats", type=int, default=0, help="integer stats on every event")
    parser.add_argument("-o", "--out", default=str(Path(__file__).parent / "data" / "synthetic_10m"))
    args = parser.parse_args()
    rng = np.random.default_rng(0)

    plane = xplane_pb2.XPlane(id=0, name="/host:CPU")
    for i in range(1, NAMES + 1):
        plane.event_metadata[i].id = i
        plane.event_metadata[i].name = f"op_{i % 97}/layer_{i}/MatMul:MatMul" if i % 3 else f"Step {i}"
    plane.stat_metadata[1].id = 1
    plane.stat_metadata[1].name = "step_num"
    for k in range(args.stats):
        plane.stat_metadata[2 + k].id = 2 + k
        plane.stat_metadata[2 + k].name = f"arg{k}"
    body = bytearray(plane.SerializeToString())

    per_line = args.events // args.lines
    blocks = per_line // (CHILDREN + 1)
    block_start = np.arange(blocks, dtype=np.int64) * (PARENT_PS + 1_000_000)
    child_offset = 2_000_000 + np.arange(CHILDREN, dtype=np.int64) * CHILD_PS
    for line in range(args.lines):
        offsets = np.empty((blocks, CHILDREN + 1), np.int64)
        offsets[:, 0] = block_start
        offsets[:, 1:] = block_start[:, None] + child_offset[None, :]
        durations = np.empty_like(offsets)
        durations[:, 0] = PARENT_PS
        durations[:, 1:] = CHILD_PS - rng.integers(0, CHILD_PS // 2, size=(blocks, CHILDREN))
        names = rng.integers(1, NAMES + 1, size=offsets.shape)
        step = np.full(offsets.shape, -1, np.int64)
        step[:, 0] = np.arange(blocks)
        extra = [(2 + k, rng.integers(0, 1 << 28, size=offsets.size)) for k in range(args.stats)]
        events = encode_events(names.ravel(), offsets.ravel(), durations.ravel(), 1, step.ravel(), extra)
        header = xplane_pb2.XLine(id=line + 1, name=f"thread_{line}", timestamp_ns=1_700_000_000_000_000_000 + line * 1000)
        body += field_bytes(3, header.SerializeToString() + events)
    space = field_bytes(1, bytes(body)) + field_bytes(4, b"synthetic")
    out = Path(args.out) / "plugins" / "profile" / "synthetic"
    out.mkdir(parents=True, exist_ok=True)
    path = out / "host.xplane.pb"
    path.write_bytes(space)
    print(f"{path}: {os.path.getsize(path) / 1e6:.1f} MB, {blocks * (CHILDREN + 1) * args.lines:,} events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
