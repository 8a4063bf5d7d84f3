// roofline_model: XProf's "Roofline Model" — each XLA op's FLOP rate against its
// operational intensity on a log–log chart under the device's rooflines (a
// compute roof at the peak FLOP rate, a memory roof of slope peak bandwidth,
// meeting at the ridge point), the device's peaks (or the user's, for CPU
// profiles that record none) and the rows in a table (tools/roofline_model.py
// documents the JSON). Op names come from the profile: text only (table cells,
// canvas text).
//
// URL parameters: peak_flop_rate= (GFLOP/s), peak_memory_bw= (GB/s) (sent to
// the server), step=, infeed=0 (infeed/outfeed left out), sort=, filter=, page=.

import {
  Chart, Legend, LineElement, LogarithmicScale, PointElement, ScatterController, Tooltip,
} from 'chart.js';
import {el, clear} from '../lib/dom.js';
import {fileStem, formatNumber, formatPercent} from '../lib/format.js';
import {MARKS, SERIES, UI, themed, withAlpha} from '../lib/palette.js';
import {dataTable, toolTable, urlTableOptions} from '../components/table.js';
import {context2d} from '../components/charts.js'; // (and the shared Chart.js defaults)
import {card} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import './roofline_model.css';

Chart.register(ScatterController, LogarithmicScale, LineElement, PointElement, Legend, Tooltip);

export const allHosts = true;

const PAGE_SIZE = 50;
const MAX_PEAK = 1e12; // the server's bound for both peaks
const TIME_COLUMNS = new Set(['total_time', 'avg_time', 'total_self_time', 'avg_self_time', 'total_time_per_core']);
// Fractions (0..1, more when an op beats the peak) in the JSON, as XProf: shown as %.
export const FRACTION_COLUMNS = new Set(['total_self_time_percent', 'cumulative_total_self_time_percent',
  'total_time_in_percentage', 'roofline_efficiency', 'compute_efficiency', 'max_mem_bw_utilization',
  'dma_stall_percent']);
// The op table's columns shown until the user picks others (Columns): all 30 are 2,000 px
// wide, twice the page's box; the rest are XProf's per-memory and per-core breakdowns. The
// Step column repeats the step selector.
export const SHOWN_COLUMNS = new Set(['rank', 'category', 'operation', 'occurrences', 'total_self_time',
  'total_self_time_percent', 'measured_flop_rate', 'measured_memory_bw', 'operational_intensity', 'bound_by',
  'roofline_efficiency']);
const COLUMN_TITLES = {
  operational_intensity: 'FLOPs per byte of memory accessed',
  bound_by: 'The resource the op uses most of its peak: compute or HBM bandwidth',
  roofline_efficiency: 'The FLOP rate over the roofline\'s at the op\'s intensity',
  optimal_flop_rate: 'The roofline at the op\'s operational intensity',
};
export const BOUND_COLORS = themed(() => ({Compute: SERIES[2], HBM: SERIES[1], Unknown: UI.faint}));
const LINES = themed(() => ({program: UI.text, roof: UI.textSecondary}));

const SOURCE_NOTES = {
  device: 'Times from the device\'s XLA op events.',
  host: 'Times from the XLA CPU runtime\'s per-op events on the host (XProf\'s roofline is empty for CPU profiles).',
};
const PEAK_SOURCES = {profile: 'From the profile', user: 'Entered'};

// ---- numbers -------------------------------------------------------------------------------

/** A rate or ratio with 4 significant digits: "26.56", "100,000", "0.02485"; '' when unknown. */
export function formatSig(value) {
  if (value === null || value === undefined || !Number.isFinite(Number(value))) return '';
  return formatNumber(Number(Number(value).toPrecision(4)), 12);
}

/** A log axis' tick: powers of ten only (the grid lines between stay unlabelled). */
export function tickLabel(value) {
  const exponent = Math.log10(value);
  if (Math.abs(exponent - Math.round(exponent)) > 1e-9) return '';
  const e = Math.round(exponent);
  return e >= -3 && e <= 6 ? formatNumber(10 ** e, 3) : `1e${e}`;
}

