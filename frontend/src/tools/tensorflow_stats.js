// tensorflow_stats: time per TensorFlow/JAX op on host and device — up to four
// pie charts (self time by op and by op type, per side that has ops), a
// sortable, filterable table with CSV export, and the "Include IDLE time"
// switch, which swaps in the server's table with IDLE rows (percentages of
// op time + IDLE) without a new request (tools/tensorflow_stats.py documents
// the JSON). The table has one row per op, per op type, or, when the run's ops
// carry input shapes (PyTorch), per op and input shape (fetched again with
// group_by=input_shape). URL parameters: sort=<column>:<asc|desc>, filter=,
// page=, idle=1, group=type|shape. On a PyTorch run the table also has
// torch-tb-profiler's operator columns (device total time, Tensor Core use...).
//
// Compared with a baseline run (`comparison`): the comparison's header, and
// the compared op table in place of the table (with no IDLE switch or row
// grouping: the server compares ops); the pies stay the new run's.

import {el, clear} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent, shortName} from '../lib/format.js';
import {MARKS} from '../lib/palette.js';
import {dataTable, toolTable, urlTableOptions} from '../components/table.js';
import {pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';

export const allHosts = true;

const PERCENT_COLUMNS = new Set([
  'device_total_self_time_percent', 'device_cumulative_total_self_time_percent',
  'host_total_self_time_percent', 'host_cumulative_total_self_time_percent',
]);
// PyTorch's operator columns (tools/tensorflow_stats.py PYTORCH_COLUMNS): what they mean.
const RATIO_COLUMNS = new Set(['tc_self_ratio', 'tc_total_ratio']);
const TITLES = {
  device_self_time: 'Time of the kernels, copies and sets the operator launched itself',
  device_total_time: 'Time of the kernels, copies and sets the operator and the operators nested in it launched',
  self_time_excl_runtime: 'Host self-time less the CUDA/HIP runtime calls made in the operator '
    + '(torch-tb-profiler\'s host self time)',
  tc_eligible: 'Whether the operator can use Tensor Cores: by its name, or because a kernel it or an '
    + 'operator nested in it launched uses them',
  tc_self_ratio: 'Time of its own kernels that use Tensor Cores / its device self-time',
  tc_total_ratio: 'Time of the kernels that use Tensor Cores / its device total time',
};
const PYTORCH_HIDDEN = ['avg_self_time', 'device_total_self_time_percent', 'device_cumulative_total_self_time_percent',
  'host_total_self_time_percent', 'host_cumulative_total_self_time_percent'];
const TOP_SLICES = 10;
const LEGEND_CHARS = 30; // both ends of an op path fit beside the pie (lib/format.js shortName)
const IDLE = 'IDLE';
const SIDES = ['Host', 'Device'];

function columnIndex(data) {
  return Object.fromEntries(data.columns.map((c, i) => [c.id, i]));
}

/** Self time of one side (Host/Device) summed by `key` column, top N + "Other". */
function selfTimeBy(data, side, key, rows) {
  const col = columnIndex(data);
  const sums = new Map();
  for (const row of rows) {
    if (row[col.host_or_device] !== side) continue;
    const k = row[col[key]];
    sums.set(k, (sums.get(k) || 0) + row[col.total_self_time]);
  }
  const sorted = [...sums.entries()].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, TOP_SLICES);
  const rest = sorted.slice(TOP_SLICES).reduce((sum, [, v]) => sum + v, 0);
  if (rest > 0) top.push(['Other', rest]);
  return {labels: top.map(([t]) => t), values: top.map(([, v]) => v)};
}

/** Self time per op type on one side, top 10 + "Other" (rows: data.rows by default). */
export function selfTimeByType(data, side, rows = data.rows) {
  return selfTimeBy(data, side, 'type', rows);
}

/** Self time per op (name) on one side, top 10 + "Other". */
export function selfTimeByOp(data, side, rows = data.rows) {
  return selfTimeBy(data, side, 'operation', rows);
}

/** The table rows for the IDLE switch: the server's table with or without IDLE rows. */
export function tableRows(data, includeIdle) {
  return includeIdle && data.rows_with_idle ? data.rows_with_idle : data.rows;
}

