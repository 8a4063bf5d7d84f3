"""`tb-profile summary`: devices, steps and the top ops of a run's profiles, as
terminal text (not a tab of the menu, so not in the registry). The steps are
overview_page's (analysis/steps.py; PyTorch runs: torch-tb-profiler's ProfilerStep#N
steps of analysis/gpu_steps.py, with the DataLoader share and verdict of the overview),
the ops tensorflow_stats' (analysis/op_stats.py).
"""

from __future__ import annotations

from typing import Sequence

from ..analysis import gpu_steps, op_stats, steps
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
        torch = gpu_steps.host_gpu_steps(profile)
        if torch is not None:  # a PyTorch run: the overview's ProfilerStep#N steps
            lines.extend(_pytorch_steps(gpu_steps.block_of([torch])))
            continue
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


def _pytorch_steps(block: dict) -> list[str]:
    avg = block["average"]
    if block["whole_profile"]:
        head = f"  steps: no ProfilerStep#N markers; {block['source']}: {avg['step_time_us'] / 1e3:.3f} ms"
    else:
        removed = f"; left out {', '.join(block['removed_steps'])}" if block["removed_steps"] else ""
        head = (f"  steps: {len(block['rows'])} (from {block['source']}{removed}), "
                f"average step time {avg['step_time_us'] / 1e3:.3f} ms")
    parts = ", ".join(f"{c['label']} {avg['percent'][c['id']]:.1f}%" for c in block["categories"])
    return [head, f"  step time breakdown: {parts}", f"  input: {gpu_steps.input_verdict(block)['statement']}"]
