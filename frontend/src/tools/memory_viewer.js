// memory_viewer: one XLA module's memory over its program order — the memory
// overview, the heap size at every program point (a vertical line at the
// peak), the buffers live at the peak by program order and by size, and the
// details of the buffer under the pointer, whose lifetime the program-order
// chart draws as a band as thick as the buffer's share of the peak
// (tools/memory_viewer.py documents the JSON).
//
// The charts are SVG built here rather than Chart.js: the program-order chart
// needs the peak line and the lifetime band over up to 50,000 points (drawn
// decimated to two points per pixel column), and the buffer charts are one
// strip of rectangles each, recoloured in place on hover. Profile text (HLO
// and op names, shapes, files) only goes into text nodes and attributes.
//
// Compared with a baseline run (`comparison`, the same module and memory
// space): the comparison's header and the compared buffer table first, then
// the new run's module without its own buffer table.

import {el, clear, svg} from '../lib/dom.js';
import {fileStem, formatNumber, formatPercent} from '../lib/format.js';
import {MARKS, UI} from '../lib/palette.js';
import {colorAt} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {dataTable, urlTableOptions} from '../components/table.js';
import {emptyMessage, errorMessage} from '../components/message.js';
import {attachTooltip} from '../components/tooltip.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';
import {graphViewerLink} from './graph_viewer.js';

export const MIB = 1024 ** 2;

// Program-order chart geometry (SVG user units; the SVG scales to its box).
const CHART = {width: 1000, height: 300, left: 70, right: 20, top: 28, bottom: 44};
const STRIP = {width: 1000, height: 48};

/** Bytes as MiB text with fixed decimals, as XProf shows them: "5.10 MiB". */
export function mib(bytes, digits = 2) {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  return `${(bytes / MIB).toFixed(digits)} MiB`;
}

/** MiB and the exact bytes: "0.51 MiB (537,732 bytes)". */
export function mibBytes(bytes) {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  return `${mib(bytes)} (${formatNumber(bytes)} bytes)`;
}

/** The memory overview, as label/value rows. */
export function overviewRows(data) {
  const s = data.summary;
  const rows = [
    ['Module', `${data.module}`],
    ['Peak heap allocation', mibBytes(s.peak_heap_bytes)],
    ['Peak without padding', mibBytes(s.peak_unpadded_heap_bytes)],
    ['Padding overhead', mibBytes(s.padding_bytes)],
    ['Entry parameters', mibBytes(s.entry_parameters_bytes)],
    ['Non-reusable', mibBytes(s.non_reusable_bytes)],
    ['Maybe live out', mibBytes(s.maybe_live_out_bytes)],
    ['Total buffer allocation', mibBytes(s.total_buffer_allocation_bytes)],
    ['Temporaries at the peak', mibBytes(s.temp_peak_bytes)],
  ];
  if (s.temp_allocation_bytes) {
    rows.push(['Temporary allocation', `${mib(s.temp_allocation_bytes)}, fragmentation ${formatPercent(s.fragmentation_percent, 2)}`]);
  }
  rows.push(['Program points', formatNumber(s.num_program_points)]);
  rows.push(['Logical buffers / instructions', `${formatNumber(s.num_logical_buffers)} / ${formatNumber(s.num_instructions)}`]);
  return rows;
}

/** Buffer i of data.buffers as an object (the JSON keeps columns). */
export function bufferAt(buffers, i) {
  const out = {};
  for (const [key, values] of Object.entries(buffers)) out[key] = values[i];
  return out;
}

