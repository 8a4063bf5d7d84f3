// op_profile: how well the XLA programs use the device — an overview
// (FLOPS and memory bandwidth utilization, suggestions), a control panel
// (ops per category, group by program / category / provenance, sort, idle
// time), the op table as a tree (program -> category -> op -> fused ops:
// time % with a bar, name, framework op, FLOPS utilization coloured from red
// to green, memory bandwidth utilization) and a details card for the row
// under the pointer or the selected one (tools/op_profile.py documents the
// JSON). Every string from the profile is inserted as text.
//
// URL parameters: group_by=program|category|provenance, ops=5|10|25|50|100|all,
// sort=time|flops|bandwidth, idle=0 (exclude idle time), op= and program= (the
// selected op and its program: graph_viewer links here with them).
//
// Compared with a baseline run (`comparison`): the comparison's header and
// the compared op table (one row per program, category and op) above the new
// run's overview and op tree (a tree does not take base/new/Δ columns well).

import {el, clear} from '../lib/dom.js';
import {fileStem, formatBytes, formatDurationUs, formatNumber, shortName} from '../lib/format.js';
import {redToGreen} from '../lib/palette.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';
import {graphViewerLink} from './graph_viewer.js';
import './op_profile.css';

export const allHosts = true;

export const GROUPINGS = [
  {value: 'program', label: 'Program'},
  {value: 'category', label: 'Category'},
  {value: 'provenance', label: 'TensorFlow/JAX op'},
];
export const SORTS = [
  {value: 'time', label: 'Time'},
  {value: 'flops', label: 'FLOPS utilization'},
  {value: 'bandwidth', label: 'Memory bandwidth utilization'},
];
export const OP_COUNTS = ['5', '10', '25', '50', '100', 'all'];
const DEFAULT_OPS = '10';

// ---- numbers -------------------------------------------------------------------------------

/** A 0..1 utilization as a percent string ('' when unknown). */
export function formatUtilization(u) {
  if (u === null || u === undefined || Number.isNaN(u)) return '';
  const pct = 100 * u;
  return `${pct < 0.1 && pct > 0 ? pct.toFixed(3) : pct.toFixed(1)}%`;
}

/** Time of the whole profile the percentages are of: with or without IDLE. */
export function totalTimePs(root, includeIdle) {
  const m = includeIdle ? root.metrics : (root.metrics_exclude_idle || root.metrics);
  return m ? m.time_ps : 0;
}

/** A node's share of the total time, 0..100. */
export function timePercent(node, root, includeIdle) {
  const total = totalTimePs(root, includeIdle);
  const t = node.metrics ? node.metrics.time_ps : null;
  return total > 0 && typeof t === 'number' ? (100 * t) / total : null;
}

/** Background of a FLOPS utilization cell: red (0) through yellow to green (1); null when unknown. */
export function utilizationColor(u) {
  if (u === null || u === undefined || Number.isNaN(u)) return null;
  return redToGreen(u);
}

function sortKey(node, sortBy) {
  const m = node.metrics || {};
  if (sortBy === 'flops') return m.flops_utilization ?? (node.kind === 'fused' ? m.flops : null);
  if (sortBy === 'bandwidth') return m.memory_bw_utilization ?? null;
  return m.time_ps ?? (node.kind === 'fused' ? m.flops : null);
}

/** Children in display order: by the chosen metric, largest first, unknown last; IDLE dropped when excluded. */
export function sortedChildren(node, sortBy = 'time', includeIdle = true) {
  const kids = (node.children || []).filter((c) => includeIdle || c.kind !== 'idle');
  return kids
    .map((c, i) => ({c, i, k: sortKey(c, sortBy)}))
    .sort((a, b) => {
      if (a.k === null && b.k === null) return a.i - b.i;
      if (a.k === null) return 1;
      if (b.k === null) return -1;
      return b.k - a.k || a.i - b.i;
    })
    .map((x) => x.c);
}

/** Nodes whose children are ops (or fused ops): they show `opsPerCategory` of them. */
function limitsChildren(node) {
  return node.kind === 'category' || node.kind === 'op' || node.kind === 'fused';
}

