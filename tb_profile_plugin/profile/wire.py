"""Bulk decoding of serialized XEvent / XStat messages into numpy columns.

The buffer holds a plane's serialized events (usually the whole file, see
xspace.py); here all of them are decoded at once: every step reads one field
of every still-unfinished message, so the Python loop runs once per field
position (a handful), not once per event. Field numbers are those of
protos/xplane.proto.

Most fields are read from one unaligned 8-byte word gathered at their
position (`words`): a one-byte tag and a varint of up to 7 bytes are
decoded from it with bit operations; anything else (long tags, longer
varints) takes the general byte-by-byte path.

Stats are not decoded with the events: `decode_events` notes where each
event's stats begin and how many there are, and wire_stats.py walks them
later (`decode_stats`: all stats, as a StatTable; `decode_stat_columns`: some
stat ids, some events), with this module's field walk and record constants.

`fields` and `Messages` read any message type the same way (the HLO code
reads a module's instructions, logical buffers and heap-simulator events with
them).
"""

from __future__ import annotations

import dataclasses
from typing import Sequence

import numpy as np

from .. import parallel
from . import model

_K = np.arange(10, dtype=np.uint64)
_SHIFTS = (7 * _K).astype(np.uint64)
# Bytes of zeros after the buffer, so an 8-byte word or a 10-byte varint read
# never runs past it.
PAD = 16

# Wire types.
_VARINT, _I64, _LEN, _I32 = 0, 1, 2, 5
_VALID_WIRE = np.array([True, True, True, False, False, True, False, False])
_FIXED_SIZE = np.array([0, 8, 0, 0, 0, 4, 0, 0], dtype=np.int64)

# XEvent fields.
_EV_METADATA_ID, _EV_OFFSET_PS, _EV_DURATION_PS, _EV_STATS, _EV_NUM_OCCURRENCES = 1, 2, 3, 4, 5
_STATS_TAG = (_EV_STATS << 3) | _LEN  # 0x22
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
# Kind of a stat value by its (one-byte) tag; 0 for any other tag.
_KIND_OF_TAG = np.zeros(256, dtype=np.int8)
for _f, (_kind, _wire) in _STAT_KIND.items():
    _KIND_OF_TAG[(_f << 3) | _wire] = _kind

# Bit constants of the word decoding.
_U = np.uint64
_FF, _7F = _U(0xFF), _U(0x7F)
_MSB7, _MSB8 = _U(0x0080808080808080), _U(0x8080808080808080)
_LOW7 = _U(0x7F7F7F7F7F7F7F7F)
_PACK = ((_U(1), _U(0x007F007F007F007F), _U(0x3F803F803F803F80)),
         (_U(2), _U(0x00003FFF00003FFF), _U(0x0FFFC0000FFFC000)),
         (_U(4), _U(0x000000000FFFFFFF), _U(0x00FFFFFFF0000000)))


class WireError(ValueError):
    """The bytes are not valid serialized messages of the expected type."""


def padded(data: bytes) -> np.ndarray:
    buf = np.zeros(len(data) + PAD, dtype=np.uint8)
    buf[: len(data)] = np.frombuffer(data, dtype=np.uint8)
    return buf


def words(buf: np.ndarray) -> np.ndarray:
    """words[i] = the 8 bytes of buf from i on, as a little-endian uint64
    (an unaligned view, no copy); buf must end with PAD bytes of padding."""
    if len(buf) < 8:
        return np.zeros(0, np.uint64)
    return np.ndarray(shape=(len(buf) - 7,), dtype="<u8", buffer=buf, offset=0, strides=(1,))


def _byte_count_popcount(keep: np.ndarray) -> np.ndarray:
    return np.bitwise_count(keep) >> _U(3)


def _byte_count_float(keep: np.ndarray) -> np.ndarray:
    # keep + 1 is a power of two (or 2**64): its exponent, without popcount.
    return np.frexp((keep >> _U(1)).astype(np.float64) + 1.0)[1].astype(np.uint64) >> _U(3)


# Bytes in a mask of whole low bytes (np.bitwise_count is numpy >= 2.0).
_byte_count = _byte_count_popcount if hasattr(np, "bitwise_count") else _byte_count_float


def _word_varint(v: np.ndarray, msb: np.uint64) -> tuple[np.ndarray, np.ndarray]:
    """(value, length) of the varints in the low bytes of the words v; a
    varint must end at a byte that `msb` marks, else its length is 8 and its
    value is garbage (callers check). Values of up to 8 bytes (56 bits)."""
    term = ~v & msb
    low = term & (_U(0) - term)  # the terminating byte's top bit
    keep = low | (low - _U(1))  # that byte and those before it
    x = v & keep & _LOW7
    for shift, mask_low, mask_high in _PACK:  # squeeze out the continuation bits
        x = (x & mask_low) | ((x >> shift) & mask_high)
    return x, _byte_count(keep).astype(np.int64)


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


