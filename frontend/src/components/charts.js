// Thin wrappers over Chart.js 4. Only the parts used here are imported and
// registered (tree-shaken: ~60 KiB min+gzip less than 'chart.js/auto').
//
// Each chart is a fixed-height div.tbp-chart holding one <canvas>. Where the
// canvas has no 2D context (happy-dom in unit tests, or a browser out of
// canvas memory) nothing is drawn, but the returned API still works, so views
// can be tested without a canvas.
//
// Labels are drawn on the canvas (and the tooltip too), never parsed as HTML.

import {
  Chart,
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PieController,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';
import {el} from '../lib/dom.js';
import {formatNumber} from '../lib/format.js';
import {SERIES, UI, onPaletteChange, withAlpha} from '../lib/palette.js';

Chart.register(
  ArcElement, BarController, BarElement, CategoryScale, Filler, Legend,
  LineController, LineElement, LinearScale, PieController, PointElement, Title, Tooltip,
);
Chart.defaults.font.family = 'Roboto, Arial, sans-serif';
Chart.defaults.font.size = 12;
// Text and grid colours of every chart, again on a theme switch (the view is
// then drawn again, with its per-chart colours).
function themeDefaults() {
  Chart.defaults.color = UI.muted;
  Chart.defaults.borderColor = UI.chartGrid;
}
themeDefaults();
onPaletteChange(themeDefaults);

/** Fixed palette (lib/palette.js); series i always gets PALETTE[i % length]. */
export const PALETTE = SERIES;

export function colorAt(index) {
  return PALETTE[index % PALETTE.length];
}

const DEFAULT_HEIGHT = 280;

/** The canvas' 2D context, or null where there is none (happy-dom, a browser out of canvas memory). */
export function context2d(canvas) {
  try {
    return canvas.getContext ? canvas.getContext('2d') : null;
  } catch {
    return null;
  }
}

/**
 * Shared plumbing: builds the container and canvas, creates the Chart when a
 * context exists, and turns update(data) into new config data.
 * makeData(options) -> Chart.js `data`; makeOptions(options) -> Chart.js `options`.
 */
function createChart(kind, type, options = {}, makeData, makeOptions) {
  let current = {...options};
  const height = options.height ?? DEFAULT_HEIGHT;
  const canvas = el('canvas', {role: 'img', 'aria-label': options.title || `${kind} chart`});
  const element = el('div', {class: `tbp-chart tbp-chart-${kind}`}, canvas);
  element.style.height = `${height}px`;

  let chart = null;
  const context = context2d(canvas);
  if (context) {
    chart = new Chart(context, {
      type,
      data: makeData(current),
      options: makeOptions(current),
    });
  }

  const api = {
    element,
    chart,
    /** update({labels, values | series, title, ...}): replaces the data; other options are kept. */
    update(data = {}) {
      current = {...current, ...data};
      if (data.title !== undefined) canvas.setAttribute('aria-label', data.title || `${kind} chart`);
      if (!chart) return;
      chart.data = makeData(current);
      chart.options = makeOptions(current);
      chart.update('none');
    },
    destroy() {
      if (chart) chart.destroy();
      chart = null;
      api.chart = null;
      element.remove();
    },
  };
  return api;
}

function baseOptions({title, legend = true, legendPosition = 'top'}) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      title: {display: Boolean(title), text: title || '', font: {size: 13, weight: '500'}},
      legend: {display: legend, position: legendPosition, labels: {boxWidth: 12, boxHeight: 12}},
      tooltip: {enabled: true},
    },
  };
}

function valueFormatter(format) {
  return format || ((v) => formatNumber(v));
}

/** pieChart({labels, values, title, height, format}) */
export function pieChart(options) {
  return createChart('pie', 'pie', options,
    ({labels = [], values = []}) => ({
      labels: [...labels],
      datasets: [{
        data: [...values],
        backgroundColor: values.map((_, i) => colorAt(i)),
        borderColor: UI.surface,
        borderWidth: 1,
      }],
    }),
    ({title, format}) => {
      const fmt = valueFormatter(format);
      const opts = baseOptions({title, legendPosition: 'right'});
      opts.plugins.tooltip.callbacks = {
        label(ctx) {
          const total = ctx.dataset.data.reduce((s, v) => s + (Number(v) || 0), 0);
          const share = total ? ` (${((100 * ctx.parsed) / total).toFixed(1)}%)` : '';
          return `${ctx.label}: ${fmt(ctx.parsed)}${share}`;
        },
      };
      return opts;
    });
}

/** stackedColumnChart({labels, series: [{label, values}], yLabel, title, height, format}) */
export function stackedColumnChart(options) {
  return createChart('stacked-column', 'bar', options,
    ({labels = [], series = []}) => ({
      labels: [...labels],
      datasets: series.map((s, i) => ({
        label: s.label,
        data: [...s.values],
        backgroundColor: colorAt(i),
        borderWidth: 0,
      })),
    }),
    ({title, yLabel, format}) => {
      const fmt = valueFormatter(format);
      const opts = baseOptions({title});
      opts.interaction = {mode: 'index', intersect: false};
      opts.plugins.tooltip.callbacks = {label: (ctx) => `${ctx.dataset.label}: ${fmt(ctx.parsed.y)}`};
      opts.scales = {
        x: {stacked: true, grid: {display: false}},
        y: {
          stacked: true,
          beginAtZero: true,
          title: {display: Boolean(yLabel), text: yLabel || ''},
          ticks: {callback: (v) => fmt(v)},
        },
      };
      return opts;
    });
}

