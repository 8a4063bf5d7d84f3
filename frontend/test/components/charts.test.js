// @vitest-environment happy-dom
// happy-dom's canvas has no 2D context: the charts must draw nothing but keep
// their API, so views that use them can be unit-tested.
import {afterEach, describe, expect, test} from 'vitest';
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
