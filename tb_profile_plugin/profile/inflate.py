"""The process's budget for inflating gzip profiles, shared by every read in flight.

A gzip file's own cap (xspace.gzip_limit: 64x its size, at most 4 GiB) says how far
one file may expand; this budget says how many inflated bytes the server holds at
once across all reads, so ten requests for ten bombs (or ten large real files) cannot
take it to ten times the cap. xspace._gunzip reserves each step's output before it
inflates it (a step that does not fit is never inflated) and gives it all back when
the read ends: the budget bounds the inflation itself, not the profiles kept loaded
afterwards (the profile cache's LRU bounds those).

The limit: TB_PROFILE_INFLATE_LIMIT (bytes, or with a K/M/G suffix: "512M"), else a
quarter of the memory available when the first gzip file is read (at least
MIN_DEFAULT). A reservation that cannot fit:
- the read alone would pass the limit: ProfileError (422), the file cannot be read here;
- other reads hold the budget: a read that holds nothing yet waits up to WAIT_S for
  room, one that holds some fails at once (two reads never wait on each other) with
  InflateBusy (503, retry).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
import time

from ..errors import InflateBusy

logger = logging.getLogger(__name__)

ENV = "TB_PROFILE_INFLATE_LIMIT"
MIN_DEFAULT = 256 << 20
WAIT_S = 30.0


def parse_size(text: str) -> int:
    """'1048576', '64K', '512M', '2G' -> bytes; ValueError for anything else."""
    found = re.fullmatch(r"\s*(\d+)\s*([kKmMgG]?)i?[bB]?\s*", text)
    if not found:
        raise ValueError(f"{ENV}={text!r} is not a size (bytes, or a number with K, M or G)")
    return int(found[1]) << {"": 0, "k": 10, "m": 20, "g": 30}[found[2].lower()]


def available_memory() -> int | None:
    """Bytes of memory available now (Linux: MemAvailable), else physical memory; None unknown."""
    try:
        with open("/proc/meminfo", "rb") as f:
            for line in f:
                if line.startswith(b"MemAvailable:"):
                    return int(line.split()[1]) << 10
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def default_limit() -> int:
    setting = os.environ.get(ENV)
    if setting:
        try:
            return parse_size(setting)
        except ValueError as e:
            logger.warning("%s; using the default", e)
    memory = available_memory()
    return max(MIN_DEFAULT, memory // 4) if memory else 4 * MIN_DEFAULT


class Budget:
    """Bytes reserved by the reads in flight, at most `limit` (None: default_limit() on first use)."""

    def __init__(self, limit: int | None = None):
        self._limit = limit
        self._used = 0
        self._room = threading.Condition()

    @property
    def limit(self) -> int:
        with self._room:
            if self._limit is None:
                self._limit = default_limit()
            return self._limit

    def set_limit(self, limit: int | None) -> None:
        """A new limit (None: the default again, read on next use); reads in flight keep theirs."""
        with self._room:
            self._limit = limit
            self._room.notify_all()

    @property
    def used(self) -> int:
        with self._room:
            return self._used

    @contextlib.contextmanager
    def reading(self):
        """A read's reservations, all given back when it ends."""
        read = _Read(self)
        try:
            yield read
        finally:
            read.release(read.held)

    def _reserve(self, read: "_Read", n: int) -> None:
        if n <= 0:
            return
        limit = self.limit
        if read.held + n > limit:
            raise PastLimit(limit)
        deadline = time.monotonic() + WAIT_S
        with self._room:
            while self._used + n > limit:
                left = deadline - time.monotonic()
                if read.held or left <= 0:
                    raise InflateBusy(
                        f"the server is inflating other gzip profiles ({self._used >> 20} MB of its "
                        f"{limit >> 20} MB limit for that, {ENV}, in use); try again in a moment")
                self._room.wait(left)
            self._used += n
        read.held += n

    def _release(self, read: "_Read", n: int) -> None:
        n = min(n, read.held)
        if n <= 0:
            return
        read.held -= n
        with self._room:
            self._used -= n
            self._room.notify_all()


class PastLimit(Exception):
    """One read alone would pass the budget's limit (the reader names its file)."""

    def __init__(self, limit: int):
        self.limit = limit


class _Read:
    def __init__(self, budget: Budget):
        self.budget, self.held = budget, 0

    def reserve(self, n: int) -> None:
        self.budget._reserve(self, n)

    def release(self, n: int) -> None:
        self.budget._release(self, n)


BUDGET = Budget()
