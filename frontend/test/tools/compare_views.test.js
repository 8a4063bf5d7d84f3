// @vitest-environment happy-dom
// The views given a comparison (data?base_run=): the header first, the
// compared table in place of the view's own, the rest from `data`.
import {afterEach, describe, expect, it} from 'vitest';
import {Chart} from 'chart.js';
import {useFakeCanvas} from '../components/fake_canvas.js';
import {BASE_COLOR, NEW_COLOR, breakdownSeries, stepTimePair} from '../../src/tools/overview_compare.js';
import {render as renderOverview} from '../../src/tools/overview_page.js';
import {render as renderTfStats} from '../../src/tools/tensorflow_stats.js';
import {render as renderKernels} from '../../src/tools/kernel_stats.js';
import {COMPARED_TOOLS} from '../../src/tools/index.js';
import {KEYS, readState, writeState} from '../../src/lib/state.js';

useFakeCanvas();
afterEach(() => document.body.replaceChildren());

const XSS = '<img src=x onerror=alert(1)>';

function comparedReply(tool, tables, data, baseData = data, kpis = []) {
  return {tool, new: {run: `new_${XSS}`, host: 'vm'}, base: {run: 'base', host: 'vm'},
    comparison: {kpis, tables, verdict: null}, data, base_data: baseData};
}

function table(name, words = {up: 'slower', down: 'faster'}) {
  return {
    title: `${name} by change`, key: ['name'], metric: 't', words,
    columns: [{id: 'change', label: 'Change', type: 'string'}, {id: 'name', label: 'Name', type: 'string'},
      {id: 't_base', label: 'T (base)', type: 'number'}, {id: 't', label: 'T (new)', type: 'number'},
      {id: 't_delta', label: 'T Δ', type: 'number'}, {id: 't_delta_pct', label: 'T Δ %', type: 'number'}],
    rows: [['same', XSS, 1, 1, 0, 0]],
    counts: {matched: 1, new: 0, gone: 0, up: 0, down: 0, same: 1}, totals: {},
  };
}

describe('the comparable tools and the URL state', () => {
  it('keeps the baseline run and host in the URL beside run, tool, host and module', () => {
    expect(KEYS).toEqual(['run', 'tool', 'host', 'module', 'base_run', 'base_host']);
    window.history.replaceState(null, '', '/');
    writeState({run: 'a/1', tool: 'kernel_stats', host: 'vm', base_run: 'b/2 & c', base_host: ''});
    expect(window.location.hash).toContain('base_run=b%2F2+%26+c');
    expect(window.location.hash).not.toContain('base_host');
    expect(readState()).toEqual({run: 'a/1', tool: 'kernel_stats', host: 'vm', base_run: 'b/2 & c'});
  });

  it('lists the tools the server compares', () => {
    expect([...COMPARED_TOOLS].sort()).toEqual(['framework_op_stats', 'hlo_stats', 'input_pipeline_analyzer',
      'kernel_stats', 'memory_profile', 'memory_viewer', 'op_profile', 'overview_page', 'tensorflow_stats',
      'trace_viewer']);
  });
});

describe('table views compared', () => {
  const tfData = {
    columns: [{id: 'rank', type: 'number'}, {id: 'host_or_device', type: 'string'}, {id: 'type', type: 'string'},
      {id: 'operation', type: 'string'}, {id: 'total_self_time', type: 'number'}],
    rows: [[1, 'Host', 'MatMul', 'mm', 5]],
    sides: ['Host'], host_self_time_us: 5, host_idle_time_us: 1,
  };

  it('tensorflow_stats: the header and the compared table, no table of its own', () => {
    const container = document.createElement('div');
    document.body.append(container);
    renderTfStats(container, {data: tfData, comparison: comparedReply('tensorflow_stats', {ops: table('Ops')}, tfData)});
    expect(container.querySelector('.tbp-compare-header .tbp-card-title').textContent)
      .toBe(`Comparing new_${XSS} (vm) with base (vm)`);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('.tbp-table')).toHaveLength(1);
    expect(container.querySelector('.tbp-table').classList.contains('tbp-compare-table')).toBe(true);
    expect(container.querySelector('#tbp-tfstats-group')).toBeNull();
    expect(container.querySelector('.tbp-compare-new-run').textContent).toBe(`The new run alone: new_${XSS} (vm)`);
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['same', XSS, '1', '1', '0', '0']);
  });

  it('kernel_stats: its own table without a comparison, the compared one with', () => {
    const data = {columns: [{id: 'kernel_name', type: 'string'}, {id: 'total_duration_us', type: 'number'}],
      rows: [['k', 3]], top_kernels: [{name: 'k', total_us: 3}], total_kernel_time_us: 3};
    const plain = document.createElement('div');
    renderKernels(plain, {data});
    expect(plain.querySelector('.tbp-compare-table')).toBeNull();
    expect(plain.querySelectorAll('.tbp-table')).toHaveLength(1);
    const compared = document.createElement('div');
    renderKernels(compared, {data, comparison: comparedReply('kernel_stats', {kernels: table('Kernels')}, data)});
    expect(compared.querySelectorAll('.tbp-table')).toHaveLength(1);
    expect(compared.querySelector('.tbp-compare-table caption').textContent).toContain('Kernels by change: 1 matched');
  });

  it('kernel_stats between GPU vendors: kernels by launching op first, with the note, then by name', () => {
    const data = {columns: [{id: 'kernel_name', type: 'string'}, {id: 'total_duration_us', type: 'number'}],
      rows: [['k', 3]], top_kernels: [{name: 'k', total_us: 3}], total_kernel_time_us: 3};
    const byOp = {...table('Kernels by launching op'), beside: 'kernels',
      note: `Kernel names are the GPU vendor's and library's (${XSS})`};
    const byName = {...table('Kernels'), beside: null, note: null};
    const container = document.createElement('div');
    renderKernels(container, {data, comparison: comparedReply('kernel_stats', {kernels_by_op: byOp, kernels: byName}, data)});
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('.tbp-compare-table caption')].map((c) => c.textContent.split(':')[0]))
      .toEqual(['Kernels by launching op by change', 'Kernels by change']);
    expect(container.querySelector('.tbp-compare-table-note').textContent).toBe(byOp.note);
    expect(container.querySelectorAll('.tbp-table')).toHaveLength(2);
  });
});

