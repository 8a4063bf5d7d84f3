// @vitest-environment happy-dom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fakeContext} from '../components/fake_canvas.js';
import {
  averageStepText, environmentRows, groupNextSteps, nextStepNodes, render, summaryRows, toolHash, toolLink,
} from '../../src/tools/overview_page.js';
import {
  CATEGORY_COLORS, breakdownLegend, firstSentence, noStepsText, safeUrl, stepFooter, stepSeries, stepTimeChart,
} from '../../src/components/step_chart.js';

const XSS = '<img src=x onerror=alert(1)>';

const CATEGORIES = [
  ['device_compute', 'Device compute'], ['device_to_device', 'Device to device'],
  ['device_collectives', 'Device collective communication'], ['host_compute', 'Host compute'],
  ['kernel_launch', 'Kernel launch'], ['input', 'Input'], ['output', 'Output'], ['compile', 'Compilation'],
  ['other', 'All others'],
].map(([id, label]) => ({id, label}));
const TPU_CATEGORIES = [...CATEGORIES.slice(0, -1), {id: 'tc_idle', label: 'TensorCore idle'}, CATEGORIES.at(-1)];

function zeros(categories) {
  return Object.fromEntries(categories.map((c) => [c.id, 0]));
}

function stepsBlock(categories, rows) {
  const avg = zeros(categories);
  for (const r of rows) for (const c of categories) avg[c.id] += r.breakdown_ms[c.id] / rows.length;
  const times = rows.map((r) => r.step_time_ms);
  const mean = times.reduce((s, v) => s + v, 0) / (times.length || 1);
  return {
    source: rows.length ? 'host step markers `train` (step_num)' : '',
    has_device: categories.some((c) => c.id === 'tc_idle'),
    categories,
    rows,
    step_time: rows.length
      ? {count: rows.length, avg_ms: mean, stddev_ms: 0.5, min_ms: Math.min(...times), max_ms: Math.max(...times)}
      : {count: 0, avg_ms: 0, stddev_ms: 0, min_ms: 0, max_ms: 0},
    category_avg_ms: avg,
    category_stddev_ms: zeros(categories),
    category_percent: Object.fromEntries(categories.map((c) => [c.id, mean ? (100 * avg[c.id]) / mean : 0])),
    dropped: rows.length ? ['train 0', `train ${XSS}`] : [],
  };
}

function row(step, stepNum, breakdown, categories = CATEGORIES, cores = [null, null]) {
  const breakdown_ms = {...zeros(categories), ...breakdown};
  const total = Object.values(breakdown_ms).reduce((s, v) => s + v, 0);
  return {
    step, step_num: stepNum, start_ms: stepNum * 10, step_time_ms: total, breakdown_ms,
    input_percent: (100 * breakdown_ms.input) / total,
    input_percent_min_core: cores[0], input_percent_max_core: cores[1],
  };
}

function overview(steps, extra = {}) {
  const count = steps.step_time.count;
  return {
    steps,
    summary: {
      average_step_time_ms: steps.step_time.avg_ms, step_time_stddev_ms: steps.step_time.stddev_ms, num_steps: count,
      breakdown: steps.categories.map((c) => ({id: c.id, label: c.label, avg_ms: steps.category_avg_ms[c.id], percent: steps.category_percent[c.id]})),
      device_compute_precisions: null, device_idle_percent: null, host_idle_percent: 40,
    },
    input_bound: {level: 'low', input_percent: 2.5, statement: 'Your program is NOT input-bound because only 2.5% of the total step time sampled is waiting for input.'},
    top_ops: {where: 'host', title: 'Top 10 TensorFlow operations on Host', rows: [
      {self_time_percent: 60.25, cumulative_percent: 60.25, category: 'MatMul', name: 'dense/MatMul', flop_rate_gflops: null},
      {self_time_percent: 20, cumulative_percent: 80.25, category: 'Evil', name: XSS, flop_rate_gflops: 1.5},
    ]},
    environment: {host_count: 1, hosts: ['vm'], device_type: 'CPU', device_core_count: 0, batch_size: null, is_training: null},
    recommendations: {
      statement: 'Your program is NOT input-bound.', bottleneck: 'host',
      next_steps: [
        {kind: 'host', text: 'input_pipeline_analyzer (especially Section 3 for the breakdown of input operations on the Host)', tool: 'input_pipeline_analyzer', url: null},
        {kind: 'host', text: 'Look at the host threads on the timeline', tool: 'trace_viewer', url: null},
        {kind: 'device', text: 'memory_profile (not in this run)', tool: 'memory_profile', url: null},
        {kind: 'doc', text: 'Analyze tf.data performance with the TF Profiler', tool: null, url: 'https://www.tensorflow.org/guide/data_performance_analysis'},
        {kind: 'doc', text: 'A hostile link', tool: null, url: 'javascript:alert(1)'},
      ],
    },
    diagnostics: {info: [], warnings: [], errors: []},
    ...extra,
  };
}

