"""The profile formats a file can hold, told by its name: XSpace (`<host>.xplane.pb[.gz]`,
TensorFlow and JAX) and Kineto JSON (`<worker>[.<stamp>].pt.trace.json[.gz]`, PyTorch).
Both are read into the same Profile; nothing past this module asks which one a file is."""

from __future__ import annotations

import os

from . import kineto, model, xspace

SUFFIXES = xspace.XPLANE_SUFFIXES + kineto.KINETO_SUFFIXES
# In every disk cache key: results of an older reading of a file are never served.
READERS_VERSION = (("kineto", kineto.VERSION),)


def is_profile_file(name: str) -> bool:
    return name.endswith(SUFFIXES)


def host_of(path: str | os.PathLike) -> str:
    """The host a file profiles: `vm.xplane.pb` -> `vm`; `worker0.1623143089861.pt.trace.json.gz`
    -> `worker0` (torch-tb-profiler's worker: one per rank)."""
    name = os.path.basename(os.fspath(path))
    if kineto.is_kineto_file(name):
        return kineto.worker_of(name)[0]
    return xspace.host_of(name)


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one profile file into a Profile (no cache; see cache.py)."""
    if kineto.is_kineto_file(os.fspath(path)):
        return kineto.load(path, host=host)
    return xspace.load(path, host=host)
