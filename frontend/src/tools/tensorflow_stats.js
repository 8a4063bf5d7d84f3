// tensorflow_stats: time per TensorFlow/JAX op on host and device, as pie
// charts by op type and a sortable, filterable table (tools/tensorflow_stats.py
// documents the JSON).

import {el} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent} from '../lib/format.js';
import {dataTable} from '../components/table.js';
import {pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';

export const allHosts = true;

const PERCENT_COLUMNS = new Set([
  'device_total_self_time_percent', 'device_cumulative_total_self_time_percent',
  'host_total_self_time_percent', 'host_cumulative_total_self_time_percent',
]);
const TOP_TYPES = 10;

/** Self time per op type on one side (Host/Device), top N + "Other". */
export function selfTimeByType(data, side) {
  const col = Object.fromEntries(data.columns.map((c, i) => [c.id, i]));
  const byType = new Map();
  for (const row of data.rows) {
    if (row[col.host_or_device] !== side) continue;
    const type = row[col.type];
    byType.set(type, (byType.get(type) || 0) + row[col.total_self_time]);
  }
  const sorted = [...byType.entries()].sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, TOP_TYPES);
  const rest = sorted.slice(TOP_TYPES).reduce((sum, [, v]) => sum + v, 0);
  if (rest > 0) top.push(['Other', rest]);
  return {labels: top.map(([t]) => t), values: top.map(([, v]) => v)};
}

/** Table state <-> URL parameters: sort=<column>:<asc|desc>, filter=, page=. */
function tableOptions(state, setParams) {
  const [id, direction] = (state.sort || '').split(':');
  return {
    initialSort: id ? {id, direction: direction === 'asc' ? 'asc' : 'desc'} : null,
    onStateChange: ({sort, filter, page}) => setParams({
      sort: sort ? `${sort.id}:${sort.direction}` : '',
      filter,
      page: page ? String(page) : '',
    }),
  };
}

export function render(container, {data, state = {}, setParams = () => {}}) {
  const csvFileName = `${fileStem(state.run, state.host || 'all_hosts', 'tensorflow_stats')}.csv`;
  container.append(el('h2', {text: 'TensorFlow stats'}));
  for (const note of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  container.append(keyValueCard({title: 'Op self time', rows: [
    ['On host', formatDurationUs(data.host_self_time_us)],
    ['On device', formatDurationUs(data.device_self_time_us)],
    ['Ops', formatNumber(data.rows.length)],
  ]}).element);
  const charts = el('div', {class: 'tbp-chart-row'});
  for (const [side, total] of [['Device', data.device_self_time_us], ['Host', data.host_self_time_us]]) {
    if (!total) continue;
    const {labels, values} = selfTimeByType(data, side);
    charts.append(card({title: `${side} self time by op type`}, pieChart({labels, values}).element).element);
  }
  if (charts.childElementCount) container.append(charts);
  const columns = data.columns.map((c) => ({
    ...c,
    format: PERCENT_COLUMNS.has(c.id) ? (v) => formatPercent(v, 2)
      : c.type === 'number' ? (v) => formatNumber(v, 3) : undefined,
  }));
  const table = dataTable({
    columns,
    rows: data.rows,
    pageSize: 50,
    filterPlaceholder: 'Filter by op name or type',
    csvFileName,
    caption: 'Ops by total self time',
    ...tableOptions(state, setParams),
  });
  if (state.filter) table.setFilter(state.filter);
  if (state.page) table.setPage(Number(state.page) || 0);
  container.append(table.element);
}
