"""Bulk decoding of the XStat records of decoded events (wire.py's `decode_events`).

`decode_events` notes where each event's stats begin and how many there are; here they
are walked later, all at once as for the events: `decode_stats` (every stat, as a
StatTable) or `decode_stat_columns` (some stat ids, some events, a column per id, on
parallel.map_chunks' threads a part at a time), with `stat_batches` (the records, one batch
per record position), `texts` and `ref_names` for their values. The record layout (tags,
wire types, the one-word fast path) is wire.py's: its constants and its field walk are
imported from there, so the two stay one decoder.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from .. import parallel
from . import model, wire
from .wire import (  # the record layout and the field walk
    DecodedEvents,
    _EV_STATS,
    _7F,
    _FF,
    _KIND_OF_FIELD,
    _KIND_OF_TAG,
    _LEN,
    _MSB7,
    _MSB8,
    _U,
    _WIRE_OF_FIELD,
    _field_at,
    _word_varint,
    fields,
    words,
)


@dataclasses.dataclass
class StatRecords:
    """Decoded stat records: event row, index among the event's stats, stat
    metadata id, kind (KIND_*), value bits (int64, uint64 bit pattern, double
    bit pattern, or ref id; 0 for str/bytes) and, for str/bytes, where the
    payload is (text_pos/text_len, None when the batch has no text)."""

    event: np.ndarray
    index: np.ndarray
    stat_id: np.ndarray
    kind: np.ndarray
    bits: np.ndarray
    text_pos: np.ndarray | None = None
    text_len: np.ndarray | None = None
    slot: np.ndarray | None = None  # position of the event among those with stats of the rows asked for

    def take(self, sel) -> "StatRecords":
        return StatRecords(*(v if v is None or np.ndim(v) == 0 else v[sel]
                             for v in (getattr(self, f.name) for f in dataclasses.fields(self))))


# A stat record in its usual form, checked on one word: tag 0x22, a one-byte
# length, then the XStat: tag 0x08 and a one-byte metadata id.
_PLAIN_MASK, _PLAIN = _U(0x80FF80FF), _U(0x00080022)


def stat_batches(buf: np.ndarray, events: DecodedEvents, rows: np.ndarray,
                 wanted: np.ndarray | None = None):
    """Yields StatRecords of the stats of the given event rows (ascending),
    one batch per record position: a batch is in event order,
    batches are not. Raises WireError for a malformed stat. The event framing
    was checked by decode_events. With `wanted` (stat ids), records of the usual
    form whose id is not among them are skipped, their values neither decoded nor
    checked (records of other forms are decoded and may still come)."""
    wd = words(buf)
    wanted_lut = None  # the usual form's ids are one byte: a table of those asked for
    if wanted is not None:
        wanted = np.asarray(wanted, np.int64)
        wanted_lut = np.zeros(128, bool)
        wanted_lut[wanted[(wanted >= 0) & (wanted < 128)]] = True
    rows = np.asarray(rows, dtype=np.int64)
    rows = rows[events.stat_count[rows] > 0]
    for c0, c1 in wire.chunks(len(rows)):
        ev = rows[c0:c1]
        slots = np.arange(c0, c1)
        pos = events.stat_pos[ev].astype(np.int64)
        end = events.end[ev].astype(np.int64)
        # Records taken so far per row: one number while every step took one
        # from every row still going, else an array.
        k: int | np.ndarray = 0
        act = np.arange(len(ev))
        whole = True  # act is every row: slices stand in for gathers, and batches share `ev`
        while act.size:
            p = pos if whole else pos[act]
            w = wd[p]
            at = ev if whole else ev[act]
            if np.all((w & _PLAIN_MASK) == _PLAIN):
                length = ((w >> _U(8)) & _7F).astype(np.int64)
                nxt = p + 2 + length
                sid = (w >> _U(24)) & _7F
                # A payload too short to hold its id is decoded (and refused) all the same.
                take = None if wanted_lut is None else wanted_lut[sid] | (length < 2)
                q, ww, size, ids, owners, slot = p, w, length, sid, at, slots if whole else slots[act]
                index = np.int32(k) if isinstance(k, int) else k[act]
                if take is not None and not take.all():  # only the records asked for are decoded
                    q, ww, size, ids, owners, slot = q[take], ww[take], size[take], ids[take], owners[take], slot[take]
                    index = index if np.ndim(index) == 0 else index[take]
                if len(q):
                    rec = _stat_values(buf, wd, q + 2, size, ids, ((ww >> _U(32)) & _FF).astype(np.intp),
                                       q + 4, _decode_payloads)
                    rec.event, rec.index, rec.slot = owners, index, slot
                    yield rec
                if isinstance(k, int):
                    k += 1
                else:
                    k[act] += 1
            else:
                if isinstance(k, int):
                    k = np.full(len(ev), k, np.int32)
                field, wtype, value, vstart, nxt = _field_at(buf, wd, p)
                sel = (field == _EV_STATS) & (wtype == _LEN)
                if sel.any():
                    q, length = vstart[sel], value[sel].astype(np.int64)
                    rec = _decode_payloads(buf, wd, q, length)
                    rec.event, rec.index, rec.slot = at[sel], k[act[sel]], slots[act[sel]]
                    k[act[sel]] += 1
                    yield rec
            going = nxt < (end if whole else end[act])
            if whole:
                pos = nxt
                if not going.all():
                    act, whole = np.flatnonzero(going), False
            else:
                pos[act] = nxt
                act = act[going]


def _stat_values(buf, wd, q, length, sid, vtag, vpos, fallback) -> StatRecords:
    """Records of XStat payloads buf[q:q + length] whose metadata id `sid` is
    read and whose value field has its tag `vtag` at `vpos`; the rows where
    that is not the whole payload go to `fallback`."""
    kind = _KIND_OF_TAG[vtag]
    w2 = wd[vpos + 1]
    value, vlen = _word_varint(w2, _MSB8)
    is_double = kind == model.KIND_DOUBLE
    text = (kind == model.KIND_STR) | (kind == model.KIND_BYTES)
    any_text = bool(text.any())
    found = (~w2 & _MSB8) != 0
    if not found.all():  # varints of 9 or 10 bytes (negative int64s, big uint64s)
        long = np.flatnonzero(~found & ~is_double & (kind > 0))
        if long.size:
            # The first 8 bytes gave the low 56 bits; the next word has the rest.
            high, hlen = _word_varint(wd[vpos[long] + 9], _MSB8)
            value[long] |= high << _U(56)
            vlen[long] = 8 + hlen
            found[long] = hlen <= 2
    if is_double.any():
        bits = np.where(is_double, w2, value).view(np.int64)
        vlen[is_double] = 8
        found |= is_double
    else:
        bits = value.view(np.int64)
    used = vpos + 1 + vlen - q
    text_pos = text_len = None
    if any_text:
        text_len = np.where(text, value, _U(0)).astype(np.int64)
        text_pos = np.where(text, vpos + 1 + vlen, 0)
        bits[text] = 0
        used += np.where(text & found & (text_len < length), text_len, 0)
    bad = np.flatnonzero((kind == 0) | ~found | (used != length))
    rec = StatRecords(None, None, sid.view(np.int64) if sid.dtype == np.uint64 else sid, kind, bits, text_pos, text_len)
    if bad.size:
        slow = fallback(buf, wd, q[bad], length[bad])
        for name in ("stat_id", "kind", "bits"):
            getattr(rec, name)[bad] = getattr(slow, name)
        if slow.text_pos is not None or rec.text_pos is not None:
            if rec.text_pos is None:
                rec.text_pos, rec.text_len = np.zeros(len(q), np.int64), np.zeros(len(q), np.int64)
            rec.text_pos[bad] = 0 if slow.text_pos is None else slow.text_pos
            rec.text_len[bad] = 0 if slow.text_len is None else slow.text_len
    return rec


def _decode_payloads(buf, wd, q: np.ndarray, length: np.ndarray) -> StatRecords:
    """Records of XStat payloads buf[q:q + length]: the usual layout
    (metadata_id, then one value field) from two words, others field by field."""
    w = wd[q]
    sid, slen = _word_varint(w >> _U(8), _MSB7)
    plain = ((w & _FF) == 0x08) & (slen <= 6)
    slen = np.minimum(slen, 6)  # keeps the reads below inside the padding
    vtag = ((w >> ((slen.astype(np.uint64) + _U(1)) * _U(8))) & _FF).astype(np.intp)
    vtag[~plain] = 0  # -> decoded field by field
    return _stat_values(buf, wd, q, length, sid, vtag, q + 1 + slen, _decode_payloads_slowly)


def _decode_payloads_slowly(buf, wd, q, length) -> StatRecords:
    """The general XStat decoding: fields in any order, the last value wins,
    unknown fields skipped."""
    n = len(q)
    stat_id = np.zeros(n, np.int64)
    kind = np.zeros(n, np.int8)
    bits = np.zeros(n, np.int64)
    text_pos = np.zeros(n, np.int64)
    text_len = np.zeros(n, np.int64)
    for idx, field, wtype, value, vstart in fields(buf, q, q + length):
        # Look the kind up by field number, keeping only fields whose wire
        # type matches their declaration (others are unknown fields).
        f = np.minimum(field, len(_KIND_OF_FIELD) - 1).astype(np.intp)
        k = np.where(_WIRE_OF_FIELD[f] == wtype, _KIND_OF_FIELD[f], -1)
        sel = k == -2  # metadata_id
        stat_id[idx[sel]] = value[sel].view(np.int64)
        sel = k > 0
        if not sel.any():
            continue
        rows, ks, at, v = idx[sel], k[sel], vstart[sel], value[sel]
        kind[rows] = ks
        dbl = ks == model.KIND_DOUBLE
        txt = (ks == model.KIND_STR) | (ks == model.KIND_BYTES)
        bits[rows] = np.where(dbl | txt, 0, v.view(np.int64))
        if dbl.any():
            bits[rows[dbl]] = buf[at[dbl][:, None] + np.arange(8)].copy().view("<i8").ravel()
        text_pos[rows] = np.where(txt, at, 0)
        text_len[rows] = np.where(txt, v.astype(np.int64), 0)
    return StatRecords(None, None, stat_id, kind, bits, text_pos, text_len)


def texts(data, records: StatRecords) -> np.ndarray:
    """Object array of the str (decoded, invalid UTF-8 replaced) / bytes
    values of records (None for other kinds); `data` supports slicing."""
    out = np.full(len(records.kind), None, dtype=object)
    sel = np.flatnonzero((records.kind == model.KIND_STR) | (records.kind == model.KIND_BYTES))
    if sel.size:
        if not isinstance(data, (bytes, bytearray)):
            data = memoryview(data)
        lo = records.text_pos[sel]
        hi = lo + records.text_len[sel]
        is_str = records.kind[sel] == model.KIND_STR
        values = [bytes(data[a:b]) for a, b in zip(lo.tolist(), hi.tolist())]
        out[sel] = [v.decode("utf-8", "replace") if s else v for v, s in zip(values, is_str.tolist())]
    return out


def ref_names(ref_ids: np.ndarray, stat_names: dict[int, str]) -> np.ndarray:
    """Object array: the stat metadata name each ref value points to ("" if none)."""
    if not len(ref_ids):
        return np.empty(0, object)
    top = max(stat_names, default=0)
    if 0 <= ref_ids.min() and ref_ids.max() <= top < 1 << 22:
        # Stat metadata ids are small: a lookup array beats sorting the refs.
        lut = np.full(top + 1, "", dtype=object)
        lut[list(stat_names)] = list(stat_names.values())
        return lut[ref_ids]
    ids, inverse = np.unique(ref_ids, return_inverse=True)
    names = np.array([stat_names.get(int(i), "") for i in ids] + [""], dtype=object)[:-1]
    return names[inverse]


def decode_stats(buf: np.ndarray, events: DecodedEvents, stat_names: dict[int, str]) -> model.StatTable:
    """The StatTable of all stats of the events (rows by event, then file order)."""
    has = np.flatnonzero(events.stat_count)
    counts = events.stat_count[has].astype(np.int64)
    n = int(counts.sum())
    base = np.cumsum(counts) - counts  # first table row of each event with stats
    stat_id = np.zeros(n, np.int64)
    kind = np.zeros(n, np.int8)
    ival = np.zeros(n, np.int64)
    dval = np.zeros(n, np.float64)
    text_rows, text_recs = [], []
    for rec in stat_batches(buf, events, has):
        at = base[rec.slot] + rec.index
        stat_id[at] = rec.stat_id
        kind[at] = rec.kind
        dbl = rec.kind == model.KIND_DOUBLE
        if dbl.all():
            dval[at] = rec.bits.view(np.float64)
        else:
            ival[at] = np.where(dbl, 0, rec.bits)
            if dbl.any():
                dval[at[dbl]] = rec.bits[dbl].view(np.float64)
        if rec.text_pos is not None:
            txt = (rec.kind == model.KIND_STR) | (rec.kind == model.KIND_BYTES)
            text_rows.append(at[txt])
            text_recs.append(rec.take(txt))
    sval = np.full(n, None, dtype=object)
    for at, rec in zip(text_rows, text_recs):
        sval[at] = texts(buf, rec)
    refs = np.flatnonzero(kind == model.KIND_REF)
    if refs.size:
        sval[refs] = ref_names(ival[refs], stat_names)
    event = np.repeat(has.astype(np.int64), counts)
    return model.StatTable(event=event, stat_id=stat_id, kind=kind, ival=ival, dval=dval, sval=sval)


class _Column:
    """One stat id's decoded records, appended batch by batch into arrays
    sized for one record per event (grown if a stat repeats in an event)."""

    def __init__(self, capacity: int):
        self.n = 0
        self.bits = np.empty(capacity, np.int64)
        self.kind = np.empty(capacity, np.int8)
        self.text_pos = self.text_len = None
        self.events: list[np.ndarray] = []  # event rows per batch (often shared by all stats)

    def add(self, rec: StatRecords, sel=None) -> None:
        """Appends the batch's records, or those at `sel` (positions in the batch)."""
        def at(a):
            return a if sel is None or a is None else a[sel]
        bits = at(rec.bits)
        lo, hi = self.n, self.n + len(bits)
        if hi > len(self.bits):
            size = max(hi, 2 * len(self.bits))
            for name in ("bits", "kind", "text_pos", "text_len"):
                old = getattr(self, name)
                if old is not None:
                    grown = np.zeros(size, old.dtype)
                    grown[:lo] = old[:lo]
                    setattr(self, name, grown)
        self.bits[lo:hi] = bits
        self.kind[lo:hi] = at(rec.kind)
        if rec.text_pos is not None and self.text_pos is None:
            self.text_pos, self.text_len = np.zeros(len(self.bits), np.int64), np.zeros(len(self.bits), np.int64)
        if self.text_pos is not None:
            self.text_pos[lo:hi] = 0 if rec.text_pos is None else at(rec.text_pos)
            self.text_len[lo:hi] = 0 if rec.text_len is None else at(rec.text_len)
        self.events.append(at(rec.event))
        self.n = hi