/**
 * lineChart({labels, series: [{label, values, axis: 'left'|'right', fill, stack, marker, color, stepped}],
 *            x, xLabel, formatX, yLeftLabel, yRightLabel, title, height, format, formatRight})
 * `x`: numbers (e.g. times) for a linear x axis, its ticks formatted by
 * formatX; else `labels` name the points (a category axis).
 * Series with the same `stack` on the same axis are stacked; filled series
 * become areas (down to the series below in the stack, else to zero); a
 * `marker` series is dots without a line (e.g. the one point of a peak, the
 * other values null). Value axes step by 1, 2 or 5 times a power of ten
 * (Chart.js's nice numbers).
 */
export function lineChart(options) {
  return createChart('line', 'line', options,
    ({labels = [], series = [], x = null}) => ({
      labels: x ? [] : [...labels],
      datasets: series.map((s, i) => {
        const color = s.color || colorAt(i);
        const points = x ? s.values.map((y, k) => ({x: x[k], y})) : [...s.values];
        if (s.marker) {
          return {
            label: s.label, data: points, yAxisID: s.axis === 'right' ? 'y1' : 'y',
            borderColor: color, backgroundColor: color, showLine: false, fill: false,
            stack: `tbp-unstacked-${i}`, pointRadius: 4, pointHoverRadius: 5, spanGaps: false,
          };
        }
        return {
          label: s.label,
          data: points,
          yAxisID: s.axis === 'right' ? 'y1' : 'y',
          borderColor: color,
          backgroundColor: s.fill ? withAlpha(color, 0.35) : color,
          fill: s.fill ? (s.stack ? 'stack' : 'origin') : false,
          // Chart.js stacks every dataset without a stack name together on a
          // stacked axis: give unstacked series a group of their own.
          stack: s.stack ? String(s.stack) : `tbp-unstacked-${i}`,
          borderWidth: 1.5,
          pointRadius: 0,
          pointHoverRadius: 3,
          tension: 0,
          stepped: s.stepped || false, // 'after': a value holds until the next point
        };
      }),
    }),
    ({series = [], x = null, title, xLabel, formatX, yLeftLabel, yRightLabel, format, formatRight}) => {
      const fmtLeft = valueFormatter(format);
      const fmtRight = valueFormatter(formatRight || format);
      const stackedLeft = series.some((s) => s.stack && s.axis !== 'right');
      const stackedRight = series.some((s) => s.stack && s.axis === 'right');
      const opts = baseOptions({title});
      opts.interaction = {mode: 'index', intersect: false};
      opts.plugins.tooltip.callbacks = {
        label(ctx) {
          const fmt = ctx.dataset.yAxisID === 'y1' ? fmtRight : fmtLeft;
          return `${ctx.dataset.label}: ${fmt(ctx.parsed.y)}`;
        },
      };
      opts.scales = {
        x: {grid: {display: false}, ticks: {maxRotation: 0, autoSkip: true, autoSkipPadding: 16},
          title: {display: Boolean(xLabel), text: xLabel || ''}},
        y: {
          position: 'left',
          stacked: stackedLeft,
          beginAtZero: true,
          title: {display: Boolean(yLeftLabel), text: yLeftLabel || ''},
          ticks: {callback: (v) => fmtLeft(v)},
        },
        y1: {
          position: 'right',
          display: 'auto', // only when a series uses it
          stacked: stackedRight,
          beginAtZero: true,
          grid: {drawOnChartArea: false},
          title: {display: Boolean(yRightLabel), text: yRightLabel || ''},
          ticks: {callback: (v) => fmtRight(v)},
        },
      };
      if (x) {
        // Round ticks at both ends (the axis may start a little before the first x).
        Object.assign(opts.scales.x, {type: 'linear', bounds: 'ticks'});
        opts.scales.x.ticks.callback = (v) => (formatX ? formatX(v) : formatNumber(v));
        opts.interaction.axis = 'x';
      }
      return opts;
    });
}

/** barChart({labels, values, title, horizontal, label, height, format}) */
export function barChart(options) {
  return createChart('bar', 'bar', options,
    ({labels = [], values = [], label, title}) => ({
      labels: [...labels],
      datasets: [{
        label: label || title || '',
        data: [...values],
        backgroundColor: colorAt(0),
        borderWidth: 0,
      }],
    }),
    ({title, horizontal, format}) => {
      const fmt = valueFormatter(format);
      const valueAxis = horizontal ? 'x' : 'y';
      const opts = baseOptions({title, legend: false});
      opts.indexAxis = horizontal ? 'y' : 'x';
      opts.plugins.tooltip.callbacks = {label: (ctx) => fmt(ctx.parsed[valueAxis])};
      opts.scales = {
        [valueAxis]: {beginAtZero: true, ticks: {callback: (v) => fmt(v)}},
        [horizontal ? 'y' : 'x']: {grid: {display: false}},
      };
      return opts;
    });
}
