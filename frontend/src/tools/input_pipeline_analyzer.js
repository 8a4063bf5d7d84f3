// input_pipeline_analyzer: is the program input-bound, and where does input
// time go — Section 1 summary, Section 2 device side (step-time graph, step
// time and input-wait statistics, input % per step), Section 3 host side
// (input time by category, recommendations) and the Input Op statistics table
// (tools/input_pipeline.py documents the JSON). Profile text stays text.
// A PyTorch run (`pytorch`): the DataLoader verdict, DataLoader time per step and
// the DataLoader operators instead (no tf.data there).
// Compared with a baseline run (`comparison`): the comparison's header and the
// compared input op table first, then the new run's sections.

import {el} from '../lib/dom.js';
import {fileStem, formatMs, formatNumber, formatPercent, formatUs} from '../lib/format.js';
import {HOST_INPUT, UI} from '../lib/palette.js';
import {dataTable} from '../components/table.js';
import {lineChart, pieChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {CATEGORY_COLORS, diagnosticsBlock, externalLink, hasSteps, stepTimeChart, stepsNote} from '../components/step_chart.js';
import {compareHeader, comparedSection, newRunHeading} from '../components/compare.js';
import {inputBoundBadge} from './overview_page.js';
import './input_pipeline_analyzer.css';

export const allHosts = true;

/** Host input categories, in the contract's order, with TensorBoard's wording. */
export const HOST_CATEGORIES = [
  {id: 'enqueue', label: 'Enqueuing data to be transferred to the device', color: HOST_INPUT.enqueue},
  {id: 'preprocessing', label: 'Data preprocessing', color: HOST_INPUT.preprocessing},
  {id: 'advanced_file_read', label: 'Reading data from files in advance (prefetch, cache, interleave)', color: HOST_INPUT.advanced_file_read},
  {id: 'demanded_file_read', label: 'Reading data from files on demand', color: HOST_INPUT.demanded_file_read},
  {id: 'other', label: 'Other data reading or processing', color: HOST_INPUT.other},
];

/** Host breakdown rows: {id, label, color, us, percent}; percent of the total input time. */
export function hostBreakdown(hostSide = {}) {
  const b = hostSide.breakdown_us || {};
  const total = hostSide.total_input_us || HOST_CATEGORIES.reduce((s, c) => s + (Number(b[c.id]) || 0), 0);
  return HOST_CATEGORIES.map((c) => {
    const us = Number(b[c.id]) || 0;
    return {...c, us, percent: total ? (100 * us) / total : 0};
  });
}

/** Step time and input-wait statistics as label/value rows. */
export function deviceStatsRows(steps = {}, device = {}) {
  const t = steps.step_time || {};
  const p = device.input_percent || {};
  if (!t.count || !hasSteps(steps)) return [['Steps', 'none measured']];
  return [
    ['Steps', formatNumber(t.count)],
    ['Average step time', formatMs(t.avg_ms)],
    ['Step time standard deviation', formatMs(t.stddev_ms)],
    ['Step time range (min – max)', `${formatMs(t.min_ms)} – ${formatMs(t.max_ms)}`],
    ['Waiting for input, average', `${formatPercent(p.avg ?? 0, 1)} of step time`],
    ['Waiting for input, standard deviation', formatPercent(p.stddev ?? 0, 1)],
    ['Waiting for input, range (min – max)', `${formatPercent(p.min ?? 0, 1)} – ${formatPercent(p.max ?? 0, 1)}`],
  ];
}

/** Input % series per step; min/max across cores (or hosts) when some step has them. */
export function inputPercentSeries(rows = [], over = 'cores') {
  const series = [{label: 'Waiting for input (%)', values: rows.map((r) => r.input_percent ?? 0)}];
  if (rows.some((r) => r.input_percent_min_core !== null && r.input_percent_min_core !== undefined)) {
    series.push({label: `Min across ${over} (%)`, values: rows.map((r) => r.input_percent_min_core ?? null)});
    series.push({label: `Max across ${over} (%)`, values: rows.map((r) => r.input_percent_max_core ?? null)});
  }
  return series;
}

function section(number, title, ...children) {
  return el('section', {class: 'tbp-ipa-section', dataset: {section: String(number)}},
    el('h3', {class: 'tbp-ipa-heading', text: `Section ${number}: ${title}`}), children);
}

function summarySection(data) {
  const s = data.summary || {};
  const ib = s.input_bound || {};
  const texts = [ib.statement, s.conclusion].filter((t, i, all) => t && all.indexOf(t) === i);
  return section(1, 'Summary',
    card({},
      el('div', {class: 'tbp-rec-head'}, inputBoundBadge(ib, data.steps)),
      texts.map((t) => el('p', {class: 'tbp-statement', text: t})),
      s.next_step ? el('p', {class: 'tbp-next-step'}, el('b', {text: 'Recommendation for next step: '}), s.next_step) : null).element);
}

function inputPercentChart(rows, over) {
  const chart = lineChart({
    labels: rows.map((r) => r.step || String(r.step_num)),
    series: inputPercentSeries(rows, over),
    yLeftLabel: '% of step time',
    format: (v) => formatPercent(v, 1),
    height: 220,
  });
  if (chart.chart) {
    chart.chart.data.datasets.forEach((d, i) => {
      d.pointRadius = rows.length > 50 ? 0 : 3; // a few steps only: points make them visible
      // Input is red as in the step-time graph; the cores' spread grey, dashed.
      d.borderColor = i ? UI.faint : CATEGORY_COLORS.input;
      d.backgroundColor = d.borderColor;
      if (i) d.borderDash = [4, 3];
    });
    chart.chart.update('none');
  }
  return chart.element;
}

function deviceSection(data) {
  const steps = data.steps || {};
  const rows = hasSteps(steps) ? steps.rows : [];
  const device = data.device_side || {};
  const graph = stepTimeChart(steps, {diagnostics: data.diagnostics});
  return section(2, 'Device-side analysis details',
    el('p', {class: 'tbp-help', text: device.has_device
      ? 'Step time on the device, and the share of it the device spent waiting for input from the host.'
      : 'No device in this profile: steps are measured on the host.'}),
    el('div', {class: 'tbp-chart-row'},
      card({title: 'Step time (ms), by category'}, graph.element, stepsNote(steps)).element,
      keyValueCard({title: 'Step time statistics', rows: deviceStatsRows(steps, device)}).element),
    rows.length ? card({title: '% of step time waiting for input, per step'}, inputPercentChart(rows, steps.spread_over || 'cores')).element : null);
}

function hostBreakdownTable(items) {
  return el('table', {class: 'tbp-breakdown tbp-host-breakdown'},
    el('thead', {}, el('tr', {}, el('th', {}), el('th', {text: 'Category'}), el('th', {class: 'tbp-num', text: 'Time'}), el('th', {class: 'tbp-num', text: 'Share'}))),
    el('tbody', {}, items.map((item) => el('tr', {class: item.us > 0 ? null : 'tbp-breakdown-zero', dataset: {category: item.id}},
      el('td', {}, el('span', {class: 'tbp-swatch', style: {background: item.color}, 'aria-hidden': 'true'})),
      el('td', {class: 'tbp-breakdown-label', text: item.label}),
      el('td', {class: 'tbp-num', text: formatUs(item.us, 1)}),
      el('td', {class: 'tbp-num', text: formatPercent(item.percent, 1)})))));
}

function hostSection(data) {
  const host = data.host_side || {};
  const items = hostBreakdown(host);
  const shown = items.filter((i) => i.us > 0);
  let breakdown;
  if (!host.has_input_ops || !shown.length) {
    breakdown = emptyMessage('No input operations on the host',
      'No tf.data iterator events were found on the host, so input time cannot be broken down. '
      + 'Iterate the dataset inside the profiled steps to see it here.').element;
  } else {
    const pie = pieChart({labels: shown.map((i) => i.label), values: shown.map((i) => i.us), format: (us) => formatUs(us, 1), height: 240});
    if (pie.chart) {
      pie.chart.data.datasets[0].backgroundColor = shown.map((i) => i.color);
      pie.chart.options.plugins.legend.display = false; // the table beside it is the legend
      pie.chart.update('none');
    }
    breakdown = el('div', {class: 'tbp-chart-row'},
      el('div', {class: 'tbp-host-pie'}, pie.element),
      el('div', {}, hostBreakdownTable(items),
        el('p', {class: 'tbp-help', text: `Total input time on the host (self time of input ops): ${formatUs(host.total_input_us ?? 0, 1)}`})));
  }
  const recs = host.recommendations || [];
  return section(3, 'Host-side analysis details',
    card({title: 'Breakdown of input processing time on the host'}, breakdown).element,
    recs.length ? card({title: 'What can be done to reduce the input time'},
      el('ul', {class: 'tbp-recommendations'}, recs.map((r) => el('li', {dataset: {category: r.category || ''}},
        r.text || '', r.url ? [' ', externalLink(r.url, 'Learn more')] : null)))).element : null);
}

/** The input op table (the DataLoader operators on a PyTorch run), numbers formatted. */
function inputOpsDataTable(data, state, filter) {
  const ops = data.input_ops || {columns: [], rows: []};
  const columns = (ops.columns || []).map((c) => ({
    ...c,
    format: c.type !== 'number' ? undefined
      : /percent/.test(c.id) ? (v) => formatPercent(v, 1) : (v) => formatNumber(v, 3),
  }));
  return dataTable({
    columns,
    rows: ops.rows || [],
    pageSize: 50,
    filterPlaceholder: filter,
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'input_op_stats')}.csv`,
  });
}

function inputOpsTable(data, state, setParams) {
  const table = inputOpsDataTable(data, state, 'Filter by input op name');
  const count = (data.input_ops?.rows || []).length;
  const details = el('details', {class: 'tbp-input-ops', open: state.input_ops === 'open'},
    el('summary', {text: `Input Op statistics (${formatNumber(count)} op${count === 1 ? '' : 's'})`}),
    el('p', {class: 'tbp-help', text: 'Input ops by self time: expand to see each op, its time and its category.'}),
    table.element);
  details.addEventListener('toggle', () => setParams({input_ops: details.open ? 'open' : ''}));
  return details;
}

// ---- PyTorch runs: DataLoader time ----

/** Step statistics of a PyTorch run as label/value rows (µs, % of the step in DataLoader). */
export function dataloaderStatsRows(pt = {}) {
  const rows = pt.rows || [];
  const avg = pt.average || {};
  const p = pt.dataloader_percent || {};
  if (!rows.length) return [['Steps', 'none measured']];
  return [
    [pt.whole_profile ? 'Steps (no ProfilerStep#N markers)' : 'Steps', formatNumber(rows.length)],
    ['Average step time', formatUs(avg.step_time_us ?? 0, 3)],
    ['DataLoader time, average step', `${formatUs(avg.dataloader_us ?? 0, 3)} (${formatPercent(avg.dataloader_percent ?? 0, 2)})`],
    ['In DataLoader, mean over steps', formatPercent(p.avg ?? 0, 1)],
    ['In DataLoader, standard deviation', formatPercent(p.stddev ?? 0, 1)],
    ['In DataLoader, range (min – max)', `${formatPercent(p.min ?? 0, 1)} – ${formatPercent(p.max ?? 0, 1)}`],
  ];
}

function dataloaderChart(rows) {
  const chart = lineChart({
    labels: rows.map((r) => r.step),
    series: [{label: 'In DataLoader (%)', values: rows.map((r) => r.dataloader_percent ?? 0)}],
    yLeftLabel: '% of step time',
    format: (v) => formatPercent(v, 1),
    height: 220,
  });
  if (chart.chart) {
    const d = chart.chart.data.datasets[0];
    d.pointRadius = rows.length > 50 ? 0 : 3;
    d.borderColor = CATEGORY_COLORS.input; // DataLoader is the input colour of the step charts
    d.backgroundColor = d.borderColor;
    chart.chart.update('none');
  }
  return chart.element;
}

function dataloaderStepTable(pt, state) {
  const fmt = (v) => formatNumber(v, 3);
  const table = dataTable({
    columns: [
      {id: 'step', label: 'Step', type: 'string'},
      {id: 'step_time_us', label: 'Step time (µs)', type: 'number', format: fmt},
      {id: 'dataloader_us', label: 'DataLoader (µs)', type: 'number', format: fmt},
      {id: 'dataloader_percent', label: 'DataLoader (%)', type: 'number', format: (v) => formatPercent(v, 2)},
    ],
    rows: (pt.rows || []).map((r) => [r.step, r.step_time_us, r.dataloader_us, r.dataloader_percent]),
    pageSize: 20,
    filterPlaceholder: 'Filter by step',
    csvFileName: `${fileStem(state.run, state.host || 'all_hosts', 'dataloader_steps')}.csv`,
  });
  table.element.classList.add('tbp-ipa-pt-steps');
  return table.element;
}

function pytorchStepsSection(data, state) {
  const pt = data.pytorch || {};
  const rows = pt.rows || [];
  return section(2, 'DataLoader time per step',
    el('p', {class: 'tbp-help', text: `Steps from ${pt.source || 'the profile'}. DataLoader time is the part of each step `
      + 'in DataLoader iterators that no GPU activity or CUDA runtime call outranks, as torch-tb-profiler counts it.'}),
    el('div', {class: 'tbp-chart-row'},
      rows.length ? card({title: '% of step time in DataLoader, per step'}, dataloaderChart(rows)).element
        : card({title: '% of step time in DataLoader, per step'}, el('p', {class: 'tbp-help', text: 'No steps were measured.'})).element,
      keyValueCard({title: 'Step time statistics', rows: dataloaderStatsRows(pt)}).element),
    rows.length ? card({title: 'Steps'}, dataloaderStepTable(pt, state)).element : null);
}

function classed(node, name) {
  node.classList.add(name);
  return node;
}

function pytorchOpsSection(data, state) {
  const recs = data.recommendations || [];
  const count = (data.input_ops?.rows || []).length;
  return section(3, 'DataLoader operators',
    count ? card({title: `DataLoader operators (${formatNumber(count)})`,
      subtitle: 'By total time; self time is net of the operators they run (collation, transforms)'},
    classed(inputOpsDataTable(data, state, 'Filter by DataLoader operator').element, 'tbp-ipa-pt-ops')).element
      : emptyMessage('No DataLoader operators',
      'No enumerate(DataLoader)#...__next__ events were found: batches were not taken from a torch.utils.data.DataLoader '
      + 'inside the profiled span.').element,
    recs.length ? card({title: 'What can be done to reduce the DataLoader time'},
      el('ul', {class: 'tbp-recommendations'}, recs.map((r) => el('li', {dataset: {category: r.category || ''}},
        r.text || '', r.url ? [' ', externalLink(r.url, 'PyTorch documentation')] : null)))).element : null);
}

function pytorchSections(data, state) {
  return [summarySection(data), pytorchStepsSection(data, state), pytorchOpsSection(data, state)];
}

export function render(container, {data, comparison = null, state = {}, setParams = () => {}} = {}) {
  container.classList.add('tbp-ipa');
  container.append(el('h2', {text: 'Input pipeline analyzer'}));
  const diagnostics = diagnosticsBlock(data.diagnostics);
  if (diagnostics) container.append(diagnostics);
  const pytorch = Boolean(data.pytorch);
  if (comparison) {
    container.append(compareHeader(comparison),
      el('section', {class: 'tbp-compare-section'}, el('h3', {text: pytorch ? 'DataLoader operators' : 'Input Op statistics'}),
        comparedSection(comparison, 'input_ops', {state, setParams}).element),
      newRunHeading(comparison),
      ...(pytorch ? pytorchSections(data, state)
        : [summarySection(data), deviceSection(data), hostSection(data)]));
    return;
  }
  if (pytorch) {
    container.append(...pytorchSections(data, state));
    return;
  }
  container.append(summarySection(data), deviceSection(data), hostSection(data), inputOpsTable(data, state, setParams));
}
