"""The fast Kineto reader (kineto._Reader: columns through list comprehensions, dict codes,
arg passes with quick counts) against a slow, obviously correct reading of the same files:
orjson dicts, one Python step per event. Also the bulk helpers on hostile mixed values."""

from __future__ import annotations

import gzip
import math
from pathlib import Path

import msgspec
import numpy as np
import orjson
import pytest

from tb_profile_plugin.profile import kineto

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "pytorch").glob("*/*.pt.trace.json.gz"))
_ARG_KEYS = {f.name: f.encode_name for f in msgspec.structs.fields(kineto._Args)}
_RAW = {attr for attr, _, kind in kineto._HOST_STATS + kineto._GPU_STATS if kind == "raw"}


def _text(v, other=None):
    return v if type(v) is str else (str(v) if other is None else other)


def _number(v) -> float:
    return float(v) if type(v) in (int, float) else math.nan


def _slow(path: Path) -> dict:
    events = orjson.loads(gzip.decompress(path.read_bytes()))
    events = events["traceEvents"] if isinstance(events, dict) else events
    spans = [e for e in events if e.get("ph") in ("X", "i", "I")]
    flows = [e for e in events if e.get("ph") in ("s", "f")]
    process_names, thread_names = {}, {}
    for e in events:
        label = (e.get("args") or {}).get("name")
        if e.get("ph") == "M" and type(label) is str:
            if e.get("name") == "process_name":
                process_names[_text(e.get("pid"))] = label
            elif e.get("name") == "thread_name":
                thread_names[(_text(e.get("pid")), _text(e.get("tid")))] = label
    return {
        "name": [_text(e.get("name")) for e in spans],
        "cat": [_text(e.get("cat"), "") for e in spans],
        "thread": [(_text(e.get("pid")), _text(e.get("tid"))) for e in spans],
        "ts": [_number(e.get("ts")) for e in spans],
        "dur": [0.0 if e["ph"] != "X" else _number(e.get("dur", 0)) for e in spans],
        "args": [e.get("args") or {} for e in spans],
        "flows": tuple([e.get(k) for e in flows] for k in ("ph", "id", "cat", "pid", "tid", "ts")),
        "process_names": process_names, "thread_names": thread_names,
    }


def _fast(path: Path, typed: bool = False) -> kineto._Reader:
    """The reader over the events as load() decodes them: typed (float times, known
    phases and categories: every fixture) or as they are (the fallback)."""
    doc = msgspec.json.decode(gzip.decompress(path.read_bytes()), type=kineto._TypedDocument if typed else kineto._Document)
    return kineto._Reader(doc if isinstance(doc, list) else doc.traceEvents, typed=typed)


@pytest.mark.parametrize("typed", [False, True], ids=["as-is", "typed"])
@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.parent.name + "/" + p.name)
def test_reader_columns_match_a_per_event_reading(path, typed):
    slow, r = _slow(path), _fast(path, typed)
    assert r.n == len(slow["name"])
    assert r.name.tolist() == slow["name"]
    assert r.cat.tolist() == slow["cat"]
    assert [r.threads[t] for t in r.thread.tolist()] == slow["thread"]
    np.testing.assert_array_equal(r.ts, np.array(slow["ts"]))
    np.testing.assert_array_equal(r.dur, np.array(slow["dur"]))
    assert r.process_names == slow["process_names"] and r.thread_names == slow["thread_names"]
    assert tuple(map(list, r.flows)) == slow["flows"]
    for attr, key in _ARG_KEYS.items():
        got = r.arg(attr)
        if attr in _RAW:
            got = [orjson.loads(bytes(v)) if len(v) else None for v in got]
        assert got == [a.get(key) for a in slow["args"]], attr


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.parent.name + "/" + p.name)
def test_arg_stats_match_a_per_event_reading(path):
    slow, r = _slow(path), _fast(path)
    rows = np.arange(r.n)
    stats = kineto._Stats()
    which = kineto._HOST_STATS + tuple(s for s in kineto._GPU_STATS if s not in kineto._HOST_STATS)
    stats.args(r, rows, rows + 7, which)
    for attr, name, kind in which:
        key = _ARG_KEYS[attr]
        want = [(i + 7, a[key]) for i, a in enumerate(slow["args"]) if a.get(key) is not None]
        got = []
        for ev, values in stats.columns.get(name, []):
            values = [orjson.loads(v) for v in values.tolist()] if kind == "raw" else values.tolist()
            got += list(zip(ev.tolist(), values))
        assert got == want, name


