"""Bulk decoding of serialized XEvent / XStat bytes (profile/wire.py), checked
against what the protobuf runtime reads from the same bytes."""

from __future__ import annotations

import math

import numpy as np
import pytest

from conftest import encode_varint, same_value
from tb_profile_plugin.profile import model, wire, wire_stats
from tb_profile_plugin.protos import xplane_pb2

STAT_NAMES = {1: "a", 2: "b", 3: "target", 7: "other", 2**40: "big id"}


def stat(sid, **value):
    return xplane_pb2.XStat(metadata_id=sid, **value)


def decode(messages: list[bytes]):
    """decode_events + decode_stats over messages laid end to end."""
    buf = wire.padded(b"".join(messages))
    lengths = np.array([len(m) for m in messages], dtype=np.int64)
    ends = np.cumsum(lengths)
    events = wire.decode_events(buf, ends - lengths, ends)
    return events, wire_stats.decode_stats(buf, events, STAT_NAMES)


def pb_value(s):
    kind = s.WhichOneof("value")
    if kind is None:
        return None
    if kind == "ref_value":
        return STAT_NAMES.get(s.ref_value, "")
    return getattr(s, kind)


def table_value(table, i):
    kind = int(table.kind[i])
    if kind == model.KIND_DOUBLE:
        return float(table.dval[i])
    if kind == model.KIND_INT64:
        return int(table.ival[i])
    if kind == model.KIND_UINT64:
        return int(table.ival[i:i + 1].view(np.uint64)[0])
    if kind in (model.KIND_STR, model.KIND_BYTES, model.KIND_REF):
        return table.sval[i]
    return None


KIND_OF = {
    None: model.KIND_NONE, "double_value": model.KIND_DOUBLE, "uint64_value": model.KIND_UINT64,
    "int64_value": model.KIND_INT64, "str_value": model.KIND_STR, "bytes_value": model.KIND_BYTES,
    "ref_value": model.KIND_REF,
}


def assert_decoded_like_protobuf(messages: list[bytes]):
    parsed = [xplane_pb2.XEvent.FromString(m) for m in messages]
    events, table = decode(messages)
    assert events.metadata_id.tolist() == [e.metadata_id for e in parsed]
    assert events.offset_ps.tolist() == [e.offset_ps for e in parsed]
    assert events.duration_ps.tolist() == [e.duration_ps for e in parsed]
    expected = [(row, s) for row, e in enumerate(parsed) for s in e.stats]
    assert len(table) == len(expected)
    assert table.event.tolist() == [row for row, _ in expected]
    assert table.stat_id.tolist() == [s.metadata_id for _, s in expected]
    assert table.kind.tolist() == [KIND_OF[s.WhichOneof("value")] for _, s in expected]
    for i, (_, s) in enumerate(expected):
        got, want = table_value(table, i), pb_value(s)
        assert same_value(got, want) and type(got) is type(want), (i, got, want)
        if s.WhichOneof("value") == "ref_value":
            assert table.ival[i] == s.ref_value
    return events, table