export function nodeKey(path) {
  return path.join('\u0001');
}

/**
 * The visible rows of the tree, depth first: [{node, depth, key, expandable,
 * expanded}] plus {more: n, depth} rows where a category hides ops (beyond
 * `opsPerCategory`, or pruned by the server: `num_children`).
 */
export function visibleRows(root, {expanded = new Set(), opsPerCategory = 10, sortBy = 'time', includeIdle = true} = {}) {
  const rows = [];
  const limit = opsPerCategory === 'all' ? Infinity : Number(opsPerCategory) || 10;
  function walk(node, depth, path) {
    const kids = sortedChildren(node, sortBy, includeIdle);
    const shown = limitsChildren(node) ? kids.slice(0, limit) : kids;
    for (const child of shown) {
      const childPath = [...path, child.name];
      const key = nodeKey(childPath);
      const expandable = (child.children || []).length > 0;
      const isOpen = expandable && expanded.has(key);
      rows.push({node: child, depth, key, expandable, expanded: isOpen});
      if (isOpen) walk(child, depth + 1, childPath);
    }
    const hidden = Math.max(node.num_children ?? kids.length, kids.length) - shown.length
      - (includeIdle ? 0 : (node.children || []).filter((c) => c.kind === 'idle').length);
    if (hidden > 0 && shown.length) rows.push({more: hidden, depth, key: `${nodeKey(path)}\u0002more`});
  }
  walk(root, 0, []);
  return rows;
}

/** Keys of the nodes open when the view first shows: the groups above categories. */
export function initialExpanded(root) {
  const keys = new Set();
  for (const child of root.children || []) {
    if (child.kind === 'program' && (child.children || []).length) keys.add(nodeKey([child.name]));
  }
  return keys;
}

/**
 * A framework op path cut in its middle to fit its column (its start names the
 * program, its end the op): `jit(train_step)/transpose(jvp())/transpose` -> `jit(train…jvp())/transpose`.
 */
export function shortProvenance(text, max = 34) {
  return shortName(text || '', max);
}

