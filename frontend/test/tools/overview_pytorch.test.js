// @vitest-environment happy-dom
// overview_page on a PyTorch run: torch-tb-profiler's breakdown (`gpu_step_breakdown`).
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Chart} from 'chart.js';
import {fakeContext} from '../components/fake_canvas.js';
import {formatStepUs, gpuRows, inputBoundBadge, pytorchEnvironmentRows, pytorchSeries, render} from '../../src/tools/overview_page.js';
import {STEP_CATEGORIES} from '../../src/lib/palette.js';

const XSS = '<img src=x onerror=alert(1)>';
const CATEGORIES = [['kernel', 'Kernel'], ['memcpy', 'Memcpy'], ['memset', 'Memset'], ['communication', 'Communication'],
  ['runtime', 'Runtime'], ['dataloader', 'DataLoader'], ['cpu_exec', 'CPU Exec'], ['other', 'Other']]
  .map(([id, label]) => ({id, label}));

function block(extra = {}) {
  return {
    source: 'ProfilerStep#N markers, extended to the GPU work they launched',
    whole_profile: false,
    hosts: ['worker0'],
    has_gpu: true,
    categories: CATEGORIES,
    rows: [
      {step: '5', step_num: 5, start_ms: 0.1, step_time_us: 1000,
        breakdown_us: {kernel: 600, memcpy: 100, memset: 0, communication: 0, runtime: 50, dataloader: 200, cpu_exec: 40, other: 10}},
      {step: XSS, step_num: 6, start_ms: 1.1, step_time_us: 2000,
        breakdown_us: {kernel: 1000, memcpy: 300, memset: 0, communication: 0, runtime: 150, dataloader: 400, cpu_exec: 120, other: 30}},
    ],
    average: {
      step_time_us: 1500,
      breakdown_us: {kernel: 800, memcpy: 200, memset: 0, communication: 0, runtime: 100, dataloader: 300, cpu_exec: 80, other: 20},
      percent: {kernel: 53.33, memcpy: 13.33, memset: 0, communication: 0, runtime: 6.67, dataloader: 20, cpu_exec: 5.33, other: 1.33},
    },
    removed_steps: [],
    gpus: [{host: 'worker0', device_id: 0, name: `V100 ${XSS}`, memory_bytes: 34084028416, memory_gb: 31.74,
      compute_capability: '7.0', sm_count: 80, utilization_percent: 55.5141, sm_efficiency_percent: 54.679, occupancy_percent: null,
      tensor_core_percent: 0}],
    recommendation: {category: 'dataloader', label: 'DataLoader', percent: 20,
      statement: `Besides GPU kernels, most of the average step goes to DataLoader ${XSS}.`,
      try: 'Use num_workers.', url: 'javascript:alert(1)'},
    hints: [{rule: 'dataloader', percent: 20, text: `High DataLoader time ${XSS}`},
      {rule: 'amp', percent: 68, text: 'Kernels with 68% of the kernel time could use Tensor Cores.'}],
    notes: ['Steps from ProfilerStep#N markers.'],
    ...extra,
  };
}

function overview(gpuBlock) {
  return {
    steps: {categories: [], rows: [], step_time: {count: 0}, category_avg_ms: {}, category_percent: {}, dropped: []},
    summary: {num_steps: 0, breakdown: []},
    input_bound: {level: 'moderate', input_percent: 20, source: 'dataloader',
      statement: `This run is MODERATELY input-bound: 20.0% of the step time is in DataLoader ${XSS}.`},
    top_ops: {where: 'device', title: 'Top 10 PyTorch operations on Device', rows: [
      {self_time_percent: 50, cumulative_percent: 50, category: 'aten::conv2d', name: 'aten::conv2d', flop_rate_gflops: null}]},
    environment: {host_count: 1, hosts: ['worker0'], device_type: 'Nvidia GPU (Volta)', device_core_count: 1, batch_size: null,
      is_training: null, worker_count: 1},
    recommendations: {statement: 'This run is MODERATELY input-bound.', bottleneck: 'input', next_steps: [
      {kind: 'input', text: 'input_pipeline_analyzer: DataLoader time in each step.', tool: 'input_pipeline_analyzer', url: null},
      {kind: 'host', text: 'trace_viewer: what the threads do.', tool: 'trace_viewer', url: null},
      {kind: 'host', text: 'tensorflow_stats: the PyTorch operators.', tool: 'tensorflow_stats', url: null},
      {kind: 'device', text: 'kernel_stats: the GPU kernels.', tool: 'kernel_stats', url: null},
      {kind: 'host', text: 'memory_profile: memory over time.', tool: 'memory_profile', url: null},
      {kind: 'doc', text: 'PyTorch: automatic mixed precision', tool: null, url: 'https://pytorch.org/docs/stable/amp.html'},
      {kind: 'doc', text: `A hostile link ${XSS}`, tool: null, url: 'javascript:alert(1)'}]},
    diagnostics: {info: [], warnings: [], errors: []},
    gpu_step_breakdown: gpuBlock,
  };
}

