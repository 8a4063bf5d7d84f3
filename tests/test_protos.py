"""Checks of our protobuf declarations (protos/*.proto) and their generated code.

- the generated modules in tb_profile_plugin/protos/ are up to date;
- real XSpace files parse with no unknown field anywhere (our xplane.proto
  declares every field the profilers write);
- the HloProtos that JAX stores in its profiles parse into sensible values;
- the ProfilerService declaration is wire-compatible with TensorFlow/JAX
  (method paths, field numbers).
"""

import gzip
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from google.protobuf.unknown_fields import UnknownFieldSet

from tb_profile_plugin.protos import (
    _pool,
    hlo_pb2,
    profiler_options_pb2,
    profiler_service_pb2,
    xplane_pb2,
)

ROOT = Path(__file__).resolve().parents[1]
GEN_SCRIPT = ROOT / "scripts" / "gen_protos.py"
GENERATED_DIR = ROOT / "tb_profile_plugin" / "protos"
FIXTURES = ROOT / "tests" / "fixtures"  # with the reference profiles in tests/fixtures/reference
JAX_REFERENCE = FIXTURES / "reference/jax_cpu/plugins/profile/2026_11_22_03_21_23/vm.xplane.pb"


# --- generated code is up to date ------------------------------------------------


def test_generated_code_is_up_to_date(tmp_path):
    pytest.importorskip("grpc_tools")
    spec = importlib.util.spec_from_file_location("_gen_protos", GEN_SCRIPT)
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)

    fresh = {p.name: p.read_text() for p in gen.generate(tmp_path)}
    committed = {p.name: p.read_text() for p in GENERATED_DIR.glob("*_pb2*.py")}
    hint = "generated protobuf code is stale: run `python scripts/gen_protos.py`"
    assert sorted(committed) == sorted(fresh), hint
    for name, text in fresh.items():
        assert committed[name] == text, f"{name}: {hint}"


def test_generated_code_has_no_runtime_version_check():
    # protoc's own Python output refuses runtimes older than the protoc that
    # wrote it; ours must import with every protobuf from PROTOBUF_MIN on.
    for path in GENERATED_DIR.glob("*.py"):
        text = path.read_text()
        assert "runtime_version" not in text and "GRPC_GENERATED_VERSION" not in text, path.name