def test_bulk_helpers_on_mixed_values():
    values = ["a", 1, "1", 1.0, None, True, "a", [1], {"k": 2}, 2.5]
    codes, texts = kineto._text_codes(values)
    assert [texts[c] for c in codes.tolist()] == ["a", "1", "1", "1", "None", "1", "a", "[1]", "{'k': 2}", "2.5"]
    codes, texts = kineto._text_codes(["x", None, 3, "x"], other="")
    assert [texts[c] for c in codes.tolist()] == ["x", "", "", "x"]
    mixed = [1, None, "7", 2**62, -1, 5, True, 3.0, 2**70, -(2**70)]
    assert kineto._ints_or(mixed, -1).tolist() == [1, -1, -1, -1, -1, 5, -1, -1, -1, -1]
    assert kineto._ints_or([3, None, 4], -9).tolist() == [3, -9, 4]
    assert kineto._ints_or([], -1).tolist() == []
    got = kineto._floats([1, 2.5, None, "3", True, [1]])
    np.testing.assert_array_equal(got, [1.0, 2.5, np.nan, np.nan, np.nan, np.nan])
    np.testing.assert_array_equal(kineto._floats([1, 2.5]), [1.0, 2.5])
    raws = [msgspec.Raw(b"[1, 2]"), msgspec.Raw(b'"\xc3\xa9"'), msgspec.Raw(b"[1, 2]"), msgspec.Raw(b'"\xff"')]
    texts, codes = kineto._distinct_texts(raws)
    assert texts[codes].tolist() == ["[1, 2]", '"é"', "[1, 2]", '"\ufffd"']
    assert len(texts) == 3


def _planes(profile) -> list:
    out = []
    for plane in profile.planes:
        table = plane.stat_table
        out.append((plane.id, plane.name, plane.stats, plane.stat_names,
                    [(line.id, line.name, line.display_name, line.start, line.stop) for line in plane.lines],
                    {k: (m.name, m.stats) for k, m in plane.event_metadata.items()},
                    [getattr(plane.events, c).tolist() for c in ("line", "metadata_id", "start_ps", "duration_ps")],
                    [(getattr(table, c).dtype.str, getattr(table, c).tolist())
                     for c in ("event", "stat_id", "kind", "ival", "dval", "sval")]))
    return out


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.parent.name + "/" + p.name)
def test_typed_decoding_and_its_fallback_give_one_profile(path, monkeypatch):
    typed = kineto.load(path)
    monkeypatch.setattr(kineto, "_TypedDocument", int)  # no document validates: the fallback
    assert _planes(kineto.load(path)) == _planes(typed)


def test_events_torch_does_not_write_take_the_fallback(tmp_path):
    events = [{"ph": "X", "cat": "a_new_category", "name": "a", "pid": 1, "tid": 1, "ts": 1, "dur": 2},
              {"ph": "X", "cat": "cpu_op", "name": "b", "pid": 1, "tid": 1, "ts": "3", "dur": 1},
              {"ph": "X", "cat": "cpu_op", "name": "c", "pid": 1, "tid": 1, "ts": 5, "dur": 1}]
    path = tmp_path / "w.pt.trace.json"
    path.write_bytes(orjson.dumps({"traceEvents": events}))
    profile = kineto.load(path)
    assert profile.host_plane.event_names().tolist() == ["a", "c"]
    assert list(profile.warnings) == ["1 trace events without a valid time were skipped"]
