"""graph_viewer: the HLO graph of an XLA module around one op, as XProf's "Graph Viewer".

Options: `module` (a module's `name(program id)` or bare name; default: the
module with the most op time, else the first), `node` (an instruction name;
default: the module's op with the most self time, else its entry
computation's root), `width` (edges from the node, 0 to MAX_WIDTH, default
DEFAULT_WIDTH), `show_metadata` (framework op and source line on each node),
`format` (`graph`, the default, or `hlo_text`: the whole module as text, for
download).

JSON shape (format=graph):
{
  "module": "jit_train_step(26)", "computation": "main.42", "node": "dot.3", "width": 3,
  "instructions": 1234,                               # of the module
  "modules": [{"name", "time_ps"}],                   # every module, with its ops' self time
  "nodes": [{"id": row, "name", "opcode", "category", "shape", "expression",
             "distance", "boundary": bool,            # has neighbours beyond the width
             "time": {"self_time_ps", "total_time_ps", "occurrences", "percent"} | null,
             "fused": {"computation", "nodes": [{id, name, opcode, category, shape, expression}],
                       "edges": [[from, to]], "truncated"} | null,      # fusions: the fused graph
             "calls": [{"computation", "root"}],      # while/call/conditional... bodies
             "metadata": {"op_name", "op_type", "source"}}],   # with show_metadata
  "edges": [[from id, to id]],                        # operand -> user
  "truncated": bool,                                  # MAX_NODES cut the neighbourhood
  "hot_ops": [{"name", "percent"}],                   # the module's ops with the most self time
  "dot": "digraph ...",                               # the same graph in Graphviz DOT
  "diagnostics": [str]
}
format=hlo_text: {"module", "text"}.

Times come from the XLA ops of the profiles (analysis/xla_ops.py, as
op_profile), matched by module and instruction name; `percent` is of the
module's op self time. Names and text come from the profile: the view shows
them as text, and DOT labels escape them.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..analysis import hlo, xla_ops
from ..analysis.hlo import graph, modules, text
from ..errors import NotFound, ProfileError
from ..profile import Profile

DEFAULT_WIDTH = 3
MAX_WIDTH = 20
MAX_NODES = 500      # drawn in the browser: a layered layout of 500 nodes takes about a second
MAX_FUSED = 200      # instructions drawn inside one fusion
HOT_OPS = 20
CALLING = frozenset({"while", "call", "conditional", "custom-call", "async-start", "map", "reduce",
                     "reduce-window", "scatter", "sort", "all-reduce", "reduce-scatter", "select-and-scatter"})
# DOT fill colours by category (the view has its own palette).
_DOT_COLORS = ["#c6dbef", "#fdd0a2", "#c7e9c0", "#dadaeb", "#fcbba1", "#d9d9d9", "#fee391", "#ccebc5",
               "#bcbddc", "#f2f0f7"]


def _module_times(profiles: Sequence[Profile]) -> tuple[dict, dict]:
    """(module display name -> total op self time, (module, op) -> its op row)."""
    data = xla_ops.combine([xla_ops.xla_ops(p) for p in profiles])
    totals: dict = {}
    rows: dict = {}
    for row in data.ops.itertuples(index=False):  # once per executed op
        totals[row.program] = totals.get(row.program, 0) + int(row.time_ps)
        rows[(row.program, row.op)] = row
    return totals, rows


def _module(profiles: Sequence[Profile], wanted: str, totals: dict) -> tuple[Profile, str]:
    names = hlo.module_names(profiles)
    if not names:
        raise NotFound("no XLA modules (HLO protos) in this profile")
    if not wanted:  # the readable module with the most op time
        readable = [n for p in profiles for n in hlo.tables(p)]
        timed = sorted((n for n in readable if totals.get(n)), key=lambda n: (-totals[n], n))
        wanted = timed[0] if timed else (sorted(readable) or names)[0]
    return hlo.resolve(profiles, wanted)


def _small_node(table, row: int) -> dict:
    return {"id": row, "name": str(table.names[row]), "opcode": str(table.opcodes[row]),
            "category": table.category(row), "shape": text.shape(table.inst(row).shape),
            "expression": table.expression(row)}


def _called(table, row: int) -> list[dict]:
    if table.opcodes[row] not in CALLING:
        return []
    out = []
    for cid in table.inst(row).called_computation_ids:
        comp = table.comp_index(cid)
        if comp is None:
            continue
        root = graph.root_row(table, comp)
        out.append({"computation": str(table.comp_names[comp]),
                    "root": str(table.names[root]) if root is not None else None})
    return out


def _fused(table, index, row: int) -> dict | None:
    comp = int(table.fused_comp[row])
    if comp < 0:
        return None
    rows, edges, truncated = graph.computation_graph(table, index, comp, MAX_FUSED)
    return {"computation": str(table.comp_names[comp]), "nodes": [_small_node(table, r) for r in rows],
            "edges": [list(e) for e in edges], "truncated": truncated}


def _dot_text(value: str) -> str:
    """A DOT string's contents: quotes and backslashes escaped, control characters dropped."""
    cleaned = "".join(ch if ch >= " " else " " for ch in value)
    return cleaned.replace("\\", "\\\\").replace('"', '\\"')


