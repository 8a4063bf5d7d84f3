"""Where the events of an XSpace lie in its bytes, found without the protobuf
runtime copying them.

A profile is mostly events: serialized XEvent records (XLine field 4), up to
tens of millions laid end to end in a few lines. Parsed by the runtime, each
would be copied into the parsed message and Python would need one object per
event to learn its length. Here the outer messages (the space, its planes,
their lines: thousands of fields at most) are walked in Python; every field
that is not an event is handed to the runtime, which parses those small
pieces (names, metadata) as usual; and each run of event records is followed
in numpy.

A run is a chain: each record's length says where the next one begins, so it
cannot be cut by position alone. Walkers start at many places of the runs at
once (each run's first record, and a plausible record start every `seg`
bytes) and step together, one numpy step per record. A walker that starts
inside an event (at one of its stats) falls into the chain at the event's
end. A walker's path is taken only once the chain reaches it: the path of the
walker before meets it (one of its positions past the walker's start is among
the walker's first ones). Where two do not meet (a walker started on a stray
byte and jumped off), the chain is followed in Python across that stretch. So
the records found are exactly the chain from the run's first record, whatever
the walkers guessed.

Anything the walk does not follow (groups, a malformed field) raises
Irregular: the caller then parses the file with the runtime.
"""

from __future__ import annotations

import bisect
import dataclasses

import numpy as np

from .. import parallel
from ..protos import xplane_raw_pb2
from . import wire

_U = np.uint64
_RECORD_TAG = 0x22  # XLine.events and XEvent.stats: field 4, length-delimited
_XSTAT_FIRST = 0x08  # an XEvent or XStat payload usually begins with metadata_id
_PLANES, _LINES, _EVENTS = 1, 3, 4

_HEAD = 32  # positions kept from the start of each walker's path
_TAIL = 8  # positions kept past the next walker's start
_WINDOW = 64  # bytes searched for a walker's first record (fewer than a segment's)
_MIN_SEG = 4096  # bytes between walkers, at least (more than _WINDOW)
_MAX_WALKERS = 1 << 14
_SIDE_BY_SIDE_FROM = 1 << 26  # bytes of runs from which they are walked in two groups on two threads


class Irregular(ValueError):
    """A layout this walk does not follow; the runtime parses the file instead."""


@dataclasses.dataclass
class Layout:
    """An XSpace without its events, and where they are: per plane, the buffer
    that holds them, the payload (start, end) of each event in it and the event
    count of each line."""

    xspace: xplane_raw_pb2.XSpaceRaw  # every field but XLine.events
    events: list  # per plane: (buffer, starts, ends, counts per line)


def scan(data, size: int) -> Layout:
    """The Layout of the serialized XSpace data[:size] (data: the bytes
    followed by wire.PAD zeros)."""
    planes, rest = _split(data, 0, size, _PLANES)
    space = xplane_raw_pb2.XSpaceRaw.FromString(_joined(data, rest))
    lines_of = []
    for p0, p1 in planes:
        lines, rest = _split(data, p0, p1, _LINES)
        space.planes.add().MergeFromString(_joined(data, rest))
        lines_of.append(lines)
    found = _events(data, [span for lines in lines_of for span in lines])
    events = []
    at = 0
    for plane, lines in zip(space.planes, lines_of):
        mine = found[at:at + len(lines)]
        at += len(lines)
        for line in mine:
            plane.lines.add().MergeFromString(_joined(data, line.rest))
        events.append(_plane_events(data, mine))
    return Layout(space, events)


def plane_events(data, size: int, index: int):
    """(buffer, starts, ends, counts per line) of the events of plane `index` alone."""
    planes, _ = _split(data, 0, size, _PLANES)
    if not 0 <= index < len(planes):
        raise Irregular("no such plane")
    lines, _ = _split(data, *planes[index], _LINES)
    return _plane_events(data, _events(data, lines))


def _plane_events(data, lines):
    """(buffer, payload starts, ends, counts per line) of the events of the lines."""
    return (np.frombuffer(data, np.uint8), *_payloads(data, lines))


