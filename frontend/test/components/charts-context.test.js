// @vitest-environment happy-dom
// With a stand-in 2D context, Chart.js really builds each chart: this catches
// a controller, element, scale or plugin used but not registered.
import {expect, test, vi} from 'vitest';
import {useFakeCanvas} from './fake_canvas.js';
import {barChart, lineChart, pieChart, stackedColumnChart} from '../../src/components/charts.js';

useFakeCanvas();  // a stand-in 2D context: Chart.js really builds the charts

test('every chart kind builds, updates and destroys with Chart.js', () => {
  const errors = vi.spyOn(console, 'error');
  const charts = [
    pieChart({labels: ['a', 'b'], values: [1, 2], title: 'Pie'}),
    stackedColumnChart({labels: ['1', '2'], series: [{label: 's', values: [1, 2]}, {label: 't', values: [2, 3]}], yLabel: 'ms'}),
    lineChart({
      labels: [0, 1],
      series: [
        {label: 'a', values: [1, 2], axis: 'left', fill: true, stack: 'm'},
        {label: 'b', values: [1, 2], axis: 'left', fill: true, stack: 'm'},
        {label: 'c', values: [3, 4], axis: 'right', fill: false},
      ],
      yLeftLabel: 'GiB',
      yRightLabel: '%',
    }),
    barChart({labels: ['x'], values: [3], horizontal: true}),
  ];
  for (const c of charts) {
    document.body.append(c.element);
    expect(c.chart).not.toBeNull();
    c.update({labels: ['z'], values: [5], series: [{label: 's', values: [5]}]});
    expect(c.chart.data.labels).toEqual(['z']);
    c.destroy();
    expect(c.chart).toBeNull();
  }
  expect(errors).not.toHaveBeenCalled();
});

test('lineChart: stacked areas on the left, separate right axis', () => {
  const c = lineChart({
    labels: [0, 1],
    series: [
      {label: 'a', values: [1, 2], axis: 'left', fill: true, stack: 'm'},
      {label: 'b', values: [1, 2], axis: 'left', fill: false},
      {label: 'c', values: [3, 4], axis: 'right', fill: true},
    ],
  });
  const [a, b, cc] = c.chart.data.datasets;
  expect([a.fill, b.fill, cc.fill]).toEqual(['stack', false, 'origin']);
  expect([a.yAxisID, b.yAxisID, cc.yAxisID]).toEqual(['y', 'y', 'y1']);
  expect(a.stack).not.toBe(b.stack);
  expect(c.chart.options.scales.y.stacked).toBe(true);
  expect(c.chart.options.scales.y1.stacked).toBe(false);
  expect(c.chart.options.animation).toBe(false);
  c.destroy();
});
