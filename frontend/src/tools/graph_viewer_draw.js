// The HLO graph of graph_viewer (tools/graph_viewer.js): box labels and sizes,
// ELK's input (fusions as compound nodes), ELK's layered layout in a Web Worker
// started on the first graph, the SVG drawing and its pan and zoom. Profile text
// (names, HLO text, metadata) only goes into text nodes and attribute values.
//
// ELK (elkjs, EPL-2.0 or GPL-3.0-or-later) lays out in a Web Worker: its 1.6 MB
// worker script is a file beside index.js (vite.config.js copies it), so other
// tools never load it and the page stays responsive during a layout.

import ELK from 'elkjs/lib/elk-api.js';
import {clear, svg} from '../lib/dom.js';
import {formatDurationUs, formatNumber, formatPercent, shortName} from '../lib/format.js';
import {EVENTS, GRAPH, HLO_CATEGORIES, UI} from '../lib/palette.js';
import {hashString} from '../trace/colors.js';


// ELK's layered layout, operands above their users. Thoroughness 3 (ELK's default
// is 7) does fewer crossing-minimization sweeps: about half the time on 500 ops,
// for the same drawing. Linear-segments node placement keeps a graph about as
// wide as its widest layer (500 ops: 3,300 px wide instead of 13,400 with ELK's
// default Brandes-Köpf), so a fitted graph stays readable, for ~30% more time.
export const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.thoroughness': '3',
  'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS',
  'elk.spacing.nodeNode': '20',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.layered.spacing.nodeNodeBetweenLayers': '34',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

// Box geometry (SVG user units = CSS px at zoom 100%).
export const BOX = {padX: 8, padY: 6, line: 15, nameSize: 12, infoSize: 11, toggle: 16, minWidth: 72, radius: 4};
const HEADER = BOX.padY + 2 * BOX.line + 6; // an expanded fusion's title band
const NAME_CHARS = 36;
const INFO_CHARS = 44;
const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const MIN_ZOOM = 0.02;
const MAX_ZOOM = 4;
const DRAG_PX = 4;

// ---- labels and sizes ----------------------------------------------------------------------

/** Text cut to `max` characters in its middle (lib/format.js shortName: both ends kept). */
export function cut(text, max) {
  return shortName(text, max);
}

export function categoryColor(category) {
  const c = String(category ?? '');
  return Object.hasOwn(HLO_CATEGORIES, c) ? HLO_CATEGORIES[c] : EVENTS[hashString(c) % EVENTS.length];
}

let measure;
/** Width of a line of box text: measured on a canvas in browsers, estimated elsewhere. */
export function textWidth(text, size, bold = false) {
  if (measure === undefined) {
    measure = null;
    try {
      const context = document.createElement('canvas').getContext('2d');
      if (context && typeof context.measureText === 'function') measure = context;
    } catch {
      measure = null;
    }
  }
  if (measure) {
    const font = `${bold ? '600 ' : ''}${size}px ${FONT}`;
    if (measure.font !== font) measure.font = font;
    const w = measure.measureText(text).width;
    if (w > 0 || !text) return w;
  }
  return text.length * size * (bold ? 0.62 : 0.55);
}

/** A box's text lines: the name, opcode and shape, and the framework op with show_metadata. */
export function nodeLines(node, metadata = false) {
  const lines = [
    {text: cut(node.name, NAME_CHARS), size: BOX.nameSize, bold: true, kind: 'name'},
    {text: cut([node.opcode, node.shape].filter(Boolean).join(' '), INFO_CHARS), size: BOX.infoSize, kind: 'info'},
  ];
  const opName = metadata && node.metadata ? node.metadata.op_name : '';
  if (opName) lines.push({text: cut(opName, INFO_CHARS), size: BOX.infoSize, kind: 'meta'});
  return lines;
}

/** A box's size for its lines (room for the expand toggle on fusions). */
export function boxSize(lines, toggle = false) {
  const text = Math.max(...lines.map((l) => textWidth(l.text, l.size, l.bold)));
  return {
    width: Math.ceil(Math.max(BOX.minWidth, text + 2 * BOX.padX + (toggle ? BOX.toggle + 6 : 0))),
    height: 2 * BOX.padY + lines.length * BOX.line + 2,
  };
}

