"""The profile formats a file can hold: XSpace (`<host>.xplane.pb[.gz]`, TensorFlow and JAX),
told by its name, and Kineto JSON (PyTorch), told by its name (`<worker>[.<stamp>].pt.trace.json[.gz]`)
or, for other `*.json[.gz]` files, by its first bytes (kineto_head.py). Both are read into the
same Profile; nothing past this module asks which one a file is."""

from __future__ import annotations

import os

from . import kineto, kineto_head, model, xspace

SUFFIXES = xspace.XPLANE_SUFFIXES + kineto.KINETO_SUFFIXES  # profiles by their name
# What a listing looks at: profiles by name, and the files that may be traces by content.
LISTED_SUFFIXES = SUFFIXES + kineto_head.CANDIDATE_SUFFIXES
# In every disk cache key: results of an older reading of a file are never served.
READERS_VERSION = (("kineto", kineto.VERSION),)


def is_profile_file(name: str) -> bool:
    """A profile by its name alone."""
    return name.endswith(SUFFIXES)


def may_be_trace(name: str) -> bool:
    """A `*.json[.gz]` file that is no profile by its name: a Kineto trace if its head says so."""
    return name.endswith(kineto_head.CANDIDATE_SUFFIXES) and not name.endswith(SUFFIXES)


def is_trace_file(path: str | os.PathLike, st: os.stat_result | None = None) -> bool:
    """A local PyTorch trace: by its name, or a `*.json[.gz]` file by its first bytes."""
    name = os.path.basename(os.fspath(path))
    return kineto.is_kineto_file(name) or (may_be_trace(name) and kineto_head.is_trace_file(path, st))


def host_of(path: str | os.PathLike) -> str:
    """The host a file profiles: `vm.xplane.pb` -> `vm`; `worker0.1623143089861.pt.trace.json.gz`
    -> `worker0` (torch-tb-profiler's worker: one per rank); `trace.json` -> `trace`."""
    name = os.path.basename(os.fspath(path))
    if name.endswith(kineto.KINETO_SUFFIXES + kineto_head.CANDIDATE_SUFFIXES):
        return kineto.worker_of(name)[0]
    return xspace.host_of(name)


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one profile file into a Profile (no cache; see cache.py): `*.json[.gz]` (a file
    the catalog took for a trace) as Kineto JSON, any other as XSpace."""
    if os.fspath(path).endswith(kineto.KINETO_SUFFIXES + kineto_head.CANDIDATE_SUFFIXES):
        return kineto.load(path, host=host)
    return xspace.load(path, host=host)