def _field_at(buf: np.ndarray, wd: np.ndarray, p: np.ndarray):
    """(field, wire type, value, value start, next position) of the field at
    each position p. For varint fields value is the number; for
    length-delimited ones it is the length and `value start` where the
    payload begins; fixed64/32 values start at `value start`. Raises
    WireError for a malformed tag or varint; the caller checks that next
    stays inside the message."""
    w = wd[p]
    tag = w & _FF
    value, vlen = _word_varint(w >> _U(8), _MSB7)
    slow = np.flatnonzero((tag >= 0x80) | (vlen > 7))
    field = (tag >> _U(3)).astype(np.int64)
    wire = (tag & _U(7)).astype(np.int64)
    vstart = p + 1
    if slow.size:  # tags of two or more bytes, varints of over 7 bytes
        ps = p[slow]
        t, tlen = varints(buf, ps)
        v, vl = varints(buf, ps + tlen)
        if np.any(tlen > 10):
            raise WireError("varint longer than 10 bytes")
        field[slow] = (t >> _U(3)).astype(np.int64)
        wire[slow] = (t & _U(7)).astype(np.int64)
        vstart[slow] = ps + tlen
        value[slow] = v
        vlen[slow] = vl
    if not np.all(_VALID_WIRE[wire]) or np.any(field == 0):
        raise WireError("malformed message field")
    size = _FIXED_SIZE[wire]
    var = size == 0  # varint or length-delimited
    if np.any(vlen[var] > 10):
        raise WireError("varint longer than 10 bytes")
    size[var] = vlen[var]
    is_len = wire == _LEN
    nxt = vstart + size
    if is_len.any():
        length = value[is_len]
        if np.any(length >= _U(1 << 62)):
            raise WireError("malformed message field")
        vstart[is_len] = nxt[is_len]
        nxt[is_len] += length.astype(np.int64)
    return field, wire, value, vstart, nxt


def fields(buf: np.ndarray, starts: np.ndarray, ends: np.ndarray):
    """Yields (message index, field number, wire type, value, value start) per
    field, one batch per field position, over all messages buf[starts:ends]
    at once (see _field_at). Raises WireError for malformed messages."""
    wd = words(buf)
    pos = starts.astype(np.int64).copy()
    active = np.flatnonzero(pos < ends)
    while active.size:
        field, wire, value, vstart, nxt = _field_at(buf, wd, pos[active])
        end = ends[active]
        if np.any(nxt > end):
            raise WireError("malformed message field")
        yield active, field, wire, value, vstart
        pos[active] = nxt
        active = active[nxt < end]


class Messages:
    """Many small serialized messages of one type joined in one buffer, whose
    fields are read for all of them at once as numpy columns: no Python
    object per message (the HLO code reads instructions, logical buffers and
    heap-simulator events this way, 100,000s of them in a big module)."""

    def __init__(self, messages: Sequence[bytes]):
        self.data = b"".join(messages)
        self.buf = padded(self.data)
        lengths = np.fromiter(map(len, messages), np.int64, len(messages))
        self.ends = np.cumsum(lengths)
        self.starts = self.ends - lengths

    def __len__(self) -> int:
        return len(self.starts)

    def read(self, varints=(), spans=(), counted=(), starts=None, ends=None):
        """Fields of every message (or of the sub-messages at starts:ends):
        ({field: last varint value per message, 0 when absent},
         {field: (start, end) of its last length-delimited value, (0, 0) when absent},
         {field: occurrences per message, any wire type}).
        Raises WireError for malformed messages."""
        starts = self.starts if starts is None else np.asarray(starts, np.int64)
        ends = self.ends if ends is None else np.asarray(ends, np.int64)
        n = len(starts)
        values = {f: np.zeros(n, np.int64) for f in varints}
        found = {f: (np.zeros(n, np.int64), np.zeros(n, np.int64)) for f in spans}
        counts = {f: np.zeros(n, np.int64) for f in counted}
        for owner, field, wt, value, vstart in fields(self.buf, starts, ends):
            # Each batch holds one field of each message: plain assignment
            # lets a later occurrence win, as protobuf parsing does.
            for f in varints:
                sel = (field == f) & (wt == _VARINT)
                values[f][owner[sel]] = value[sel].view(np.int64)
            for f in spans:
                sel = (field == f) & (wt == _LEN)
                found[f][0][owner[sel]] = vstart[sel]
                found[f][1][owner[sel]] = vstart[sel] + value[sel].astype(np.int64)
            for f in counted:
                counts[f][owner[field == f]] += 1
        return values, found, counts

    def text(self, lo, hi) -> list[str]:
        """The bytes lo[i]:hi[i] of the buffer as text (UTF-8, errors replaced)."""
        data = self.data
        return [data[a:b].decode("utf-8", "replace") for a, b in zip(np.asarray(lo).tolist(), np.asarray(hi).tolist())]

    def message(self, cls, lo: int, hi: int):
        """The bytes lo:hi parsed as a `cls` message (protobuf's errors raised)."""
        return cls.FromString(self.data[lo:hi])