function rate(value, unit) {
  if (value === null || value === undefined) return '';
  const units = [[1e15, 'P'], [1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k']];
  for (const [scale, prefix] of units) {
    if (Math.abs(value) >= scale) return `${formatNumber(value / scale, 2)} ${prefix}${unit}`;
  }
  return `${formatNumber(value, 2)} ${unit}`;
}

const KIND_LABELS = {
  program: 'Program', category: 'Category', provenance: 'Framework op path', op: 'XLA op', fused: 'Fused op',
  idle: 'Idle time', root: 'All ops',
};

/** Label/value rows of the details card. */
export function detailsRows(node, root, includeIdle = true) {
  const m = node.metrics || {};
  const x = node.xla || {};
  const rows = [['Name', node.name], ['Kind', KIND_LABELS[node.kind] || node.kind]];
  if (x.category) rows.push(['Category', x.category]);
  if (x.program) rows.push(['Program', x.program]);
  if (node.kind === 'fused') {
    rows.push(['FLOPs (estimated)', formatNumber(m.flops, 0)]);
  } else {
    const pct = timePercent(node, root, includeIdle);
    rows.push(['Time', `${formatDurationUs((m.time_ps || 0) / 1e6)}${pct === null ? '' : ` (${pct.toFixed(1)}%)`}`]);
    rows.push(['FLOPS utilization', m.flops_utilization === null || m.flops_utilization === undefined
      ? `unknown (${rate(m.flops_per_second, 'FLOP/s') || 'no FLOPs'})`
      : `${formatUtilization(m.flops_utilization)} (${rate(m.flops_per_second, 'FLOP/s')})`]);
    rows.push(['Memory utilization', m.memory_bw_utilization === null || m.memory_bw_utilization === undefined
      ? `unknown (${rate(m.bytes_per_second, 'B/s') || 'no bytes'})`
      : `${formatUtilization(m.memory_bw_utilization)} (${rate(m.bytes_per_second, 'B/s')})`]);
    if (node.kind !== 'idle') {
      rows.push(['Occurrences', formatNumber(m.occurrences)]);
      if (m.avg_time_ps !== null && m.avg_time_ps !== undefined) {
        rows.push(['Average time', formatDurationUs(m.avg_time_ps / 1e6)]);
      }
      rows.push(['FLOPs', formatNumber(m.flops, 0)], ['Bytes accessed', formatBytes(m.bytes_accessed)]);
    }
  }
  if (x.provenance) rows.push(['TensorFlow/JAX op', x.provenance]);
  if (x.source) rows.push(['Source', x.source]);
  if (x.flops_source === 'estimate') rows.push(['FLOPs from', 'estimated from the HLO shapes']);
  if (x.deduplicated_name) rows.push(['Deduplicated name', x.deduplicated_name]);
  return rows;
}

/** Rows of a convolution's layout table: one per dimension, most minor first. */
export function layoutRows(layout) {
  return (layout?.dimensions || []).map((d) => [
    d.semantics, String(d.size), String(d.alignment), String(d.padded_size), `${formatNumber(d.padding_percent, 1)}%`,
  ]);
}

/** The overview's headline numbers. */
export function overviewItems(overview, includeIdle = true) {
  const flops = includeIdle ? overview.flops_utilization : overview.flops_utilization_exclude_idle;
  const bw = includeIdle ? overview.memory_bw_utilization : overview.memory_bw_utilization_exclude_idle;
  const time = includeIdle ? overview.time_ps : overview.op_time_ps;
  return [
    {label: 'FLOPS utilization', value: flops === null || flops === undefined ? 'n/a' : formatUtilization(flops),
      title: 'Measured FLOPS as a share of the device\'s peak'},
    {label: 'Memory bandwidth utilization', value: bw === null || bw === undefined ? 'n/a' : formatUtilization(bw),
      title: 'Bytes accessed per second as a share of the peak memory bandwidth'},
    {label: 'FLOP rate', value: rate(overview.flops_per_second, 'FLOP/s') || 'n/a',
      title: overview.flops_source === 'estimate' ? 'FLOPs estimated from the HLO shapes' : 'FLOPs from the profile'},
    {label: includeIdle ? 'Device time (with idle)' : 'Op time', value: formatDurationUs(time / 1e6)},
    {label: 'Idle', value: overview.time_ps ? `${((100 * overview.idle_time_ps) / overview.time_ps).toFixed(1)}%` : 'n/a'},
  ];
}

// ---- drawing -------------------------------------------------------------------------------

function select(id, label, options, value, onChange) {
  const node = el('select', {id, 'aria-label': label, on: {change: (e) => onChange(e.target.value)}},
    options.map((o) => el('option', {value: o.value, text: o.label})));
  node.value = value;
  // Styled as the app's other fields (a small caps label, a bordered select).
  return el('label', {class: 'tbp-field tbp-inline-field tbp-op-field'}, el('span', {class: 'tbp-field-label', text: label}), node);
}

function overviewCard(data, includeIdle) {
  const o = data.overview;
  const items = overviewItems(o, includeIdle);
  const source = data.source === 'host'
    ? 'Times from the XLA CPU runtime\'s thunk events on host threads (a CPU profile: XProf shows nothing here).'
    : `Times from the ${data.device_type || 'device'}'s XLA op events.`;
  return card({title: 'Overview', subtitle: source},
    el('div', {class: 'tbp-op-big'}, items.map((it) => el('div', {class: 'tbp-op-big-item', title: it.title || null},
      el('div', {class: 'tbp-op-big-value', text: it.value}),
      el('div', {class: 'tbp-op-big-label', text: it.label})))),
    o.suggestions && o.suggestions.length
      ? el('ul', {class: 'tbp-op-suggestions', 'aria-label': 'Suggestions'}, o.suggestions.map((s) => el('li', {text: s})))
      : null);
}

function detailsCard(node, root, includeIdle, context = null) {
  if (!node) {
    return card({title: 'Details'}, el('p', {class: 'tbp-help',
      text: 'Hover over an op or a category to see its details; click to keep them.'})).element;
  }
  const kv = keyValueCard({title: node.name, rows: detailsRows(node, root, includeIdle)});
  const x = node.xla || {};
  const body = kv.element.querySelector('.tbp-card-body');
  if (x.expression) {
    body.append(el('div', {class: 'tbp-kv-label', text: 'Expression'}),
      el('pre', {class: 'tbp-op-expression', text: x.expression}));
  }
  if (x.layout) {
    body.append(
      el('div', {class: 'tbp-kv-label', text: `Layout of ${x.layout.convolution}'s input: ${x.layout.shape}`}),
      el('table', {class: 'tbp-op-layout-table', 'aria-label': 'Layout'},
        el('thead', {}, el('tr', {},
          ['Dimension', 'Size', 'Alignment', 'Padded', 'Padding'].map((h) => el('th', {text: h})))),
        el('tbody', {}, layoutRows(x.layout).map((r) => el('tr', {}, r.map((v) => el('td', {text: v})))))),
      x.layout.utilization_percent !== null && x.layout.utilization_percent !== undefined
        ? el('p', {class: 'tbp-help',
          text: `${formatNumber(x.layout.utilization_percent, 2)}% of the padded input is data.`})
        : null);
  }
  const graph = context && (node.kind === 'op' || node.kind === 'fused')
    ? graphViewerLink({module: x.program, node: node.name}, context) : null;
  if (graph) body.append(el('p', {class: 'tbp-op-links'}, graph));
  kv.element.classList.add('tbp-op-details');
  return kv.element;
}

function utilizationCell(u) {
  const color = utilizationColor(u);
  return el('td', {class: 'tbp-op-num tbp-op-flops', style: color ? {background: color} : null,
    text: u === null || u === undefined ? '' : formatUtilization(u)});
}

/** The op table: a tree of rows; `ui` holds the expanded keys, selection and options. */
function opTable(data, ui, onHover, onSelect) {
  const root = data.root;
  const tbody = el('tbody');
  const table = el('table', {class: 'tbp-op-table', role: 'treegrid', 'aria-label': 'Ops by time'},
    el('colgroup', {}, ['time', 'name', 'prov', 'flops', 'bw'].map((c) => el('col', {class: `tbp-op-col-${c}`}))),
    el('thead', {}, el('tr', {},
      el('th', {text: 'Time'}), el('th', {text: 'Name'}), el('th', {text: 'TensorFlow/JAX op'}),
      el('th', {class: 'tbp-op-num', text: 'FLOPS', title: 'FLOPS utilization'}),
      el('th', {class: 'tbp-op-num', text: 'Mem BW', title: 'Memory bandwidth utilization'}))),
    tbody);

  function draw() {
    clear(tbody);
    const rows = visibleRows(root, ui);
    for (const row of rows) {
      if (row.more) {
        tbody.append(el('tr', {class: 'tbp-op-more'}, el('td'),
          el('td', {colspan: 4, style: {paddingLeft: `${6 + 12 * row.depth + 18}px`},
            text: `${formatNumber(row.more)} more not shown (see "Ops per category")`})));
        continue;
      }
      const {node} = row;
      const pct = timePercent(node, root, ui.includeIdle);
      const m = node.metrics || {};
      const toggle = row.expandable
        ? el('button', {type: 'button', class: 'tbp-op-toggle', 'aria-label': row.expanded ? 'Collapse' : 'Expand',
          text: row.expanded ? '▼' : '▶',
          on: {click: (e) => {
            e.stopPropagation();
            if (ui.expanded.has(row.key)) ui.expanded.delete(row.key); else ui.expanded.add(row.key);
            draw();
          }}})
        : el('span', {class: 'tbp-op-toggle-space'});
      const tr = el('tr', {
        class: `tbp-op-row tbp-op-kind-${node.kind}${ui.selected === row.key ? ' tbp-op-selected' : ''}`,
        role: 'row', 'aria-level': row.depth + 1, 'aria-expanded': row.expandable ? String(row.expanded) : null,
        dataset: {kind: node.kind},
        on: {
          mouseenter: () => { if (!ui.selected) onHover(node); },
          click: () => {
            ui.selected = ui.selected === row.key ? null : row.key;
            onSelect(ui.selected ? node : null);
            draw();
          },
        },
      },
      el('td', {}, pct === null
        ? (node.kind === 'fused' ? el('span', {class: 'tbp-help', text: `${rate(m.flops, 'FLOP')}`}) : '')
        : el('div', {class: 'tbp-op-time'},
          el('span', {class: 'tbp-op-num', text: `${pct.toFixed(pct < 0.1 && pct > 0 ? 3 : 1)}%`}),
          el('div', {class: 'tbp-op-bar'},
            el('div', {class: 'tbp-op-bar-fill', style: {width: `${Math.min(100, pct)}%`}})))),
      el('td', {title: node.name}, el('div', {class: 'tbp-op-name', style: {paddingLeft: `${12 * row.depth}px`}}, toggle,
        el('span', {class: 'tbp-op-label', text: node.name}))),
      el('td', {class: 'tbp-op-provenance', title: node.xla?.provenance || null,
        text: shortProvenance(node.xla?.provenance)}),
      // Fused ops have no time of their own, idle time no work: no utilization.
      node.kind === 'fused' || node.kind === 'idle' ? el('td') : utilizationCell(m.flops_utilization),
      el('td', {class: 'tbp-op-num',
        text: node.kind === 'fused' || node.kind === 'idle' ? '' : formatUtilization(m.memory_bw_utilization)}));
      tbody.append(tr);
    }
  }
  draw();
  return {element: table, draw};
}

export function dataParams(state = {}) {
  const params = {group_by: state.group_by || 'program'};
  if (state.ops === 'all') params.limit = '0';
  return params;
}

/** The key of op `name` (of `program` when given, else any), or null. */
export function findOpKey(root, name, program = '') {
  let fallback = null;
  function walk(node, path) {
    for (const child of node.children || []) {
      const childPath = [...path, child.name];
      if ((child.kind === 'op' || child.kind === 'fused') && child.name === name) {
        if (!program || (child.xla && child.xla.program === program)) return childPath;
        fallback = fallback || childPath;
      }
      const found = walk(child, childPath);
      if (found) return found;
    }
    return null;
  }
  const path = walk(root, []) || fallback;
  return path ? nodeKey(path) : null;
}

/** The URL parameters of the selected row: an op's name and program, else none. */
export function selectionParams(node) {
  const op = node && (node.kind === 'op' || node.kind === 'fused');
  return {op: op ? node.name : '', program: op && node.xla ? node.xla.program || '' : ''};
}

function findSelected(root, key) {
  if (!key) return null;
  const names = key.split('\u0001');
  let node = root;
  for (const name of names) {
    node = (node.children || []).find((c) => c.name === name);
    if (!node) return null;
  }
  return node;
}

export function render(container, {data, comparison = null, state = {}, params = {}, api, setParams = () => {}, selectTool}) {
  const ui = {
    groupBy: data.group_by || state.group_by || 'program',
    opsPerCategory: OP_COUNTS.includes(state.ops) ? state.ops : DEFAULT_OPS,
    sortBy: SORTS.some((s) => s.value === state.sort) ? state.sort : 'time',
    includeIdle: state.idle !== '0',
    expanded: initialExpanded(data.root),
    selected: null,
  };
  const links = {state, selectTool, root: container.ownerDocument || document};
  if (state.op && data.root) {
    // A link to one op: it is selected, and the rows above it open.
    ui.selected = findOpKey(data.root, state.op, state.program);
    const names = ui.selected ? ui.selected.split('\u0001') : [];
    for (let k = 1; k < names.length; k += 1) ui.expanded.add(nodeKey(names.slice(0, k)));
  }
  container.append(el('h2', {text: 'HLO Op Profile'}));
  if (comparison) {
    container.append(compareHeader(comparison), comparedSection(comparison, 'ops', {state, setParams}).element,
      newRunHeading(comparison));
  }
  for (const note of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  if (!data.root || !(data.root.children || []).length) {
    container.append(emptyMessage('No XLA ops',
      'op_profile needs XLA op events: device planes with an "XLA Ops" line (GPU, TPU), '
      + 'or the XLA CPU runtime\'s thunk events of a JAX profile.').element);
    return;
  }
  const overviewSlot = el('div', {class: 'tbp-op-overview'});
  const tableSlot = el('div', {class: 'tbp-op-main'});
  const side = el('div', {class: 'tbp-op-side'});
  let current = data;
  let tableView = null;

  function showDetails(node) {
    clear(side).append(detailsCard(node, current.root, ui.includeIdle, links));
  }
  function drawAll() {
    clear(overviewSlot).append(overviewCard(current, ui.includeIdle).element);
    tableView = opTable(current, ui, (node) => showDetails(node), (node) => {
      showDetails(node);
      setParams(selectionParams(node));
    });
    clear(tableSlot).append(tableView.element);
    showDetails(findSelected(current.root, ui.selected));
  }
  async function refetch(extra) {
    if (!api) return;
    tableSlot.setAttribute('aria-busy', 'true');
    try {
      current = await api.data({...params, ...dataParams({group_by: ui.groupBy, ops: ui.opsPerCategory}), ...extra});
      ui.expanded = initialExpanded(current.root);
      ui.selected = null;
      setParams(selectionParams(null));
      if (csvLink) csvLink.href = csvUrl();
      drawAll();
    } catch (e) {
      clear(tableSlot).append(el('p', {class: 'tbp-diagnostic', role: 'alert',
        text: `Could not load the op profile: ${e.message}`}));
    } finally {
      tableSlot.removeAttribute('aria-busy');
    }
  }

  const csvUrl = () => (api && api.csvUrl
    ? api.csvUrl({...params, ...dataParams({group_by: ui.groupBy, ops: ui.opsPerCategory})}) : null);
  const csvLink = csvUrl() ? el('a', {class: 'tbp-button', id: 'tbp-op-csv', href: csvUrl(),
    download: `${fileStem(state.run, state.host || 'all_hosts', 'op_profile')}.csv`, text: 'Export as CSV'}) : null;
  const idleBox = el('input', {type: 'checkbox', id: 'tbp-op-idle', checked: ui.includeIdle, on: {change: (e) => {
    ui.includeIdle = e.target.checked;
    setParams({idle: ui.includeIdle ? '' : '0'});
    drawAll();
  }}});
  const controls = el('div', {class: 'tbp-op-controls', role: 'group', 'aria-label': 'Op table options'},
    select('tbp-op-count', 'Ops per category', OP_COUNTS.map((v) => ({value: v, label: v === 'all' ? 'All' : v})),
      ui.opsPerCategory, (v) => {
        ui.opsPerCategory = v;
        setParams({ops: v === DEFAULT_OPS ? '' : v});
        // The server sends 100 ops per category unless asked for all (limit=0).
        if (v === 'all' && current.limit !== 0) refetch({});
        else tableView.draw();
      }),
    select('tbp-op-group', 'Group by', GROUPINGS, ui.groupBy, (v) => {
      ui.groupBy = v;
      setParams({group_by: v === 'program' ? '' : v});
      refetch({});
    }),
    select('tbp-op-sort', 'Sort by', SORTS, ui.sortBy, (v) => {
      ui.sortBy = v;
      setParams({sort: v === 'time' ? '' : v});
      tableView.draw();
    }),
    el('label', {class: 'tbp-op-check'}, idleBox, el('span', {text: 'Include idle time'})),
    csvLink);
  container.append(overviewSlot, controls, el('div', {class: 'tbp-op-layout'}, tableSlot, side));
  drawAll();
  const selectedRow = ui.selected ? tableSlot.querySelector('.tbp-op-selected') : null;
  if (selectedRow && selectedRow.scrollIntoView) selectedRow.scrollIntoView({block: 'center'});
}