EVENTS = {
    "large_metadata_ids": [
        xplane_pb2.XEvent(metadata_id=2**63 - 1, offset_ps=1, duration_ps=2),
        xplane_pb2.XEvent(metadata_id=2**40 + 3),
        xplane_pb2.XEvent(metadata_id=-1, offset_ps=-5),
        xplane_pb2.XEvent(metadata_id=300, offset_ps=2**62, duration_ps=2**63 - 1),
    ],
    "int64_stats": [
        xplane_pb2.XEvent(metadata_id=1, stats=[
            stat(1, int64_value=-1), stat(2, int64_value=-(2**63)), stat(3, int64_value=2**63 - 1),
            stat(7, int64_value=0), stat(1, int64_value=127), stat(1, int64_value=128),
        ]),
    ],
    "uint64_stats": [
        xplane_pb2.XEvent(metadata_id=1, stats=[
            stat(1, uint64_value=2**64 - 1), stat(2, uint64_value=2**63), stat(3, uint64_value=0),
            stat(7, uint64_value=1),
        ]),
    ],
    "double_stats": [
        xplane_pb2.XEvent(metadata_id=2, stats=[
            stat(1, double_value=1.5), stat(2, double_value=-0.0), stat(3, double_value=math.nan),
            stat(7, double_value=math.inf), stat(1, double_value=-math.inf), stat(2, double_value=5e-324),
            stat(3, double_value=1.7976931348623157e308),
        ]),
    ],
    "str_and_bytes_stats": [
        xplane_pb2.XEvent(metadata_id=3, stats=[
            stat(1, str_value="héllo wörld ✓ 日本 🚀"), stat(2, str_value=""), stat(3, bytes_value=b""),
            stat(7, bytes_value=bytes(range(256))), stat(1, str_value="x" * 300),
        ]),
    ],
    "ref_stats": [
        xplane_pb2.XEvent(metadata_id=4, stats=[
            stat(1, ref_value=3), stat(2, ref_value=7), stat(3, ref_value=12345),
            stat(2**40, ref_value=2**40), stat(1, ref_value=3),
        ]),
    ],
    "num_occurrences": [
        xplane_pb2.XEvent(metadata_id=5, num_occurrences=17, duration_ps=9, stats=[stat(1, int64_value=4)]),
        xplane_pb2.XEvent(metadata_id=6, offset_ps=33, duration_ps=1),
    ],
    "no_fields": [
        xplane_pb2.XEvent(),
        xplane_pb2.XEvent(metadata_id=1, stats=[xplane_pb2.XStat()]),
        xplane_pb2.XEvent(),
        xplane_pb2.XEvent(stats=[stat(1)]),
    ],
    "big_stat_metadata_id": [
        xplane_pb2.XEvent(metadata_id=8, stats=[stat(2**40, int64_value=1), stat(2**62, str_value="?")]),
    ],
}


@pytest.mark.parametrize("case", sorted(EVENTS))
def test_decode_like_protobuf(case):
    assert_decoded_like_protobuf([e.SerializeToString() for e in EVENTS[case]])


def test_all_cases_in_one_buffer():
    messages = [e.SerializeToString() for case in sorted(EVENTS) for e in EVENTS[case]]
    assert_decoded_like_protobuf(messages)


def test_stat_values_in_detail():
    events, table = assert_decoded_like_protobuf(
        [e.SerializeToString() for e in EVENTS["ref_stats"] + EVENTS["uint64_stats"]]
    )
    assert table.sval[:5].tolist() == ["target", "other", "", "big id", "target"]
    assert table.ival[5:9].view(np.uint64).tolist() == [2**64 - 1, 2**63, 0, 1]
    assert events.offset_ps.tolist() == [0, 0]


def test_num_occurrences_leaves_offset_zero():
    events, table = decode([e.SerializeToString() for e in EVENTS["num_occurrences"]])
    assert events.offset_ps.tolist() == [0, 33]
    assert events.duration_ps.tolist() == [9, 1]
    assert table.event.tolist() == [0] and table.ival.tolist() == [4]


def test_many_stats_and_events():
    rng = np.random.default_rng(3)
    kinds = ["int64_value", "uint64_value", "double_value", "str_value", "bytes_value", "ref_value"]
    events = []
    for i in range(400):
        stats = []
        for j in range(int(rng.integers(0, 8)) if i else 300):  # event 0 has 300 stats
            kind = kinds[int(rng.integers(len(kinds)))]
            value = {
                "int64_value": int(rng.integers(-(2**63), 2**63 - 1, dtype=np.int64)),
                "uint64_value": int(rng.integers(0, 2**64 - 1, dtype=np.uint64)),
                "double_value": float(rng.normal() * 10.0 ** int(rng.integers(-300, 300))),
                "str_value": "s" * int(rng.integers(0, 200)) + str(j),
                "bytes_value": rng.bytes(int(rng.integers(0, 140))),
                "ref_value": int(rng.choice([1, 2, 3, 7, 99])),
            }[kind]
            stats.append(stat(int(rng.integers(1, 2**20)), **{kind: value}))
        events.append(xplane_pb2.XEvent(
            metadata_id=int(rng.integers(0, 2**40)), offset_ps=int(rng.integers(0, 2**50)),
            duration_ps=int(rng.integers(0, 2**30)), stats=stats,
        ))
    _, table = assert_decoded_like_protobuf([e.SerializeToString() for e in events])
    assert np.all(np.diff(table.event) >= 0)


