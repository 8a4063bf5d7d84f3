"""XLA ops on the real TPU v6e and AMD MI300X profiles, against XProf 2.24.2's outputs.

tests/fixtures/accelerators (README there): program ids above 2^63 stay exact from the wire
to the JSON and join every op to its HLO; TPU op times are the device's own
(`device_duration_ps`, nested on `device_offset_ps`), so op_profile and hlo_stats equal
XProf's to the picosecond.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from conftest import PlaneBuilder, accelerator_xplane, accelerator_xprof
from tb_profile_plugin.analysis import hlo, xla_ops
from tb_profile_plugin.profile import cache, ids, xspace
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.service import Service

TPU, MI300X = "tpu_v6e_x4_inference", "jax_mi300x_conv"


def _tool(name: str, tool: str) -> dict:
    service = Service.for_path(accelerator_xplane(name).parent, cache=cache.from_setting("none"))
    (run,) = service.runs()
    return json.loads(service.tool_json(run, tool, None, {}))


def _nodes(node: dict, path: str = "", out: dict | None = None) -> dict:
    out = {} if out is None else out
    out[f"{path}/{node['name']}"] = node
    for child in node.get("children", []):
        _nodes(child, f"{path}/{node['name']}", out)
    return out


# -- 64-bit ids -------------------------------------------------------------------------

def test_as_id_is_exact_above_2_63():
    big = 17342868964687645945
    assert ids.as_id(big) == big
    assert ids.as_id(big - 2**64) == big  # its int64 bit pattern
    assert ids.as_id(str(big)) == big
    assert ids.as_id(np.uint64(big)) == big
    assert ids.as_id(float(big)) is None  # a double holds no exact id up there
    assert ids.as_id(26.0) == 26
    assert ids.as_id(None) is None and ids.as_id("x") is None and ids.as_id(True) is None
    assert ids.suffix_id("jit_f(12190760917235803885)") == 12190760917235803885
    assert ids.suffix_id("jit_f") is None


def test_stat_ids_at_reads_events_and_metadata_exactly(tmp_path):
    """Ids above 2^63 as uint64 event stats, as int64 bits, as text and on the metadata;
    ids between 2^53 and 2^63 stay exact too."""
    space = xplane_pb2.XSpace()
    plane = PlaneBuilder(space, "/device:TPU:0")
    big, mid = 17342868964687645945, 2**60 + 7
    md_big = plane.event_metadata("fusion.1", stats={"program_id": big})
    md_none = plane.event_metadata("fusion.2")
    line = plane.line("XLA Ops")
    plane.event(line, "fusion.1", 0, 10)                                    # metadata's id
    plane.event(line, "fusion.2", 10, 10, stats={"program_id": big})        # uint64
    plane.event(line, "fusion.2", 20, 10, stats={"program_id": mid})        # int64 above 2^53
    plane.event(line, "fusion.2", 30, 10, stats={"program_id": str(big)})   # text
    plane.event(line, "fusion.2", 40, 10)                                   # none
    assert md_big != md_none
    path = tmp_path / "host0.xplane.pb"
    path.write_bytes(space.SerializeToString())
    device = xspace.load(path).plane("/device:TPU:0")
    values, known = ids.stat_ids_at(device, "program_id", np.arange(5))
    assert known.tolist() == [True, True, True, True, False]
    assert values[:4].tolist() == [big, big, mid, big]


def test_program_ids_of_modules_are_exact():
    """JAX on TPU writes `jit_f(12190760917235803885)` with no program_id stat."""
    profile = xspace.load(accelerator_xplane(TPU))
    names = hlo.module_names([profile])
    assert "jit_f(12190760917235803885)" in names
    assert hlo.program_id(profile, "jit_f(12190760917235803885)") == 12190760917235803885
    assert hlo.program_id(profile, "jit__psum(9646411105960254074)") == 9646411105960254074
    gpu = xspace.load(accelerator_xplane(MI300X))
    assert hlo.program_id(gpu, "jit_forward_3d_conv(15)") == 15


@pytest.mark.parametrize("name", [TPU, MI300X])
def test_every_op_is_joined_to_its_hlo(name):
    data = xla_ops.xla_ops(xspace.load(accelerator_xplane(name)))
    assert data.unmatched == []
    assert (data.ops["hlo_row"] >= 0).all()
    assert "unknown program" not in set(data.ops["program"])


# -- op times against XProf ----------------------------------------------------------------

@pytest.mark.parametrize("name", [TPU, MI300X])
def test_op_profile_times_equal_xprofs(name):
    """Every node of XProf's op_profile by program (programs, categories, ops, IDLE) has our
    time to the picosecond, and the same program id."""
    ours = _nodes(_tool(name, "op_profile")["root"])
    ref = _nodes(accelerator_xprof(name, "op_profile")["byProgram"])
    compared = 0
    for path, node in ref.items():
        if path.endswith("and its duplicate(s)"):  # XProf's node for deduplicated ops: not ours
            continue
        parts = path.split("/")
        if len(parts) > 2 and parts[-2].endswith("and its duplicate(s)"):
            path = "/".join(parts[:-2] + parts[-1:])
        elif any(p.endswith("and its duplicate(s)") for p in parts):  # fused ops of a deduplicated op
            continue
        mine = ours.get(path)
        assert mine is not None, path
        if "time_ps" in mine["metrics"]:
            assert mine["metrics"]["time_ps"] == node["metrics"]["rawTime"], path
            compared += 1
        xla = node.get("xla") or {}
        if xla.get("programId") not in (None, "0"):
            assert str(mine["xla"]["program_id"]) == xla["programId"], path
    assert compared >= (27 if name == TPU else 9)
    summary = _tool(name, "op_profile")["hlo"]
    assert summary["matched_ops"] == summary["ops"] > 0


def test_hlo_stats_equal_xprofs_on_tpu():
    """Program ids, framework ops, occurrences and times of every HLO op equal XProf's."""
    ref = accelerator_xprof(TPU, "hlo_stats")
    cols = [c["id"] for c in ref["cols"]]
    theirs = {(r["c"][cols.index("program_id")]["v"], r["c"][cols.index("hlo_op_name")]["v"]):
              {k: c["v"] for k, c in zip(cols, r["c"])} for r in ref["rows"]}
    data = _tool(TPU, "hlo_stats")
    ocols = [c["id"] for c in data["columns"]]
    ours = {(r[ocols.index("program_id")], r[ocols.index("hlo_op_name")]): dict(zip(ocols, r)) for r in data["rows"]}
    assert set(ours) == set(theirs)
    assert {pid for pid, _ in ours} == {"12190760917235803885", "9646411105960254074", "11287434908481120160"}
    for key, row in theirs.items():
        mine = ours[key]
        for col in ("category", "tf_op_name", "occurrences", "hlo_op_expression"):
            assert mine[col] == row[col], (key, col)
        for col in ("total_time", "avg_time", "total_self_time", "avg_self_time", "total_self_time_percent"):
            assert mine[col] == pytest.approx(row[col], rel=1e-9, abs=1e-9), (key, col)


def test_small_message_fields():
    """The reader of descriptor-less stats (memory_access_breakdown, core_details)."""
    from tb_profile_plugin.profile import message

    # A real TPU op's breakdown: one entry {1: write, 2: HBM, 3: 5 GiB}.
    breakdown = b"\n\n\x08\x02\x10\x01\x18\x80\x80\x80\x80\x14"
    ((number, entry),) = message.fields(breakdown)
    assert number == 1 and message.fields(entry) == [(1, 2), (2, 1), (3, 5 * 2**30)]
    assert message.fields(b"") == []
    assert message.fields(b"\x0d\x00\x00\x00\x00\x08\x07") == [(1, 7)]  # a fixed32 skipped
    for bad in (b"\x08", b"\n\x05ab", b"\x0b", b"\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"):
        with pytest.raises(ValueError):
            message.fields(bad)
