// memory_profile: an allocator's memory over the profiling interval — summary
// (its memory numbers and fragmentation are those at the peak), timeline
// (the container's full width: stack / heap / free stacked in one unit, MiB
// or GiB from the largest value shown, fragmentation in % on the right axis,
// the peak as a dot, the event under the pointer in the tooltip and a card)
// and the active allocations at the peak (tools/memory_profile.py documents
// the JSON).
//
// Compared with a baseline run (`comparison`): the comparison's header and the
// compared breakdown table (of one memory ID: the server compares the one it
// was asked for, so another choice fetches that comparison) above the new
// run's summary and timeline.

import {el, clear} from '../lib/dom.js';
import {formatBytes, formatMs, formatNumber, formatPercent} from '../lib/format.js';
import {UI} from '../lib/palette.js';
import {dataTable, urlTableOptions} from '../components/table.js';
import {lineChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';

export const allHosts = true;

const KIB = 1024;
const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

/** One unit for a chart whose largest value is `maxBytes`: GiB from 1 GiB, else MiB (KiB under 1 MiB). */
export function memoryUnit(maxBytes) {
  if (maxBytes >= GIB) return {name: 'GiB', bytes: GIB};
  if (maxBytes >= MIB || !(maxBytes > 0)) return {name: 'MiB', bytes: MIB};
  return {name: 'KiB', bytes: KIB};
}

/** The largest memory the chart shows at first: stack + heap, plus free unless it starts hidden. */
export function chartMax(t) {
  let max = 0;
  const free = !hideFree(t);
  for (let i = 0; i < t.ts_ms.length; i += 1) {
    max = Math.max(max, t.stack[i] + t.heap[i] + (free ? t.free[i] : 0));
  }
  return max;
}

/** Index of the summary's peak in the timeline: the point at its time with the most memory in use, else -1. */
export function peakIndex(t, s) {
  let best = -1;
  for (let i = 0; i < t.ts_ms.length; i += 1) {
    if (Math.abs(t.ts_ms[i] - s.peak_time_ms) < 1e-6 && (best < 0 || t.in_use[i] > t.in_use[best])) best = i;
  }
  return best;
}

/** Summary rows, in the order TensorBoard's memory profile shows them. */
export function summaryRows(s) {
  return [
    ['#Allocation', formatNumber(s.num_allocations)],
    ['#Deallocation', formatNumber(s.num_deallocations)],
    ['Memory Capacity', formatBytes(s.memory_capacity_bytes)],
    ['Peak Heap Usage Lifetime', formatBytes(s.peak_bytes_lifetime)],
    ['Peak Memory Usage', `${formatBytes(s.peak_bytes_in_use)} at ${formatMs(s.peak_time_ms, 3)}`
      + (s.peak_step === undefined ? '' : s.peak_step < 0 ? ' (outside the profiled steps)' : ` (step ${s.peak_step})`)],
    ['Stack Reservation', formatBytes(s.stack_reserved_bytes)],
    ['Heap Allocation', formatBytes(s.heap_allocated_bytes)],
    ['Free Memory', formatBytes(s.free_memory_bytes)],
    // The chart's "Fragmentation (%)" line at the peak (its dot).
    ['Fragmentation', s.fragmentation_percent === null ? 'n/a' : `${formatPercent(s.fragmentation_percent, 2)} at the peak`],
  ];
}

/** What the breakdown table lists, its two special rows included. */
export function breakdownNote(s, kind = 'live') {
  const step = s.peak_step === undefined || s.peak_step < 0 ? "the peak's step" : `step ${s.peak_step}`;
  if (kind === 'by_op') {
    return `This trace's memory events have no addresses (PyTorch < 1.10), so which allocations are live at the `
      + `peak is unknown. Per op, the events of ${step} up to the peak: "Size Increase" is what the op allocated `
      + 'minus what it freed while it ran. "held before the step" is the rest of the heap at the peak.';
  }
  return `Allocations made in ${step} up to the peak and still live then. "unused preallocated device memory" `
    + 'is the rest of the heap at the peak: memory held since before that step (e.g. weights) or since before '
    + 'profiling started. "stack" is the stack reservation.';
}

/** The timeline point `i` as label/value pairs (the hover card and tooltip). */
export function pointDetails(t, i) {
  return [
    ['Timestamp', formatMs(t.ts_ms[i], 3)],
    ['Event', t.kind[i] === 'alloc' ? 'Allocation' : 'Deallocation'],
    ['Requested size', formatBytes(t.requested[i])],
    ['Allocation size', `${t.allocation[i] < 0 ? '-' : ''}${formatBytes(Math.abs(t.allocation[i]))}`],
    ['Op', t.op[i] || '-'],
    ['Step', t.step[i] >= 0 ? String(t.step[i]) : '-'],
    ['Region type', t.region_type[i] || '-'],
    ['Data type', t.data_type[i] || '-'],
    ['Shape', t.shape[i] || '-'],
    ['Memory in use', formatBytes(t.in_use[i])],
  ];
}

/** Whether free memory would dwarf the memory in use in the chart. */
export function hideFree(t) {
  const maxFree = Math.max(0, ...t.free);
  const maxUsed = Math.max(1, ...t.in_use);
  return maxFree > 10 * maxUsed;
}

function drawAllocator(body, profile, {table = true, state = {}, setParams = () => {}} = {}) {
  const t = profile.timeline;
  const hover = keyValueCard({title: 'Event at the pointer', rows: [['', 'Hover the timeline']]});
  body.append(el('div', {class: 'tbp-chart-row tbp-memory-cards'},
    keyValueCard({title: 'Memory Profile Summary', rows: summaryRows(profile.summary)}).element, hover.element));
  const unit = memoryUnit(chartMax(t));
  const inUnit = (values) => values.map((v) => v / unit.bytes);
  const peak = peakIndex(t, profile.summary);
  const chart = lineChart({
    x: t.ts_ms,
    series: [
      {label: 'Stack (reserved)', values: inUnit(t.stack), axis: 'left', fill: true, stack: 'memory', stepped: 'after'},
      {label: 'Heap (allocated)', values: inUnit(t.heap), axis: 'left', fill: true, stack: 'memory', stepped: 'after'},
      {label: 'Free', values: inUnit(t.free), axis: 'left', fill: true, stack: 'memory', stepped: 'after'},
      {label: 'Fragmentation (%)', values: t.fragmentation_percent, axis: 'right', stepped: 'after'},
      {label: 'Peak', values: t.ts_ms.map((_, i) => (i === peak ? t.in_use[i] / unit.bytes : null)), axis: 'left',
        marker: true, color: UI.text},
    ],
    xLabel: 'Time (ms)',
    formatX: (v) => formatNumber(v, 3),
    yLeftLabel: `Memory (${unit.name})`,
    yRightLabel: 'Fragmentation (%)',
    format: (v) => `${formatNumber(v, 2)} ${unit.name}`,
    formatRight: (v) => formatPercent(v, 1),
    height: 340,
  });
  if (chart.chart) {
    const scales = chart.chart.options.scales;
    // Tick labels without the unit (the axis title has it).
    scales.y.ticks.callback = (v) => formatNumber(v, 2);
    scales.y1.ticks.callback = (v) => formatNumber(v, 1);
    // Tooltip text is drawn on the canvas: profile strings stay text.
    chart.chart.options.plugins.tooltip.callbacks.title = (items) => (items.length
      ? formatMs(t.ts_ms[items[0].dataIndex], 3) : '');
    chart.chart.options.plugins.tooltip.callbacks.afterBody = (items) => (items.length
      ? pointDetails(t, items[0].dataIndex).map(([k, v]) => `${k}: ${v}`) : []);
    chart.chart.options.onHover = (_event, elements) => {
      if (elements.length) hover.setRows(pointDetails(t, elements[0].index));
    };
    // Free memory of a host allocator can be 1000x what is in use: start it
    // hidden then, so stack and heap are visible (its legend entry shows it).
    if (hideFree(t)) chart.chart.data.datasets[2].hidden = true;
    // No fragmentation recorded (PyTorch traces): its flat 0 line starts hidden.
    if (profile.summary.fragmentation_percent === null && t.fragmentation_percent.every((v) => !v)) {
      chart.chart.data.datasets[3].hidden = true;
    }
    if (peak < 0) chart.chart.data.datasets[4].hidden = true;
    chart.chart.update('none');
  }
  const notes = [];
  if (profile.timeline_points_total > t.ts_ms.length) {
    notes.push(`Showing ${formatNumber(t.ts_ms.length)} of ${formatNumber(profile.timeline_points_total)} events (the highest usage of each interval).`);
  }
  if (hideFree(t)) notes.push('Free memory is hidden: it is far larger than the memory in use (click "Free" in the legend to show it).');
  const note = notes.length ? notes.join(' ') : null;
  const subtitle = `Memory in ${unit.name} after each allocator event (left axis), fragmentation in % (right axis); `
    + 'the dot is the peak, where the summary reads its numbers.';
  // Alone in its row: the container's full width.
  body.append(el('div', {class: 'tbp-chart-row tbp-memory-timeline'},
    card({title: 'Memory Timeline Graph', subtitle}, chart.element, note && el('p', {class: 'tbp-help', text: note})).element));
  if (!table) return;
  const b = profile.breakdown;
  const byOp = b.kind === 'by_op';
  body.append(el('h3', {text: byOp ? 'Memory Breakdown Table (by op, up to the peak)'
    : 'Memory Breakdown Table (active allocations at the peak)'}));
  body.append(el('p', {class: 'tbp-help', text: breakdownNote(profile.summary, b.kind)}));
  const view = dataTable({
    columns: b.columns.map((c) => ({...c, format: c.type === 'number' ? (v) => formatNumber(v, 3) : undefined})),
    rows: b.rows.map((r) => [r[0] || '(no op recorded)', ...r.slice(1)]),
    filterPlaceholder: 'Filter by op name',
    csvFileName: 'memory_breakdown.csv',
    ...tableOptions(state, setParams, {id: byOp ? 'increase_mib' : 'allocation_mib', direction: 'desc'}),
  });
  if (state.filter) view.setFilter(state.filter);
  if (state.page) view.setPage(Number(state.page) || 0);
  body.append(view.element);
}

/** The breakdown table's state in the URL (sort=, filter=, page=, hide=), this sort by default. */
function tableOptions(state, setParams, initialSort) {
  const options = urlTableOptions(state, setParams);
  return {...options, initialSort: options.initialSort || initialSort};
}

/** The compared header and breakdown of memory ID `id` into `slot` (fetched when the reply is of another). */
async function showComparison(slot, id, {comparison, compareParams, params, api, state, setParams}) {
  let resp = comparison;
  if (id !== comparison.data.memory_id && api && compareParams) {
    clear(slot).append(el('p', {class: 'tbp-help', text: `Loading the comparison of ${id}…`}));
    try {
      resp = await api.data({...params, memory_id: id, ...compareParams});
    } catch (e) {
      clear(slot).append(compareHeader(comparison), el('p', {class: 'tbp-diagnostic', role: 'note',
        text: `Could not compare ${id}: ${e.message}`}), newRunHeading(comparison));
      return;
    }
  }
  clear(slot).append(compareHeader(resp), el('h3', {text: `Memory breakdown of ${resp.data.memory_id}, compared`}),
    comparedSection(resp, 'breakdown', {state, setParams}).element, newRunHeading(resp));
}

export function render(container, context) {
  const {data, comparison = null, state = {}, setParams = () => {}} = context;
  container.append(el('h2', {text: 'Memory profile'}));
  if (!data.memory_ids.length) {
    if (comparison) container.append(compareHeader(comparison));
    container.append(emptyMessage('No memory allocator events', ...(data.diagnostics || [])).element);
    return;
  }
  // As torch-tb-profiler's device selector: a GPU's memory first when there is one.
  const gpu = data.memory_ids.find((id) => /^GPU\d+$/.test(id));
  const chosen = data.memory_ids.includes(state.memory_id) ? state.memory_id : (gpu || data.memory_ids[0]);
  const select = el('select', {id: 'tbp-memory-id', 'aria-label': 'Memory ID'},
    data.memory_ids.map((id) => el('option', {value: id, text: id, selected: id === chosen})));
  const body = el('div', {class: 'tbp-memory-body'});
  const compared = comparison ? el('div', {class: 'tbp-compare-slot'}) : null;
  container.append(el('label', {class: 'tbp-field tbp-inline-field'}, el('span', {class: 'tbp-field-label', text: 'Memory ID'}), select),
    ...(compared ? [compared] : []), body);
  const show = (id) => {
    clear(body);
    if (compared) showComparison(compared, id, context);
    drawAllocator(body, data.profiles[id], {table: !comparison, state, setParams});
  };
  select.addEventListener('change', () => {
    setParams({memory_id: select.value});
    show(select.value);
  });
  show(chosen);
}