export const nodeId = (id) => `n${id}`;
export const fusedId = (fusion, id) => `n${fusion}f${id}`;

/** A fusion's fused graph, or null (none, or no instructions). */
export function fusedOf(node) {
  return node.fused && (node.fused.nodes || []).length ? node.fused : null;
}

/**
 * ELK's input: a node per op, an edge per operand -> user pair; an expanded
 * fusion is a node with children (its fused computation, laid out inside it).
 */
export function elkGraph(data, {expanded = new Set(), metadata = false} = {}) {
  const known = new Set();
  const children = [];
  for (const node of data.nodes || []) {
    const id = nodeId(node.id);
    if (known.has(id)) continue;
    known.add(id);
    const fused = fusedOf(node);
    const size = boxSize(nodeLines(node, metadata), Boolean(fused));
    if (fused && expanded.has(node.name)) {
      const inner = new Set();
      const kids = fused.nodes.map((f) => {
        const fid = fusedId(node.id, f.id);
        inner.add(fid);
        return {id: fid, ...boxSize(nodeLines(f))};
      });
      const edges = (fused.edges || [])
        .filter(([a, b]) => a !== b && inner.has(fusedId(node.id, a)) && inner.has(fusedId(node.id, b)))
        .map(([a, b], i) => ({id: `${id}e${i}`, sources: [fusedId(node.id, a)], targets: [fusedId(node.id, b)]}));
      const title = textWidth(`${fused.computation} · ${formatNumber(fused.nodes.length)} instructions`, BOX.infoSize);
      children.push({
        id, children: kids, edges,
        layoutOptions: {
          ...LAYOUT_OPTIONS,
          'elk.padding': `[top=${HEADER + 10},left=14,bottom=14,right=14]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${Math.ceil(Math.max(size.width, title + 2 * BOX.padX + BOX.toggle + 6))}, ${HEADER + 20})`,
          'elk.contentAlignment': '[H_CENTER, V_TOP]',
        },
      });
    } else {
      children.push({id, ...size});
    }
  }
  const edges = (data.edges || [])
    .filter(([a, b]) => a !== b && known.has(nodeId(a)) && known.has(nodeId(b)))
    .map(([a, b], i) => ({id: `e${i}`, sources: [nodeId(a)], targets: [nodeId(b)]}));
  return {id: 'root', layoutOptions: {...LAYOUT_OPTIONS}, children, edges};
}

// ---- ELK, in a Web Worker started on first use ----------------------------------------------

// elkjs' own minified worker, copied beside index.js by the build (vite.config.js):
// ELK runs off the page's thread (the page stays responsive while 500 ops are
// laid out), and nothing of it loads until a graph is drawn.
const WORKER_FILE = 'elk-worker.min.js';
let elk = null;
let engine = null;

/** Lays out with `fn(graph) -> Promise(layout)` instead of ELK's worker (tests); null restores it. */
export function setLayoutEngine(fn) {
  engine = fn;
}

/** ELK in its worker: {layout(input) -> Promise}; a worker that fails rejects what it was given. */
function startElk() {
  const url = new URL(/* @vite-ignore */ WORKER_FILE, import.meta.url).href;
  const worker = new Worker(url);
  const pending = new Set();
  const me = {failed: null};
  worker.addEventListener('error', (event) => {
    me.failed = new Error(`ELK's worker (${WORKER_FILE}) did not run${event.message ? `: ${event.message}` : ''}`);
    for (const reject of pending) reject(me.failed);
    pending.clear();
    if (elk === me) elk = null; // the next layout starts a new worker
  });
  const instance = new ELK({workerFactory: () => worker});
  me.layout = (input) => (me.failed ? Promise.reject(me.failed) : new Promise((resolve, reject) => {
    pending.add(reject);
    instance.layout(input).then(resolve, (e) => reject(e instanceof Error ? e : new Error(String(e && e.message ? e.message : e))))
      .finally(() => pending.delete(reject));
  }));
  return me;
}

