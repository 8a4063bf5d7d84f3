"""`tb-profile diff BASE NEW`: two profiles compared on the terminal, and a CI gate.

BASE and NEW are run directories or host files (local, gs:// or s3://), each read by a
Service of its own (Service.for_path) and compared by tools/compare.py, the code the
`data?base_run=` route runs. With --fail-above PCT the exit status is 1 when the gate's
metric grew by more than PCT percent: `step_time` (the average step time of
overview_page: compare.step_kpi, the one the verdict reads; two PyTorch runs have only
torch-tb-profiler's ProfilerStep time) or an op's name (its self time in tensorflow_stats,
summed over the rows of that name: host and device). An op found only in NEW counts as
grown without bound. PCT is a finite number >= 0 (nan or inf would turn the gate off).

Exit status: 0 passed (or no gate), 1 the gate failed, 2 bad input: an unreadable profile,
an unknown op, host or tool, a bad PCT, and any error while reading or converting either
profile (a crash is never read as a regression), each as one line on stderr, no traceback.

The table format prints times one unit a column (compare.time_unit, the unit the server
picked: `kpi_unit`, a table's `units`), a KPI in % with its delta in percentage points
(pp), and a compared table's note (kernel names that differ between GPU vendors) under
its title.
"""

from __future__ import annotations

import logging
import math
import sys

import orjson

from .errors import BadParameter, ProfilerError
from .service import Service, csv_bytes, dumps
from .tools import compare

logger = logging.getLogger(__name__)

STEP_TIME = "step_time"
# Exit statuses.
PASSED, FAILED, BAD_INPUT = 0, 1, 2
# Rows of a compared table printed by --format table.
TABLE_ROWS = 20


class GateError(ProfilerError):
    """The gate's metric cannot be read from these profiles (exit 2)."""


def _run(service: Service) -> str:
    (run,) = service.runs()
    return run


def compared(base: Service, new: Service, tool: str, host: str | None, base_host: str | None,
             options: dict) -> dict:
    base_run, new_run = _run(base), _run(new)
    base_host = base.base_host(base_run, host, base_host)
    comparison, _, _ = new.comparison(tool, (new_run, host), (base_run, base_host), options, base_service=base)
    return {"tool": tool, "base": {"path": str(base.catalog.logdir), "run": base_run, "host": base_host},
            "new": {"path": str(new.catalog.logdir), "run": new_run, "host": host or ""},
            "comparison": orjson.loads(comparison)}


def gate_value(metric: str, overview: dict | None, ops: dict | None) -> tuple[float, float, float]:
    """(base, new, growth in %) of the gate's metric; growth is inf for an op new in NEW."""
    if metric == STEP_TIME:
        step = compare.step_kpi(overview["kpis"])
        if step is None or step["base"] is None or step["new"] is None:
            raise GateError("no step time in one of the profiles (no steps were found)")
        base, new = step["base"], step["new"]
    else:
        if not ops:
            raise GateError(f"no op table to find {metric!r} in")
        ids = [c["id"] for c in ops["columns"]]
        names = [ids.index(k) for k in ops["key"] if k in ("operation", "type")]
        rows = [r for r in ops["rows"] if any(r[i] == metric for i in names)]
        if not rows:
            raise GateError(f"no op named {metric!r} in either profile")
        b, n = ids.index("total_self_time_base"), ids.index("total_self_time")
        base = sum(r[b] or 0.0 for r in rows)
        new = sum(r[n] or 0.0 for r in rows)
    if base:
        return base, new, 100.0 * (new - base) / base
    return base, new, (math.inf if new > 0 else 0.0)


def _fmt(x, unit: str = "") -> str:
    if x is None:
        return "-"
    text = f"{x:,.3f}".rstrip("0").rstrip(".") if isinstance(x, float) else f"{x:,}"
    return f"{text} {unit}".rstrip()


def _time(x, unit: str, shown: str) -> str:
    """A time in `unit` written in `shown` (the column's unit), 3 decimals."""
    if x is None:
        return "-"
    return f"{x * compare.TIME_UNITS[unit] / compare.TIME_UNITS[shown]:,.3f} {compare.UNIT_TEXT[shown]}"


def _pct(x) -> str:
    return "-" if x is None else f"{x:+.1f} %"


def _kpi_cell(k: dict, field: str, shown: str | None) -> str:
    """A KPI's base, new or delta: a time in the KPIs' one unit; a change of a percentage
    in percentage points."""
    x, unit = k[field], k["unit"]
    if shown and unit in compare.TIME_UNITS:
        return _time(x, unit, shown)
    return _fmt(x, "pp" if unit == "%" and field == "delta" else unit)