/** Columns and rows of the table, one row per op or per op type (`byType`). */
export function tableData(data, includeIdle, byType) {
  if (byType && data.type_columns) {
    return {columns: data.type_columns, rows: includeIdle ? data.type_rows_with_idle : data.type_rows};
  }
  return {columns: data.columns, rows: tableRows(data, includeIdle)};
}

/** The row grouping of the URL's `group`: op, type, or shape (only where the run has shapes). */
export function grouping(state, data) {
  if (state.group === 'type') return 'type';
  if (state.group === 'shape' && data.has_input_shapes) return 'shape';
  return 'op';
}

/** Data options for the app's fetch: the input-shape table when the URL asks for it. */
export function dataParams(state = {}) {
  return state.group === 'shape' ? {group_by: 'input_shape'} : {};
}

/**
 * The answer by op and input shape of a run without shapes (every shape ""),
 * as the answer by op: the same rows without the Input Shape column.
 */
export function withoutShapes(data) {
  const at = data.columns.findIndex((c) => c.id === 'input_shape');
  if (at < 0) return data;
  const drop = (rows) => rows && rows.map((row) => row.filter((_, i) => i !== at));
  const rest = {...data};
  delete rest.group_by;
  return {...rest, columns: data.columns.filter((_, i) => i !== at), rows: drop(data.rows),
    rows_with_idle: drop(data.rows_with_idle)};
}

/** Whether every op of a side is its own type (PyTorch operators): one pie says it all. */
export function typesAreNames(data, side) {
  const col = columnIndex(data);
  return data.rows.every((row) => row[col.host_or_device] !== side || row[col.type] === row[col.operation]);
}

/** PyTorch operators (host ops named as their type) or TensorFlow/JAX ops. */
export function viewTitle(data) {
  const col = columnIndex(data);
  const host = data.rows.some((row) => row[col.host_or_device] === 'Host');
  return host && typesAreNames(data, 'Host') ? 'PyTorch operators' : 'TensorFlow stats';
}

/** Sides to chart: those with op self time (or, with IDLE included, IDLE time). */
export function chartSides(data, includeIdle) {
  const col = columnIndex(data);
  return SIDES.filter((side) => tableRows(data, includeIdle)
    .some((row) => row[col.host_or_device] === side && row[col.total_self_time] > 0));
}

/**
 * A legend label that fits beside a pie: both ends of the name, cut in its middle
 * ("Iterator::Model…::Prefetch::MapAndBatch", "Stateful…/Conv2DBackpropFilter").
 */
export function shortLabel(name, max = LEGEND_CHARS) {
  return shortName(name, max);
}

function pie(title, {labels, values}) {
  // The card carries the title (a chart title would repeat it).
  const chart = pieChart({labels: labels.map((l) => shortLabel(l)), values, format: formatDurationUs, height: 260});
  chart.element.querySelector('canvas')?.setAttribute('aria-label', title);
  if (chart.chart) {
    // IDLE in grey, so it reads as "nothing ran" next to the ops' colours.
    const colors = chart.chart.data.datasets[0].backgroundColor;
    labels.forEach((label, i) => { if (label === IDLE) colors[i] = MARKS.idle; });
    // The tooltip names the whole op (drawn on the canvas: stays text).
    const tooltip = chart.chart.options.plugins.tooltip.callbacks;
    const shortText = tooltip.label;
    tooltip.label = (ctx) => shortText(ctx).replace(ctx.label, () => labels[ctx.dataIndex]);
    chart.chart.update('none');
  }
  return card({title}, chart.element);
}

function drawCharts(box, data, includeIdle) {
  clear(box);
  const rows = tableRows(data, includeIdle);
  const idleNote = includeIdle ? ' (IDLE included)' : '';
  for (const side of chartSides(data, includeIdle)) {
    box.append(pie(`${side} self time by op${idleNote}`, selfTimeByOp(data, side, rows)).element);
    if (!typesAreNames(data, side)) {
      box.append(pie(`${side} self time by op type${idleNote}`, selfTimeByType(data, side, rows)).element);
    }
  }
  box.hidden = !box.childElementCount;
}

