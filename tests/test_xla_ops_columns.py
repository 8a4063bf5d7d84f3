"""xla_ops' per-event columns on the real accelerator profiles: op names read per metadata
entry (the XLA Ops line's events are named by it), grouped in numpy, equal to the per-row
pandas reading they replace (issue 42: speed of the TPU tools)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from conftest import accelerator_xplane
from tb_profile_plugin.analysis import xla_ops
from tb_profile_plugin.profile import Plane, ids, schema, xspace

PROFILES = ("tpu_v6e_x4_inference", "jax_mi300x_conv")


def _parts(name):
    profile = xspace.load(accelerator_xplane(name))
    found = [xla_ops._device_rows(plane) for plane in profile.device_planes]
    return [p for p in found if p is not None]


def _reference_ops(part) -> np.ndarray:
    """The op of each row as read before: `hlo_op` of every row (event, else metadata), else
    (XLA Ops line) the metadata's name; its last `::` part."""
    plane, rows = part.plane, part.rows
    ops = plane.stat_at(schema.HLO_OP, rows)
    if part.kind == "xla_ops_line":
        mds = xla_ops._metadata_list(plane)
        names = np.array([m.display_name or m.name for m in mds] + [""], dtype=object)
        ops = np.where(ops != "", ops, names[plane.metadata_codes()[rows]])
    return np.array([str(t).split("::")[-1] for t in ops], dtype=object)


@pytest.mark.parametrize("name", PROFILES)
def test_op_names_and_codes_as_per_row_reading(name):
    parts = _parts(name)
    assert parts
    for part in parts:
        assert part.op.tolist() == _reference_ops(part).tolist()
        # Equal names, equal codes, and only those.
        pairs = pd.DataFrame({"op": part.op, "code": part.op_code}).drop_duplicates()
        assert pairs["op"].is_unique and pairs["code"].is_unique


@pytest.mark.parametrize("name", PROFILES)
def test_groups_as_pandas_ngroup(name):
    for part in _parts(name):
        program_id, has_pid = ids.stat_ids_at(part.plane, schema.PROGRAM_ID, part.rows)
        module_name = part.plane.stat_at(schema.HLO_MODULE, part.rows)
        ours = xla_ops._first_seen_groups(has_pid, program_id, module_name, part.op_code)
        theirs = pd.DataFrame({"known": has_pid, "pid": program_id, "mname": module_name, "op": part.op}).groupby(
            ["known", "pid", "mname", "op"], sort=False).ngroup().to_numpy()
        assert ours.tolist() == theirs.tolist()


def test_tpu_op_names_read_per_metadata_entry(monkeypatch):
    """On TPU the XLA Ops line's names and hlo_op stats are its metadata's: only the rows
    with an event-level `hlo_op` are read one by one (none on tpu_v6e's XLA Ops lines)."""
    profile = xspace.load(accelerator_xplane("tpu_v6e_x4_inference"))
    asked = []
    real = Plane.stat_at

    def counting(self, name, rows, numeric=False):
        if name == schema.HLO_OP:
            asked.append(len(rows))
        return real(self, name, rows, numeric)

    monkeypatch.setattr(Plane, "stat_at", counting)
    events = 0
    for plane in profile.device_planes:
        part = xla_ops._device_rows(plane)
        events += len(part.rows)
    assert events > 0 and sum(asked) == 0
