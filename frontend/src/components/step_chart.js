// Parts shared by the step-based views (overview_page, input_pipeline_analyzer):
// the step-time graph (one stacked column per step, one colour per category),
// the breakdown legend, diagnostics at the top of a view and safe external
// links. The `steps` block is documented in tools/overview_page.py.

import {el} from '../lib/dom.js';
import {formatMs, formatNumber, formatPercent} from '../lib/format.js';
import {STEP_CATEGORIES} from '../lib/palette.js';
import {colorAt, stackedColumnChart} from './charts.js';
import {emptyMessage} from './message.js';

// Fixed per category (lib/palette.js), so both views and the legend agree.
export const CATEGORY_COLORS = STEP_CATEGORIES;

// Each torch-tb-profiler category (overview_page's PyTorch view) in the colour
// of its XProf counterpart.
export const PYTORCH_COLORS = {
  kernel: STEP_CATEGORIES.device_compute,
  memcpy: STEP_CATEGORIES.device_to_device,
  memset: STEP_CATEGORIES.output,
  communication: STEP_CATEGORIES.device_collectives,
  runtime: STEP_CATEGORIES.kernel_launch,
  dataloader: STEP_CATEGORIES.input,
  cpu_exec: STEP_CATEGORIES.host_compute,
  other: STEP_CATEGORIES.other,
};

export function categoryColor(id, index = 0) {
  return CATEGORY_COLORS[id] || colorAt(index);
}

/**
 * One series per category that is non-zero in some step (all-zero categories
 * would only crowd the legend), in the contract's stacking order.
 */
export function stepSeries(steps) {
  const rows = steps.rows || [];
  return (steps.categories || []).flatMap((c, i) => {
    const values = rows.map((r) => Number(r.breakdown_ms?.[c.id]) || 0);
    if (!values.some((v) => v > 0)) return [];
    return [{id: c.id, label: c.label, values, color: categoryColor(c.id, i)}];
  });
}

/**
 * Tooltip footer of step `i`: its total and its share waiting for input, with
 * its range over cores or hosts (`spreadOver`, from the steps block).
 */
export function stepFooter(row, spreadOver = 'cores') {
  const lines = [`Step time: ${formatMs(row.step_time_ms)}`];
  if (row.input_percent !== null && row.input_percent !== undefined) {
    let input = `Waiting for input: ${formatPercent(row.input_percent, 1)}`;
    if (row.input_percent_min_core !== null && row.input_percent_min_core !== undefined) {
      input += ` (${spreadOver}: ${formatPercent(row.input_percent_min_core, 1)} – ${formatPercent(row.input_percent_max_core, 1)})`;
    }
    lines.push(input);
  }
  return lines;
}

/** "No step marker observed, so the step time is unknown: the rest..." -> up to the colon/period. */
export function firstSentence(text) {
  const match = /^(.{20,}?)(?:[.:;](?:\s|$))/.exec(text);
  return match ? `${match[1]}.` : text;
}

/** Diagnostics lines that explain missing steps, else a default sentence. */
export function noStepsText(diagnostics = {}) {
  const all = [...(diagnostics.errors || []), ...(diagnostics.warnings || []), ...(diagnostics.info || [])];
  // The full text is at the top of the view: here its first sentence.
  const about = all.filter((t) => /step/i.test(t)).map(firstSentence);
  if (about.length) return about;
  return ['No steps were found in this profile, so there is no per-step breakdown. '
    + 'Mark each training step (tf.profiler.experimental.Trace("train", step_num=...) '
    + 'or jax.profiler.StepTraceAnnotation) and capture again.'];
}

/**
 * Whether the block has real steps. Without step markers a converter may send
 * one pseudo-step over the whole profile (`whole_profile`): its breakdown is
 * worth showing, but not as a step-time graph or step statistics.
 */
export function hasSteps(steps = {}) {
  return Boolean((steps.rows || []).length) && !steps.whole_profile;
}

/**
 * stepTimeChart(steps, {height}) -> {element, chart}
 * The stacked step-time columns (y in ms), or an empty-state message when
 * there are no steps. The tooltip names the step and lists its breakdown.
 */
