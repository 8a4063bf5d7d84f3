// overview_page: how the program performed while profiled — performance
// summary (average step time and its breakdown), the step-time graph, the top
// 10 ops, the run environment and recommended next steps
// (tools/overview_page.py documents the JSON). Every string from the profile
// or the converter is plain text. A PyTorch run (`gpu_step_breakdown`) shows
// torch-tb-profiler's view instead of the XProf step summary, with the DataLoader verdict.
// Compared with a baseline run (`comparison`), overview_compare.js's part
// comes first: the verdict, step-time numbers, both breakdowns and step times.

import {el} from '../lib/dom.js';
import {fileStem, formatMs, formatNumber, formatPercent, formatUs} from '../lib/format.js';
import {dataTable} from '../components/table.js';
import {card, keyValueCard} from '../components/card.js';
import {stackedColumnChart} from '../components/charts.js';
import {
  PYTORCH_COLORS, breakdownFromSteps, breakdownLegend, diagnosticsBlock, externalLink, hasSteps, stepTimeChart, stepsNote,
} from '../components/step_chart.js';
import {renderComparison} from './overview_compare.js';
import './overview_page.css';

export const allHosts = true;

const NEXT_STEP_HEADINGS = {
  input: 'Next steps for reducing the Input time',
  host: 'Next steps for reducing the Host time',
  device: 'Next steps for reducing the Device time',
  doc: 'Other useful resources',
};
const MAX_HOSTS_LISTED = 8;

