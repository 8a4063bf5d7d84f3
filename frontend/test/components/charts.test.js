// @vitest-environment happy-dom
// happy-dom's canvas has no 2D context: the charts must draw nothing but keep
// their API, so views that use them can be unit-tested. At the end, with a 2D
// context that records its calls, Chart.js's own drawing code runs and the
// shapes it draws must sit where the data puts them.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {PALETTE, barChart, colorAt, lineChart, pieChart, stackedColumnChart} from '../../src/components/charts.js';

afterEach(() => document.body.replaceChildren());

const cases = {
  pieChart: () => pieChart({labels: ['a', 'b'], values: [1, 2], title: 'Pie'}),
  stackedColumnChart: () => stackedColumnChart({
    labels: ['step 1', 'step 2'], series: [{label: 'compute', values: [1, 2]}, {label: 'input', values: [3, 4]}],
    yLabel: 'ms', title: 'Steps',
  }),
  lineChart: () => lineChart({
    labels: [0, 1, 2],
    series: [
      {label: 'heap', values: [1, 2, 3], axis: 'left', fill: true, stack: 'mem'},
      {label: 'stack', values: [1, 1, 1], axis: 'left', fill: true, stack: 'mem'},
      {label: 'fragmentation', values: [0.1, 0.2, 0.3], axis: 'right', fill: false},
    ],
    yLeftLabel: 'GiB', yRightLabel: '%', title: 'Memory',
  }),
  barChart: () => barChart({labels: ['x', 'y'], values: [3, 4], title: 'Bars', horizontal: true, height: 200}),
};

describe.each(Object.entries(cases))('%s without a canvas context', (name, make) => {
  test('does not throw and returns a container with a canvas', () => {
    const chart = make();
    document.body.append(chart.element);
    expect(chart.element.classList.contains('tbp-chart')).toBe(true);
    expect(chart.element.querySelector('canvas')).not.toBeNull();
    expect(chart.element.style.height).toBe(name === 'barChart' ? '200px' : '280px');
    expect(chart.chart).toBeNull();
  });

  test('update and destroy work', () => {
    const chart = make();
    document.body.append(chart.element);
    expect(() => chart.update({labels: ['z'], values: [1], series: [{label: 's', values: [1]}], title: 'New'})).not.toThrow();
    expect(chart.element.querySelector('canvas').getAttribute('aria-label')).toBe('New');
    chart.destroy();
    expect(chart.element.isConnected).toBe(false);
    expect(() => chart.destroy()).not.toThrow();
  });
});

test('the palette is fixed and stable per series index', () => {
  expect(colorAt(0)).toBe('#f57c00');
  expect(colorAt(PALETTE.length + 1)).toBe(colorAt(1));
});

// -- drawn for real -------------------------------------------------------------

/** A 2D context that records every call ([name, args, fillStyle, strokeStyle]). */
function recordingContext(canvas, calls) {
  const state = {canvas, font: '10px sans-serif', fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1};
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      // Not a function: Chart.js takes an object with a length for a jQuery list.
      if (typeof key === 'symbol' || key === 'length' || key === 'then') return undefined;
      if (key === 'measureText') return (text) => ({width: String(text).length * 6});
      if (key === 'getLineDash') return () => [];
      return (...args) => {
        calls.push([key, args, target.fillStyle, target.strokeStyle]);
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
}

const drawnCharts = [];

/** Makes a chart on a recording context, 400 x 200 px, and draws it once. */
function draw(make) {
  const calls = [];
  const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext() {
    return recordingContext(this, calls);
  });
  let c;
  try {
    c = make();
  } finally {
    spy.mockRestore();
  }
  drawnCharts.push(c);
  document.body.append(c.element);
  expect(c.chart).not.toBeNull();
  c.chart.resize(400, 200); // happy-dom lays nothing out: give the canvas its size
  calls.length = 0;
  c.chart.update(); // animation: false, so this draws now
  return {chart: c.chart, calls};
}

/** The paths ended by `end` ('fill' or 'stroke'), each from its beginPath:
 * [{points, rects, arcs, fill, stroke}], the styles as they were at that call. */
function paths(calls, end) {
  const out = [];
  let current = {points: [], rects: [], arcs: []};
  for (const [name, args, fill, stroke] of calls) {
    if (name === 'beginPath') current = {points: [], rects: [], arcs: []};
    else if (name === 'moveTo' || name === 'lineTo') current.points.push(args);
    else if (name === 'rect') current.rects.push(args);
    else if (name === 'arc') current.arcs.push(args);
    else if (name === end) out.push({...current, fill, stroke});
  }
  return out;
}

const close = (a, b) => expect(a).toBeCloseTo(b, 6);

