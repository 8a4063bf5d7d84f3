"""The session directory a capture writes into, and how files land there.

`LOGDIR/plugins/profile/<YYYY_MM_DD_HH_MM_SS>/<host>.xplane.pb`, the layout the
profilers write. A capture always makes a new directory (created exclusively,
so an existing session is never reused, overwritten or deleted), writes each
file under a temporary name and renames it, and removes what it created when
nothing was captured.
"""

from __future__ import annotations

import logging
import os
import time
import uuid
from pathlib import Path
from typing import Callable

from ..errors import BadParameter, ProfilerError

logger = logging.getLogger(__name__)

PLUGIN_DIR = ("plugins", "profile")
XPLANE_SUFFIX = ".xplane.pb"
_TMP_MARK = ".tmp-"
_MAX_SUFFIX = 1000


def repository_root(logdir: str | os.PathLike) -> Path:
    """`LOGDIR/plugins/profile`: the ProfileRequest's repository_root."""
    return Path(logdir).expanduser().joinpath(*PLUGIN_DIR)


def session_name(now: float) -> str:
    """The profilers' session name for a time: local `YYYY_MM_DD_HH_MM_SS`."""
    return time.strftime("%Y_%m_%d_%H_%M_%S", time.localtime(now))


class Session:
    """A new session directory under a logdir, owned by one capture."""

    def __init__(self, logdir: str | os.PathLike, *, clock: Callable[[], float] = time.time):
        logdir = Path(logdir).expanduser()
        if logdir.exists() and not logdir.is_dir():
            raise BadParameter("the logdir is not a directory")
        self.root = repository_root(logdir)
        # Remember what we create, to remove exactly that when nothing lands.
        self._created: list[Path] = []
        missing = []
        for parent in (self.root, *self.root.parents):
            if parent.exists():
                break
            missing.append(parent)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            self._created.extend(missing)
            self.name, self.directory = self._make_directory(session_name(clock()))
        except OSError as e:  # its message would show the absolute path
            raise ProfilerError(f"cannot create a new run under plugins/profile in the logdir: "
                                f"{e.strerror or type(e).__name__}") from None
        self._created.insert(0, self.directory)

    def _make_directory(self, base: str) -> tuple[str, Path]:
        # mkdir fails when the name exists: two captures in the same second, or a
        # session written by the program itself, are never shared or touched.
        for n in range(_MAX_SUFFIX):
            name = base if n == 0 else f"{base}_{n}"
            path = self.root / name
            try:
                path.mkdir()
            except FileExistsError:
                continue
            return name, path
        raise BadParameter(f"cannot pick a new session name under plugins/profile: {base}_* all exist")

    def file_path(self, host: str) -> Path:
        return self.directory / f"{host}{XPLANE_SUFFIX}"

    def write(self, host: str, data: bytes) -> Path:
        """Writes `<host>.xplane.pb` atomically: a temporary name, then a rename."""
        final = self.file_path(host)
        # The temporary name does not end in .xplane.pb, so no reader lists it.
        tmp = self.directory / f".{host}{XPLANE_SUFFIX}{_TMP_MARK}{uuid.uuid4().hex[:8]}"
        try:
            with open(tmp, "xb") as f:
                f.write(data)
            os.replace(tmp, final)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return final

    def discard(self, host: str) -> None:
        """Removes a host's file (e.g. an empty trace a server wrote itself)."""
        self.file_path(host).unlink(missing_ok=True)

    def has_files(self) -> bool:
        try:
            return any(True for _ in os.scandir(self.directory))
        except OSError:
            return False

    def remove_if_empty(self) -> bool:
        """Removes the directories this capture created, if nothing is in them.

        Leftover temporary files of this capture are removed first; anything
        else keeps the directory (and is logged).
        """
        try:
            for entry in os.scandir(self.directory):
                if _TMP_MARK in entry.name and entry.name.startswith("."):
                    Path(entry.path).unlink(missing_ok=True)
        except OSError:
            pass
        removed = False
        for path in self._created:
            try:
                path.rmdir()
                removed = True
            except FileNotFoundError:
                continue
            except OSError:
                if path == self.directory:
                    logger.warning("capture left %s in place: it is not empty", path)
                break
        return removed
