// graph_viewer: XProf's "Graph Viewer" — the HLO graph of one XLA module around
// one op (tools/graph_viewer.py documents the JSON): the op's neighbourhood
// within `width` edges, laid out by ELK's layered algorithm (operands above
// their users) and drawn in SVG. Boxes are coloured by HLO category (a legend
// below), the centre op is outlined, ops with neighbours beyond the width are
// dashed, and a fusion expands into its fused computation, drawn inside its box.
// Drag to pan, wheel or the buttons to zoom; a click selects an op (its details
// beside the graph), a double click centres the graph on it.
//
// The layout (ELK, in a Web Worker) and the SVG are graph_viewer_draw.js'. Profile
// text (names, HLO text, metadata) only goes into text nodes and attribute values.
//
// URL parameters: module=, node=, width= (0-20, default 3), metadata=1,
// expand= (the expanded fusions, a JSON list of names), selected=, and
// program_id= (hlo_stats knows an op's program id, not its module: resolved
// through module_list, then replaced by module=).

import {el, clear, svg} from '../lib/dom.js';
import {fileStem, formatDurationUs, formatNumber, formatPercent} from '../lib/format.js';
import {GRAPH} from '../lib/palette.js';
import {card} from '../components/card.js';
import {errorMessage} from '../components/message.js';
import {downloadText} from '../components/download.js';
import {toolLink} from './overview_page.js';
import {
  BOX, categoryColor, cut, drawGraph, elkGraph, fusedOf, layoutGraph, panZoom, prepareLayout, round,
} from './graph_viewer_draw.js';
import './graph_viewer.css';

export const fetchData = false;
export const ownModule = true;

export const DEFAULT_WIDTH = 3; // tools/graph_viewer.py DEFAULT_WIDTH
export const MAX_WIDTH = 20; // and MAX_WIDTH
const TOOL = 'graph_viewer';
// Below this scale a fitted graph is boxes without readable text: the first view
// shows the centre op at READABLE_ZOOM instead ("Fit" shows it all).
const FIT_FLOOR = 0.35;
const READABLE_ZOOM = 0.8;

// ---- state and requests --------------------------------------------------------------------

/** A width from a URL or input value: an integer 0..MAX_WIDTH, else null. */
export function parseWidth(text) {
  const s = String(text ?? '').trim();
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n <= MAX_WIDTH ? n : null;
}