/** The details card of buffer i, as label/value rows. */
export function bufferDetails(data, i) {
  const b = bufferAt(data.buffers, i);
  const expansion = b.unpadded > 0 ? b.size / b.unpadded : null;
  const dims = Array.isArray(b.dims) ? b.dims : [];
  return [
    ['Name', b.name],
    ['Category', b.opcode ? `${b.opcode} operation` : ''],
    ['Size', mibBytes(b.size)],
    ['Unpadded size', mibBytes(b.unpadded)],
    ['Expansion', expansion === null ? 'n/a' : `${formatNumber(expansion, 2)}x`],
    ['Extra memory (padding)', mibBytes(Math.max(0, b.size - b.unpadded))],
    ['Shape', b.shape],
    ['Rank / dims / dtype', `${dims.length} / [${dims.join(', ')}] / ${b.dtype}`],
    ['Op name', b.op_name || '-'],
    ['Allocation type', b.allocation_type],
    ['Source', b.source || '-'],
    ['Live at program points', `${b.span_start} to ${b.span_limit}`],
  ];
}

/**
 * At most ~2 points per bucket of `buckets` (the lowest and highest of each,
 * in order), so a line of 50,000 points draws as a few thousand without
 * losing its spikes. Returns indices into x/y.
 */
export function decimate(n, values, buckets) {
  if (n <= 2 * buckets) return Array.from({length: n}, (_, i) => i);
  const keep = [];
  for (let b = 0; b < buckets; b += 1) {
    const lo = Math.floor((b * n) / buckets);
    const hi = Math.floor(((b + 1) * n) / buckets);
    if (hi <= lo) continue;
    let min = lo;
    let max = lo;
    for (let i = lo + 1; i < hi; i += 1) {
      if (values[i] < values[min]) min = i;
      if (values[i] > values[max]) max = i;
    }
    if (min === max) keep.push(min);
    else keep.push(Math.min(min, max), Math.max(min, max));
  }
  if (keep[keep.length - 1] !== n - 1) keep.push(n - 1);
  return keep;
}

/** [{index, x, w}] of buffers laid end to end by size over `width`, in `order`. */
export function stripLayout(sizes, order, total, width) {
  let at = 0;
  return order.map((index) => {
    const w = total > 0 ? (sizes[index] / total) * width : 0;
    const item = {index, x: at, w};
    at += w;
    return item;
  });
}


/** Round tick values covering [0, max]: about `count` of them. */
export function ticks(max, count = 5) {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) || raw;
  const out = [];
  for (let v = 0; v <= max + 1e-9 * max; v += step) out.push(v);
  return out;
}

/** Color of the buffer at row i of the buffers (the same in every chart). */
export function bufferColor(i) {
  return colorAt(i);
}

/**
 * The heap size over program order: heap and unpadded lines, the peak line,
 * and a band for one buffer's lifetime (showBand). Hovering shows the point.
 */
