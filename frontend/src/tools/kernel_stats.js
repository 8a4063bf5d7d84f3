// kernel_stats: GPU kernels — a pie chart of the kernels with the most total
// time, one of the kernel time using Tensor Cores, and a sortable, filterable
// table with one row per kernel/op pair or per kernel name (the group_by
// option; tools/kernel_stats.py documents the JSON). URL parameters: sort=,
// filter=, page=, group=kernel. Compared with a baseline run (`comparison`):
// the comparison's header and the compared kernel table first, then the new
// run's summary and pies.

import {el, clear} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent, shortName as cutName} from '../lib/format.js';
import {dataTable, toolTable, urlTableOptions} from '../components/table.js';
import {pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';

export const allHosts = true;

const DURATION_COLUMNS = new Set(['total_duration_us', 'avg_duration_us', 'min_duration_us', 'max_duration_us']);
const TWO_DECIMALS = new Set(['occupancy_pct', 'blocks_per_sm', 'achieved_occupancy_pct']);
// What the PyTorch columns mean (torch-tb-profiler's tooltips, in our words).
const TITLES = {
  block_dim: 'blockDim.x, blockDim.y, blockDim.z',
  grid_dim: 'gridDim.x, gridDim.y, gridDim.z',
  shmem_bytes: 'Static + dynamic shared memory',
  blocks_per_sm: 'Blocks of the kernel per SM of the GPU (Kineto\'s estimate), averaged over the calls '
    + 'weighted by duration; under 1, some SMs had nothing to run',
  achieved_occupancy_pct: 'Estimated achieved occupancy: active warps per SM over the most it can hold, '
    + 'Kineto\'s estimate per call, averaged weighted by duration',
};

const LEGEND_CHARS = 60;

/** A kernel name cut in its middle for the pie's legend (the tooltip shows it whole). */
export function shortName(name) {
  return cutName(name, LEGEND_CHARS);
}

/** The pie's labels and values, from top_kernels. */
export function pieData(topKernels = []) {
  return {labels: topKernels.map((k) => shortName(k.name)), values: topKernels.map((k) => k.total_us)};
}

/** The Tensor Core pie: kernel time using Tensor Cores and the rest, null without kernel time. */
export function tensorCorePie(data) {
  const total = data.total_kernel_time_us || 0;
  if (!(total > 0) || data.tensor_core_time_us === undefined) return null;
  const tc = Math.min(data.tensor_core_time_us, total);
  return {labels: ['Using Tensor Cores', 'Not using Tensor Cores'], values: [tc, total - tc]};
}

/** Table columns and rows (components/table.js toolTable), numbers in their display format. */
export function tableModel(data) {
  return toolTable(data, (column) => {
    if (TWO_DECIMALS.has(column.id)) column.format = (v) => formatNumber(v, 2);
    else if (DURATION_COLUMNS.has(column.id)) column.format = (v) => formatNumber(v, 3);
    if (TITLES[column.id]) column.title = TITLES[column.id];
  });
}

/**
 * Columns hidden until the user shows them (the Columns menu), so the kernel
 * and op names keep room in a 1280-px window: the rank (the sort says it) and
 * the min and max durations (the average is shown).
 */
export const DEFAULT_HIDDEN = ['rank', 'min_duration_us', 'max_duration_us'];

/** DEFAULT_HIDDEN and the columns with no value in any row (PyTorch: the theoretical occupancy). */
export function defaultHidden(data) {
  const empty = data.columns.filter((column, i) => data.rows.length
    && data.rows.every((row) => row[i] === null || row[i] === undefined || row[i] === ''));
  return [...DEFAULT_HIDDEN, ...empty.map((c) => c.id).filter((id) => !DEFAULT_HIDDEN.includes(id))];
}

/** Share of the kernel time spent in kernels that use TensorCores, in %: the server's count
 *  over every kernel where it gives one, else the table's rows. */
export function tensorCoreShare(data) {
  if (data.tensor_core_time_us !== undefined) {
    return data.total_kernel_time_us > 0 ? (100 * data.tensor_core_time_us) / data.total_kernel_time_us : null;
  }
  const col = Object.fromEntries(data.columns.map((c, i) => [c.id, i]));
  let total = 0;
  let tc = 0;
  for (const row of data.rows) {
    total += row[col.total_duration_us];
    if (row[col.is_kernel_using_tensor_core] === true) tc += row[col.total_duration_us];
  }
  return total > 0 ? (100 * tc) / total : null;
}

/** Data options for the app's fetch: the table per kernel name when the URL asks for it. */
export function dataParams(state = {}) {
  return state.group === 'kernel' ? {group_by: 'kernel'} : {};
}

function groupSelect(group, onChange) {
  const options = [['kernel_op', 'Kernel and op'], ['kernel', 'Kernel name']];
  const select = el('select', {id: 'tbp-kernel-group', 'aria-label': 'Table rows',
    on: {change: () => onChange(select.value)}},
  ...options.map(([value, text]) => el('option', {value, text, selected: value === group})));
  return el('label', {class: 'tbp-field tbp-inline-field tbp-kernel-group'},
    el('span', {class: 'tbp-field-label', text: 'One row per'}), select);
}

function kernelPie(data) {
  const pie = pieChart({...pieData(data.top_kernels), format: (v) => formatDurationUs(v), height: 300});
  if (pie.chart) {
    // Legend labels are cut: the tooltip's title gives the whole name.
    pie.chart.options.plugins.tooltip.callbacks.title = (items) => data.top_kernels[items[0]?.dataIndex]?.name ?? '';
    pie.chart.update('none');
  }
  return card({title: 'Kernels with the most total time'}, pie.element);
}

export function render(container, {data: first, comparison = null, state = {}, params = {}, api,
  setParams = () => {}}) {
  container.append(el('h2', {text: 'GPU Kernel Stats'}));
  for (const note of first.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  if (comparison) {
    container.append(compareHeader(comparison), comparedSection(comparison, 'kernels', {state, setParams}).element,
      newRunHeading(comparison));
  }
  if (!first.rows.length) {
    container.append(emptyMessage('No GPU kernels',
      'There is no GPU data to display because no kernels ran in the capture duration.').element);
    return;
  }
  let group = first.group_by === 'kernel' ? 'kernel' : 'kernel_op';
  const answers = {[group]: first};
  const share = tensorCoreShare(first);
  const summary = keyValueCard({title: 'Kernel time', rows: [
    ['Total kernel time', formatDurationUs(first.total_kernel_time_us)],
    [group === 'kernel' ? 'Kernels' : 'Kernel/op pairs', formatNumber(first.rows.length)],
    ['Time in TensorCore kernels', share === null ? '' : formatPercent(share, 1)],
  ]});
  const charts = el('div', {class: 'tbp-chart-row'}, kernelPie(first).element);
  const tc = tensorCorePie(first);
  if (tc) {
    const pie = pieChart({...tc, format: (v) => formatDurationUs(v), height: 220});
    pie.element.querySelector('canvas')?.setAttribute('aria-label', 'Kernel time using Tensor Cores');
    charts.append(card({title: 'Kernel time using Tensor Cores'}, pie.element).element);
  }
  container.append(summary.element, charts);
  if (comparison) return;
  const holder = el('div', {class: 'tbp-kernel-table'});
  let table = null;
  const showTable = (tableState) => {
    const data = answers[group];
    const {columns, rows} = tableModel(data);
    const options = urlTableOptions(tableState, setParams);
    if (options.initialSort && !columns.some((c) => c.id === options.initialSort.id)) options.initialSort = null;
    const perKernel = group === 'kernel';
    table = dataTable({
      columns,
      rows,
      pageSize: 50,
      filterPlaceholder: perKernel ? 'Filter by kernel name' : 'Filter by kernel or op name',
      csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'kernel_stats')}${perKernel ? '_kernels' : ''}.csv`,
      caption: perKernel ? 'Kernels by total duration' : 'Kernel/op pairs by total duration',
      defaultHidden: defaultHidden(data),
      ...options,
    });
    if (tableState.filter) table.setFilter(tableState.filter);
    if (tableState.page) table.setPage(Number(tableState.page) || 0);
    clear(holder).append(table.element);
  };
  const onGroup = async (value) => {
    const {sort, filter, hide} = table.getState();
    const kept = {sort: sort ? `${sort.id}:${sort.direction}` : '', filter, hide};
    if (!answers[value] && api) {
      holder.setAttribute('aria-busy', 'true');
      try {
        answers[value] = await api.data({...params, ...dataParams({group: value})});
      } catch (e) {
        clear(holder).append(el('p', {class: 'tbp-diagnostic', role: 'alert',
          text: `Could not load the table: ${e.message}`}));
        return;
      } finally {
        holder.removeAttribute('aria-busy');
      }
    }
    if (!answers[value]) return;
    group = value;
    showTable(kept);
    const now = table.getState().sort;
    setParams({group: group === 'kernel' ? 'kernel' : '', sort: now ? `${now.id}:${now.direction}` : '', page: ''});
  };
  container.append(groupSelect(group, onGroup), holder);
  showTable(state);
}
