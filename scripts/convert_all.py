"""Convert every fixture with every tool, to prove outputs byte-identical elsewhere.

For checking that two environments (e.g. newest vs oldest protobuf/numpy/pandas/
TensorBoard) or two versions of the code (before/after a refactor) give the same
bytes for every tool:

  python scripts/convert_all.py write OUTDIR [--fixtures DIR]   # in environment A
  python scripts/convert_all.py write OUTDIR2                    # in environment B
  python scripts/convert_all.py compare OUTDIR OUTDIR2           # exit 0 same, 1 differs, 2 bad usage

`write` goes through `Service` (service.py), so each file holds what the HTTP routes send:
the `data` route's JSON (trace_viewer streamed and joined), `data_csv`'s CSV, and the
`runs`, `run_tools?details=1`, `hosts?tag=` and `module_list` replies. Each folder of
DIR (default tests/fixtures) is a logdir; `reference/` holds one logdir per subfolder.
Files: OUTDIR/<logdir>/<run>/<host>/<tool>[__<option>=<value>...].json (or .csv),
`.error.txt` ("ClassName: message") where the service raises, and OUTDIR/MANIFEST.tsv
(path, sha256, bytes; sorted). Runs with several hosts also get `_all_hosts/`.

`compare` holds outputs equal byte for byte, except JSON that differs only in orjson's
spelling of a positive exponent (1.8e+18 from 3.11.7 on, 1.8e18 before): it counts those.
Every result is computed: the cache has no disk store (memory only, within this one
process). Nothing is normalised: the files are the service's bytes as they are.
Options tried besides the defaults (derived from each tool's default output, so the same
on both sides when that output is): tensorflow_stats include_idle=1 and group_by=input_shape; trace_viewer@ a
narrower window (2nd quarter of the span, resolution 500), a search for the first event's
name and that event's details; op_profile each group_by; memory_viewer each module of
`module_list`; memory_profile each memory_id; tf_data_bottleneck_analysis each pipeline
and rank=1. The CSV of every JSON variant of a tool that has a table.

The project is imported from the checkout this script lies in (not an installed copy).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import orjson  # noqa: E402  (a dependency of the project)

from tb_profile_plugin import tools  # noqa: E402
from tb_profile_plugin.profile import formats  # noqa: E402
from tb_profile_plugin.profile.cache import ProfileCache  # noqa: E402
from tb_profile_plugin.service import Service  # noqa: E402

FIXTURES = REPO / "tests" / "fixtures"
CONTAINERS = ("reference",)  # folders of logdirs, not logdirs (tests/fixtures/README.md)
MANIFEST = "MANIFEST.tsv"


# -- write ----------------------------------------------------------------------------

def logdirs(root: Path) -> list[Path]:
    """The logdirs of the fixture folder: each subfolder holding a profile file, as the catalog
    tells them (by name; a PyTorch trace under another `*.json[.gz]` name by its first bytes)."""
    found = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        if any(formats.is_profile_file(f) or formats.is_trace_file(Path(dirpath) / f) for f in filenames):
            parts = Path(dirpath).relative_to(root).parts
            if parts[0] == "plugins":  # DIR itself is a logdir
                found.add(root)
                continue
            depth = 2 if parts[0] in CONTAINERS and len(parts) > 1 else 1
            found.add(root.joinpath(*parts[:depth]))
    return sorted(found)


def file_name(tool: str, options: dict) -> str:
    # Option values (module names...) may hold characters unfit for a file name.
    parts = [tool] + [f"{k}={re.sub(r'[^A-Za-z0-9._()@,+-]', '_', v)}" for k, v in options.items()]
    return "__".join(parts)


def variants(service: Service, run: str, host: str | None, tool, data: bytes | None) -> list[dict]:
    """Option sets besides the default for a tool; `data` is its default JSON (None if it failed)."""
    if data is None:
        return []
    name = tool.name
    # Only these read the default output (not trace_viewer's whole trace).
    default = orjson.loads(data) if name in ("memory_profile", "tf_data_bottleneck_analysis", "trace_viewer@") else {}
    if name == "tensorflow_stats":
        return [{"include_idle": "1"}, {"group_by": "input_shape"}]
    if name == "op_profile":
        return [{"group_by": g} for g in ("category", "provenance")]
    if name == "memory_viewer":
        return [{"module": m} for m in service.modules(run, host)]
    if name == "memory_profile":
        return [{"memory_id": m} for m in default.get("memory_ids", [])]
    if name == "tf_data_bottleneck_analysis":
        return [{"pipeline": p["key"]} for p in default.get("pipelines", [])] + [{"rank": "1"}]
    if name == "trace_viewer@":
        span_ms = default["span_us"][1] / 1000
        out = [{"start_time_ms": f"{span_ms / 4:.3f}", "end_time_ms": f"{span_ms / 2:.3f}", "resolution": "500"}]
        events = default["events"]
        if events["id"]:
            out.append({"mode": "search", "q": default["names"][events["name"][0]][:100], "limit": "50"})
            out.append({"mode": "details", "id": str(events["id"][0]), "event_host": default["hosts"][0]})
        return out
    return []


def write(outdir: Path, root: Path) -> int:
    if outdir.exists() and any(outdir.iterdir()):
        print(f"{outdir} is not empty: give a new folder", file=sys.stderr)
        return 2
    start = time.monotonic()
    written: dict[str, tuple[str, int]] = {}  # path -> (sha256, bytes)
    errors = 0

    def put(rel: str, data: bytes) -> None:
        assert rel not in written, f"two outputs named {rel}"
        path = outdir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written[rel] = (hashlib.sha256(data).hexdigest(), len(data))

    def attempt(rel: str, produce) -> bytes | None:
        """Writes produce()'s bytes at rel, or the error it raises at rel.error.txt."""
        nonlocal errors
        try:
            data = produce()
        except Exception as e:  # ProfilerError subclasses map to HTTP statuses; others would be a 500
            errors += 1
            put(f"{rel}.error.txt", f"{type(e).__name__}: {e}\n".encode())
            return None
        put(rel, data)
        return data

    found = logdirs(root)
    for logdir in found:
        rel = logdir.relative_to(root).as_posix()
        base = "_logdir" if rel == "." else rel  # DIR itself is a logdir
        service = Service(logdir, cache=ProfileCache(None))  # no disk cache: nothing read from elsewhere
        runs = service.runs()
        put(f"{base}/_runs.json", orjson.dumps(runs))
        for run in runs:
            rundir = f"{base}/{run or '_root'}"
            attempt(f"{rundir}/_run_tools.json", lambda: orjson.dumps(service.run_tools(run)))
            attempt(f"{rundir}/_hosts.json", lambda: orjson.dumps(
                {"": service.hosts(run), **{t.name: service.hosts(run, t.name) for t in tools.TOOLS}}))
            attempt(f"{rundir}/_modules.json", lambda: orjson.dumps(service.modules(run)))
            hosts = service.hosts(run)
            for host in hosts + ([None] if len(hosts) > 1 else []):
                hostdir = f"{rundir}/{host or '_all_hosts'}"
                for tool in tools.TOOLS:
                    def json_of(options, tool=tool):
                        chunks = service.tool_stream(run, tool.name, host, options)
                        if chunks is not None:  # streamed by the data route
                            return b"".join(chunks)
                        return service.tool_json(run, tool.name, host, options)

                    data = attempt(f"{hostdir}/{tool.name}.json", lambda: json_of({}))
                    done = [{}]
                    for options in variants(service, run, host, tool, data):
                        if attempt(f"{hostdir}/{file_name(tool.name, options)}.json",
                                   lambda: json_of(options)) is not None:
                            done.append(options)
                    if data is not None and tool.has_table:
                        for options in done:
                            attempt(f"{hostdir}/{file_name(tool.name, options)}.csv",
                                    lambda: service.tool_csv(run, tool.name, host, options)[1])

    outdir.mkdir(parents=True, exist_ok=True)
    (outdir / MANIFEST).write_text("".join(f"{rel}\t{d}\t{n}\n" for rel, (d, n) in sorted(written.items())))
    print(f"{len(written)} outputs, {errors} errors, {time.monotonic() - start:.1f} s "
          f"({len(found)} logdirs of {root})")
    return 0