function parseNames(text) {
  try {
    const names = JSON.parse(text || '[]');
    return Array.isArray(names) ? names.filter((n) => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** The view's state from the URL's tool parameters. */
export function readParams(state = {}) {
  return {
    module: String(state.module || ''),
    node: String(state.node || ''),
    width: parseWidth(state.width) ?? DEFAULT_WIDTH,
    metadata: state.metadata === '1',
    expand: new Set(parseNames(state.expand)),
    selected: String(state.selected || ''),
    programId: String(state.program_id || ''),
  };
}

/** The data request's tool options (empty ones are not sent). */
export function requestParams(ui) {
  return {module: ui.module || '', node: ui.node || '', width: String(ui.width), show_metadata: ui.metadata ? '1' : ''};
}

/** The URL's tool parameters for the graph shown (defaults left out). */
export function urlParams(ui) {
  return {
    module: ui.module || '',
    node: ui.node || '',
    width: ui.width === DEFAULT_WIDTH ? '' : String(ui.width),
    metadata: ui.metadata ? '1' : '',
    expand: ui.expand.size ? JSON.stringify([...ui.expand]) : '',
    selected: ui.selected || '',
    program_id: '',
  };
}

/** Modules by op time, biggest first (then by name). */
export function sortedModules(modules = []) {
  return [...modules].sort((a, b) => (b.time_ps || 0) - (a.time_ps || 0) || String(a.name).localeCompare(String(b.name)));
}

/** The module of a program id among `name(id)` names, or ''. */
export function moduleOfProgram(names = [], programId = '') {
  const suffix = `(${programId})`;
  return programId ? names.find((n) => String(n).endsWith(suffix)) || '' : '';
}

// ---- the details panel ---------------------------------------------------------------------

/** Label/value rows of an op's details. */
export function detailsRows(node, data, fusion = null) {
  const rows = [['Opcode', node.opcode], ['Category', node.category], ['Shape', node.shape]];
  if (fusion) {
    rows.push(['In fusion', `${fusion.name} (${fusion.fused.computation})`]);
    return rows;
  }
  rows.push(['Distance', node.distance === 0 ? 'The op the graph is around'
    : `${node.distance} edge${node.distance === 1 ? '' : 's'} from ${data.node}`]);
  if (node.boundary) rows.push(['Beyond the width', 'Has operands or users that are not drawn']);
  if (node.time) {
    rows.push(['Self time', formatDurationUs(node.time.self_time_ps / 1e6)]);
    if (node.time.total_time_ps !== node.time.self_time_ps) rows.push(['Total time', formatDurationUs(node.time.total_time_ps / 1e6)]);
    rows.push(['Occurrences', formatNumber(node.time.occurrences)]);
    rows.push(['Share of the module\'s op time', formatPercent(node.time.percent, 2)]);
  } else {
    rows.push(['Time', 'Not in the profile']);
  }
  const md = node.metadata;
  if (md) {
    if (md.op_name) rows.push(['Framework op', md.op_name]);
    if (md.op_type) rows.push(['Op type', md.op_type]);
    if (md.source) rows.push(['Source', md.source]);
  }
  return rows;
}

function kvList(rows) {
  return el('dl', {class: 'tbp-kv tbp-gv-kv'}, rows.map(([label, value]) => [
    el('dt', {class: 'tbp-kv-label', text: label}), el('dd', {class: 'tbp-kv-value'}, value)]));
}

/**
 * The details card of the selected op. `actions`: centre(name), toggle(name),
 * link(tool, text, params) -> a link node or null.
 */
export function detailsCard(item, data, {expanded = new Set(), actions}) {
  if (!item) {
    return card({title: 'Details'}, el('p', {class: 'tbp-help', text: 'Click an op to see its details; double-click '
      + 'it to center the graph on it. Drag to move the graph, use the wheel or the buttons to zoom.'})).element;
  }
  const {node, fusion} = item;
  const body = [kvList(detailsRows(node, data, fusion))];
  const buttons = [];
  if (node.distance !== 0) {
    buttons.push(el('button', {type: 'button', class: 'tbp-button tbp-primary tbp-gv-center', text: 'Center here',
      title: `Draw the graph around ${node.name}`, on: {click: () => actions.centre(node.name)}}));
  }
  const fused = fusion ? null : fusedOf(node);
  if (fused) {
    const open = expanded.has(node.name);
    buttons.push(el('button', {type: 'button', class: 'tbp-button tbp-gv-expand', text: open ? 'Collapse fusion' : 'Expand fusion',
      on: {click: () => actions.toggle(node.name)}}));
  }
  if (buttons.length) body.push(el('div', {class: 'tbp-actions tbp-gv-actions'}, buttons));
  body.push(el('div', {class: 'tbp-kv-label tbp-gv-label', text: 'HLO'}), el('pre', {class: 'tbp-gv-hlo', text: node.expression || ''}));
  if (fused) {
    body.push(el('p', {class: 'tbp-help', text: `Fused computation ${fused.computation}: ${formatNumber(fused.nodes.length)} `
      + `instructions${fused.truncated ? ' (the first ones only: the rest are not drawn)' : ''}.`}));
  }
  const calls = fusion ? [] : node.calls || [];
  if (calls.length) {
    body.push(el('div', {class: 'tbp-kv-label tbp-gv-label', text: 'Called computations'}),
      el('ul', {class: 'tbp-gv-calls'}, calls.map((c) => el('li', {},
        c.root
          ? el('button', {type: 'button', class: 'tbp-gv-link tbp-gv-call', title: `Center the graph on ${c.root}, the root of ${c.computation}`,
            text: c.computation, on: {click: () => actions.centre(c.root)}})
          : el('span', {text: c.computation}),
        c.root ? el('span', {class: 'tbp-help', text: ` root ${c.root}`}) : null))));
  }
  if (!fusion) {
    const links = [
      actions.link('op_profile', 'In op_profile', {op: node.name, program: data.module}),
      actions.link('hlo_stats', 'In hlo_stats', {filter: node.name}),
      actions.link('memory_viewer', 'Module in memory_viewer', {module: data.module}),
    ].filter(Boolean);
    if (links.length) body.push(el('div', {class: 'tbp-gv-links'}, links));
  }
  const {element} = card({title: node.name}, ...body);
  element.classList.add('tbp-gv-details');
  if (actions.close) {
    element.prepend(el('button', {type: 'button', class: 'tbp-gv-close', text: '×', title: 'Close the details',
      'aria-label': 'Close the details', on: {click: () => actions.close()}}));
  }
  return element;
}

// ---- the legend ----------------------------------------------------------------------------

/** The categories drawn (open fusions' instructions too), most boxes first. */
export function legendCategories(data, expanded = new Set()) {
  const counts = new Map();
  const add = (c) => counts.set(c, (counts.get(c) || 0) + 1);
  for (const n of data.nodes || []) {
    add(n.category);
    const fused = fusedOf(n);
    if (fused && expanded.has(n.name)) fused.nodes.forEach((f) => add(f.category));
  }
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).map(([c]) => c);
}

function legend(data, expanded) {
  const swatch = (style) => el('span', {class: 'tbp-gv-swatch', style});
  return el('div', {class: 'tbp-gv-legend'}, el('div', {class: 'tbp-gv-legend-items', role: 'list', 'aria-label': 'Legend'},
    legendCategories(data, expanded).map((c) => el('span', {class: 'tbp-gv-legend-item', role: 'listitem'},
      swatch({background: categoryColor(c)}), c)),
    el('span', {class: 'tbp-gv-legend-item', role: 'listitem'}, swatch({borderColor: GRAPH.centre, borderWidth: '3px'}), 'the op the graph is around'),
    el('span', {class: 'tbp-gv-legend-item', role: 'listitem'}, swatch({borderStyle: 'dashed'}), 'more operands or users beyond the width'),
    el('span', {class: 'tbp-gv-legend-item', role: 'listitem'}, el('span', {class: 'tbp-gv-swatch tbp-gv-swatch-toggle', text: '+'}), 'fusion: expand')),
  el('p', {class: 'tbp-help tbp-gv-hint', text: 'Click an op for its details, double-click it to center the graph on it. '
    + 'Drag to move the graph; zoom with the wheel or the buttons.'}));
}

// ---- links from other tools ----------------------------------------------------------------

/**
 * "Open in graph viewer" for an op of another tool's view: {module} (its
 * `name(program id)`) or {programId}, and the op's name. Null when the run
 * cannot show graph_viewer or nothing names the module.
 */
export function graphViewerLink({module = '', programId = '', node = ''}, {state = {}, selectTool, root = document} = {},
  text = 'Open in graph viewer') {
  if (!node || (!module && !programId)) return null;
  const select = root && root.querySelector ? root.querySelector('select#tbp-tool') : null;
  const option = select ? [...select.options].find((o) => o.value === TOOL) : null;
  if (select && (!option || option.disabled)) return null;
  const params = module ? {module: String(module), node: String(node)} : {program_id: String(programId), node: String(node)};
  const link = toolLink(TOOL, text, {state, selectTool, root, params});
  link.classList.add('tbp-gv-open-link');
  link.title = `The HLO graph around ${node}`;
  return link;
}

/** A file name from parts (`jit_step(7)`, `dot.3` -> `jit_step_7_dot.3`). */
export function fileName(...parts) {
  return fileStem(...parts).replace(/_+/g, '_').replace(/^_|_$/g, '') || 'graph';
}

// ---- the view ------------------------------------------------------------------------------

function nextFrame() {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 0);
  });
}