/**
 * Starts ELK's worker ahead of the first graph (while the data request runs):
 * its script loads and compiles, and a one-box layout runs its setup.
 */
export function prepareLayout() {
  if (engine || elk || typeof Worker !== 'function') return;
  elk = startElk();
  elk.layout({id: 'warm', children: [{id: 'a', width: 10, height: 10}], edges: []}).catch(() => {});
}

/** ELK's layout of `input` (ELK's JSON graph). */
export function layoutGraph(input) {
  if (engine) return engine(input);
  if (!elk) elk = startElk();
  return elk.layout(input);
}

// ---- drawing -------------------------------------------------------------------------------


export const round = (v) => Math.round(v * 10) / 10;

/** An SVG path's `d` through an ELK edge's sections. */
export function edgePath(edge) {
  const parts = [];
  for (const s of edge.sections || []) {
    const points = [s.startPoint, ...(s.bendPoints || []), s.endPoint];
    parts.push(points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join(' '));
  }
  return parts.join(' ');
}

/** The tooltip of an op: whole name, opcode and shape, its time. */
export function nodeTitle(node) {
  const lines = [node.name, [node.opcode, node.shape].filter(Boolean).join(' ')];
  if (node.time) {
    lines.push(`${formatDurationUs(node.time.self_time_ps / 1e6)} self time, ${formatPercent(node.time.percent, 1)} of the module's op time`);
  }
  if (node.metadata && node.metadata.op_name) lines.push(node.metadata.op_name);
  if (node.boundary) lines.push('Has operands or users beyond the width');
  return lines.join('\n');
}

function textLines(lines, x0) {
  return lines.map((line, i) => svg('text', {
    class: `tbp-gv-${line.kind}`, x: x0, y: BOX.padY + (i + 1) * BOX.line - 3,
    'font-size': line.size, 'font-weight': line.bold ? 600 : null, fill: line.kind === 'name' ? GRAPH.text : GRAPH.subtext,
  }, line.text));
}

function toggleButton(width, expanded, name) {
  const x = width - BOX.toggle - 5;
  const label = `${expanded ? 'Collapse' : 'Expand'} fusion ${name}`;
  return svg('g', {class: 'tbp-gv-toggle', transform: `translate(${round(x)},5)`, role: 'button', 'aria-label': label},
    svg('title', {}, label),
    svg('rect', {width: BOX.toggle, height: BOX.toggle, rx: 3, fill: UI.surface, stroke: GRAPH.stroke}),
    svg('path', {d: expanded ? 'M4 8H12' : 'M4 8H12M8 4V12', stroke: GRAPH.text, 'stroke-width': 1.6}));
}

/**
 * The graph's SVG content from ELK's layout: {element, items: Map(ELK id ->
 * {group, node, fusion, box}), edges: [{path, from, to}]}. `data`'s nodes give
 * the text; `expanded` names the fusions drawn open.
 */