def _payloads(data, lines):
    """(payload starts, ends, counts per line) of the events of the lines."""
    parts = [part for line in lines for part in line.parts]
    counts = np.array([sum(1 if part[0] is None else part[2] - part[1] for part in line.parts) for line in lines],
                      np.int64)
    total = int(counts.sum())
    dtype = _positions(len(data))
    ends = np.empty(total, dtype)
    if parts and all(part[0] is parts[0][0] is not None for part in parts) and all(
            a[2] == b[1] for a, b in zip(parts, parts[1:])):
        # The usual case: one run per line, gathered one after another: the
        # record positions become the starts in place.
        starts = parts[0][0][parts[0][1]:parts[-1][2]]
        ends[:-1] = starts[1:]
        ends[np.cumsum([part[2] - part[1] for part in parts]) - 1] = [part[3] for part in parts]
        starts += _length_size(data, starts, parts[0][4]) + 1
        return starts, ends, counts
    starts = np.empty(total, dtype)
    at = 0
    for run, lo, hi, end, short in parts:
        if run is None:  # a record taken alone: (payload start, end)
            starts[at], ends[at] = lo, end
            at += 1
            continue
        n = hi - lo
        records = run[lo:hi]
        ends[at:at + n - 1] = records[1:]  # each record ends where the next begins
        ends[at + n - 1] = end  # the last where the run stops
        starts[at:at + n] = records + _length_size(data, records, short) + 1
        at += n
    return starts, ends, counts


def _positions(size: int):
    """The dtype of positions in a buffer of `size` bytes: narrow where it can be."""
    return np.uint32 if size < 2**32 else np.int64


def _length_size(data, records, short: bool):
    """The size of the length varint of each record (1 when all are short)."""
    if short:
        return 1
    sizes = wire._word_varint(wire.words(np.frombuffer(data, np.uint8))[records] >> _U(8), wire._MSB7)[1]
    return sizes.astype(records.dtype)


# -- the outer messages, field by field in Python ----------------------------------