/** `run=..&tool=..&host=..`: the app's URL state for `tool` on the same run and host (and `params` of that tool). */
export function toolHash(tool, state = {}, params = {}) {
  const entries = [['run', state.run], ['tool', tool], ['host', state.host], ...Object.entries(params || {})]
    .filter(([, v]) => v !== undefined && v !== null && v !== '');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/**
 * A link that opens `tool` for the same run and host. The app shell switches
 * tools when its Tools selector changes, so a click drives that selector (in
 * TensorBoard's iframe the hash is not the app's state). A tool the run cannot
 * show is plain text with the reason. `selectTool(tool)` in the view context,
 * when the shell offers one, is used first. `params`: that tool's parameters
 * (`module`, `node`...), in the link's hash and given to `selectTool`.
 */
export function toolLink(tool, text, {state = {}, selectTool, root = document, params = null} = {}) {
  const select = root.querySelector ? root.querySelector('select#tbp-tool') : null;
  const option = select ? [...select.options].find((o) => o.value === tool) : null;
  if (option && option.disabled) {
    return el('span', {class: 'tbp-tool-unavailable', title: option.title || null, text: `${text} (not available for this run)`});
  }
  return el('a', {
    class: 'tbp-tool-link',
    href: `#${toolHash(tool, state, params)}`,
    dataset: {tool},
    text,
    on: {
      click(event) {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (selectTool) {
          event.preventDefault();
          if (params) selectTool(tool, params);
          else selectTool(tool);
        } else if (select && option && !params) {
          event.preventDefault();
          select.value = tool;
          select.dispatchEvent(new Event('change'));
        }
        // Otherwise the hash changes, which the standalone app follows.
      },
    },
  });
}

// "Trace viewer: what each host thread does": the name before the colon is the link.
const NAMED_STEP = /^([^:]{1,60}):\s/;

/**
 * One next step as nodes. The link is the tool's name where the text has it
 * (`input_pipeline_analyzer (...)` or `Input pipeline analyzer: ...`), else
 * the whole text.
 */
export function nextStepNodes(step, context) {
  const text = step.text || step.tool || step.url || '';
  if (step.tool) {
    const at = text.indexOf(step.tool);
    if (at >= 0) {
      return [text.slice(0, at), toolLink(step.tool, step.tool, context), text.slice(at + step.tool.length)].filter(Boolean);
    }
    const named = NAMED_STEP.exec(text);
    if (named) return [toolLink(step.tool, named[1], context), text.slice(named[1].length)];
    return [toolLink(step.tool, text, context)];
  }
  if (step.url) return [externalLink(step.url, text)];
  return [text];
}

/** Next steps grouped by kind, groups in order of first appearance. */
export function groupNextSteps(steps = []) {
  const groups = new Map();
  for (const step of steps) {
    const kind = step.kind || 'doc';
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(step);
  }
  return [...groups.entries()].map(([kind, items]) => ({kind, heading: NEXT_STEP_HEADINGS[kind] || 'Next steps', items}));
}

/** The run environment as label/value rows (an unknown batch size is left out). */
export function environmentRows(env = {}) {
  const hosts = env.hosts || [];
  const listed = hosts.slice(0, MAX_HOSTS_LISTED).join(', ')
    + (hosts.length > MAX_HOSTS_LISTED ? `, … (${formatNumber(hosts.length - MAX_HOSTS_LISTED)} more)` : '');
  const rows = [
    ['Number of hosts', formatNumber(env.host_count ?? hosts.length)],
    ['Hosts', listed],
    ['Device type', env.device_type || ''],
    ['Number of device cores', formatNumber(env.device_core_count ?? 0)],
  ];
  if (env.batch_size !== null && env.batch_size !== undefined) rows.push(['Batch size', formatNumber(env.batch_size)]);
  // null: no XLA program recorded, so nothing tells training from inference.
  if (env.is_training !== undefined) {
    rows.push(['Training', env.is_training === null ? 'Unknown' : (env.is_training ? 'Yes' : 'No')]);
  }
  return rows;
}

/** The summary's extra rows: precisions and idle shares, when known. */
export function summaryRows(summary = {}) {
  const rows = [];
  const p = summary.device_compute_precisions;
  if (p) {
    rows.push(['Device compute 16-bit', formatPercent(p.percent_16bit ?? 0, 1)]);
    rows.push(['Device compute 32-bit', formatPercent(p.percent_32bit ?? 0, 1)]);
  }
  // TPU: the share of the chips' time with ops running (XProf's duty cycle).
  if (summary.device_duty_cycle_percent !== null && summary.device_duty_cycle_percent !== undefined) {
    rows.push(['Device duty cycle', formatPercent(summary.device_duty_cycle_percent, 1)]);
  }
  if (summary.device_idle_percent !== null && summary.device_idle_percent !== undefined) {
    rows.push(['Device idle time', formatPercent(summary.device_idle_percent, 1)]);
  }
  if (summary.host_idle_percent !== null && summary.host_idle_percent !== undefined) {
    rows.push(['Host idle time', formatPercent(summary.host_idle_percent, 1)]);
  }
  if (summary.mxu_utilization_percent !== null && summary.mxu_utilization_percent !== undefined) {
    rows.push(['MXU utilization', formatPercent(summary.mxu_utilization_percent, 1)]);
  }
  return rows;
}

/** "3.26 ms (σ 0.55 ms)", or "n/a" with no steps. */
export function averageStepText(summary = {}, steps = {}) {
  if (!summary.num_steps || steps.whole_profile) return 'n/a';
  return `${formatMs(summary.average_step_time_ms)} (σ ${formatMs(summary.step_time_stddev_ms)})`;
}

/**
 * "Input-bound: high · 30.0% of step time waiting for input" (levels as the converter names
 * them, by the thresholds of analysis/steps.py); a PyTorch run's verdict (`source: dataloader`)
 * says "in DataLoader". "potential" is the converter's verdict on the "All others" share
 * (I/O, Python), not on the input share: the badge gives that share (`steps.category_percent`).
 */
export function inputBoundBadge(inputBound, steps = {}) {
  const level = String(inputBound?.level || 'unknown');
  const what = inputBound?.source === 'dataloader' ? 'in DataLoader' : 'waiting for input';
  const others = steps?.category_percent?.other;
  let text = `Input-bound: ${level} · ${formatPercent(inputBound?.input_percent ?? 0, 1)} of step time ${what}`;
  if (level === 'unknown') text = 'Input-bound: unknown';
  else if (level === 'potential') {
    text = typeof others === 'number' ? `Input-bound: potential · ${formatPercent(others, 1)} of step time in All others (I/O, Python)`
      : 'Input-bound: potential (All others: I/O, Python)';
  }
  return el('span', {class: `tbp-level tbp-level-${level.replace(/[^\w-]/g, '')}`, text,
    title: inputBound?.statement || undefined});
}

function performanceSummary(data) {
  const summary = data.summary || {};
  const steps = data.steps || {};
  const breakdown = summary.breakdown && summary.breakdown.length ? summary.breakdown : breakdownFromSteps(steps);
  const stepCount = hasSteps(steps) ? (summary.num_steps ?? steps.step_time?.count ?? 0) : 0;
  const head = el('div', {class: 'tbp-summary-head'},
    el('div', {class: 'tbp-summary-label', text: 'Average step time'}),
    el('div', {class: 'tbp-summary-value', text: averageStepText(summary, steps)}),
    el('div', {class: 'tbp-help', text: stepCount ? `over ${formatNumber(stepCount)} step${stepCount === 1 ? '' : 's'}` : 'no steps measured'}));
  const extra = summaryRows(summary);
  // Without steps a whole-profile breakdown may still come: show it as such.
  const showBreakdown = stepCount > 0 || (steps.whole_profile && breakdown.some((b) => b.avg_ms > 0));
  return card({title: 'Performance Summary'},
    head,
    showBreakdown ? el('div', {class: 'tbp-summary-sub', text: stepCount ? 'Step-time breakdown (average per step)' : 'Time breakdown of the whole profile (no steps)'}) : null,
    showBreakdown ? breakdownLegend(breakdown) : null,
    extra.length ? el('dl', {class: 'tbp-kv tbp-summary-extra'}, extra.flatMap(([k, v]) => [
      el('dt', {class: 'tbp-kv-label', text: k}), el('dd', {class: 'tbp-kv-value', text: v})])) : null).element;
}

function stepGraph(data) {
  const steps = data.steps || {};
  const chart = stepTimeChart(steps, {diagnostics: data.diagnostics});
  return card({title: 'Step-time Graph', subtitle: hasSteps(steps) ? 'Step time per step, by category (ms)' : null},
    chart.element, stepsNote(steps)).element;
}

/**
 * No framework ops: where the time is instead. A JAX program on CPU records
 * XLA ops only, which op_profile and hlo_stats show (not trace_viewer's wall of events).
 */
export function noTopOpsNote(where, context = {}, pytorch = false) {
  if (pytorch) {
    return el('p', {class: 'tbp-help tbp-top-ops-empty'},
      `No PyTorch operators with self time were recorded on the ${where || 'host'} in this profile `
      + '(a trace of GPU activity only records none: profile with ProfilerActivity.CPU too).');
  }
  // The run's tool availability, as the shell got it from run_tools (the view context).
  const offered = new Set((context.tools || []).filter((t) => t.available).map((t) => t.name));
  const xla = ['op_profile', 'hlo_stats'].filter((t) => offered.has(t));
  return el('p', {class: 'tbp-help tbp-top-ops-empty'},
    `No TensorFlow or JAX ops with self time were recorded on the ${where || 'host'} in this profile.`,
    xla.length ? [' Its time is in XLA ops (a JAX program on CPU records only those): see ',
      ...xla.flatMap((t, i) => [i ? ' and ' : '', toolLink(t, t, context)]).filter(Boolean), '.'] : null);
}

function topOpsTable(data, state, context = {}) {
  const top = data.top_ops || {rows: []};
  const columns = [
    {id: 'self_time_percent', label: 'Time (%)', type: 'number', format: (v) => formatPercent(v, 1)},
    {id: 'cumulative_percent', label: 'Cumulative time (%)', type: 'number', format: (v) => formatPercent(v, 1)},
    {id: 'category', label: 'Category', type: 'string'},
    {id: 'name', label: 'Operation', type: 'string'},
    {id: 'flop_rate_gflops', label: 'FLOP rate (GFLOP/s)', type: 'number', format: (v) => (v === null || v === undefined ? '' : formatNumber(v, 2))},
  ];
  const rows = (top.rows || []).map((r) => columns.map((c) => r[c.id] ?? null));
  const table = dataTable({
    columns,
    rows,
    pageSize: 10,
    filterPlaceholder: 'Filter by operation or category',
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'overview_top_ops')}.csv`,
  });
  table.element.classList.add('tbp-top-ops');
  const note = rows.length ? null : noTopOpsNote(top.where, context, Boolean(data.gpu_step_breakdown));
  return card({title: top.title || 'Top 10 operations'}, note, table.element).element;
}

/**
 * The recommendation's sentences, each once: the converter's recommendation
 * begins with the input-bound statement and may add where the time goes, so
 * the input-bound statement alone is left out when the recommendation holds it.
 */
export function recommendationStatements(data = {}) {
  const bound = data.input_bound?.statement || '';
  const rec = data.recommendations?.statement || '';
  if (bound && rec.includes(bound)) return [rec];
  return [bound, rec].filter(Boolean);
}

function recommendation(data, context) {
  const rec = data.recommendations || {};
  const statements = recommendationStatements(data);
  const groups = groupNextSteps(rec.next_steps);
  return card({title: 'Recommendation for Next Step'},
    el('div', {class: 'tbp-rec-head'}, inputBoundBadge(data.input_bound, data.steps),
      rec.bottleneck && rec.bottleneck !== 'unknown' ? el('span', {class: 'tbp-help', text: `Bottleneck: ${rec.bottleneck}`}) : null),
    statements.map((s) => el('p', {class: 'tbp-statement', text: s})),
    groups.map((g) => el('div', {class: 'tbp-next-steps', dataset: {kind: g.kind}},
      el('div', {class: 'tbp-summary-sub', text: g.heading}),
      el('ul', {}, g.items.map((step) => el('li', {}, nextStepNodes(step, context))))))).element;
}

function classed(node, name) {
  node.classList.add(name);
  return node;
}

export function render(container, {data, comparison = null, state = {}, selectTool, tools = []} = {}) {
  const context = {state, selectTool, tools, root: container.ownerDocument || document};
  container.classList.add('tbp-overview');
  container.append(el('h2', {text: 'Overview'}));
  if (comparison) renderComparison(container, comparison);
  const diagnostics = diagnosticsBlock(data.diagnostics);
  if (diagnostics) container.append(diagnostics);
  if (data.gpu_step_breakdown) {
    renderPytorch(container, data, state, context);
    return;
  }
  // Summary beside the graph; the top ops at full width (long op names);
  // the short environment card beside the recommendation.
  const environment = keyValueCard({title: 'Run Environment', rows: environmentRows(data.environment)}).element;
  container.append(
    el('div', {class: 'tbp-chart-row tbp-ov-row'}, classed(performanceSummary(data), 'tbp-ov-narrow'), classed(stepGraph(data), 'tbp-ov-wide')),
    el('div', {class: 'tbp-ov-row'}, topOpsTable(data, state, context)),
    el('div', {class: 'tbp-chart-row tbp-ov-row tbp-ov-top'}, classed(environment, 'tbp-ov-narrow'), classed(recommendation(data, context), 'tbp-ov-wide')));
}

// ---- PyTorch runs: torch-tb-profiler's step-time breakdown ----


/** "1,234.567 µs" (the converter's µs, 3 decimals). */
export function formatStepUs(us) {
  return formatUs(us, 3);
}

/** One chart series per category non-zero somewhere; the last column is the average step. */
export function pytorchSeries(block = {}) {
  const rows = block.rows || [];
  const avg = block.average?.breakdown_us || {};
  return (block.categories || []).flatMap((c) => {
    const values = [...rows.map((r) => Number(r.breakdown_us?.[c.id]) || 0), Number(avg[c.id]) || 0];
    if (!values.some((v) => v > 0)) return [];
    return [{id: c.id, label: c.label, values, color: PYTORCH_COLORS[c.id]}];
  });
}

/** label/value rows of one GPU, as torch-tb-profiler's GPU Summary lists them. */
export function gpuRows(gpu = {}) {
  const pct = (v) => (v === null || v === undefined ? null : formatPercent(v, 2)); // one percent format in every view
  return [
    ['Name', gpu.name], ['Memory', gpu.memory_gb === null || gpu.memory_gb === undefined ? null : `${gpu.memory_gb} GB`],
    ['Compute Capability', gpu.compute_capability], ['SMs', gpu.sm_count],
    ['GPU Utilization', pct(gpu.utilization_percent)], ['Est. SM Efficiency', pct(gpu.sm_efficiency_percent)],
    ['Est. Achieved Occupancy', pct(gpu.occupancy_percent)],
    ['Kernel Time using Tensor Cores', pct(gpu.tensor_core_percent)],
  ].filter(([, v]) => v !== null && v !== undefined && v !== '');
}

function gpuSummary(block) {
  const gpus = block.gpus || [];
  const several = (block.hosts || []).length > 1;
  const body = gpus.length ? gpus.map((g) => el('div', {class: 'tbp-gpu'},
    el('div', {class: 'tbp-summary-sub', text: several ? `GPU ${g.device_id} (${g.host})` : `GPU ${g.device_id}`}),
    el('dl', {class: 'tbp-kv'}, gpuRows(g).flatMap(([k, v]) => [
      el('dt', {class: 'tbp-kv-label', text: k}), el('dd', {class: 'tbp-kv-value', text: String(v)})]))))
    : el('p', {class: 'tbp-help', text: 'No GPU kernels in this profile: nothing ran on a GPU while it was captured.'});
  const node = card({title: 'GPU Summary'}, body).element;
  node.classList.add('tbp-gpu-summary');
  return node;
}

function pytorchPerformance(block) {
  const avg = block.average || {};
  const steps = (block.rows || []).length;
  const rows = (block.categories || []).map((c) => el('tr', {dataset: {category: c.id}, class: (avg.breakdown_us?.[c.id] || 0) > 0 ? null : 'tbp-breakdown-zero'},
    el('td', {}, el('span', {class: 'tbp-swatch', style: {background: PYTORCH_COLORS[c.id]}, 'aria-hidden': 'true'})),
    el('td', {class: 'tbp-breakdown-label', text: c.label}),
    el('td', {class: 'tbp-num', text: formatStepUs(avg.breakdown_us?.[c.id] ?? 0)}),
    el('td', {class: 'tbp-num', text: formatPercent(avg.percent?.[c.id] ?? 0, 2)})));
  const node = card({title: 'Performance Summary'},
    el('div', {class: 'tbp-summary-head'},
      el('div', {class: 'tbp-summary-label', text: 'Average step time'}),
      el('div', {class: 'tbp-summary-value tbp-pt-avg', text: steps ? formatStepUs(avg.step_time_us) : 'n/a'}),
      el('div', {class: 'tbp-help', text: steps ? `over ${formatNumber(steps)} step${steps === 1 ? '' : 's'}` : 'no steps measured'})),
    el('table', {class: 'tbp-breakdown tbp-pt-breakdown'},
      el('thead', {}, el('tr', {}, el('th', {}), el('th', {text: 'Category'}), el('th', {class: 'tbp-num', text: 'Time'}), el('th', {class: 'tbp-num', text: '%'}))),
      el('tbody', {}, rows))).element;
  node.classList.add('tbp-pt-summary');
  return node;
}

function pytorchChart(block) {
  const rows = block.rows || [];
  const series = pytorchSeries(block);
  const view = stackedColumnChart({
    labels: [...rows.map((r) => r.step), 'Average'],
    series,
    yLabel: 'Step time (µs)',
    format: (v) => formatNumber(v, 0),
    height: 300,
    title: 'Step time breakdown',
  });
  if (view.chart) {
    const chart = view.chart;
    chart.options.plugins.title.display = false; // the card has the title
    series.forEach((s, i) => { chart.data.datasets[i].backgroundColor = s.color; });
    const tooltip = chart.options.plugins.tooltip;
    tooltip.filter = (item) => item.parsed.y > 0;
    const total = (i) => (i < rows.length ? rows[i].step_time_us : block.average?.step_time_us);
    tooltip.callbacks.title = (items) => (items.length ? (items[0].dataIndex < rows.length ? `Step ${rows[items[0].dataIndex].step}` : 'Average step') : '');
    tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${formatStepUs(ctx.parsed.y)} (${formatPercent((100 * ctx.parsed.y) / (total(ctx.dataIndex) || 1), 2)})`;
    tooltip.callbacks.footer = (items) => (items.length ? [`Step time: ${formatStepUs(total(items[0].dataIndex))}`] : []);
    chart.update('none');
  }
  view.element.classList.add('tbp-step-chart', 'tbp-pt-chart');
  const notes = (block.notes || []).map((t) => el('p', {class: 'tbp-help tbp-pt-note', text: t}));
  const node = card({title: 'Step Time Breakdown', subtitle: 'Time of each step and of the average step, by category (µs)'},
    rows.length ? view.element : el('p', {class: 'tbp-help', text: 'No steps were measured.'}), notes).element;
  node.classList.add('tbp-pt-steps');
  return node;
}