/** A positive peak from a URL or input value (a string), else null. */
export function peakValue(text) {
  const v = Number(String(text ?? '').trim());
  return String(text ?? '').trim() !== '' && Number.isFinite(v) && v > 0 && v <= MAX_PEAK ? v : null;
}

/** Tool parameters for the data request: the peaks the user entered (kept in the URL). */
export function dataParams(state = {}) {
  const params = {};
  if (peakValue(state.peak_flop_rate) !== null) params.peak_flop_rate = String(state.peak_flop_rate).trim();
  if (peakValue(state.peak_memory_bw) !== null) params.peak_memory_bw = String(state.peak_memory_bw).trim();
  return params;
}

// ---- the model -----------------------------------------------------------------------------

/** Column positions by id (the columns differ between TPU and the rest). */
export function columnIndex(data) {
  return Object.fromEntries((data.columns || []).map((c, i) => [c.id, i]));
}

/** The peaks, every value a positive number or null. */
export function peaksOf(data) {
  const p = data.peaks || {};
  const positive = (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return {
    flopRate: positive(p.peak_flop_rate), // GFLOP/s
    gibps: positive(p.peak_hbm_bw), // GiB/s
    gbps: positive(p.peak_memory_gbps), // GB/s
    ridge: positive(p.hbm_ridge_point), // FLOP/byte
    source: p.source || '',
  };
}

/** The rows of one step ("Total", "Average" or a step number) with or without infeed/outfeed. */
export function filterRows(data, step, includeIo) {
  const col = columnIndex(data);
  return (data.rows || []).filter((r) => String(r[col.step]) === step
    && (col.include_infeed_outfeed === undefined || r[col.include_infeed_outfeed] === includeIo));
}

/**
 * The chart's points from rows: {programs, ops: {Compute, HBM, Unknown}, leftOut}.
 * A point is {x: intensity, y: GFLOP/s, name, category, bound, row}; rows with no
 * positive intensity or rate have no place on a log axis: counted in leftOut.
 */
export function chartPoints(data, rows) {
  const col = columnIndex(data);
  const out = {programs: [], ops: {Compute: [], HBM: [], Unknown: []}, leftOut: 0};
  for (const row of rows) {
    const x = Number(row[col.operational_intensity]);
    const y = Number(row[col.measured_flop_rate]);
    if (!(x > 0 && y > 0 && Number.isFinite(x) && Number.isFinite(y))) {
      out.leftOut += 1;
      continue;
    }
    const bound = BOUND_COLORS[row[col.bound_by]] ? row[col.bound_by] : 'Unknown';
    const point = {x, y, name: String(row[col.operation] ?? ''), category: String(row[col.category] ?? ''), bound, row};
    if (point.category === 'Program') out.programs.push(point);
    else out.ops[bound].push(point);
  }
  return out;
}

/** Whole decades around values, strictly beyond them (a point or roof on the plot's edge is hard to see). */
export function decadeRange(values) {
  const kept = values.filter((v) => v > 0 && Number.isFinite(v));
  if (!kept.length) return null;
  return {min: 10 ** (Math.ceil(Math.log10(Math.min(...kept)) - 1e-9) - 1),
    max: 10 ** (Math.floor(Math.log10(Math.max(...kept)) + 1e-9) + 1)};
}

/**
 * The rooflines across [xMin, xMax]: the memory roof y = x × GB/s (FLOP/byte × GB/s =
 * GFLOP/s) up to the ridge, then the compute roof at the peak. Null without both peaks.
 */
export function rooflines(peaks, xMin, xMax) {
  if (!peaks.flopRate || !peaks.gbps) return null;
  const ridge = peaks.ridge || peaks.flopRate / peaks.gbps;
  return {
    memory: [{x: Math.min(xMin, ridge), y: Math.min(xMin, ridge) * peaks.gbps}, {x: ridge, y: peaks.flopRate}],
    compute: [{x: ridge, y: peaks.flopRate}, {x: Math.max(xMax, ridge), y: peaks.flopRate}],
    ridge: {x: ridge, y: peaks.flopRate},
  };
}

/** The line under the title: the device type, and where the times come from. */
export function sourceNote(data) {
  const parts = [];
  if (data.device_type) parts.push(`Device type: ${data.device_type}.`);
  if (SOURCE_NOTES[data.source]) parts.push(SOURCE_NOTES[data.source]);
  return parts.join(' ');
}

/** Table columns and rows (components/table.js toolTable): fractions as %, numbers rounded. */
export function tableModel(data, rows = data.rows) {
  return toolTable({columns: data.columns, rows}, (column) => {
    if (FRACTION_COLUMNS.has(column.id)) column.format = (v) => (typeof v === 'number' ? formatPercent(100 * v, 2) : '');
    else if (TIME_COLUMNS.has(column.id)) column.format = (v) => formatNumber(v, 3);
    else if (column.type === 'number' && column.id !== 'rank' && column.id !== 'occurrences') {
      column.format = (v) => formatNumber(v, 2);
    }
    if (COLUMN_TITLES[column.id]) column.title = COLUMN_TITLES[column.id];
  });
}

// ---- the chart -----------------------------------------------------------------------------

// The ridge point's drop line to the x axis and its label (canvas text).
const ridgeMark = {
  id: 'tbpRidgeMark',
  afterDatasetsDraw(chart) {
    const index = chart.data.datasets.findIndex((d) => d.tbpKind === 'ridge');
    const point = index >= 0 && chart.isDatasetVisible(index) ? chart.getDatasetMeta(index).data[0] : null;
    if (!point) return;
    const {ctx, chartArea} = chart;
    const text = chart.data.datasets[index].tbpText;
    ctx.save();
    ctx.strokeStyle = MARKS.peak;
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(point.x, point.y);
    ctx.lineTo(point.x, chartArea.bottom);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.font = '500 12px Roboto, Arial, sans-serif';
    ctx.fillStyle = MARKS.peak;
    ctx.textBaseline = 'bottom';
    // Above the roofs (no op there unless it beats the peak), right of the ridge when it fits.
    const fits = point.x + 8 + ctx.measureText(text).width <= chartArea.right;
    ctx.textAlign = fits ? 'left' : 'right';
    ctx.fillText(text, fits ? point.x + 8 : point.x - 8, Math.max(point.y - 6, chartArea.top + 16));
    ctx.restore();
  },
};

function pointTooltip(ctx) {
  const d = ctx.dataset;
  if (d.tbpKind === 'ridge') {
    return [`Ridge point: ${formatSig(ctx.parsed.x)} FLOP/byte`, `Peak FLOP rate: ${formatSig(ctx.parsed.y)} GFLOP/s`];
  }
  const p = d.data[ctx.dataIndex];
  return [p.name, `Category: ${p.category}`, `Operational intensity: ${formatSig(p.x)} FLOP/byte`,
    `FLOP rate: ${formatSig(p.y)} GFLOP/s`, `Bound by: ${p.bound}`];
}

/** Chart.js datasets: the roofs and ridge (when known), the programs, the ops by bound_by, the selection. */
export function chartDatasets(points, roofs, peaks, selected) {
  const sets = [];
  if (roofs) {
    sets.push({tbpKind: 'roof', label: `Compute roof (${formatSig(peaks.flopRate)} GFLOP/s)`, data: roofs.compute,
      showLine: true, borderColor: LINES.roof, backgroundColor: LINES.roof, borderWidth: 2, pointRadius: 0,
      pointHitRadius: 0, pointStyle: 'line'});
    sets.push({tbpKind: 'roof', label: `Memory roof (${formatSig(peaks.gbps)} GB/s)`, data: roofs.memory,
      showLine: true, borderColor: LINES.roof, backgroundColor: LINES.roof, borderWidth: 2, borderDash: [6, 4],
      pointRadius: 0, pointHitRadius: 0, pointStyle: 'dash'});
    sets.push({tbpKind: 'ridge', label: `Ridge point (${formatSig(roofs.ridge.x)} FLOP/byte)`, data: [roofs.ridge],
      tbpText: `Ridge point: ${formatSig(roofs.ridge.x)} FLOP/byte`, backgroundColor: MARKS.peak,
      borderColor: MARKS.peak, pointRadius: 5, pointHoverRadius: 6, pointStyle: 'circle'});
  }
  sets.push({tbpKind: 'program', label: 'Program', data: points.programs, backgroundColor: LINES.program,
    borderColor: UI.surface, borderWidth: 1, pointRadius: 8, pointHoverRadius: 9, pointStyle: 'rectRot'});
  for (const bound of ['Compute', 'HBM', 'Unknown']) {
    sets.push({tbpKind: 'ops', label: bound === 'Unknown' ? 'Ops, bound by Unknown' : `${bound}-bound ops`,
      data: points.ops[bound], backgroundColor: withAlpha(BOUND_COLORS[bound], 0.75), borderColor: BOUND_COLORS[bound],
      borderWidth: 1, pointRadius: 5, pointHoverRadius: 7, pointStyle: 'circle'});
  }
  if (selected) {
    sets.push({tbpKind: 'selected', label: 'Selected', data: [selected], backgroundColor: 'transparent',
      borderColor: UI.accent, borderWidth: 3, pointRadius: 12, pointHoverRadius: 12, pointHitRadius: 0});
  }
  return sets;
}

function allPoints(points) {
  return [...points.programs, ...points.ops.Compute, ...points.ops.HBM, ...points.ops.Unknown];
}

/** The x axis' ends: whole decades around the points, and room for both roofs either side of the ridge. */
export function xRange(points, peaks) {
  const ridge = peaks.flopRate && peaks.gbps ? peaks.ridge || peaks.flopRate / peaks.gbps : null;
  return decadeRange([...allPoints(points).map((p) => p.x), ...(ridge ? [ridge / 3, ridge * 3] : [])]);
}

/** The chart's options: log–log axes over whole decades of the points and roofs. */
export function chartOptions(points, roofs, x) {
  const y = decadeRange([...allPoints(points).map((p) => p.y), ...(roofs ? [roofs.ridge.y] : [])]);
  const axis = (title, range) => ({
    type: 'logarithmic',
    ...(range || {}),
    title: {display: true, text: title, color: UI.textSecondary},
    ticks: {callback: (v) => tickLabel(v), autoSkip: false, maxRotation: 0},
    grid: {color: (c) => (tickLabel(c.tick.value) ? UI.border : UI.divider)},
  });
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    layout: {padding: {right: 8}},
    scales: {
      x: axis('Operational intensity (FLOP/byte)', x),
      y: axis('FLOP rate (GFLOP/s)', y),
    },
    plugins: {
      legend: {position: 'top', labels: {usePointStyle: true, boxWidth: 10, boxHeight: 10,
        filter: (item, chart) => {
          const set = chart.datasets[item.datasetIndex];
          return set.tbpKind !== 'selected' && set.data.length > 0;
        }}},
      tooltip: {
        filter: (item) => item.dataset.tbpKind !== 'roof',
        callbacks: {label: pointTooltip},
      },
    },
  };
}