export function drawGraph(layout, data, {expanded = new Set(), metadata = false, markers = {}} = {}) {
  const byId = new Map((data.nodes || []).map((n) => [nodeId(n.id), n]));
  const items = new Map();
  const edges = [];
  const element = svg('g', {class: 'tbp-gv-content'});
  const edgeLayer = svg('g', {class: 'tbp-gv-edges', fill: 'none', stroke: GRAPH.edge, 'stroke-width': 1.2});
  const nodeLayer = svg('g', {class: 'tbp-gv-nodes'});
  element.append(edgeLayer, nodeLayer);

  const addEdges = (layer, list, parent = null) => {
    for (const e of list || []) {
      const d = edgePath(e);
      if (!d) continue;
      const path = svg('path', {class: 'tbp-gv-edge', d, 'marker-end': markers.edge ? `url(#${markers.edge})` : null});
      layer.append(path);
      edges.push({path, from: e.sources[0], to: e.targets[0], parent});
    }
  };
  addEdges(edgeLayer, layout.edges);

  for (const child of layout.children || []) {
    const node = byId.get(child.id);
    if (!node) continue;
    const open = Boolean(child.children && child.children.length);
    const fused = fusedOf(node);
    const classes = ['tbp-gv-node'];
    if (node.distance === 0) classes.push('tbp-gv-centre');
    if (node.boundary) classes.push('tbp-gv-boundary');
    if (fused) classes.push('tbp-gv-fusion');
    if (open) classes.push('tbp-gv-open');
    const group = svg('g', {
      class: classes.join(' '), transform: `translate(${round(child.x)},${round(child.y)})`, tabindex: 0,
      role: 'button', 'data-id': child.id, 'data-name': node.name,
      'aria-label': `${node.name}: ${node.opcode} ${node.shape}`.trim(),
    });
    group.append(svg('title', {}, nodeTitle(node)));
    const color = categoryColor(node.category);
    const box = svg('rect', {
      class: 'tbp-gv-box', width: round(child.width), height: round(child.height), rx: BOX.radius,
      fill: open ? GRAPH.fusionFill : color,
      stroke: node.distance === 0 ? GRAPH.centre : open ? color : GRAPH.stroke,
      'stroke-width': node.distance === 0 ? 3 : open ? 2 : 1,
      'stroke-dasharray': node.boundary ? '6 3' : null,
    });
    group.append(box);
    if (open) {
      group.append(svg('rect', {class: 'tbp-gv-band', x: 1, y: 1, width: round(child.width - 2), height: HEADER,
        rx: BOX.radius, fill: color}));
      group.append(...textLines([
        {text: cut(node.name, NAME_CHARS), size: BOX.nameSize, bold: true, kind: 'name'},
        {text: `${fused.computation} · ${formatNumber(fused.nodes.length)} instructions`, size: BOX.infoSize, kind: 'info'},
      ], BOX.padX));
      const inner = svg('g', {class: 'tbp-gv-fused', fill: 'none'});
      const innerEdges = svg('g', {class: 'tbp-gv-edges', fill: 'none', stroke: GRAPH.edge, 'stroke-width': 1.1});
      addEdges(innerEdges, child.edges, child.id);
      const byFused = new Map(fused.nodes.map((f) => [fusedId(node.id, f.id), f]));
      const innerNodes = svg('g', {class: 'tbp-gv-nodes'});
      for (const k of child.children) {
        const f = byFused.get(k.id);
        if (!f) continue;
        const g = svg('g', {class: 'tbp-gv-node tbp-gv-fused-node', transform: `translate(${round(k.x)},${round(k.y)})`,
          tabindex: 0, role: 'button', 'data-id': k.id, 'data-name': f.name, 'data-fusion': node.name,
          'aria-label': `${f.name}: ${f.opcode} ${f.shape}`.trim()});
        const fbox = svg('rect', {class: 'tbp-gv-box', width: round(k.width), height: round(k.height), rx: BOX.radius,
          fill: categoryColor(f.category), stroke: GRAPH.stroke, 'stroke-width': 1});
        g.append(svg('title', {}, nodeTitle(f)), fbox, ...textLines(nodeLines(f), BOX.padX));
        innerNodes.append(g);
        items.set(k.id, {group: g, node: f, fusion: node, box: fbox});
      }
      inner.append(innerEdges, innerNodes);
      group.append(inner);
    } else {
      group.append(...textLines(nodeLines(node, metadata), BOX.padX));
    }
    if (fused) group.append(toggleButton(child.width, open, node.name));
    nodeLayer.append(group);
    items.set(child.id, {group, node, fusion: null, box});
  }
  return {element, items, edges, width: layout.width || 0, height: layout.height || 0};
}

// ---- pan and zoom --------------------------------------------------------------------------

/**
 * Pan (drag) and zoom (wheel, zoomBy) of `viewport` inside `svgEl`.
 * A drag never ends in a click: the click after it is swallowed.
 */