# decode_stat_columns takes the events with stats this many at a time, the parts on
# parallel.map_chunks' threads.
_PART = 1 << 18


def decode_stat_columns(buf: np.ndarray, events: DecodedEvents, stat_ids, rows: np.ndarray | None = None
                        ) -> dict[int, StatRecords]:
    """The records of the given stat ids among the stats of the given event
    rows (ascending; all when None), per stat id, in event then file order
    (`index` and `stat_id` left out)."""
    wanted = np.array(sorted(set(int(s) for s in stat_ids)), dtype=np.int64)
    if not len(wanted):
        return {}
    rows = np.flatnonzero(events.stat_count) if rows is None else np.asarray(rows, np.int64)
    if len(rows) <= _PART:
        return _stat_columns(buf, events, wanted, rows)
    parts = parallel.map_chunks(lambda lo, hi: _stat_columns(buf, events, wanted, rows[lo:hi]),
                                wire.chunks(len(rows), _PART), trim=False)  # as decode_events
    out = {}
    events_of: dict[tuple, np.ndarray] = {}  # stats of the same events share their rows, as in a part
    for sid in wanted.tolist():  # the parts in event order, one after the other
        found = [part[sid] for part in parts if sid in part]
        if not found:
            continue
        lengths = [len(r.event) for r in found]
        key = tuple(id(r.event) for r in found)
        if key not in events_of:
            events_of[key] = np.concatenate([r.event for r in found])
        out[sid] = StatRecords(events_of[key], None, None,
                               *(_joined([getattr(r, name) for r in found], lengths)
                                 for name in ("kind", "bits", "text_pos", "text_len")))
    return out