def test_fields_out_of_order_repeated_and_unknown():
    """Protobuf semantics: any field order, the last scalar wins, unknown fields skipped."""
    parts = [
        xplane_pb2.XEvent(stats=[stat(1, int64_value=1)]).SerializeToString(),
        xplane_pb2.XEvent(duration_ps=5, metadata_id=3).SerializeToString(),
        b"\xc8\x01\x07",  # field 25, varint 7 (unknown)
        b"\x49" + b"\x00" * 8,  # field 9, fixed64 (unknown)
        b"\x55" + b"\x00" * 4,  # field 10, fixed32 (unknown)
        b"\x5a\x02ab",  # field 11, bytes (unknown)
        xplane_pb2.XEvent(metadata_id=4, stats=[stat(2, str_value="z")]).SerializeToString(),
    ]
    message = b"".join(parts)
    parsed = xplane_pb2.XEvent.FromString(message)
    assert parsed.metadata_id == 4 and parsed.duration_ps == 5 and len(parsed.stats) == 2
    assert_decoded_like_protobuf([message, b"", message])


def test_stat_with_last_value_field_winning():
    message = stat(1, int64_value=3).SerializeToString() + stat(0, str_value="q").SerializeToString()
    event = b"\x22" + bytes([len(message)]) + message
    _, table = assert_decoded_like_protobuf([event])
    assert table.kind.tolist() == [model.KIND_STR]


def test_no_events():
    events, table = decode([])
    assert len(events.metadata_id) == 0 and len(table) == 0


def test_varints():
    values = [0, 1, 127, 128, 300, 2**32, 2**63 - 1, 2**63, 2**64 - 1]
    encoded = [encode_varint(v) for v in values]
    assert encoded[1] == xplane_pb2.XStat(uint64_value=1).SerializeToString()[1:]
    assert encoded[-1] == xplane_pb2.XStat(uint64_value=2**64 - 1).SerializeToString()[1:]
    buf = wire.padded(b"".join(encoded))
    pos = np.cumsum([0] + [len(e) for e in encoded[:-1]])
    got, lengths = wire.varints(buf, pos)
    assert got.dtype == np.uint64
    assert got.tolist() == values
    assert lengths.tolist() == [len(e) for e in encoded]
    assert wire.varints(wire.padded(b"\xff" * 12), np.array([0]))[1].tolist() == [11]


# --- malformed input ----------------------------------------------------------------

