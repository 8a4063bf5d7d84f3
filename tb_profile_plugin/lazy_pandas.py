"""pandas, imported on first use.

Opening a profile's trace viewer needs no pandas, and importing it costs a
TensorBoard process ~40 MiB and ~0.15 s at start. Modules write `pd.X` as
usual; the first attribute asked for imports pandas, and each attribute is
kept on the stand-in after its first use.
"""

from __future__ import annotations

import sys


class _Pandas:
    def __getattr__(self, name: str):
        import pandas

        value = getattr(pandas, name)
        setattr(self, name, value)  # found directly from now on
        return value


pd = _Pandas()


def loaded():
    """The pandas module if something imported it, else None: no object can
    be a DataFrame before then, so a type check need not import it."""
    return sys.modules.get("pandas")