export function stepTimeChart(steps, {height = 300, diagnostics} = {}) {
  const rows = steps.rows || [];
  if (!hasSteps(steps)) {
    const element = emptyMessage('No step-time graph', ...noStepsText(diagnostics).map((t) => el('p', {class: 'tbp-steps-note', text: t}))).element;
    element.classList.add('tbp-steps-empty');
    return {element, chart: null};
  }
  const series = stepSeries(steps);
  const view = stackedColumnChart({
    labels: rows.map((r) => r.step || String(r.step_num)),
    series: series.length ? series : [{label: 'Step time', values: rows.map((r) => r.step_time_ms)}],
    yLabel: 'Step time (ms)',
    format: (v) => formatNumber(v, 3),
    height,
    title: 'Step-time graph',
  });
  const chart = view.chart;
  dressBreakdownChart(chart, series, {
    title: (i) => String(rows[i].step),
    footer: (i) => stepFooter(rows[i], steps.spread_over || 'cores'),
  });
  view.element.classList.add('tbp-step-chart');
  return {element: view.element, chart, series};
}

/**
 * A stacked chart of step-time categories in a card: no title of its own, the series'
 * colours, a tooltip of the non-zero categories in ms; title(i) and footer(i) of column i.
 * Drawn on the canvas, so step, run and category names stay text.
 */
export function dressBreakdownChart(chart, series, {title, footer}) {
  if (!chart) return;
  chart.options.plugins.title.display = false; // the card has the title
  series.forEach((s, i) => { chart.data.datasets[i].backgroundColor = s.color; });
  const tooltip = chart.options.plugins.tooltip;
  tooltip.filter = (item) => item.parsed.y > 0;
  tooltip.callbacks.title = (items) => (items.length ? title(items[0].dataIndex) : '');
  tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${formatMs(ctx.parsed.y)}`;
  tooltip.callbacks.footer = (items) => (items.length ? footer(items[0].dataIndex) : []);
  chart.update('none');
}

/** Where the steps came from and which were left out, as a help line. */
export function stepsNote(steps) {
  const parts = [];
  if (steps.source) parts.push(`Steps from ${steps.source}.`);
  if ((steps.dropped || []).length) {
    parts.push(`Left out as possibly incomplete: ${steps.dropped.join(', ')}.`);
  }
  return parts.length ? el('p', {class: 'tbp-help tbp-steps-source', text: parts.join(' ')}) : null;
}

/**
 * breakdownLegend([{id, label, avg_ms, percent, stddev_ms?}]) -> <table>
 * A colour swatch per category (the graph's colours), its average and share.
 */
export function breakdownLegend(items) {
  return el('table', {class: 'tbp-breakdown'},
    el('tbody', {}, items.map((item, i) => el('tr', {class: (item.avg_ms || 0) > 0 ? null : 'tbp-breakdown-zero', dataset: {category: item.id}},
      el('td', {}, el('span', {class: 'tbp-swatch', style: {background: categoryColor(item.id, i)}, 'aria-hidden': 'true'})),
      el('td', {class: 'tbp-breakdown-label', text: item.label}),
      el('td', {class: 'tbp-num', text: formatMs(item.avg_ms)}),
      el('td', {class: 'tbp-num', text: formatPercent(item.percent ?? 0, 1)})))));
}

/** Breakdown items from a steps block (when a summary has none). */
export function breakdownFromSteps(steps) {
  return (steps.categories || []).map((c) => ({
    id: c.id,
    label: c.label,
    avg_ms: steps.category_avg_ms?.[c.id] ?? 0,
    percent: steps.category_percent?.[c.id] ?? 0,
  }));
}

/**
 * Errors and warnings, prominent at the top of a view; info lines as help.
 * Not role=alert: that marks a view that failed to load.
 */
export function diagnosticsBlock(diagnostics = {}) {
  const lines = [
    ...(diagnostics.errors || []).map((t) => el('p', {class: 'tbp-diagnostic tbp-diagnostic-error', role: 'note', text: t})),
    ...(diagnostics.warnings || []).map((t) => el('p', {class: 'tbp-diagnostic', role: 'note', text: t})),
    ...(diagnostics.info || []).map((t) => el('p', {class: 'tbp-help tbp-diagnostic-info', text: t})),
  ];
  return lines.length ? el('div', {class: 'tbp-diagnostics'}, lines) : null;
}

/** Only http(s) URLs become links (a `javascript:` URL would run code). */
export function safeUrl(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An external link in a new tab; plain text when the URL is not http(s). */
export function externalLink(url, text) {
  const href = safeUrl(url);
  const label = text || url || '';
  if (!href) return el('span', {text: label});
  return el('a', {class: 'tbp-external', href, target: '_blank', rel: 'noopener noreferrer', text: label});
}
