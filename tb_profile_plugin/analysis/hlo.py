"""XLA programs carried by a profile: HLO protos in the `/host:metadata` plane.

Each event metadata entry of that plane with an `Hlo Proto` stat is one XLA
module (a serialized `xla.HloProto`: HloModuleProto + BufferAssignmentProto),
named `<module name>(<program id>)` as TensorBoard shows it (JAX already
writes the metadata name that way).

Public functions:
- `module_names(profiles)`: the modules of the profiles, by name.
- `modules(profile)`: {name: parsed xla.HloProto}, each parsed on first access
  and kept with the profile (`Profile.derived`); `module(profiles, name)` finds
  one by full name or, when unambiguous, by bare module name.
- `instructions(hlo_proto)`: one row per HLO instruction (pandas), see its doc;
  `instruction_table(profile, name)` is the same, cached per module.
- `shape_string`, `unpadded_bytes`, `source_info`: facts of the HLO format
  that several tools print; `memory_spaces`, `entry_computation` of a module.
- `heap(profile, name, color)`: the heap simulation of one memory space replayed
  (memory_viewer), cached per module and memory space (`HeapAnalysis`).
- `unreadable(profile)`: why each module that `parsed` leaves out cannot be read.

Hostile modules: every walk over a module is iterative and bounded. Shapes
nest at most MAX_SHAPE_DEPTH tuples within tuples (a deeper one makes its
module malformed here; protobuf itself reads no message nested more than 100
levels); callers that walk calls (analysis/hlo_ops.py) allow MAX_CALL_DEPTH
levels of fusions within fusions and no cycle. A malformed module raises
ProfileError naming the file and the module (HTTP 422), never a hang or a
RecursionError, and leaves the profile's other modules readable.
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Iterator, Mapping, Sequence

import numpy as np
import pandas as pd
from google.protobuf.message import DecodeError

from ..errors import NotFound, ProfileError
from ..profile import Profile, schema, wire
from ..protos import hlo_pb2

_KEY = "hlo/modules/v1"

# Bytes per element of each primitive type (sub-byte types take one byte each
# without a layout that packs them, as XLA's ByteSizeOf counts them).
_BYTE_WIDTH = {
    "pred": 1, "s1": 1, "s2": 1, "s4": 1, "s8": 1, "u1": 1, "u2": 1, "u4": 1, "u8": 1,
    "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "f32": 4,
    "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16,
}
_POINTER_BYTES = 8
_TYPE_NAMES = {
    v.number: v.name.lower() for v in hlo_pb2.DESCRIPTOR.enum_types_by_name["PrimitiveType"].values
}
_TYPE_NAMES.update({hlo_pb2.PRIMITIVE_TYPE_INVALID: "invalid", hlo_pb2.OPAQUE_TYPE: "opaque"})
_UNBOUNDED = -(1 << 63)  # xla::Shape::kUnboundedSize (also a tile's "combine" dimension)
# Bounds of the walks over a module: tuple shapes within tuple shapes, and
# computations called within called computations (fusions in fusions). XLA
# programs nest a few levels; anything deeper is taken for a malformed module.
MAX_SHAPE_DEPTH = 64
MAX_CALL_DEPTH = 64

ALLOC, FREE, SHARE_WITH = 0, 1, 2  # HeapSimulatorTrace.Event.Kind


class _BadModule(ValueError):
    """A module's HLO proto that cannot be read or replayed (raised to the
    caller as a ProfileError naming the file and the module)."""


def _decode_error(what: str, e: Exception) -> str:
    """Why `what` (a serialized message) cannot be read, for a user. The same
    words whatever the protobuf runtime: their own messages differ (only newer
    ones name the depth limit), and outputs must not depend on the runtime."""
    if isinstance(e, DecodeError):
        return (f"{what} cannot be read: it is truncated or corrupt, or nested more than 100 levels deep "
                "(messages within messages, e.g. tuple shapes within tuple shapes), which XLA does not write")
    return f"{what} cannot be read (not a serialized protobuf message: {type(e).__name__})"


# --- the modules of a profile ------------------------------------------------------------


class _Modules:
    """The HLO protos of one profile: raw bytes by name; parsed messages and
    derived tables are made on demand and not pickled (the bytes already are,
    as stats of the metadata plane, and pickle stores them once)."""

    def __init__(self, entries: dict[str, tuple[str, int | None, bytes]]):
        self.entries = entries  # name -> (module name, program id, serialized HloProto)
        self._init_transient()

    def _init_transient(self) -> None:
        self._lock = threading.RLock()
        self._parsed: dict[str, hlo_pb2.HloProto] = {}
        self._failed: dict[str, str] = {}  # name -> why its proto cannot be parsed
        self._tables: dict = {}

    def __getstate__(self):
        return {"entries": self.entries}

    def __setstate__(self, state):
        self.entries = state["entries"]
        self._init_transient()

    def proto(self, name: str) -> hlo_pb2.HloProto:
        found = self._parsed.get(name)
        if found is None:
            with self._lock:
                found = self._parsed.get(name)
                if found is None:
                    failed = self._failed.get(name)
                    if failed is not None:  # parsed once already: no second try
                        raise _BadModule(failed)
                    try:
                        found = hlo_pb2.HloProto.FromString(self.entries[name][2])
                    except Exception as e:  # protobuf DecodeError, or a stat that is not bytes
                        self._failed[name] = _decode_error("its HLO proto", e)
                        raise _BadModule(self._failed[name]) from None
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


def _guarded(profile: Profile, name: str, build):
    try:
        return build()
    except _BadModule as e:
        raise ProfileError(profile.path or profile.host, f"XLA module {name}: {e}") from None


def _build_modules(profile: Profile) -> _Modules:
    entries = {}
    plane = profile.plane(schema.METADATA_PLANE)
    if plane is not None:
        for md in plane.event_metadata.values():
            data = md.stats.get(schema.HLO_PROTO)
            if data is None:
                continue
            program_id = md.stats.get(schema.PROGRAM_ID)
            suffix = f"({program_id})"
            if program_id is None:
                name = base = md.name
            elif md.name.endswith(suffix):
                name, base = md.name, md.name[: -len(suffix)]
            else:
                name, base = md.name + suffix, md.name
            entries[name] = (base, None if program_id is None else int(program_id), data)
    return _Modules(entries)


def _registry(profile: Profile) -> _Modules:
    return profile.derived(_KEY, _build_modules)


class _LazyModules(Mapping):
    def __init__(self, profile: Profile):
        self._profile = profile
        self._registry = _registry(profile)

    def __getitem__(self, name: str) -> hlo_pb2.HloProto:
        if name not in self._registry.entries:
            raise KeyError(name)
        return _guarded(self._profile, name, lambda: self._registry.proto(name))

    def __iter__(self) -> Iterator[str]:
        return iter(self._registry.entries)

    def __len__(self) -> int:
        return len(self._registry.entries)


def modules(profile: Profile) -> Mapping[str, hlo_pb2.HloProto]:
    """{`name(program id)`: parsed xla.HloProto} of one profile; each module is
    parsed on first access and kept (later calls return the same message)."""
    return _LazyModules(profile)


def parsed(profile: Profile) -> Iterator[tuple[str, str, int | None, hlo_pb2.HloProto, bytes]]:
    """(name(program id), module name, program id, parsed HloProto, its bytes)
    of every readable module, from the same per-profile cache as `modules`;
    an unreadable module is left out (tools that only borrow names skip it)."""
    registry = _registry(profile)
    for name, (base, pid, data) in registry.entries.items():
        try:
            yield name, base, pid, registry.proto(name), data
        except _BadModule:
            continue


def unreadable(profile: Profile) -> dict[str, str]:
    """{name(program id): why} of the modules whose HLO proto cannot be read
    (those `parsed` leaves out)."""
    registry = _registry(profile)
    out = {}
    for name in registry.entries:
        try:
            registry.proto(name)
        except _BadModule as e:
            out[name] = str(e)
    return out


def program_id(profile: Profile, name: str) -> int | None:
    entry = _registry(profile).entries.get(name)
    return entry[1] if entry else None


def resolve(profiles: Sequence[Profile], name: str) -> tuple[Profile, str]:
    """(profile, full module name) for `name`: a full `name(program id)`, or a
    bare module name that only one module has. Raises NotFound."""
    for profile in profiles:
        if name in _registry(profile).entries:
            return profile, name
    matches = [(p, full) for p in profiles for full, entry in _registry(p).entries.items() if entry[0] == name]
    if len({full for _, full in matches}) == 1:
        return matches[0]
    known = module_names(profiles)
    if not known:
        raise NotFound("no XLA modules (HLO protos) in this profile")
    hint = f"; modules named {name!r}: {', '.join(sorted({f for _, f in matches}))}" if matches else ""
    raise NotFound(f"unknown XLA module {name!r}{hint}; modules are: {', '.join(known[:20])}"
                   + (" ..." if len(known) > 20 else ""))


def module(profiles: Sequence[Profile], name: str) -> hlo_pb2.HloProto:
    """The parsed HloProto of module `name` (see `resolve`)."""
    profile, full = resolve(profiles, name)
    return modules(profile)[full]


def module_names(profiles: Sequence[Profile]) -> list[str]:
    """Names of the XLA modules of the profiles, without duplicates, sorted by
    name (tools/memory_viewer.py `module_list` orders them by peak heap)."""
    return sorted({name for p in profiles for name in _registry(p).entries})


# --- shapes ------------------------------------------------------------------------------


def type_name(element_type: int) -> str:
    return _TYPE_NAMES.get(element_type, str(element_type))


def _layout_string(layout: hlo_pb2.LayoutProto) -> str:
    extra = []
    if len(layout.tiles):
        extra.append("T" + "".join(
            "(" + ",".join("*" if d == _UNBOUNDED else str(d) for d in t.dimensions) + ")" for t in layout.tiles))
    if layout.tail_padding_alignment_in_elements not in (0, 1):
        extra.append(f"L({layout.tail_padding_alignment_in_elements})")
    if layout.element_size_in_bits:
        extra.append(f"E({layout.element_size_in_bits})")
    if layout.memory_space:
        extra.append(f"S({layout.memory_space})")
    text = ",".join(str(d) for d in layout.minor_to_major)
    return "{" + text + (":" + "".join(extra) if extra else "") + "}"


def _too_deep() -> _BadModule:
    return _BadModule(f"a tuple shape is nested more than {MAX_SHAPE_DEPTH} levels deep (tuples within tuples); "
                      "XLA does not make such shapes")


def tuple_text(shape: hlo_pb2.ShapeProto, leaf, too_deep: str | None = None) -> str:
    """The text of a shape with `leaf(array shape)` for its arrays, tuples as
    `(a, b)`. Iterative; a tuple nested more than MAX_SHAPE_DEPTH levels deep
    is written `too_deep`, or raises a ValueError (`_BadModule`) without it."""
    if shape.element_type != hlo_pb2.TUPLE:
        return leaf(shape)
    out = []
    stack: list = [(shape, 1)]  # shapes with their tuple depth, and text still to write
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        s, depth = item
        if s.element_type != hlo_pb2.TUPLE:
            out.append(leaf(s))
            continue
        if depth > MAX_SHAPE_DEPTH:
            if too_deep is None:
                raise _too_deep()
            out.append(too_deep)
            continue
        parts = s.tuple_shapes
        stack.append(")")
        for k in range(len(parts) - 1, -1, -1):
            stack.append((parts[k], depth + 1))
            if k:
                stack.append(", ")
        stack.append("(")
    return "".join(out)


def shape_string(shape: hlo_pb2.ShapeProto) -> str:
    """XLA's text for a shape with its layout, e.g. `f32[784,512]{1,0}`,
    `(f32[2]{0}, s32[])`; a tuple nested more than MAX_SHAPE_DEPTH levels deep
    raises a ValueError (`_BadModule`)."""
    return tuple_text(shape, _array_string)


def _array_string(shape: hlo_pb2.ShapeProto) -> str:
    """shape_string of a shape that is not a tuple."""
    et = shape.element_type
    name = type_name(et)
    if et in (hlo_pb2.TOKEN, hlo_pb2.OPAQUE_TYPE):
        return f"{name}[]"
    dynamic = shape.is_dynamic_dimension
    dims = ",".join(
        "?" if d == _UNBOUNDED else (f"<={d}" if i < len(dynamic) and dynamic[i] else str(d))
        for i, d in enumerate(shape.dimensions))
    text = f"{name}[{dims}]"
    if len(shape.dimensions) and shape.HasField("layout"):
        text += _layout_string(shape.layout)
    return text


def unpadded_bytes(shape: hlo_pb2.ShapeProto) -> int:
    """Bytes of the shape without padding (XLA's ByteSizeOf with the default
    layout and 8-byte pointers): elements x element width; a tuple counts one
    pointer per element."""
    et = shape.element_type
    if et == hlo_pb2.TUPLE:
        return _POINTER_BYTES * len(shape.tuple_shapes)
    if et == hlo_pb2.TOKEN:
        return 0
    if et == hlo_pb2.OPAQUE_TYPE:
        return _POINTER_BYTES
    count = 1
    for d in shape.dimensions:
        count *= max(int(d), 0)
    return count * _BYTE_WIDTH.get(type_name(et), 1)


def subshape(shape: hlo_pb2.ShapeProto, shape_index: Sequence[int]) -> hlo_pb2.ShapeProto:
    """The shape a logical buffer defined at `shape_index` has, as XProf reads
    it: the top-level tuple element at the index's last number (the whole shape
    when that is out of range)."""
    if len(shape_index):
        i = shape_index[-1]
        if 0 <= i < len(shape.tuple_shapes):
            return shape.tuple_shapes[i]
    return shape




def memory_space_name(color: int) -> str:
    name = schema.XLA_MEMORY_SPACES.get(int(color))
    return f"{name} ({color})" if name else f"Memory space {color}"


def _stack_text(index: hlo_pb2.StackFrameIndexProto, frame_id: int) -> str:
    lines = []
    seen = set()
    frames, locations, files = index.stack_frames, index.file_locations, index.file_names
    while 0 < frame_id <= len(frames) and frame_id not in seen:
        seen.add(frame_id)
        frame = frames[frame_id - 1]
        loc_id = frame.file_location_id
        if 0 < loc_id <= len(locations):
            loc = locations[loc_id - 1]
            file = files[loc.file_name_id - 1] if 0 < loc.file_name_id <= len(files) else ""
            lines.append(f"{file}:{loc.line}:{loc.column}")
        frame_id = frame.parent_frame_id
    return "\n".join(lines)


def source_info(instruction: hlo_pb2.HloInstructionProto,
                index: hlo_pb2.StackFrameIndexProto) -> tuple[str, int, str]:
    """(file, line, stack) of an instruction: the metadata's source file and
    line when set, else the innermost stack frame's; the stack as
    `file:line:column` lines, innermost first."""
    md = instruction.metadata
    stack = _stack_text(index, md.stack_frame_id) if md.stack_frame_id else ""
    if md.source_file:
        return md.source_file, int(md.source_line), stack
    if stack:
        top = stack.split("\n", 1)[0].rsplit(":", 2)
        if len(top) == 3 and top[1].lstrip("-").isdigit():
            return top[0], int(top[1]), stack
    return "", 0, stack


# --- instructions ------------------------------------------------------------------------

INSTRUCTION_COLUMNS = (
    "id", "name", "opcode", "computation", "computation_id", "in_fusion", "in_entry", "shape",
    "element_type", "unpadded_bytes", "op_name", "op_type", "source_file", "source_line",
    "stack_frame_id", "fused_computation", "called_computation_ids", "operand_ids",
    "parameter_number", "fusion_kind", "custom_call_target",
)


def _describe_shapes(keys: Sequence[bytes], name_of=None) -> tuple[np.ndarray, list[tuple[str, str, int]]]:
    """Serialized shapes -> (code of each, [(text, element type, unpadded bytes)]
    per distinct shape): each distinct shape is described once. A shape that
    cannot be read or is nested too deeply raises _BadModule, naming the
    first instruction that has it (`name_of(position)`) when given."""
    distinct: dict[bytes, int] = {}
    code = np.fromiter((distinct.setdefault(k, len(distinct)) for k in keys), np.int64, len(keys))
    described = []
    for j, key in enumerate(distinct):
        try:
            try:
                shape = hlo_pb2.ShapeProto.FromString(key)
            except Exception as e:  # protobuf DecodeError (nested too deeply, truncated)
                raise _BadModule(_decode_error("a shape", e)) from None
            described.append((shape_string(shape), type_name(shape.element_type), unpadded_bytes(shape)))
        except _BadModule as e:
            if name_of is None:
                raise
            raise _BadModule(f"instruction {name_of(int(np.argmax(code == j)))!r}: {e}") from None
    return code, described


def instructions(hlo_proto: hlo_pb2.HloProto) -> pd.DataFrame:
    """One row per HLO instruction of the module, computations in file order:
    id (int64, unique in the module), name, opcode, computation (name),
    computation_id, in_fusion (its computation is a fusion body), in_entry,
    shape (XLA text with layout), element_type (e.g. "f32"), unpadded_bytes,
    op_name / op_type / source_file / source_line / stack_frame_id (metadata),
    fused_computation (a fusion's body computation name, else ""),
    called_computation_ids and operand_ids (tuples of ids), parameter_number,
    fusion_kind, custom_call_target."""
    m = hlo_proto.hlo_module
    comps = m.computations
    # One comprehension per field: much faster than appending per instruction.
    per_comp = [c.instructions for c in comps]
    protos = [i for insts in per_comp for i in insts]
    n = len(protos)
    comp = np.repeat(np.arange(len(per_comp)), [len(x) for x in per_comp]).astype(np.int64)
    comp_names = np.array([c.name for c in comps] + [""], dtype=object)
    comp_ids = np.array([c.id for c in comps] + [0], np.int64)
    fusion_body = np.array([c.is_fusion_computation for c in comps] + [False], bool)
    entry = np.array([c.id == m.entry_computation_id or c.name == m.entry_computation_name for c in comps]
                     + [False], bool)
    by_id = {int(c.id): c.name for c in comps}
    code, shapes = _describe_shapes([i.shape.SerializeToString() for i in protos], lambda k: protos[k].name)
    shape_cols = list(zip(*shapes)) if shapes else [(), (), ()]
    mds = [i.metadata for i in protos]
    opcode = [i.opcode for i in protos]
    called = [tuple(i.called_computation_ids) for i in protos]

    def ints(values):
        return np.fromiter(values, np.int64, n)

    cols = {
        "id": ints(i.id for i in protos),
        "name": [i.name for i in protos],
        "opcode": opcode,
        "computation": comp_names[comp],
        "computation_id": comp_ids[comp],
        "in_fusion": fusion_body[comp],
        "in_entry": entry[comp],
        "shape": np.array(list(shape_cols[0]) + [""], dtype=object)[code],
        "element_type": np.array(list(shape_cols[1]) + [""], dtype=object)[code],
        "unpadded_bytes": np.array(list(shape_cols[2]) + [0], np.int64)[code],
        "op_name": [d.op_name for d in mds],
        "op_type": [d.op_type for d in mds],
        "source_file": [d.source_file for d in mds],
        "source_line": ints(d.source_line for d in mds),
        "stack_frame_id": ints(d.stack_frame_id for d in mds),
        "fused_computation": [by_id.get(c[0], "") if op == "fusion" and c else "" for op, c in zip(opcode, called)],
        "called_computation_ids": called,
        "operand_ids": [tuple(i.operand_ids) for i in protos],
        "parameter_number": ints(i.parameter_number for i in protos),
        "fusion_kind": [i.fusion_kind for i in protos],
        "custom_call_target": [i.custom_call_target for i in protos],
    }
    return pd.DataFrame(cols, columns=list(INSTRUCTION_COLUMNS))


def instruction_table(profile: Profile, name: str) -> pd.DataFrame:
    """`instructions()` of module `name` of the profile, built once."""
    registry = _registry(profile)
    return registry.cached(("instruction_table", name),
                           lambda: _guarded(profile, name, lambda: instructions(modules(profile)[name])))


def num_instructions(profile: Profile, name: str) -> int:
    return len(_module_buffers(profile, name).decoded.inst_ids)


# --- reading the serialized proto in bulk -------------------------------------------------


class _Raw:
    """Many small serialized messages joined in one buffer, whose fields are
    read for all of them at once as numpy columns (profile/wire.py's field
    reader): no Python object per buffer or heap-simulator event, which
    matters for modules of 100,000s of them. Field numbers are those of
    protos/hlo.proto."""

    def __init__(self, messages: Sequence[bytes]):
        self.data = b"".join(messages)
        self.buf = wire.padded(self.data)
        lengths = np.fromiter(map(len, messages), np.int64, len(messages))
        self.ends = np.cumsum(lengths)
        self.starts = self.ends - lengths

    def __len__(self) -> int:
        return len(self.starts)

    def read(self, varints=(), spans=(), counted=(), starts=None, ends=None):
        """Fields of every message (or of the sub-messages at starts:ends):
        ({field: last varint value per message, 0 when absent},
         {field: (start, end) of its last length-delimited value, (0, 0) when absent},
         {field: occurrences per message, any wire type})."""
        starts = self.starts if starts is None else np.asarray(starts, np.int64)
        ends = self.ends if ends is None else np.asarray(ends, np.int64)
        n = len(starts)
        values = {f: np.zeros(n, np.int64) for f in varints}
        found = {f: (np.zeros(n, np.int64), np.zeros(n, np.int64)) for f in spans}
        counts = {f: np.zeros(n, np.int64) for f in counted}
        try:
            for owner, field, wt, value, vstart in wire._fields(self.buf, starts, ends):
                # Each batch holds one field of each message: plain assignment
                # lets a later occurrence win, as protobuf parsing does.
                for f in varints:
                    sel = (field == f) & (wt == 0)
                    values[f][owner[sel]] = value[sel].view(np.int64)
                for f in spans:
                    sel = (field == f) & (wt == 2)
                    found[f][0][owner[sel]] = vstart[sel]
                    found[f][1][owner[sel]] = vstart[sel] + value[sel].astype(np.int64)
                for f in counted:
                    counts[f][owner[field == f]] += 1
        except wire.WireError as e:
            raise _BadModule(f"its HLO proto is malformed ({e})") from None
        return values, found, counts

    def text(self, lo, hi) -> list[str]:
        data = self.data
        return [data[a:b].decode("utf-8", "replace") for a, b in zip(np.asarray(lo).tolist(), np.asarray(hi).tolist())]

    def message(self, cls, lo: int, hi: int):
        return cls.FromString(self.data[lo:hi])


# --- buffer assignment and the heap simulation --------------------------------------------


@dataclasses.dataclass(frozen=True)
class HeapAnalysis:
    """One memory space of a module, as XProf's memory viewer computes it.

    Logical buffers (`buffers`, one row each, only those assigned to an
    allocation and defined by a known instruction): id, size, unpadded,
    allocation (index), offset, color, instruction (row of the instruction
    table), shape_index (tuple) and the span [start, limit] of program points
    it is live in the heap simulation (-1 when it has none).

    The timeline has one point before each heap-simulator event and one at the
    end (so point i+1 is after event i): `heap_bytes` / `unpadded_heap_bytes`
    include the buffers of indefinite lifetime (parameters, outputs, constants,
    not thread-local ones); `instruction_names()` names the instruction of
    each event.
    `peak_position` is the event that reached the peak (chart x = position+1).
    `peak_rows`: the biggest buffer of each indefinite allocation (by
    allocation index), then the buffers the simulation holds at the peak in
    the order they were allocated.
    """

    color: int
    trace_index: int
    buffers: pd.DataFrame
    allocations: pd.DataFrame
    heap_bytes: np.ndarray
    unpadded_heap_bytes: np.ndarray
    name_span: tuple              # (start, end) in `raw` of each point's instruction name
    raw: _Raw | None
    peak_bytes: int
    peak_unpadded_bytes: int
    peak_position: int
    peak_rows: np.ndarray         # rows of `buffers` at the peak (see above)
    indefinite_bytes: int         # allocations counted at every point (with a known buffer)
    temp_peak_bytes: int          # the simulation's own peak (the heap without indefinite buffers)
    temp_allocation_bytes: int    # size of the allocation the simulation packed

    def instruction_names(self, points=None) -> list[str]:
        """The instruction name of each program point (or of `points`); the
        last point, after every event, has none ("")."""
        lo, hi = self.name_span
        if points is not None:
            lo, hi = lo[points], hi[points]
        return self.raw.text(lo, hi) if self.raw is not None else []


# Field numbers (protos/hlo.proto).
_INST_NAME, _INST_SHAPE, _INST_ID = 1, 3, 35
_LB_ID, _LB_SIZE, _LB_DEFINED_AT, _LB_COLOR = 1, 2, 3, 4
_LOC_SHAPE_INDEX, _LOC_INSTRUCTION_ID = 3, 4
_ASSIGNED_ID, _ASSIGNED_OFFSET = 1, 2
_EV_KIND, _EV_BUFFER, _EV_INSTRUCTION, _EV_CANONICAL = 1, 2, 4, 5
_ALLOCATION_COLUMNS = ("index", "size", "color", "parameter_number", "assigned", "is_thread_local", "is_tuple",
                       "is_entry_computation_parameter", "is_constant", "maybe_live_out")


@dataclasses.dataclass(frozen=True)
class _Decoded:
    """The parts of one module the heap analysis reads, decoded in bulk."""

    instructions: _Raw           # every instruction, file order
    inst_ids: np.ndarray
    inst_unpadded: np.ndarray    # bytes of its whole shape, unpadded
    entry_computation: str
    stack_frames: hlo_pb2.StackFrameIndexProto
    lb: dict                     # id, size, color, instruction (row, -1 unknown), indexed, where
    logical: _Raw
    allocations: pd.DataFrame
    assigned: tuple              # (buffer id, allocation index, offset) per assigned entry
    traces: list                 # per trace: (kind, buffer id, canonical id, name start, name end, _Raw)


def _decode(data: bytes) -> _Decoded:
    try:
        view = hlo_pb2.HloProtoView.FromString(data)
    except Exception as e:  # protobuf DecodeError, or a stat that is not bytes
        raise _BadModule(_decode_error("its HLO proto", e)) from None
    module, ba = view.hlo_module, view.buffer_assignment
    # Instructions: id, and the unpadded size of each distinct shape.
    insts = _Raw([i for c in module.computations for i in c.instructions])
    v, sp, _ = insts.read(varints=(_INST_ID,), spans=(_INST_SHAPE,))
    data_i = insts.data

    def name_of(row: int) -> str:  # only when a shape is bad
        _, names, _ = insts.read(spans=(_INST_NAME,), starts=insts.starts[row:row + 1], ends=insts.ends[row:row + 1])
        return insts.text(*names[_INST_NAME])[0]

    code, shapes = _describe_shapes([data_i[a:b] for a, b in zip(*(x.tolist() for x in sp[_INST_SHAPE]))], name_of)
    unpadded = np.array([d[2] for d in shapes], np.int64)
    # Logical buffers and where they are defined.
    logical = _Raw(list(ba.logical_buffers))
    lv, lsp, _ = logical.read(varints=(_LB_ID, _LB_SIZE, _LB_COLOR), spans=(_LB_DEFINED_AT,))
    w_lo, w_hi = lsp[_LB_DEFINED_AT]
    wv, _, wc = logical.read(varints=(_LOC_INSTRUCTION_ID,), counted=(_LOC_SHAPE_INDEX,), starts=w_lo, ends=w_hi)
    order = np.argsort(v[_INST_ID], kind="stable")
    inst_row = _lookup(v[_INST_ID][order], order, wv[_LOC_INSTRUCTION_ID])
    # Allocations (a few, or a few thousand) and their assigned buffers.
    allocs = list(ba.buffer_allocations)
    members = [a.assigned for a in allocs]
    table = {k: np.fromiter((getattr(a, k) for a in allocs), np.int64, len(allocs))
             for k in ("index", "size", "color", "parameter_number")}
    table["assigned"] = np.fromiter(map(len, members), np.int64, len(allocs))
    for k in _ALLOCATION_COLUMNS[5:]:
        table[k] = np.fromiter((getattr(a, k) for a in allocs), bool, len(allocs))
    allocations = pd.DataFrame(table, columns=list(_ALLOCATION_COLUMNS))
    entries = _Raw([m for ms in members for m in ms])
    mv, _, _ = entries.read(varints=(_ASSIGNED_ID, _ASSIGNED_OFFSET))
    assigned = (mv[_ASSIGNED_ID], np.repeat(table["index"], table["assigned"]), mv[_ASSIGNED_OFFSET])
    traces = []
    for trace in ba.heap_simulator_traces:
        events = _Raw(list(trace.events))
        ev, esp, _ = events.read(varints=(_EV_KIND, _EV_BUFFER, _EV_CANONICAL), spans=(_EV_INSTRUCTION,))
        traces.append((ev[_EV_KIND], ev[_EV_BUFFER], ev[_EV_CANONICAL], *esp[_EV_INSTRUCTION], events))
    return _Decoded(
        instructions=insts, inst_ids=v[_INST_ID],
        inst_unpadded=unpadded[code] if len(code) else np.zeros(0, np.int64),
        entry_computation=module.entry_computation_name, stack_frames=module.stack_frame_index,
        lb={"id": lv[_LB_ID], "size": lv[_LB_SIZE], "color": lv[_LB_COLOR], "instruction": inst_row,
            "where": (w_lo, w_hi), "indexed": wc[_LOC_SHAPE_INDEX] > 0},
        logical=logical, allocations=allocations, assigned=assigned, traces=traces)


def _shape_index(decoded: _Decoded, row: int) -> tuple:
    """The shape index of one logical buffer (rarely non-empty: read as a message)."""
    lo, hi = decoded.lb["where"]
    try:
        return tuple(decoded.logical.message(hlo_pb2.LogicalBufferProto.Location, lo[row], hi[row]).shape_index)
    except Exception as e:  # protobuf DecodeError
        raise _BadModule(_decode_error("the location of a logical buffer", e)) from None


def _instruction(decoded: _Decoded, row: int) -> hlo_pb2.HloInstructionProto:
    insts = decoded.instructions
    try:
        return insts.message(hlo_pb2.HloInstructionProto, insts.starts[row], insts.ends[row])
    except Exception as e:  # protobuf DecodeError
        raise _BadModule(_decode_error("an instruction", e)) from None


def _indefinite(allocations: pd.DataFrame) -> np.ndarray:
    """Allocations live for the whole program: parameters, constants and
    outputs (XLA's static buffers; thread-local ones are not counted, as in
    XProf 2.24)."""
    return ((allocations["is_entry_computation_parameter"] | allocations["is_constant"]
             | allocations["maybe_live_out"]) & ~allocations["is_thread_local"]).to_numpy()


def _lookup(sorted_ids: np.ndarray, order: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """Row of each wanted id in the table whose ids sorted are sorted_ids (-1: absent)."""
    if not len(sorted_ids):
        return np.full(len(wanted), -1, np.int64)
    pos = np.minimum(np.searchsorted(sorted_ids, wanted), len(sorted_ids) - 1)
    return np.where(sorted_ids[pos] == wanted, order[pos], -1)


@dataclasses.dataclass(frozen=True)
class _ModuleBuffers:
    buffers: pd.DataFrame        # the logical buffers XProf's memory viewer knows
    lookup: tuple                # (sorted ids, their rows) for _lookup
    allocations: pd.DataFrame
    entries: tuple               # (buffer row or -1, allocation index) per assigned entry
    traces: list                 # see _Decoded.traces
    trace_of_alloc: dict         # allocation index -> the trace that packs it
    decoded: _Decoded


def _module_buffers(profile: Profile, name: str) -> _ModuleBuffers:
    """Decoded buffer assignment of a module (cached): the logical buffers
    XProf's memory viewer knows, the allocations, their assigned entries, and
    the heap simulator traces."""
    registry = _registry(profile)

    def build():
        d = _decode(registry.entries[name][2])
        lb = d.lb
        ids, inst = lb["id"], lb["instruction"]
        a_ids, a_alloc, a_off = d.assigned
        # A buffer counts when an allocation holds it and its instruction is
        # known; the last allocation naming it wins (as in XProf).
        order = np.argsort(ids, kind="stable")
        entry_row = _lookup(ids[order], order, a_ids)
        held = entry_row >= 0
        alloc_of = np.full(len(ids), -1, np.int64)
        offset = np.zeros(len(ids), np.int64)
        alloc_of[entry_row[held]] = a_alloc[held]  # later entries overwrite earlier ones
        offset[entry_row[held]] = a_off[held]
        known = (alloc_of >= 0) & (inst >= 0)
        unpadded = d.inst_unpadded[np.maximum(inst, 0)] if len(d.inst_ids) else np.zeros(len(ids), np.int64)
        shape_index = [()] * len(ids)
        # Buffers inside a tuple (few): their Location read as a message.
        for i in np.flatnonzero(known & lb["indexed"]).tolist():
            index = _shape_index(d, i)
            if index:
                shape_index[i] = index
                unpadded[i] = unpadded_bytes(subshape(_instruction(d, inst[i]).shape, index))
        new_row = np.cumsum(known) - 1
        buffers = pd.DataFrame({
            "id": ids, "size": lb["size"], "unpadded": unpadded, "allocation": alloc_of, "offset": offset,
            "color": lb["color"], "instruction": inst, "shape_index": shape_index,
        })[known].reset_index(drop=True)
        # Assigned entries as rows of `buffers` (-1: a buffer it does not know).
        entry_row = np.where(held, entry_row, 0)
        entry_row = np.where(held & known[entry_row], new_row[entry_row], -1) if len(ids) else entry_row
        entries = (entry_row, a_alloc)
        b_order = np.argsort(buffers["id"].to_numpy(), kind="stable")
        lookup = (buffers["id"].to_numpy()[b_order], b_order)
        # Allocation packed by each trace: that of its first event's buffer.
        trace_of_alloc: dict[int, int] = {}
        for t, events in enumerate(d.traces):
            if len(events[1]):
                row = _lookup(*lookup, events[1][:1])[0]
                if row >= 0:
                    trace_of_alloc[int(buffers["allocation"].iat[row])] = t
        return _ModuleBuffers(buffers, lookup, d.allocations, entries, d.traces, trace_of_alloc, d)

    return registry.cached(("buffers", name), lambda: _guarded(profile, name, build))


def _choose_trace(buffers, lookup, allocations, traces, trace_of_alloc, color) -> int:
    """XProf's choice: the trace packing a non-indefinite allocation of the
    color (allocations by index), else the trace with most events of it."""
    indefinite = _indefinite(allocations)
    index = allocations["index"].to_numpy()
    of_color = allocations["color"].to_numpy() == color
    for j in np.argsort(index, kind="stable"):
        if of_color[j] and not indefinite[j] and int(index[j]) in trace_of_alloc:
            return trace_of_alloc[int(index[j])]
    best, best_count = -1, 0
    colors = buffers["color"].to_numpy()
    for t, (_, buf, _, _, _, _) in enumerate(traces):
        rows = _lookup(*lookup, buf)
        count = int(np.count_nonzero(colors[rows[rows >= 0]] == color))
        if count > best_count:
            best, best_count = t, count
    return best


@dataclasses.dataclass(frozen=True)
class _Replay:
    delta: np.ndarray        # heap change of each event (bytes)
    delta_unpadded: np.ndarray
    added: np.ndarray        # buffer row entering the live list at each event (-1: none)
    removed: np.ndarray      # buffer row leaving it (-1: none)
    revival: np.ndarray      # SHARE_WITH events that bring a freed group back


def _replay(kind, buf_row, canon_row, size, unpadded, n_buffers) -> _Replay:
    """The heap simulator's events replayed with reference counts, vectorized.

    A SHARE_WITH makes a buffer an alias of a canonical buffer: from then on
    its events count against the group of the canonical chain's root. The heap
    grows by a buffer's size at ALLOC, by the root's size at a SHARE_WITH that
    brings its group back from zero (a "revival"), and shrinks by the root's
    size at the FREE that takes its group to zero.
    """
    n = len(kind)
    valid = buf_row >= 0
    share = valid & (kind == SHARE_WITH) & (canon_row >= 0)
    alloc = valid & (kind == ALLOC)
    free = valid & (kind == FREE)
    other = valid & ~np.isin(kind, (ALLOC, FREE, SHARE_WITH))
    if other.any():
        raise _BadModule(f"its heap simulator trace has an unknown event kind {int(kind[other][0])}")
    # Canonical pointer of each buffer (set by its SHARE_WITH, which comes
    # before its other events), roots by pointer jumping.
    parent = np.arange(n_buffers + 1)  # last slot: absent
    parent[buf_row[share]] = canon_row[share]
    root = parent.copy()
    for _ in range(64):  # chains of up to 2**64 buffers
        nxt = root[root]
        if np.array_equal(nxt, root):
            break
        root = nxt
    # A root shares with no other buffer; anything else is a ring of SHARE_WITH.
    ring = parent[root] != root
    if ring.any():
        raise _BadModule("its heap simulator trace has SHARE_WITH events that form a cycle (buffers sharing "
                         f"each other's memory in a ring; {int(ring.sum())} buffers lead into it), so they have "
                         "no canonical buffer")
    group = np.full(n, n_buffers, np.int64)
    group[alloc] = root[buf_row[alloc]]
    group[free] = root[buf_row[free]]
    group[share] = root[canon_row[share]]
    step = np.zeros(n, np.int64)
    step[alloc | share] = 1
    step[free] = -1
    # Reference count after each event: a running sum per group.
    order = np.argsort(group, kind="stable")
    g_sorted = group[order]
    csum = np.cumsum(step[order])
    first = np.r_[True, g_sorted[1:] != g_sorted[:-1]] if n else np.empty(0, bool)
    group_start = np.maximum.accumulate(np.where(first, np.arange(n), 0)) if n else np.empty(0, np.int64)
    count_sorted = csum - np.r_[0, csum[:-1]][group_start] if n else csum
    count = np.empty(n, np.int64)
    count[order] = count_sorted
    if (free & (count < 0)).any():
        raise _BadModule("its heap simulator trace frees a buffer more often than it allocates it")
    added = np.full(n, -1, np.int64)
    removed = np.full(n, -1, np.int64)
    added[alloc] = buf_row[alloc]
    revival = share & (count == 1)
    added[revival] = group[revival]
    gone = free & (count == 0)
    removed[gone] = group[gone]
    delta = np.zeros(n, np.int64)
    delta_u = np.zeros(n, np.int64)
    has_add = added >= 0
    delta[has_add] = size[added[has_add]]
    delta_u[has_add] = unpadded[added[has_add]]
    delta[gone] -= size[removed[gone]]
    delta_u[gone] -= unpadded[removed[gone]]
    return _Replay(delta, delta_u, added, removed, revival)


def _live_at(added, removed, peak: int) -> np.ndarray:
    """Rows added at events <= peak and not removed after being added, up to
    the peak, in the order they were added (a removal drops every earlier entry
    of that row, as a list remove would)."""
    ev = np.arange(len(added))
    add_ev = ev[(added >= 0) & (ev <= peak)]
    rem_ev = ev[(removed >= 0) & (ev <= peak)]
    rows = added[add_ev]
    if not len(rem_ev):
        return rows
    # The latest removal of each row up to the peak.
    last = np.full(max(int(rows.max(initial=-1)), int(removed[rem_ev].max())) + 1, -1, np.int64)
    last[removed[rem_ev]] = rem_ev  # ascending events: the last write is the latest
    return rows[last[rows] < add_ev]


def _first_after(rows: np.ndarray, events: np.ndarray, start: np.ndarray, last: bool) -> np.ndarray:
    """Per buffer row: the first (or last) of `events` of that row after
    start[row] (-1: none)."""
    out = np.full(len(start), -1, np.int64)
    ok = (rows >= 0) & (events > start[np.maximum(rows, 0)]) & (start[np.maximum(rows, 0)] >= 0)
    rows, events = rows[ok], events[ok]
    if last:
        out[rows] = events  # ascending events: the last write is the latest
    else:
        out[rows[::-1]] = events[::-1]
    return out


def _spans(kind, buf_row, rep: _Replay, n_buffers: int) -> tuple[np.ndarray, np.ndarray]:
    """[start, limit] of program points per buffer row (-1: none), as XProf's
    memory viewer draws lifetimes: a buffer lives from its ALLOC to the event
    that frees its group; a buffer that revives a freed group (SHARE_WITH)
    lives from there to its own FREE. Still live at the end: the last event."""
    n = len(kind)
    ev = np.arange(n)
    start = np.full(n_buffers, -1, np.int64)
    from_alloc = np.zeros(n_buffers, bool)
    opened = ((kind == ALLOC) & (buf_row >= 0)) | rep.revival
    start[buf_row[opened]] = ev[opened]  # the last opening wins
    a = (kind == ALLOC) & (buf_row >= 0)
    last_alloc = np.full(n_buffers, -1, np.int64)
    last_alloc[buf_row[a]] = ev[a]
    from_alloc[:] = (last_alloc == start) & (start >= 0)
    r = rep.removed >= 0
    end_root = _first_after(rep.removed[r], ev[r], start, last=False)
    f = (kind == FREE) & (buf_row >= 0)
    end_sharer = _first_after(buf_row[f], ev[f], start, last=True)
    end = np.where(from_alloc, end_root, end_sharer)
    limit = np.where(start >= 0, np.where(end >= 0, end, n - 1), -1)
    return start, limit


def _display_rows(live: np.ndarray, rep: _Replay, buf_row, peak: int) -> np.ndarray:
    """The buffer shown for each live group root at the peak: the buffer that
    last revived it (up to the peak), else the root itself."""
    ev = np.flatnonzero(rep.revival & (np.arange(len(rep.revival)) <= peak))
    if not len(ev) or not len(live):
        return live
    shown = np.arange(max(int(live.max()), int(rep.added[ev].max())) + 1)
    shown[rep.added[ev]] = buf_row[ev]  # ascending events: the latest revival wins
    return shown[live]


def heap(profile: Profile, name: str, color: int = 0) -> HeapAnalysis:
    """The heap simulation of module `name` in memory space `color` (cached)."""
    registry = _registry(profile)
    if name not in registry.entries:
        raise NotFound(f"unknown XLA module {name!r}")
    return registry.cached(("heap", name, int(color)),
                           lambda: _guarded(profile, name, lambda: _heap(profile, name, int(color))))


def _heap(profile: Profile, name: str, color: int) -> HeapAnalysis:
    mb = _module_buffers(profile, name)
    buffers, lookup, allocations, entries, traces = mb.buffers, mb.lookup, mb.allocations, mb.entries, mb.traces
    trace_of_alloc = mb.trace_of_alloc
    size = buffers["size"].to_numpy()
    unpadded = buffers["unpadded"].to_numpy()
    nb = len(buffers)
    size_x = np.r_[size, 0]
    unpadded_x = np.r_[unpadded, 0]
    t = _choose_trace(buffers, lookup, allocations, traces, trace_of_alloc, color)
    start = np.full(nb, -1, np.int64)
    limit = np.full(nb, -1, np.int64)
    if 0 <= t < len(traces):
        kind, buf, canon, name_lo, name_hi, names_raw = traces[t]
        buf_row = _lookup(*lookup, buf)
        canon_row = _lookup(*lookup, canon)
        seen_alloc = set(buffers["allocation"].to_numpy()[np.unique(buf_row[buf_row >= 0])].tolist())
        if len(seen_alloc) != 1:
            raise _BadModule("its heap simulation should work out of a single buffer allocation, "
                             f"it uses {len(seen_alloc)}")
        rep = _replay(kind, buf_row, canon_row, size_x, unpadded_x, nb)
        after = np.cumsum(rep.delta)
        after_u = np.cumsum(rep.delta_unpadded)
        if len(after) and after.min() < 0:
            raise _BadModule("its heap simulation frees more memory than it allocated")
        temp = np.r_[0, after]
        temp_u = np.r_[0, after_u]
        # The peak: the first event that raised the heap above every earlier
        # point (only growing events count, and only above zero).
        candidates = np.where(rep.added >= 0, after, 0)
        peak_pos = int(np.argmax(candidates)) if len(candidates) else 0
        temp_peak = int(candidates[peak_pos]) if len(candidates) else 0
        if temp_peak <= 0:
            peak_pos, temp_peak, peak_u = 0, 0, 0
            live = np.empty(0, np.int64)
        else:
            peak_u = int(after_u[peak_pos])
            live = _display_rows(_live_at(rep.added, rep.removed, peak_pos), rep, buf_row, peak_pos)
        start[:], limit[:] = _spans(kind, buf_row, rep, nb)
        name_span = (np.r_[name_lo, 0], np.r_[name_hi, 0])
        temp_alloc = next(iter(seen_alloc))
        temp_alloc_bytes = int(allocations.loc[allocations["index"] == temp_alloc, "size"].sum())
    else:
        temp = temp_u = np.empty(0, np.int64)
        peak_pos, temp_peak, peak_u = 0, 0, 0
        live = np.empty(0, np.int64)
        name_span = (np.zeros(0, np.int64), np.zeros(0, np.int64))
        names_raw = None
        temp_alloc_bytes = 0
    # Indefinite allocations of this color: the biggest of the buffers each
    # one lists stands for it (the first of equal sizes; none when all are
    # empty or unknown), in allocation index order.
    indefinite = _indefinite(allocations) & (allocations["color"].to_numpy() == color)
    ind_index = allocations["index"].to_numpy()[indefinite]
    entry_row, entry_alloc = entries
    rank = np.arange(len(entry_row))
    ok = (entry_row >= 0) & np.isin(entry_alloc, ind_index)
    ok[ok] = size[entry_row[ok]] > 0
    r, a, k = entry_row[ok], entry_alloc[ok], rank[ok]
    o = np.lexsort((k, -size[r], a))
    first = np.r_[True, a[o][1:] != a[o][:-1]] if len(o) else np.empty(0, bool)
    chosen = r[o][first]
    alloc_sizes = allocations.drop_duplicates("index").set_index("index")["size"]
    indefinite_bytes = int(alloc_sizes.loc[a[o][first]].sum()) if len(chosen) else 0
    peak_rows = np.r_[chosen, live].astype(np.int64)
    heap_bytes = temp + indefinite_bytes
    unpadded_heap = temp_u + indefinite_bytes
    buffers = buffers.assign(span_start=start, span_limit=limit)
    return HeapAnalysis(
        color=color, trace_index=t, buffers=buffers, allocations=allocations,
        heap_bytes=heap_bytes, unpadded_heap_bytes=unpadded_heap, name_span=name_span, raw=names_raw,
        peak_bytes=int(temp_peak + indefinite_bytes), peak_unpadded_bytes=int(peak_u + indefinite_bytes),
        peak_position=peak_pos, peak_rows=peak_rows,
        indefinite_bytes=indefinite_bytes, temp_peak_bytes=int(temp_peak), temp_allocation_bytes=temp_alloc_bytes)


def _category(allocations: pd.DataFrame) -> pd.Series:
    """XProf's allocation type of each allocation, by index."""
    a = allocations.drop_duplicates("index", keep="last").set_index("index")
    cat = np.select(
        [a["is_entry_computation_parameter"], a["maybe_live_out"], a["is_thread_local"], a["is_constant"]],
        ["Parameter", "Output", "Thread-local", "Constant"], "Temporary")
    return pd.Series(cat, index=a.index)


def buffer_details(profile: Profile, name: str, analysis: HeapAnalysis, rows: np.ndarray) -> pd.DataFrame:
    """Descriptions of some buffers of `analysis` (rows of its `buffers`):
    id, name (instruction, with `{shape index}` when in a tuple), instruction,
    opcode, allocation_type (Parameter, Output, Thread-local, Constant,
    Temporary), allocation, offset, size, unpadded, shape, dtype, dims (list),
    op_name, source_file, source_line, stack, span_start, span_limit."""
    return _guarded(profile, name, lambda: _buffer_details(profile, name, analysis, rows))


def _buffer_details(profile: Profile, name: str, analysis: HeapAnalysis, rows: np.ndarray) -> pd.DataFrame:
    rows = np.asarray(rows, np.int64)
    decoded = _module_buffers(profile, name).decoded
    frames = decoded.stack_frames
    b = analysis.buffers.iloc[rows]
    category = _category(analysis.allocations)
    out = {k: [] for k in ("name", "instruction", "opcode", "shape", "dtype", "dims", "op_name",
                           "source_file", "source_line", "stack")}
    for inst_row, index in zip(b["instruction"].to_numpy(), b["shape_index"]):
        inst = _instruction(decoded, inst_row)
        shape = subshape(inst.shape, index)
        out["name"].append(inst.name + ("{" + ",".join(map(str, index)) + "}" if index else ""))
        out["instruction"].append(inst.name)
        out["opcode"].append(inst.opcode)
        out["shape"].append(shape_string(shape))
        out["dtype"].append(type_name(shape.element_type))
        out["dims"].append([int(d) for d in shape.dimensions])
        out["op_name"].append(inst.metadata.op_name)
        file, line, stack = source_info(inst, frames)
        out["source_file"].append(file)
        out["source_line"].append(line)
        out["stack"].append(stack)
    return pd.DataFrame({
        "id": b["id"].to_numpy(), **out,
        "allocation_type": category.reindex(b["allocation"].to_numpy()).fillna("Temporary").to_numpy(),
        "allocation": b["allocation"].to_numpy(), "offset": b["offset"].to_numpy(),
        "size": b["size"].to_numpy(), "unpadded": b["unpadded"].to_numpy(),
        "span_start": b["span_start"].to_numpy(), "span_limit": b["span_limit"].to_numpy(),
    })


def memory_spaces(profile: Profile, name: str) -> list[int]:
    """The memory spaces (buffer allocation colors) of module `name`, ascending."""
    return sorted(set(_module_buffers(profile, name).allocations["color"].tolist()))


def entry_computation(profile: Profile, name: str) -> str:
    """The name of the module's entry computation."""
    return _module_buffers(profile, name).decoded.entry_computation


def default_memory_space(profile: Profile, name: str) -> int:
    """0 (HBM, the device's main memory) when the module uses it, else its first."""
    spaces = memory_spaces(profile, name)
    return 0 if not spaces or 0 in spaces else spaces[0]