export function programOrderChart(data) {
  const t = data.timeline;
  const n = t.x.length;
  const total = Math.max(1, t.points_total - 1);
  let maxBytes = 1;
  for (let i = 0; i < n; i += 1) maxBytes = Math.max(maxBytes, t.heap_bytes[i], t.unpadded_heap_bytes[i]);
  const yMax = maxBytes * 1.1;
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const xOf = (point) => CHART.left + (point / total) * plotW;
  const yOf = (bytes) => CHART.top + plotH - (bytes / yMax) * plotH;
  const root = svg('svg', {viewBox: `0 0 ${CHART.width} ${CHART.height}`, class: 'tbp-mv-program', role: 'img',
    'aria-label': 'Heap size at each program point'});
  root.style.width = '100%';
  root.style.height = 'auto';
  root.style.display = 'block';
  const axes = svg('g', {'font-size': 11, fill: UI.muted});
  for (const v of ticks(yMax / MIB)) {
    const y = yOf(v * MIB);
    axes.append(svg('line', {x1: CHART.left, x2: CHART.width - CHART.right, y1: y, y2: y, stroke: UI.divider}),
      svg('text', {x: CHART.left - 6, y: y + 4, 'text-anchor': 'end'}, formatNumber(v, 2)));
  }
  for (const v of ticks(total, 6)) {
    const x = xOf(v);
    axes.append(svg('text', {x, y: CHART.height - CHART.bottom + 16, 'text-anchor': 'middle'}, formatNumber(v, 0)));
  }
  axes.append(
    svg('text', {x: CHART.left + plotW / 2, y: CHART.height - 6, 'text-anchor': 'middle'}, 'Program order'),
    svg('text', {x: 14, y: CHART.top + plotH / 2, 'text-anchor': 'middle',
      transform: `rotate(-90 14 ${CHART.top + plotH / 2})`}, 'Allocated heap size (MiB)'),
    svg('line', {x1: CHART.left, x2: CHART.width - CHART.right, y1: yOf(0), y2: yOf(0), stroke: UI.faint}));
  root.append(axes);
  const band = svg('rect', {class: 'tbp-mv-band', visibility: 'hidden', 'fill-opacity': 0.35, 'stroke-width': 1});
  root.append(band);
  const keep = decimate(n, t.heap_bytes, Math.round(plotW));
  const line = (values, color, dash) => svg('polyline', {
    fill: 'none', stroke: color, 'stroke-width': 1.5, 'stroke-dasharray': dash,
    points: keep.map((i) => `${xOf(t.x[i]).toFixed(1)},${yOf(values[i]).toFixed(1)}`).join(' '),
  });
  root.append(line(t.unpadded_heap_bytes, MARKS.unpadded, '5 3'), line(t.heap_bytes, MARKS.heap));
  if (n) {
    const px = xOf(t.peak_point);
    root.append(svg('line', {class: 'tbp-mv-peak', x1: px, x2: px, y1: CHART.top, y2: yOf(0), stroke: MARKS.peak,
      'stroke-width': 1.5}), svg('text', {x: px + 4, y: CHART.top + 10, fill: MARKS.peak, 'font-size': 11},
      `peak ${mib(data.summary.peak_heap_bytes)}`));
  }
  // Legend.
  root.append(svg('g', {'font-size': 11, fill: UI.textSecondary},
    svg('line', {x1: CHART.left, x2: CHART.left + 18, y1: 12, y2: 12, stroke: MARKS.heap, 'stroke-width': 2}),
    svg('text', {x: CHART.left + 22, y: 16}, 'Size'),
    svg('line', {x1: CHART.left + 70, x2: CHART.left + 88, y1: 12, y2: 12, stroke: MARKS.unpadded, 'stroke-width': 2,
      'stroke-dasharray': '5 3'}),
    svg('text', {x: CHART.left + 92, y: 16}, 'Unpadded size')));
  // Pointer: the nearest point as a cursor line and a tooltip.
  const cursor = svg('line', {y1: CHART.top, y2: yOf(0), stroke: UI.hint, 'stroke-dasharray': '2 2', visibility: 'hidden'});
  const overlay = svg('rect', {x: CHART.left, y: CHART.top, width: plotW, height: plotH, fill: 'transparent'});
  root.append(cursor, overlay);
  let hoverText = '';
  const tip = attachTooltip(overlay, () => hoverText);
  overlay.addEventListener('mousemove', (event) => {
    if (!n) return;
    const box = root.getBoundingClientRect();
    const scale = box.width ? CHART.width / box.width : 1;
    const point = ((event.clientX - box.left) * scale - CHART.left) / plotW * total;
    const i = nearest(t.x, point);
    const names = t.instructions;
    hoverText = `Program point ${t.x[i]}: ${mib(t.heap_bytes[i])} (unpadded ${mib(t.unpadded_heap_bytes[i])})`
      + `${names[t.instruction[i]] ? `, ${names[t.instruction[i]]}` : ''}`;
    cursor.setAttribute('x1', xOf(t.x[i]));
    cursor.setAttribute('x2', xOf(t.x[i]));
    cursor.setAttribute('visibility', 'visible');
    tip.show(event.clientX, event.clientY);
  });
  overlay.addEventListener('mouseleave', () => cursor.setAttribute('visibility', 'hidden'));
  return {
    element: root,
    /** Draws buffer i's lifetime: [span_start, span_limit], from 0 to its size. */
    showBand(i) {
      const b = bufferAt(data.buffers, i);
      const x0 = xOf(b.span_start);
      const x1 = Math.max(xOf(b.span_limit), x0 + 1);
      band.setAttribute('x', x0.toFixed(1));
      band.setAttribute('width', (x1 - x0).toFixed(1));
      band.setAttribute('y', yOf(b.size).toFixed(1));
      band.setAttribute('height', Math.max(1, yOf(0) - yOf(b.size)).toFixed(1));
      band.setAttribute('fill', bufferColor(i));
      band.setAttribute('stroke', bufferColor(i));
      band.setAttribute('visibility', 'visible');
      band.dataset.index = String(i);
    },
  };
}

