"""One request, one version of each file.

A profile may be replaced (renamed over) or rewritten while a request reads it. A
request of the Service takes each file's identity (xspace.file_key; a remote
file's listed object version) once, before it reads anything, and everything it
reads of that file is of that identity: the per-host parts from memory or disk
are looked up under it, parts computed and host calls (trace windows, search,
details) use the profile of that identity only (ProfileCache.profile(...,
identity=): still in memory, else read from the file and checked), results are
cached under it. A file that must be read but is another one by then, or
changes while it is read, raises errors.ProfileChanged: nothing read of it is
answered or cached.

`retried` gives a Service method one more try with fresh identities (the new
file), and after a second change lets ProfileChanged through: the routes answer
409 "the profile changed while it was read; retry". Only the outermost call
retries (a comparison calls tool_json twice), so a request reads at most twice.
"""

from __future__ import annotations

import functools
import logging
import threading

from .errors import ProfileChanged

logger = logging.getLogger(__name__)

_inside = threading.local()


def retried(method):
    """`method` run once more when a file changed under its first try."""

    @functools.wraps(method)
    def call(*args, **kwargs):
        if getattr(_inside, "depth", 0):
            return method(*args, **kwargs)
        _inside.depth = 1
        try:
            try:
                return method(*args, **kwargs)
            except ProfileChanged as e:
                logger.info("%s; reading it again", e)
            return method(*args, **kwargs)
        finally:
            _inside.depth = 0

    return call
