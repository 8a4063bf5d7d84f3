#!/usr/bin/env python3
"""Time XProf's own converters on an XSpace file, for side-by-side benchmarks.

Run this with the Python of a separate virtualenv that has ``pip install xprof``
(it must not be run in the tb_profile_plugin venv and imports nothing from it)::

    /work/venvs/xprof/bin/python bench/xprof_runner.py PATH/host.xplane.pb \\
        --tools overview_page,trace_viewer,trace_viewer@ --repeat 3 [--json]

Every run of every tool is cold: a new child process (this script in its hidden
``--one TOOL`` mode) copies the xplane file into a fresh temporary session
directory ``<tmp>/plugins/profile/<session>/<host>.xplane.pb``, imports xprof,
then times only the ``xspace_to_tool_data`` call.  XProf writes cache files
(``*.op_stats_v2.pb``, ``*.hlo_proto.pb``, ...) next to the xplane file; they land
in the temporary directory, which is deleted afterwards, so the user's profile
directory is never written to and no run sees another run's cache.

Per tool it reports the median wall time of the conversion call, the peak RSS of
the child (``ru_maxrss`` after the call; includes the interpreter and xprof
import), the RSS just before the call, the size of the returned data, and the
error string of a tool that failed (a failing tool never aborts the run).

``--json`` prints one JSON object on stdout (everything else goes to stderr)::

    {tool: {"seconds": median, "runs": [...], "peak_rss_mib": ...,
            "rss_before_mib": ..., "output_bytes": ..., "error": null | str, ...}}
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

RESULT_MARKER = "XPROF_RUNNER_RESULT "

DEFAULT_TOOLS = (
    "overview_page,input_pipeline_analyzer,framework_op_stats,kernel_stats,"
    "trace_viewer,trace_viewer@,op_profile,memory_viewer,memory_profile,pod_viewer"
)

# Our tool names -> the names XProf's xspace_to_tool_data accepts.  Names not
# listed here are passed to XProf unchanged (hlo_stats, roofline_model, ...).
TOOL_ALIASES = {
    "tensorflow_stats": "framework_op_stats",
    "input_pipeline": "input_pipeline_analyzer",
    "trace_viewer_at": "trace_viewer@",
    "trace_viewer_streaming": "trace_viewer@",
}


def xprof_tool_name(tool: str) -> str:
    tool = TOOL_ALIASES.get(tool, tool)
    return tool[:-1] if tool.endswith("^") else tool


# --------------------------------------------------------------------------
# Child: one cold conversion.
# --------------------------------------------------------------------------


def _current_rss_mib() -> float | None:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return None


def _maxrss_mib() -> float:
    import resource

    kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # ru_maxrss is KiB on Linux, bytes on macOS.
    return kib / (1024.0 * 1024.0) if sys.platform == "darwin" else kib / 1024.0


def _session_copy(xplane: str, tmp_root: str) -> str:
    """Copy xplane into tmp_root/plugins/profile/<session>/<host>.xplane.pb."""
    src = os.path.abspath(xplane)
    session = os.path.basename(os.path.dirname(src)) or "session"
    base = os.path.basename(src)
    if not base.endswith(".xplane.pb"):
        base = (base.rsplit(".", 1)[0] or "host") + ".xplane.pb"
    run_dir = os.path.join(tmp_root, "plugins", "profile", session)
    os.makedirs(run_dir)
    dst = os.path.join(run_dir, base)
    shutil.copyfile(src, dst)
    return dst


def _module_list(convert, xplane_path: str) -> list[str]:
    """XProf's /module_list: dump HLO protos beside the xplane, list them.

    Same as ProfilePlugin.hlo_module_list_impl: xspace_to_tool_names() runs
    ConvertMultiXSpaceToHloProto, which writes <module>.hlo_proto.pb files.
    """
    convert.xspace_to_tool_names([xplane_path])
    suffix = ".hlo_proto.pb"
    names = [
        f[: -len(suffix)]
        for f in os.listdir(os.path.dirname(xplane_path))
        if f.endswith(suffix) and f[: -len(suffix)] not in ("", "NO_MODULE")
    ]
    return sorted(names)


def _params_for(tool: str, args, convert, xplane_path: str, prep: dict) -> dict:
    """Parameters as the XProf plugin's data_impl passes them on a cold visit."""
    params: dict = {
        # The plugin passes False when the run dir has no cache_version.txt
        # (always so here: a fresh directory), True is the library default.
        "use_saved_result": args.use_saved_result,
    }
    if tool in ("trace_viewer", "trace_viewer@"):
        options = {"resolution": args.resolution, "full_dma": False}
        if args.start_time_ms is not None:
            options["start_time_ms"] = args.start_time_ms
        if args.end_time_ms is not None:
            options["end_time_ms"] = args.end_time_ms
        params["trace_viewer_options"] = options
    elif tool == "op_profile":
        params["group_by"] = args.group_by
    elif tool == "memory_viewer":
        # Like the frontend: the module list request comes first, and it is
        # what dumps the <module>.hlo_proto.pb files memory_viewer reads.
        t0 = time.perf_counter()
        modules = _module_list(convert, xplane_path)
        prep["module_list_seconds"] = time.perf_counter() - t0
        prep["modules"] = len(modules)
        if not modules:
            raise LookupError("no HLO module in the profile (module_list is empty)")
        module = args.module_name or modules[0]
        if module not in modules:
            raise LookupError(f"module {module!r} not in module_list ({', '.join(modules)})")
        params["module_name"] = module
        params["memory_space"] = "0"
    elif tool == "graph_viewer":
        params["graph_viewer_options"] = {"type": "graph"}
    return params


