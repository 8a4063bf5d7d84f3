"""Test harness, not part of the package: a server started with this folder
on PYTHONPATH decodes each plane TBP_TEST_SLOW_PLANE_S seconds slower and
builds each trace index TBP_TEST_SLOW_INDEX_S seconds slower, so a browser
test sees a cold load of a small real profile take seconds, as a big one
does. Python imports sitecustomize at start-up; only the progress test's
server (tests/browser/conftest.py, logdir "slow") has this folder on its path.
"""

import os
import time


def _slower(module, name: str, seconds: float) -> None:
    real = getattr(module, name)

    def slow(*args, **kwargs):
        time.sleep(seconds)
        return real(*args, **kwargs)

    setattr(module, name, slow)


_plane_s = float(os.environ.get("TBP_TEST_SLOW_PLANE_S") or 0)
_index_s = float(os.environ.get("TBP_TEST_SLOW_INDEX_S") or 0)
if _plane_s or _index_s:
    from tb_profile_plugin.analysis import trace_index
    from tb_profile_plugin.profile import xspace

    if _plane_s:
        _slower(xspace, "_plane", _plane_s)
    if _index_s:
        # After build's own progress report: the page sees "indexing" while it waits.
        _slower(trace_index, "_plane_order", _index_s)
