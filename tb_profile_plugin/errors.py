"""Typed errors raised below the HTTP layer.

Each carries a message a user can act on. `plugin.py` maps the classes to HTTP
status codes; nothing here knows about HTTP.
"""


class ProfilerError(Exception):
    """Base class: `str(err)` is safe to show to a user."""


class BadParameter(ProfilerError):
    """A request parameter is missing or malformed."""


class NotFound(ProfilerError):
    """A run, host, tool or module name does not resolve."""


class UnknownRun(NotFound):
    pass


class UnknownHost(NotFound):
    pass


class UnknownTool(NotFound):
    pass


class OutsideLogdir(NotFound):
    """A profile file of the logdir resolves to a place outside it (e.g. swapped for a symlink
    out after the logdir was scanned): refused when it is opened, like a file that is not there."""


class ToolUnavailable(NotFound):
    """The tool exists but the run's data cannot feed it (the message says why)."""


class ProfileError(ProfilerError):
    """A profile file cannot be read: truncated, corrupt or not an XSpace."""

    def __init__(self, path, reason):
        self.path = str(path)
        self.reason = reason
        super().__init__(f"cannot read profile {self.path}: {reason}")

    def __reduce__(self):  # crosses process boundaries (Dask workers) whole
        return type(self), (self.path, self.reason)


class ProfileChanged(ProfileError):
    """The file is not the version a request began to read (it was replaced or rewritten
    meanwhile): nothing of it is answered or cached; a new request reads the new one (409)."""

    def __init__(self, path, reason: str = "the profile changed while it was read; retry"):
        super().__init__(path, reason)


class InflateBusy(ProfilerError):
    """Other reads hold the gzip inflate budget (profile/inflate.py); the request may be
    retried (503)."""


class NotBuilt(ProfilerError):
    """A feature that this version does not provide yet (the message says which)."""


class Unsupported(ProfilerError):
    """This installation or the remote side cannot do what was asked (the message says what is
    missing and what to do instead): e.g. no TPU cluster resolver is installed, or a profiler
    server does not implement monitoring."""


class StorageError(ProfilerError):
    """A remote logdir (gs://, s3://) that cannot be listed or read: no bucket, no
    permission, no network. The message names the URL, never credentials."""


class ExecutorError(ProfilerError):
    """The cluster that runs per-host work (a Dask scheduler) cannot be reached or did not
    answer in time. The message names the scheduler's address."""


class CaptureError(ProfilerError):
    """A capture or monitoring query got nothing from the profiler servers, or the TPU name could
    not be resolved. `hosts` holds the per-host results (JSON-able dicts) when hosts were tried;
    `result` the whole CaptureResult then."""

    def __init__(self, message: str, hosts=(), result=None):
        super().__init__(message)
        self.hosts = list(hosts)
        self.result = result


def why(e: BaseException) -> str:
    """A third-party exception (storage backends, the Dask client) for a message: its kind
    and the first line of its text, at most 300 characters. Neither fsspec backends nor Dask
    put credentials in their messages."""
    lines = str(e).strip().splitlines()
    return f"{type(e).__name__}: {lines[0][:300] if lines else ''}"