const CPU_STEPS = stepsBlock(CATEGORIES, [
  row('train 1', 1, {host_compute: 0.4, input: 0.1, other: 3.5}),
  row(`train ${XSS}`, 2, {host_compute: 0.5, input: 0.05, other: 2.45}),
]);
const WITH_STEPS = overview(CPU_STEPS);
const NO_STEPS = overview(stepsBlock(CATEGORIES, []), {
  input_bound: {level: 'unknown', input_percent: 0, statement: 'No step time measured. Therefore we cannot tell where the performance bottleneck is.'},
  diagnostics: {info: ['Host trace level 2'], warnings: ['No step marker observed and hence the step time is unknown. This may happen if (1) training steps are not instrumented.'], errors: ['Something broke']},
});
const TPU_STEPS = stepsBlock(TPU_CATEGORIES, [
  row('1', 1, {device_compute: 8, input: 1, tc_idle: 1}, TPU_CATEGORIES, [5, 15]),
  row('2', 2, {device_compute: 9, input: 0.5, tc_idle: 0.5}, TPU_CATEGORIES, [2, 8]),
]);
const TPU = overview(TPU_STEPS, {
  environment: {host_count: 10, hosts: Array.from({length: 10}, (_, i) => `worker${i}`), device_type: 'TPU', device_core_count: 8, batch_size: 32, is_training: true},
});
TPU.summary.device_compute_precisions = {percent_16bit: 75, percent_32bit: 25};
TPU.summary.device_idle_percent = 12.5;
TPU.summary.host_idle_percent = null;
TPU.summary.mxu_utilization_percent = 42.5;

function draw(data, context = {}) {
  const node = document.createElement('div');
  document.body.append(node);
  render(node, {data, state: {run: 'run/1', host: 'vm', tool: 'overview_page'}, ...context});
  return node;
}