# -- compare --------------------------------------------------------------------------

def read_manifest(directory: Path) -> dict[str, tuple[str, int]] | None:
    try:
        text = (directory / MANIFEST).read_text()
    except OSError:
        return None
    entries = {}
    for line in text.splitlines():
        path, digest, size = line.split("\t")
        entries[path] = (digest, int(size))
    return entries


def short(value, n: int = 80) -> str:
    text = orjson.dumps(value).decode() if not isinstance(value, str) else repr(value)
    return text if len(text) <= n else text[: n - 3] + "..."


def first_json_difference(a, b, where: str = "$") -> str | None:
    """Where two JSON values first differ (key order and int/float kind count), or None."""
    if type(a) is not type(b):
        return f"{where}: {short(a)} != {short(b)}"
    if isinstance(a, dict):
        for i, (ka, kb) in enumerate(zip(a, b)):
            if ka != kb:
                return f"{where}: key #{i} is {ka!r} != {kb!r}"
            found = first_json_difference(a[ka], b[kb], f"{where}.{ka}")
            if found:
                return found
        if len(a) != len(b):
            return f"{where}: {len(a)} keys != {len(b)} keys"
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_json_difference(x, y, f"{where}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{where}: {len(a)} items != {len(b)} items"
        return None
    return None if a == b else f"{where}: {short(a)} != {short(b)}"


def describe(a: bytes, b: bytes, path: str) -> str:
    """The first difference: a JSON path and values, else a line (CSV, text) or a byte offset."""
    if path.endswith(".json"):
        try:
            found = first_json_difference(orjson.loads(a), orjson.loads(b))
        except orjson.JSONDecodeError:
            found = None
        if found:
            return found
        at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        return f"same JSON value, byte {at}: {short(a[at - 30 if at > 30 else 0:at + 40].decode(errors='replace'))}" \
               f" != {short(b[at - 30 if at > 30 else 0:at + 40].decode(errors='replace'))}"
    la, lb = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
    i = next((i for i, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
    return f"line {i + 1}: {short(la[i] if i < len(la) else '<end>')} != {short(lb[i] if i < len(lb) else '<end>')}"


# orjson 3.11.7 writes a positive exponent with "+" (1.8e+18; older releases 1.8e18):
# both are the same JSON number, and pyproject accepts orjson from 3.9.
EXPONENT_PLUS = re.compile(rb"(?<=[0-9])e\+(?=[0-9])")


def same_but_exponent_spelling(a: bytes, b: bytes, path: str) -> bool:
    """Whether two JSON outputs differ only in how orjson spells positive exponents."""
    if not path.endswith(".json") or EXPONENT_PLUS.sub(b"e", a) != EXPONENT_PLUS.sub(b"e", b):
        return False
    try:
        return first_json_difference(orjson.loads(a), orjson.loads(b)) is None
    except orjson.JSONDecodeError:
        return False


def compare(dir_a: Path, dir_b: Path) -> int:
    a, b = read_manifest(dir_a), read_manifest(dir_b)
    for directory, manifest in ((dir_a, a), (dir_b, b)):
        if manifest is None:
            print(f"no {MANIFEST} in {directory}", file=sys.stderr)
            return 2
    differ = respelled = 0
    for path in sorted(set(a) | set(b)):
        if path not in b:
            print(f"only in {dir_a}: {path}")
        elif path not in a:
            print(f"only in {dir_b}: {path}")
        elif a[path] != b[path]:
            try:
                bytes_a, bytes_b = (dir_a / path).read_bytes(), (dir_b / path).read_bytes()
            except OSError as e:
                print(f"differs: {path}: cannot read: {e}")
                differ += 1
                continue
            if same_but_exponent_spelling(bytes_a, bytes_b, path):
                respelled += 1
                continue
            print(f"differs: {path}: {describe(bytes_a, bytes_b, path)}")
        else:
            continue
        differ += 1
    print(f"{len(set(a) | set(b))} outputs, {differ} differ" + ("" if differ else ": identical")
          + (f" ({respelled} only in orjson's spelling of positive exponents)" if respelled else ""))
    return 1 if differ else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("write", help="convert every fixture with every tool into OUTDIR")
    p.add_argument("outdir", type=Path)
    p.add_argument("--fixtures", type=Path, default=FIXTURES, help="folder of logdirs (default tests/fixtures)")
    p = sub.add_parser("compare", help="compare two OUTDIRs (exit 1 when anything differs)")
    p.add_argument("dir_a", type=Path)
    p.add_argument("dir_b", type=Path)
    args = parser.parse_args(argv)
    if args.command == "write":
        return write(args.outdir, args.fixtures.resolve())
    return compare(args.dir_a, args.dir_b)


if __name__ == "__main__":
    sys.exit(main())
