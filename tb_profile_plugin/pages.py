"""How the server's large arrays take their memory from the system.

numpy (1.20 on, Linux) advises the kernel to back every array of 4 MiB or more
with transparent huge pages (MADV_HUGEPAGE). A request here makes and drops
hundreds of MiB of such arrays, most used once. Each new huge page is 2 MiB the
kernel must find free and contiguous (compacting memory first when it is
fragmented: the `defrag` default for advised memory) and zero. Where the host
has taken idle memory back (a VM whose balloon reports free pages, which it
does by 2 MiB blocks), every such page is a fresh one. On the benchmark VM the
10M-event first trace window took 2.2-3.1 s with the advice and 1.47-1.53 s
without; the 1M overview's spread narrowed from 0.35-0.48 s to 0.37-0.39 s
(bench/README.md). Plain 4 KiB pages are what the allocator reuses.
"""

from __future__ import annotations

import os
import threading

_lock = threading.Lock()
_decided = False


def prefer_small() -> None:
    """Turns numpy's huge-page advice off for this process, once; a user who set
    NUMPY_MADVISE_HUGEPAGE (numpy's own switch) keeps what they chose."""
    global _decided
    with _lock:
        if _decided:
            return
        _decided = True
        if "NUMPY_MADVISE_HUGEPAGE" in os.environ:
            return
        switch = _numpy_switch()
        if switch is not None:
            switch(False)


def _numpy_switch():
    import importlib

    for name in ("numpy._core.multiarray", "numpy.core.multiarray"):  # numpy 2, numpy 1
        try:
            switch = getattr(importlib.import_module(name), "_set_madvise_hugepage", None)
        except ImportError:
            continue
        if switch is not None:
            return switch
    return None