describe('overview_page compared', () => {
  const categories = [{id: 'host_compute', label: 'Host compute'}, {id: 'input', label: 'Input'},
    {id: 'other', label: 'All others'}];
  function run(times, breakdown) {
    return {
      summary: {breakdown: categories.map((c) => ({...c, avg_ms: breakdown[c.id] ?? 0, percent: 0}))},
      steps: {categories, rows: times.map((t, i) => ({step: `s${i}`, step_num: i, step_time_ms: t,
        breakdown_ms: {host_compute: t}}))},
    };
  }
  const base = run([1, 2, 3], {host_compute: 0.7, input: 0.05});
  const now = run([9, 8], {host_compute: 8.5, other: 0.01});

  it('puts both breakdowns side by side: one series per category non-zero in either run', () => {
    const series = breakdownSeries({data: now, base_data: base});
    expect(series.map((s) => [s.id, s.values])).toEqual([
      ['host_compute', [0.7, 8.5]], ['input', [0.05, 0]], ['other', [0, 0.01]]]);
  });

  it('puts both runs\' step times on one axis, the shorter padded', () => {
    expect(stepTimePair({data: now, base_data: base})).toEqual(
      {labels: ['1', '2', '3'], base: [1, 2, 3], new: [9, 8, null], counts: {base: 3, new: 2}});
    const pytorch = (us) => ({gpu_step_breakdown: {categories: [], rows: us.map((u) => ({step_time_us: u})), average: {}}});
    expect(stepTimePair({data: pytorch([2000]), base_data: pytorch([1000, 1500])}).new).toEqual([2, null]);
  });

  it('PyTorch runs without XProf\'s summary and steps: their own breakdown and steps', () => {
    const pt = (dataloader, us) => ({gpu_step_breakdown: {
      categories: [{id: 'kernel', label: 'Kernel'}, {id: 'dataloader', label: 'DataLoader'}],
      average: {step_time_us: 1000, breakdown_us: {kernel: 500, dataloader}},
      rows: us.map((u) => ({step_time_us: u}))}});
    const resp = {data: pt(0, [900]), base_data: pt(400, [1100, 1000])};
    expect(breakdownSeries(resp).map((x) => [x.label, x.values])).toEqual([['Kernel', [0.5, 0.5]], ['DataLoader', [0.4, 0]]]);
    expect(stepTimePair(resp)).toEqual({labels: ['1', '2'], base: [1.1, 1], new: [0.9, null], counts: {base: 2, new: 1}});
  });

  it('draws the header with the verdict, the breakdowns and a two-series step-time chart', () => {
    const resp = comparedReply('overview_page', {}, now, base,
      [{id: 'step_time', label: 'Average step time', unit: 'ms', base: 2, new: 8.5, delta: 6.5, delta_pct: 325,
        lower_is_better: true}]);
    resp.comparison.verdict = `Step time +325.0 % (2.000 → 8.500 ms): host compute +7.8 ms a step, mostly ${XSS}.`;
    const container = document.createElement('div');
    document.body.append(container);
    renderOverview(container, {data: now, comparison: resp});
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.tbp-compare-verdict').textContent).toBe(resp.comparison.verdict);
    const canvas = container.querySelector('.tbp-compare-steps canvas');
    expect(canvas.getAttribute('aria-label')).toBe(`Step time per step: base base (3 steps), new new_${XSS} (2 steps)`);
    const chart = Chart.getChart(canvas);
    expect(chart.data.datasets.map((d) => [d.label, d.data, d.borderColor])).toEqual([
      ['Base: base', [1, 2, 3], BASE_COLOR], [`New: new_${XSS}`, [9, 8, null], NEW_COLOR]]);
    const bars = Chart.getChart(container.querySelector('.tbp-compare-breakdown canvas'));
    expect(bars.data.labels).toEqual(['Base', 'New']);
    expect(bars.data.datasets.map((d) => d.label)).toEqual(['Host compute', 'Input', 'All others']);
    // The new run's own view follows: its step-time graph and summary.
    expect(container.querySelector('.tbp-compare-new-run')).not.toBeNull();
    expect(container.textContent).toContain('Performance Summary');
    expect([BASE_COLOR, NEW_COLOR]).toEqual(['#1976d2', '#f57c00']);
  });
});
