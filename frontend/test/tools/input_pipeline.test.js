// @vitest-environment happy-dom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  HOST_CATEGORIES, dataloaderStatsRows, deviceStatsRows, hostBreakdown, inputPercentSeries, render,
} from '../../src/tools/input_pipeline_analyzer.js';

const XSS = '<img src=x onerror=alert(1)>';
const CATEGORIES = [
  ['device_compute', 'Device compute'], ['device_to_device', 'Device to device'],
  ['device_collectives', 'Device collective communication'], ['host_compute', 'Host compute'],
  ['kernel_launch', 'Kernel launch'], ['input', 'Input'], ['output', 'Output'], ['compile', 'Compilation'],
  ['tc_idle', 'TensorCore idle'], ['other', 'All others'],
].map(([id, label]) => ({id, label}));
const zeros = () => Object.fromEntries(CATEGORIES.map((c) => [c.id, 0]));

function row(step, n, breakdown, cores = [null, null]) {
  const breakdown_ms = {...zeros(), ...breakdown};
  const total = Object.values(breakdown_ms).reduce((s, v) => s + v, 0);
  return {step, step_num: n, start_ms: n, step_time_ms: total, breakdown_ms, input_percent: (100 * breakdown_ms.input) / total,
    input_percent_min_core: cores[0], input_percent_max_core: cores[1]};
}

const ROWS = [
  row('1', 1, {device_compute: 6, input: 4}, [30, 50]),   // 10 ms, 40% input
  row(`step ${XSS}`, 2, {device_compute: 4, input: 1}, [10, 30]),  // 5 ms, 20%
];
const STEPS = {
  source: 'device Steps line (/device:TPU:0)', has_device: true, categories: CATEGORIES, rows: ROWS,
  step_time: {count: 2, avg_ms: 7.5, stddev_ms: 3.5355, min_ms: 5, max_ms: 10},
  category_avg_ms: {...zeros(), device_compute: 5, input: 2.5}, category_stddev_ms: zeros(),
  category_percent: {...zeros(), device_compute: 66.7, input: 33.3}, dropped: [],
};
const COLUMNS = [
  {id: 'op_name', label: 'Input Op', type: 'string'}, {id: 'count', label: 'Count', type: 'number'},
  {id: 'total_ms', label: 'Total Time (ms)', type: 'number'}, {id: 'total_percent', label: 'Total Time (%)', type: 'number'},
  {id: 'self_ms', label: 'Total Self Time (ms)', type: 'number'}, {id: 'self_percent', label: 'Self Time (%)', type: 'number'},
  {id: 'category', label: 'Category', type: 'string'},
];
const WITH_STEPS = {
  steps: STEPS,
  summary: {
    input_bound: {level: 'high', input_percent: 30, statement: 'Your program is HIGHLY input-bound because 30.0% of the total step time sampled is waiting for input.'},
    conclusion: 'Input is the bottleneck.',
    next_step: 'Look at Section 3 for the breakdown of input time on the host.',
  },
  device_side: {has_device: true, input_percent: {avg: 30, stddev: 14.14, min: 20, max: 40}},
  host_side: {
    has_input_ops: true,
    breakdown_us: {enqueue: 100, preprocessing: 3000, advanced_file_read: 0, demanded_file_read: 900, other: 0},
    total_input_us: 4000,
    recommendations: [
      {category: 'preprocessing', text: 'Use parallel map.', url: 'https://www.tensorflow.org/guide/data_performance#parallelizing_data_transformation'},
      {category: 'enqueue', text: 'A hostile link', url: 'javascript:alert(1)'},
      {category: 'other', text: 'Cache the dataset.', url: null},
    ],
  },
  input_ops: {columns: COLUMNS, rows: [
    ['Iterator::Root::Prefetch', 6, 1.485, 44.7, 1.485, 44.7, 'Preprocessing'],
    [`Iterator::${XSS}`, 3, 1.2, 36.1, 0.9, 27.1, 'Demanded file read'],
    ['Iterator::Root::Prefetch::Map', 6, 0.9, 27.1, 0.9, 27.1, 'Preprocessing'],
  ]},
  diagnostics: {info: [], warnings: [], errors: []},
};
const CPU_NO_STEPS = {
  steps: {source: '', has_device: false, categories: CATEGORIES.filter((c) => c.id !== 'tc_idle'), rows: [],
    step_time: {count: 0, avg_ms: 0, stddev_ms: 0, min_ms: 0, max_ms: 0}, category_avg_ms: zeros(),
    category_stddev_ms: zeros(), category_percent: zeros(), dropped: []},
  summary: {input_bound: {level: 'unknown', input_percent: 0, statement: 'No step time measured.'}, conclusion: 'No step time measured.', next_step: ''},
  device_side: {has_device: false, input_percent: {avg: 0, stddev: 0, min: 0, max: 0}},
  host_side: {has_input_ops: false, breakdown_us: {enqueue: 0, preprocessing: 0, advanced_file_read: 0, demanded_file_read: 0, other: 0},
    total_input_us: 0, recommendations: []},
  input_ops: {columns: COLUMNS, rows: []},
  diagnostics: {info: [], warnings: ['No step marker observed and hence the step time is unknown.'], errors: []},
};