@dataclasses.dataclass
class DecodedEvents:
    metadata_id: np.ndarray
    offset_ps: np.ndarray
    duration_ps: np.ndarray
    # Where each event's bytes end, where its first stat record (XEvent
    # field 4) begins (where it has any) and how many stat records it has.
    # Positions keep the dtype the caller gave the ends (narrow in big buffers).
    end: np.ndarray
    stat_pos: np.ndarray
    stat_count: np.ndarray

    @property
    def num_stats(self) -> int:
        return int(self.stat_count.sum())


# Messages are decoded this many at a time: the temporaries of one batch stay
# small enough for the CPU caches and the allocator reuses them, instead of
# fresh 100 MB arrays whose page faults cost more than the arithmetic.
CHUNK = 1 << 16


def chunks(n: int, size: int = CHUNK):
    for lo in range(0, n, size):
        yield lo, min(n, lo + size)


def decode_events(buf: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> DecodedEvents:
    """Event fields, and where the stats are, of the messages buf[starts:ends]."""
    wd = words(buf)
    n = len(starts)
    # Metadata ids are small numbers (profilers count them from 1): int32, half the
    # column (240 MB at 60M events); int64 from the first chunk where one is not.
    md = np.zeros(n, np.int32)
    off = np.zeros(n, np.int64)
    dur = np.zeros(n, np.int64)
    stat_pos = np.zeros(n, ends.dtype if ends.dtype.kind in "iu" else np.int64)
    stat_count = np.zeros(n, np.int32)

    def one(c0: int, c1: int):
        pos = starts[c0:c1].astype(np.int64)
        end = ends[c0:c1].astype(np.int64, copy=False)
        count = stat_count[c0:c1]
        first = stat_pos[c0:c1]
        md_chunk = np.zeros(c1 - c0, np.int64)
        columns = {_EV_METADATA_ID: md_chunk, _EV_OFFSET_PS: off[c0:c1], _EV_DURATION_PS: dur[c0:c1]}
        # act: the rows not finished; `whole` while that is every row (then
        # slices stand in for gathers and scatters).
        act = np.flatnonzero(pos < end)
        whole = len(act) == len(pos)
        while act.size:
            p = pos if whole else pos[act]
            e = end if whole else end[act]
            w = wd[p]
            is_stat = None  # None: every message is at a stat record
            if np.all((w & _U(0x80FF)) == _STATS_TAG):
                # Stat records with a one-byte length: skipped here.
                nxt = p + 2 + ((w >> _U(8)) & _7F).astype(np.int64)
            else:
                tag = int(w[0] & _FF)
                value = vlen = None
                if tag in _HEADER_TAGS and np.all((w & _FF) == tag):
                    value, vlen = _word_varint(w >> _U(8), _MSB7)
                if vlen is not None and np.all(vlen <= 7):
                    # The same varint field (metadata id, offset, duration) everywhere.
                    columns[tag >> 3][slice(None) if whole else act] = value.view(np.int64)
                    nxt = p + 1 + vlen
                    is_stat = False
                else:
                    field, wire, value, _, nxt = _field_at(buf, wd, p)
                    is_var = wire == _VARINT
                    signed = value.view(np.int64)
                    for number, column in columns.items():
                        sel = (field == number) & is_var
                        if sel.any():
                            column[sel if whole else act[sel]] = signed[sel]
                    # num_occurrences shares a oneof with offset_ps: it clears it.
                    sel = (field == _EV_NUM_OCCURRENCES) & is_var
                    if sel.any():
                        columns[_EV_OFFSET_PS][sel if whole else act[sel]] = 0
                    is_stat = (field == _EV_STATS) & (wire == _LEN)
            if np.any(nxt > e):
                raise WireError("malformed message field")
            rows = None
            if is_stat is None:
                rows, at = (slice(None) if whole else act), p
            elif is_stat is not False and is_stat.any():
                rows, at = (is_stat if whole else act[is_stat]), p[is_stat]
            if rows is not None:
                new = count[rows] == 0
                if new.all():
                    first[rows] = at
                elif new.any():
                    first[np.arange(len(count))[rows][new] if whole else rows[new]] = at[new]
                count[rows] += 1
            going = nxt < e
            if whole:
                pos = nxt
                if not going.all():
                    act, whole = np.flatnonzero(going), False
            else:
                pos[act] = nxt
                act = act[going]
        if md_chunk.min() < -2**31 or md_chunk.max() >= 2**31:
            return md_chunk  # does not fit the int32 column: widened below
        md[c0:c1] = md_chunk
        return None

    # No trim: malloc_trim also gives back what the load freed on this thread, which the
    # next steps would take again in page faults (big_tf's first window and overview
    # through TensorBoard ~50 ms each); chunks of 64k events keep the pool's part small.
    wide = parallel.map_chunks(one, chunks(n), trim=False)
    if any(c is not None for c in wide):
        md = md.astype(np.int64)
        for (c0, c1), chunk in zip(chunks(n), wide):
            if chunk is not None:
                md[c0:c1] = chunk
    return DecodedEvents(md, off, dur, ends, stat_pos, stat_count)


_HEADER_TAGS = {(f << 3) | _VARINT for f in (_EV_METADATA_ID, _EV_OFFSET_PS, _EV_DURATION_PS)}
