"""PyTorch (Kineto) traces told by their first bytes, whatever their name.

`prof.export_chrome_trace("trace.json")`, HTA's and TraceLens's traces (`*.json.gz`) are
Kineto traces without the `.pt.trace.json` name. A `*.json[.gz]` file is one when its head
is a JSON object whose top-level keys before `traceEvents` include one Kineto writes
(`deviceProperties`, the older `computeProperties`, `distributedInfo`; `schemaVersion` alone
is too common a key), or whose first events (at most MAX_EVENTS) carry a category only
Kineto writes (`cpu_op`, `kernel`, `cuda_runtime`, `user_annotation`...); or a bare event
list whose first events do. Values before those keys are skipped whole (TraceLens's traces
start with a 26 KB `metadata` object). A JAX/XProf `*.trace.json.gz` (`displayTimeUnit`,
`metadata`, then events without those categories) is not one.

Reading: FIRST_BYTES of the file, then, only when they leave an object undecided, MAX_BYTES;
a gzip file's text is decompressed only up to MAX_TEXT. A head without any of those key or
`"cat"` texts is not parsed. Whatever the head holds (not JSON, truncated, corrupt gzip,
undecided within the limits) the answer is "not a trace", never an error. Verdicts are kept
per file identity (path, size, mtime; a remote object's url, size, version), so a rescan
reads nothing new.
"""

from __future__ import annotations

import json
import os
import re
import stat
import typing
import zlib

from . import kineto

CANDIDATE_SUFFIXES = (".json", ".json.gz")
FIRST_BYTES = 4 << 10
MAX_BYTES = 64 << 10
MAX_TEXT = 64 << 10
MAX_EVENTS = 50
_KEYS = frozenset({"deviceProperties", "computeProperties", "distributedInfo"})
# A head without one of these holds no answer: no parse (a long first value parses slowly).
_MARKS = re.compile(b'"(?:' + b"|".join(k.encode() for k in (*_KEYS, "traceEvents", "cat")) + b')"')
# Kineto's categories, less the plain words other writers may use too.
CATEGORIES = frozenset(typing.get_args(kineto._CATEGORY)) - {"Trace", "async", "Python", "Memory", "Overhead"}
_WHITESPACE = " \t\r\n"
_decoder = json.JSONDecoder()
_verdicts: dict[tuple, bool] = {}
_MAX_VERDICTS = 100_000


def verdict(text: str) -> bool | None:
    """Whether a document starting with `text` is a Kineto trace; None when `text` ends
    before that is known."""
    try:
        i = _skip(text, 0)
        if text[i] == "[":
            return _events(text, i + 1)
        if text[i] != "{":
            return False
        i += 1
        while True:
            i = _skip(text, i)
            if text[i] != '"':  # "}": the object ended undecided
                return False
            key, i = _decoder.raw_decode(text, i)
            i = _skip(text, i)
            if text[i] != ":":
                return False
            if key in _KEYS:
                return True
            i = _skip(text, i + 1)
            if key == "traceEvents":
                return _events(text, i + 1) if text[i] == "[" else False
            _, i = _decoder.raw_decode(text, i)
            i = _skip(text, i)
            if text[i] != ",":
                return False
            i += 1
    except (IndexError, ValueError, RecursionError):  # the head ends (or is no JSON) here
        return None


def _skip(text: str, i: int) -> int:
    while text[i] in _WHITESPACE or text[i] == "\ufeff":
        i += 1
    return i


def _events(text: str, i: int) -> bool:
    for _ in range(MAX_EVENTS):
        i = _skip(text, i)
        if text[i] == "]":
            return False
        event, i = _decoder.raw_decode(text, i)
        if isinstance(event, dict) and type(event.get("cat")) is str and event["cat"] in CATEGORIES:
            return True
        i = _skip(text, i)
        if text[i] != ",":
            return False
        i += 1
    return False


def _verdict_of(head: bytes) -> bool | None:
    if head[:2] == b"\x1f\x8b":
        try:
            head = zlib.decompressobj(wbits=31).decompress(head, MAX_TEXT)
        except zlib.error:
            return False
    if _MARKS.search(head):
        return verdict(head.decode("utf-8", "ignore"))
    # Only an object's later keys can still decide (a bare list's first events had no category).
    return None if head.lstrip(b" \t\r\n\xef\xbb\xbf")[:1] in (b"{", b"") else False


def is_trace_head(read: typing.Callable[[int], bytes]) -> bool:
    """Whether the file whose first n bytes `read(n)` gives is a Kineto trace."""
    head = read(FIRST_BYTES)
    found = _verdict_of(head)
    if found is None and len(head) >= FIRST_BYTES:
        found = _verdict_of(read(MAX_BYTES))
    return bool(found)


def recognised(identity: tuple, read: typing.Callable[[int], bytes]) -> bool:
    """is_trace_head, remembered per identity. OSError (unreadable) is raised, not remembered."""
    found = _verdicts.get(identity)
    if found is None:
        found = is_trace_head(read)
        if len(_verdicts) >= _MAX_VERDICTS:
            _verdicts.clear()
        _verdicts[identity] = found
    return found


def is_trace_file(path: str | os.PathLike, st: os.stat_result | None = None) -> bool:
    """Whether a local file is a Kineto trace by its head (False when it cannot be read)."""
    path = os.fspath(path)
    try:
        st = st or os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            return False
        return recognised((os.path.abspath(path), st.st_size, st.st_mtime_ns), lambda n: _read_head(path, n))
    except OSError:
        return False


def _read_head(path: str, n: int) -> bytes:
    # Non-blocking: a file swapped for a FIFO since it was listed must not hang the scan.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return b""
        return os.read(fd, n)
    finally:
        os.close(fd)