def _joined(columns: list, lengths: list[int]):
    """One column of several parts' records: None where no part has it, zeros for the parts without."""
    if all(c is None for c in columns):
        return None
    dtype = next(c.dtype for c in columns if c is not None)
    return np.concatenate([np.zeros(n, dtype) if c is None else c for c, n in zip(columns, lengths)])


def _stat_columns(buf, events, wanted: np.ndarray, rows: np.ndarray) -> dict[int, StatRecords]:
    capacity = len(rows)
    columns: dict[int, _Column] = {}

    def add(sid: int, rec: StatRecords, sel=None):
        if sid not in columns:
            columns[sid] = _Column(capacity)
        columns[sid].add(rec, sel)

    for rec in stat_batches(buf, events, rows, wanted):
        lo, hi = rec.stat_id.min(), rec.stat_id.max()
        if lo == hi:  # one stat per record position: the usual case
            if lo in wanted:
                add(int(lo), rec)
            continue
        code = np.minimum(np.searchsorted(wanted, rec.stat_id), len(wanted) - 1)
        code[wanted[code] != rec.stat_id] = len(wanted)
        # Codes are a few small numbers: as int16, numpy's stable sort is a radix sort.
        order = np.argsort(code.astype(np.int16), kind="stable")
        bounds = np.searchsorted(code[order], np.arange(len(wanted) + 1))
        for i, sid in enumerate(wanted.tolist()):
            if bounds[i] < bounds[i + 1]:
                add(sid, rec, order[bounds[i]:bounds[i + 1]])
    joined: dict[tuple, np.ndarray] = {}
    out = {}
    for sid, col in columns.items():
        key = tuple(map(id, col.events))
        if key not in joined:  # every stat of every event: the same event rows
            joined[key] = col.events[0] if len(col.events) == 1 else np.concatenate(col.events)
        n = col.n

        def used(a):  # a copy when most of the room went unused, so it is given back
            return None if a is None else (a[:n] if 2 * n > len(a) else a[:n].copy())

        rec = StatRecords(joined[key], None, None, used(col.kind), used(col.bits),
                          used(col.text_pos), used(col.text_len))
        ev = rec.event
        if len(ev) > 1 and not np.all(ev[1:] > ev[:-1]):
            # Batches of several record positions: order by event, then position. The
            # batches came chunk by chunk of events, each chunk's by position: a stable
            # sort by event alone keeps the positions of an event in order (and merges
            # the sorted runs of the batches).
            rec = rec.take(np.argsort(ev, kind="stable"))
        out[sid] = rec
    return out
