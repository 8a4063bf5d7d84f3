"""Write a synthetic XSpace of allocator events (default 1,000,000) for memory_profile.

  python bench/make_allocator_xspace.py [--events 1000000] [-o bench/data/allocator_1m]

One `/host:CPU` line of alternating MemoryAllocation / MemoryDeallocation
events of one allocator, with the stats TensorFlow writes (bytes in use,
reserved, available, requested and allocation sizes, address as int64 stats;
allocator name, op, region type and shape as ref stats). Encoded with numpy
through make_synthetic_xspace.py's encoder.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_synthetic_xspace import field_bytes, varint_matrix  # noqa: E402
from tb_profile_plugin.protos import xplane_pb2  # noqa: E402

INT_STATS = ["bytes_allocated", "bytes_reserved", "bytes_available", "requested_bytes",
             "allocation_bytes", "addr", "peak_bytes_in_use"]
REF_STATS = {"allocator_name": ["bfc"], "tf_op": [f"model/layer_{i}/MatMul" for i in range(200)],
             "region_type": ["output", "temp"], "shape": ["[32,128]", "[128,128]", "[32]"]}


def encode(metadata_id, offset, stats) -> bytes:
    """XLine.events records; `stats` is a list of (stat id, field number, values)."""
    n = len(metadata_id)
    parts, masks = [], []

    def put(tag, values):
        parts.append(np.full((n, 1), tag, np.uint8))
        masks.append(np.ones((n, 1), bool))
        b, m = varint_matrix(values)
        parts.append(b)
        masks.append(m)

    put(0x08, metadata_id)
    put(0x10, offset)
    put(0x18, np.zeros(n, np.int64))
    for stat_id, number, values in stats:
        sid_b, sid_m = varint_matrix(np.full(n, stat_id))
        val_b, val_m = varint_matrix(values)
        length = 1 + sid_m.sum(1) + 1 + val_m.sum(1)
        parts += [np.full((n, 1), 0x22, np.uint8), length[:, None].astype(np.uint8),
                  np.full((n, 1), 0x08, np.uint8), sid_b, np.full((n, 1), (number << 3), np.uint8), val_b]
        masks += [np.ones((n, 1), bool), np.ones((n, 1), bool), np.ones((n, 1), bool), sid_m,
                  np.ones((n, 1), bool), val_m]
    payload = np.concatenate(parts, axis=1)
    mask = np.concatenate(masks, axis=1)
    length = mask.sum(1)
    # Two-byte length prefixes when a record is 128 bytes or more.
    len_b, len_m = varint_matrix(length)
    record = np.concatenate([np.full((n, 1), 0x22, np.uint8), len_b[:, :2], payload], axis=1)
    record_mask = np.concatenate([np.ones((n, 1), bool), len_m[:, :2], mask], axis=1)
    return record[record_mask].tobytes()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("-o", "--out", default=str(Path(__file__).parent / "data" / "allocator_1m"))
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    n = args.events
    plane = xplane_pb2.XPlane(id=0, name="/host:CPU")
    plane.event_metadata[1].id, plane.event_metadata[1].name = 1, "MemoryAllocation"
    plane.event_metadata[2].id, plane.event_metadata[2].name = 2, "MemoryDeallocation"
    ids = {}
    for name in INT_STATS + list(REF_STATS):
        ids[name] = len(ids) + 1
        plane.stat_metadata[ids[name]].id = ids[name]
        plane.stat_metadata[ids[name]].name = name
    refs = {}
    for name, values in REF_STATS.items():
        refs[name] = []
        for v in values:
            sid = 1000 + len(plane.stat_metadata)
            plane.stat_metadata[sid].id = sid
            plane.stat_metadata[sid].name = v
            refs[name].append(sid)
    # Alternating alloc/free of random sizes at a random walk of live addresses.
    kind = np.where(np.arange(n) % 2 == 0, 1, 2)
    size = rng.integers(256, 1 << 20, size=n // 2 + 1).repeat(2)[:n]
    sign = np.where(kind == 1, 1, -1)
    in_use = 1 << 28
    in_use = in_use + np.cumsum(sign * size) + rng.integers(0, 1 << 20, size=n).cumsum() // 1000
    addr = (np.arange(n) // 2) * 4096 + 0x7F0000000000
    stats = [
        (ids["bytes_allocated"], 4, in_use),
        (ids["bytes_reserved"], 4, np.zeros(n, np.int64)),
        (ids["bytes_available"], 4, (1 << 34) - in_use),
        (ids["requested_bytes"], 4, size - 128),
        (ids["allocation_bytes"], 4, size),
        (ids["addr"], 4, addr),
        (ids["peak_bytes_in_use"], 4, np.maximum.accumulate(in_use)),
    ]
    for name, choices in refs.items():
        stats.append((ids[name], 7, np.array(choices)[rng.integers(0, len(choices), size=n)]))
    events = encode(kind, np.arange(n, dtype=np.int64) * 1_000_000, stats)
    header = xplane_pb2.XLine(id=1, name="tf_Compute", timestamp_ns=1_700_000_000_000_000_000)
    body = plane.SerializeToString() + field_bytes(3, header.SerializeToString() + events)
    out = Path(args.out) / "plugins" / "profile" / "allocators"
    out.mkdir(parents=True, exist_ok=True)
    path = out / "host.xplane.pb"
    path.write_bytes(field_bytes(1, body))
    print(f"{path}: {os.path.getsize(path) / 1e6:.1f} MB, {n:,} allocator events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
