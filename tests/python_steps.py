"""How much Python a call runs: a count that complexity checks compare in place of a
wall-clock time (issue 44), so a loaded machine cannot fail them.

`python_steps(fn)` counts the Python lines run and the C functions called while
`fn()` runs on this thread (sys.settrace and sys.setprofile). numpy's loops are
single C calls, so vectorized work over n events counts the same for 2n, where a
per-event Python loop (a comprehension included) doubles it. Set
tb_profile_plugin.parallel.WORKERS to 1 first: chunks on pool threads go uncounted.
"""

from __future__ import annotations

import sys


def python_steps(fn, *args, **kwargs):
    """(fn(*args, **kwargs), steps)."""
    steps = 0

    def trace(frame, event, arg):
        nonlocal steps
        steps += 1  # a call, a line, a return
        return trace

    def profile(frame, event, arg):
        nonlocal steps
        if event == "c_call":
            steps += 1

    old_trace, old_profile = sys.gettrace(), sys.getprofile()
    sys.settrace(trace)
    sys.setprofile(profile)
    try:
        result = fn(*args, **kwargs)
    finally:
        sys.settrace(old_trace)
        sys.setprofile(old_profile)
    return result, steps
