// tf_data_bottleneck_analysis: the most input-bound host's slowest tf.data
// input pipeline and its bottleneck (summary card with the fix), every input
// pipeline in a sortable table, and a pipeline's iterator graph as an indented
// tree: per node start, total, self time and #calls; the critical path has a
// thick outline, the bottleneck a red one, the rest a dashed grey one.
// Clicking a table row (or the selector) shows that pipeline's graph; the
// graph of another call (rank) or pipeline is fetched with the tool's
// `pipeline` / `rank` options (tools/tf_data_bottleneck.py documents the JSON).
// Iterator names come from the profile: text only.

import {el, clear} from '../lib/dom.js';
import {formatDurationUs, formatMs, formatNumber} from '../lib/format.js';
import {dataTable} from '../components/table.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage, errorMessage} from '../components/message.js';
import './tf_data_bottleneck_analysis.css';

export const allHosts = true;

// Links only to TensorFlow's guides (the converter's own constants).
const SAFE_LINK = /^https:\/\/www\.tensorflow\.org\//;

export const PIPELINE_COLUMNS = [
  {id: 'host', label: 'Host', type: 'string'},
  {id: 'name', label: 'Input Pipeline', type: 'string'},
  {id: 'kind', label: 'Kind', type: 'string'},
  {id: 'min_us', label: 'Min (µs)', type: 'number'},
  {id: 'mean_us', label: 'Avg (µs)', type: 'number'},
  {id: 'max_us', label: 'Max (µs)', type: 'number'},
  {id: 'calls', label: '# Calls', type: 'number'},
  {id: 'slow_calls', label: '# Slow Calls (> 50 µs)', type: 'number'},
  {id: 'bottleneck_type', label: 'Bottleneck', type: 'string'},
  {id: 'bottleneck_self_us', label: 'Bottleneck self (µs)', type: 'number'},
];

export function pipelineRows(pipelines) {
  return pipelines.map((p) => PIPELINE_COLUMNS.map((c) => p[c.id]));
}

const ms = (v) => formatDurationUs(v * 1000);

/** Summary card rows: [label, value]. */
export function summaryRows(summary) {
  const rows = [
    ['Input bound', summary.is_input_bound ? 'Yes: a tf.data input pipeline is slower than 50 µs' : 'No'],
  ];
  if (summary.host) {
    rows.push(['Most input-bound host', summary.host]);
    rows.push(['Slowest input pipeline', `${summary.pipeline} (max latency ${formatDurationUs(summary.max_latency_us)})`]);
  }
  const b = summary.bottleneck;
  if (b) {
    rows.push(['Bottleneck iterator', `${b.type} (${b.name})`]);
    rows.push(['Long name', b.long_name]);
    rows.push(['Self time', ms(b.self_ms)]);
    rows.push(['Bottleneck kind', b.category]);
  }
  return rows;
}

/** The lines shown in a graph node: metrics of the call, then of the whole profile. */
export function nodeLines(node) {
  const lines = [];
  if (node.ran) {
    const sign = node.offset_us < 0 ? '−' : '+';
    lines.push(`Start ${formatMs(node.start_ms)} (${sign}${formatDurationUs(Math.abs(node.offset_us))} from the call)`
      + ` · Total ${ms(node.total_ms)} · Self ${ms(node.self_ms)} · # Calls ${formatNumber(node.calls)}`);
  } else {
    lines.push('Did not run for this call (it ran ahead of it, or not at all in the profile)');
  }
  lines.push(`Whole profile: ${formatNumber(node.profile_calls)} calls · total ${ms(node.profile_total_ms)}`
    + ` · self ${ms(node.profile_self_ms)}`);
  const params = Object.entries(node.params || {});
  if (params.length) lines.push(params.map(([k, v]) => `${k}=${v}`).join(' · '));
  return lines;
}