function summaryRows(data) {
  const sides = data.sides || SIDES;
  const rows = [];
  if (sides.includes('Host')) {
    rows.push(['Op self time on host', formatDurationUs(data.host_self_time_us)]);
    rows.push(['IDLE time on host', formatDurationUs(data.host_idle_time_us ?? 0)]);
  }
  if (sides.includes('Device')) {
    rows.push(['Op self time on device', formatDurationUs(data.device_self_time_us)]);
    rows.push(['IDLE time on device', formatDurationUs(data.device_idle_time_us ?? 0)]);
  }
  const col = columnIndex(data);
  const ops = new Set(data.rows.map((row) => `${row[col.host_or_device]}\u0001${row[col.operation]}`));
  rows.push(['Ops', formatNumber(ops.size)]);
  return rows;
}

function idleSwitch(includeIdle, onChange) {
  const radio = (value, label) => el('label', {},
    el('input', {type: 'radio', name: 'tbp-tfstats-idle', value, checked: (value === 'yes') === includeIdle,
      on: {change: (e) => { if (e.target.checked) onChange(value === 'yes'); }}}),
    ` ${label}`);
  return el('fieldset', {class: 'tbp-radio-row tbp-tfstats-idle', id: 'tbp-tfstats-idle'},
    el('legend', {text: 'Include IDLE time in statistics'}), radio('yes', 'Yes'), radio('no', 'No'));
}

function groupSelect(group, withShapes, onChange) {
  const options = [['op', 'Operation'], ...(withShapes ? [['shape', 'Operation and input shape']] : []),
    ['type', 'Operation type']];
  const select = el('select', {id: 'tbp-tfstats-group', 'aria-label': 'Table rows',
    on: {change: () => onChange(select.value)}},
  ...options.map(([value, text]) => el('option', {value, text, selected: value === group})));
  return el('label', {class: 'tbp-field tbp-inline-field tbp-tfstats-group'},
    el('span', {class: 'tbp-field-label', text: 'One row per'}), select);
}

/**
 * Columns hidden until the user shows them (the Columns menu), so the table
 * fits a 1280-px window: the rank (the sort says it), the average time (the
 * average self-time is beside it), number columns that are 0 in every row
 * (the device's shares on a host-only profile, FLOP rates without FLOP
 * counts), and Host/device when every row is on one side; on PyTorch runs the
 * op type (the name), the average self-time and the shares (PYTORCH_HIDDEN).
 */
export function defaultHidden(columns, rows) {
  const hidden = ['rank', 'avg_time'];
  const at = Object.fromEntries(columns.map((c, i) => [c.id, i]));
  // PyTorch operators are their own type: one column says it.
  if (at.type !== undefined && at.operation !== undefined && rows.length
    && rows.every((row) => row[at.type] === row[at.operation] || row[at.type] === IDLE)) hidden.push('type');
  // With torch-tb-profiler's operator columns, about its set: XProf's shares and the average
  // make way for the names.
  if (at.device_total_time !== undefined) hidden.push(...PYTORCH_HIDDEN);
  columns.forEach((column, i) => {
    if (column.id === 'host_or_device') {
      if (rows.length && rows.every((row) => row[i] === rows[0][i])) hidden.push(column.id);
    } else if (column.type === 'number' && !hidden.includes(column.id)
      && rows.every((row) => !row[i])) {
      hidden.push(column.id);
    }
  });
  return hidden.filter((id) => columns.some((column) => column.id === id));
}

/** The table's columns and rows: numbers in their display format, flags (PyTorch's
 *  tc_eligible) as Yes/No text, titles on PyTorch's operator columns. */
export function tableModel(columns, rows) {
  return toolTable({columns, rows}, (c) => {
    if (PERCENT_COLUMNS.has(c.id) || RATIO_COLUMNS.has(c.id)) c.format = (v) => formatPercent(v, 2);
    else if (c.type === 'number') c.format = (v) => formatNumber(v, 3);
    if (TITLES[c.id]) c.title = TITLES[c.id];
  });
}