function draw(data, extra = {}) {
  const node = document.createElement('div');
  document.body.append(node);
  render(node, {data, state: {run: 'run/1', host: 'vm', ...extra.state}, setParams: extra.setParams || (() => {})});
  return node;
}

const texts = (node, selector) => [...node.querySelectorAll(selector)].map((n) => n.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('input_pipeline_analyzer parts', () => {
  it('shares the host input time by category', () => {
    const items = Object.fromEntries(hostBreakdown(WITH_STEPS.host_side).map((i) => [i.id, i.percent]));
    expect(items).toEqual({enqueue: 2.5, preprocessing: 75, advanced_file_read: 0, demanded_file_read: 22.5, other: 0});
    expect(hostBreakdown({breakdown_us: {other: 5}}).find((i) => i.id === 'other').percent).toBe(100);
    expect(HOST_CATEGORIES.map((c) => c.id)).toEqual(['enqueue', 'preprocessing', 'advanced_file_read', 'demanded_file_read', 'other']);
  });

  it('states step time and input-wait statistics', () => {
    expect(Object.fromEntries(deviceStatsRows(STEPS, WITH_STEPS.device_side))).toEqual({
      Steps: '2', 'Average step time': '7.5 ms', 'Step time standard deviation': '3.536 ms',
      'Step time range (min – max)': '5 ms – 10 ms', 'Waiting for input, average': '30.0% of step time',
      'Waiting for input, standard deviation': '14.1%', 'Waiting for input, range (min – max)': '20.0% – 40.0%',
    });
    expect(deviceStatsRows(CPU_NO_STEPS.steps, CPU_NO_STEPS.device_side)).toEqual([['Steps', 'none measured']]);
  });

  it('plots min/max across cores only when present', () => {
    const series = inputPercentSeries(ROWS);
    expect(series.map((s) => s.label)).toEqual(['Waiting for input (%)', 'Min across cores (%)', 'Max across cores (%)']);
    expect(series[0].values).toEqual([40, 20]);
    expect(series[2].values).toEqual([50, 30]);
    expect(inputPercentSeries([{...ROWS[0], input_percent_min_core: null, input_percent_max_core: null}])).toHaveLength(1);
  });
});

describe('input_pipeline_analyzer view', () => {
  it('draws the three sections and the input op statistics', () => {
    const node = draw(WITH_STEPS);
    expect(texts(node, 'h2')).toEqual(['Input pipeline analyzer']);
    expect(texts(node, '.tbp-ipa-heading')).toEqual(
      ['Section 1: Summary', 'Section 2: Device-side analysis details', 'Section 3: Host-side analysis details']);
    const [s1, s2, s3] = node.querySelectorAll('.tbp-ipa-section');
    expect(s1.querySelector('.tbp-level-high').textContent).toBe('Input-bound: high · 30.0% of step time waiting for input');
    expect(s1.textContent).toContain('HIGHLY input-bound');
    expect(s1.textContent).toContain('Input is the bottleneck.');
    expect(s1.querySelector('.tbp-next-step').textContent).toBe('Recommendation for next step: Look at Section 3 for the breakdown of input time on the host.');
    // Step graph, statistics, the per-step input chart.
    expect(s2.querySelectorAll('canvas')).toHaveLength(2);
    expect(s2.textContent).toContain('Steps from device Steps line (/device:TPU:0).');
    expect(s2.textContent).toContain('Step time range (min – max)5 ms – 10 ms');
    expect(s2.textContent).toContain('% of step time waiting for input, per step');
    // Host breakdown in µs and % of the input time.
    const host = Object.fromEntries([...s3.querySelectorAll('.tbp-host-breakdown tbody tr')].map((tr) => [tr.dataset.category, texts(tr, 'td').slice(1)]));
    expect(host.preprocessing).toEqual(['Data preprocessing', '3,000 µs', '75.0%']);
    expect(host.demanded_file_read).toEqual(['Reading data from files on demand', '900 µs', '22.5%']);
    expect(host.advanced_file_read[2]).toBe('0.0%');
    expect(s3.textContent).toContain('Total input time on the host (self time of input ops): 4,000 µs');
    expect(s3.querySelector('canvas')).not.toBeNull();
    // Recommendations: http(s) links open a new tab, other URLs are not links.
    const recs = [...s3.querySelectorAll('.tbp-recommendations li')];
    expect(recs.map((li) => li.textContent)).toEqual(['Use parallel map. Learn more', 'A hostile link Learn more', 'Cache the dataset.']);
    const links = [...s3.querySelectorAll('.tbp-recommendations a')];
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0].getAttribute('target')).toBe('_blank');
    // Input op statistics: collapsed, the converter's columns, sortable, filterable, CSV.
    const details = node.querySelector('details.tbp-input-ops');
    expect(details.open).toBe(false);
    expect(details.querySelector('summary').textContent).toBe('Input Op statistics (3 ops)');
    expect(texts(details, 'th')).toEqual(COLUMNS.map((c) => c.label));
    const rows = () => [...details.querySelectorAll('tbody tr')].map((tr) => texts(tr, 'td'));
    expect(rows()[0]).toEqual(['Iterator::Root::Prefetch', '6', '1.485', '44.7%', '1.485', '44.7%', 'Preprocessing']);
    details.querySelectorAll('th')[1].click(); // Count: biggest first
    details.querySelectorAll('th')[1].click(); // then smallest first
    expect(rows()[0][0]).toBe(`Iterator::${XSS}`);
    const filter = details.querySelector('input.tbp-table-filter');
    filter.value = 'map';
    filter.dispatchEvent(new Event('input'));
    expect(rows().map((r) => r[0])).toEqual(['Iterator::Root::Prefetch::Map']);
  });

  it('renders hostile op and step names as text', () => {
    const node = draw(WITH_STEPS);
    expect(node.querySelector('img')).toBeNull();
    expect(node.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(node.textContent).toContain(`Iterator::${XSS}`);
  });

  it('keeps the table open state in the URL', async () => {
    const params = [];
    const node = draw(WITH_STEPS, {state: {input_ops: 'open'}, setParams: (p) => params.push(p)});
    const details = node.querySelector('details.tbp-input-ops');
    expect(details.open).toBe(true);
    details.open = false;
    details.dispatchEvent(new Event('toggle'));
    expect(params.at(-1)).toEqual({input_ops: ''});
  });

  it('without steps or input ops: explains both and still shows the rest', () => {
    const node = draw(CPU_NO_STEPS);
    expect(node.querySelector('.tbp-diagnostic').textContent).toBe(CPU_NO_STEPS.diagnostics.warnings[0]);
    const [, s2, s3] = node.querySelectorAll('.tbp-ipa-section');
    expect(s2.querySelector('canvas')).toBeNull();
    expect(s2.querySelector('.tbp-steps-empty').textContent).toContain('No step marker observed');
    expect(s2.textContent).toContain('No device in this profile');
    expect(s2.textContent).toContain('Stepsnone measured');
    expect(s2.textContent).not.toContain('per step');
    expect(s3.textContent).toContain('No input operations on the host');
    expect(s3.querySelector('canvas')).toBeNull();
    expect(node.querySelector('details.tbp-input-ops summary').textContent).toBe('Input Op statistics (0 ops)');
    expect(node.textContent).toContain('Input-bound: unknown');
  });

  it('shows no step statistics for a whole-profile pseudo-step', () => {
    const whole = {...STEPS, whole_profile: true, source: '', rows: [row('whole profile', null, {device_compute: 1, input: 1})],
      step_time: {count: 1, avg_ms: 2, stddev_ms: 0, min_ms: 2, max_ms: 2}};
    const node = draw({...WITH_STEPS, steps: whole, diagnostics: {info: [], errors: [], warnings: ['No step marker observed: the numbers below cover the whole profile.']}});
    const s2 = node.querySelectorAll('.tbp-ipa-section')[1];
    expect(s2.querySelector('canvas')).toBeNull();
    expect(s2.querySelector('.tbp-steps-empty').textContent).toContain('No step marker observed');
    expect(s2.textContent).toContain('Stepsnone measured');
  });
});