/** Index of the value of sorted `xs` nearest to x. */
function nearest(xs, x) {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs(xs[lo - 1] - x) <= Math.abs(xs[lo] - x)) return lo - 1;
  return lo;
}

/**
 * One strip of the buffers live at the peak in `order` (rows of data.buffers),
 * each as wide as its share of the peak, the small ones last as one grey
 * block. onSelect(i) on hover or focus; highlight(i) outlines buffer i.
 */
export function bufferStrip(data, order, label, onSelect) {
  const b = data.buffers;
  const total = b.size.reduce((s, v) => s + v, 0) + data.small.bytes;
  const root = svg('svg', {viewBox: `0 0 ${STRIP.width} ${STRIP.height}`, preserveAspectRatio: 'none',
    class: 'tbp-mv-strip', role: 'group', 'aria-label': label});
  root.style.width = '100%';
  root.style.height = `${STRIP.height}px`;
  root.style.display = 'block';
  const rects = new Map();
  for (const {index, x, w} of stripLayout(b.size, order, total, STRIP.width)) {
    const rect = svg('rect', {x: x.toFixed(2), y: 0, width: Math.max(w, 0.5).toFixed(2), height: STRIP.height,
      fill: bufferColor(index), stroke: UI.surface, 'stroke-width': 0.5, tabindex: 0, class: 'tbp-mv-buffer',
      'data-index': index, 'aria-label': `${b.name[index]}: ${mib(b.size[index], 3)}`});
    rect.append(svg('title', {}, `${b.name[index]}: ${mib(b.size[index], 3)}`));
    rect.addEventListener('mouseenter', () => onSelect(index));
    rect.addEventListener('focus', () => onSelect(index));
    rects.set(index, rect);
    root.append(rect);
  }
  if (data.small.bytes > 0) {
    const w = (data.small.bytes / total) * STRIP.width;
    const rect = svg('rect', {x: (STRIP.width - w).toFixed(2), y: 0, width: Math.max(w, 0.5).toFixed(2),
      height: STRIP.height, fill: MARKS.idle, class: 'tbp-mv-small'});
    rect.append(svg('title', {}, `${formatNumber(data.small.count)} small buffers (< ${formatNumber(data.small.threshold_bytes)} bytes): ${mib(data.small.bytes, 3)}`));
    root.append(rect);
  }
  let current = null;
  return {
    element: root,
    highlight(i) {
      if (current !== null && rects.has(current)) {
        rects.get(current).setAttribute('stroke', UI.surface);
        rects.get(current).setAttribute('stroke-width', 0.5);
      }
      current = i;
      const rect = rects.get(i);
      if (rect) {
        rect.setAttribute('stroke', UI.text);
        rect.setAttribute('stroke-width', 3);
        root.append(rect); // on top, so its outline shows whole
      }
    },
  };
}

