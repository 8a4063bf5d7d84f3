"""Per framework op statistics (TensorFlow / JAX ops) on hosts and devices.

Framework op events are found from their metadata, once per metadata entry:
- on the host plane, TensorFlow op events named `<op name>:<op type>`, and
  tf.data iterator events (`Iterator::...`, type "Dataset");
- on device planes, the events of the "TensorFlow Ops" / "Framework Ops" lines.
Self time is an op's time minus the time of op events nested in it on the same
line (nesting.py). Everything is computed per plane with numpy and merged with
pandas; no loop runs per event.
"""

from __future__ import annotations

import re
from typing import Sequence

import numpy as np
import pandas as pd

from ..profile import Plane, Profile, schema
from . import nesting

# TensorFlow's op name and type grammar (tensorflow/core/framework/node_def_util).
_TF_OP = re.compile(r"^(?P<name>[A-Za-z0-9.][A-Za-z0-9_.\-/>]*):(?P<type>[A-Za-z_][A-Za-z0-9_]*)$")

HOST = "Host"
DEVICE = "Device"

COLUMNS = ["host_or_device", "type", "name", "occurrences", "total_ps", "self_ps"]


DATASET_OP_PREFIX = "Iterator::"
DATASET_OP_TYPE = "Dataset"


def parse_tf_op(fullname: str) -> tuple[str, str] | None:
    """`a/b/MatMul:MatMul` -> ("a/b/MatMul", "MatMul"); `Iterator::Root::Map`
    -> ("Iterator::Root::Map", "Dataset"); None if not an op."""
    if fullname.startswith(DATASET_OP_PREFIX):
        return fullname, DATASET_OP_TYPE
    m = _TF_OP.match(fullname)
    return (m["name"], m["type"]) if m else None


def _framework_op_name(fullname: str) -> tuple[str, str]:
    """Name and type of an event on a device framework-op line."""
    parsed = parse_tf_op(fullname)
    if parsed:
        return parsed
    return fullname, fullname.rsplit("/", 1)[-1] or fullname


def _plane_ops(plane: Plane, where: str) -> pd.DataFrame:
    events = plane.events
    if not len(events):
        return pd.DataFrame(columns=COLUMNS)
    md_ids = np.array(sorted(plane.event_metadata), dtype=np.int64)
    if where == HOST:
        parsed = [parse_tf_op(plane.event_metadata[int(i)].name) for i in md_ids]
        mask = np.ones(len(events), bool)
    else:
        parsed = [_framework_op_name(plane.event_metadata[int(i)].name) for i in md_ids]
        op_lines = [
            k for k, line in enumerate(plane.lines)
            if line.name in (schema.TF_OPS_LINE, schema.FRAMEWORK_OPS_LINE)
        ]
        mask = np.isin(events.line, op_lines)
    is_op_md = np.array([p is not None for p in parsed] + [False])
    codes = plane.metadata_codes()
    mask &= is_op_md[codes]
    rows = np.flatnonzero(mask)
    if not len(rows):
        return pd.DataFrame(columns=COLUMNS)
    start = events.start_ps[rows]
    dur = events.duration_ps[rows]
    parent = nesting.parents(events.line[rows], start, start + dur)
    self_ps = nesting.self_time(dur, parent)
    names = np.array([p[0] if p else "" for p in parsed], dtype=object)
    types = np.array([p[1] if p else "" for p in parsed], dtype=object)
    op_codes = codes[rows]
    df = pd.DataFrame({"code": op_codes, "total_ps": dur, "self_ps": self_ps})
    g = df.groupby("code", sort=False).agg(
        occurrences=("total_ps", "size"), total_ps=("total_ps", "sum"), self_ps=("self_ps", "sum")
    )
    g = g.reset_index()
    g["name"] = names[g["code"].to_numpy()]
    g["type"] = types[g["code"].to_numpy()]
    g["host_or_device"] = where
    return g[COLUMNS]


def framework_op_stats(profiles: Sequence[Profile]) -> pd.DataFrame:
    """One row per (host/device, op type, op name), summed over the profiles.

    Columns: host_or_device, type, name, occurrences, total_ps, self_ps,
    sorted by self time, largest first.
    """
    frames = []
    for profile in profiles:
        for plane in profile.planes:
            if plane.name == schema.HOST_PLANE:
                frames.append(_plane_ops(plane, HOST))
            elif schema.is_device_plane(plane.name):
                frames.append(_plane_ops(plane, DEVICE))
    frames = [f for f in frames if len(f)]
    if not frames:
        return pd.DataFrame(columns=COLUMNS).astype(
            {"occurrences": np.int64, "total_ps": np.int64, "self_ps": np.int64}
        )
    df = pd.concat(frames, ignore_index=True)
    df = df.groupby(["host_or_device", "type", "name"], sort=False, as_index=False).sum()
    df = df.sort_values(["self_ps", "total_ps", "name"], ascending=[False, False, True], kind="stable")
    return df.reset_index(drop=True)
