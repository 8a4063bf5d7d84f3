// @vitest-environment happy-dom
import {describe, it, expect, vi} from 'vitest';
import {Chart} from 'chart.js';
import {useFakeCanvas} from '../components/fake_canvas.js';
import {
  chartPoints, dataParams, decadeRange, filterRows, formatSig, peakValue, peaksOf, render, rooflines, sourceNote,
  tableModel, tickLabel,
} from '../../src/tools/roofline_model.js';
import {viewFor} from '../../src/tools/index.js';

// The converter's columns off TPU (30), in its order.
const COLUMNS = [
  ['step', 'Step', 'string'], ['rank', 'Rank', 'number'], ['category', 'Category', 'string'],
  ['operation', 'Operation', 'string'], ['occurrences', '# Occurrences', 'number'],
  ['total_time', 'Total Time (us)', 'number'], ['avg_time', 'Avg. time (us)', 'number'],
  ['total_self_time', 'Total self time (us)', 'number'], ['avg_self_time', 'Avg. self time (us)', 'number'],
  ['total_self_time_percent', 'Total self time (%)', 'number'],
  ['cumulative_total_self_time_percent', 'Cumulative total self time (%)', 'number'],
  ['measured_flop_rate', 'Normalized FLOP Rate (GFLOP/s)', 'number'],
  ['model_flop_rate', 'Model FLOP Rate (GFLOP/s)', 'number'], ['measured_memory_bw', 'Memory BW (GiB/s)', 'number'],
  ['hbm_bw', 'HBM BW (GiB/s)', 'number'], ['vmem_write_bw', 'SHM/L1 BW (GiB/s)', 'number'],
  ['operational_intensity', 'Operational Intensity (FLOP/Byte)', 'number'],
  ['hbm_operational_intensity', 'HBM Operational Intensity (FLOP/Byte)', 'number'],
  ['vmem_write_operational_intensity', 'SHM/L1 Operational Intensity (FLOP/Byte)', 'number'],
  ['bottleneck_operational_intensity', 'Bottleneck Operational Intensity (FLOP/Byte)', 'number'],
  ['bound_by', 'Bound by', 'string'], ['total_time_per_core', 'Total Time per core (us)', 'number'],
  ['total_time_in_percentage', 'Total Time (%)', 'number'], ['optimal_flop_rate', 'Optimal FLOP Rate (GFLOP/s)', 'number'],
  ['roofline_efficiency', 'Roofline efficiency (%)', 'number'], ['compute_efficiency', 'FLOP Rate / Peak (%)', 'number'],
  ['max_mem_bw_utilization', 'Max memory BW utilization (among supported memories) (%)', 'number'],
  ['include_infeed_outfeed', 'Include Infeed/Outfeed', 'boolean'], ['hlo_module_id', 'Program ID', 'string'],
  ['source_info', 'Source Info', 'string'],
].map(([id, label, type]) => ({id, label, type}));
const IDS = COLUMNS.map((c) => c.id);

const HOSTILE = '<img src=x onerror=alert(1)>';

/** A row from its values by column id (the rest zero or ''). */
function row(values) {
  return COLUMNS.map((c) => (c.id in values ? values[c.id] : c.type === 'number' ? 0 : c.type === 'boolean' ? true : ''));
}

// Total: the program and four ops (one with zero intensity: off the chart); Average and steps 3, 4:
// a program row each. The whole set twice: with infeed/outfeed (true) and without (false, other rates).
function rowSet(io) {
  const k = io ? 1 : 2; // rates differ between the sets, to tell them apart
  const op = (rank, category, operation, intensity, rate, bound, share) => row({
    step: 'Total', rank, category, operation, occurrences: 2, total_time: 40, avg_time: 20, total_self_time: 40,
    avg_self_time: 20, total_self_time_percent: share, cumulative_total_self_time_percent: share,
    measured_flop_rate: rate * k, operational_intensity: intensity, bound_by: bound, roofline_efficiency: 0.25,
    compute_efficiency: 0.125, max_mem_bw_utilization: 0.5, total_time_in_percentage: share, include_infeed_outfeed: io,
    source_info: 'model.py:12'});
  const program = (step, rate) => row({step, rank: 0, category: 'Program', operation: 'Program', occurrences: 1,
    total_time: 190, measured_flop_rate: rate * k, operational_intensity: 4, bound_by: 'HBM',
    total_time_in_percentage: 1, roofline_efficiency: 0.2, include_infeed_outfeed: io});
  return [
    program('Total', 30),
    op(1, 'convolution', 'convolution.1', 250, 50, 'Compute', 0.2105),
    op(2, 'loop fusion', HOSTILE, 0.25, 4, 'HBM', 0.1),
    op(3, 'while', 'while.4', 0, 0, 'Unknown', 0.05),
    op(4, 'data formatting', 'copy.3', 0.5, 0.001, 'Unknown', 0.01),
    program('Average', 20),
    program('3', 10),
    program('4', 25),
  ];
}