def run_one(args) -> dict:
    """Runs in a fresh process: one cold conversion of args.one."""
    tool = xprof_tool_name(args.one)
    result = {
        "tool": args.one,
        "xprof_tool": tool,
        "seconds": None,
        "peak_rss_mib": None,
        "rss_before_mib": None,
        "output_bytes": None,
        "params": None,
        "error": None,
    }
    # Import before the clock starts (and before the RSS baseline).
    from xprof.convert import _pywrap_profiler_plugin
    from xprof.convert import raw_to_tool_data as convert

    tmp_root = tempfile.mkdtemp(prefix="xprof_runner_")
    try:
        xplane_path = _session_copy(args.xplane, tmp_root)
        prep: dict = {}
        try:
            params = _params_for(tool, args, convert, xplane_path, prep)
        finally:
            result.update(prep)
        result["params"] = {
            k: v for k, v in params.items() if isinstance(v, (str, int, bool, dict, type(None)))
        }
        failures: list = []

        def wrapper(paths, tool_arg, options):
            # Same as the default wrapper, but keep XProf's error message,
            # which xspace_to_tool_data drops for most tools.
            raw, ok = _pywrap_profiler_plugin.xspace_to_tools_data(paths, tool_arg, options)
            if not ok:
                failures.append(raw)
            return raw, ok

        result["rss_before_mib"] = _current_rss_mib() or _maxrss_mib()
        t0 = time.perf_counter()
        try:
            data, _content_type = convert.xspace_to_tool_data([xplane_path], tool, params, wrapper)
        finally:
            result["seconds"] = time.perf_counter() - t0
            result["peak_rss_mib"] = _maxrss_mib()
        if data is None:
            if failures:
                msg = failures[-1]
                if isinstance(msg, bytes):
                    msg = msg.decode("utf-8", "replace")
                result["error"] = "XProf failed: " + (str(msg).strip() or "(no message)")
            else:
                result["error"] = f"XProf returned no data for tool {tool!r} (unknown tool?)"
        else:
            if isinstance(data, str):
                data = data.encode("utf-8")
            result["output_bytes"] = len(data)
            if args.save_dir:
                os.makedirs(args.save_dir, exist_ok=True)
                out = os.path.join(args.save_dir, tool + (".txt" if tool == "graph_viewer" else ".json"))
                with open(out, "wb") as f:
                    f.write(data)
    except Exception as e:  # noqa: BLE001 - report, never crash
        result["error"] = f"{type(e).__name__}: {e}"
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)
    return result


# --------------------------------------------------------------------------
# Parent: spawn one child per run, aggregate.
# --------------------------------------------------------------------------


def _child_argv(args, tool: str) -> list[str]:
    argv = [sys.executable, os.path.abspath(__file__), args.xplane, "--one", tool,
            "--resolution", str(args.resolution), "--group-by", args.group_by]
    if args.use_saved_result:
        argv.append("--use-saved-result")
    if args.start_time_ms is not None:
        argv += ["--start-time-ms", str(args.start_time_ms)]
    if args.end_time_ms is not None:
        argv += ["--end-time-ms", str(args.end_time_ms)]
    if args.module_name:
        argv += ["--module-name", args.module_name]
    if args.save_dir:
        argv += ["--save-dir", args.save_dir]
    return argv


def run_child(args, tool: str) -> dict:
    try:
        proc = subprocess.run(
            _child_argv(args, tool), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            timeout=args.timeout, check=False,
        )
    except subprocess.TimeoutExpired:
        return {"tool": tool, "error": f"timeout after {args.timeout} s"}
    stdout = proc.stdout.decode("utf-8", "replace")
    stderr = proc.stderr.decode("utf-8", "replace")
    if args.verbose and stderr.strip():
        sys.stderr.write(stderr)
    for line in reversed(stdout.splitlines()):
        if line.startswith(RESULT_MARKER):
            return json.loads(line[len(RESULT_MARKER):])
    tail = (stderr.strip().splitlines() or ["(no output)"])[-5:]
    return {"tool": tool, "error": f"child exited with {proc.returncode}: " + " | ".join(tail)}


def _median(values):
    return statistics.median(values) if values else None


