// hlo_stats: XProf's "HLO Op Stats" — one row per HLO op of each XLA program:
// two pie charts (self time by HLO category, by HLO op: top ops + "Other")
// and a sortable, filterable, paged table with CSV export
// (tools/hlo_stats.py documents the JSON). Op names, HLO text, framework op
// names and source info come from the profile: they only ever go in as text.
// An op's name links to its HLO graph (graph_viewer).
// URL parameters: sort=<column>:<asc|desc>, filter=, page=.
// Compared with a baseline run (`comparison`): the comparison's header and
// the compared op table first, then the new run's summary and pies.

import {el} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent, shortName as cutName} from '../lib/format.js';
import {dataTable, toolTable, urlTableOptions} from '../components/table.js';
import {pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';
import {graphViewerLink} from './graph_viewer.js';
import './hlo_stats.css';

export const allHosts = true;

const TIME_COLUMNS = new Set(['total_time', 'avg_time', 'total_self_time', 'avg_self_time']);
const PERCENT_COLUMNS = new Set(['total_self_time_percent', 'cumulative_total_self_time_percent', 'dma_stall_percent']);
const COLUMN_TITLES = {
  hlo_op_expression: 'The HLO instruction as XLA prints it',
  tf_op_name: 'The framework (JAX, TensorFlow) op the HLO op comes from',
  operational_intensity: 'FLOPs per byte of memory accessed',
  bound_by: 'What limits the op in the roofline model',
};
const LEGEND_CHARS = 32;

// Where the times come from, in a few words (the diagnostics say more).
const SOURCE_NOTES = {
  device: 'Times from the device\'s XLA op events.',
  host: 'Times from the XLA CPU runtime\'s per-op events on the host (XProf shows no HLO ops for CPU profiles).',
};

// Columns hidden until the user shows them (the Columns menu): 29 do not fit
// beside the op names. Also hidden: columns empty or 0 in every row.
const HIDDEN_COLUMNS = ['rank', 'program_id', 'avg_time', 'avg_self_time', 'hlo_rematerialization',
  'outside_compilation', 'autotuned', 'core_type', 'parent_op_name', 'cmem_read_bw', 'cmem_write_bw',
  'dma_stall_percent', 'vdd_energy', 'normalized_flop_rate', 'hbm_bw', 'total_time', 'source_info'];

/** The ids of the columns the table starts without (see HIDDEN_COLUMNS). */
export function defaultHidden(columns, rows) {
  return columns.filter((column, i) => HIDDEN_COLUMNS.includes(column.id)
    || (rows.length && rows.every((row) => row[i] === null || row[i] === undefined || row[i] === '' || row[i] === 0)))
    .map((column) => column.id);
}

/** An op or category name cut in its middle for a pie's legend (the tooltip shows it whole). */
export function shortName(name, max = LEGEND_CHARS) {
  return cutName(name, max);
}

/** A pie's names and values from by_category / by_op ([{name, self_time_us}]), empty slices left out. */
export function pieData(slices = []) {
  const kept = (slices || []).filter((s) => Number(s.self_time_us) > 0);
  return {names: kept.map((s) => String(s.name ?? '')), values: kept.map((s) => s.self_time_us)};
}

/** Table columns and rows (components/table.js toolTable), numbers in their display format. */
export function tableModel(data) {
  return toolTable(data, (column) => {
    if (PERCENT_COLUMNS.has(column.id)) column.format = (v) => formatPercent(v, 2);
    else if (TIME_COLUMNS.has(column.id)) column.format = (v) => formatNumber(v, 3);
    else if (column.type === 'number' && column.id !== 'rank' && column.id !== 'occurrences') {
      column.format = (v) => formatNumber(v, 2);
    }
    if (COLUMN_TITLES[column.id]) column.title = COLUMN_TITLES[column.id];
  });
}

/** Sum of the table's self time (µs), and the number of XLA programs. */
export function totals(data) {
  const col = Object.fromEntries(data.columns.map((c, i) => [c.id, i]));
  let selfTime = 0;
  const programs = new Set();
  for (const row of data.rows) {
    selfTime += Number(row[col.total_self_time]) || 0;
    if (col.program_id !== undefined) programs.add(row[col.program_id]);
  }
  return {selfTime, programs: programs.size};
}

/** The line under the title: the device type, and where the times come from. */
export function sourceNote(data) {
  const parts = [];
  if (data.device_type) parts.push(`Device type: ${data.device_type}.`);
  if (SOURCE_NOTES[data.source]) parts.push(SOURCE_NOTES[data.source]);
  return parts.join(' ');
}

function pie(title, slices) {
  const {names, values} = pieData(slices);
  // The card carries the title (a chart title would repeat it).
  const chart = pieChart({labels: names.map((n) => shortName(n)), values, format: formatDurationUs, height: 280});
  chart.element.querySelector('canvas')?.setAttribute('aria-label', title);
  if (chart.chart) {
    // Legend labels are cut: the tooltip names the whole op (drawn on the canvas: stays text).
    const tooltip = chart.chart.options.plugins.tooltip.callbacks;
    const shortText = tooltip.label;
    tooltip.label = (ctx) => shortText(ctx).replace(ctx.label, () => names[ctx.dataIndex] ?? '');
    chart.chart.update('none');
  }
  const body = names.length ? chart.element : el('p', {class: 'tbp-help', text: 'No self time to chart.'});
  return card({title}, body).element;
}

/** Op name cells link to the op's HLO graph (graph_viewer, by program id) where the run has one. */
export function linkOpNames(columns, context) {
  const col = Object.fromEntries(columns.map((c, i) => [c.id, i]));
  if (col.hlo_op_name === undefined || col.program_id === undefined) return;
  columns[col.hlo_op_name].cell = (value, row, text) => {
    const link = graphViewerLink({programId: row[col.program_id], node: value}, context, text);
    if (link) {
      link.classList.add('tbp-gv-cell-link');
      link.title = `${value}: open in the graph viewer`;
    }
    return link;
  };
}

export function render(container, {data, comparison = null, state = {}, setParams = () => {}, selectTool}) {
  container.append(el('h2', {text: 'HLO Op Stats'}));
  if (comparison) {
    container.append(compareHeader(comparison), comparedSection(comparison, 'ops', {state, setParams}).element,
      newRunHeading(comparison));
  }
  const note = sourceNote(data);
  if (note) container.append(el('p', {class: 'tbp-hlo-source', text: note}));
  for (const text of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text}));
  if (!data.rows || !data.rows.length) {
    container.append(emptyMessage('No HLO ops', 'There are no XLA op events to show.').element);
    return;
  }
  const {selfTime, programs} = totals(data);
  const summary = keyValueCard({title: 'HLO op self time', rows: [
    ['Total self time', formatDurationUs(selfTime)],
    ['HLO ops', formatNumber(data.rows.length)],
    ['XLA programs', formatNumber(programs)],
  ]});
  container.append(summary.element, el('div', {class: 'tbp-chart-row tbp-hlo-charts'},
    pie('Self time by HLO category', data.by_category),
    pie('Self time by HLO op', data.by_op)));
  if (comparison) return;
  const {columns, rows} = tableModel(data);
  linkOpNames(columns, {state, selectTool, root: container.ownerDocument || document});
  const table = dataTable({
    columns,
    rows,
    pageSize: 50,
    filterPlaceholder: 'Filter by HLO op or category',
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'hlo_stats')}.csv`,
    caption: 'HLO ops by total self time',
    defaultHidden: defaultHidden(columns, rows),
    ...urlTableOptions(state, setParams),
  });
  if (state.filter) table.setFilter(state.filter);
  if (state.page) table.setPage(Number(state.page) || 0);
  container.append(table.element);
}