/** What the chart shows, in words: the canvas' accessible name. */
export function chartDescription(points, roofs, peaks) {
  const n = allPoints(points).length;
  const parts = [`Roofline chart: ${n} point${n === 1 ? '' : 's'}`];
  if (roofs) {
    parts.push(`compute roof ${formatSig(peaks.flopRate)} GFLOP/s`, `memory roof ${formatSig(peaks.gbps)} GB/s`,
      `ridge point ${formatSig(roofs.ridge.x)} FLOP/byte`);
  } else {
    parts.push('no rooflines (no peaks)');
  }
  return parts.join(', ');
}

function rooflineChart(data, rows, peaks, selectedRow) {
  const points = chartPoints(data, rows);
  const all = allPoints(points);
  const xs = xRange(points, peaks);
  const roofs = xs ? rooflines(peaks, xs.min, xs.max) : null;
  const selected = all.find((p) => p.row === selectedRow) || null;
  const canvas = el('canvas', {role: 'img', 'aria-label': chartDescription(points, roofs, peaks)});
  const box = el('div', {class: 'tbp-chart tbp-roofline-chart'}, canvas);
  let chart = null;
  const context = context2d(canvas);
  if (context && all.length) {
    chart = new Chart(context, {type: 'scatter', data: {datasets: chartDatasets(points, roofs, peaks, selected)},
      options: chartOptions(points, roofs, xs), plugins: [ridgeMark]});
  }
  const notes = [];
  if (!all.length) notes.push('No row of this step has both a FLOP rate and an operational intensity to chart.');
  if (points.leftOut) {
    notes.push(`${points.leftOut} of ${rows.length} rows are not on the chart: their FLOP rate or operational `
      + 'intensity is zero, which a log axis cannot show.');
  }
  if (!roofs) {
    notes.push(peaks.flopRate || peaks.gbps
      ? 'No rooflines: both the peak FLOP rate and the peak memory bandwidth are needed.'
      : 'No rooflines: the profile records no peak FLOP rate or memory bandwidth; enter them in the Peaks card.');
  }
  if (selectedRow && !selected) {
    const col = columnIndex(data);
    notes.push(`The selected row, ${selectedRow[col.operation]}, is not on the chart: its FLOP rate or `
      + 'operational intensity is zero.');
  }
  const element = el('div', {class: 'tbp-roofline-plot'},
    all.length ? box : null,
    notes.map((text) => el('p', {class: 'tbp-help tbp-roofline-note', text})));
  return {element, chart, points, roofs};
}