def bench_tool(args, tool: str) -> dict:
    runs = []
    for i in range(args.repeat):
        r = run_child(args, tool)
        runs.append(r)
        print(f"[xprof_runner] {tool} run {i + 1}/{args.repeat}: "
              + (f"{r['seconds']:.3f} s" if r.get("seconds") is not None else "-")
              + (f"  ERROR {r['error'][:200]}" if r.get("error") else ""),
              file=sys.stderr, flush=True)
        if r.get("error") and r.get("seconds") is None:
            break  # failed before converting: repeating will not help
    ok = [r for r in runs if not r.get("error")]
    use = ok or runs
    secs = [r["seconds"] for r in use if r.get("seconds") is not None]
    peaks = [r["peak_rss_mib"] for r in use if r.get("peak_rss_mib") is not None]
    befores = [r["rss_before_mib"] for r in use if r.get("rss_before_mib") is not None]
    sizes = [r["output_bytes"] for r in ok if r.get("output_bytes") is not None]
    out = {
        "xprof_tool": xprof_tool_name(tool),
        "seconds": _median(secs) if ok else None,  # failed tools: see "runs"
        "runs": secs,
        "peak_rss_mib": max(peaks) if peaks else None,
        "rss_before_mib": _median(befores),
        "output_bytes": sizes[-1] if sizes else None,
        "params": next((r.get("params") for r in use if r.get("params")), None),
        "error": None if ok else (runs[-1].get("error") if runs else "not run"),
    }
    prep = [r["module_list_seconds"] for r in use if r.get("module_list_seconds") is not None]
    if prep:  # memory_viewer: the untimed module-list step that precedes it
        out["module_list_seconds"] = _median(prep)
    return out


def _fmt(v, spec):
    if v is None:
        width = "".join(c for c in spec.split(".")[0] if c.isdigit())
        return "-".rjust(int(width or 1))
    return format(v, spec)


def print_table(path: str, results: dict, version: str) -> None:
    print(f"XProf {version} on {path} (median of cold runs, each in a new process)")
    hdr = f"{'tool':<26} {'median s':>9} {'runs':<24} {'peak RSS MiB':>12} {'+RSS MiB':>9} {'output B':>11}  error"
    print(hdr)
    print("-" * len(hdr))
    for tool, r in results.items():
        runs = ",".join(f"{s:.3f}" for s in r["runs"])
        inc = (r["peak_rss_mib"] - r["rss_before_mib"]
               if r["peak_rss_mib"] is not None and r["rss_before_mib"] is not None else None)
        err = (r["error"] or "").replace("\n", " ")[:80]
        print(f"{tool:<26} {_fmt(r['seconds'], '9.3f')} {runs:<24} "
              f"{_fmt(r['peak_rss_mib'], '12.1f')} {_fmt(inc, '9.1f')} "
              f"{_fmt(r['output_bytes'], '11d')}  {err}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("xplane", help="path to a <host>.xplane.pb file (only read, never written)")
    p.add_argument("--tools", default=DEFAULT_TOOLS,
                   help="comma-separated tool names (ours or XProf's); default: %(default)s")
    p.add_argument("--repeat", type=int, default=3, help="cold runs per tool (default 3)")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.add_argument("--timeout", type=float, default=900.0, help="seconds per child run")
    p.add_argument("--resolution", type=int, default=8000,
                   help="trace viewer resolution (plugin default 8000; 0 = all events)")
    p.add_argument("--start-time-ms", type=float, default=None, help="trace viewer window start")
    p.add_argument("--end-time-ms", type=float, default=None, help="trace viewer window end")
    p.add_argument("--module-name", default=None,
                   help="memory_viewer module (default: first of XProf's module list)")
    p.add_argument("--group-by", default="program", help="op_profile group_by (default program)")
    p.add_argument("--use-saved-result", action="store_true",
                   help="pass use_saved_result=True (the plugin passes False on a cold run dir)")
    p.add_argument("--save-dir", default=None, help="also write each tool's output here")
    p.add_argument("-v", "--verbose", action="store_true", help="forward the children's stderr")
    p.add_argument("--one", default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if not os.path.isfile(args.xplane):
        p.error(f"no such file: {args.xplane}")

    if args.one:
        result = run_one(args)
        sys.stdout.write(RESULT_MARKER + json.dumps(result) + "\n")
        sys.stdout.flush()
        return 0

    try:
        from xprof import version as _v
        version = _v.__version__
    except Exception as e:  # noqa: BLE001
        print(f"[xprof_runner] cannot import xprof with {sys.executable}: {e}\n"
              "  create the venv with: python3 -m venv VENV && VENV/bin/pip install xprof",
              file=sys.stderr)
        return 2

    tools = [t.strip() for t in args.tools.split(",") if t.strip()]
    results = {tool: bench_tool(args, tool) for tool in tools}
    if args.json:
        json.dump(results, sys.stdout)
        sys.stdout.write("\n")
    else:
        print_table(args.xplane, results, version)
    print(f"[xprof_runner] xprof {version}, python {sys.version.split()[0]}, "
          f"{os.cpu_count()} CPUs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