def _dot(module: str, nodes: list[dict], edges: list) -> str:
    categories = sorted({n["category"] for n in nodes})
    color = {c: _DOT_COLORS[i % len(_DOT_COLORS)] for i, c in enumerate(categories)}
    lines = [f'digraph "{_dot_text(module)}" {{', "  rankdir=TB;",
             '  node [shape=box, style="filled,rounded", fontname="Helvetica", fontsize=10];']
    for n in nodes:
        label = f"{n['name']}\\n{n['opcode']} {n['shape']}"
        label = "\\n".join(_dot_text(part) for part in label.split("\\n"))
        if n.get("metadata") and n["metadata"]["op_name"]:
            label += "\\n" + _dot_text(n["metadata"]["op_name"])
        extra = ", penwidth=3" if n["distance"] == 0 else ", style=\"filled,rounded,dashed\"" if n["boundary"] else ""
        lines.append(f'  n{n["id"]} [label="{label}", fillcolor="{color[n["category"]]}"{extra}];')
    lines += [f"  n{a} -> n{b};" for a, b in edges]
    lines.append("}")
    return "\n".join(lines) + "\n"


def module_text(table) -> str:
    """The whole module as HLO text: each computation with its instructions (ENTRY and ROOT marked)."""
    module = table.proto.hlo_module
    out = [f"HloModule {module.name}", ""]
    for comp, computation in enumerate(module.computations):  # once per computation
        root = graph.root_row(table, comp)
        entry = "ENTRY " if computation.id == module.entry_computation_id or \
            computation.name == module.entry_computation_name else ""
        out.append(f"{entry}%{computation.name} {{")
        for r in table.computation_rows(comp):
            out.append(f"  {'ROOT ' if r == root else ''}{table.expression(r)}")
        out += ["}", ""]
    return "\n".join(out)


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    totals, op_rows = _module_times(profiles)
    profile, name = _module(profiles, (options.get("module") or "").strip(), totals)
    # A module whose proto cannot be read: a ProfileError naming it (422).
    return modules.guarded(profile, name, lambda: _answer(profiles, profile, name, options, totals, op_rows))


def _answer(profiles, profile: Profile, name: str, options: Mapping[str, str], totals: dict, op_rows: dict) -> dict:
    table = hlo.table(profile, name)
    if table.problem:  # fusions calling each other in a cycle, or nested past the bound
        raise ProfileError(profile.path, f"module {name} cannot be drawn: {table.problem}")
    if options.get("format") == "hlo_text":
        return {"module": name, "text": module_text(table)}
    width = int(options["width"]) if options.get("width") not in (None, "") else DEFAULT_WIDTH
    module_ops = sorted(((op, row) for (program, op), row in op_rows.items() if program == name),
                        key=lambda kv: (-int(kv[1].time_ps), kv[0]))
    module_ps = totals.get(name, 0)
    wanted = (options.get("node") or "").strip()
    diagnostics = []
    if wanted:
        centre = table.index.get(wanted)
        if centre is None:
            raise NotFound(f"no instruction named {wanted!r} in module {name}")
    else:
        centre = next((table.index[op] for op, _ in module_ops if op in table.index), None)
        if centre is None:
            centre = graph.entry_root(table)
            diagnostics.append("No op of this module ran in the profile: the graph is around the entry "
                               "computation's root.")
        if centre is None:
            raise NotFound(f"module {name} has no instructions")
    index = graph.index(profile, name, table)
    near = graph.neighbourhood(index, centre, width, MAX_NODES)
    if near.truncated:
        diagnostics.append(f"The neighbourhood has more than {MAX_NODES} instructions: the {MAX_NODES} nearest "
                           "are drawn. Pick a smaller width or another op.")
    show_metadata = options.get("show_metadata") in ("1", "true")
    nodes = []
    for row in near.rows:  # once per drawn instruction
        node = _small_node(table, row)
        timed = op_rows.get((name, node["name"]))
        node.update(
            distance=near.distance[row], boundary=row in near.boundary,
            time=None if timed is None else {
                "self_time_ps": int(timed.time_ps), "total_time_ps": int(timed.total_ps),
                "occurrences": int(timed.occurrences),
                "percent": 100.0 * int(timed.time_ps) / module_ps if module_ps else 0.0},
            fused=_fused(table, index, row), calls=_called(table, row))
        if show_metadata:
            md = table.inst(row).metadata
            node["metadata"] = {"op_name": md.op_name, "op_type": md.op_type, "source": table.source(row)}
        nodes.append(node)
    edges = [list(e) for e in near.edges]
    return {
        "module": name,
        "computation": str(table.comp_names[int(table.comp[centre])]),
        "node": str(table.names[centre]),
        "width": width,
        "instructions": len(table),
        "modules": [{"name": n, "time_ps": int(totals.get(n, 0))} for n in hlo.module_names(profiles)],
        "nodes": nodes,
        "edges": edges,
        "truncated": near.truncated,
        "hot_ops": [{"name": op, "percent": 100.0 * int(row.time_ps) / module_ps if module_ps else 0.0}
                    for op, row in module_ops[:HOT_OPS]],
        "dot": _dot(name, nodes, edges),
        "diagnostics": diagnostics,
    }