const TABLE_COLUMNS = [
  {id: 'name', label: 'Name', type: 'string'},
  {id: 'allocation_type', label: 'Allocation type', type: 'string'},
  {id: 'opcode', label: 'Category', type: 'string'},
  {id: 'size', label: 'Size (MiB)', type: 'number', format: (v) => formatNumber(v / MIB, 3)},
  {id: 'unpadded', label: 'Unpadded (MiB)', type: 'number', format: (v) => formatNumber(v / MIB, 3)},
  {id: 'shape', label: 'Shape', type: 'string'},
  {id: 'op_name', label: 'Op name', type: 'string'},
  {id: 'source', label: 'Source', type: 'string'},
];

function drawModule(body, data, {fileName, links = null, table = true, state = {}, setParams = () => {}}) {
  const b = data.buffers;
  const count = b.id.length;
  body.append(...diagnostics(data));
  const overview = keyValueCard({title: 'Memory overview', rows: overviewRows(data)}).element;
  // Two label/value pairs a line: the overview stays a short band above the chart.
  overview.querySelector('dl').style.gridTemplateColumns = 'max-content minmax(10em, 1fr) max-content minmax(10em, 1fr)';
  const details = keyValueCard({title: 'Buffer details', rows: [['', count ? 'Hover a buffer in the charts below' : 'No buffer at the peak']]});
  details.element.classList.add('tbp-mv-details', 'tbp-ov-narrow');
  const chart = programOrderChart(data);
  const programCard = card({title: 'Heap size by program order',
      subtitle: 'Each point is one step of the heap simulation, as XLA scheduled the program; the red line marks the peak.'},
    chart.element,
    data.timeline.points_total > data.timeline.x.length
      ? el('p', {class: 'tbp-help', text: `Showing ${formatNumber(data.timeline.x.length)} of ${formatNumber(data.timeline.points_total)} program points (the highest of each interval).`})
      : null,
    data.timeline.points_total ? null : el('p', {class: 'tbp-help', text: 'This memory space has no heap simulation.'})).element;
  body.append(el('div', {class: 'tbp-chart-row'}, overview), el('div', {class: 'tbp-chart-row'}, programCard));
  const order = Array.from({length: count}, (_, i) => i);
  const strips = [];
  let selected = null;
  const select = (i) => {
    if (i === selected) return; // hovering the same buffer again: its details (and their link) stay
    selected = i;
    const instruction = b.instruction ? b.instruction[i] : '';
    const graph = links && instruction ? graphViewerLink({module: data.module, node: instruction}, links,
      `${instruction} in the graph viewer`) : null;
    details.setRows(graph ? [...bufferDetails(data, i), ['HLO graph', graph]] : bufferDetails(data, i));
    chart.showBand(i);
    for (const s of strips) s.highlight(i);
  };
  strips.push(bufferStrip(data, order, 'Buffers at the peak, by program order', select));
  strips.push(bufferStrip(data, data.by_size, 'Buffers at the peak, by size', select));
  const smallNote = data.small.count
    ? `${formatNumber(data.small.count)} buffers under ${formatNumber(data.small.threshold_bytes)} bytes (${formatNumber(data.small.bytes)} bytes together) are the grey block.`
    : '';
  const stripCard = card({title: `Buffers live at the peak (${formatNumber(count)})`,
    subtitle: 'Width: share of the peak. Hover a buffer for its details and its lifetime above.'},
  el('h4', {class: 'tbp-help', text: 'By program order'}), strips[0].element,
  el('h4', {class: 'tbp-help', text: 'By size'}), strips[1].element,
  smallNote ? el('p', {class: 'tbp-help', text: smallNote}) : null).element;
  stripCard.classList.add('tbp-ov-wide');
  body.append(el('div', {class: 'tbp-chart-row'}, stripCard, details.element));
  if (!table) return {select};
  body.append(el('h3', {text: 'Buffers live at the peak'}));
  // Sort, filter, page and hidden columns in the URL (sort=, filter=, page=, hide=).
  const options = urlTableOptions(state, setParams);
  const view = dataTable({
    columns: TABLE_COLUMNS,
    rows: order.map((i) => TABLE_COLUMNS.map((c) => b[c.id][i])),
    filterPlaceholder: 'Filter by name, op or shape',
    csvFileName: fileName,
    ...options,
    initialSort: options.initialSort || {id: 'size', direction: 'desc'},
  });
  if (state.filter) view.setFilter(state.filter);
  if (state.page) view.setPage(Number(state.page) || 0);
  body.append(view.element);
  return {select};
}

