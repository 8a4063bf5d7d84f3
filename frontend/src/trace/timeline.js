// The canvas timeline: overview strip, time axis, track labels, event boxes
// and counter charts, with the select / pan / zoom / timing interactions.
//
// Drawing: every change calls requestDraw(); one requestAnimationFrame then
// redraws the whole canvas from the state (no incremental painting to keep in
// sync). The per-frame cost is bounded by what is visible, not by the window:
//  - only the tracks (and the rows of a track) inside the scrolled area are
//    visited, each row starting from a binary search on the viewport start;
//  - in a row, a box that ends inside a pixel already painted is skipped, so a
//    row costs at most ~1 rect per pixel (1500 px × 30 visible rows = 45k rects
//    in the worst case, whatever the window holds);
//  - rects are batched by colour (16 palette colours = 16 fills a frame
//    instead of one fillStyle change per box);
//  - names are drawn only on boxes >= 24 px, with widths cached per string.
//
// Coordinates: CSS px; the canvas backing store is devicePixelRatio times
// bigger and the context scaled once per frame.

import {el} from '../lib/dom.js';
import {formatDurationUs, formatNumber} from '../lib/format.js';
import {PALETTE, TEXT_COLOR, withAlpha} from './colors.js';
import {
  timeToX, xToTime, zoomAround, panBy, clampView, centerOn, ticks, lowerBound, upperBound,
} from './math.js';
import {
  SIZES, headerHeight, buildLayout, itemIndexAt, visibleRange, rowAt, eventAt, eventsInRange,
  counterValueAt, sectionKey,
} from './layout.js';
import {indexOfId, trackHost} from './model.js';
import {HELP} from './keys.js';

export const MODES = ['select', 'pan', 'zoom', 'timing'];

const FONT = '11px Roboto, Arial, sans-serif';
const BOLD_FONT = '500 11px Roboto, Arial, sans-serif';
/** Names are drawn on boxes at least this wide: "MatM…" is ~24 px at 11 px. */
const MIN_LABEL_PX = 24;
/** Boxes narrower than this join a run with their neighbours (see drawTracks). */
const TINY_PX = 2;
/** ...when the gap to the run is at most this. */
const RUN_GAP_PX = 1;
/** Merged boxes: their colour halfway to white. */
const LIGHT_PALETTE = PALETTE.map((c) => mix(c, '#ffffff', 0.45));
/** A click may miss a tiny box by this much and still select it. */
const HIT_SLOP_PX = 3;
/** Pointer travel that turns a click into a drag. */
const DRAG_PX = 3;
/** Zoom per wheel pixel: 100 px of wheel (one notch) ≈ ×1.22. */
const WHEEL_ZOOM = 0.002;
/** Pinch gestures arrive as ctrl+wheel with small deltas: stronger. */
const PINCH_ZOOM = 0.01;
/** Zoom-mode drag: 100 px up ≈ ×2.7. */
const DRAG_ZOOM = 0.01;
const KEY_ZOOM = 1.25;
const KEY_PAN = 0.2; // of the viewport width
const FRAME_SAMPLES = 600;

/** Grows like a vector; `fill` batches all its rects into one path. */
class RectBatch {
  constructor() {
    this.data = new Float32Array(4096);
    this.n = 0;
  }

  push(x, y, w, h) {
    if (this.n + 4 > this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const a = this.data;
    a[this.n] = x;
    a[this.n + 1] = y;
    a[this.n + 2] = w;
    a[this.n + 3] = h;
    this.n += 4;
  }

  fill(ctx, style) {
    if (this.n) {
      const a = this.data;
      ctx.fillStyle = style;
      // fillRect, not one path of rects: Chromium's software raster fills a
      // 60k-rect path in ~550 ms a frame (measured, headless, --disable-gpu),
      // 60k fillRects in a few ms.
      for (let k = 0; k < this.n; k += 4) ctx.fillRect(a[k], a[k + 1], a[k + 2], a[k + 3]);
    }
    this.n = 0;
  }
}

/**
 * Truncates names to a width with "…", measuring each string once
 * (measureText is the costliest call of a frame when it is not cached).
 */
export class TextFitter {
  constructor(ctx, charPx = 6) {
    this.ctx = ctx;
    this.charPx = charPx;
    this.widths = new Map();
  }

  width(text) {
    let w = this.widths.get(text);
    if (w === undefined) {
      w = this.ctx ? this.ctx.measureText(text).width : text.length * this.charPx;
      if (this.widths.size > 50000) this.widths.clear(); // bound memory on huge name sets
      this.widths.set(text, w);
    }
    return w;
  }