def table_text(result: dict) -> str:
    c = result["comparison"]
    b, n = result["base"], result["new"]
    lines = [f"{result['tool']}: {n['run']} ({n['host'] or 'all hosts'}) compared with base "
             f"{b['run']} ({b['host'] or 'all hosts'})"]
    if c.get("verdict"):
        lines += ["", c["verdict"]]
    if c["kpis"]:
        shown = c.get("kpi_unit") or compare.kpi_unit(c["kpis"])
        width = max(len(k["label"]) for k in c["kpis"])
        lines += ["", f"{'':{width}}  {'base':>14}  {'new':>14}  {'delta':>14}  {'delta %':>9}"]
        for k in c["kpis"]:
            lines.append(f"{k['label']:{width}}  {_kpi_cell(k, 'base', shown):>14}  {_kpi_cell(k, 'new', shown):>14}  "
                         f"{_kpi_cell(k, 'delta', shown):>14}  {_pct(k['delta_pct']):>9}")
    for t in c["tables"].values():
        ids = [col["id"] for col in t["columns"]]
        m = t["metric"]
        at = {i: ids.index(i) for i in ("change", *t["key"], f"{m}_base", m, f"{m}_delta", f"{m}_delta_pct")}
        label = compare.plain_label(t["columns"][at[m]]["label"])
        counts = t["counts"]
        lines += ["", f"{t['title']} ({label}; {counts['matched']} matched, {counts['new']} new, "
                  f"{counts['gone']} gone; first {min(TABLE_ROWS, len(t['rows']))} of {len(t['rows'])}):"]
        if t.get("note"):
            lines.append(f"  ({t['note']})")
        units = (t.get("units") or {}).get(m)
        if units:
            cell = lambda x: _time(x, units["unit"], units["shown"])  # noqa: E731
        else:
            cell = _fmt
        words = {"up": t["words"]["up"], "down": t["words"]["down"]}
        lines.append(f"  {'':>7}  {'base':>14}  {'new':>14}  {'delta':>14}  {'delta %':>9}  name")
        for r in t["rows"][:TABLE_ROWS]:
            name = " / ".join(str(r[at[k]]) for k in t["key"] if r[at[k]] not in ("", None))
            lines.append(f"  {words.get(r[0], r[0]):>7}  {cell(r[at[f'{m}_base']]):>14}  {cell(r[at[m]]):>14}  "
                         f"{cell(r[at[f'{m}_delta']]):>14}  {_pct(r[at[f'{m}_delta_pct']]):>9}  {name}")
    return "\n".join(lines) + "\n"


def check_limit(limit: float | None) -> None:
    """--fail-above: a finite percentage >= 0 (nan compares false, so it would pass every change)."""
    if limit is not None and not (math.isfinite(limit) and limit >= 0):
        raise BadParameter(f"--fail-above takes a finite percentage >= 0, got {limit:g}")


def _one_line(e: BaseException) -> str:
    text = " ".join(str(e).split()) or "no message"
    return f"{type(e).__name__}: {text}"


def run(args, cache) -> int:
    """The `diff` command; args from cli.build_parser()."""
    try:
        check_limit(args.fail_above)
        options = dict(kv.split("=", 1) for kv in args.option or [])
        base = Service.for_path(args.base, cache=cache)
        new = Service.for_path(args.new, cache=cache)
        metric = args.metric or STEP_TIME
        tool = args.tool or ("overview_page" if metric == STEP_TIME else "tensorflow_stats")
        if not compare.comparable(tool):
            raise BadParameter(f"{tool} cannot be compared; --tool takes one of: {', '.join(compare.SPECS)}")
        result = compared(base, new, tool, args.host, args.base_host, options)
        gate = None
        if args.fail_above is not None:
            gate_tool = "overview_page" if metric == STEP_TIME else "tensorflow_stats"
            c = (result if tool == gate_tool
                 else compared(base, new, gate_tool, args.host, args.base_host, {}))["comparison"]
            b, n, growth = gate_value(metric, c if metric == STEP_TIME else None, c["tables"].get("ops"))
            if math.isnan(growth):
                raise GateError(f"{metric} is not a number in one of the profiles")
            gate = {"metric": metric, "base": b, "new": n, "growth_pct": None if math.isinf(growth) else growth,
                    "fail_above_pct": args.fail_above, "failed": growth > args.fail_above}
            result["gate"] = gate
        if args.format == "json":
            text = dumps(result) + b"\n"
        elif args.format == "csv":
            text = csv_bytes(*compare.table(result))
        else:
            text = table_text(result).encode()
    except ProfilerError as e:
        print(f"tb-profile diff: {' '.join(str(e).split())}", file=sys.stderr)
        return BAD_INPUT
    except Exception as e:  # noqa: BLE001 - a crash reading either side is not a regression
        logger.debug("tb-profile diff failed", exc_info=True)
        print(f"tb-profile diff: could not read or compare the profiles ({_one_line(e)}); "
              "this is an error, not a regression", file=sys.stderr)
        return BAD_INPUT
    sys.stdout.flush()
    sys.stdout.buffer.write(text)
    sys.stdout.flush()
    if gate is not None:
        growth = "new in NEW" if gate["growth_pct"] is None else f"{gate['growth_pct']:+.2f} %"
        verdict = "FAILED" if gate["failed"] else "passed"
        print(f"gate {verdict}: {metric} {growth} (limit +{args.fail_above:g} %)", file=sys.stderr)
        return FAILED if gate["failed"] else PASSED
    return PASSED
