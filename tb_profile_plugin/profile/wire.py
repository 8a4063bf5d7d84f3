"""Bulk decoding of serialized XEvent / XStat messages into numpy columns.

The protobuf runtime hands us each line's events as raw bytes (through the
`xplane_raw.proto` view); here all events of a plane are decoded at once:
every step reads one field of every still-unfinished message, so the Python
loop runs once per field position (a handful), not once per event. Field
numbers are those of protos/xplane.proto.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from . import model

_K = np.arange(10, dtype=np.uint64)
_SHIFTS = (7 * _K).astype(np.uint64)
PAD = 10  # bytes of zeros after the buffer, so a varint read never runs past it

# Wire types.
_VARINT, _I64, _LEN, _I32 = 0, 1, 2, 5
_VALID_WIRE = np.array([True, True, True, False, False, True, False, False])
_FIXED_SIZE = np.array([0, 8, 0, 0, 0, 4, 0, 0], dtype=np.int64)

# XEvent fields.
_EV_METADATA_ID, _EV_OFFSET_PS, _EV_DURATION_PS, _EV_STATS, _EV_NUM_OCCURRENCES = 1, 2, 3, 4, 5
# XStat fields -> (value kind, wire type). A field with another wire type is
# an unknown field to protobuf, and skipped here too.
_ST_METADATA_ID = 1
_STAT_KIND = {
    2: (model.KIND_DOUBLE, _I64),
    3: (model.KIND_UINT64, _VARINT),
    4: (model.KIND_INT64, _VARINT),
    5: (model.KIND_STR, _LEN),
    6: (model.KIND_BYTES, _LEN),
    7: (model.KIND_REF, _VARINT),
}
# The same as lookup arrays by field number (index 8 = any other field):
# kind -2 marks metadata_id, -1 a field to skip.
_KIND_OF_FIELD = np.array([-1, -2] + [_STAT_KIND[f][0] for f in range(2, 8)] + [-1], dtype=np.int64)
_WIRE_OF_FIELD = np.array([-1, _VARINT] + [_STAT_KIND[f][1] for f in range(2, 8)] + [-1], dtype=np.int64)


class WireError(ValueError):
    """The bytes are not valid serialized messages of the expected type."""


def padded(data: bytes) -> np.ndarray:
    buf = np.zeros(len(data) + PAD, dtype=np.uint8)
    buf[: len(data)] = np.frombuffer(data, dtype=np.uint8)
    return buf


def varints(buf: np.ndarray, pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(value as uint64, length in bytes) of the varint at each position.

    Reads one byte column at a time, only for the varints not finished yet:
    most are 1-2 bytes long. A run of over 10 continuation bytes (not a
    varint) gets length 11.
    """
    b = buf[pos]
    value = (b & 0x7F).astype(np.uint64)
    length = np.ones(len(pos), dtype=np.int64)
    going = np.flatnonzero(b >= 0x80)
    for k in range(1, 10):
        if not going.size:
            break
        b = buf[pos[going] + k]
        value[going] |= (b & 0x7F).astype(np.uint64) << _SHIFTS[k]
        length[going] += 1
        going = going[b >= 0x80]
    length[going] = 11
    return value, length


def _fields(buf: np.ndarray, starts: np.ndarray, ends: np.ndarray):
    """Yields (message index, field number, wire type, value, value start) per
    field, one batch per field position, over all messages at once.

    For varint fields value is the number; for length-delimited ones it is the
    length and `value start` where the payload begins; for fixed64 fields the
    8 bytes start at `value start`.
    """
    pos = starts.astype(np.int64).copy()
    active = np.flatnonzero(pos < ends)
    while active.size:
        p = pos[active]
        tag = buf[p]
        if tag.max() < 0x80:  # one-byte tags: all fields of XEvent and XStat
            field, wire, vstart = tag >> 3, tag & 7, p + 1
        else:  # field numbers >= 16: not in our messages, but legal
            tag, tag_len = varints(buf, p)
            if np.any(tag_len > 10):
                raise WireError("varint longer than 10 bytes")
            field = (tag >> np.uint64(3)).astype(np.int64)
            wire = (tag & np.uint64(7)).astype(np.int64)
            vstart = p + tag_len
        value, vlen = varints(buf, vstart)
        is_len = wire == _LEN
        payload = vstart + vlen
        # Bytes taken by the value, by wire type (0 for invalid types).
        nxt = vstart + _FIXED_SIZE[wire]
        is_var = wire == _VARINT
        nxt[is_var] = payload[is_var]
        nxt[is_len] = payload[is_len] + value[is_len].astype(np.int64)
        bad = ~_VALID_WIRE[wire] | (nxt > ends[active]) | (field == 0)
        bad |= (is_var | is_len) & (vlen > 10)
        if np.any(bad):
            raise WireError("malformed message field")
        yield active, field, wire, value, np.where(is_len, payload, vstart)
        pos[active] = nxt
        active = active[nxt < ends[active]]


@dataclasses.dataclass
class DecodedEvents:
    metadata_id: np.ndarray
    offset_ps: np.ndarray
    duration_ps: np.ndarray
    # Serialized XStat ranges of buf: stat_event[i] owns
    # buf[stat_start[i]:stat_start[i] + stat_len[i]]. Narrow dtypes: these
    # arrays have one row per stat, and big allocations are slow here.
    stat_event: np.ndarray
    stat_start: np.ndarray
    stat_len: np.ndarray


# Messages are decoded this many at a time: the temporaries of one batch stay
# a few MB, which the allocator reuses, instead of fresh 100 MB arrays whose
# page faults cost more than the arithmetic on them.
CHUNK = 1 << 18


