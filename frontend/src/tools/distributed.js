// distributed: per rank, where the GPU time goes — torch-tb-profiler's computation /
// overlapping / communication / other bars per rank (mean step, or one step), the step
// time of each rank, HTA's temporal and kernel-type breakdown and comm/comp overlap per
// rank, and the collectives (tools/distributed.py documents the JSON).
// Rank, host and collective names are profile text: they go into text nodes only.

import {el} from '../lib/dom.js';
import {fileStem, formatNumber, formatPercent, formatUs} from '../lib/format.js';
import {stackedColumnChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {dataTable, toolTable} from '../components/table.js';
import {emptyMessage} from '../components/message.js';
import './distributed.css';

export const allHosts = true;

const ALL_STEPS = 'all';

/** Step choices for the breakdown chart: the mean of all steps, then each step number. */
export function stepChoices(data) {
  const steps = new Set();
  const col = columnIndex(data.steps.columns);
  for (const row of data.steps.rows) if (row[col.step_num] !== null) steps.add(row[col.step_num]);
  return [{value: ALL_STEPS, label: 'All steps (mean)'},
    ...[...steps].sort((a, b) => a - b).map((s) => ({value: String(s), label: `Step ${s}`}))];
}

function columnIndex(columns) {
  return Object.fromEntries(columns.map((c, i) => [c.id, i]));
}

/** The stacked bars: labels = ranks, one series per breakdown part (µs), for a step or the mean. */
export function breakdownSeries(data, step = ALL_STEPS) {
  const labels = data.ranks.map((r) => r.rank);
  let values;
  if (step === ALL_STEPS) {
    values = (id) => data.ranks.map((r) => r.breakdown_us[id] ?? 0);
  } else {
    const col = columnIndex(data.steps.columns);
    const byRank = new Map(data.steps.rows.filter((row) => String(row[col.step_num]) === step)
      .map((row) => [row[col.rank], row]));
    values = (id) => labels.map((rank) => byRank.get(rank)?.[col[`${id}_us`]] ?? 0);
  }
  return {labels, series: data.breakdown.map((b) => ({label: b.label, values: values(b.id)}))};
}

/** Step time per rank: labels = steps, one series per rank (grouped, not stacked). */
export function stepTimeSeries(data) {
  const col = columnIndex(data.steps.columns);
  const steps = [...new Set(data.steps.rows.map((row) => row[col.step_num]))];
  const ranks = data.ranks.map((r) => r.rank);
  const time = new Map(data.steps.rows.map((row) => [`${row[col.rank]}\u0000${row[col.step_num]}`, row[col.step_us]]));
  return {
    labels: steps.map((s) => (s === null ? 'whole profile' : String(s))),
    series: ranks.map((rank) => ({label: `Rank ${rank}`, values: steps.map((s) => time.get(`${rank}\u0000${s}`) ?? null)})),
  };
}

/** The per-rank table: HTA's temporal breakdown, overlap %, the mean step, each kernel type. */
export function rankTable(data) {
  const types = [];
  for (const t of data.kernel_types) types.push(t.kernel_type);
  const us = (v) => formatNumber(v, 3);
  const pct = (v) => (v === null || v === undefined ? '' : formatPercent(v, 2));
  const columns = [
    {id: 'rank', label: 'Rank', type: 'string'},
    {id: 'span_us', label: 'GPU span (µs)', type: 'number', format: us, title: 'First to last GPU activity HTA counts'},
    {id: 'idle_us', label: 'Idle (µs)', type: 'number', format: us},
    {id: 'compute_us', label: 'Compute (µs)', type: 'number', format: us},
    {id: 'non_compute_us', label: 'Non-compute (µs)', type: 'number', format: us},
    {id: 'idle_pct', label: 'Idle', type: 'number', format: pct},
    {id: 'compute_pct', label: 'Compute', type: 'number', format: pct},
    {id: 'non_compute_pct', label: 'Non-compute', type: 'number', format: pct},
    {id: 'comm_comp_overlap_pct', label: 'Comm/comp overlap', type: 'number', format: pct,
      title: 'Share of communication time during which computation runs too (HTA)'},
    {id: 'avg_step_us', label: 'Mean step (µs)', type: 'number', format: us},
    ...types.map((t, i) => ({id: `type_${i}`, label: `${t} (µs)`, type: 'number', format: us})),
  ];
  const rows = data.ranks.map((r) => [
    r.rank, r.span_us, r.idle_us, r.compute_us, r.non_compute_us, r.idle_pct, r.compute_pct,
    r.non_compute_pct, r.comm_comp_overlap_pct, r.avg_step_us, ...types.map((t) => r.kernel_types[t] ?? 0),
  ]);
  return {columns, rows};
}

function numberFormats(column) {
  if (column.type !== 'number' || column.id === 'step_num') return;
  column.format = column.id.endsWith('_us') ? (v) => formatNumber(v, 3) : (v) => formatNumber(v);
}

function table(container, model, {caption, fileName, filterPlaceholder, pageSize = 50}) {
  const t = dataTable({...model, caption, pageSize, filterPlaceholder, csvFileName: `${fileName}.csv`});
  container.append(t.element);
  return t;
}

export function render(container, {data, state = {}}) {
  container.append(el('h2', {text: 'Distributed'}));
  for (const note of data.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: note}));
  if (!data.ranks.length) {
    container.append(emptyMessage('No ranks', 'No host of this run has GPU activity.').element);
    return;
  }
  const stem = (what) => fileStem(state.run, state.host || 'all_hosts', 'distributed', what);
  const world = data.ranks.find((r) => r.world_size !== null)?.world_size;
  const summary = keyValueCard({title: 'Run', rows: [
    ['Ranks in this run', formatNumber(data.ranks.length)],
    ['World size', world ?? ''],
    ['Backend', data.ranks.find((r) => r.backend)?.backend ?? ''],
    ['GPU activities', formatNumber(data.ranks.reduce((s, r) => s + r.activities, 0))],
  ]});

  const choices = stepChoices(data);
  const select = el('select', {class: 'tbp-distributed-step', 'aria-label': 'Step'},
    choices.map((c) => el('option', {value: c.value, text: c.label})));
  const bars = stackedColumnChart({...breakdownSeries(data), yLabel: 'µs', format: (v) => formatUs(v, 0), height: 300});
  select.addEventListener('change', () => bars.update(breakdownSeries(data, select.value)));
  const breakdownCard = card({title: 'Computation/communication per rank',
    subtitle: 'GPU time of a step: computation only, both at once, communication only, the rest (torch-tb-profiler)'},
  el('label', {class: 'tbp-distributed-control'}, 'Step ', select), bars.element);

  const stepChart = stackedColumnChart({...stepTimeSeries(data), yLabel: 'µs', format: (v) => formatUs(v, 0), height: 300});
  if (stepChart.chart) {
    stepChart.chart.options.scales.x.stacked = false;
    stepChart.chart.options.scales.y.stacked = false;
    stepChart.chart.update('none');
  }
  const stepCard = card({title: 'Step time per rank'}, stepChart.element);
  container.append(el('div', {class: 'tbp-distributed-top'}, summary.element, breakdownCard.element),
    el('div', {class: 'tbp-chart-row'}, stepCard.element));

  const ranks = el('section', {class: 'tbp-distributed-section'}, el('h3', {text: 'Per rank (HTA)'}));
  table(ranks, rankTable(data), {caption: 'Temporal and kernel-type breakdown per rank', fileName: stem('ranks'),
    filterPlaceholder: 'Filter by rank'});
  const types = el('section', {class: 'tbp-distributed-section'}, el('h3', {text: 'Kernel types, all ranks'}));
  table(types, {
    columns: [{id: 'kernel_type', label: 'Kernel type', type: 'string'},
      {id: 'us', label: 'Time (µs)', type: 'number', format: (v) => formatNumber(v, 3)},
      {id: 'pct', label: 'Share', type: 'number', format: (v) => formatPercent(v, 1)}],
    rows: data.kernel_types.map((t) => [t.kernel_type, t.us, t.pct]),
  }, {caption: 'GPU time by kernel type and their overlaps', fileName: stem('kernel_types'), filterPlaceholder: 'Filter'});
  const steps = el('section', {class: 'tbp-distributed-section'}, el('h3', {text: 'Steps'}));
  table(steps, toolTable(data.steps, numberFormats), {caption: 'Step breakdown per rank', fileName: stem('steps'),
    filterPlaceholder: 'Filter by rank'});
  const colls = el('section', {class: 'tbp-distributed-section'}, el('h3', {text: 'Collectives'}));
  if (data.collectives.rows.length) {
    table(colls, toolTable(data.collectives, numberFormats), {caption: 'Communication kernels by collective',
      fileName: stem('collectives'), filterPlaceholder: 'Filter by rank or collective'});
  } else {
    colls.append(el('p', {class: 'tbp-distributed-none', text: 'No communication kernels (NCCL) in this run.'}));
  }
  container.append(ranks, types, steps, colls);
}