def test_too_old_protobuf_is_one_clear_message():
    code = (
        "import google.protobuf, sys; google.protobuf.__version__ = '3.20.3'\n"
        "try:\n    import tb_profile_plugin.protos\n"
        "except ImportError as e:\n    print(e); sys.exit(3)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stdout + done.stderr
    assert done.stdout.strip() == (
        "tb-profile-plugin needs protobuf >= 4.21.6 (any newer release works), but protobuf 3.20.3 "
        "is installed: pip install 'protobuf>=4.21.6'"
    )


def test_nested_types_are_class_attributes():
    options = profiler_options_pb2.ProfileOptions
    assert options.TraceOptions is type(options().trace_options)
    assert options.DeviceType.Name(options.GPU) == "GPU"
    assert hlo_pb2.PrimitiveType.Value("BF16") == hlo_pb2.BF16 == 16


def test_generated_code_uses_private_pool():
    for module in (xplane_pb2, hlo_pb2, profiler_options_pb2, profiler_service_pb2):
        assert module.DESCRIPTOR.pool is _pool.POOL, module.__name__


# --- XSpace files: no unknown fields -----------------------------------------------


def _xspace_files():
    files = []
    for pattern in ("*.xplane.pb", "*.xplane.pb.gz"):
        files.extend(sorted(FIXTURES.rglob(pattern)))
    return files


def _file_id(path):
    return str(path.relative_to(ROOT))


def _read_xspace(path):
    data = path.read_bytes()
    if path.name.endswith(".gz"):
        data = gzip.decompress(data)
    return xplane_pb2.XSpace.FromString(data)


_MESSAGE_FIELDS = {}


def _is_repeated(field) -> bool:
    # protobuf 7 has only is_repeated; protobuf 4 only label.
    if hasattr(field, "is_repeated"):
        return field.is_repeated
    return field.label == field.LABEL_REPEATED


def _message_fields(descriptor):
    """(name, kind) of the fields of a message type that hold messages."""
    fields = _MESSAGE_FIELDS.get(descriptor)
    if fields is None:
        fields = []
        for field in descriptor.fields:
            if field.message_type is None:
                continue
            if field.message_type.GetOptions().map_entry:
                if field.message_type.fields_by_name["value"].message_type is not None:
                    fields.append((field.name, "map"))
            elif _is_repeated(field):
                fields.append((field.name, "repeated"))
            else:
                fields.append((field.name, "single"))
        _MESSAGE_FIELDS[descriptor] = fields
    return fields


def find_unknown_fields(message, path=None, found=None):
    """Paths (e.g. `planes[2].lines[0].events[5]`) of every sub-message with
    unknown fields, each with the unknown field numbers; visits every message,
    repeated element and map value."""
    if found is None:
        found, path = [], [message.DESCRIPTOR.name]
    unknown = UnknownFieldSet(message)
    if len(unknown):
        found.append(("".join(path), sorted({f.field_number for f in unknown})))
    for name, kind in _message_fields(message.DESCRIPTOR):
        value = getattr(message, name)
        if kind == "repeated":
            for i, item in enumerate(value):
                path.append(f".{name}[{i}]")
                find_unknown_fields(item, path, found)
                path.pop()
        elif kind == "map":
            for key, item in value.items():
                path.append(f".{name}[{key!r}]")
                find_unknown_fields(item, path, found)
                path.pop()
        elif message.HasField(name):
            path.append(f".{name}")
            find_unknown_fields(value, path, found)
            path.pop()
    return found


@pytest.mark.parametrize("path", _xspace_files(), ids=_file_id)
def test_xspace_has_no_unknown_fields(path):
    space = _read_xspace(path)
    assert space.planes, "no planes"

    found = find_unknown_fields(space)  # ~0.25 s for the 135k-event JAX reference
    assert not found, (
        f"{len(found)} messages with unknown fields (xplane.proto lacks fields), "
        f"first: {found[:5]}"
    )

    # Cross-check that the walk missed no branch: dropping unknown fields
    # anywhere in the tree would shrink the serialized size.
    size = space.ByteSize()
    space.DiscardUnknownFields()
    assert space.ByteSize() == size


def test_unknown_field_walk_reports_path():
    # An XEvent carrying a field number xplane.proto does not declare.
    event = xplane_pb2.XEvent(metadata_id=1)
    raw = event.SerializeToString() + b"\xf8\x06\x01"  # field 111, varint 1
    space = xplane_pb2.XSpace()
    space.planes.add().lines.add().events.add().MergeFromString(raw)
    assert find_unknown_fields(space) == [("XSpace.planes[0].lines[0].events[0]", [111])]


# --- HLO protos in JAX profiles ----------------------------------------------------


def _hlo_protos(space):
    """(program name, serialized HloProto) of every `Hlo Proto` stat."""
    out = []
    for plane in space.planes:
        ids = {k for k, m in plane.stat_metadata.items() if m.name == "Hlo Proto"}
        if not ids:
            continue
        for meta in plane.event_metadata.values():
            for stat in meta.stats:
                if stat.metadata_id in ids:
                    out.append((meta.name, stat.bytes_value))
    return out


def test_hlo_protos_in_jax_profile():
    space = _read_xspace(JAX_REFERENCE)
    hlos = _hlo_protos(space)
    assert len(hlos) >= 1
    names = set()
    for program, blob in hlos:
        hlo = hlo_pb2.HloProto.FromString(blob)
        module = hlo.hlo_module
        names.add(module.name)
        assert module.name and program.startswith(module.name), (program, module.name)
        assert any(c.instructions for c in module.computations), program

        computations = {c.id: c for c in module.computations}
        assert module.entry_computation_id in computations
        assert computations[module.entry_computation_id].name == module.entry_computation_name
        instructions = {i.id: i for c in module.computations for i in c.instructions}
        for computation in module.computations:
            assert computation.root_id in instructions
        for inst in instructions.values():
            assert inst.name and inst.opcode, inst
            assert inst.shape.element_type != hlo_pb2.PRIMITIVE_TYPE_INVALID, inst.name
            assert set(inst.operand_ids) <= instructions.keys(), inst.name
            assert set(inst.called_computation_ids) <= computations.keys(), inst.name
            if inst.opcode == "parameter":
                assert inst.shape.element_type in (hlo_pb2.TUPLE, hlo_pb2.TOKEN) or (
                    len(inst.shape.layout.minor_to_major) == len(inst.shape.dimensions)
                ), inst.name

        assignment = hlo.buffer_assignment
        assert assignment.buffer_allocations, program
        buffers = {b.id: b for b in assignment.logical_buffers}
        for buffer in buffers.values():
            assert buffer.size >= 0
            assert buffer.defined_at.instruction_id in instructions
        for allocation in assignment.buffer_allocations:
            for assigned in allocation.assigned:
                assert assigned.logical_buffer_id in buffers
                assert 0 <= assigned.offset and assigned.offset + assigned.size <= allocation.size
        for trace in assignment.heap_simulator_traces:
            for event in trace.events:
                assert event.buffer_id in buffers
                assert event.instruction_name, event
    assert "jit_train_step" in names


# --- ProfilerService / ProfileOptions --------------------------------------------


def test_profiler_service_method_paths():
    service = profiler_service_pb2.DESCRIPTOR.services_by_name["ProfilerService"]
    assert service.full_name == "tensorflow.ProfilerService"
    methods = {m.name: m for m in service.methods}
    assert sorted(methods) == ["Monitor", "Profile", "Terminate"]
    for name, request, response in [
        ("Profile", "ProfileRequest", "ProfileResponse"),
        ("Terminate", "TerminateRequest", "TerminateResponse"),
        ("Monitor", "MonitorRequest", "MonitorResponse"),
    ]:
        assert methods[name].full_name == f"tensorflow.ProfilerService.{name}"
        assert methods[name].input_type.full_name == f"tensorflow.{request}"
        assert methods[name].output_type.full_name == f"tensorflow.{response}"


def test_profiler_service_stub_paths():
    pytest.importorskip("grpc")
    from tb_profile_plugin.protos import profiler_service_grpc

    class RecordingChannel:
        def __init__(self):
            self.paths = []

        def unary_unary(self, path, *args, **kwargs):
            self.paths.append(path)
            return object()

    channel = RecordingChannel()
    profiler_service_grpc.ProfilerServiceStub(channel)
    assert sorted(channel.paths) == [
        "/tensorflow.ProfilerService/Monitor",
        "/tensorflow.ProfilerService/Profile",
        "/tensorflow.ProfilerService/Terminate",
    ]


# Field numbers as upstream declares them (tsl/profiler/protobuf); a guard
# against accidental renumbering.
UPSTREAM_FIELD_NUMBERS = {
    profiler_service_pb2.ProfileRequest: dict(
        duration_ms=1, max_events=2, tools=3, opts=4, repository_root=5,
        session_id=6, host_name=7, tool_options=8, emit_xspace=9,
    ),
    profiler_service_pb2.ToolRequestOptions: dict(output_formats=2, save_to_repo=3),
    profiler_service_pb2.ProfileToolData: dict(name=1, data=2),
    profiler_service_pb2.ProfileResponse: dict(tool_data=6, empty_trace=7, xspace=8),
    profiler_service_pb2.TerminateRequest: dict(session_id=1),
    profiler_service_pb2.MonitorRequest: dict(duration_ms=1, monitoring_level=2, timestamp=3),
    profiler_service_pb2.MonitorResponse: dict(data=1),
    profiler_options_pb2.ProfileOptions: dict(
        include_dataset_ops=1, host_tracer_level=2, device_tracer_level=3,
        python_tracer_level=4, version=5, device_type=6, enable_hlo_proto=7,
        start_timestamp_ns=8, duration_ms=9, repository_path=10, trace_options=11,
        advanced_configuration=12, raise_error_on_start_failure=13, session_id=14,
        override_hostname=15, jax_version=16, jaxlib_version=17,
    ),
    profiler_options_pb2.RemoteProfilerSessionManagerOptions: dict(
        profiler_options=1, service_addresses=2, session_creation_timestamp_ns=3,
        max_session_duration_ms=4, delay_ms=5,
    ),
}


@pytest.mark.parametrize(
    "message", list(UPSTREAM_FIELD_NUMBERS), ids=lambda m: m.DESCRIPTOR.name
)
def test_field_numbers_match_upstream(message):
    numbers = {f.name: f.number for f in message.DESCRIPTOR.fields}
    assert numbers == UPSTREAM_FIELD_NUMBERS[message]


def test_profile_request_round_trip():
    request = profiler_service_pb2.ProfileRequest(
        duration_ms=2000,
        max_events=1_000_000,
        tools=["trace_viewer", "op_profile"],
        repository_root="/logs/run/plugins/profile",
        session_id="2026_01_02_03_04_05",
        host_name="worker-0",
    )
    request.tool_options["trace_viewer"].output_formats = "json"
    opts = request.opts
    opts.version = 1
    opts.host_tracer_level = 2
    opts.device_tracer_level = 1
    opts.python_tracer_level = 1
    opts.device_type = profiler_options_pb2.ProfileOptions.GPU
    opts.duration_ms = 2000
    opts.trace_options.host_traceme_filter_mask = 0xFFFF
    opts.advanced_configuration["tpu_trace_mode"].int64_value = 2

    blob = request.SerializeToString()
    back = profiler_service_pb2.ProfileRequest.FromString(blob)
    assert back == request
    assert back.opts.host_tracer_level == 2
    assert back.opts.device_type == profiler_options_pb2.ProfileOptions.GPU
    assert back.opts.advanced_configuration["tpu_trace_mode"].WhichOneof("value") == "int64_value"
    assert back.tool_options["trace_viewer"].output_formats == "json"
    assert not len(UnknownFieldSet(back))
    # duration_ms is field 1, varint: 2000 = 0xd0 0x0f.
    assert blob.startswith(b"\x08\xd0\x0f")


def test_profile_options_written_by_jax():
    # The `profile_options` stat of the reference JAX profile's
    # "Task Environment" plane, as JAX 0.10 serialized it.
    blob = b"\x08\x01\x10\x02\x18\x01 \x01(\x018\x01"
    opts = profiler_options_pb2.ProfileOptions.FromString(blob)
    assert opts.include_dataset_ops
    assert (opts.host_tracer_level, opts.device_tracer_level, opts.python_tracer_level) == (2, 1, 1)
    assert opts.version == 1 and opts.enable_hlo_proto
    assert not len(UnknownFieldSet(opts))
