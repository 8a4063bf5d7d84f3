"""Step detection (the basic version: markers only).

Steps come from device "Steps" lines when a device plane has them, else from
host events that carry a `step_num` stat (`tf.profiler.experimental.Trace(...,
step_num=N, _r=1)`, Keras' profiled batches, JAX `StepTraceAnnotation`). For
each step number the longest such event is the step.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ..profile import Profile, schema

COLUMNS = ["step_num", "start_ps", "duration_ps", "source"]


def step_markers(profile: Profile) -> pd.DataFrame:
    """One row per step: step_num, start_ps, duration_ps, source (plane name).

    Empty when the profile has no step markers.
    """
    for plane in profile.device_planes:
        line = plane.line_named(schema.STEP_LINE)
        if line is None or not line.num_events:
            continue
        rows = np.arange(line.start, line.stop)
        ev = plane.events
        numbers = plane.stat(schema.STEP_NUM).for_events(len(ev), fill=-1)[rows]
        numbers = np.where(numbers >= 0, numbers, np.arange(len(rows)))
        return pd.DataFrame({
            "step_num": numbers.astype(np.int64),
            "start_ps": ev.start_ps[rows],
            "duration_ps": ev.duration_ps[rows],
            "source": plane.name,
        })
    host = profile.host_plane
    if host is None or not len(host.events):
        return pd.DataFrame(columns=COLUMNS)
    steps = host.stat(schema.STEP_NUM)
    if not len(steps):
        return pd.DataFrame(columns=COLUMNS)
    ev = host.events
    df = pd.DataFrame({
        "step_num": steps.values.astype(np.int64),
        "start_ps": ev.start_ps[steps.events],
        "duration_ps": ev.duration_ps[steps.events],
    })
    df = df.sort_values(["step_num", "duration_ps"], ascending=[True, False]).drop_duplicates("step_num")
    df["source"] = host.name
    return df.sort_values("start_ps").reset_index(drop=True)