/** Nodes (depth-first, parents first) as a forest: [{node, children}]. */
export function treeOf(nodes) {
  const items = new Map();
  const roots = [];
  for (const node of nodes) {
    const item = {node, children: []};
    items.set(node.id, item);
    const parent = node.parent ? items.get(node.parent) : null;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

// Outlines, badges and bars are styled in tf_data_bottleneck_analysis.css.
function nodeBox(node, callUs) {
  const lines = nodeLines(node);
  const share = callUs > 0 && node.ran ? Math.min(1, (node.self_ms * 1000) / callUs) : 0;
  const classes = ['tbp-tfdata-node'];
  if (node.on_critical_path) classes.push('tbp-tfdata-critical');
  if (node.is_bottleneck) classes.push('tbp-tfdata-bottleneck');
  if (!node.ran) classes.push('tbp-tfdata-idle');
  const badge = (kind, text) => el('span', {class: `tbp-tfdata-badge tbp-tfdata-badge-${kind}`}, text);
  return el('div', {class: classes.join(' '), dataset: {id: node.id}, title: node.long_name},
    el('div', {class: 'tbp-tfdata-head'},
      el('strong', {class: 'tbp-tfdata-type'}, node.type),
      node.name && node.name !== node.type ? el('span', {class: 'tbp-tfdata-name'}, node.name) : null,
      node.is_async ? badge('async', 'async') : null,
      node.on_critical_path ? badge('critical', 'critical path') : null,
      node.is_bottleneck ? badge('bottleneck', 'bottleneck') : null),
    el('div', {class: 'tbp-tfdata-long-name'}, node.long_name),
    el('div', {class: 'tbp-tfdata-metrics'}, lines[0]),
    el('div', {class: 'tbp-tfdata-bar', title: 'Self time, as a share of the call\'s latency'},
      el('div', {class: 'tbp-tfdata-bar-fill', style: {width: `${(share * 100).toFixed(1)}%`}})),
    lines.slice(1).map((line) => el('div', {class: 'tbp-tfdata-line'}, line)));
}

function drawTree(items, callUs) {
  return items.map(({node, children}) => el('div', {class: 'tbp-tfdata-branch'},
    nodeBox(node, callUs),
    // A dashed guide where the children run on a background thread.
    children.length ? el('div', {class: `tbp-tfdata-children${node.is_async ? ' tbp-tfdata-children-async' : ''}`},
      drawTree(children, callUs)) : null));
}

function legend() {
  const item = (kind, text) => el('span', {class: 'tbp-tfdata-legend-item'},
    el('span', {class: `tbp-tfdata-legend-swatch tbp-tfdata-legend-${kind}`}), text);
  return el('div', {class: 'tbp-tfdata-legend'},
    item('critical', 'critical path'),
    item('bottleneck', 'bottleneck (largest self time on the critical path)'),
    item('other', 'not on the critical path'),
    el('span', {}, 'dashed guide: runs on a background thread'));
}

/** The graph card's content for one graph (or a message). */
export function graphContent(graph) {
  if (!graph) return [emptyMessage('No input pipeline graph').element];
  const head = el('p', {class: 'tbp-help tbp-tfdata-graph-head'},
    `${graph.host} · ${graph.name} · call ${formatNumber(graph.rank + 1)} of ${formatNumber(graph.num_ranks)} by latency`
    + ` (${formatDurationUs(graph.call_latency_us)}, at ${formatMs(graph.call_start_ms)})`);
  const note = graph.nodes_dropped ? el('p', {class: 'tbp-help'}, `${formatNumber(graph.nodes_dropped)} more iterators are not drawn.`) : null;
  return [head, legend(), el('div', {class: 'tbp-tfdata-tree'}, drawTree(treeOf(graph.nodes), graph.call_latency_us)), note];
}

function suggestionBlock(b) {
  if (!b) return null;
  const links = (b.links || []).filter((u) => SAFE_LINK.test(u));
  return el('div', {class: 'tbp-tfdata-suggestion'},
    el('div', {class: 'tbp-tfdata-suggestion-title'}, 'How to fix it'),
    el('p', {}, b.suggestion),
    links.length ? el('div', {class: 'tbp-tfdata-links'}, 'More: ', links.map((url, i) => [
      i ? ' · ' : '',
      el('a', {href: url, target: '_blank', rel: 'noopener noreferrer'}, url.replace('https://www.tensorflow.org', '')),
    ])) : null);
}

export function render(container, {data, state = {}, params = {}, api, setParams = () => {}}) {
  container.append(el('h2', {text: 'tf.data Bottleneck Analysis'}));
  const summary = data.summary;
  for (const text of data.diagnostics || []) container.append(el('div', {class: 'tbp-diagnostic'}, text));
  if (!data.pipelines.length) {
    container.append(emptyMessage('No tf.data input pipelines', summary.statement).element);
    return;
  }
  const kv = keyValueCard({title: 'Performance Analysis Summary', rows: summaryRows(summary)});
  kv.element.classList.add('tbp-tfdata-summary');
  kv.element.querySelector('.tbp-card-body').prepend(el('p', {class: 'tbp-tfdata-statement'}, summary.statement));
  const fix = suggestionBlock(summary.bottleneck);
  if (fix) kv.element.querySelector('.tbp-card-body').append(fix);
  container.append(kv.element);

  // ---- the input pipelines ----
  const byKey = new Map(data.pipelines.map((p) => [p.key, p]));
  const table = dataTable({
    columns: PIPELINE_COLUMNS.map((c) => ({...c, format: c.type === 'number' ? (v) => formatNumber(v, 3) : undefined})),
    rows: pipelineRows(data.pipelines),
    filterPlaceholder: 'Filter by host or pipeline',
    csvFileName: 'tf_data_input_pipelines.csv',
    initialSort: {id: 'max_us', direction: 'desc'},
  });
  table.element.classList.add('tbp-tfdata-pipelines');
  container.append(el('h3', {text: 'Input Pipelines (all hosts; click a row to see its graph)'}), table.element);

  // ---- the graph ----
  let current = data.graph ? {key: data.graph.pipeline, rank: data.graph.rank} : null;
  const select = el('select', {id: 'tbp-tfdata-pipeline', 'aria-label': 'Input pipeline'},
    data.pipelines.map((p) => el('option', {value: p.key, text: `${p.host} · ${p.name}`, selected: current && p.key === current.key})));
  const rankInput = el('input', {
    id: 'tbp-tfdata-rank', type: 'number', min: '0', step: '1', class: 'tbp-input tbp-tfdata-rank', 'aria-label': 'Call rank',
  });
  const rankNote = el('span', {class: 'tbp-help'});
  const body = el('div', {class: 'tbp-tfdata-graph-body'});
  const graphCard = card({title: 'Input Pipeline Graph'},
    el('div', {class: 'tbp-tfdata-controls'},
      el('label', {class: 'tbp-field tbp-inline-field'}, el('span', {class: 'tbp-field-label', text: 'Input pipeline'}), select),
      el('label', {class: 'tbp-field tbp-inline-field'},
        el('span', {class: 'tbp-field-label', text: 'Call rank (0 = slowest)'}), rankInput, rankNote)),
    body);
  graphCard.element.classList.add('tbp-tfdata-graph');
  container.append(graphCard.element);

  const showGraph = (graph) => {
    rankInput.value = String(graph.rank);
    rankInput.max = String(Math.max(0, graph.num_ranks - 1));
    rankNote.textContent = `of ${formatNumber(graph.num_ranks)} calls`;
    select.value = graph.pipeline;
    clear(body).append(...graphContent(graph).filter(Boolean));
  };

  let seq = 0;
  const load = async (key, rank) => {
    if (!byKey.has(key)) return;
    const mine = ++seq;
    current = {key, rank};
    setParams({pipeline: key, rank: String(rank)});
    clear(body).append(el('p', {class: 'tbp-help tbp-tfdata-loading'}, `Loading the graph of ${byKey.get(key).host} · ${byKey.get(key).name}…`));
    try {
      const reply = await api.data({...params, pipeline: key, rank: String(rank)});
      if (mine === seq) showGraph(reply.graph);
    } catch (e) {
      if (mine === seq) clear(body).append(errorMessage(e, {retry: () => load(key, rank)}).element);
    }
  };

  select.addEventListener('change', () => load(select.value, 0));
  rankInput.addEventListener('change', () => {
    const rank = Math.max(0, Math.floor(Number(rankInput.value) || 0));
    if (current) load(current.key, rank);
  });
  // Rows carry no keys: a row is found by its host and pipeline cells (unique together).
  table.element.addEventListener('click', (event) => {
    const tr = event.target.closest('tbody tr');
    if (!tr || tr.classList.contains('tbp-table-empty-row')) return;
    const [host, name] = [...tr.cells].slice(0, 2).map((td) => td.textContent);
    const p = data.pipelines.find((x) => x.host === host && x.name === name);
    if (p) load(p.key, 0);
  });

  if (data.graph) showGraph(data.graph);
  else clear(body).append(...graphContent(null));
  // A pipeline or call chosen earlier (kept in the URL).
  const wantedRank = Math.max(0, Math.floor(Number(state.rank) || 0));
  if (state.pipeline && byKey.has(state.pipeline) && api
      && (!current || state.pipeline !== current.key || wantedRank !== current.rank)) {
    load(state.pipeline, wantedRank);
  }
}