describe('spread over hosts', () => {
  it('labels the min/max series by what they range over', () => {
    const rows = [{step: 's', input_percent: 5, input_percent_min_core: 1, input_percent_max_core: 9}];
    expect(inputPercentSeries(rows, 'hosts').map((s) => s.label)).toEqual(
      ['Waiting for input (%)', 'Min across hosts (%)', 'Max across hosts (%)']);
    expect(inputPercentSeries(rows).map((s) => s.label)[1]).toBe('Min across cores (%)');
  });
});

// A PyTorch run: tools/input_pipeline.py's `pytorch` shape (the numbers of pytorch/resnet50).
const PYTORCH = {
  pytorch: {
    source: 'ProfilerStep#N markers, extended to the GPU work they launched', whole_profile: false, gpu_only: false,
    hosts: ['worker0'],
    rows: [
      {step: '5', step_num: 5, step_time_us: 187948, dataloader_us: 69317, dataloader_percent: 36.8809},
      {step: XSS, step_num: 6, step_time_us: 175153, dataloader_us: 57669, dataloader_percent: 32.9249},
    ],
    average: {step_time_us: 181550.5, dataloader_us: 63493, dataloader_percent: 34.97},
    dataloader_percent: {avg: 34.9029, stddev: 1.978, min: 32.9249, max: 36.8809},
  },
  summary: {
    input_bound: {level: 'high', input_percent: 34.97, source: 'dataloader',
      statement: 'This run is HIGHLY input-bound: 35.0% of the step time is in DataLoader (loading the next batch).'},
    conclusion: 'This run is HIGHLY input-bound: 35.0% of the step time is in DataLoader (loading the next batch).',
    next_step: 'Load the batches in worker processes.',
  },
  input_ops: {columns: [{...COLUMNS[0], label: 'DataLoader operator'}, ...COLUMNS.slice(1)], rows: [
    [`enumerate(DataLoader)#${XSS}.__next__`, 6, 415.791, 100, 272.895, 100, 'DataLoader']]},
  recommendations: [
    {category: 'workers', text: 'Load batches in worker processes.', url: 'https://pytorch.org/docs/stable/data.html'},
    {category: 'pinned', text: 'A hostile link', url: 'javascript:alert(1)'},
  ],
  diagnostics: {info: [], warnings: [], errors: []},
};