def _varint(data, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7
        if shift > 63:
            raise Irregular("varint longer than 10 bytes")


def _field(data, pos: int, end: int) -> tuple[int, int, int, int]:
    """(field number, wire type, payload start or value, next position) of the
    field at pos of the message that ends at `end`."""
    tag, p = _varint(data, pos)
    wire_type = tag & 7
    if wire_type == 0:
        value, nxt = _varint(data, p)
    elif wire_type == 2:
        length, value = _varint(data, p)
        nxt = value + length
    elif wire_type in (1, 5):
        value, nxt = p, p + (8 if wire_type == 1 else 4)
    else:
        raise Irregular("a group or an unknown wire type")
    if nxt > end or tag >> 3 == 0:
        raise Irregular("a field runs past its message")
    return tag >> 3, wire_type, value, nxt


def _split(data, pos: int, end: int, number: int):
    """(payload spans of the length-delimited fields `number`, spans of all
    other fields) of the message data[pos:end]."""
    found, rest = [], []
    while pos < end:
        field, wire_type, value, nxt = _field(data, pos, end)
        if field == number and wire_type == 2:
            found.append((value, nxt))
        else:
            rest.append((pos, nxt))
        pos = nxt
    return found, rest


def _joined(data, spans) -> bytes:
    view = memoryview(data)
    return b"".join(view[a:b] for a, b in spans)


class _Line:
    """A line being walked: its fields other than events (`rest`), and its
    events as parts: (records, lo, hi, stop, short) for a run whose record
    positions are records[lo:hi], which stops at `stop` (short: all its
    lengths are one byte), or (None, payload start, -, payload end, -) for a
    record taken alone."""

    __slots__ = ("pos", "end", "rest", "parts")

    def __init__(self, pos, end):
        self.pos, self.end, self.rest, self.parts = pos, end, [], []

    def to_next_run(self, data) -> bool:
        """Walks fields up to the next run of plain event records (True) or
        to the line's end (False)."""
        while self.pos < self.end:
            field, wire_type, value, nxt = _field(data, self.pos, self.end)
            if field == _EVENTS and wire_type == 2:
                if data[self.pos] == _RECORD_TAG and value - self.pos <= 8:
                    return True  # a one-byte tag and a length of at most 7 bytes: the walkers' kind
                self.parts.append((None, value, value + 1, nxt, True))  # a record written another way: taken alone
            else:
                self.rest.append((self.pos, nxt))
            self.pos = nxt
        return False


def _events(data, spans) -> list[_Line]:
    """The lines data[a:b] of `spans`, walked: their other fields and events."""
    buf = np.frombuffer(data, np.uint8)
    wd = wire.words(buf)
    lines = [_Line(a, b) for a, b in spans]
    going = lines
    while going:
        going = [line for line in going if line.to_next_run(data)]
        if going:
            starts = np.array([line.pos for line in going], np.int64)
            limits = np.array([line.end for line in going], np.int64)
            # Two groups of runs, walked on two threads, where there are bytes enough
            # that each step's arrays outweigh the Python between them.
            sizes = limits - starts
            cut = int(np.searchsorted(np.cumsum(sizes), sizes.sum() / 2)) + 1
            groups = [(0, len(going))]
            if int(sizes.sum()) >= _SIDE_BY_SIDE_FROM and 0 < cut < len(going):
                groups = [(0, cut), (cut, len(going))]
            found = parallel.map_chunks(lambda a, b: _follow(data, buf, wd, starts[a:b], limits[a:b]), groups)
            for (a, b), (records, runs, short) in zip(groups, found):
                for line, (lo, hi, stop) in zip(going[a:b], runs):
                    line.parts.append((records, lo, hi, stop, short))
                    line.pos = stop
    return lines


# -- runs of records, followed by walkers in numpy -------------------------------------


def _follow(data, buf, wd, starts, limits):
    """(positions, per run (lo, hi, stop)) of the runs of records starting at
    starts[i] in lines ending at limits[i]: a run's records are at
    positions[lo:hi]; it stops at the line's end or at the next field that is
    not such a record."""
    spans = limits - starts
    seg = max(_MIN_SEG, int(spans.sum()) // _MAX_WALKERS)  # > _WINDOW
    per = np.maximum(1, spans // seg)
    run = np.repeat(np.arange(len(starts)), per)
    j = np.arange(len(run)) - np.repeat(np.cumsum(per) - per, per)
    begin = starts[run] + j * seg
    later = np.flatnonzero(j > 0)
    begin[later] = _first_records(buf, wd, begin[later], limits[run[later]])
    keep = begin >= 0
    run, begin = run[keep], begin[keep]
    limit = limits[run]
    same = np.zeros(len(run), bool)
    same[:-1] = run[1:] == run[:-1]  # the next walker is in the same run
    target = limit.copy()
    target[:-1][same[:-1]] = begin[1:][same[:-1]]
    walk = _Walk(wd, begin, limit, target)
    first = np.flatnonzero(np.r_[True, ~same[:-1]])  # each run's first walker
    pieces = [_resolve(data, wd, walk, begin, limit, int(a), int(b))
              for a, b in zip(first, np.r_[first[1:], len(run)])]
    return (*walk.gather(pieces), walk.short)


def _first_records(buf, wd, offset, limit):
    """Per offset, the first position in the next _WINDOW bytes that looks like
    a record of a chain (tag, length, a payload starting with metadata_id, and
    another record or the line's end after it); -1 where none does."""
    if not len(offset):
        return offset
    # Offsets lie at least a walker's segment (> _WINDOW) before their line's end.
    at = offset[:, None] + np.arange(_WINDOW)
    cand = np.flatnonzero(buf[at] == _RECORD_TAG)
    row = cand // _WINDOW
    pos = at.ravel()[cand]
    length, size = wire._word_varint(wd[pos] >> _U(8), wire._MSB7)
    payload = pos + 1 + size
    nxt = np.minimum(payload + np.minimum(length, _U(1 << 40)).view(np.int64), len(buf) - 1)
    lim = limit[row]
    good = ((size <= 7) & (nxt <= lim) & (buf[np.minimum(payload, len(buf) - 1)] == _XSTAT_FIRST)
            & ((nxt == lim) | (buf[nxt] == _RECORD_TAG)))
    row, pos = row[good], pos[good]
    out = np.full(len(offset), -1, np.int64)
    firsts = np.flatnonzero(np.r_[True, row[1:] != row[:-1]]) if len(row) else row
    out[row[firsts]] = pos[firsts]
    return out


class _Walk:
    """Walkers stepping together from `begin`, each until the position after a
    record is no record (`stop`) or it has taken _TAIL records at or past its
    `target`. Keeps each walker's first _HEAD positions, its _TAIL positions
    past the target (from step tail_t0 on) and every step's positions."""

    def __init__(self, wd, begin, limit, target):
        k = len(begin)
        self.dtype = _positions(len(wd))
        self.head = np.full((k, _HEAD), -1, np.int64)
        self.tail = np.full((k, _TAIL), -1, np.int64)
        self.ntail = np.zeros(k, np.int64)
        self.tail_t0 = np.zeros(k, np.int64)
        self.length = np.zeros(k, np.int64)  # records on the path
        self.stop = np.full(k, -1, np.int64)  # the first position that is no record; -1: none met
        self.steps = []
        self.short = True  # every record's length is one byte
        act = np.arange(k, dtype=np.int32)
        p, lim, tgt = begin, limit, target
        t = 0
        while len(act):
            w = wd[p]
            nxt, ok, long = _step(w, p, lim)
            self.short = self.short and not long
            if not ok.all():
                self.stop[act[~ok]] = p[~ok]
                self.length[act[~ok]] = t
                act, p, nxt, lim, tgt = act[ok], p[ok], nxt[ok], lim[ok], tgt[ok]
            self.steps.append((act, p.astype(self.dtype)))
            if t < _HEAD:
                self.head[act, t] = p
            past = p >= tgt
            if past.any():
                rows = act[past]
                n = self.ntail[rows]
                self.tail[rows, n] = p[past]
                self.tail_t0[rows[n == 0]] = t
                self.ntail[rows] = n + 1
                done = np.zeros(len(act), bool)
                done[past] = n + 1 == _TAIL
                if done.any():
                    self.length[act[done]] = t + 1
                    act, nxt, lim, tgt = act[~done], nxt[~done], lim[~done], tgt[~done]
            p = nxt
            t += 1
        self._meet()

    def _meet(self):
        """For each walker k and the next (k + 1): meets[k], whether a position of
        k's tail is on k + 1's head; there, k's step (exit[k]) and k + 1's
        (enter[k])."""
        k = len(self.length)
        filled = np.where(self.head >= 0, self.head, (1 << 40) - 1)
        key = (np.arange(k, dtype=np.int64)[:, None] << 40) | filled
        flat = key.ravel()
        query = (np.arange(1, k + 1, dtype=np.int64)[:, None] << 40) | np.where(self.tail >= 0, self.tail, 0)
        at = np.minimum(np.searchsorted(flat, query), len(flat) - 1)
        found = (flat[at] == query) & (self.tail >= 0)
        j = found.argmax(axis=1)
        self.meets = found.any(axis=1)
        self.exit = self.tail_t0 + j
        self.enter = at[np.arange(k), j] % _HEAD

    def head_index(self, k: int, pos: int) -> int:
        """The step at which walker k was at `pos` among its first ones, else -1."""
        row = self.head[k]
        i = int(np.searchsorted(row[row >= 0], pos))
        return i if i < _HEAD and row[i] == pos else -1

    def gather(self, pieces):
        """(positions of all runs' records, per run (lo, hi, stop): its records
        are positions[lo:hi]) from each run's pieces: (walker, first step, end
        step) or positions followed in Python."""
        k = len(self.length)
        enter = np.zeros(k, np.int64)
        leave = np.zeros(k, np.int64)
        place = np.zeros(k, np.int64)
        sizes, where = [], []
        total = 0
        for run_pieces, _ in pieces:
            at = []
            for piece in run_pieces:
                if isinstance(piece, tuple):
                    walker, a, b = piece
                    enter[walker], leave[walker], place[walker] = a, b, total
                    at.append((total, None))
                    total += b - a
                else:
                    at.append((total, piece))
                    total += len(piece)
            where.append(at)
            sizes.append(total)
        out = np.empty(total, self.dtype)
        for t, (act, p) in enumerate(self.steps):
            a, b = enter[act], leave[act]
            take = (t >= a) & (t < b)
            if take.all():
                out[place[act] + (t - a)] = p
            elif take.any():
                out[place[act[take]] + (t - a[take])] = p[take]
        self.steps = []
        runs = []
        lo = 0
        for (_, stop), at, hi in zip(pieces, where, sizes):
            for begin, positions in at:
                if positions is not None:
                    out[begin:begin + len(positions)] = positions
            runs.append((lo, hi, stop))
            lo = hi
        return out, runs


def _step(w, p, lim):
    """(where each record at p ends, whether it is a record, whether a record
    has a length of several bytes) from its word w."""
    first = (w >> _U(8)) & _U(0xFF)  # the length's first byte
    if np.all(first < _U(0x80)):  # one-byte lengths: the usual case
        nxt = p + 2 + first.view(np.int64)
        return nxt, ((w & _U(0xFF)) == _U(_RECORD_TAG)) & (nxt <= lim), False
    length, size = wire._word_varint(w >> _U(8), wire._MSB7)
    nxt = p + 1 + size + length.view(np.int64)
    ok = ((w & _U(0xFF)) == _U(_RECORD_TAG)) & (size <= 7) & (nxt <= lim)
    return nxt, ok, bool(np.any(ok & (size > 1)))


def _resolve(data, wd, walk: _Walk, begin, limit, a: int, b: int):
    """(pieces, stop) of the run whose walkers are a..b-1: the chain from
    walker a's start, as parts of walkers' paths and stretches followed in
    Python."""
    enter = walk.enter
    # The usual case: every walker meets the next, after entering the chain.
    if walk.meets[a:b - 1].all():
        ins = np.r_[0, enter[a:b - 1]]
        outs = np.r_[walk.exit[a:b - 1], walk.length[b - 1]]
        if np.all(outs >= ins):
            pieces = [(k, int(i), int(o)) for k, i, o in zip(range(a, b), ins.tolist(), outs.tolist())]
            return pieces, int(walk.stop[b - 1])
    pieces = []
    k, e = a, 0
    while True:
        if k == b - 1:
            pieces.append((k, e, int(walk.length[k])))
            return pieces, int(walk.stop[k])
        if walk.meets[k] and walk.exit[k] >= e:
            pieces.append((k, e, int(walk.exit[k])))
            k, e = k + 1, int(enter[k])
            continue
        if walk.stop[k] >= 0 and walk.length[k] >= e:
            pieces.append((k, e, int(walk.length[k])))  # the run ends inside this walker's path
            return pieces, int(walk.stop[k])
        # Follow the chain in Python from this walker's last known position on it.
        n = int(walk.ntail[k])
        last = int(walk.tail_t0[k]) + n - 1
        if n and last >= e:
            pieces.append((k, e, last))
            p = int(walk.tail[k, n - 1])
        else:
            p = int(walk.head[k, e])
        followed = []
        end = int(limit[k])
        starts = begin[k + 1:b].tolist()
        while True:
            nxt = _record_end(data, p, end)
            if nxt < 0:
                pieces.append(np.array(followed, np.int64))
                return pieces, p
            # Has the chain reached a later walker's path?
            i = bisect.bisect_right(starts, p)
            joined = -1
            for later in (k + i, k + i - 1):
                if k < later < b:
                    step = walk.head_index(later, p)
                    if step >= 0:
                        joined = later
                        break
            if joined >= 0:
                pieces.append(np.array(followed, np.int64))
                k, e = joined, step
                break
            followed.append(p)
            if data[p + 1] >= 0x80:
                walk.short = False
            p = nxt


def _record_end(data, p: int, end: int) -> int:
    """Where the record at p ends, if it is one the walkers take; else -1."""
    if p >= end or data[p] != _RECORD_TAG:
        return -1
    length, q = _varint(data, p + 1)
    if q - p - 1 > 7 or q + length > end:
        return -1
    return q + length
