"""The tool registry: names, aliases, converters, and which tools a run offers.

Every tool of TensorBoard's profiler is listed, in the order its tool menu
shows them. A tool is available for a run when its converter is built and the
profile's data can feed it; otherwise `availability` gives a reason a user can
read. Converters are pure: `convert(profiles, options) -> dict` (JSON-able),
one Profile per selected host. Streaming tools also have `stream(...)`
yielding bytes of the same JSON.

Each tool declares the options it takes, with their parser (params.py);
`Tool.parse_options` checks a request's options against them: an undeclared
one, or a bad value, is a BadParameter naming it, and only the declared
options, spelled one way each, reach the converter and the result cache key.
`hosts=a,b` (SELECTOR_OPTIONS) selects several hosts for any tool; it reaches
only the converters that declare it.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
from typing import Callable, Iterator, Mapping, Sequence

from .. import params
from ..analysis import parts
from ..errors import ToolUnavailable, UnknownTool
from ..profile import Profile, schema

logger = logging.getLogger(__name__)


def _has_events(profiles: Sequence[Profile]) -> str | None:
    if any(p.num_events for p in profiles):
        return None
    return "the profile has no trace events (was a step running while it was captured?)"


def _has_planes(test: Callable[[str], bool], what: str) -> Callable[[Sequence[Profile]], str | None]:
    def check(profiles):
        if any(test(plane.name) for p in profiles for plane in p.planes):
            return None
        return f"no {what} in this profile"
    return check


def _has_event_named(names: tuple[str, ...], reason: str, prefix: bool = False):
    def check(profiles):
        for p in profiles:
            for plane in p.planes:
                for md in plane.event_metadata.values():
                    if (md.name.startswith(names) if prefix else md.name in names):
                        return None
        return reason
    return check


def _has_hlo(profiles: Sequence[Profile]) -> str | None:
    for p in profiles:
        plane = p.plane(schema.METADATA_PLANE)
        if plane and any(schema.HLO_PROTO in md.stats for md in plane.event_metadata.values()):
            return None
    return ("no XLA programs (HLO protos) in this profile: JAX and XLA-compiled "
            "TensorFlow programs record them")


def _has_gpu_activity(profiles: Sequence[Profile]) -> str | None:
    for p in profiles:
        if any(schema.is_gpu_plane(plane.name) and len(plane.events) for plane in p.planes):
            return None
    return ("no GPU activity (no /device:GPU:N plane with events) in this run: the distributed "
            "view needs GPU kernels (PyTorch: profile with ProfilerActivity.CUDA)")


def _has_xla_ops(profiles: Sequence[Profile]) -> str | None:
    if _has_hlo(profiles) is None:
        return None
    for p in profiles:
        for plane in p.device_planes:
            if plane.line_named(schema.XLA_OP_LINE):
                return None
    return "no XLA programs or XLA op events in this profile"


def _pod_steps(profiles: Sequence[Profile]) -> str | None:
    """pod_viewer reads XProf's step breakdown per core; a PyTorch run's steps are
    torch-tb-profiler's, per rank in `distributed` and per step in overview_page. A
    CPU-only run has no cores to lay out: its one host's steps are overview_page's."""
    from ..analysis import gpu_steps  # a Kineto trace: its metadata carries the Kineto category

    if profiles and all(gpu_steps.applies(p) for p in profiles):
        return ("a PyTorch run: its per-rank step breakdown is in distributed, its steps in "
                "overview_page (pod_viewer shows TPU pods and XProf's step breakdown)")
    if profiles and not any(p.device_planes for p in profiles):
        return ("a CPU-only run (no TPU or GPU device planes): its step breakdown is in "
                "overview_page and input_pipeline_analyzer (pod_viewer lays out a pod's cores)")
    return _has_events(profiles)


# Selectors every tool takes besides `host` (the service picks the hosts' profiles).
SELECTOR_OPTIONS: Mapping[str, params.Spec] = {"hosts": params.Text()}


@dataclasses.dataclass(frozen=True)
class Tool:
    name: str
    module: str | None                       # tools/<module>.py, None while not built
    requires: Callable[[Sequence[Profile]], str | None]
    aliases: tuple[str, ...] = ()
    cacheable: bool = True                   # results cached by the HTTP layer
    menu: bool = True                        # listed in the tool menu (run_tools)
    version: int = 1                         # in the key of cached results; see TOOLS
    # The options the converter reads, with their parsers; nothing else reaches it.
    options: Mapping[str, params.Spec] = dataclasses.field(default_factory=dict, hash=False, compare=False)

    def parse_options(self, raw: Mapping[str, str]) -> dict[str, str]:
        """The request's options (every parameter but run, tag and host) checked against the
        declared ones and SELECTOR_OPTIONS, spelled one way each, sorted; empty ones dropped.
        Raises BadParameter naming an unknown parameter or a bad value."""
        specs = {**SELECTOR_OPTIONS, **self.options}
        values = params.parse_query(raw, specs, where=f"tool {self.name}",
                                    takes=("run", "tag", "host", *specs))
        return params.canonical(values, specs)

    def _impl(self):
        return importlib.import_module(f"{__name__}.{self.module}")

    @property
    def built(self) -> bool:
        return self.module is not None

    def convert(self, profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
        return self._impl().convert(profiles, options)

    @property
    def parts(self) -> tuple[parts.Part, ...] | None:
        """The per-host parts of a tool computed as map + reduce (analysis/parts.py); None
        for a tool that reads whole profiles."""
        return getattr(self._impl(), "PARTS", None) if self.built else None

    def reduce(self, hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
        return self._impl().reduce(hosts, options)

    @property
    def view_parts(self) -> tuple[parts.Part, ...] | None:
        """The per-host parts of a tool that answers each request with host calls
        (`answer(hosts, options, call)`, trace_viewer@); None for the others."""
        return getattr(self._impl(), "VIEW_PARTS", None) if self.built else None

    @property
    def compare_parts(self) -> tuple[parts.Part, ...]:
        """Per-host parts a tool also needs to show two runs (trace_viewer@: step starts)."""
        return getattr(self._impl(), "COMPARE_PARTS", ()) if self.built else ()

    def answer(self, hosts: Sequence[parts.Host], options: Mapping[str, str], call) -> dict:
        return self._impl().answer(hosts, options, call)

    @property
    def streams(self) -> bool:
        return self.built and hasattr(self._impl(), "stream")

    def stream(self, profiles: Sequence[Profile], options: Mapping[str, str]) -> Iterator[bytes]:
        return self._impl().stream(profiles, options)

    @property
    def has_table(self) -> bool:
        """Whether the tool has a main table to export as CSV."""
        return self.built and hasattr(self._impl(), "table")

    def table(self, result: dict) -> tuple[list[str], list[list]]:
        if not self.has_table:
            raise ToolUnavailable(f"{self.name} has no table to export as CSV")
        return self._impl().table(result)


_NOT_BUILT = "this version of tb-profile-plugin does not build this tool yet"

# -- the options each tool takes (docs/http_api.md lists them) --------------------------

# trace_viewer@ (trace_window.py; its MAX_RESOLUTION, MAX_LIMIT and MAX_PATTERN).
TRACE_MAX_RESOLUTION = 20000
TRACE_MAX_LIMIT = 10000
TRACE_MAX_PATTERN = 300
TRACE_MAX_OFFSET = 10**9
# Window times, ms from the trace start: ±1e9 ms (11.6 days) keeps picoseconds in int64.
TRACE_MAX_TIME_MS = 1e9
_TRACE_TIME = params.Float(-TRACE_MAX_TIME_MS, TRACE_MAX_TIME_MS)
TRACE_WINDOW_OPTIONS: Mapping[str, params.Spec] = {
    "hosts": params.Text(),
    "mode": params.Choice(("window", "search", "details", "summary")),
    # mode=window: binary = typed columns (trace_window.binary), what the timeline asks for.
    "format": params.Choice(("json", "binary")),
    "start_time_ms": _TRACE_TIME,
    "end_time_ms": _TRACE_TIME,
    "resolution": params.Int(1, TRACE_MAX_RESOLUTION),
    "q": params.Text(TRACE_MAX_PATTERN),
    "regex": params.Bool(),
    "args": params.Bool(),
    "limit": params.Int(1, TRACE_MAX_LIMIT),
    # mode=search: the page's first match, a position in all matches by time.
    "offset": params.Int(0, TRACE_MAX_OFFSET),
    "id": params.Int(-(2**53), 2**53),
    "event_host": params.Text(),
    # mode=summary: the tracks of the area (comma-separated ids; trace_window checks them).
    "tracks": params.Text(),
    # With base_run (two runs in one timeline): the step the runs are aligned at.
    "align_step": params.Int(0, 2**53),
}


OP_PROFILE_MAX_LIMIT = 1_000_000
OP_PROFILE_OPTIONS: Mapping[str, params.Spec] = {
    "group_by": params.Choice(("program", "category", "provenance")),
    "limit": params.Int(0, OP_PROFILE_MAX_LIMIT, words=("all",)),
}
# Peaks a user enters where the profile has none (a CPU): GFLOP/s and GB/s.
ROOFLINE_OPTIONS: Mapping[str, params.Spec] = {
    "peak_flop_rate": params.Float(0.0, 1e12),
    "peak_memory_bw": params.Float(0.0, 1e12),
}
GRAPH_MAX_WIDTH = 20  # graph_viewer.MAX_WIDTH
GRAPH_VIEWER_OPTIONS: Mapping[str, params.Spec] = {
    "module": params.Text(),
    "node": params.Text(),
    "width": params.Int(0, GRAPH_MAX_WIDTH),
    "show_metadata": params.Bool(),
    "format": params.Choice(("graph", "hlo_text")),
}
MAX_MEMORY_SPACE = 2**31 - 1
MAX_RANK = 10**9

# Bump a tool's `version` (e.g. `version=2`) whenever its output changes: cached
# results are keyed by it, and the package version alone does not move between
# commits, so old results would be served.
TOOLS: tuple[Tool, ...] = (
    Tool("overview_page", "overview_page", _has_events, version=8),  # 2: steps as XProf groups them; 3: PyTorch breakdown; 4: next steps by the ops found; 5: TPU duty cycle, idle, whole-profile cores; 6: top ops by framework op on TPU; 7: PyTorch in every block, Tensor Cores, GPU-only traces; 8: note on XLA's thread-pool work
    Tool("input_pipeline_analyzer", "input_pipeline", _has_events, version=4),  # 3: TPU whole-profile cores; 4: PyTorch DataLoader
    # tensorflow_stats 2 and kernel_stats 2: PyTorch operators (Kineto traces); 3: JAX note
    # points to op_profile; 4: framework ops of XLA ops as XProf (TPU, GPU), tf_op-only host ops;
    # 5: PyTorch same-name pairs merged, device total, Tensor Core and net-of-runtime columns
    Tool("tensorflow_stats", "tensorflow_stats", _has_events, aliases=("framework_op_stats",),
         options={"include_idle": params.Bool(), "group_by": params.Choice(("operation", "input_shape"))},
         version=5),
    # kernel_stats 3: XLA kernels' framework ops from the HLO, AMD Matrix Cores; 4: PyTorch kernels
    # of 0 µs, mean blocks per SM and achieved occupancy, group_by=kernel, tensor_core_time_us
    Tool("kernel_stats", "kernel_stats", _has_planes(schema.is_gpu_plane, "GPU device planes"),
         options={"group_by": params.Choice(("kernel_op", "kernel"))}, version=4),
    # trace_viewer 3, trace_viewer@ 3: PyTorch GPUs' utilization and SM efficiency counters
    Tool("trace_viewer", "trace_viewer", _has_events, cacheable=False, version=3),  # 2: XProf's derived rows, counters as "C"
    # The trace viewer's windows, search and details (a data route, not a menu entry).
    Tool("trace_viewer@", "trace_window", _has_events, cacheable=False, menu=False,
         options=TRACE_WINDOW_OPTIONS, version=3),  # 2: XProf's derived rows, counters' end_us
    # op_profile 2: diagnostics; 3 and hlo_stats 2: an op's rows on several devices of a host merged;
    # 4 and hlo_stats 3 (memory_viewer, graph_viewer 2): exact 64-bit program ids, TPU ops' device
    # times, XLA's text of collectives, broadcasts and scalar layouts
    # op_profile 5, hlo_stats 4, roofline_model 2: convolution FLOPs as XLA counts them (DNN
    # custom calls too), AMD/NVIDIA peaks and device names (profile/devices.py), HBM bytes
    # op_profile 6, hlo_stats 5, memory_viewer 3, graph_viewer 3: HLO text as XLA prints it (constants'
    # values, iota_dimension, called computations last, /*index=5*/ in tuple shapes)
    Tool("op_profile", "op_profile", _has_xla_ops, options=OP_PROFILE_OPTIONS, version=6),
    Tool("hlo_stats", "hlo_stats", _has_xla_ops, version=5),
    Tool("roofline_model", "roofline_model", _has_xla_ops, options=ROOFLINE_OPTIONS, version=2),
    Tool("memory_viewer", "memory_viewer", _has_hlo,
         options={"module": params.Text(), "memory_space": params.Int(0, MAX_MEMORY_SPACE)}, version=3),
    Tool("graph_viewer", "graph_viewer", _has_hlo, options=GRAPH_VIEWER_OPTIONS, version=3),
    Tool(
        "memory_profile",
        "memory_profile",
        _has_event_named(
            (schema.MEMORY_ALLOCATION, schema.MEMORY_DEALLOCATION),
            "no memory allocator events (MemoryAllocation/MemoryDeallocation) in this profile",
        ),
        # 2: XProf's peak step and active allocations; 3: PyTorch steps, allocators, per-op table;
        # 4: TPU allocators per chip (index_on_host); 5: stats of the wrong kind read as missing
        version=5,
        options={"memory_id": params.Text()},
    ),
    Tool("pod_viewer", "pod_viewer", _pod_steps, version=4),  # 3: TPU chips from the device; no-step TPU cores; 4: steps.py on Kineto traces
    Tool("distributed", "distributed", _has_gpu_activity, version=2),  # 2: ROCm copies are memory
    Tool(
        "tf_data_bottleneck_analysis",
        "tf_data_bottleneck",
        _has_event_named(("Iterator::",), "no tf.data iterator events in this profile", prefix=True),
        options={"pipeline": params.Text(), "rank": params.Int(0, MAX_RANK)},
    ),
)

_BY_NAME = {t.name: t for t in TOOLS}
_BY_NAME.update({alias: t for t in TOOLS for alias in t.aliases})


def names() -> list[str]:
    """The tool menu, in order."""
    return [t.name for t in TOOLS if t.menu]


def import_converters() -> None:
    """Imports every tool's module (~35 ms, < 1 MiB): a server does it when it starts, so
    no tool's first request pays it (overview_page's, the page's first: ~7 ms). A module
    that fails to import is left to its own requests, which then say why."""
    for tool in TOOLS:
        if tool.built:
            try:
                tool._impl()
            except Exception:  # noqa: BLE001  (the server must start all the same)
                logger.warning("could not import the %s tool; its requests will fail", tool.name, exc_info=True)


def get(name: str) -> Tool:
    """The tool called `name` (or one of its aliases)."""
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        raise UnknownTool(f"unknown tool {name!r}; tools are: {', '.join(names())}") from None


def availability(profiles: Sequence[Profile]) -> list[dict]:
    """[{name, available, reason}] for every tool, in menu order."""
    out = []
    for tool in TOOLS:
        if not tool.menu:
            continue
        reason = tool.requires(profiles)
        if reason is None and not tool.built:
            reason = _NOT_BUILT
        out.append({"name": tool.name, "available": reason is None, "reason": reason or ""})
    return out


def check_available(tool: Tool, profiles: Sequence[Profile]) -> None:
    _raise_unavailable(tool, tool.requires(profiles))


def _raise_unavailable(tool: Tool, reason: str | None) -> None:
    if reason is None and not tool.built:
        reason = _NOT_BUILT
    if reason is not None:
        raise ToolUnavailable(f"{tool.name} is not available for this run: {reason}")


# -- the same from per-host parts (the Service's map + reduce) ---------------------

def _requirements(profile: Profile) -> dict[str, str | None]:
    """Why each tool cannot read this one host (None: it can). Every `requires` asks
    whether *some* profile has the data, so a run can feed a tool when one host can."""
    return {t.name: t.requires([profile]) for t in TOOLS}


# Its version moves when a tool's `requires` changes (kept on disk per file): 2, pod_viewer
# not on CPU-only runs.
AVAILABLE = parts.Part("tools/requirements/v2", _requirements)


def reason_of(tool: Tool, hosts: Sequence[parts.Host]) -> str | None:
    """tool.requires(profiles) from the hosts' AVAILABLE parts."""
    if not hosts:
        return tool.requires([])
    reasons = [h[AVAILABLE][tool.name] for h in hosts]
    return None if None in reasons else reasons[0]