export function panZoom(svgEl, viewport, onChange = () => {}, covered = () => ({top: 0, right: 0})) {
  const t = {x: 0, y: 0, k: 1};
  const content = {width: 0, height: 0};
  let drag = null;
  let swallowClick = false;
  const apply = () => {
    viewport.setAttribute('transform', `translate(${round(t.x)},${round(t.y)}) scale(${Number(t.k.toFixed(4))})`);
    onChange(t);
  };
  const box = () => {
    const r = svgEl.getBoundingClientRect();
    return {width: r.width || svgEl.clientWidth || 800, height: r.height || svgEl.clientHeight || 500, left: r.left, top: r.top};
  };
  // The part of the view not under the controls floating over it: the zoom buttons at the
  // top, the details on the right side in a narrow view. {left, top, width, height} in view pixels.
  const open = () => {
    const b = box();
    const c = covered();
    const top = Math.min(b.height / 3, c.top || 0);
    return {left: 0, top, width: Math.max(b.width / 3, b.width - (c.right || 0)), height: b.height - top};
  };
  const clampZoom = (k) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
  function zoomAt(px, py, factor) {
    const k = clampZoom(t.k * factor);
    t.x = px - ((px - t.x) * k) / t.k;
    t.y = py - ((py - t.y) * k) / t.k;
    t.k = k;
    apply();
  }
  /** The scale at which the whole content fits (at most 1). */
  function fitScale() {
    const b = open();
    if (!content.width || !content.height) return 1;
    return clampZoom(Math.min((b.width - 24) / content.width, (b.height - 16) / content.height, 1));
  }
  function fit() {
    const b = open();
    t.k = fitScale();
    t.x = (b.width - content.width * t.k) / 2;
    t.y = b.top + Math.max(12, (b.height - content.height * t.k) / 2);
    apply();
  }
  /** Puts content point (cx, cy) at the middle of the open view (at scale k). */
  function centreOn(cx, cy, k = t.k) {
    const b = open();
    t.k = clampZoom(k);
    t.x = b.width / 2 - cx * t.k;
    t.y = b.top + b.height / 2 - cy * t.k;
    apply();
  }
  svgEl.addEventListener('wheel', (e) => {
    e.preventDefault();
    const b = box();
    const step = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
    zoomAt(e.clientX - b.left, e.clientY - b.top, Math.exp(-e.deltaY * step));
  }, {passive: false});
  svgEl.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = {x: e.clientX, y: e.clientY, tx: t.x, ty: t.y, id: e.pointerId, moved: false};
  });
  svgEl.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    if (!drag.moved) {
      drag.moved = true;
      svgEl.classList.add('tbp-gv-panning');
      try { svgEl.setPointerCapture(drag.id); } catch { /* pointer gone */ }
    }
    t.x = drag.tx + dx;
    t.y = drag.ty + dy;
    apply();
  });
  const end = () => {
    if (drag && drag.moved) {
      swallowClick = true;
      setTimeout(() => { swallowClick = false; }, 0);
    }
    drag = null;
    svgEl.classList.remove('tbp-gv-panning');
  };
  svgEl.addEventListener('pointerup', end);
  svgEl.addEventListener('pointercancel', end);
  svgEl.addEventListener('click', (e) => {
    if (swallowClick) {
      e.stopPropagation();
      e.preventDefault();
      swallowClick = false;
    }
  }, true);
  return {
    transform: t,
    setContent(width, height) {
      content.width = width;
      content.height = height;
    },
    fitScale, fit, centreOn,
    zoomBy(factor) {
      const b = box();
      zoomAt(b.width / 2, b.height / 2, factor);
    },
    /** Moves the view so that content point (cx, cy) shows at view point (vx, vy). */
    keep(cx, cy, vx, vy) {
      t.x = vx - cx * t.k;
      t.y = vy - cy * t.k;
      apply();
    },
    /** Pans the least that shows content box (x, y, w, h) in the open part of the view, when it fits. */
    reveal(x, y, w, h) {
      const b = open();
      const left = t.x + x * t.k;
      const right = left + w * t.k;
      const top = t.y + y * t.k;
      const bottom = top + h * t.k;
      const low = b.top + b.height;
      if (right > b.width - 8) t.x -= Math.min(right - (b.width - 8), Math.max(0, left - 8));
      else if (left < 8) t.x += 8 - left;
      if (bottom > low - 8) t.y -= Math.min(bottom - (low - 8), Math.max(0, top - b.top - 8));
      else if (top < b.top + 8) t.y += b.top + 8 - top;
      apply();
    },
  };
}
