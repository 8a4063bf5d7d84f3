"""`tb-profile`: serve a logdir, run the demo, convert, summarize or capture a profile.

  tb-profile serve LOGDIR [--port 6006] [--host 127.0.0.1] [--cache-dir DIR|none]
                   [--dask-scheduler tcp://HOST:PORT] [--preload-files N]
  tb-profile demo [--port 6006] [--standalone]
  tb-profile convert PATH --tool T [--host H] [-o FILE]
  tb-profile summary PATH
  tb-profile diff BASE NEW [--tool T] [--host H] [--format table|json|csv] [--fail-above PCT]
                  [--metric step_time|OP]
  tb-profile capture --service_addr=HOST:PORT[,...] --logdir=DIR [--duration_ms=1000] ...
  tb-profile capture --service_addr=HOST:PORT --monitoring_level=1|2 [--num_queries=N]
PATH is a `<host>.xplane.pb[.gz]` file or a run (session) directory holding them, or a PyTorch trace
(`*.pt.trace.json[.gz]`, or any `*.json[.gz]` holding a Kineto trace) or a directory of them.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
import time
from pathlib import Path


from . import executors, progress, storage, tools
from .errors import ProfilerError
from .profile import cache as profile_cache
from .service import Service, capture_remote


@contextlib.contextmanager
def showing_progress(what: str, stream=None):
    """On a terminal, shows `what` and how far the work has got (progress.py:
    its stage, a bar where it is counted, the seconds) while it runs."""
    stream = stream or sys.stderr
    if not stream.isatty():
        yield
        return
    done = threading.Event()
    start = time.monotonic()
    tracked = progress.Progress()
    width = [0]

    def line(text: str) -> None:
        stream.write("\r" + text.ljust(width[0]))
        width[0] = len(text)
        stream.flush()

    def tick():
        while not done.wait(0.2):
            line(f"{what}: {progress.describe(tracked.snapshot())}"[:160])

    thread = threading.Thread(target=tick, daemon=True)
    thread.start()
    try:
        with progress.tracking(tracked):
            yield
    finally:
        done.set()
        thread.join()
        line(f"{what}: {time.monotonic() - start:.2f} s")
        stream.write("\n")


def _service(args):
    """A Service of the PATH argument (a session directory or one profile file), with the
    cache --cache-dir asks for: the same code the HTTP routes run."""
    return Service.for_path(args.path, cache=profile_cache.from_setting(args.cache_dir))


def _load(service: Service, host: str | None) -> str:
    """Loads the run's profiles (showing progress on a terminal); its name."""
    (run,) = service.runs()
    for h, f in service.catalog.host_files(run, host):
        size = f.size if isinstance(f, storage.RemoteFile) else f.stat().st_size
        with showing_progress(f"loading {f.name} ({size / 1e6:.1f} MB)"):
            service.profiles(run, h)
    return run


def cmd_convert(args) -> int:
    service = _service(args)
    tool = tools.get(args.tool)
    run = _load(service, args.host)
    options = dict(kv.split("=", 1) for kv in args.option or [])
    out = open(args.output, "wb") if args.output and args.output != "-" else sys.stdout.buffer
    try:
        with showing_progress(f"converting {tool.name}"):
            chunks = service.tool_stream(run, tool.name, args.host, options)
            if chunks is not None:
                for chunk in chunks:
                    out.write(chunk)
            else:
                out.write(service.tool_json(run, tool.name, args.host, options))
                out.write(b"\n")
    finally:
        if out is not sys.stdout.buffer:
            out.close()
    return 0


def cmd_summary(args) -> int:
    service = _service(args)
    run = _load(service, args.host)
    print(service.summary(run, args.host))
    return 0


def cmd_diff(args) -> int:
    from . import diff

    return diff.run(args, profile_cache.from_setting(args.cache_dir))


def cmd_serve(args) -> int:
    from .server import serve

    logdir = args.logdir if storage.is_remote(args.logdir) else Path(args.logdir)
    if isinstance(logdir, Path) and not logdir.is_dir():
        raise ProfilerError(f"no such logdir: {logdir}")

    def ready(url):
        print(f"tb-profile serving {logdir} at {url}", flush=True)

    executor = executors.from_setting(args.dask_scheduler)
    executor.check()  # a scheduler that cannot be reached: an error now, not at the first request
    preload = getattr(args, "preload_files", -1)
    preload = None if preload < 0 else preload
    serve(logdir, host=args.host, port=args.port, cache_dir=args.cache_dir, on_ready=ready, executor=executor,
          preload_files=preload)
    return 0


