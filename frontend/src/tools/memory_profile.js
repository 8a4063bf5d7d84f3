// memory_profile: an allocator's memory over the profiling interval — summary,
// timeline (stack / heap / free stacked, fragmentation on the right axis, the
// event under the pointer in the tooltip and a card) and the active allocations
// at the peak (tools/memory_profile.py documents the JSON).
//
// Compared with a baseline run (`comparison`): the comparison's header and the
// compared breakdown table (of one memory ID: the server compares the one it
// was asked for, so another choice fetches that comparison) above the new
// run's summary and timeline.

import {el, clear} from '../lib/dom.js';
import {formatBytes, formatNumber, formatPercent} from '../lib/format.js';
import {dataTable} from '../components/table.js';
import {lineChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';

export const allHosts = true;

const GIB = 1024 ** 3;

/** Summary rows, in the order TensorBoard's memory profile shows them. */
export function summaryRows(s) {
  return [
    ['#Allocation', formatNumber(s.num_allocations)],
    ['#Deallocation', formatNumber(s.num_deallocations)],
    ['Memory Capacity', formatBytes(s.memory_capacity_bytes)],
    ['Peak Heap Usage Lifetime', formatBytes(s.peak_bytes_lifetime)],
    ['Peak Memory Usage', `${formatBytes(s.peak_bytes_in_use)} at ${formatNumber(s.peak_time_ms, 3)} ms`
      + (s.peak_step === undefined ? '' : s.peak_step < 0 ? ' (outside the profiled steps)' : ` (step ${s.peak_step})`)],
    ['Stack Reservation', formatBytes(s.stack_reserved_bytes)],
    ['Heap Allocation', formatBytes(s.heap_allocated_bytes)],
    ['Free Memory', formatBytes(s.free_memory_bytes)],
    ['Fragmentation', s.fragmentation_percent === null ? 'n/a' : formatPercent(s.fragmentation_percent, 2)],
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
    ['Timestamp', `${formatNumber(t.ts_ms[i], 3)} ms`],
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

function drawAllocator(body, profile, {table = true} = {}) {
  const t = profile.timeline;
  body.append(keyValueCard({title: 'Memory Profile Summary', rows: summaryRows(profile.summary)}).element);
  const hover = keyValueCard({title: 'Event at the pointer', rows: [['', 'Hover the timeline']]});
  const chart = lineChart({
    labels: t.ts_ms.map((v) => `${formatNumber(v, 3)} ms`),
    series: [
      {label: 'Stack (reserved)', values: t.stack.map((v) => v / GIB), axis: 'left', fill: true, stack: 'memory'},
      {label: 'Heap (allocated)', values: t.heap.map((v) => v / GIB), axis: 'left', fill: true, stack: 'memory'},
      {label: 'Free', values: t.free.map((v) => v / GIB), axis: 'left', fill: true, stack: 'memory'},
      {label: 'Fragmentation', values: t.fragmentation_percent, axis: 'right'},
    ],
    yLeftLabel: 'Memory (GiB)',
    yRightLabel: 'Fragmentation (%)',
    format: (v) => `${formatNumber(v, 3)}`,
    formatRight: (v) => formatPercent(v, 1),
    height: 320,
  });
  if (chart.chart) {
    // Tooltip text is drawn on the canvas: profile strings stay text.
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
    chart.chart.update('none');
  }
  const notes = [];
  if (profile.timeline_points_total > t.ts_ms.length) {
    notes.push(`Showing ${formatNumber(t.ts_ms.length)} of ${formatNumber(profile.timeline_points_total)} events (the highest usage of each interval).`);
  }
  if (hideFree(t)) notes.push('Free memory is hidden: it is far larger than the memory in use (click "Free" in the legend to show it).');
  const note = notes.length ? notes.join(' ') : null;
  body.append(el('div', {class: 'tbp-chart-row'}, card({title: 'Memory Timeline Graph'}, chart.element, note && el('p', {class: 'tbp-help', text: note})).element, hover.element));
  if (!table) return;
  const b = profile.breakdown;
  const byOp = b.kind === 'by_op';
  body.append(el('h3', {text: byOp ? 'Memory Breakdown Table (by op, up to the peak)'
    : 'Memory Breakdown Table (active allocations at the peak)'}));
  body.append(el('p', {class: 'tbp-help', text: breakdownNote(profile.summary, b.kind)}));
  body.append(dataTable({
    columns: b.columns.map((c) => ({...c, format: c.type === 'number' ? (v) => formatNumber(v, 3) : undefined})),
    rows: b.rows.map((r) => [r[0] || '(no op recorded)', ...r.slice(1)]),
    filterPlaceholder: 'Filter by op name',
    csvFileName: 'memory_breakdown.csv',
    initialSort: {id: byOp ? 'increase_mib' : 'allocation_mib', direction: 'desc'},
  }).element);
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
  container.append(el('label', {class: 'tbp-field tbp-inline-field'}, el('span', {class: 'tbp-field-label', text: 'Memory ID'}), select), compared, body);
  const show = (id) => {
    clear(body);
    if (compared) showComparison(compared, id, context);
    drawAllocator(body, data.profiles[id], {table: !comparison});
  };
  select.addEventListener('change', () => {
    setParams({memory_id: select.value});
    show(select.value);
  });
  show(chosen);
}
