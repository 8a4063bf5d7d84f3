"""`tb-profile summary`: devices, steps and the top ops of a run's profiles, as
terminal text (not a tab of the menu, so not in the registry). The steps are
overview_page's (analysis/steps.py), the ops tensorflow_stats' (analysis/op_stats.py).
"""

from __future__ import annotations

from typing import Sequence

from ..analysis import op_stats, steps
from ..profile import Profile, schema


def summary_text(profiles: Sequence[Profile]) -> str:
    lines = []
    for profile in profiles:
        first, last = profile.time_span_ps()
        lines.append(f"host {profile.host}: {profile.num_events:,} events over {(last - first) / 1e9:.3f} ms")
        for plane in profile.planes:
            if len(plane.events) or schema.is_device_plane(plane.name):
                lines.append(f"  plane {plane.name}: {len(plane.lines)} lines, {len(plane.events):,} events")
        devices = [p.name for p in profile.device_planes]
        lines.append(f"  devices: {', '.join(devices) if devices else 'none (host only)'}")
        # The steps overview_page shows (first and last left out past 5 steps).
        block = steps.steps_block([profile])
        if not block["whole_profile"] and block["rows"]:
            st = block["step_time"]
            dropped = f"; left out {', '.join(block['dropped'])}" if block["dropped"] else ""
            lines.append(f"  steps: {st['count']} (from {block['source']}{dropped}), "
                         f"average step time {st['avg_ms']:.3f} ms")
        else:
            lines.append("  steps: no step markers found")
    ops = op_stats.framework_op_stats(profiles).head(10)
    if len(ops):
        lines.append("top 10 ops by self time:")
        lines.append(f"  {'self ms':>10} {'total ms':>10} {'count':>7}  where   type / name")
        for row in ops.itertuples():
            lines.append(
                f"  {row.self_ps / 1e9:>10.3f} {row.total_ps / 1e9:>10.3f} {row.occurrences:>7}  "
                f"{row.host_or_device:<6}  {row.type} / {row.name}"
            )
    else:
        lines.append("no TensorFlow/framework op events")
    return "\n".join(lines)