function pytorchStepTable(block, state) {
  const categories = block.categories || [];
  const fmt = (v) => formatNumber(v, 3);
  const columns = [
    {id: 'step', label: 'Step', type: 'string'},
    ...categories.map((c) => ({id: c.id, label: `${c.label} (µs)`, type: 'number', format: fmt})),
    {id: 'step_time_us', label: 'Step time (µs)', type: 'number', format: fmt},
  ];
  const rows = (block.rows || []).map((r) => [r.step, ...categories.map((c) => r.breakdown_us?.[c.id] ?? 0), r.step_time_us]);
  const table = dataTable({
    columns, rows, pageSize: 20, filterPlaceholder: 'Filter by step',
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'overview_steps')}.csv`,
  });
  table.element.classList.add('tbp-pt-step-table');
  return card({title: 'Steps'}, table.element).element;
}

/** A PyTorch run's environment, as torch-tb-profiler's card names it (and the hosts). */
export function pytorchEnvironmentRows(env = {}) {
  const rows = environmentRows(env).filter(([k]) => !['Number of hosts', 'Batch size', 'Training'].includes(k));
  return [['Number of Worker(s)', formatNumber(env.worker_count ?? env.host_count ?? 0)],
    ...rows.map(([k, v]) => [k === 'Hosts' ? 'Workers' : k === 'Number of device cores' ? 'Number of GPUs' : k, v])];
}

/** The recommendation card: the DataLoader verdict, where the step goes, torch-tb-profiler's rules, next steps. */
function pytorchRecommendation(data, block, context) {
  const rec = block.recommendation || {};
  const next = data.recommendations || {};
  // A rule about the category the recommendation already names says the same: left out.
  const hints = (block.hints || []).filter((h) => !rec.try || h.rule !== rec.category);
  const node = card({title: 'Recommendation for Next Step'},
    el('div', {class: 'tbp-rec-head'}, inputBoundBadge(data.input_bound),
      next.bottleneck && next.bottleneck !== 'unknown' ? el('span', {class: 'tbp-help', text: `Bottleneck: ${next.bottleneck}`}) : null),
    next.statement ? el('p', {class: 'tbp-statement tbp-pt-verdict', text: next.statement}) : null,
    rec.statement ? el('p', {class: 'tbp-statement tbp-pt-statement', text: rec.statement}) : null,
    rec.try ? el('p', {class: 'tbp-pt-try'}, el('strong', {text: 'Try: '}), rec.try, ' ',
      rec.url ? externalLink(rec.url, 'PyTorch documentation') : null) : null,
    hints.length ? el('ul', {class: 'tbp-pt-hints'}, hints.map((h) => el('li', {dataset: {rule: h.rule || ''}, text: h.text ?? String(h)}))) : null,
    groupNextSteps(next.next_steps).map((g) => el('div', {class: 'tbp-next-steps', dataset: {kind: g.kind}},
      el('div', {class: 'tbp-summary-sub', text: g.heading}),
      el('ul', {}, g.items.map((step) => el('li', {}, nextStepNodes(step, context))))))).element;
  node.classList.add('tbp-pt-rec');
  return node;
}

/** A PyTorch run: torch-tb-profiler's cards, the DataLoader verdict and PyTorch's next steps. */
function renderPytorch(container, data, state, context) {
  const block = data.gpu_step_breakdown;
  const environment = keyValueCard({title: 'Run Environment', rows: pytorchEnvironmentRows(data.environment)}).element;
  container.append(
    el('div', {class: 'tbp-chart-row tbp-ov-row'}, classed(pytorchPerformance(block), 'tbp-ov-narrow'), classed(pytorchChart(block), 'tbp-ov-wide')),
    el('div', {class: 'tbp-chart-row tbp-ov-row tbp-ov-top'}, classed(gpuSummary(block), 'tbp-ov-narrow'), classed(pytorchRecommendation(data, block, context), 'tbp-ov-wide')),
    el('div', {class: 'tbp-ov-row'}, pytorchStepTable(block, state)),
    el('div', {class: 'tbp-ov-row'}, topOpsTable(data, state, context)),
    el('div', {class: 'tbp-chart-row tbp-ov-row tbp-ov-top'}, classed(environment, 'tbp-ov-narrow'),
      el('p', {class: 'tbp-help tbp-ov-wide tbp-pt-why', text: 'A PyTorch profile: the step time is broken down as torch-tb-profiler does '
        + '(GPU kernels, copies, communication, CUDA runtime, DataLoader, CPU operators), and the input verdict reads '
        + 'the DataLoader\'s share of it.'})));
}
