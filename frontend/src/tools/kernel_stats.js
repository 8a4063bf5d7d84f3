// kernel_stats: GPU kernels — a pie chart of the kernels with the most total
// time and a sortable, filterable table with one row per kernel/op pair
// (tools/kernel_stats.py documents the JSON). Compared with a baseline run
// (`comparison`): the comparison's header and the compared kernel table first,
// then the new run's summary and pie.

import {el} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent} from '../lib/format.js';
import {dataTable, toolTable, urlTableOptions} from '../components/table.js';
import {legendLabel, pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';

export const allHosts = true;

const DURATION_COLUMNS = new Set(['total_duration_us', 'avg_duration_us', 'min_duration_us', 'max_duration_us']);

const LEGEND_CHARS = 60;

/** A kernel name cut at a word boundary for the pie's legend (the tooltip shows it whole). */
export function shortName(name) {
  return legendLabel(name, LEGEND_CHARS);
}

/** The pie's labels and values, from top_kernels. */
export function pieData(topKernels = []) {
  return {labels: topKernels.map((k) => shortName(k.name)), values: topKernels.map((k) => k.total_us)};
}

/** Table columns and rows (components/table.js toolTable), numbers in their display format. */
export function tableModel(data) {
  return toolTable(data, (column) => {
    if (column.id === 'occupancy_pct') column.format = (v) => formatNumber(v, 2);
    else if (DURATION_COLUMNS.has(column.id)) column.format = (v) => formatNumber(v, 3);
    if (column.id === 'block_dim') column.title = 'blockDim.x, blockDim.y, blockDim.z';
    if (column.id === 'grid_dim') column.title = 'gridDim.x, gridDim.y, gridDim.z';
    if (column.id === 'shmem_bytes') column.title = 'Static + dynamic shared memory';
  });
}

/**
 * Columns hidden until the user shows them (the Columns menu), so the kernel
 * and op names keep room in a 1280-px window: the rank (the sort says it) and
 * the min and max durations (the average is shown).
 */
export const DEFAULT_HIDDEN = ['rank', 'min_duration_us', 'max_duration_us'];

/** Share of the table's kernel time spent in kernels that use TensorCores, in %. */
export function tensorCoreShare(data) {
  const col = Object.fromEntries(data.columns.map((c, i) => [c.id, i]));
  let total = 0;
  let tc = 0;
  for (const row of data.rows) {
    total += row[col.total_duration_us];
    if (row[col.is_kernel_using_tensor_core] === true) tc += row[col.total_duration_us];
  }
  return total > 0 ? (100 * tc) / total : null;
}

export function render(container, {data, comparison = null, state = {}, setParams = () => {}}) {
  container.append(el('h2', {text: 'GPU Kernel Stats'}));
  for (const note of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  if (comparison) {
    container.append(compareHeader(comparison), comparedSection(comparison, 'kernels', {state, setParams}).element,
      newRunHeading(comparison));
  }
  if (!data.rows.length) {
    container.append(emptyMessage('No GPU kernels',
      'There is no GPU data to display because no kernels ran in the capture duration.').element);
    return;
  }
  const share = tensorCoreShare(data);
  const summary = keyValueCard({title: 'Kernel time', rows: [
    ['Total kernel time', formatDurationUs(data.total_kernel_time_us)],
    ['Kernel/op pairs', formatNumber(data.rows.length)],
    ['Time in TensorCore kernels', share === null ? '' : formatPercent(share, 1)],
  ]});
  const pie = pieChart({...pieData(data.top_kernels), format: (v) => formatDurationUs(v), height: 300});
  if (pie.chart) {
    // Legend labels are cut: the tooltip's title gives the whole name.
    pie.chart.options.plugins.tooltip.callbacks.title = (items) => data.top_kernels[items[0]?.dataIndex]?.name ?? '';
    pie.chart.update('none');
  }
  // Alone in its row, so the legend has room for long kernel names.
  container.append(summary.element,
    el('div', {class: 'tbp-chart-row'}, card({title: 'Kernels with the most total time'}, pie.element).element));
  if (comparison) return;
  const {columns, rows} = tableModel(data);
  const table = dataTable({
    columns,
    rows,
    pageSize: 50,
    filterPlaceholder: 'Filter by kernel or op name',
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'kernel_stats')}.csv`,
    caption: 'Kernel/op pairs by total duration',
    defaultHidden: DEFAULT_HIDDEN,
    ...urlTableOptions(state, setParams),
  });
  if (state.filter) table.setFilter(state.filter);
  if (state.page) table.setPage(Number(state.page) || 0);
  container.append(table.element);
}
