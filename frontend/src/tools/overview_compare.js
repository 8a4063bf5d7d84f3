// overview_page compared with a baseline run: the comparison's header (the
// verdict and the step-time numbers), the two runs' average step-time
// breakdowns as two stacked columns (base left, new right) and both runs'
// step times on one axis (step index on x). The breakdowns are PyTorch's
// (gpu_step_breakdown) when both runs have one, else XProf's.

import {el} from '../lib/dom.js';
import {formatMs, formatNumber} from '../lib/format.js';
import {SERIES, UI} from '../lib/palette.js';
import {lineChart, stackedColumnChart} from '../components/charts.js';
import {card} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {PYTORCH_COLORS, breakdownFromSteps, categoryColor, dressBreakdownChart, hasSteps} from '../components/step_chart.js';
import {compareHeader, newRunHeading} from '../components/compare.js';

// Base in blue, new in the accent orange: apart for every kind of colour vision.
export const BASE_COLOR = SERIES[1];
export const NEW_COLOR = SERIES[0];

function pytorch(resp) {
  return Boolean(resp.data?.gpu_step_breakdown && resp.base_data?.gpu_step_breakdown);
}

/** {id, label, avg_ms} of each step-time category of one run's result. */
function breakdownItems(result, usePytorch) {
  if (usePytorch) {
    const block = result.gpu_step_breakdown;
    const avg = block.average?.breakdown_us || {};
    return (block.categories || []).map((c) => ({id: c.id, label: c.label, avg_ms: (Number(avg[c.id]) || 0) / 1000}));
  }
  const summary = result.summary || {};
  return summary.breakdown && summary.breakdown.length ? summary.breakdown : breakdownFromSteps(result.steps || {});
}

/**
 * The two runs' average step-time breakdowns as chart series over [base, new]
 * (ms): one per category that is non-zero in either run, in the new run's order.
 */
export function breakdownSeries(resp) {
  const usePytorch = pytorch(resp);
  const byId = (result) => new Map(breakdownItems(result || {}, usePytorch).map((b) => [b.id, b]));
  const base = byId(resp.base_data);
  const now = byId(resp.data);
  const ids = [...now.keys(), ...[...base.keys()].filter((id) => !now.has(id))];
  return ids.flatMap((id, i) => {
    const values = [Number(base.get(id)?.avg_ms) || 0, Number(now.get(id)?.avg_ms) || 0];
    if (!values.some((v) => v > 0)) return [];
    const color = (usePytorch && PYTORCH_COLORS[id]) || categoryColor(id, i);
    return [{id, label: (now.get(id) || base.get(id)).label, values, color}];
  });
}

/** Step times (ms) of one run's result, in step order; [] when it has no steps. */
export function stepTimes(result, usePytorch) {
  if (usePytorch) return (result.gpu_step_breakdown.rows || []).map((r) => (Number(r.step_time_us) || 0) / 1000);
  const steps = result.steps || {};
  return hasSteps(steps) ? steps.rows.map((r) => r.step_time_ms) : [];
}

/** {labels: ['1'...'N'], base, new}: both runs' step times on one axis, the shorter padded with null. */
export function stepTimePair(resp) {
  const usePytorch = pytorch(resp);
  const base = stepTimes(resp.base_data || {}, usePytorch);
  const now = stepTimes(resp.data || {}, usePytorch);
  const n = Math.max(base.length, now.length);
  const pad = (values) => Array.from({length: n}, (_, i) => (i < values.length ? values[i] : null));
  return {labels: Array.from({length: n}, (_, i) => String(i + 1)), base: pad(base), new: pad(now),
    counts: {base: base.length, new: now.length}};
}

function breakdownCard(resp) {
  const series = breakdownSeries(resp);
  const names = [`Base: ${resp.base.run}`, `New: ${resp.new.run}`];
  let body;
  if (!series.length) {
    body = emptyMessage('No step-time breakdown', 'Neither run has a step-time breakdown.').element;
  } else {
    const view = stackedColumnChart({labels: ['Base', 'New'], series, yLabel: 'Average step time (ms)',
      format: (v) => formatNumber(v, 3), height: 280, title: 'Average step-time breakdown of the base and new runs'});
    dressBreakdownChart(view.chart, series, {
      title: (i) => names[i],
      footer: (i) => [`Step time: ${formatMs(series.reduce((sum, x) => sum + x.values[i], 0))}`],
    });
    view.element.classList.add('tbp-compare-breakdown');
    body = view.element;
  }
  return card({title: 'Step-time breakdown, base and new', subtitle: 'Average step, by category (ms)'}, body).element;
}

function stepTimesCard(resp) {
  const pair = stepTimePair(resp);
  let body;
  if (!pair.counts.base && !pair.counts.new) {
    body = emptyMessage('No steps to compare', 'Neither run has step markers.').element;
  } else {
    const label = `Step time per step: base ${resp.base.run} (${pair.counts.base} steps), `
      + `new ${resp.new.run} (${pair.counts.new} steps)`;
    const view = lineChart({labels: pair.labels, height: 280, title: label, yLeftLabel: 'Step time (ms)',
      format: (v) => formatNumber(v, 3),
      series: [{label: `Base: ${resp.base.run}`, values: pair.base}, {label: `New: ${resp.new.run}`, values: pair.new}]});
    const chart = view.chart;
    if (chart) {
      chart.options.plugins.title.display = false;
      chart.options.scales.x.title = {display: true, text: 'Step (in each run\'s order)', color: UI.muted};
      [BASE_COLOR, NEW_COLOR].forEach((color, i) => {
        Object.assign(chart.data.datasets[i], {borderColor: color, backgroundColor: color, borderWidth: 2,
          pointRadius: pair.labels.length > 50 ? 0 : 3});
      });
      chart.data.datasets[0].borderDash = [6, 3]; // base dashed: apart without colour too
      // The legend draws each series as a short line, the base's dashed, not as a box.
      Object.assign(chart.options.plugins.legend.labels, {usePointStyle: true, pointStyle: 'line', pointStyleWidth: 28});
      chart.options.plugins.tooltip.callbacks.title = (items) => (items.length ? `Step ${items[0].label}` : '');
      chart.options.plugins.tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${formatMs(ctx.parsed.y)}`;
      chart.update('none');
    }
    view.element.classList.add('tbp-compare-steps');
    body = view.element;
  }
  return card({title: 'Step time, base and new', subtitle: 'Each run\'s steps in order, on one axis (ms)'}, body).element;
}

/** The compared part of overview_page, above the new run's own view. */
export function renderComparison(container, resp) {
  const breakdown = breakdownCard(resp);
  breakdown.classList.add('tbp-ov-narrow');
  const steps = stepTimesCard(resp);
  steps.classList.add('tbp-ov-wide');
  container.append(compareHeader(resp), el('div', {class: 'tbp-chart-row tbp-ov-row'}, breakdown, steps),
    newRunHeading(resp));
}