function diagnostics(data) {
  return (data.diagnostics || []).map((d) => el('div', {class: 'tbp-diagnostic', text: d}));
}

function modulesList(data) {
  const modules = data.modules || [];
  if (modules.length < 2) return null;
  return el('details', {class: 'tbp-help tbp-mv-modules'},
    el('summary', {text: `${modules.length} XLA modules on this host, biggest peak first`}),
    el('ol', {}, modules.map((m) => el('li', {},
      `${m.name}: ${m.peak_bytes === null ? 'unreadable HLO proto' : mibBytes(m.peak_bytes)}`))));
}

/** Tool parameters for the data request: the memory space chosen for this module. */
export function dataParams(state = {}) {
  return state.memory_space !== undefined && state.memory_space !== '' && state.memory_space_module === state.module
    ? {memory_space: state.memory_space} : {};
}

function drawComparison(slot, resp, state, setParams) {
  clear(slot).append(compareHeader(resp),
    comparedSection(resp, 'buffers', {state, setParams}).element, newRunHeading(resp));
}

export function render(container, {data, comparison = null, compareParams = null, state = {}, params = {}, api,
  setParams = () => {}, selectTool}) {
  container.append(el('h2', {text: 'Memory viewer'}));
  if (!data || !data.summary) {
    if (comparison) container.append(compareHeader(comparison));
    container.append(emptyMessage('No XLA module to show').element);
    return;
  }
  const compared = comparison ? el('div', {class: 'tbp-compare-slot'}) : null;
  if (compared) drawComparison(compared, comparison, state, setParams);
  const header = el('div', {class: 'tbp-field tbp-inline-field'});
  const body = el('div', {class: 'tbp-memory-body'});
  container.append(compared, header, modulesList(data), body);
  const fileName = `${fileStem(params.run, params.host, data.module)}_memory_viewer.csv`;
  const links = {state, selectTool, root: container.ownerDocument || document};
  const show = (d) => {
    clear(body);
    drawModule(body, d, {fileName, links, table: !comparison, state, setParams});
  };
  header.append(el('span', {class: 'tbp-field-label', text: 'Module'}),
    el('b', {text: `${data.module}`}),
    el('span', {class: 'tbp-help', text: `program id ${data.program_id ?? '-'}, entry computation ${data.entry_computation}`}));
  const spaces = data.memory_spaces || [];
  if (spaces.length > 1) {
    const chooser = el('select', {id: 'tbp-memory-space', 'aria-label': 'Memory space'},
      spaces.map((s) => el('option', {value: String(s.id), text: s.name, selected: s.id === data.memory_space})));
    chooser.addEventListener('change', async () => {
      const value = chooser.value;
      setParams({memory_space: value, memory_space_module: data.module});
      clear(body).append(el('p', {class: 'tbp-help', text: 'Loading…'}));
      try {
        if (compared) {
          // The other memory space of both runs, compared.
          const resp = await api.data({...params, memory_space: value, ...compareParams});
          drawComparison(compared, resp, state, setParams);
          show(resp.data);
        } else {
          show(await api.data({...params, memory_space: value}));
        }
      } catch (e) {
        clear(body).append(errorMessage(e).element);
      }
    });
    header.append(el('label', {class: 'tbp-field-label', for: 'tbp-memory-space', text: 'Memory space'}), chooser);
  } else if (spaces.length === 1) {
    header.append(el('span', {class: 'tbp-help', text: `memory space ${spaces[0].name}`}));
  }
  show(data);
}