def cmd_demo(args) -> int:
    from .demo import DEMO_LOGDIR

    if args.standalone:
        args.logdir = str(DEMO_LOGDIR)
        return cmd_serve(args)
    from tensorboard import program

    tb = program.TensorBoard()
    argv = [None, "--logdir", str(DEMO_LOGDIR), "--host", args.host, "--port", str(args.port)]
    if args.cache_dir:
        argv += ["--profile_cache_dir", args.cache_dir]
    tb.configure(argv=argv)
    url = tb.launch()
    print(f"TensorBoard with the Profile plugin on the demo profile: {url}#profile", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    return 0


def _print_event(many_hosts: bool, remote: bool = False):
    def on_event(kind, address, info):
        prefix = f"[{address.target}] " if many_hosts else ""
        if kind == "attempt":
            print(f"{prefix}Starting to trace for {info['duration_ms']} ms. "
                  f"Remaining attempt(s): {info['remaining']}", flush=True)
        elif kind == "retry":
            print(f"{prefix}{info['reason']}. Automatically retrying.", flush=True)
        elif kind == "captured" and remote:  # written to a local copy first, uploaded at the end
            print(f"{prefix}Profile received ({info['bytes']:,} bytes).", flush=True)
        elif kind == "captured":
            print(f"{prefix}Profile written to {info['path']} ({info['bytes']:,} bytes).", flush=True)
    return on_event


def _capture_addresses(args):
    from . import capture

    if args.service_addr:
        return capture.parse_addresses(args.service_addr)
    if args.tpu:
        return capture.resolve_tpu_name(args.tpu, args.workers_list, zone=args.tpu_zone,
                                        project=args.gcp_project)
    raise ProfilerError("give --service_addr=HOST:PORT[,...] (or --tpu=NAME for a Cloud TPU)")


def cmd_capture(args) -> int:
    from . import capture
    from .errors import CaptureError

    addresses = _capture_addresses(args)
    duration_ms = args.duration_ms if args.duration_ms > 0 else 1000
    if args.monitoring_level:
        if args.monitoring_level not in (1, 2):
            raise ProfilerError("choose a monitoring level between 1 and 2")
        for address in addresses:
            print(f"Since monitoring level is provided, profile {address.target} for {duration_ms} ms "
                  f"and show metrics for {args.num_queries} time(s).", flush=True)
            samples = capture.monitor_samples(address, duration_ms=duration_ms, level=args.monitoring_level,
                                              num_queries=args.num_queries)
            for i, text in enumerate(samples):
                print(f"Monitoring results of {address.target} (sample {i}):\n\n{text}", flush=True)
        return 0
    if not args.logdir:
        raise ProfilerError("give --logdir=DIR to capture into (or --monitoring_level=1|2 to monitor)")
    options = capture.CaptureOptions(
        duration_ms=duration_ms, attempts=max(1, args.num_tracing_attempts),
        host_tracer_level=args.host_tracer_level, device_tracer_level=args.device_tracer_level,
        python_tracer_level=args.python_tracer_level, delay_ms=args.delay_ms,
        include_dataset_ops=args.include_dataset_ops,
    )

    remote = storage.is_remote(args.logdir)
    logdir = args.logdir if remote else os.path.expanduser(args.logdir)
    run_capture = capture_remote if remote else capture.capture
    try:
        result = run_capture(logdir, addresses, options, on_event=_print_event(len(addresses) > 1, remote))
    except CaptureError as e:
        print(f"tb-profile: {e}", file=sys.stderr)
        if e.result is not None and any("no trace event" in h.error.lower() for h in e.result.hosts):
            print("Tip: increase number of attempts with --num_tracing_attempts.", file=sys.stderr)
        return 1
    for host in result.hosts:
        if not host.ok:
            print(f"[{host.address.target}] not captured: {host.error}", file=sys.stderr)
    print(result.message().split(" Not captured:")[0], flush=True)
    print(f"View it with: tensorboard --logdir {logdir} (Profile tab), or tb-profile serve {logdir}", flush=True)
    return 0


def _bool_flag(text: str) -> bool:
    value = text.strip().lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise argparse.ArgumentTypeError(f"expected true or false, got {text!r}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tb-profile", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)

    def cache_opt(p):
        p.add_argument("--cache-dir", default=None,
                       help="where converted profiles are cached ('none' to turn off; "
                       "default $XDG_CACHE_HOME/tb-profile-plugin)")

    p = sub.add_parser("serve", help="serve the Profile tab for a logdir, without TensorBoard")
    p.add_argument("logdir")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=6006)
    cache_opt(p)
    p.add_argument("--dask-scheduler", default=None, metavar="tcp://HOST:PORT",
                   help="compute multi-host tools' per-host parts on this Dask cluster's workers, which "
                   "read the host files themselves (needs the dask extra); default: threads here")
    p.add_argument("--preload-files", type=int, default=-1, metavar="N",
                   help="read the newest runs' profiles (at most N host files) in the background at start "
                   "and when the page lists runs; default: one less than the profiles kept in memory; 0: off")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("demo", help="TensorBoard with the plugin on the bundled demo profile")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=6006)
    p.add_argument("--standalone", action="store_true", help="use tb-profile's own server, not TensorBoard")
    cache_opt(p)
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("convert", help="write one tool's JSON for a profile")
    p.add_argument("path", help="a .xplane.pb file, a PyTorch trace (.json[.gz]) or a run directory")
    p.add_argument("--tool", required=True, help="one of: " + ", ".join(tools.names()))
    p.add_argument("--host", default=None)
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="tool option (repeatable)")
    p.add_argument("-o", "--output", default=None, help="output file (default: stdout)")
    cache_opt(p)
    p.set_defaults(func=cmd_convert)

    p = sub.add_parser(
        "diff", help="compare two profiles (what got slower); a CI gate with --fail-above",
        description="Compares NEW with BASE (run directories or host files, local or remote): "
        "the headline numbers and the tool's table matched row by row. With --fail-above PCT, "
        "exits 1 when --metric grew by more than PCT percent.",
        epilog="exit status: 0 passed (or no --fail-above), 1 the gate failed, 2 bad input: a bad "
        "argument (--fail-above takes a finite PCT >= 0) or any error reading or converting either "
        "profile, never counted as a regression.")
    p.add_argument("base", help="the baseline: a run directory or a host file")
    p.add_argument("new", help="the profile compared with it")
    p.add_argument("--tool", default=None, help="a table tool or overview_page (default: overview_page, "
                   "or tensorflow_stats when --metric names an op)")
    p.add_argument("--host", default=None, help="the host of NEW (default: all hosts)")
    p.add_argument("--base-host", default=None, help="the host of BASE (default: the same name, else all)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="tool option (repeatable)")
    p.add_argument("--format", choices=("table", "json", "csv"), default="table")
    p.add_argument("--fail-above", type=float, default=None, metavar="PCT",
                   help="exit 1 when the metric grew by more than PCT percent (a finite PCT >= 0)")
    p.add_argument("--metric", default=None, metavar="step_time|OP",
                   help="what --fail-above checks: step_time (default) or an op's name (its self time)")
    cache_opt(p)
    p.set_defaults(func=cmd_diff)

    p = sub.add_parser("summary", help="devices, steps and top ops of a profile, on the terminal")
    p.add_argument("path")
    p.add_argument("--host", default=None)
    cache_opt(p)
    p.set_defaults(func=cmd_summary)

    p = sub.add_parser(
        "capture", help="capture a profile from running TensorFlow/JAX profiler servers (or monitor one)",
        description="Profiles each server concurrently into a new run LOGDIR/plugins/profile/<timestamp>/"
        "<host>.xplane.pb, like capture_tpu_profile. Start the server in the program with "
        "tf.profiler.experimental.server.start(PORT) or jax.profiler.start_server(PORT).")
    p.add_argument("--service_addr", metavar="HOST:PORT[,...]",
                   help="profiler servers: host:port, grpc://host:port or [IPv6]:port, comma separated")
    p.add_argument("--tpu", metavar="NAME", help="a Cloud TPU name instead of --service_addr "
                   "(needs cloud-tpu-client or tensorflow installed)")
    p.add_argument("--workers_list", metavar="HOST[:PORT],...", default=None,
                   help="with --tpu: the workers to profile (port 8466 by default)")
    p.add_argument("--tpu_zone", default=None, help="with --tpu: the TPU's zone")
    p.add_argument("--gcp_project", default=None, help="with --tpu: the TPU's project")
    p.add_argument("--logdir", metavar="DIR", help="TensorBoard log directory to capture into")
    p.add_argument("--duration_ms", type=int, default=1000, help="duration of tracing or monitoring in ms")
    p.add_argument("--num_tracing_attempts", type=int, default=3,
                   help="attempts per host when no trace event is collected (default 3)")
    p.add_argument("--host_tracer_level", type=int, default=2, choices=range(0, 4),
                   help="host (TraceMe) verbosity: 1 user annotations, 2 also ops, 3 verbose")
    p.add_argument("--device_tracer_level", type=int, default=1, help="device tracing: 0 off, 1 on")
    p.add_argument("--python_tracer_level", type=int, default=0, choices=(0, 1),
                   help="Python function call tracing: 0 off, 1 on")
    p.add_argument("--delay_ms", type=int, default=0, help="start profiling this long after the request")
    p.add_argument("--include_dataset_ops", type=_bool_flag, nargs="?", const=True, default=True,
                   metavar="BOOL", help="record tf.data dataset op events (default true)")
    p.add_argument("--noinclude_dataset_ops", dest="include_dataset_ops", action="store_false",
                   help=argparse.SUPPRESS)
    p.add_argument("--monitoring_level", type=int, default=0,
                   help="1 or 2: monitor the server instead of capturing (2 shows more metrics)")
    p.add_argument("--num_queries", type=int, default=100, help="monitoring samples to show (default 100)")
    p.set_defaults(func=cmd_capture)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "option", None):
        bad = [o for o in args.option if "=" not in o]
        if bad:
            print(f"tb-profile: --option takes KEY=VALUE, got {bad[0]!r}", file=sys.stderr)
            return 2
    try:
        return args.func(args)
    except ProfilerError as e:
        print(f"tb-profile: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