// ---- the page ------------------------------------------------------------------------------

function peaksCard(data, ui, onApply) {
  const peaks = peaksOf(data);
  const unknown = 'Not recorded';
  const rows = [
    ['Device type', data.device_type || 'Unknown'],
    ['Peak FLOP rate', peaks.flopRate ? `${formatSig(peaks.flopRate)} GFLOP/s` : unknown],
    ['Peak memory bandwidth', peaks.gbps ? `${formatSig(peaks.gibps)} GiB/s (${formatSig(peaks.gbps)} GB/s)` : unknown],
    ['Ridge point', peaks.ridge ? `${formatSig(peaks.ridge)} FLOP/byte` : '—'],
    ['Source', PEAK_SOURCES[peaks.source] || 'None recorded'],
  ];
  const summary = el('dl', {class: 'tbp-kv'}, rows.map(([label, value]) => [
    el('dt', {class: 'tbp-kv-label', text: label}), el('dd', {class: 'tbp-kv-value', text: value})]));
  const input = (id, label, value, placeholder) => {
    const node = el('input', {type: 'number', id, class: 'tbp-roofline-input', min: '0', step: 'any',
      inputmode: 'decimal', value: value || '', placeholder: placeholder || ''});
    return {node, field: el('label', {class: 'tbp-roofline-field', for: id}, el('span', {text: label}), node)};
  };
  const fromProfile = peaks.source === 'profile';
  const flop = input('tbp-roofline-peak-flop', 'Peak FLOP rate (GFLOP/s)', ui.peakFlopRate,
    fromProfile ? formatSig(peaks.flopRate).replace(/,/g, '') : 'e.g. 100');
  const bw = input('tbp-roofline-peak-bw', 'Peak memory bandwidth (GB/s)', ui.peakMemoryBw,
    fromProfile ? formatSig(peaks.gbps).replace(/,/g, '') : 'e.g. 20');
  const error = el('p', {class: 'tbp-field-error', role: 'alert', hidden: true});
  const status = el('p', {class: 'tbp-help tbp-roofline-status', 'aria-live': 'polite'});
  const apply = el('button', {type: 'submit', class: 'tbp-button tbp-primary', text: 'Apply'});
  const reset = el('button', {type: 'button', class: 'tbp-button tbp-roofline-clear', text: 'Clear',
    title: 'Back to the profile\'s peaks', disabled: !ui.peakFlopRate && !ui.peakMemoryBw});
  const form = el('form', {class: 'tbp-roofline-form', novalidate: true, 'aria-label': 'Peaks to use'},
    flop.field, bw.field, el('div', {class: 'tbp-actions'}, apply, reset), error, status);
  const busy = (on) => {
    for (const node of [apply, reset, flop.node, bw.node]) node.disabled = on;
    status.textContent = on ? 'Loading…' : '';
  };
  const submit = async (flopText, bwText) => {
    const bad = [[flopText, flop.node], [bwText, bw.node]].filter(([t]) => t.trim() !== '' && peakValue(t) === null);
    for (const node of [flop.node, bw.node]) node.removeAttribute('aria-invalid');
    for (const [, node] of bad) node.setAttribute('aria-invalid', 'true');
    error.hidden = !bad.length;
    error.textContent = bad.length ? `Peaks are positive numbers, at most ${formatNumber(MAX_PEAK)}.` : '';
    if (bad.length) return;
    busy(true);
    try {
      await onApply(flopText.trim(), bwText.trim());
    } catch (e) {
      busy(false);
      error.hidden = false;
      error.textContent = `Could not load the roofline with these peaks: ${e.message}`;
    }
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit(flop.node.value, bw.node.value);
  });
  reset.addEventListener('click', () => submit('', ''));

  const children = [];
  if (!peaks.flopRate || !peaks.gbps) {
    children.push(el('p', {class: 'tbp-roofline-nopeaks', role: 'status', text: peaks.source === 'user'
      ? 'Enter both the peak FLOP rate and the peak memory bandwidth to draw the roofline.'
      : `This profile records no peak FLOP rate or memory bandwidth${data.source === 'host' ? ' (a CPU profile records none)' : ''}: `
        + 'enter your device\'s peaks below to draw the roofline.'}));
  }
  children.push(summary, form);
  const {element} = card({title: 'Peaks', subtitle: fromProfile ? 'Enter others to see the ops against them.' : null},
    ...children);
  element.classList.add('tbp-roofline-peaks');
  return element;
}