MALFORMED = {
    "length_past_end": b"\x22\x64\x08\x01",  # stats, 100 bytes, only 2 follow
    "length_past_end_of_message": b"\x22\x03\x08\x01",  # stats of 3 bytes, message ends after 2
    "wire_type_3": b"\x0b\x08\x01",  # start group, never ended
    "wire_type_4": b"\x0c",  # end group
    "wire_type_6": b"\x0e\x01",
    "wire_type_7": b"\x0f\x01",
    "varint_11_bytes": b"\x08" + b"\x80" * 10 + b"\x01",
    "tag_11_bytes": b"\x80" * 10 + b"\x01\x01",
    # As a stat: an int64 value of 11 bytes (its first 8 read from one word, the rest from the next).
    "value_varint_11_bytes": b"\x08\x01\x20" + b"\xff" * 10 + b"\x01",
    "value_varint_12_bytes": b"\x08\x01\x20" + b"\x80" * 11 + b"\x00",
    "truncated_varint": b"\x08\x80",
    "truncated_fixed64": b"\x09\x00\x00",
    "truncated_fixed32": b"\x0d\x00",
    "tag_without_value": b"\x08",
    "field_zero": b"\x00\x01",
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_event_raises(case):
    data = MALFORMED[case]
    with pytest.raises(Exception):  # sanity: protobuf rejects it too
        xplane_pb2.XEvent.FromString(data)
    good = xplane_pb2.XEvent(metadata_id=1, duration_ps=2).SerializeToString()
    for messages in ([data], [good, data, good], [data, good]):
        with pytest.raises(wire.WireError):
            decode(messages)


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_stat_raises(case):
    data = MALFORMED[case]
    event = b"\x08\x01\x22" + bytes([len(data)]) + data
    buf = wire.padded(event)
    events = wire.decode_events(buf, np.array([0]), np.array([len(event)]))
    assert events.stat_count.tolist() == [1] and events.stat_pos.tolist() == [2]
    with pytest.raises(wire.WireError):
        wire_stats.decode_stats(buf, events, STAT_NAMES)


WRONG_WIRE_TYPE = {
    "double_as_varint": b"\x10\x05",
    "double_as_bytes": b"\x12\x01\x07",
    "uint64_as_bytes": b"\x1a\x01\x07",
    "uint64_as_fixed64": b"\x19" + b"\x01" * 8,
    "int64_as_fixed32": b"\x25\x01\x00\x00\x00",
    "str_as_varint": b"\x28\x05",  # a "length" of 5 that runs past the stat
    "bytes_as_fixed64": b"\x31" + b"\x02" * 8,
    "ref_as_bytes": b"\x3a\x01\x07",
}


@pytest.mark.parametrize("case", sorted(WRONG_WIRE_TYPE))
def test_stat_value_with_wrong_wire_type(case):
    """A value field with the wrong wire type is an unknown field to protobuf
    (the stat has no value). The decoder may refuse it, but must not read a
    value out of it (e.g. a str "length" that reaches into the next event)."""
    message = b"\x08\x01" + WRONG_WIRE_TYPE[case]
    assert xplane_pb2.XStat.FromString(message).WhichOneof("value") is None
    event = b"\x22" + bytes([len(message)]) + message
    neighbour = xplane_pb2.XEvent(metadata_id=9, duration_ps=1).SerializeToString()
    try:
        assert_decoded_like_protobuf([event, neighbour])
    except wire.WireError:
        pass


def test_groups_are_rejected():
    """Groups (wire types 3/4) are valid protobuf but never appear in XEvents;
    the decoder refuses them rather than guessing."""
    group = b"\x0b\x08\x01\x0c"  # field 1 as a group holding field 1 = 1
    assert xplane_pb2.XEvent.FromString(group).metadata_id == 0
    with pytest.raises(wire.WireError):
        decode([group])


def test_wire_error_is_a_value_error():
    assert issubclass(wire.WireError, ValueError)


# --- per-stat decoding (decode_stat_columns), the word decoding -------------------


def assert_columns_like_table(messages: list[bytes], rows=None):
    """decode_stat_columns gives, per stat id, the table's rows of that id
    (restricted to `rows`), in the same order and with the same values."""
    buf = wire.padded(b"".join(messages))
    lengths = np.array([len(m) for m in messages], dtype=np.int64)
    ends = np.cumsum(lengths)
    events = wire.decode_events(buf, ends - lengths, ends)
    table = wire_stats.decode_stats(buf, events, STAT_NAMES)
    ids = sorted(set(table.stat_id.tolist())) + [12345678]  # and one no stat has
    columns = wire_stats.decode_stat_columns(buf, events, ids, rows)
    keep = np.ones(len(table), bool) if rows is None else np.isin(table.event, rows)
    for sid in ids:
        sel = np.flatnonzero((table.stat_id == sid) & keep)
        if not sel.size:
            assert sid not in columns
            continue
        rec = columns[sid]
        assert rec.event.tolist() == table.event[sel].tolist()
        assert rec.kind.tolist() == table.kind[sel].tolist()
        doubles = table.kind[sel] == model.KIND_DOUBLE
        assert rec.bits[doubles].view(np.float64).tobytes() == table.dval[sel][doubles].tobytes()
        text_kind = np.isin(table.kind[sel][~doubles], (model.KIND_STR, model.KIND_BYTES))
        assert rec.bits[~doubles].tolist() == np.where(text_kind, 0, table.ival[sel][~doubles]).tolist()
        text = np.isin(rec.kind, (model.KIND_STR, model.KIND_BYTES))
        if text.any():
            assert wire_stats.texts(buf, rec)[text].tolist() == table.sval[sel][text].tolist()
    # Asked for some ids only, the records of the others are skipped undecoded: the
    # columns of those asked for are the same.
    for subset in (ids[::2], ids[1::2]):
        some = wire_stats.decode_stat_columns(buf, events, subset, rows)
        assert sorted(some) == sorted(sid for sid in subset if sid in columns)
        for sid, rec in some.items():
            for field in ("event", "kind", "bits", "text_pos", "text_len"):
                a, b = getattr(rec, field), getattr(columns[sid], field)
                assert (a is None) == (b is None) and (a is None or a.tolist() == b.tolist()), (sid, field)
    return columns


@pytest.mark.parametrize("case", sorted(EVENTS))
def test_stat_columns_like_the_table(case):
    messages = [e.SerializeToString() for e in EVENTS[case]]
    assert_columns_like_table(messages)
    assert_columns_like_table(messages, rows=np.arange(0, len(messages), 2))


def random_events(seed: int, n: int, plain_share: float) -> list[bytes]:
    """Events whose stats mostly have the usual short layout (one-byte ids
    and lengths), with long ids, lengths, varints and every kind mixed in."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        stats = []
        for j in range(int(rng.integers(0, 6))):
            plain = rng.random() < plain_share
            sid = int(rng.integers(1, 6)) if plain else int(rng.choice([3, 200, 2**40]))
            kind = "int64_value" if plain else str(rng.choice(
                ["int64_value", "uint64_value", "double_value", "str_value", "bytes_value", "ref_value"]))
            value = {
                "int64_value": (int(rng.integers(0, 2**40)) if plain
                                else [-1, -(2**63), 2**62, 5][int(rng.integers(0, 4))]),
                "uint64_value": [0, 2**64 - 1, 2**56, 2**49][int(rng.integers(0, 4))],
                "double_value": float(rng.normal()),
                "str_value": "é" * int(rng.integers(0, 150)),
                "bytes_value": rng.bytes(int(rng.integers(0, 3))),
                "ref_value": int(rng.choice([1, 3, 99])),
            }[kind]
            stats.append(stat(sid, **{kind: value}))
        event = xplane_pb2.XEvent(metadata_id=int(rng.integers(0, 300)), offset_ps=int(rng.integers(0, 2**45)),
                                  duration_ps=int(rng.integers(0, 9)), stats=stats)
        data = event.SerializeToString()
        if rng.random() < 0.05:  # a field after the stats (num_occurrences: clears offset_ps, its oneof)
            data += b"\x28\x07"
        out.append(data)
    return out


@pytest.mark.parametrize("plain_share", [1.0, 0.97, 0.5, 0.0])
def test_stat_columns_of_mixed_layouts(plain_share):
    messages = random_events(int(plain_share * 100), 3000, plain_share)
    assert_decoded_like_protobuf(messages)
    assert_columns_like_table(messages)
    rng = np.random.default_rng(5)
    assert_columns_like_table(messages, rows=np.sort(rng.choice(len(messages), 700, replace=False)))


@pytest.mark.parametrize("part", [3, 97, 1 << 18])
@pytest.mark.parametrize("chunk", [5, wire.CHUNK])
def test_stat_columns_taken_in_parts(monkeypatch, part, chunk):
    """Events taken a part at a time (on parallel.map_chunks' threads), and within a
    part a chunk at a time: the columns join into the same columns, in event order,
    a stat repeated in an event in its order there."""
    monkeypatch.setattr(wire_stats, "_PART", part)
    chunks = wire.chunks
    monkeypatch.setattr(wire, "chunks", lambda n, size=chunk: chunks(n, size))
    messages = random_events(7, 2000, 0.9)
    assert_columns_like_table(messages)
    assert_columns_like_table(messages, rows=np.arange(1, len(messages), 3))


@pytest.mark.parametrize("part", [50_000, 1 << 18])
def test_stat_columns_of_uniform_events_share_event_rows(monkeypatch, part):
    """Every event with the same stats in the same order: one event-row
    array serves every stat, and each column is in event order (the events
    decoded in one part or in four)."""
    monkeypatch.setattr(wire_stats, "_PART", part)
    events = [xplane_pb2.XEvent(metadata_id=1, offset_ps=i, stats=[
        stat(1, int64_value=i), stat(2, ref_value=3), stat(7, double_value=i / 2)]).SerializeToString()
        for i in range(200_000)]  # more than one chunk
    columns = assert_columns_like_table(events)
    assert columns[1].event is columns[2].event is columns[7].event
    assert columns[1].bits.tolist() == list(range(200_000))
    assert columns[7].bits.view(np.float64)[-1] == 199_999 / 2


def test_stat_columns_of_a_stat_repeated_in_events():
    events = [xplane_pb2.XEvent(metadata_id=1, stats=[stat(1, int64_value=i), stat(2, int64_value=-i),
                                                      stat(1, int64_value=10 * i)]).SerializeToString()
              for i in range(5)]
    columns = assert_columns_like_table(events)
    assert columns[1].event.tolist() == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert columns[1].bits.tolist() == [0, 0, 1, 10, 2, 20, 3, 30, 4, 40]


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_stat_raises_in_stat_columns(case):
    data = MALFORMED[case]
    event = b"\x08\x01\x22" + bytes([len(data)]) + data
    buf = wire.padded(event)
    events = wire.decode_events(buf, np.array([0]), np.array([len(event)]))
    with pytest.raises(wire.WireError):
        wire_stats.decode_stat_columns(buf, events, [1, 2, 3])


def test_word_varints_match_varints():
    rng = np.random.default_rng(11)
    values = np.concatenate([rng.integers(0, 2 ** rng.integers(1, 57, 500), dtype=np.uint64),
                             np.array([0, 127, 128, 2**56 - 1], dtype=np.uint64)])
    encoded = [encode_varint(int(v)) for v in values]
    buf = wire.padded(b"".join(encoded))
    pos = np.cumsum([0] + [len(e) for e in encoded[:-1]])
    value, length = wire._word_varint(wire.words(buf)[pos], wire._MSB8)
    assert value.tolist() == values.tolist()
    assert length.tolist() == [len(e) for e in encoded]
    keeps = np.array([(1 << (8 * k)) - 1 for k in range(1, 9)], dtype=np.uint64)
    assert wire._byte_count_float(keeps).tolist() == list(range(1, 9))
    if hasattr(np, "bitwise_count"):  # numpy >= 2.0
        assert wire._byte_count_popcount(keeps).tolist() == list(range(1, 9))


def test_words_is_a_view_of_every_offset():
    buf = wire.padded(bytes(range(1, 20)))
    w = wire.words(buf)
    assert len(w) == len(buf) - 7 and np.shares_memory(w, buf)
    assert int(w[3]) == int.from_bytes(bytes(range(4, 12)), "little")


def test_num_occurrences_and_offset_share_a_oneof():
    """The last of offset_ps / num_occurrences wins, as for protobuf."""
    offset_then_count = xplane_pb2.XEvent(offset_ps=500).SerializeToString() + b"\x28\x07"
    count_then_offset = b"\x28\x07" + xplane_pb2.XEvent(offset_ps=500).SerializeToString()
    assert xplane_pb2.XEvent.FromString(offset_then_count).offset_ps == 0
    assert xplane_pb2.XEvent.FromString(count_then_offset).offset_ps == 500
    events, _ = assert_decoded_like_protobuf([offset_then_count, count_then_offset])
    assert events.offset_ps.tolist() == [0, 500]


def test_metadata_ids_are_int32_unless_one_needs_more():
    # Decoded a chunk (wire.CHUNK events) at a time into an int32 column; a later chunk
    # with a wider id turns it int64, the earlier chunks' ids kept.
    n = wire.CHUNK + 10
    for last, dtype in ((2**31 - 1, np.int32), (2**40 + 3, np.int64)):
        ids = [1 + i % 1000 for i in range(n - 1)] + [last]
        events = [xplane_pb2.XEvent(metadata_id=i, duration_ps=1).SerializeToString() for i in ids]
        lengths = np.array([len(e) for e in events])
        buf = wire.padded(b"".join(events))
        decoded = wire.decode_events(buf, np.cumsum(lengths) - lengths, np.cumsum(lengths))
        assert decoded.metadata_id.dtype == dtype and decoded.metadata_id.tolist() == ids
