// overview_page: how the program performed while profiled — performance
// summary (average step time and its breakdown), the step-time graph, the top
// 10 ops, the run environment and recommended next steps
// (tools/overview_page.py documents the JSON). Every string from the profile
// or the converter is plain text.

import {el} from '../lib/dom.js';
import {fileStem, formatMs, formatNumber, formatPercent} from '../lib/format.js';
import {dataTable} from '../components/table.js';
import {card, keyValueCard} from '../components/card.js';
import {
  breakdownFromSteps, breakdownLegend, diagnosticsBlock, externalLink, hasSteps, stepTimeChart, stepsNote,
} from '../components/step_chart.js';
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

/** "Input-bound: high · 30.0% of step time waiting for input" (levels as the converter names them). */
export function inputBoundBadge(inputBound) {
  const level = String(inputBound?.level || 'unknown');
  const text = level === 'unknown' ? 'Input-bound: unknown'
    : `Input-bound: ${level} · ${formatPercent(inputBound.input_percent ?? 0, 1)} of step time waiting for input`;
  return el('span', {class: `tbp-level tbp-level-${level.replace(/[^\w-]/g, '')}`, text});
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

function topOpsTable(data, state) {
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
  const note = rows.length ? null
    : el('p', {class: 'tbp-help', text: `No TensorFlow or JAX ops with self time were recorded on the ${top.where || 'host'} in this profile.`});
  return card({title: top.title || 'Top 10 operations'}, note, table.element).element;
}

function recommendation(data, context) {
  const rec = data.recommendations || {};
  const statements = [data.input_bound?.statement, rec.statement].filter((s, i, all) => s && all.indexOf(s) === i);
  const groups = groupNextSteps(rec.next_steps);
  return card({title: 'Recommendation for Next Step'},
    el('div', {class: 'tbp-rec-head'}, inputBoundBadge(data.input_bound),
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

export function render(container, {data, state = {}, selectTool} = {}) {
  const context = {state, selectTool, root: container.ownerDocument || document};
  container.classList.add('tbp-overview');
  container.append(el('h2', {text: 'Overview'}));
  const diagnostics = diagnosticsBlock(data.diagnostics);
  if (diagnostics) container.append(diagnostics);
  // Summary beside the graph; the top ops at full width (long op names);
  // the short environment card beside the recommendation.
  const environment = keyValueCard({title: 'Run Environment', rows: environmentRows(data.environment)}).element;
  container.append(
    el('div', {class: 'tbp-chart-row tbp-ov-row'}, classed(performanceSummary(data), 'tbp-ov-narrow'), classed(stepGraph(data), 'tbp-ov-wide')),
    el('div', {class: 'tbp-ov-row'}, topOpsTable(data, state)),
    el('div', {class: 'tbp-chart-row tbp-ov-row tbp-ov-top'}, classed(environment, 'tbp-ov-narrow'), classed(recommendation(data, context), 'tbp-ov-wide')));
}