def availability_of(hosts: Sequence[parts.Host]) -> list[dict]:
    """availability(profiles) from the hosts' AVAILABLE parts."""
    out = []
    for tool in TOOLS:
        if not tool.menu:
            continue
        reason = reason_of(tool, hosts)
        if reason is None and not tool.built:
            reason = _NOT_BUILT
        out.append({"name": tool.name, "available": reason is None, "reason": reason or ""})
    return out


def check_available_on(tool: Tool, hosts: Sequence[parts.Host]) -> None:
    _raise_unavailable(tool, reason_of(tool, hosts))


def parts_registry() -> dict[str, parts.Part]:
    """Every per-host part by key (what a Dask worker is asked for by key)."""
    out = {AVAILABLE.key: AVAILABLE}
    for tool in TOOLS:
        for part in (*(tool.parts or ()), *(tool.view_parts or ()), *tool.compare_parts):
            out[part.key] = part
    return out


def call_key(fn) -> str:
    return f"{fn.__module__}.{fn.__qualname__}"


def host_calls() -> dict[str, Callable]:
    """Every host function a tool's `answer` may call, by call_key (a worker runs only these)."""
    out = {}
    for tool in TOOLS:
        if tool.view_parts is not None:
            for fn in tool._impl().HOST_CALLS:
                out[call_key(fn)] = fn
    return out
