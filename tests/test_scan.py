"""profile/scan.py: where an XSpace's events lie, found by walkers in numpy.

The walkers guess where records begin; whatever they guess, the events found
must be exactly those a sequential walk of each line's fields finds. The
tests shrink the distance between walkers (to tens of bytes) so that small
profiles get thousands of them, and fill events with decoys: stat values that
hold bytes 0x22 (the record tag), serialized records and whole chains of
them, events that span many walkers' segments, empty events.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import fixture_xplanes, length_delimited as _field, reference_xplanes
from tb_profile_plugin.profile import scan, wire, xspace
from tb_profile_plugin.protos import xplane_pb2, xplane_raw_pb2


def _read_varint(data, pos):
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


def _fields(data, pos, end):
    """(number, wire type, payload start, payload end) of each field: the
    reference walk, one field at a time."""
    while pos < end:
        tag, pos = _read_varint(data, pos)
        wire_type = tag & 7
        if wire_type == 0:
            _, nxt = _read_varint(data, pos)
            start = pos
        elif wire_type == 2:
            length, start = _read_varint(data, pos)
            nxt = start + length
        else:
            start, nxt = pos, pos + (8 if wire_type == 1 else 4)
        yield tag >> 3, wire_type, start, nxt
        pos = nxt


def expected_events(data: bytes):
    """Per plane: the (start, end) of each event payload, and events per line."""
    out = []
    for number, wt, p0, p1 in _fields(data, 0, len(data)):
        if number != 1 or wt != 2:
            continue
        spans, counts = [], []
        for ln, lwt, l0, l1 in _fields(data, p0, p1):
            if ln == 3 and lwt == 2:
                found = [(a, b) for n, w, a, b in _fields(data, l0, l1) if n == 4 and w == 2]
                spans += found
                counts.append(len(found))
        out.append((spans, counts))
    return out


def assert_scanned(data: bytes):
    padded = bytearray(data) + bytes(wire.PAD)
    found = scan.scan(padded, len(data))
    expected = expected_events(data)
    assert len(found.events) == len(expected)
    for (_, starts, ends, counts), (spans, want_counts) in zip(found.events, expected):
        assert counts.tolist() == want_counts
        assert list(zip(starts.tolist(), ends.tolist())) == spans
    # Everything but the events is what the runtime parses from the whole file.
    whole = xplane_raw_pb2.XSpaceRaw.FromString(data)
    for plane in whole.planes:
        for line in plane.lines:
            del line.events[:]
    assert found.xspace == whole
    return found


@pytest.fixture
def many_walkers(monkeypatch):
    """Walkers every 48 bytes, each searching the next 40 for a record."""
    monkeypatch.setattr(scan, "_MIN_SEG", 48)
    monkeypatch.setattr(scan, "_WINDOW", 40)
    monkeypatch.setattr(scan, "_HEAD", 8)
    monkeypatch.setattr(scan, "_TAIL", 3)


@pytest.fixture(params=["one group", "two groups"])
def groups(request, monkeypatch):
    """The runs walked in one group, or in two on two threads (as from
    scan._SIDE_BY_SIDE_FROM bytes on)."""
    if request.param == "two groups":
        monkeypatch.setattr(scan, "_SIDE_BY_SIDE_FROM", 0)


def random_event(rng, kind: str) -> bytes:
    event = xplane_pb2.XEvent(metadata_id=int(rng.integers(0, 300)), offset_ps=int(rng.integers(0, 1 << 40)),
                              duration_ps=int(rng.integers(0, 1 << 20)))
    if kind == "empty" and rng.random() < 0.5:
        return b""
    for _ in range(int(rng.integers(0, 4 if kind != "plain" else 1))):
        stat = event.stats.add(metadata_id=int(rng.integers(0, 200)))
        choice = rng.integers(0, 6)
        if choice == 0:
            stat.int64_value = int(rng.integers(-(1 << 62), 1 << 62))
        elif choice == 1:
            stat.double_value = float(rng.normal())
        elif choice == 2:
            stat.str_value = "".join(rng.choice(list('ab"\x08\x22 \x7f'), int(rng.integers(0, 40))))
        elif choice == 3:  # bytes that look like records, or a whole chain of them
            decoy = xplane_pb2.XEvent(metadata_id=1, offset_ps=5, stats=[xplane_pb2.XStat(metadata_id=2, uint64_value=7)])
            stat.bytes_value = b"".join(_field(4, decoy.SerializeToString()) for _ in range(int(rng.integers(1, 30))))
        elif choice == 4:
            stat.bytes_value = bytes(rng.integers(0, 256, int(rng.integers(0, 300)), dtype=np.uint8))
        else:
            stat.ref_value = int(rng.integers(0, 200))
    if kind == "huge" and rng.random() < 0.05:
        event.stats.add(metadata_id=3, bytes_value=b"\x22\x04\x08\x01\x10\x02" * 400)
    return event.SerializeToString()


def random_space(rng, kind: str) -> bytes:
    planes = []
    for p in range(2):
        lines = []
        for i in range(int(rng.integers(1, 5))):
            header = xplane_pb2.XLine(id=i, name=f"line {i}", timestamp_ns=1000 + i).SerializeToString()
            records = b"".join(_field(4, random_event(rng, kind)) for _ in range(int(rng.integers(0, 400))))
            tail = xplane_pb2.XLine(duration_ps=77, display_name="shown \x22 name").SerializeToString()
            if kind == "interleaved" and records:  # other line fields between two runs
                lines.append(header + records + tail + records + header)
            else:
                lines.append(header + records + tail)
        meta = xplane_pb2.XPlane(id=p, name=f"/host:{p}", stat_metadata={
            1: xplane_pb2.XStatMetadata(id=1, name="n")}).SerializeToString()
        planes.append(_field(1, b"".join(_field(3, line) for line in lines) + meta))
    return b"".join(planes) + _field(4, b"host")


KINDS = ["plain", "stats", "empty", "huge", "interleaved"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", range(6))
def test_walkers_find_exactly_the_events(kind, seed, many_walkers, groups):
    assert_scanned(random_space(np.random.default_rng(seed), kind))


@pytest.mark.parametrize("kind", KINDS)
def test_with_the_real_walker_spacing(kind):
    assert_scanned(random_space(np.random.default_rng(7), kind))


def test_walkers_that_never_meet_are_followed_in_python(many_walkers):
    """Every event carries a chain of 40 decoy records in a bytes stat: a
    walker that starts in one follows decoys past its head, so no two walkers
    meet and the chain is followed in Python, to the same events."""
    decoy = _field(4, xplane_pb2.XEvent(metadata_id=1, offset_ps=5).SerializeToString()) * 40
    events = [xplane_pb2.XEvent(metadata_id=2, offset_ps=i, stats=[xplane_pb2.XStat(metadata_id=1, bytes_value=decoy)])
              for i in range(60)]
    line = xplane_pb2.XLine(id=1, name="t").SerializeToString() + b"".join(_field(4, e.SerializeToString()) for e in events)
    data = _field(1, _field(3, line) + xplane_pb2.XPlane(id=1, name="/host:CPU").SerializeToString())
    found = assert_scanned(data)
    assert found.events[0][3].tolist() == [60]


@pytest.mark.parametrize("path", fixture_xplanes() + reference_xplanes(), ids=lambda p: p.name)
def test_real_profiles(path, many_walkers, groups):
    data = xspace.read_bytes(path)
    assert_scanned(data)


def test_a_plane_alone(many_walkers):
    data = random_space(np.random.default_rng(3), "stats")
    padded = bytearray(data) + bytes(wire.PAD)
    whole = scan.scan(padded, len(data))
    for index, (_, starts, ends, counts) in enumerate(whole.events):
        alone = scan.plane_events(padded, len(data), index)
        assert [a.tolist() for a in alone[1:]] == [starts.tolist(), ends.tolist(), counts.tolist()]
    with pytest.raises(scan.Irregular):
        scan.plane_events(padded, len(data), len(whole.events))


@pytest.mark.parametrize("data", [
    b"\x0a\x05\x1a\x03\x22\x05",  # an event record longer than its line
    b"\x0b\x0c",  # a group
    b"\x0a\x10",  # a plane longer than the file
    b"\x00\x00",  # field number 0
])
def test_what_the_walk_does_not_follow(data):
    with pytest.raises(scan.Irregular):
        scan.scan(bytearray(data) + bytes(wire.PAD), len(data))


@pytest.mark.parametrize("chunk", range(4))
def test_mutated_profiles_scan_as_the_runtime_parses(chunk, many_walkers):
    """Byte mutations of real profiles (tests/fuzz_util.py): where the runtime
    parses the bytes, the scan finds the same or leaves them to the runtime
    (Irregular); where the runtime refuses them, so does the scan."""
    import random

    import fuzz_util
    from google.protobuf import message

    sources = [xspace.read_bytes(fuzz_util._source(name)) for name, _ in fuzz_util.FIXTURES]
    for seed in range(chunk * 50, chunk * 50 + 50):
        rng = random.Random(seed)
        data, what = fuzz_util.mutate(rng.choice(sources), rng)
        try:
            xplane_raw_pb2.XSpaceRaw.FromString(data)
            parses = True
        except message.DecodeError:
            parses = False
        if not parses:
            with pytest.raises((scan.Irregular, IndexError, message.DecodeError)):
                scan.scan(bytearray(data) + bytes(wire.PAD), len(data))
            continue
        try:
            found = scan.scan(bytearray(data) + bytes(wire.PAD), len(data))
        except (scan.Irregular, message.DecodeError):
            continue
        assert found is not None, what
        assert_scanned(data)
