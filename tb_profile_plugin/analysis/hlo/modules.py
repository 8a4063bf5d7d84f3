"""The XLA modules of a profile: HLO protos in the `/host:metadata` plane.

Each event metadata entry of that plane with an `Hlo Proto` stat is one XLA
module (a serialized `xla.HloProto`: HloModuleProto + BufferAssignmentProto),
named `<module name>(<program id>)` as TensorBoard shows it (JAX already
writes the metadata name that way).

The registry (`registry(profile)`, kept with the profile) holds each module's
bytes and parses each once, on first use (`Registry.proto`); what the other
modules of this package derive from a module (its instruction table, which
also reads the bytes in bulk for memory_viewer, and heap analyses) is kept
there too (`Registry.cached`). A module that cannot be read raises BadModule,
which `guarded` turns into a ProfileError naming the file and the module
(HTTP 422); the profile's other modules stay readable.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Iterator, Sequence

from google.protobuf.message import DecodeError

from ...errors import NotFound, ProfileError
from ...profile import Profile, ids, schema, wire
from ...protos import hlo_pb2

_KEY = "hlo/modules/v1"


class BadModule(ValueError):
    """A module's HLO proto that cannot be read or replayed (raised to the
    caller as a ProfileError naming the file and the module)."""


def decode_error(what: str, e: Exception) -> str:
    """Why `what` (a serialized message) cannot be read, for a user. The same
    words whatever the protobuf runtime: their own messages differ (only newer
    ones name the depth limit), and outputs must not depend on the runtime."""
    if isinstance(e, DecodeError):
        return (f"{what} cannot be read: it is truncated or corrupt, or nested more than 100 levels deep "
                "(messages within messages, e.g. tuple shapes within tuple shapes), which XLA does not write")
    return f"{what} cannot be read (not a serialized protobuf message: {type(e).__name__})"


@contextlib.contextmanager
def wire_errors():
    """Malformed bytes met by the bulk reader (wire.Messages) as a BadModule."""
    try:
        yield
    except wire.WireError as e:
        raise BadModule(f"its HLO proto is malformed ({e})") from None


class Registry:
    """The HLO protos of one profile: serialized bytes by name; parsed
    messages and what is derived from them are made on demand, once."""

    def __init__(self, entries: dict[str, tuple[str, int | None, bytes]]):
        self.entries = entries  # name -> (module name, program id, serialized HloProto)
        self._lock = threading.RLock()
        self._parsed: dict[str, hlo_pb2.HloProto] = {}
        self._failed: dict[str, str] = {}  # name -> why its proto cannot be parsed
        self._tables: dict = {}

    def proto(self, name: str) -> hlo_pb2.HloProto:
        """Module `name` parsed (once; a failure is remembered too)."""
        found = self._parsed.get(name)
        if found is None:
            with self._lock:
                found = self._parsed.get(name)
                if found is None:
                    failed = self._failed.get(name)
                    if failed is not None:  # parsed once already: no second try
                        raise BadModule(failed)
                    try:
                        found = hlo_pb2.HloProto.FromString(self.entries[name][2])
                    except Exception as e:  # protobuf DecodeError, or a stat that is not bytes
                        self._failed[name] = decode_error("its HLO proto", e)
                        raise BadModule(self._failed[name]) from None
                    self._parsed[name] = found
        return found

    def cached(self, key, build):
        found = self._tables.get(key)
        if found is None:
            with self._lock:
                found = self._tables.get(key)
                if found is None:
                    found = build()
                    self._tables[key] = found
        return found


def guarded(profile: Profile, name: str, build):
    """build(), with a BadModule raised as a ProfileError naming the module."""
    try:
        return build()
    except BadModule as e:
        raise ProfileError(profile.path or profile.host, f"XLA module {name}: {e}") from None


def _build_registry(profile: Profile) -> Registry:
    entries = {}
    plane = profile.plane(schema.METADATA_PLANE)
    if plane is not None:
        for md in plane.event_metadata.values():
            data = md.stats.get(schema.HLO_PROTO)
            if data is None:
                continue
            # The program id: the metadata's stat, else the name's `(id)` (JAX writes
            # `jit_f(12190760917235803885)` and no stat); exact, above 2^63 too.
            program_id = ids.as_id(md.stats.get(schema.PROGRAM_ID))
            if program_id is None:
                program_id = ids.suffix_id(md.name)
            suffix = f"({program_id})"
            if program_id is None:
                name = base = md.name
            elif md.name.endswith(suffix):
                name, base = md.name, md.name[: -len(suffix)]
            else:
                name, base = md.name + suffix, md.name
            entries[name] = (base, program_id, data)
    return Registry(entries)


def registry(profile: Profile) -> Registry:
    return profile.derived(_KEY, _build_registry)


def parsed(profile: Profile) -> Iterator[tuple[str, str, int | None, hlo_pb2.HloProto, bytes]]:
    """(name(program id), module name, program id, parsed HloProto, its bytes)
    of every readable module; an unreadable module is left out (tools that
    only borrow names skip it)."""
    modules = registry(profile)
    for name, (base, pid, data) in modules.entries.items():
        try:
            yield name, base, pid, modules.proto(name), data
        except BadModule:
            continue


def unreadable(profile: Profile) -> dict[str, str]:
    """{name(program id): why} of the modules whose HLO proto cannot be read
    (those `parsed` leaves out)."""
    modules = registry(profile)
    out = {}
    for name in modules.entries:
        try:
            modules.proto(name)
        except BadModule as e:
            out[name] = str(e)
    return out


def program_id(profile: Profile, name: str) -> int | None:
    entry = registry(profile).entries.get(name)
    return entry[1] if entry else None


def module_names(profiles: Sequence[Profile]) -> list[str]:
    """Names of the XLA modules of the profiles, without duplicates, sorted by
    name (tools/memory_viewer.py `module_list` orders them by peak heap)."""
    return sorted({name for p in profiles for name in registry(p).entries})


def resolve(profiles: Sequence[Profile], name: str) -> tuple[Profile, str]:
    """(profile, full module name) for `name`: a full `name(program id)`, or a
    bare module name that only one module has. Raises NotFound."""
    for profile in profiles:
        if name in registry(profile).entries:
            return profile, name
    matches = [(p, full) for p in profiles for full, entry in registry(p).entries.items() if entry[0] == name]
    if len({full for _, full in matches}) == 1:
        return matches[0]
    known = module_names(profiles)
    if not known:
        raise NotFound("no XLA modules (HLO protos) in this profile")
    hint = f"; modules named {name!r}: {', '.join(sorted({f for _, f in matches}))}" if matches else ""
    raise NotFound(f"unknown XLA module {name!r}{hint}; modules are: {', '.join(known[:20])}"
                   + (" ..." if len(known) > 20 else ""))