const PEAKS = {peak_flop_rate: 100, peak_hbm_bw: 20e9 / 2 ** 30, peak_memory_gbps: 20, hbm_ridge_point: 5, source: 'user'};
const NO_PEAKS = {peak_flop_rate: null, peak_hbm_bw: null, peak_memory_gbps: null, hbm_ridge_point: null, source: ''};

const data = {
  columns: COLUMNS,
  rows: [...rowSet(true), ...rowSet(false)],
  steps: ['Total', 'Average', '3', '4'],
  peaks: PEAKS,
  device_type: 'CPU',
  source: 'host',
  diagnostics: [],
};
const noPeaks = {...data, peaks: NO_PEAKS, diagnostics: ['The profile records no peak FLOP rate or memory bandwidth for a CPU']};

function cells(node) {
  return [...node.querySelectorAll('table.tbp-table-grid tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
}
const cell = (r, id) => r[IDS.indexOf(id)];

function mount(d, options = {}) {
  const node = document.createElement('div');
  document.body.append(node);
  render(node, {data: d, state: {run: 'jax_jit_train/2026', host: 'vm'}, ...options});
  return node;
}

function chartOf(node) {
  const canvas = node.querySelector('.tbp-roofline-chart canvas');
  return canvas ? Chart.getChart(canvas) : null;
}
const dataset = (chart, kind) => chart.data.datasets.filter((d) => d.tbpKind === kind);

useFakeCanvas();

describe('roofline_model helpers', () => {
  it('is the view of the roofline_model tool', async () => {
    expect(viewFor('roofline_model')).toEqual(await import('../../src/tools/roofline_model.js'));
  });

  it('keeps the rows of one step and infeed setting', () => {
    expect(filterRows(data, 'Total', true).map((r) => cell(r, 'operation')))
      .toEqual(['Program', 'convolution.1', HOSTILE, 'while.4', 'copy.3']);
    expect(filterRows(data, '3', false).map((r) => [cell(r, 'operation'), cell(r, 'measured_flop_rate')])).toEqual([['Program', 20]]);
    expect(filterRows(data, '7', true)).toEqual([]);
  });

  it('leaves rows with zero intensity or rate off the chart and counts them', () => {
    const points = chartPoints(data, filterRows(data, 'Total', true));
    expect(points.leftOut).toBe(1);
    expect(points.programs.map((p) => [p.x, p.y])).toEqual([[4, 30]]);
    expect(points.ops.Compute.map((p) => p.name)).toEqual(['convolution.1']);
    expect(points.ops.HBM.map((p) => [p.name, p.x, p.y])).toEqual([[HOSTILE, 0.25, 4]]);
    expect(points.ops.Unknown.map((p) => p.name)).toEqual(['copy.3']);
  });

  it('looks columns up by id, whatever their order', () => {
    const order = COLUMNS.map((_, i) => i).reverse();
    const shuffled = {...data, columns: order.map((i) => COLUMNS[i]), rows: data.rows.map((r) => order.map((i) => r[i]))};
    const points = chartPoints(shuffled, filterRows(shuffled, 'Total', true));
    expect(points.ops.Compute.map((p) => [p.name, p.x, p.y, p.category])).toEqual([['convolution.1', 250, 50, 'convolution']]);
    expect(points.leftOut).toBe(1);
  });

  it('draws the compute roof at the peak and the memory roof at the bandwidth, meeting at the ridge', () => {
    const peaks = peaksOf(data);
    expect(peaks).toEqual({flopRate: 100, gibps: PEAKS.peak_hbm_bw, gbps: 20, ridge: 5, source: 'user'});
    const roofs = rooflines(peaks, 0.1, 1000);
    expect(roofs.ridge).toEqual({x: 5, y: 100});
    expect(roofs.compute).toEqual([{x: 5, y: 100}, {x: 1000, y: 100}]);
    expect(roofs.memory[0].x).toBe(0.1);
    for (const p of roofs.memory) expect(p.y / p.x).toBeCloseTo(20, 9); // GFLOP/s = FLOP/byte x GB/s
    expect(roofs.memory.at(-1)).toEqual(roofs.ridge);
    // The ridge outside the points' range still shows both roofs.
    expect(rooflines(peaks, 10, 100).memory[0]).toEqual({x: 5, y: 100});
    expect(rooflines(peaksOf(noPeaks), 0.1, 1000)).toBe(null);
    expect(rooflines({...peaks, gbps: null}, 0.1, 1000)).toBe(null);
  });

  it('spans whole decades on the log axes', () => {
    expect(decadeRange([0.25, 250])).toEqual({min: 0.1, max: 1000});
    expect(decadeRange([10])).toEqual({min: 1, max: 100});
    expect(decadeRange([0, -1])).toBe(null);
    expect(['0.001', '', '1', '100', '100,000', '1e7', '1e-5'])
      .toEqual([0.001, 0.002, 1, 100, 1e5, 1e7, 1e-5].map(tickLabel));
  });

  it('formats rates with 4 significant digits', () => {
    expect([26.564067, 100000, 0.0248509, 18.62645149, null].map(formatSig)).toEqual(['26.56', '100,000', '0.02485', '18.63', '']);
  });

  it('shows fractions as percentages', () => {
    const model = tableModel(data, filterRows(data, 'Total', true));
    const col = (id) => model.columns.find((c) => c.id === id);
    for (const id of ['total_self_time_percent', 'cumulative_total_self_time_percent', 'total_time_in_percentage',
      'roofline_efficiency', 'compute_efficiency', 'max_mem_bw_utilization']) {
      expect(col(id).format(0.2105)).toBe('21.05%');
    }
    expect(col('roofline_efficiency').format(5.3667)).toBe('536.67%');
    expect(col('roofline_efficiency').format(null)).toBe('');
    expect(col('measured_flop_rate').format(26.5641)).toBe('26.56');
    expect(model.rows[0][IDS.indexOf('include_infeed_outfeed')]).toBe('Yes');
    expect(model.columns.map((c) => c.label)).toEqual(COLUMNS.map((c) => c.label));
  });

  it('sends only valid peaks', () => {
    expect(dataParams({peak_flop_rate: '100', peak_memory_bw: '20'})).toEqual({peak_flop_rate: '100', peak_memory_bw: '20'});
    expect(dataParams({peak_flop_rate: '-1', peak_memory_bw: 'x'})).toEqual({});
    expect(dataParams({peak_memory_bw: ' 1.5e3 '})).toEqual({peak_memory_bw: '1.5e3'});
    expect(dataParams({})).toEqual({});
    expect([peakValue('0'), peakValue(''), peakValue('2e12'), peakValue('7')]).toEqual([null, null, null, 7]);
  });

  it('says where the times come from', () => {
    expect(sourceNote(data)).toBe('Device type: CPU. Times from the XLA CPU runtime\'s per-op events on the host '
      + '(XProf\'s roofline is empty for CPU profiles).');
    expect(sourceNote({device_type: 'TPU', source: 'device'})).toBe('Device type: TPU. Times from the device\'s XLA op events.');
    expect(sourceNote({})).toBe('');
  });
});

describe('roofline_model view', () => {
  it('renders the peaks, the rooflines, the points and the table, profile text as text', () => {
    const node = mount(data);
    expect(node.querySelector('h2').textContent).toBe('Roofline Model');
    expect(node.querySelector('.tbp-roofline-source').textContent).toContain('XLA CPU runtime');
    const peaksText = node.querySelector('.tbp-roofline-peaks').textContent;
    for (const text of ['CPU', '100 GFLOP/s', '18.63 GiB/s (20 GB/s)', '5 FLOP/byte', 'Entered']) expect(peaksText).toContain(text);
    expect(node.querySelector('.tbp-roofline-nopeaks')).toBe(null);

    const chart = chartOf(node);
    expect(chart.config.type).toBe('scatter');
    expect(chart.options.scales.x.type).toBe('logarithmic');
    expect(chart.options.scales.y.type).toBe('logarithmic');
    expect([chart.options.scales.x.min, chart.options.scales.x.max]).toEqual([0.1, 1000]);
    const [compute, memory] = dataset(chart, 'roof');
    expect(compute.data).toEqual([{x: 5, y: 100}, {x: 1000, y: 100}]);
    expect(memory.data).toEqual([{x: 0.1, y: 2}, {x: 5, y: 100}]);
    expect(dataset(chart, 'ridge')[0].data).toEqual([{x: 5, y: 100}]);
    expect(dataset(chart, 'ridge')[0].tbpText).toBe('Ridge point: 5 FLOP/byte');
    expect(dataset(chart, 'program')[0].data.map((p) => [p.x, p.y])).toEqual([[4, 30]]);
    expect(dataset(chart, 'ops').map((d) => [d.label, d.data.length]))
      .toEqual([['Compute-bound ops', 1], ['HBM-bound ops', 1], ['Ops, bound by Unknown', 1]]);
    expect(node.querySelector('.tbp-roofline-chart canvas').getAttribute('aria-label')).toBe(
      'Roofline chart: 4 points, compute roof 100 GFLOP/s, memory roof 20 GB/s, ridge point 5 FLOP/byte');
    expect(node.querySelector('.tbp-roofline-plot').textContent).toContain('1 of 5 rows are not on the chart');
    // The tooltip names the op (canvas text).
    const hbm = dataset(chart, 'ops')[1];
    expect(chart.options.plugins.tooltip.callbacks.label({dataset: hbm, dataIndex: 0, parsed: {x: 0.25, y: 4}}))
      .toEqual([HOSTILE, 'Category: loop fusion', 'Operational intensity: 0.25 FLOP/byte', 'FLOP rate: 4 GFLOP/s',
        'Bound by: HBM']);
    const legend = chart.options.plugins.legend.labels.filter;
    expect(chart.data.datasets.filter((d, i) => legend({datasetIndex: i}, chart.data)).map((d) => d.label)).toEqual([
      'Compute roof (100 GFLOP/s)', 'Memory roof (20 GB/s)', 'Ridge point (5 FLOP/byte)', 'Program',
      'Compute-bound ops', 'HBM-bound ops', 'Ops, bound by Unknown']);

    const rows = cells(node);
    expect(rows.map((r) => cell(r, 'operation'))).toEqual(['Program', 'convolution.1', HOSTILE, 'while.4', 'copy.3']);
    expect(cell(rows[1], 'total_self_time_percent')).toBe('21.05%');
    expect(cell(rows[1], 'roofline_efficiency')).toBe('25.00%');
    expect(cell(rows[1], 'max_mem_bw_utilization')).toBe('50.00%');
    expect(cell(rows[0], 'total_time_in_percentage')).toBe('100.00%');
    expect(node.querySelector('img')).toBe(null);
    expect(node.querySelector('.tbp-table-range').textContent).toBe('Rows 1–5 of 5');
  });

  it('without peaks: the points, no roofs, and an invitation to enter the peaks', () => {
    const node = mount(noPeaks);
    expect(node.querySelector('[role=note]').textContent).toContain('records no peak FLOP rate');
    const message = node.querySelector('.tbp-roofline-nopeaks').textContent;
    expect(message).toContain('a CPU profile records none');
    expect(message).toContain('enter your device\'s peaks');
    expect(node.querySelector('.tbp-roofline-peaks').textContent).toContain('Not recorded');
    const chart = chartOf(node);
    expect(dataset(chart, 'roof')).toEqual([]);
    expect(dataset(chart, 'ridge')).toEqual([]);
    expect(dataset(chart, 'program')[0].data.length).toBe(1);
    expect(node.querySelector('.tbp-roofline-plot').textContent).toContain('No rooflines: the profile records no peak');
    expect(node.querySelector('.tbp-roofline-chart canvas').getAttribute('aria-label')).toContain('no rooflines');
  });

  it('filters by step and infeed/outfeed, kept in the URL', () => {
    const params = [];
    const node = mount(data, {setParams: (p) => params.push(p)});
    const step = node.querySelector('#tbp-roofline-step');
    expect([...step.options].map((o) => [o.value, o.textContent])).toEqual([
      ['Total', 'Total (whole profile)'], ['Average', 'Average step'], ['3', 'Step 3'], ['4', 'Step 4']]);
    step.value = '4';
    step.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({step: '4', page: ''});
    expect(cells(node).map((r) => [cell(r, 'step'), cell(r, 'operation'), cell(r, 'measured_flop_rate')]))
      .toEqual([['4', 'Program', '25']]);
    expect(dataset(chartOf(node), 'program')[0].data.map((p) => p.y)).toEqual([25]);
    expect(dataset(chartOf(node), 'ops').every((d) => d.data.length === 0)).toBe(true);

    const io = node.querySelector('#tbp-roofline-infeed');
    expect(io.checked).toBe(true);
    io.checked = false;
    io.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({infeed: '0', page: ''});
    expect(cells(node).map((r) => [cell(r, 'operation'), cell(r, 'measured_flop_rate'), cell(r, 'include_infeed_outfeed')]))
      .toEqual([['Program', '50', 'No']]);
  });

  it('starts from the URL\'s step and infeed setting', () => {
    const node = document.createElement('div');
    render(node, {data, state: {step: '3', infeed: '0'}});
    expect(node.querySelector('#tbp-roofline-step').value).toBe('3');
    expect(node.querySelector('#tbp-roofline-infeed').checked).toBe(false);
    expect(cells(node).map((r) => cell(r, 'measured_flop_rate'))).toEqual(['20']);
    // A step the data lacks falls back to Total.
    const other = document.createElement('div');
    render(other, {data, state: {step: '99'}});
    expect(other.querySelector('#tbp-roofline-step').value).toBe('Total');
  });

  it('requests the data again with the peaks entered, and keeps them in the URL', async () => {
    const params = [];
    const requests = [];
    const api = {data: vi.fn(async (p) => { requests.push(p); return p.peak_flop_rate ? data : noPeaks; })};
    const base = {run: 'r', tag: 'roofline_model', host: 'vm'};
    const node = document.createElement('div');
    render(node, {data: noPeaks, state: {filter: 'conv'}, params: base, api, setParams: (p) => params.push(p)});
    const flop = node.querySelector('#tbp-roofline-peak-flop');
    const bw = node.querySelector('#tbp-roofline-peak-bw');
    expect(node.querySelector('label[for=tbp-roofline-peak-flop]').textContent).toBe('Peak FLOP rate (GFLOP/s)');
    expect(node.querySelector('label[for=tbp-roofline-peak-bw]').textContent).toBe('Peak memory bandwidth (GB/s)');

    // Not a positive number: nothing is requested.
    flop.value = '-3';
    node.querySelector('form').dispatchEvent(new Event('submit', {cancelable: true}));
    expect(flop.getAttribute('aria-invalid')).toBe('true');
    expect(api.data).not.toHaveBeenCalled();

    node.querySelectorAll('table.tbp-table-grid tbody tr')[0].click(); // a selection does not outlive the data
    flop.value = '100';
    bw.value = '20';
    node.querySelector('form').dispatchEvent(new Event('submit', {cancelable: true}));
    await vi.waitFor(() => expect(node.querySelector('.tbp-roofline-peaks').textContent).toContain('Entered'));
    expect(requests).toEqual([{...base, peak_flop_rate: '100', peak_memory_bw: '20'}]);
    expect(params.at(-1)).toEqual({peak_flop_rate: '100', peak_memory_bw: '20'});
    expect(dataset(chartOf(node), 'ridge')[0].data).toEqual([{x: 5, y: 100}]);
    expect(dataset(chartOf(node), 'selected')).toEqual([]);
    expect(node.querySelector('.tbp-roofline-plot').textContent).not.toContain('selected row');
    expect(node.querySelector('#tbp-roofline-peak-flop').value).toBe('100');
    // The table keeps its filter.
    expect(node.querySelector('input.tbp-table-filter').value).toBe('conv');

    node.querySelector('button.tbp-roofline-clear').click();
    await vi.waitFor(() => expect(node.querySelector('.tbp-roofline-nopeaks')).not.toBe(null));
    expect(requests.at(-1)).toEqual(base);
    expect(params.at(-1)).toEqual({peak_flop_rate: '', peak_memory_bw: ''});
  });

  it('says when a request with peaks fails', async () => {
    const api = {data: vi.fn(async () => { throw new Error('400 bad peak'); })};
    const node = mount(noPeaks, {api, params: {run: 'r'}});
    node.querySelector('#tbp-roofline-peak-flop').value = '100';
    node.querySelector('form').dispatchEvent(new Event('submit', {cancelable: true}));
    await vi.waitFor(() => expect(node.querySelector('.tbp-roofline-peaks [role=alert]').hidden).toBe(false));
    expect(node.querySelector('.tbp-roofline-peaks [role=alert]').textContent).toContain('400 bad peak');
    expect(node.querySelector('button[type=submit]').disabled).toBe(false);
  });

  it('rings the point of a clicked row', () => {
    const node = mount(data);
    node.querySelectorAll('table.tbp-table-grid tbody tr')[1].click();
    const selected = dataset(chartOf(node), 'selected');
    expect(selected[0].data.map((p) => p.name)).toEqual(['convolution.1']);
    expect(node.querySelectorAll('tr.tbp-roofline-selected').length).toBe(1);
    node.querySelectorAll('table.tbp-table-grid tbody tr')[1].click();
    expect(dataset(chartOf(node), 'selected')).toEqual([]);
    // A row off the chart (zero intensity): said so, by name (as text).
    node.querySelectorAll('table.tbp-table-grid tbody tr')[3].click();
    expect(node.querySelector('.tbp-roofline-plot').textContent).toContain('The selected row, while.4, is not on the chart');
  });

  it('says when there are no XLA ops', () => {
    const node = mount({...noPeaks, rows: [], steps: [], diagnostics: ['No XLA ops in this profile']});
    expect(node.querySelector('[role=status].tbp-message').textContent).toContain('No XLA ops');
    expect(node.querySelector('canvas')).toBe(null);
    expect(node.querySelector('table')).toBe(null);
  });
});

describe('roofline_model op table columns (issue 44: 30 columns were 2,140 px in a 930-1,250 px box)', () => {
  const heads = (node) => [...node.querySelectorAll('table.tbp-table-grid thead th')].filter((th) => !th.hidden)
    .map((th) => th.dataset.column);

  it('shows the 11 columns that read an op against the roofline; Columns has the rest', () => {
    const node = mount(data);
    expect(heads(node)).toEqual(['rank', 'category', 'operation', 'occurrences', 'total_self_time',
      'total_self_time_percent', 'measured_flop_rate', 'measured_memory_bw', 'operational_intensity', 'bound_by',
      'roofline_efficiency']);
    expect(node.querySelector('.tbp-table-caption').textContent).toContain('Columns shows the other 19');
    // Every column is still in the CSV, and in the rows (hidden cells) for the click-to-select.
    const boxes = [...node.querySelectorAll('.tbp-table-columns-menu input')];
    expect(boxes).toHaveLength(30);
    expect(boxes.filter((b) => b.checked)).toHaveLength(11);
  });

  it('hide=- (the user showed every column) shows all 30, as before', () => {
    const node = mount(data, {state: {run: 'r', host: 'vm', hide: '-'}});
    // But a column with no value in any row (this data's one) is never shown (components/table.js).
    const empty = IDS.filter((id, i) => data.rows.every((r) => r[i] === null || r[i] === undefined || r[i] === ''));
    expect(empty).toHaveLength(1);
    expect(heads(node)).toEqual(IDS.filter((id) => !empty.includes(id)));
  });
});