  /** The longest prefix of text (+ "…") that fits in maxPx; '' if not even "x…" fits. */
  fit(text, maxPx) {
    if (this.width(text) <= maxPx) return text;
    let lo = 1;
    let hi = text.length - 1;
    let best = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const candidate = `${text.slice(0, mid)}…`;
      if (this.width(candidate) <= maxPx) {
        best = candidate;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return best;
  }
}

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

function context2d(canvas) {
  try {
    return canvas.getContext ? canvas.getContext('2d') : null;
  } catch {
    return null; // happy-dom, or a browser out of canvas memory
  }
}

function now() {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function compact(value) {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(2)} G`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (abs >= 1e3) return `${(value / 1e3).toFixed(2)} k`;
  return formatNumber(value);
}

/**
 * new Timeline(parent, callbacks)
 * callbacks: onViewChange(view), onSelectEvent({index, id, host, count} | null),
 * onSelectRange({start, end, indexes, trackIds}), onModeChange(mode),
 * onTiming({start, end} | null), onResize(timeWidth).
 */
export class Timeline {
  constructor(parent, callbacks = {}) {
    this.cb = {
      onViewChange: () => {}, onSelectEvent: () => {}, onSelectRange: () => {}, onModeChange: () => {}, onTiming: () => {},
      onResize: () => {},
      ...callbacks,
    };
    this.sizes = SIZES;
    this.win = null;
    this.overviewWin = null;
    this.overviewDensity = null;
    this.layout = buildLayout(null);
    this.collapsed = new Set();
    this.view = {start: 0, end: 1};
    this.mode = 'select';
    this.scrollTop = 0;
    this.selected = null; // {id, host, index, count, details}
    this.range = null; // drag-selected area {start, end, y0, y1}
    this.timing = null; // measured interval {start, end}
    this.marks = [];
    this.drag = null;
    this.pointer = null; // last pointer position over the canvas
    this.frame = 0;
    this.frameTimes = [];
    this.width = 0;
    this.height = 0;
    this.dpr = 1;
    this.batches = PALETTE.map(() => new RectBatch());
    this.lightBatches = PALETTE.map(() => new RectBatch());
    this.mergedBatch = new RectBatch();
    this.labels = {index: new Int32Array(1024), x: new Float32Array(1024), y: new Float32Array(1024), w: new Float32Array(1024), n: 0};

    this.canvas = el('canvas', {class: 'tbp-trace-canvas', role: 'img', 'aria-label': 'Trace timeline'});
    this.spacer = el('div', {class: 'tbp-trace-vscroll-spacer'});
    this.vscroll = el('div', {class: 'tbp-trace-vscroll', 'aria-hidden': 'true'}, this.spacer);
    this.tooltip = el('div', {class: 'tbp-trace-tooltip', role: 'tooltip', hidden: true});
    this.help = el('div', {class: 'tbp-trace-help', role: 'dialog', 'aria-label': 'Trace viewer keys', hidden: true},
      el('div', {class: 'tbp-trace-help-head'},
        el('h3', {text: 'Keys and mouse'}),
        el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: 'Close', on: {click: () => this.toggleHelp(false)}})),
      el('table', {}, el('tbody', {}, HELP.map(([k, what]) => el('tr', {}, el('th', {text: k}), el('td', {text: what}))))));
    this.element = el('div', {class: 'tbp-trace-timeline tbp-trace-mode-select', tabindex: '0'},
      this.canvas, this.vscroll, this.tooltip, this.help);
    parent.append(this.element);
    this.ctx = context2d(this.canvas);
    this.text = new TextFitter(this.ctx);
    this.hatch = this.makeHatch();

    this.listen();
  }

  // ---- geometry ----

  get timeX() {
    return this.sizes.labelW;
  }

  get timeWidth() {
    return Math.max(1, this.width - this.sizes.labelW - this.sizes.scrollbarW);
  }

  get tracksTop() {
    return headerHeight(this.sizes);
  }

  get tracksHeight() {
    return Math.max(0, this.height - this.tracksTop);
  }

  get span() {
    const w = this.win || this.overviewWin;
    return w ? {start: w.spanUs[0], end: w.spanUs[1]} : null;
  }

  /** x (canvas CSS px) of a time. */
  xOf(t) {
    return this.timeX + timeToX(t, this.view, this.timeWidth);
  }

  /** Time under a canvas x. */
  timeAt(x) {
    return xToTime(x - this.timeX, this.view, this.timeWidth);
  }

  /** Content y (scrolled track space) of a canvas y. */
  contentY(y) {
    return y - this.tracksTop + this.scrollTop;
  }

  /** Which part of the canvas a point is in: overview, axis, labels, tracks or null. */
  regionAt(x, y) {
    if (y < 0 || x < 0 || x >= this.width || y >= this.height) return null;
    if (y < this.sizes.overviewH) return 'overview';
    if (y < this.tracksTop) return 'axis';
    if (x < this.timeX) return 'labels';
    if (x < this.timeX + this.timeWidth) return 'tracks';
    return null;
  }

  /** Size in CSS px (from the ResizeObserver; tests call it directly). */
  setSize(width, height, dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1) {
    width = Math.max(0, Math.floor(width));
    height = Math.max(0, Math.floor(height));
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.vscroll.style.top = `${this.tracksTop}px`;
    this.vscroll.style.height = `${this.tracksHeight}px`;
    this.vscroll.style.width = `${this.sizes.scrollbarW}px`;
    this.setScrollTop(this.scrollTop);
    this.requestDraw();
    this.cb.onResize(this.timeWidth);
  }

  // ---- state ----

  setWindow(win) {
    const first = !this.win;
    this.win = win;
    this.relayout();
    if (this.selected) this.selected.index = indexOfId(win, this.selected.id, this.selected.host);
    if (first && !this.viewSet) this.setView({start: win.spanUs[0], end: win.spanUs[1]}, {emit: false});
    else this.setView(this.view, {emit: false});
    this.requestDraw();
  }

  /** The whole trace at low resolution, for the overview strip's density. */
  setOverview(win) {
    this.overviewWin = win;
    this.overviewDensity = null; // computed at the next draw, for its width
    this.requestDraw();
  }

  relayout() {
    this.layout = buildLayout(this.win, this.collapsed, this.sizes);
    this.spacer.style.height = `${this.layout.height}px`;
    this.setScrollTop(this.scrollTop);
  }

  setView(view, {emit = true} = {}) {
    const next = clampView(view, this.span);
    this.viewSet = true;
    const changed = next.start !== this.view.start || next.end !== this.view.end;
    this.view = next;
    this.requestDraw();
    if (emit && changed) this.cb.onViewChange({...next});
    return changed;
  }

  setScrollTop(top) {
    const max = Math.max(0, this.layout.height - this.tracksHeight);
    this.scrollTop = Math.min(max, Math.max(0, top || 0));
    if (this.vscroll.scrollTop !== this.scrollTop) {
      this.syncingScroll = true;
      this.vscroll.scrollTop = this.scrollTop;
    }
    this.requestDraw();
  }

  setMode(mode) {
    if (!MODES.includes(mode) || mode === this.mode) return;
    this.element.classList.remove(`tbp-trace-mode-${this.mode}`);
    this.mode = mode;
    this.element.classList.add(`tbp-trace-mode-${mode}`);
    this.cb.onModeChange(mode);
  }

  toggleSection(section) {
    const key = sectionKey(section);
    if (this.collapsed.has(key)) this.collapsed.delete(key);
    else this.collapsed.add(key);
    this.relayout();
  }

  /** Selects event `index` of the window (-1 or null: clears). */
  selectIndex(index, {emit = true} = {}) {
    const win = this.win;
    if (!win || index === null || index < 0 || index >= win.n) {
      this.selected = null;
    } else {
      this.selected = {index, id: win.id[index], host: trackHost(win, win.track[index]), count: win.count[index], details: null};
    }
    this.range = null;
    this.requestDraw();
    if (emit) this.cb.onSelectEvent(this.selected && {...this.selected});
  }

  /** Selects by id (search, URL, flows): the box is found in this and later windows. */
  selectId(id, host, {details = null, emit = false} = {}) {
    this.selected = {id: Number(id), host, index: indexOfId(this.win, id, host), count: 1, details};
    if (this.selected.index >= 0) this.selected.count = this.win.count[this.selected.index];
    this.range = null;
    this.requestDraw();
    if (emit) this.cb.onSelectEvent({...this.selected});
  }

  setSelectedDetails(details) {
    if (this.selected && details && Number(details.id) === this.selected.id) {
      this.selected.details = details;
      this.requestDraw();
    }
  }

  clearSelection() {
    const had = this.selected || this.range || this.timing;
    this.selected = null;
    this.range = null;
    this.timing = null;
    this.requestDraw();
    if (had) {
      this.cb.onSelectEvent(null);
      this.cb.onTiming(null);
    }
  }

  /** The interval F zooms to and M marks: timing > area > event. */
  selectionInterval() {
    if (this.timing && this.timing.end > this.timing.start) return {...this.timing};
    if (this.range) return {start: this.range.start, end: this.range.end};
    const s = this.selected;
    if (s) {
      if (s.index >= 0 && this.win) return {start: this.win.ts[s.index], end: this.win.ts[s.index] + this.win.dur[s.index]};
      if (s.details) return {start: s.details.ts, end: s.details.ts + (s.details.dur || 0)};
    }
    return null;
  }

  zoomToSelection() {
    const sel = this.selectionInterval();
    if (!sel) return false;
    // 10% of room on each side, so the edges of the selection stay visible.
    const pad = Math.max((sel.end - sel.start) * 0.1, 0.005);
    return this.setView({start: sel.start - pad, end: sel.end + pad});
  }

  markSelection() {
    const sel = this.selectionInterval();
    if (!sel) return false;
    const k = this.marks.findIndex((m) => m.start === sel.start && m.end === sel.end);
    if (k >= 0) this.marks.splice(k, 1);
    else this.marks.push(sel);
    this.requestDraw();
    return true;
  }

  toggleHelp(show = this.help.hidden) {
    this.help.hidden = !show;
  }

  /** Time the keys zoom around: the pointer when it is over the time area, else the centre. */
  focusTime() {
    const p = this.pointer;
    if (p && p.x >= this.timeX && p.x < this.timeX + this.timeWidth) return this.timeAt(p.x);
    return (this.view.start + this.view.end) / 2;
  }

  /** Runs a named action (keys.js); returns false for actions it does not own. */
  runAction(action, {fast = false} = {}) {
    const width = this.view.end - this.view.start;
    switch (action) {
      case 'mode-select': case 'mode-pan': case 'mode-zoom': case 'mode-timing':
        this.setMode(action.slice(5));
        return true;
      case 'zoom-in':
        this.setView(zoomAround(this.view, this.focusTime(), fast ? 2 : KEY_ZOOM, this.span));
        return true;
      case 'zoom-out':
        this.setView(zoomAround(this.view, this.focusTime(), 1 / (fast ? 2 : KEY_ZOOM), this.span));
        return true;
      case 'pan-left':
        this.setView(panBy(this.view, -width * (fast ? 0.5 : KEY_PAN), this.span));
        return true;
      case 'pan-right':
        this.setView(panBy(this.view, width * (fast ? 0.5 : KEY_PAN), this.span));
        return true;
      case 'zoom-to-selection':
        this.zoomToSelection();
        return true;
      case 'mark-selection':
        this.markSelection();
        return true;
      case 'reset-view':
        if (this.span) this.setView(this.span);
        return true;
      case 'toggle-help':
        this.toggleHelp();
        return true;
      case 'clear-selection':
        if (!this.help.hidden) this.toggleHelp(false);
        else this.clearSelection();
        return true;
      default:
        return false;
    }
  }

  // ---- hit testing ----

  /**
   * What is under canvas point (x, y):
   * {kind: 'event', index, item} | {kind: 'counter', item, t, value} |
   * {kind: 'section', item} | {kind: 'track', item, row} | null.
   */
  hitTest(x, y) {
    const region = this.regionAt(x, y);
    if (region !== 'tracks' && region !== 'labels') return null;
    const cy = this.contentY(y);
    const k = itemIndexAt(this.layout, cy);
    if (k < 0) return null;
    const item = this.layout.items[k];
    if (item.kind === 'section') return {kind: 'section', item};
    if (region === 'labels') return {kind: 'track', item, row: rowAt(item, cy, this.sizes)};
    const t = this.timeAt(x);
    if (item.track.kind === 'counter') {
      return {kind: 'counter', item, t, value: counterValueAt(this.win, item.track.id, t)};
    }
    const row = rowAt(item, cy, this.sizes);
    if (row < 0) return {kind: 'track', item, row};
    const tol = (HIT_SLOP_PX * (this.view.end - this.view.start)) / this.timeWidth;
    const index = eventAt(this.win, item.track.id, row, t, tol);
    return index >= 0 ? {kind: 'event', index, item, row} : {kind: 'track', item, row};
  }

  /** Ids of the event tracks between content ys y0 and y1. */
  trackIdsBetween(y0, y1) {
    const [a, b] = visibleRange(this.layout, Math.min(y0, y1), Math.max(y0, y1) + 1);
    const ids = [];
    for (let k = a; k < b; k += 1) {
      const item = this.layout.items[k];
      if (item.kind === 'track' && item.track.kind !== 'counter') ids.push(item.track.id);
    }
    return ids;
  }

  /** Finishes a drag-select: the events of the area, reported to onSelectRange. */
  selectArea(t0, t1, y0, y1) {
    const start = Math.min(t0, t1);
    const end = Math.max(t0, t1);
    const trackIds = this.trackIdsBetween(y0, y1);
    const indexes = eventsInRange(this.win, trackIds, start, end);
    this.selected = null;
    this.range = {start, end, y0: Math.min(y0, y1), y1: Math.max(y0, y1)};
    this.requestDraw();
    this.cb.onSelectRange({start, end, indexes, trackIds});
    return indexes;
  }

  // ---- input ----

  listen() {
    const c = this.canvas;
    this.handlers = [
      [c, 'pointerdown', (e) => this.onPointerDown(e)],
      [c, 'pointermove', (e) => this.onPointerMove(e)],
      [c, 'pointerup', (e) => this.onPointerUp(e)],
      [c, 'pointercancel', () => { this.drag = null; }],
      [c, 'pointerleave', () => { this.pointer = null; this.hideTooltip(); }],
      [c, 'wheel', (e) => this.onWheel(e), {passive: false}],
      [this.vscroll, 'scroll', () => {
        if (this.syncingScroll) {
          this.syncingScroll = false;
          return;
        }
        this.scrollTop = this.vscroll.scrollTop;
        this.requestDraw();
      }],
    ];
    for (const [target, name, fn, opts] of this.handlers) target.addEventListener(name, fn, opts);
    if (typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => this.fitToElement());
      this.resizeObserver.observe(this.element);
    }
  }

  fitToElement() {
    const rect = this.element.getBoundingClientRect();
    if (rect.width && rect.height) this.setSize(rect.width, rect.height);
  }

  pointOf(e) {
    const rect = this.canvas.getBoundingClientRect();
    return {x: e.clientX - rect.left, y: e.clientY - rect.top};
  }

  onPointerDown(e) {
    if (e.button !== undefined && e.button !== 0) return;
    const {x, y} = this.pointOf(e);
    const region = this.regionAt(x, y);
    if (!region) return;
    this.element.focus({preventScroll: true});
    try { this.canvas.setPointerCapture(e.pointerId); } catch { /* synthetic events */ }
    this.drag = {region, x0: x, y0: y, x, y, moved: false, view0: {...this.view}, scroll0: this.scrollTop, mode: this.mode,
      t0: this.timeAt(x), cy0: this.contentY(y)};
    this.hideTooltip();
    if (region === 'overview') this.moveViewportTo(x);
    e.preventDefault();
  }

  onPointerMove(e) {
    const p = this.pointOf(e);
    this.pointer = p;
    const d = this.drag;
    if (!d) {
      this.hover(p.x, p.y);
      return;
    }
    d.x = p.x;
    d.y = p.y;
    if (!d.moved && Math.abs(p.x - d.x0) + Math.abs(p.y - d.y0) < DRAG_PX) return;
    d.moved = true;
    const dx = p.x - d.x0;
    const dy = p.y - d.y0;
    if (d.region === 'overview') {
      this.moveViewportTo(p.x);
    } else if (d.region === 'labels') {
      this.setScrollTop(d.scroll0 - dy);
    } else if (d.mode === 'pan') {
      this.setView(panBy(d.view0, (-dx * (d.view0.end - d.view0.start)) / this.timeWidth, this.span));
      this.setScrollTop(d.scroll0 - dy);
    } else if (d.mode === 'zoom') {
      this.setView(zoomAround(d.view0, d.t0, Math.exp(-dy * DRAG_ZOOM), this.span));
    } else if (d.mode === 'timing') {
      const t = this.timeAt(p.x);
      this.timing = {start: Math.min(d.t0, t), end: Math.max(d.t0, t)};
      this.requestDraw();
    } else {
      const t = this.timeAt(p.x);
      this.range = {start: Math.min(d.t0, t), end: Math.max(d.t0, t),
        y0: Math.min(d.cy0, this.contentY(p.y)), y1: Math.max(d.cy0, this.contentY(p.y))};
      this.requestDraw();
    }
  }

  onPointerUp(e) {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    try { this.canvas.releasePointerCapture(e.pointerId); } catch { /* synthetic events */ }
    if (!d.moved) {
      this.click(d.x0, d.y0);
      return;
    }
    if (d.region === 'tracks' || d.region === 'axis') {
      if (d.mode === 'select' && this.range) this.selectArea(this.range.start, this.range.end, this.range.y0, this.range.y1);
      if (d.mode === 'timing' && this.timing) this.cb.onTiming({...this.timing});
    }
  }

  click(x, y) {
    const hit = this.hitTest(x, y);
    if (hit && hit.kind === 'section') {
      this.toggleSection(hit.item.section);
      return;
    }
    const region = this.regionAt(x, y);
    if (region !== 'tracks') return;
    if (this.mode === 'timing' && this.timing) {
      this.timing = null;
      this.cb.onTiming(null);
      this.requestDraw();
    }
    if (hit && hit.kind === 'event') this.selectIndex(hit.index);
    else if (this.selected || this.range) this.selectIndex(-1);
  }

  moveViewportTo(x) {
    const span = this.span;
    if (!span) return;
    const t = span.start + ((x - this.timeX) / this.timeWidth) * (span.end - span.start);
    this.setView(centerOn(t, this.view.end - this.view.start, span));
  }

  onWheel(e) {
    const {x, y} = this.pointOf(e);
    const region = this.regionAt(x, y);
    if (!region) return;
    e.preventDefault();
    // deltaMode 1 = lines (Firefox), 2 = pages.
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.tracksHeight : 1;
    const dx = e.deltaX * unit;
    const dy = e.deltaY * unit;
    if (region === 'labels' || e.shiftKey) {
      this.setScrollTop(this.scrollTop + (dy || dx));
    } else if (Math.abs(dx) > Math.abs(dy)) {
      this.setView(panBy(this.view, (dx * (this.view.end - this.view.start)) / this.timeWidth, this.span));
    } else if (dy) {
      const t = region === 'tracks' || region === 'axis' ? this.timeAt(x) : (this.view.start + this.view.end) / 2;
      this.setView(zoomAround(this.view, t, Math.exp(-dy * (e.ctrlKey ? PINCH_ZOOM : WHEEL_ZOOM)), this.span));
    }
  }

  hover(x, y) {
    const hit = this.hitTest(x, y);
    this.canvas.style.cursor = hit && hit.kind === 'section' ? 'pointer' : '';
    const text = this.tooltipText(hit);
    if (!text) {
      this.hideTooltip();
      return;
    }
    this.tooltip.textContent = text;
    this.tooltip.hidden = false;
    // Keep it inside the timeline: flip left/up near the right/bottom edges.
    const w = this.tooltip.offsetWidth || 200;
    const h = this.tooltip.offsetHeight || 40;
    const left = x + 14 + w > this.width ? Math.max(0, x - 14 - w) : x + 14;
    const top = y + 14 + h > this.height ? Math.max(0, y - 14 - h) : y + 14;
    this.tooltip.style.left = `${left}px`;
    this.tooltip.style.top = `${top}px`;
  }

  tooltipText(hit) {
    if (!hit) return '';
    const win = this.win;
    if (hit.kind === 'event') {
      const i = hit.index;
      const lines = [win.names[win.name[i]] ?? '', `Start ${formatDurationUs(win.ts[i])}`, `Duration ${formatDurationUs(win.dur[i])}`];
      if (win.count[i] > 1) lines.push(`${formatNumber(win.count[i])} merged events: zoom in to see them`);
      return lines.join('\n');
    }
    if (hit.kind === 'counter' && hit.value !== null) return `${hit.item.track.name}\n${formatNumber(hit.value)} at ${formatDurationUs(hit.t)}`;
    if (hit.kind === 'section') return `${hit.item.section.name}: click to ${hit.item.collapsed ? 'expand' : 'collapse'}`;
    // Over the labels column: the whole name (the column truncates long ones).
    if (hit.kind === 'track' && this.pointer && this.pointer.x < this.timeX) return hit.item.track.name;
    return '';
  }

  hideTooltip() {
    this.tooltip.hidden = true;
  }

  destroy() {
    if (this.frame && typeof cancelAnimationFrame !== 'undefined') cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const [target, name, fn, opts] of this.handlers) target.removeEventListener(name, fn, opts);
    if (this.resizeObserver) this.resizeObserver.disconnect();
    this.element.remove();
  }

  // ---- drawing ----

  requestDraw() {
    if (this.frame) return;
    if (typeof requestAnimationFrame === 'undefined') return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Median and 95th percentile of the recent frame times (ms). */
  frameStats() {
    const sorted = [...this.frameTimes].sort((a, b) => a - b);
    const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
    return {frames: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.length ? sorted[sorted.length - 1] : 0};
  }

  makeHatch() {
    // Merged boxes get white diagonal stripes over their colour.
    if (!this.ctx || typeof document === 'undefined') return null;
    const tile = document.createElement('canvas');
    tile.width = 6;
    tile.height = 6;
    const t = context2d(tile);
    if (!t) return null;
    t.strokeStyle = 'rgba(255, 255, 255, 0.6)';
    t.lineWidth = 1.5;
    t.beginPath();
    t.moveTo(-1, 7);
    t.lineTo(7, -1);
    t.stroke();
    return this.ctx.createPattern(tile, 'repeat');
  }

  draw() {
    const ctx = this.ctx;
    if (!ctx || !this.width || !this.height) return;
    const started = now();
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, this.width, this.height);
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    if (!this.win) {
      ctx.fillStyle = '#757575';
      ctx.fillText('Loading the trace…', this.timeX + 12, this.tracksTop + 20);
      this.drawAxis(ctx);
      return;
    }
    const tickSet = ticks(this.view, this.timeWidth, 90);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, this.tracksTop, this.width, this.tracksHeight);
    ctx.clip();
    this.drawTracks(ctx, tickSet);
    this.drawOverlays(ctx);
    ctx.restore();
    this.drawAxis(ctx, tickSet);
    this.drawOverview(ctx);
    const spent = now() - started;
    this.frameTimes.push(spent);
    if (this.frameTimes.length > FRAME_SAMPLES) this.frameTimes.shift();
  }

  drawTracks(ctx, tickSet) {
    const {items} = this.layout;
    const s = this.sizes;
    const top = this.tracksTop;
    const [first, last] = visibleRange(this.layout, this.scrollTop, this.scrollTop + this.tracksHeight);
    const timeRight = this.timeX + this.timeWidth;

    // Backgrounds and labels column.
    for (let k = first; k < last; k += 1) {
      const item = items[k];
      const y = top + item.y - this.scrollTop;
      if (item.kind === 'section') {
        ctx.fillStyle = '#eeeeee';
        ctx.fillRect(0, y, this.width, item.h);
        ctx.fillStyle = '#424242';
        ctx.font = BOLD_FONT;
        const host = this.win.hosts.length > 1 && item.section.host ? ` (${item.section.host})` : '';
        const label = `${item.collapsed ? '▸' : '▾'} ${item.section.name}${host}${item.collapsed ? ` — ${item.tracks} tracks` : ''}`;
        ctx.fillText(this.text.fit(label, this.width - 12), 6, y + item.h / 2);
        ctx.font = FONT;
      } else {
        if (k % 2) {
          ctx.fillStyle = '#fafafa';
          ctx.fillRect(0, y, this.width, item.h);
        }
        ctx.fillStyle = '#424242';
        ctx.fillText(this.text.fit(item.track.name, s.labelW - 20), 14, y + Math.min(item.h, s.rowH + 2 * s.trackPad) / 2);
        ctx.fillStyle = '#e0e0e0';
        ctx.fillRect(0, y + item.h - 1, this.width, 1);
      }
    }

    // Grid lines under the boxes.
    ctx.fillStyle = '#eeeeee';
    for (const t of tickSet.values) ctx.fillRect(Math.round(this.xOf(t)), top, 1, this.tracksHeight);

    // Boxes, collected per colour, then one fill per colour.
    const win = this.win;
    const vs = this.view.start;
    const ve = this.view.end;
    const scale = this.timeWidth / (ve - vs);
    const x0 = this.timeX;
    const tw = this.timeWidth;
    const labels = this.labels;
    labels.n = 0;
    const {ts, dur, color, count, order, maxEnd, slotStart} = win;
    for (let k = first; k < last; k += 1) {
      const item = items[k];
      if (item.kind !== 'track') continue;
      const y = top + item.y - this.scrollTop;
      if (item.track.kind === 'counter') {
        this.drawCounter(ctx, item, y);
        continue;
      }
      const ti = win.trackIndex.get(item.track.id);
      if (ti === undefined) continue;
      // Rows of tall tracks (deep call stacks) outside the area are skipped too.
      const r0 = Math.max(0, Math.floor((top - y - s.trackPad) / s.rowH));
      const r1 = Math.min(item.track.rows, Math.ceil((top + this.tracksHeight - y - s.trackPad) / s.rowH));
      for (let r = r0; r < r1; r += 1) {
        const slot = win.slotBase[ti] + r;
        const hi = slotStart[slot + 1];
        const by = y + s.trackPad + r * s.rowH;
        const bh = s.rowH - 1;
        // Boxes under TINY_PX wide that follow each other within RUN_GAP_PX
        // are drawn as one "run" rect in the colour of the widest (catapult's
        // fast rect renderer does the same): a dense row of 1-px boxes is one
        // fillRect instead of ~1000, and at that size colour is noise anyway.
        let covered = -1; // right edge (px) of what this row has painted
        let runX = -1;
        let runE = -1;
        let runW = 0;
        let runC = 0;
        let runMerged = false;
        for (let q = lowerBound(maxEnd, vs, slotStart[slot], hi); q < hi; q += 1) {
          const i = order[q];
          const st = ts[i];
          if (st > ve) break;
          let bx = (st - vs) * scale;
          let be = bx + dur[i] * scale;
          if (be <= covered) continue; // inside what this row already painted
          if (bx < 0) bx = 0;
          if (be > tw) be = tw;
          const bw = be - bx;
          if (bw < TINY_PX) {
            if (runX >= 0 && bx <= runE + RUN_GAP_PX) {
              if (be > runE) runE = be;
              if (bw > runW) { runW = bw; runC = color[i]; }
              if (count[i] > 1) runMerged = true;
              continue;
            }
            if (runX >= 0) this.pushBox(runC, runMerged, x0 + runX, by, Math.max(1, runE - runX), bh);
            runX = bx;
            runE = be;
            runW = bw;
            runC = color[i];
            runMerged = count[i] > 1;
            continue;
          }
          if (runX >= 0) {
            this.pushBox(runC, runMerged, x0 + runX, by, Math.max(1, runE - runX), bh);
            runX = -1;
          }
          covered = be;
          this.pushBox(color[i], count[i] > 1, x0 + bx, by, bw, bh);
          if (bw >= MIN_LABEL_PX) {
            if (labels.n === labels.index.length) this.growLabels();
            labels.index[labels.n] = i;
            labels.x[labels.n] = x0 + bx;
            labels.y[labels.n] = by + bh / 2;
            labels.w[labels.n] = bw;
            labels.n += 1;
          }
        }
        if (runX >= 0) this.pushBox(runC, runMerged, x0 + runX, by, Math.max(1, runE - runX), bh);
      }
    }
    for (let c = 0; c < PALETTE.length; c += 1) {
      this.batches[c].fill(ctx, PALETTE[c]);
      this.lightBatches[c].fill(ctx, LIGHT_PALETTE[c]);
    }
    if (this.hatch) this.mergedBatch.fill(ctx, this.hatch);
    else this.mergedBatch.n = 0;

    ctx.fillStyle = TEXT_COLOR;
    for (let q = 0; q < labels.n; q += 1) {
      const i = labels.index[q];
      const text = this.text.fit(win.names[win.name[i]] ?? '', labels.w[q] - 6);
      if (text) ctx.fillText(text, labels.x[q] + 3, labels.y[q]);
    }

    this.drawSelection(ctx);
    // Labels column border, drawn last so boxes never cover it.
    ctx.fillStyle = '#bdbdbd';
    ctx.fillRect(this.timeX - 1, top, 1, this.tracksHeight);
    ctx.fillStyle = '#fff';
    ctx.fillRect(timeRight, top, this.width - timeRight, this.tracksHeight);
  }

  /**
   * Queues a box: merged boxes (count > 1) in the lighter tone of their
   * colour, hatched when wide enough for stripes to show (>= 4 px; there are
   * few such boxes, so the slower pattern fill costs little).
   */
  pushBox(c, merged, x, y, w, h) {
    if (!merged) {
      this.batches[c].push(x, y, w, h);
      return;
    }
    this.lightBatches[c].push(x, y, w, h);
    if (w >= 4) this.mergedBatch.push(x, y, w, h);
  }

  growLabels() {
    const l = this.labels;
    const grow = (a) => {
      const b = new a.constructor(a.length * 2);
      b.set(a);
      return b;
    };
    l.index = grow(l.index);
    l.x = grow(l.x);
    l.y = grow(l.y);
    l.w = grow(l.w);
  }

  drawCounter(ctx, item, y) {
    const c = this.win.counters.get(item.track.id);
    if (!c || !c.ts.length) return;
    const bottom = y + item.h - 3;
    const top = y + 4;
    const range = c.max - Math.min(0, c.min) || 1;
    const yOf = (v) => bottom - ((v - Math.min(0, c.min)) / range) * (bottom - top);
    const a = Math.max(0, upperBound(c.ts, this.view.start) - 1);
    const b = Math.min(c.ts.length, lowerBound(c.ts, this.view.end) + 1);
    const right = this.timeX + this.timeWidth;
    const color = PALETTE[item.track.id % PALETTE.length];
    ctx.beginPath();
    let x = Math.max(this.timeX, this.xOf(c.ts[a]));
    ctx.moveTo(x, bottom);
    // Step chart, one vertical segment per pixel column at most (the column's max).
    let lastPx = -1;
    let colMax = -Infinity;
    let prevY = bottom;
    for (let k = a; k < b; k += 1) {
      const px = Math.min(right, Math.max(this.timeX, this.xOf(c.ts[k])));
      const col = Math.floor(px);
      if (col === lastPx) {
        if (c.value[k] > colMax) {
          colMax = c.value[k];
          prevY = yOf(colMax);
          ctx.lineTo(px, prevY);
        }
        continue;
      }
      lastPx = col;
      colMax = c.value[k];
      ctx.lineTo(px, prevY);
      prevY = yOf(c.value[k]);
      ctx.lineTo(px, prevY);
      x = px;
    }
    ctx.lineTo(right, prevY);
    ctx.lineTo(right, bottom);
    ctx.closePath();
    ctx.fillStyle = withAlpha(color, 0.55);
    ctx.fill();
    ctx.fillStyle = '#757575';
    ctx.fillText(`max ${compact(c.max)}`, 14, y + item.h - 10);
    return x;
  }

  /** y (canvas) of the middle of row `row` of a track, or null when it is not laid out. */
  rowMiddle(trackId, row = 0) {
    const item = this.layout.items.find((it) => it.kind === 'track' && it.track.id === trackId);
    if (!item) return null;
    return this.tracksTop + item.y - this.scrollTop + this.sizes.trackPad + row * this.sizes.rowH + this.sizes.rowH / 2;
  }

  drawSelection(ctx) {
    const sel = this.selected;
    if (!sel) return;
    const win = this.win;
    const s = this.sizes;
    let box = null;
    if (sel.index >= 0) {
      const i = sel.index;
      const yMid = this.rowMiddle(win.track[i], win.row[i]);
      if (yMid !== null) box = {x: this.xOf(win.ts[i]), w: win.dur[i], y: yMid - s.rowH / 2, h: s.rowH - 1};
    } else if (sel.details && sel.details.track !== undefined) {
      // Not in this window (merged into a box, or still loading): outline the whole track.
      const item = this.layout.items.find((it) => it.kind === 'track' && it.track.id === sel.details.track);
      if (item) box = {x: this.xOf(sel.details.ts), w: sel.details.dur || 0, y: this.tracksTop + item.y - this.scrollTop, h: item.h};
    }
    if (!box) return;
    const w = Math.max(2, (box.w * this.timeWidth) / (this.view.end - this.view.start));
    // The outline stays inside the time area (a box that starts before the
    // viewport must not draw over the labels column).
    const left = Math.max(this.timeX - 1, box.x - 1);
    const right = Math.min(this.timeX + this.timeWidth + 1, box.x + w + 1);
    ctx.strokeStyle = '#d84315';
    ctx.lineWidth = 2;
    if (right > left) ctx.strokeRect(left, box.y, right - left, box.h);
    ctx.lineWidth = 1;
    const flows = sel.details && sel.details.flows;
    if (flows && flows.length) {
      ctx.strokeStyle = 'rgba(66, 66, 66, 0.8)';
      ctx.beginPath();
      const fromX = box.x;
      const fromY = box.y + box.h / 2;
      for (const f of flows) {
        const y = this.rowMiddle(f.track, 0);
        if (y === null) continue;
        const x = this.xOf(f.ts);
        ctx.moveTo(f.direction === 'in' ? fromX : fromX + w, fromY);
        ctx.lineTo(x, y);
        ctx.moveTo(x - 3, y - 3);
        ctx.lineTo(x + 3, y + 3);
        ctx.moveTo(x - 3, y + 3);
        ctx.lineTo(x + 3, y - 3);
      }
      ctx.stroke();
    }
  }

  band(ctx, interval, fill, edge) {
    const x0 = Math.max(this.timeX, this.xOf(interval.start));
    const x1 = Math.min(this.timeX + this.timeWidth, this.xOf(interval.end));
    if (x1 < this.timeX || x0 > this.timeX + this.timeWidth) return null;
    ctx.fillStyle = fill;
    ctx.fillRect(x0, this.tracksTop, Math.max(1, x1 - x0), this.tracksHeight);
    ctx.fillStyle = edge;
    ctx.fillRect(x0, this.tracksTop, 1, this.tracksHeight);
    ctx.fillRect(x1, this.tracksTop, 1, this.tracksHeight);
    return {x0, x1};
  }

  drawOverlays(ctx) {
    // Intervals that start before the viewport must not cover the labels column.
    ctx.save();
    ctx.beginPath();
    ctx.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight);
    ctx.clip();
    this.drawIntervals(ctx);
    ctx.restore();
  }

  drawIntervals(ctx) {
    for (const m of this.marks) this.band(ctx, m, 'rgba(30, 136, 229, 0.10)', 'rgba(30, 136, 229, 0.6)');
    if (this.range) {
      const x0 = this.xOf(this.range.start);
      const x1 = this.xOf(this.range.end);
      const y0 = this.tracksTop + this.range.y0 - this.scrollTop;
      const y1 = this.tracksTop + this.range.y1 - this.scrollTop;
      ctx.fillStyle = 'rgba(245, 124, 0, 0.12)';
      ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
      ctx.strokeStyle = '#f57c00';
      ctx.strokeRect(x0 + 0.5, y0 + 0.5, x1 - x0, y1 - y0);
    }
    if (this.timing) {
      const b = this.band(ctx, this.timing, 'rgba(0, 0, 0, 0.07)', '#424242');
      if (b) {
        const label = formatDurationUs(this.timing.end - this.timing.start);
        const w = this.text.width(label) + 10;
        const cx = Math.max(this.timeX, (b.x0 + b.x1) / 2 - w / 2);
        ctx.fillStyle = '#424242';
        ctx.fillRect(cx, this.tracksTop + 4, w, 16);
        ctx.fillStyle = '#fff';
        ctx.fillText(label, cx + 5, this.tracksTop + 12);
      }
    }
  }

  drawAxis(ctx, tickSet = ticks(this.view, this.timeWidth, 90)) {
    const y = this.sizes.overviewH;
    const h = this.sizes.axisH;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, y, this.width, h);
    ctx.fillStyle = '#9e9e9e';
    ctx.fillRect(0, y + h - 1, this.width, 1);
    ctx.fillStyle = '#616161';
    ctx.font = FONT;
    for (let k = 0; k < tickSet.values.length; k += 1) {
      const x = Math.round(this.xOf(tickSet.values[k]));
      ctx.fillRect(x, y + h - 6, 1, 6);
      ctx.fillText(tickSet.labels[k], x + 3, y + h / 2 - 1);
    }
    for (const m of this.marks) {
      const x0 = Math.max(this.timeX, this.xOf(m.start));
      const x1 = Math.min(this.timeX + this.timeWidth, this.xOf(m.end));
      ctx.fillStyle = 'rgba(30, 136, 229, 0.25)';
      if (x1 >= x0) ctx.fillRect(x0, y, Math.max(1, x1 - x0), h);
    }
    // Labels column head: the viewport width.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, y, this.timeX, h - 1);
    ctx.fillStyle = '#424242';
    ctx.fillText(`View: ${formatDurationUs(this.view.end - this.view.start)}`, 6, y + h / 2 - 1);
  }

  /** Events per pixel column of the whole trace, from the overview window (once per width). */
  density() {
    const w = Math.floor(this.timeWidth);
    const ov = this.overviewWin;
    if (!ov) return null;
    if (this.overviewDensity && this.overviewDensity.length === w) return this.overviewDensity;
    const d = new Float32Array(w);
    const span = ov.spanUs[1] - ov.spanUs[0] || 1;
    for (let i = 0; i < ov.n; i += 1) {
      const col = Math.min(w - 1, Math.max(0, Math.floor(((ov.ts[i] - ov.spanUs[0]) / span) * w)));
      d[col] += ov.count[i];
    }
    let max = 0;
    for (const v of d) max = Math.max(max, v);
    // Square root: a few very busy columns would flatten everything else.
    for (let k = 0; k < w; k += 1) d[k] = max ? Math.sqrt(d[k] / max) : 0;
    this.overviewDensity = d;
    return d;
  }

  drawOverview(ctx) {
    const h = this.sizes.overviewH;
    const span = this.span;
    ctx.fillStyle = '#f5f5f5';
    ctx.fillRect(0, 0, this.width, h);
    ctx.fillStyle = '#616161';
    ctx.fillText('Whole trace', 6, h / 2);
    if (!span) return;
    const total = span.end - span.start || 1;
    const xOfSpan = (t) => this.timeX + ((t - span.start) / total) * this.timeWidth;
    const d = this.density();
    if (d) {
      ctx.fillStyle = '#bdbdbd';
      ctx.beginPath();
      for (let k = 0; k < d.length; k += 1) {
        if (d[k] > 0) ctx.rect(this.timeX + k, h - 2 - d[k] * (h - 6), 1, d[k] * (h - 6));
      }
      ctx.fill();
    }
    for (const m of this.marks) {
      ctx.fillStyle = 'rgba(30, 136, 229, 0.35)';
      ctx.fillRect(xOfSpan(m.start), 0, Math.max(1, xOfSpan(m.end) - xOfSpan(m.start)), h);
    }
    const x0 = xOfSpan(this.view.start);
    const x1 = Math.max(x0 + 2, xOfSpan(this.view.end));
    ctx.fillStyle = 'rgba(245, 124, 0, 0.18)';
    ctx.fillRect(x0, 1, x1 - x0, h - 2);
    ctx.strokeStyle = '#f57c00';
    ctx.strokeRect(x0 + 0.5, 1.5, x1 - x0 - 1, h - 3);
    ctx.fillStyle = '#9e9e9e';
    ctx.fillRect(0, h - 1, this.width, 1);
  }
}