describe('charts drawn by Chart.js on a recording context', () => {
  afterEach(() => drawnCharts.splice(0).forEach((c) => c.destroy()));

  test('barChart: one bar per value, its top at value / axis max of the plot height', () => {
    const values = [1, 2, 4];
    const {chart, calls} = draw(() => barChart({labels: ['a', 'b', 'c'], values}));
    const {left, right, top, bottom} = chart.chartArea;
    expect(right - left).toBeGreaterThan(300);
    expect([chart.scales.y.min, chart.scales.y.max]).toEqual([0, 4]); // beginAtZero, max = largest value
    const bars = paths(calls, 'fill').filter((p) => p.rects.length === 1);
    expect(bars).toHaveLength(values.length);
    expect(bars.map((p) => p.fill)).toEqual(values.map(() => PALETTE[0]));
    const slot = (right - left) / values.length;
    const width = 0.8 * 0.9 * slot; // Chart.js's categoryPercentage x barPercentage
    bars.forEach(({rects: [[x, y, w, h]]}, i) => {
      close(x, left + (i + 0.5) * slot - width / 2);
      close(w, width);
      close(y, bottom - (values[i] / 4) * (bottom - top));
      close(y + h, bottom - 0.5); // down to the zero line (half its 1 px grid line left clear)
    });
  });

  test('stackedColumnChart: each series stacked on the ones before it', () => {
    const series = [{label: 'compute', values: [1, 2]}, {label: 'input', values: [3, 2]}];
    const {chart, calls} = draw(() => stackedColumnChart({labels: ['step 1', 'step 2'], series}));
    const {top, bottom} = chart.chartArea;
    expect(chart.scales.y.max).toBe(4); // the tallest stack
    const y = (v) => bottom - (v / 4) * (bottom - top);
    // (The legend's color boxes are filled rects too, above the plot.)
    const bars = paths(calls, 'fill').filter((p) => p.rects.length === 1 && p.rects[0][1] >= top);
    const drawn = (color) => bars.filter((p) => p.fill === color).map((p) => p.rects[0]);
    const [compute, input] = [drawn(PALETTE[0]), drawn(PALETTE[1])];
    expect([compute.length, input.length]).toEqual([2, 2]);
    for (let i = 0; i < 2; i++) {
      const [a, b] = [series[0].values[i], series[1].values[i]];
      close(compute[i][1], y(a)); // compute: from 0 to a
      close(compute[i][1] + compute[i][3], y(0) - 0.5);
      close(input[i][1], y(a + b)); // input: from a to a + b, on top of it
      close(input[i][1] + input[i][3], y(a));
      close(input[i][0], compute[i][0]); // same column
    }
  });

  test('lineChart: stacked areas add up on the left axis, the right axis has its own scale', () => {
    const series = [
      {label: 'heap', values: [1, 2, 3], axis: 'left', fill: true, stack: 'mem'},
      {label: 'stack', values: [1, 1, 1], axis: 'left', fill: true, stack: 'mem'},
      {label: 'fragmentation', values: [10, 20, 30], axis: 'right', fill: false},
    ];
    const {chart, calls} = draw(() => lineChart({labels: [0, 1, 2], series}));
    const {left, right, top, bottom} = chart.chartArea;
    expect([chart.scales.y.max, chart.scales.y1.max]).toEqual([4, 30]);
    const x = (i) => left + (i * (right - left)) / 2;
    const yLeft = (v) => bottom - (v / 4) * (bottom - top);
    const yRight = (v) => bottom - (v / 30) * (bottom - top);
    // Each line's stroke: its points, the first one repeated by moveTo + lineTo.
    const line = (color) => {
      const found = paths(calls, 'stroke').filter((p) => p.stroke === color && p.points.length);
      expect(found).toHaveLength(1);
      return found[0].points.filter((pt, i, all) => i === 0 || pt[0] !== all[i - 1][0] || pt[1] !== all[i - 1][1]);
    };
    const expectLine = (points, ys) => {
      expect(points).toHaveLength(ys.length);
      points.forEach(([px, py], i) => {
        close(px, x(i));
        close(py, ys[i]);
      });
    };
    expectLine(line(PALETTE[0]), [1, 2, 3].map(yLeft));
    expectLine(line(PALETTE[1]), [2, 3, 4].map(yLeft)); // 1 + heap
    expectLine(line(PALETTE[2]), [10, 20, 30].map(yRight));
    // The filled areas (drawn top series first): stack between heap and heap + 1,
    // heap down to zero.
    const areas = paths(calls, 'fill').filter((p) => p.points.length > 4);
    expect(areas.map((p) => p.fill)).toEqual(['rgba(25, 118, 210, 0.35)', 'rgba(245, 124, 0, 0.35)']);
    const has = (area, [px, py]) => area.points.some(([ax, ay]) => Math.abs(ax - px) < 1e-6 && Math.abs(ay - py) < 1e-6);
    const [stackArea, heapArea] = areas;
    [1, 2, 3].forEach((v, i) => {
      expect(has(stackArea, [x(i), yLeft(v + 1)])).toBe(true);
      expect(has(stackArea, [x(i), yLeft(v)])).toBe(true);
      expect(has(heapArea, [x(i), yLeft(v)])).toBe(true);
    });
    expect(has(heapArea, [x(1), bottom])).toBe(true); // the middle of the zero line
    expect(has(stackArea, [x(1), bottom])).toBe(false);
  });

  test('pieChart: one slice per value, its angle the value\'s share of the circle', () => {
    const values = [1, 3, 4];
    const {chart, calls} = draw(() => pieChart({labels: ['a', 'b', 'c'], values}));
    const {left, right, top, bottom} = chart.chartArea;
    const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
    const radius = (Math.min(right - left, bottom - top) - 1) / 2; // less the 1 px border
    const slices = paths(calls, 'fill').filter((p) => p.arcs.length);
    expect(slices.map((p) => p.fill)).toEqual(PALETTE.slice(0, 3));
    let angle = -Math.PI / 2; // from 12 o'clock, clockwise
    slices.forEach(({arcs}, i) => {
      const outer = arcs.filter((a) => a[2] > 0);
      for (const [x, y, r] of outer) {
        close(x, cx);
        close(y, cy);
        close(r, radius);
      }
      const end = angle + (2 * Math.PI * values[i]) / 8;
      close(outer[0][3], angle);
      close(outer[outer.length - 1][4], end);
      angle = end;
    });
    close(angle, 1.5 * Math.PI);
  });
});