function draw(data) {
  const node = document.createElement('div');
  document.body.append(node);
  render(node, {data, state: {run: 'resnet50', host: 'worker0', tool: 'overview_page'}});
  return node;
}

const texts = (node, selector) => [...node.querySelectorAll(selector)].map((n) => n.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('overview_page on a PyTorch run', () => {
  it('makes a series per non-zero category, with the average as the last column', () => {
    const series = pytorchSeries(block());
    expect(series.map((s) => s.id)).toEqual(['kernel', 'memcpy', 'runtime', 'dataloader', 'cpu_exec', 'other']);
    expect(series[0]).toMatchObject({label: 'Kernel', values: [600, 1000, 800], color: STEP_CATEGORIES.device_compute});
    expect(series[3].color).toBe(STEP_CATEGORIES.input);
  });

  it('lists a GPU as torch-tb-profiler does, leaving unknown values out', () => {
    expect(gpuRows(block().gpus[0])).toEqual([
      ['Name', `V100 ${XSS}`], ['Memory', '31.74 GB'], ['Compute Capability', '7.0'], ['SMs', 80],
      ['GPU Utilization', '55.51%'], ['Est. SM Efficiency', '54.68%'], ['Kernel Time using Tensor Cores', '0.00%']]);
    expect(formatStepUs(177592.167)).toBe('177,592.167 µs');
  });

  it('shows the summary, GPU card, steps table and recommendation instead of the XProf parts', () => {
    const node = draw(overview(block()));
    expect(texts(node, '.tbp-card-title')).toEqual([
      'Performance Summary', 'Step Time Breakdown', 'GPU Summary', 'Recommendation for Next Step', 'Steps',
      'Top 10 PyTorch operations on Device', 'Run Environment']);
    expect(node.querySelector('.tbp-pt-avg').textContent).toBe('1,500 µs');
    expect(texts(node, '.tbp-pt-breakdown tbody tr')).toEqual([
      'Kernel800 µs53.33%', 'Memcpy200 µs13.33%', 'Memset0 µs0.00%', 'Communication0 µs0.00%', 'Runtime100 µs6.67%',
      'DataLoader300 µs20.00%', 'CPU Exec80 µs5.33%', 'Other20 µs1.33%']);
    const head = texts(node, '.tbp-pt-step-table thead th');
    expect(head[0]).toMatch(/^Step/);
    expect(head.at(-1)).toMatch(/^Step time \(µs\)/);
    const cells = texts(node, '.tbp-pt-step-table tbody tr:first-child td');
    expect(cells).toEqual(['5', '600', '100', '0', '0', '50', '200', '40', '10', '1,000']);
    // The DataLoader verdict, not XProf's: its badge says "in DataLoader".
    expect(node.querySelector('.tbp-level').textContent).toBe('Input-bound: moderate · 20.0% of step time in DataLoader');
    expect(node.querySelector('.tbp-pt-verdict').textContent).toBe('This run is MODERATELY input-bound.');
    expect(node.querySelector('.tbp-pt-rec').textContent).toContain('Bottleneck: input');
    expect(node.textContent).toContain('Steps from ProfilerStep#N markers.');
    expect(node.textContent).not.toMatch(/tf\.data|Keras|XLA/);
  });

  it('inserts names from the profile as text, and links only http(s) URLs', () => {
    const node = draw(overview(block()));
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain(`V100 ${XSS}`);
    expect(node.querySelector('.tbp-pt-statement').textContent).toContain(XSS);
    expect(node.querySelector('.tbp-pt-try a')).toBeNull(); // javascript: URL stays text
    // The DataLoader rule repeats the recommendation (its category): left out.
    expect(texts(node, '.tbp-pt-hints li')).toEqual(['Kernels with 68% of the kernel time could use Tensor Cores.']);
    expect([...node.querySelectorAll('.tbp-pt-hints li')].map((li) => li.dataset.rule)).toEqual(['amp']);
    const other = draw(overview(block({recommendation: {...block().recommendation, category: 'cpu_exec'}})));
    expect(texts(other, '.tbp-pt-hints li')[0]).toBe(`High DataLoader time ${XSS}`);
    expect(other.querySelector('img')).toBeNull();
    // The converter's next steps, grouped by kind; a javascript: URL is no link.
    expect(texts(node, '.tbp-pt-rec .tbp-tool-link')).toEqual(
      ['input_pipeline_analyzer', 'trace_viewer', 'tensorflow_stats', 'memory_profile', 'kernel_stats']);
    expect([...node.querySelectorAll('.tbp-pt-rec .tbp-next-steps a[href^="http"]')].map((a) => a.href))
      .toEqual(['https://pytorch.org/docs/stable/amp.html']);
    expect(node.querySelector('.tbp-pt-rec a[href^="javascript"]')).toBeNull();
    expect(node.querySelector('.tbp-pt-verdict')).not.toBeNull();
  });

  it('names the environment as torch-tb-profiler does, and the badge its DataLoader verdict', () => {
    expect(pytorchEnvironmentRows(overview(block()).environment)).toEqual([
      ['Number of Worker(s)', '1'], ['Workers', 'worker0'], ['Device type', 'Nvidia GPU (Volta)'], ['Number of GPUs', '1']]);
    expect(inputBoundBadge({level: 'high', input_percent: 33.37, source: 'dataloader'}).textContent)
      .toBe('Input-bound: high · 33.4% of step time in DataLoader');
    expect(inputBoundBadge({level: 'high', input_percent: 33.37}).textContent)
      .toBe('Input-bound: high · 33.4% of step time waiting for input');
  });

  it('says in PyTorch terms that no operator was recorded (a GPU-only trace)', () => {
    const data = overview(block({gpu_only: true, whole_profile: true}));
    data.top_ops = {where: 'host', title: 'Top 10 PyTorch operations on Host', rows: []};
    const node = draw(data);
    expect(node.querySelector('.tbp-top-ops-empty').textContent).toMatch(/^No PyTorch operators with self time/);
    expect(node.textContent).not.toMatch(/TensorFlow|JAX/);
  });

  it('says so without GPU kernels, and without steps', () => {
    const cpu = block({has_gpu: false, gpus: [], categories: CATEGORIES.slice(3, 4).concat(CATEGORIES.slice(5))});
    const node = draw(overview(cpu));
    expect(node.querySelector('.tbp-gpu-summary').textContent).toMatch(/No GPU kernels/);
    expect(texts(node, '.tbp-pt-breakdown tbody tr td.tbp-breakdown-label')).toEqual(['Communication', 'DataLoader', 'CPU Exec', 'Other']);
    const none = draw(overview(block({rows: []})));
    expect(none.querySelector('.tbp-pt-avg').textContent).toBe('n/a');
    expect(none.querySelector('.tbp-pt-steps').textContent).toContain('No steps were measured.');
  });

  it('draws the stacked chart with category colours and a tooltip per step and for the average', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext() {
      return fakeContext(this);
    });
    const node = draw(overview(block()));
    const chart = Chart.getChart(node.querySelector('.tbp-pt-chart canvas'));
    expect(chart.data.labels).toEqual(['5', XSS, 'Average']);
    expect(chart.data.datasets.map((d) => d.backgroundColor)).toEqual(
      [STEP_CATEGORIES.device_compute, STEP_CATEGORIES.device_to_device, STEP_CATEGORIES.kernel_launch,
        STEP_CATEGORIES.input, STEP_CATEGORIES.host_compute, STEP_CATEGORIES.other]);
    const {callbacks, filter} = chart.options.plugins.tooltip;
    const item = (i, y) => ({dataIndex: i, parsed: {y}, dataset: {label: 'DataLoader'}});
    expect(callbacks.title([item(1, 400)])).toBe(`Step ${XSS}`);
    expect(callbacks.title([item(2, 300)])).toBe('Average step');
    expect(callbacks.label(item(1, 400))).toBe('DataLoader: 400 µs (20.00%)');
    expect(callbacks.footer([item(2, 300)])).toEqual(['Step time: 1,500 µs']);
    expect(filter({parsed: {y: 0}})).toBe(false);
    chart.destroy();
  });
});