let markerCount = 0;

export function render(container, {state = {}, params = {}, api, setParams = () => {}, selectTool} = {}) {
  const ui = readParams(state);
  const base = {run: params.run, tag: params.tag || TOOL, host: params.host};
  let current = null;
  let drawn = null;
  let loadSeq = 0;
  let drawSeq = 0;
  let draws = 0;
  const root = container.ownerDocument || document;

  // -- controls --
  const moduleSelect = el('select', {id: 'tbp-gv-module', 'aria-label': 'Module'});
  const hotList = el('datalist', {id: 'tbp-gv-hot-ops'});
  const nodeInput = el('input', {type: 'text', id: 'tbp-gv-node', class: 'tbp-input tbp-gv-node-input', list: 'tbp-gv-hot-ops',
    placeholder: 'Op name, then Enter', autocomplete: 'off', spellcheck: 'false', 'aria-label': 'Op', value: ui.node});
  const widthInput = el('input', {type: 'number', id: 'tbp-gv-width', class: 'tbp-input tbp-gv-width', min: '0',
    max: String(MAX_WIDTH), step: '1', value: String(ui.width), 'aria-label': 'Width',
    title: `Edges from the op: 0 to ${MAX_WIDTH}`});
  const metadataBox = el('input', {type: 'checkbox', id: 'tbp-gv-metadata', checked: ui.metadata});
  const fieldError = el('p', {class: 'tbp-field-error tbp-gv-field-error', role: 'alert', hidden: true});
  const dotButton = el('button', {type: 'button', class: 'tbp-button tbp-gv-dot', text: 'Download DOT', disabled: true,
    title: 'The graph drawn, in Graphviz DOT'});
  const hloButton = el('button', {type: 'button', class: 'tbp-button tbp-gv-hlo-text', text: 'Download HLO text', disabled: true,
    title: 'The whole module as HLO text'});
  const form = el('form', {class: 'tbp-gv-controls', novalidate: true, 'aria-label': 'Graph to show'},
    el('label', {class: 'tbp-gv-field'}, el('span', {text: 'Module'}), moduleSelect),
    el('label', {class: 'tbp-gv-field'}, el('span', {text: 'Op'}), nodeInput, hotList),
    el('label', {class: 'tbp-gv-field'}, el('span', {text: 'Width'}), widthInput),
    el('label', {class: 'tbp-gv-field'}, metadataBox, el('span', {text: 'Show metadata'})),
    el('button', {type: 'submit', class: 'tbp-button tbp-gv-apply', text: 'Show'}));

  // -- graph --
  const markerId = `tbp-gv-arrow-${++markerCount}`;
  const nearMarkerId = `${markerId}-near`;
  const arrow = (id, color) => svg('marker', {id, viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7,
    markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse'}, svg('path', {d: 'M0 0L10 5L0 10z', fill: color}));
  const viewport = svg('g', {class: 'tbp-gv-viewport'});
  const graph = svg('svg', {class: 'tbp-gv-graph', role: 'group', 'aria-label': 'HLO graph'},
    svg('defs', {}, arrow(markerId, GRAPH.edge), arrow(nearMarkerId, GRAPH.edgeNear)), viewport);
  const zoomLabel = el('span', {class: 'tbp-gv-zoom-level', 'aria-live': 'off', text: '100%'});
  const pz = panZoom(graph, viewport, (t) => {
    zoomLabel.textContent = `${Math.round(t.k * 100)}%`;
    placeBeacon();
  }, () => {
    // The zoom buttons float over the graph's top; the details over its right side (a narrow view).
    const top = zoomBar.offsetHeight ? zoomBar.offsetTop + zoomBar.offsetHeight : 0;
    if (side.classList.contains('tbp-gv-empty') || !side.isConnected) return {top, right: 0};
    const style = getComputedStyle(side);
    return {top, right: style.position === 'absolute' ? side.getBoundingClientRect().width + 16 : 0};
  });
  const zoomButton = (text, label, onClick, cls = '') => el('button', {type: 'button', class: `tbp-button tbp-gv-zoom-button ${cls}`,
    text, title: label, 'aria-label': label, on: {click: onClick}});
  const zoomBar = el('div', {class: 'tbp-gv-zoom', role: 'group', 'aria-label': 'Zoom'},
    zoomButton('−', 'Zoom out', () => pz.zoomBy(1 / 1.25), 'tbp-gv-zoom-out'),
    zoomLabel,
    zoomButton('+', 'Zoom in', () => pz.zoomBy(1.25), 'tbp-gv-zoom-in'),
    zoomButton('Fit', 'Show the whole graph', () => pz.fit(), 'tbp-gv-fit'),
    zoomButton('Center op', 'Show the op the graph is around', () => showCentre(), 'tbp-gv-find'));
  const status = el('div', {class: 'tbp-gv-status', role: 'status', 'aria-live': 'polite'});
  const stage = el('div', {class: 'tbp-gv-stage', 'aria-busy': 'true'}, graph, zoomBar, status);
  const side = el('div', {class: 'tbp-gv-side tbp-gv-empty'});
  container.classList.add('tbp-gv-view');
  const summary = el('p', {class: 'tbp-gv-summary'});
  const notes = el('div', {class: 'tbp-gv-notes'});
  const errors = el('div', {class: 'tbp-gv-errors'});
  const legendSlot = el('div', {class: 'tbp-gv-legend-slot'});
  container.append(el('h2', {text: 'Graph Viewer'}), form, fieldError,
    el('div', {class: 'tbp-gv-bar'}, summary, el('span', {class: 'tbp-actions tbp-gv-downloads'}, dotButton, hloButton)),
    notes, errors,
    el('div', {class: 'tbp-gv-layout'}, stage, side), legendSlot);

  const setStatus = (text) => {
    status.textContent = text;
    status.hidden = !text;
  };
  const showError = (e, title = 'Error') => {
    clear(errors).append(errorMessage(e, {title}).element);
  };

  function link(tool, text, toolParams) {
    const select = root.querySelector ? root.querySelector('select#tbp-tool') : null;
    const option = select ? [...select.options].find((o) => o.value === tool) : null;
    if (select && (!option || option.disabled)) return null;
    return toolLink(tool, text, {state: {run: base.run, host: base.host}, selectTool, root, params: toolParams});
  }
  const actions = {
    centre: (name) => load({node: name, selected: name}),
    toggle: (name) => toggleFusion(name),
    close: () => select(''),
    link,
  };

  function writeUrl() {
    setParams(urlParams(ui));
  }

  function fillControls() {
    clear(moduleSelect);
    for (const m of sortedModules(current.modules || [])) {
      moduleSelect.append(el('option', {value: m.name,
        text: `${m.name} (${m.time_ps ? formatDurationUs(m.time_ps / 1e6) : 'no op time'})`}));
    }
    moduleSelect.value = current.module;
    clear(hotList).append(...(current.hot_ops || []).map((o) => el('option', {value: o.name,
      label: `${formatPercent(o.percent, 1)} of the op time`})));
    nodeInput.value = current.node;
    nodeInput.removeAttribute('aria-invalid');
    widthInput.value = String(current.width);
    widthInput.removeAttribute('aria-invalid');
    metadataBox.checked = ui.metadata;
    dotButton.disabled = !current.dot;
    hloButton.disabled = false;
  }

  function describe() {
    const d = current;
    const nodes = (d.nodes || []).length;
    summary.textContent = `Module ${d.module}, computation ${d.computation}: ${formatNumber(d.instructions)} instructions. `
      + `${formatNumber(nodes)} op${nodes === 1 ? '' : 's'} and ${formatNumber((d.edges || []).length)} edges drawn, `
      + `within ${d.width} edge${d.width === 1 ? '' : 's'} of ${d.node}.`;
    clear(notes);
    for (const text of d.diagnostics || []) notes.append(el('p', {class: 'tbp-diagnostic', role: 'note', text}));
    if (d.truncated && !(d.diagnostics || []).length) {
      notes.append(el('p', {class: 'tbp-diagnostic', role: 'note', text: 'The neighbourhood was cut short: not every op within the width is drawn.'}));
    }
    for (const n of d.nodes || []) {
      if (ui.expand.has(n.name) && n.fused && n.fused.truncated) {
        notes.append(el('p', {class: 'tbp-diagnostic', role: 'note',
          text: `Fusion ${n.name}: only the first ${formatNumber(n.fused.nodes.length)} instructions of ${n.fused.computation} are drawn.`}));
      }
    }
  }

  let inflight = null; // {key, promise}: the same request twice (a change, then Enter) is asked once

  function load(changes = {}, options = {}) {
    const next = {...ui, ...changes};
    const key = JSON.stringify([requestParams(next), next.selected, [...next.expand]]);
    if (inflight && inflight.key === key) return inflight.promise;
    const promise = loadNow(next, changes, options).finally(() => {
      if (inflight && inflight.promise === promise) inflight = null;
    });
    inflight = {key, promise};
    return promise;
  }

  async function loadNow(next, changes, {initial = false} = {}) {
    const seq = ++loadSeq;
    stage.setAttribute('aria-busy', 'true');
    setStatus('Loading the graph…');
    let data;
    try {
      data = await api.data({...base, ...requestParams(next)});
    } catch (e) {
      if (seq !== loadSeq) return;
      if (initial && e.status === 404 && (next.node || next.module)) {
        // A stale link (an op or module this run lacks): say so, and show the default.
        const fallback = next.node ? {node: '', selected: ''} : {module: '', node: '', selected: ''};
        await load(fallback, {initial: next.node !== '' && next.module !== ''});
        clear(errors).append(errorMessage(e, {title: 'Could not show the graph asked for'}).element);
        return;
      }
      setStatus(current ? '' : 'No graph');
      stage.setAttribute('aria-busy', 'false');
      showError(e, 'Could not load the graph');
      if ('node' in changes) nodeInput.setAttribute('aria-invalid', 'true');
      return;
    }
    if (seq !== loadSeq) return;
    const received = performance.now();
    const names = new Set((data.nodes || []).map((n) => n.name));
    Object.assign(ui, next, {module: data.module, node: data.node, width: data.width, programId: ''});
    ui.expand = new Set([...ui.expand].filter((n) => names.has(n)));
    if (ui.selected && !names.has(ui.selected)) ui.selected = '';
    current = data;
    clear(errors);
    fillControls();
    describe();
    writeUrl();
    await draw({since: received, view: 'initial'});
  }

  async function draw({since = performance.now(), view = 'initial', anchor = null} = {}) {
    const seq = ++drawSeq;
    const data = current;
    const count = (data.nodes || []).length;
    stage.setAttribute('aria-busy', 'true');
    setStatus(count > 100 ? `Laying out ${formatNumber(count)} ops…` : 'Laying out…');
    let layout;
    const input = elkGraph(data, {expanded: ui.expand, metadata: ui.metadata});
    try {
      layout = await layoutGraph(input);
    } catch (e) {
      if (seq !== drawSeq) return;
      stage.setAttribute('aria-busy', 'false');
      setStatus('');
      showError(`The graph could not be laid out: ${e.message}`);
      return;
    }
    if (seq !== drawSeq) return;
    const laidOut = performance.now();
    // Where the anchor (a fusion just opened or closed) is on screen, to keep it there.
    const before = anchor && drawn ? screenPoint(anchor) : null;
    drawn = drawGraph(layout, data, {expanded: ui.expand, metadata: ui.metadata, markers: {edge: markerId}});
    viewport.replaceChildren(drawn.element, beacon);
    pz.setContent(drawn.width, drawn.height);
    // The selected op's details show before the view is placed (they may cover part of it).
    select(ui.selected, {write: false, reveal: false});
    if (before && contentPoint(anchor) && pz.fitScale() < FIT_FLOOR) {
      // A big graph: the fusion just opened or closed stays where it was on screen.
      const at = contentPoint(anchor);
      pz.keep(at.x, at.y, before.x, before.y);
    } else if (view === 'initial' || before) {
      initialView();
    }
    clear(legendSlot).append(legend(data, ui.expand));
    placeBeacon();
    setStatus(count ? '' : 'No ops to draw');
    await nextFrame();
    if (seq !== drawSeq) return;
    draws += 1;
    Object.assign(stage.dataset, {
      draws: String(draws), nodes: String(drawn.items.size), layoutMs: String(Math.round(laidOut - since)),
      drawMs: String(Math.round(performance.now() - since)), drawnAt: String(Math.round(performance.now())),
    });
    stage.setAttribute('aria-busy', 'false');
  }

  // Zoomed far out the boxes are specks: a ring of constant screen size marks the centre op.
  const beacon = svg('circle', {class: 'tbp-gv-beacon', fill: 'none', stroke: GRAPH.centre, visibility: 'hidden',
    'pointer-events': 'none'});
  function placeBeacon() {
    const k = pz ? pz.transform.k : 1;
    const p = current && drawn ? contentPoint(current.node) : null;
    if (!p || k >= 0.3) {
      beacon.setAttribute('visibility', 'hidden');
      return;
    }
    const item = itemByName(current.node);
    const h = Number(item.box.getAttribute('height'));
    beacon.setAttribute('cx', round(p.x));
    beacon.setAttribute('cy', round(p.y + h / 2));
    beacon.setAttribute('r', round(14 / k));
    beacon.setAttribute('stroke-width', round(3 / k));
    beacon.setAttribute('visibility', 'visible');
  }

  /** The middle of the top of an item's box in content coordinates (fused boxes inside their fusion). */
  function contentPoint(name, fusion = null) {
    const item = itemByName(name, fusion);
    if (!item) return null;
    let x = 0;
    let y = 0;
    for (let g = item.group; g && g !== drawn.element; g = g.parentNode) {
      const m = /translate\(([-\d.]+),([-\d.]+)\)/.exec(g.getAttribute && g.getAttribute('transform') || '');
      if (m) {
        x += Number(m[1]);
        y += Number(m[2]);
      }
    }
    const w = Number(item.box.getAttribute('width'));
    return {x: x + w / 2, y};
  }

  function screenPoint(name) {
    const p = contentPoint(name);
    const t = pz.transform;
    return p ? {x: t.x + p.x * t.k, y: t.y + p.y * t.k} : null;
  }

  function initialView() {
    if (pz.fitScale() >= FIT_FLOOR) {
      pz.fit();
    } else {
      showCentre();
    }
  }

  function showCentre() {
    const p = current ? contentPoint(current.node) : null;
    if (!p) return pz.fit();
    const item = itemByName(current.node);
    const h = Number(item.box.getAttribute('height'));
    pz.centreOn(p.x, p.y + h / 2, Math.max(READABLE_ZOOM, pz.fitScale()));
  }

  function itemByName(name, fusion = null) {
    if (!drawn || !name) return null;
    for (const item of drawn.items.values()) {
      if (item.node.name === name && (fusion === null || (item.fusion && item.fusion.name === fusion))) return item;
    }
    return null;
  }

  let selectedItem = null;
  function select(name, {write = true, fusion = null, reveal = true} = {}) {
    if (selectedItem) {
      selectedItem.group.classList.remove('tbp-gv-selected');
      const ring = selectedItem.group.querySelector(':scope > .tbp-gv-ring');
      if (ring) ring.remove();
    }
    for (const e of drawn ? drawn.edges : []) {
      if (e.near) {
        e.path.removeAttribute('stroke');
        e.path.removeAttribute('stroke-width');
        e.path.setAttribute('marker-end', `url(#${markerId})`);
        e.near = false;
      }
    }
    selectedItem = itemByName(name, fusion);
    ui.selected = selectedItem ? name : '';
    if (selectedItem) {
      const {group, box} = selectedItem;
      group.classList.add('tbp-gv-selected');
      group.insertBefore(svg('rect', {class: 'tbp-gv-ring', x: -4, y: -4, rx: BOX.radius + 3,
        width: Number(box.getAttribute('width')) + 8, height: Number(box.getAttribute('height')) + 8,
        fill: 'none', stroke: GRAPH.selected, 'stroke-width': 2.5}), box);
      const id = group.getAttribute('data-id');
      for (const e of drawn.edges) {
        if (e.from === id || e.to === id) {
          e.path.setAttribute('stroke', GRAPH.edgeNear);
          e.path.setAttribute('stroke-width', 2);
          e.path.setAttribute('marker-end', `url(#${nearMarkerId})`);
          e.near = true;
        }
      }
    }
    clear(side).append(detailsCard(selectedItem, current, {expanded: ui.expand, actions}));
    side.classList.toggle('tbp-gv-empty', !selectedItem);
    if (selectedItem && reveal) {
      // Keep the op in sight beside its details.
      const p = contentPoint(name, fusion);
      const w = Number(selectedItem.box.getAttribute('width'));
      const h = Number(selectedItem.box.getAttribute('height'));
      if (p) pz.reveal(p.x - w / 2, p.y, w, h);
    }
    if (write) writeUrl();
  }

  async function toggleFusion(name) {
    if (ui.expand.has(name)) ui.expand.delete(name);
    else ui.expand.add(name);
    ui.expand = new Set(ui.expand);
    writeUrl();
    describe();
    await draw({view: 'keep', anchor: name});
  }

  // -- events --
  graph.addEventListener('click', (e) => {
    const toggle = e.target.closest && e.target.closest('.tbp-gv-toggle');
    const group = e.target.closest && e.target.closest('.tbp-gv-node');
    if (toggle && group) {
      toggleFusion(group.getAttribute('data-name'));
      return;
    }
    if (group) {
      select(group.getAttribute('data-name'), {fusion: group.getAttribute('data-fusion')});
    }
  });
  graph.addEventListener('dblclick', (e) => {
    const group = e.target.closest && e.target.closest('.tbp-gv-node');
    if (group && !(e.target.closest('.tbp-gv-toggle'))) {
      e.preventDefault();
      actions.centre(group.getAttribute('data-name'));
    }
  });
  graph.addEventListener('keydown', (e) => {
    const group = e.target.closest && e.target.closest('.tbp-gv-node');
    if (!group || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    select(group.getAttribute('data-name'), {fusion: group.getAttribute('data-fusion')});
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply({node: nodeInput.value.trim()});
  });
  widthInput.addEventListener('change', () => apply({}));
  metadataBox.addEventListener('change', () => apply({}));
  moduleSelect.addEventListener('change', () => {
    ui.expand = new Set();
    load({module: moduleSelect.value, node: '', selected: '', expand: new Set()});
  });
  function apply(changes) {
    const width = parseWidth(widthInput.value);
    fieldError.hidden = width !== null;
    if (width === null) {
      widthInput.setAttribute('aria-invalid', 'true');
      fieldError.textContent = `The width is a whole number from 0 to ${MAX_WIDTH}.`;
      return null;
    }
    widthInput.removeAttribute('aria-invalid');
    const node = 'node' in changes ? changes.node : ui.node;
    return load({node, width, metadata: metadataBox.checked, selected: node === ui.node ? ui.selected : node});
  }
  dotButton.addEventListener('click', () => {
    if (!current || !current.dot) return;
    downloadText(current.dot, `${fileName(current.module, current.node)}.dot`, 'text/vnd.graphviz;charset=utf-8');
  });
  hloButton.addEventListener('click', async () => {
    if (!current) return;
    hloButton.disabled = true;
    const label = hloButton.textContent;
    hloButton.textContent = 'Preparing…';
    try {
      const reply = await api.data({...base, module: current.module, format: 'hlo_text'});
      downloadText(String(reply.text ?? ''), `${fileName(reply.module || current.module)}.hlo.txt`, 'text/plain;charset=utf-8');
    } catch (e) {
      showError(e, 'Could not download the HLO text');
    } finally {
      hloButton.disabled = false;
      hloButton.textContent = label;
    }
  });

  side.append(detailsCard(null, null, {actions}));
  moduleSelect.append(el('option', {value: ui.module, text: ui.module || 'Loading…'}));
  setStatus('Loading the graph…');

  async function start() {
    prepareLayout();
    if (ui.programId && api && api.modules) {
      try {
        const found = moduleOfProgram(await api.modules(base.run, base.host), ui.programId);
        if (found) ui.module = found;
      } catch { /* the server picks a module */ }
    }
    await load({}, {initial: true});
  }
  const ready = start();
  return {
    ready,
    load,
    select: (name) => select(name),
    toggle: (name) => toggleFusion(name),
    state: () => ({...ui, expand: [...ui.expand]}),
    get data() { return current; },
  };
}