export function render(container, {data: first, comparison = null, state = {}, params = {}, api, setParams = () => {}}) {
  const stem = fileStem(state.run, state.host || 'all_hosts', 'tensorflow_stats');
  let includeIdle = state.idle === '1';
  let group = grouping(state, first);
  let byType = group === 'type';
  // The server's answers by op and by op and input shape, each fetched once.
  const answers = first.group_by !== 'input_shape' ? {op: first}
    : first.has_input_shapes ? {shape: first} : {op: withoutShapes(first)};
  let data = answers[group === 'shape' ? 'shape' : 'op'];
  container.append(el('h2', {text: viewTitle(first)}));
  for (const note of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  if (comparison) {
    container.append(compareHeader(comparison), comparedSection(comparison, 'ops', {state, setParams}).element,
      newRunHeading(comparison), keyValueCard({title: 'Op self time', rows: summaryRows(data)}).element);
    const charts = el('div', {class: 'tbp-chart-row tbp-tfstats-charts'});
    container.append(charts);
    drawCharts(charts, data, false);
    return;
  }
  const charts = el('div', {class: 'tbp-chart-row tbp-tfstats-charts'});
  const holder = el('div', {class: 'tbp-tfstats-table'});
  let table = null;
  // A new table when the row kind changes (other columns); the filter, and
  // the sort when its column is in both, carry over.
  const showTable = (tableState) => {
    const {columns: raw, rows: rawRows} = tableData(data, includeIdle, byType);
    const {columns, rows} = tableModel(raw, rawRows);
    const options = urlTableOptions(tableState, setParams);
    if (options.initialSort && !columns.some((c) => c.id === options.initialSort.id)) options.initialSort = null;
    const shapes = group === 'shape';
    table = dataTable({
      columns,
      rows,
      pageSize: 50,
      filterPlaceholder: byType ? 'Filter by op type' : shapes ? 'Filter by op or input shape'
        : 'Filter by op name or type',
      csvFileName: `${stem}${byType ? '_types' : shapes ? '_input_shapes' : ''}.csv`,
      caption: byType ? 'Op types by total self time' : shapes ? 'Ops and input shapes by total self time'
        : 'Ops by total self time',
      // From the table with IDLE rows: a column is not hidden or shown by the switch.
      defaultHidden: defaultHidden(raw, tableData(data, true, byType).rows || rawRows),
      ...options,
    });
    if (tableState.filter) table.setFilter(tableState.filter);
    if (tableState.page) table.setPage(Number(tableState.page) || 0);
    clear(holder).append(table.element);
  };
  const onIdle = (on) => {
    includeIdle = on;
    drawCharts(charts, data, includeIdle);
    const {columns, rows} = tableData(data, includeIdle, byType);
    table.setRows(tableModel(columns, rows).rows); // keeps sort and filter, back to page 1
    setParams({idle: on ? '1' : '', page: ''});
  };
  const onGroup = async (value) => {
    const {sort, filter, hide} = table.getState();
    const kept = {sort: sort ? `${sort.id}:${sort.direction}` : '', filter, hide};
    // Both answers carry the per-type tables.
    const key = value === 'shape' || (value === 'type' && !answers.op && answers.shape) ? 'shape' : 'op';
    if (!answers[key] && api) {
      holder.setAttribute('aria-busy', 'true');
      try {
        answers[key] = await api.data({...params, ...dataParams({group: value})});
      } catch (e) {
        clear(holder).append(el('p', {class: 'tbp-diagnostic', role: 'alert',
          text: `Could not load the table: ${e.message}`}));
        return;
      } finally {
        holder.removeAttribute('aria-busy');
      }
    }
    group = answers[key] ? value : 'op';
    byType = group === 'type';
    data = answers[key] || data;
    showTable(kept);
    const now = table.getState().sort;
    setParams({group: group === 'op' ? '' : group, sort: now ? `${now.id}:${now.direction}` : '', page: ''});
  };
  container.append(
    keyValueCard({title: 'Op self time', rows: summaryRows(data)}).element,
    idleSwitch(includeIdle, onIdle),
    charts,
    groupSelect(group, Boolean(first.has_input_shapes), onGroup),
    holder);
  drawCharts(charts, data, includeIdle);
  showTable(state);
}