const texts = (node, selector) => [...node.querySelectorAll(selector)].map((n) => n.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('step chart parts', () => {
  it('keeps categories with time, in order, with fixed colours', () => {
    const series = stepSeries(CPU_STEPS);
    expect(series.map((s) => s.id)).toEqual(['host_compute', 'input', 'other']);
    expect(series[1]).toMatchObject({label: 'Input', values: [0.1, 0.05], color: CATEGORY_COLORS.input});
    expect(stepSeries(TPU_STEPS).map((s) => s.id)).toEqual(['device_compute', 'input', 'tc_idle']);
    expect(stepSeries(TPU_STEPS)[2].color).toBe(CATEGORY_COLORS.tc_idle);
  });

  it('describes a step in the tooltip footer', () => {
    expect(stepFooter(TPU_STEPS.rows[0])).toEqual(['Step time: 10 ms', 'Waiting for input: 10.0% (cores: 5.0% – 15.0%)']);
    expect(stepFooter(CPU_STEPS.rows[0])).toEqual(['Step time: 4 ms', 'Waiting for input: 2.5%']);
  });

  it('explains missing steps from the diagnostics', () => {
    expect(noStepsText(NO_STEPS.diagnostics)).toEqual(['No step marker observed and hence the step time is unknown.']);
    expect(firstSentence("No step marker observed, so the step time is unknown: the breakdown covers tf.profiler('train').")).toBe(
      'No step marker observed, so the step time is unknown.');
    expect(firstSentence('No steps')).toBe('No steps');
    expect(noStepsText({warnings: ['unrelated']})[0]).toMatch(/No steps were found/);
  });

  it('builds the Chart.js chart with category colours and a per-step tooltip', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext() {
      return fakeContext(this);
    });
    const {chart, element} = stepTimeChart(TPU_STEPS);
    document.body.append(element);
    expect(chart.data.labels).toEqual(['1', '2']);
    expect(chart.data.datasets.map((d) => d.label)).toEqual(['Device compute', 'Input', 'TensorCore idle']);
    expect(chart.data.datasets.map((d) => d.backgroundColor)).toEqual(
      [CATEGORY_COLORS.device_compute, CATEGORY_COLORS.input, CATEGORY_COLORS.tc_idle]);
    expect(chart.data.datasets[0].data).toEqual([8, 9]);
    const {callbacks, filter} = chart.options.plugins.tooltip;
    const item = {dataIndex: 1, parsed: {y: 0.5}, dataset: {label: 'Input'}};
    expect(callbacks.title([item])).toBe('2');
    expect(callbacks.label(item)).toBe('Input: 0.5 ms');
    expect(callbacks.footer([item])[0]).toBe('Step time: 10 ms');
    expect(filter({parsed: {y: 0}})).toBe(false);
    expect(chart.options.scales.y.title.text).toBe('Step time (ms)');
    chart.destroy();
  });

  it('shows a legend row per category with its average and share', () => {
    const table = breakdownLegend([{id: 'input', label: 'Input', avg_ms: 0.075, percent: 2.5}, {id: 'compile', label: 'Compilation', avg_ms: 0, percent: 0}]);
    expect(texts(table, 'tr')).toEqual(['Input0.075 ms2.5%', 'Compilation0 ms0.0%']);
    expect(table.querySelectorAll('tr.tbp-breakdown-zero')).toHaveLength(1);
  });

  it('links only http(s) URLs', () => {
    expect(safeUrl('https://www.tensorflow.org/guide')).toBe('https://www.tensorflow.org/guide');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<b>')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('overview_page view', () => {
  it('shows the summary, step graph, top ops, environment and next steps', () => {
    const node = draw(WITH_STEPS);
    const text = node.textContent;
    expect(texts(node, 'h2')).toEqual(['Overview']);
    expect(texts(node, '.tbp-card-title')).toEqual(
      ['Performance Summary', 'Step-time Graph', 'Top 10 TensorFlow operations on Host', 'Run Environment', 'Recommendation for Next Step']);
    // (4 + 3) / 2 ms per step; the breakdown lists every category with its mean.
    expect(node.querySelector('.tbp-summary-value').textContent).toBe('3.5 ms (σ 0.5 ms)');
    expect(text).toContain('over 2 steps');
    const legend = Object.fromEntries([...node.querySelectorAll('.tbp-breakdown tr')].map((tr) => [tr.dataset.category, tr.textContent]));
    expect(Object.keys(legend)).toEqual(CATEGORIES.map((c) => c.id));
    expect(legend.input).toBe('Input0.075 ms2.1%');
    expect(legend.host_compute).toBe('Host compute0.45 ms12.9%');
    expect(text).toContain('Host idle time40.0%');
    expect(text).not.toContain('Device idle time');
    expect(node.querySelector('.tbp-step-chart canvas')).not.toBeNull();
    expect(text).toContain('Steps from host step markers `train` (step_num).');
    // Top ops in the converter's order, percentages formatted.
    const cells = [...node.querySelectorAll('.tbp-top-ops tbody tr')].map((tr) => texts(tr, 'td'));
    expect(cells).toEqual([['60.3%', '60.3%', 'MatMul', 'dense/MatMul', ''], ['20.0%', '80.3%', 'Evil', XSS, '1.5']]);
    expect(Object.fromEntries(environmentRows(WITH_STEPS.environment))).toEqual(
      {'Number of hosts': '1', Hosts: 'vm', 'Device type': 'CPU', 'Number of device cores': '0', Training: 'Unknown'});
    expect(node.querySelector('.tbp-level-low').textContent).toBe('Input-bound: low · 2.5% of step time waiting for input');
    expect(text).toContain('Your program is NOT input-bound because only 2.5%');
    expect(texts(node, '.tbp-next-steps > .tbp-summary-sub')).toEqual(
      ['Next steps for reducing the Host time', 'Next steps for reducing the Device time', 'Other useful resources']);
  });

  it('renders hostile names as text', () => {
    const node = draw(WITH_STEPS);
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain(XSS);
    // A step name reaches the DOM in the dropped-steps note: as text.
    expect(node.querySelector('.tbp-steps-source').textContent).toContain(`train ${XSS}`);
    expect(node.querySelectorAll('[onerror]')).toHaveLength(0);
  });

  it('without steps: says why instead of an empty chart and shows the rest', () => {
    const node = draw(NO_STEPS);
    expect(node.querySelector('canvas')).toBeNull();
    const empty = node.querySelector('.tbp-steps-empty');
    expect(empty.textContent).toContain('No step-time graph');
    expect(empty.textContent).toContain('No step marker observed');
    // Errors first and prominent, then warnings; info as help text.
    expect(texts(node, '.tbp-diagnostics > p')).toEqual(['Something broke', NO_STEPS.diagnostics.warnings[0], 'Host trace level 2']);
    expect(node.querySelector('.tbp-diagnostic-error').textContent).toBe('Something broke');
    expect(node.querySelector('.tbp-summary-value').textContent).toBe('n/a');
    expect(node.querySelector('.tbp-breakdown')).toBeNull();
    expect(node.querySelectorAll('.tbp-top-ops tbody tr')).toHaveLength(2);
    expect(node.textContent).toContain('Input-bound: unknown');
    expect(node.textContent).toContain('No step time measured');
    expect(averageStepText(NO_STEPS.summary)).toBe('n/a');
  });

  it('shows device precisions, idle time, TensorCore idle and the environment of a TPU run', () => {
    const node = draw(TPU);
    const rows = Object.fromEntries(summaryRows(TPU.summary));
    expect(rows).toEqual({'Device compute 16-bit': '75.0%', 'Device compute 32-bit': '25.0%', 'Device idle time': '12.5%',
      'MXU utilization': '42.5%'});
    expect(node.textContent).toContain('Device idle time12.5%');
    expect(Object.fromEntries(summaryRows({...TPU.summary, device_duty_cycle_percent: 86.5245}))['Device duty cycle'])
      .toBe('86.5%');
    expect(node.querySelector('.tbp-breakdown tr[data-category=tc_idle]').textContent).toBe('TensorCore idle0.75 ms7.5%');
    const env = Object.fromEntries(environmentRows(TPU.environment));
    expect(env).toMatchObject({'Number of hosts': '10', 'Device type': 'TPU', 'Number of device cores': '8', 'Batch size': '32', Training: 'Yes'});
    expect(env.Hosts).toBe('worker0, worker1, worker2, worker3, worker4, worker5, worker6, worker7, … (2 more)');
  });

  it('turns next steps into tool links and safe external links', () => {
    const select = document.createElement('select');
    select.id = 'tbp-tool';
    for (const [value, disabled] of [['overview_page', false], ['input_pipeline_analyzer', false], ['trace_viewer', false], ['memory_profile', true]]) {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = value;
      o.disabled = disabled;
      if (disabled) o.title = 'no memory allocator events';
      select.append(o);
    }
    select.value = 'overview_page';
    document.body.append(select);
    const changes = [];
    select.addEventListener('change', () => changes.push(select.value));
    const node = draw(WITH_STEPS);

    const links = [...node.querySelectorAll('a.tbp-tool-link')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['input_pipeline_analyzer', '#run=run%2F1&tool=input_pipeline_analyzer&host=vm'],
      ['Look at the host threads on the timeline', '#run=run%2F1&tool=trace_viewer&host=vm'],
    ]);
    // The tool name inside the text is the link, the rest stays text around it.
    expect(links[0].parentElement.textContent).toBe(WITH_STEPS.recommendations.next_steps[0].text);
    links[0].click();
    expect(changes).toEqual(['input_pipeline_analyzer']);
    // A tool this run cannot show is not a link.
    const unavailable = node.querySelector('.tbp-tool-unavailable');
    expect(unavailable.textContent).toBe('memory_profile (not available for this run)');
    expect(unavailable.title).toBe('no memory allocator events');
    // URLs: a new tab without opener; a javascript: URL is plain text.
    const external = [...node.querySelectorAll('a.tbp-external')];
    expect(external).toHaveLength(1);
    expect(external[0].textContent).toBe('Analyze tf.data performance with the TF Profiler');
    expect(external[0].getAttribute('href')).toBe('https://www.tensorflow.org/guide/data_performance_analysis');
    expect(external[0].getAttribute('target')).toBe('_blank');
    expect(external[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect([...node.querySelectorAll('a')].some((a) => a.getAttribute('href').startsWith('javascript'))).toBe(false);
    expect(node.textContent).toContain('A hostile link');
  });

  it('shows a whole-profile pseudo-step as a breakdown, not as a step-time graph', () => {
    const steps = {...stepsBlock(CATEGORIES, [row('whole profile', null, {host_compute: 0.48, other: 0.38})]), whole_profile: true, source: '', dropped: []};
    const data = overview(steps, {diagnostics: {info: [], errors: [], warnings: ['No step marker observed, so the step time is unknown: the breakdown below covers the whole profile.']}});
    data.summary.num_steps = 0;
    const node = draw(data);
    expect(node.querySelector('canvas')).toBeNull();
    expect(node.querySelector('.tbp-steps-empty').textContent).toContain('No step marker observed');
    expect(node.querySelector('.tbp-summary-value').textContent).toBe('n/a');
    expect(node.textContent).toContain('Time breakdown of the whole profile (no steps)');
    expect(node.querySelector('.tbp-breakdown tr[data-category=host_compute]').textContent).toBe('Host compute0.48 ms55.8%');
  });

  it('links the tool name of a "Name: what it shows" next step', () => {
    const nodes = nextStepNodes({kind: 'host', text: 'Trace viewer: what each host thread does.', tool: 'trace_viewer'}, {state: {run: 'r'}});
    expect(nodes[0].tagName).toBe('A');
    expect(nodes[0].textContent).toBe('Trace viewer');
    expect(nodes[1]).toBe(': what each host thread does.');
  });

  it('uses the shell\'s selectTool when the context offers one', () => {
    const chosen = [];
    const link = toolLink('trace_viewer', 'trace', {state: {run: 'r'}, selectTool: (t) => chosen.push(t)});
    document.body.append(link);
    link.click();
    expect(chosen).toEqual(['trace_viewer']);
    expect(toolHash('trace_viewer', {run: 'r', host: ''})).toBe('run=r&tool=trace_viewer');
    const nodes = nextStepNodes({kind: 'host', text: 'Open the trace', tool: 'trace_viewer'}, {state: {}});
    expect(nodes).toHaveLength(1);
    expect(nodes[0].textContent).toBe('Open the trace');
    expect(groupNextSteps([{kind: 'doc', text: 'a'}, {kind: 'host', text: 'b'}, {kind: 'doc', text: 'c'}]).map((g) => [g.kind, g.items.length]))
      .toEqual([['doc', 2], ['host', 1]]);
  });
});