describe('input_pipeline_analyzer on a PyTorch run', () => {
  it('states DataLoader time of the steps', () => {
    expect(Object.fromEntries(dataloaderStatsRows(PYTORCH.pytorch))).toEqual({
      Steps: '2', 'Average step time': '181,550.5 µs', 'DataLoader time, average step': '63,493 µs (34.97%)',
      'In DataLoader, mean over steps': '34.9%', 'In DataLoader, standard deviation': '2.0%',
      'In DataLoader, range (min – max)': '32.9% – 36.9%',
    });
    expect(dataloaderStatsRows({rows: []})).toEqual([['Steps', 'none measured']]);
  });

  it('shows the DataLoader verdict, its time per step and the DataLoader operators, no tf.data', () => {
    const node = draw(PYTORCH);
    expect(texts(node, '.tbp-ipa-heading')).toEqual(
      ['Section 1: Summary', 'Section 2: DataLoader time per step', 'Section 3: DataLoader operators']);
    const [s1, s2, s3] = node.querySelectorAll('.tbp-ipa-section');
    expect(s1.querySelector('.tbp-level-high').textContent).toBe('Input-bound: high · 35.0% of step time in DataLoader');
    expect(texts(s1, '.tbp-statement')).toEqual([PYTORCH.summary.input_bound.statement]);
    expect(texts(s2, '.tbp-ipa-pt-steps tbody tr').length).toBe(2);
    expect(texts(s2, '.tbp-ipa-pt-steps tbody tr:first-child td')).toEqual(['5', '187,948', '69,317', '36.88%']);
    expect(texts(s3, '.tbp-ipa-pt-ops th')[0]).toMatch(/^DataLoader operator/);
    expect(texts(s3, '.tbp-ipa-pt-ops tbody tr td')).toEqual(
      [`enumerate(DataLoader)#${XSS}.__next__`, '6', '415.791', '100.0%', '272.895', '100.0%', 'DataLoader']);
    expect(s3.querySelectorAll('.tbp-recommendations a')).toHaveLength(1); // the javascript: URL is text
    expect(node.querySelector('img')).toBeNull();
    expect(node.querySelector('details.tbp-input-ops')).toBeNull();
    expect(node.textContent).not.toMatch(/tf\.data|Iterator|waiting for input/);
  });

  it('says so without DataLoader operators or steps', () => {
    const node = draw({...PYTORCH, pytorch: {...PYTORCH.pytorch, rows: []}, input_ops: {columns: COLUMNS, rows: []}});
    const [, s2, s3] = node.querySelectorAll('.tbp-ipa-section');
    expect(s2.textContent).toContain('No steps were measured.');
    expect(s3.textContent).toContain('No DataLoader operators');
  });
});