def _chunks(n: int):
    for lo in range(0, n, CHUNK):
        yield lo, min(n, lo + CHUNK)


def decode_events(buf: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> DecodedEvents:
    n = len(starts)
    md = np.zeros(n, np.int64)
    off = np.zeros(n, np.int64)
    dur = np.zeros(n, np.int64)
    all_ev, all_lo, all_len = [], [], []
    index_type = np.int32 if max(n, len(buf)) < 2**31 else np.int64
    for c0, c1 in _chunks(n):
        s_ev, s_lo, s_len = [], [], []
        for idx, field, wire, value, vstart in _fields(buf, starts[c0:c1], ends[c0:c1]):
            idx = idx + c0
            signed = value.view(np.int64)
            is_var = wire == _VARINT
            for number, column in ((_EV_METADATA_ID, md), (_EV_OFFSET_PS, off), (_EV_DURATION_PS, dur)):
                sel = (field == number) & is_var
                column[idx[sel]] = signed[sel]
            sel = (field == _EV_STATS) & (wire == _LEN)
            if sel.any():
                s_ev.append(idx[sel])
                s_lo.append(vstart[sel])
                s_len.append(value[sel].astype(np.int64))
        if s_ev:
            ev, lo, length = np.concatenate(s_ev), np.concatenate(s_lo), np.concatenate(s_len)
            # Events lie one after another in buf, so byte offset alone orders
            # the stats by event and then file order; the batches are sorted
            # runs, which a stable (merge) sort joins cheaply.
            order = np.argsort(lo, kind="stable")
            all_ev.append(ev[order].astype(index_type))
            all_lo.append(lo[order].astype(index_type))
            all_len.append(length[order].astype(np.int32 if length.max() < 2**31 else np.int64))
    if all_ev:
        ev, lo, length = np.concatenate(all_ev), np.concatenate(all_lo), np.concatenate(all_len)
    else:
        ev = lo = length = np.empty(0, np.int32)
    return DecodedEvents(md, off, dur, ev, lo, length)


def _decode_stat_chunk(buf, events, c0, c1, stat_id, kind, ival, dval, text_rows, text_lo, text_len):
    """Decodes stat rows c0:c1 into the given columns (see decode_stats)."""
    starts = events.stat_start[c0:c1].astype(np.int64)
    for idx, field, wire, value, vstart in _fields(buf, starts, starts + events.stat_len[c0:c1]):
        idx = idx + c0
        # Look the kind up by field number, keeping only fields whose wire
        # type matches their declaration (others are unknown fields).
        f = np.minimum(field, len(_KIND_OF_FIELD) - 1).astype(np.intp)
        k = np.where(_WIRE_OF_FIELD[f] == wire, _KIND_OF_FIELD[f], -1)
        sel = k == -2  # metadata_id
        stat_id[idx[sel]] = value[sel].view(np.int64)
        sel = k > 0
        if not sel.any():
            continue
        rows, ks = idx[sel], k[sel]
        kind[rows] = ks
        ints = (ks == model.KIND_INT64) | (ks == model.KIND_UINT64) | (ks == model.KIND_REF)
        ival[rows[ints]] = value[sel][ints].view(np.int64)
        dbl = ks == model.KIND_DOUBLE
        if dbl.any():
            at = vstart[sel][dbl]
            dval[rows[dbl]] = buf[at[:, None] + np.arange(8)].copy().view("<f8").ravel()
        text = (ks == model.KIND_STR) | (ks == model.KIND_BYTES)
        if text.any():
            text_rows.append(rows[text])
            text_lo.append(vstart[sel][text])
            text_len.append(value[sel][text].astype(np.int64))


def decode_stats(buf: np.ndarray, events: DecodedEvents, stat_names: dict[int, str]) -> model.StatTable:
    """The StatTable of the stat ranges found by decode_events."""
    n = len(events.stat_event)
    stat_id = np.zeros(n, np.int64)
    kind = np.zeros(n, np.int8)
    ival = np.zeros(n, np.int64)
    dval = np.zeros(n, np.float64)
    text_rows, text_lo, text_len = [], [], []
    for c0, c1 in _chunks(n):
        _decode_stat_chunk(buf, events, c0, c1, stat_id, kind, ival, dval, text_rows, text_lo, text_len)
    sval = np.full(n, None, dtype=object)
    if text_rows:
        rows = np.concatenate(text_rows)
        lo = np.concatenate(text_lo)
        hi = lo + np.concatenate(text_len)
        data = buf.tobytes()
        is_str = kind[rows] == model.KIND_STR
        values = [data[a:b] for a, b in zip(lo.tolist(), hi.tolist())]
        sval[rows] = [v.decode("utf-8", "replace") if s else v for v, s in zip(values, is_str.tolist())]
    refs = np.flatnonzero(kind == model.KIND_REF)
    if refs.size:
        ref_ids = ival[refs]
        top = max(stat_names, default=0)
        if 0 <= ref_ids.min() and ref_ids.max() <= top < 1 << 22:
            # Stat metadata ids are small: a lookup array beats sorting the refs.
            lut = np.full(top + 1, "", dtype=object)
            lut[list(stat_names)] = list(stat_names.values())
            sval[refs] = lut[ref_ids]
        else:
            ids, inverse = np.unique(ref_ids, return_inverse=True)
            names = np.array([stat_names.get(int(i), "") for i in ids] + [""], dtype=object)[:-1]
            sval[refs] = names[inverse]
    return model.StatTable(
        event=events.stat_event.astype(np.int64), stat_id=stat_id, kind=kind, ival=ival, dval=dval, sval=sval
    )