function stepLabel(step) {
  if (step === 'Total') return 'Total (whole profile)';
  if (step === 'Average') return 'Average step';
  return `Step ${step}`;
}

export function render(container, {data, state: initial = {}, params = {}, api, setParams: writeParams = () => {}}) {
  // The URL's state as it changes: a redraw (new peaks) keeps the table's sort, filter and page.
  const state = {...initial};
  const setParams = (p) => {
    Object.assign(state, p);
    writeParams(p);
  };
  const ui = {
    step: state.step || 'Total',
    includeIo: state.infeed !== '0',
    peakFlopRate: dataParams(state).peak_flop_rate || '',
    peakMemoryBw: dataParams(state).peak_memory_bw || '',
    selected: null,
  };
  let current = data;
  let table = null;
  let plot = null;

  async function applyPeaks(flopText, bwText) {
    const next = {peak_flop_rate: flopText, peak_memory_bw: bwText};
    const reply = api ? await api.data({...params, ...dataParams(next)}) : current;
    ui.peakFlopRate = flopText;
    ui.peakMemoryBw = bwText;
    setParams(next);
    current = reply;
    draw();
  }

  function drawChart(rows) {
    if (plot && plot.chart) plot.chart.destroy();
    plot = rooflineChart(current, rows, peaksOf(current), ui.selected);
    clear(chartSlot).append(plot.element);
  }

  const chartSlot = el('div', {class: 'tbp-roofline-chart-slot'});

  function draw() {
    if (plot && plot.chart) plot.chart.destroy();
    plot = null;
    ui.selected = null; // a row of the data drawn before
    clear(container).append(el('h2', {text: 'Roofline Model'}));
    const note = sourceNote(current);
    if (note) container.append(el('p', {class: 'tbp-roofline-source', text: note}));
    for (const text of current.diagnostics || []) container.append(el('p', {class: 'tbp-diagnostic', role: 'note', text}));
    const peaks = peaksCard(current, ui, applyPeaks);
    if (!current.rows || !current.rows.length) {
      container.append(el('div', {class: 'tbp-roofline-top'}, peaks),
        emptyMessage('No XLA ops', 'There are no XLA op events to chart.').element);
      return;
    }
    const steps = (current.steps || []).length ? current.steps.map(String) : ['Total'];
    if (!steps.includes(ui.step)) ui.step = 'Total';
    const stepSelect = el('select', {id: 'tbp-roofline-step', 'aria-label': 'Step'},
      steps.map((s) => el('option', {value: s, text: stepLabel(s)})));
    stepSelect.value = ui.step;
    const ioBox = el('input', {type: 'checkbox', id: 'tbp-roofline-infeed', checked: ui.includeIo});
    const controls = el('div', {class: 'tbp-roofline-controls', role: 'group', 'aria-label': 'Rows to show'},
      el('label', {}, 'Step', stepSelect),
      el('label', {}, ioBox, 'Include infeed/outfeed'));
    const chartCard = card({title: 'Roofline', subtitle: 'Each op\'s FLOP rate against its operational intensity: '
      + 'ops under the sloped roof are limited by memory bandwidth, under the flat one by compute.'},
    controls, chartSlot);
    chartCard.element.classList.add('tbp-roofline-chart-card');
    container.append(el('div', {class: 'tbp-roofline-top'}, peaks, chartCard.element));

    let rows = filterRows(current, ui.step, ui.includeIo);
    let model = tableModel(current, rows);
    // The table's rows are copies (flags as Yes/No): map them back to the JSON's.
    let original = new Map(model.rows.map((r, i) => [r, rows[i]]));
    table = dataTable({
      columns: model.columns,
      rows: model.rows,
      pageSize: PAGE_SIZE,
      filterPlaceholder: 'Filter by op or category',
      csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'roofline_model')}.csv`,
      caption: 'Rows of the selected step (click one to find it on the chart; Columns shows the other '
        + `${model.columns.filter((c) => !SHOWN_COLUMNS.has(c.id)).length})`,
      defaultHidden: model.columns.filter((c) => !SHOWN_COLUMNS.has(c.id)).map((c) => c.id),
      ...urlTableOptions(state, setParams),
    });
    if (state.filter) table.setFilter(state.filter);
    if (state.page) table.setPage(Number(state.page) || 0);
    table.element.classList.add('tbp-roofline-table');
    const tbody = table.element.querySelector('tbody');
    tbody.addEventListener('click', (e) => {
      const tr = e.target.closest('tr');
      if (!tr || tr.classList.contains('tbp-table-empty-row')) return;
      const k = [...tbody.children].indexOf(tr);
      const row = original.get(table.getVisibleRows()[table.getState().page * PAGE_SIZE + k]);
      ui.selected = row === ui.selected ? null : row;
      for (const other of tbody.children) other.classList.toggle('tbp-roofline-selected', other === tr && ui.selected !== null);
      drawChart(rows);
    });
    container.append(table.element);

    const refilter = () => {
      rows = filterRows(current, ui.step, ui.includeIo);
      model = tableModel(current, rows);
      original = new Map(model.rows.map((r, i) => [r, rows[i]]));
      ui.selected = null;
      table.setRows(model.rows);
      drawChart(rows);
    };
    stepSelect.addEventListener('change', () => {
      ui.step = stepSelect.value;
      setParams({step: ui.step === 'Total' ? '' : ui.step, page: ''});
      refilter();
    });
    ioBox.addEventListener('change', () => {
      ui.includeIo = ioBox.checked;
      setParams({infeed: ui.includeIo ? '' : '0', page: ''});
      refilter();
    });
    drawChart(rows);
  }

  draw();
}
