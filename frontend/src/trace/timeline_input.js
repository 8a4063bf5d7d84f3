// The timeline's input: keys (named actions, keys.js), pointer drags and
// clicks in the four modes, the wheel, hit testing and the hover tooltip.
// Methods of Timeline (installed by timeline.js), so `this` is the timeline.

import {formatDurationUs, formatNumber, formatPercent} from '../lib/format.js';
import {zoomAround, panBy, centerOn} from './math.js';
import {itemIndexAt, rowAt, eventAt, counterValueAt} from './layout.js';
import {formatCounter} from './details.js';

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
/** A key held this long (ms) after its first step moves the view continuously, once per frame. */
export const HOLD_DELAY_MS = 180;
/** Held W/S: zoom by this factor per second (Shift: HOLD_FAST times faster, in the exponent). */
export const HOLD_ZOOM_PER_S = 3;
/** Held A/D: pan this many viewport widths per second. */
export const HOLD_PAN_PER_S = 1;
const HOLD_FAST = 2.5;
/** Actions that move the view smoothly while their key is held. */
export const HOLD_ACTIONS = new Set(['zoom-in', 'zoom-out', 'pan-left', 'pan-right']);

function clock() {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * How a held key moves the view over `dtMs`: {zoom} (factor, > 1 = in) or
 * {pan} (fraction of the viewport width, > 0 = right). Pure (tests).
 */
export function heldStep(action, fast, dtMs) {
  const k = (fast ? HOLD_FAST : 1) * Math.max(0, dtMs) / 1000;
  switch (action) {
    case 'zoom-in': return {zoom: HOLD_ZOOM_PER_S ** k};
    case 'zoom-out': return {zoom: HOLD_ZOOM_PER_S ** -k};
    case 'pan-left': return {pan: -HOLD_PAN_PER_S * k};
    case 'pan-right': return {pan: HOLD_PAN_PER_S * k};
    default: return null;
  }
}

export const inputMethods = {
  /** Time the keys zoom around: the pointer when it is over the time area, else the centre. */
  focusTime() {
    const p = this.pointer;
    if (p && p.x >= this.timeX && p.x < this.timeX + this.timeWidth) return this.timeAt(p.x);
    return (this.view.start + this.view.end) / 2;
  },

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
      case 'track-menu':
        return this.openTrackMenuForSelection();
      case 'clear-selection':
        if (!this.help.hidden) this.toggleHelp(false);
        else this.clearSelection();
        return true;
      default:
        return false;
    }
  },

  /**
   * A key down for `action` (keys.js): the first one steps at once (runAction);
   * while the key stays down, W/S/A/D then move the view every animation frame
   * (smooth, at the display's rate, not the keyboard's repeat rate) until
   * keyUp(). Key repeats of a held key are swallowed. Returns whether the
   * action was handled.
   */
  keyDown(action, {fast = false, repeat = false} = {}) {
    if (!HOLD_ACTIONS.has(action)) return this.runAction(action, {fast});
    const held = this.held.get(action);
    if (held) {
      held.fast = fast;
      return true;
    }
    if (!repeat) this.runAction(action, {fast});
    this.held.set(action, {fast, since: clock() - (repeat ? HOLD_DELAY_MS : 0), last: null});
    this.scheduleHeld();
    return true;
  },

  /** The key of `action` went up (or every held key, with no action: focus lost). */
  keyUp(action = null) {
    if (action === null) this.stopHeld();
    else this.held.delete(action);
  },

  stopHeld() {
    if (this.held) this.held.clear();
    if (this.holdFrame && typeof cancelAnimationFrame !== 'undefined') cancelAnimationFrame(this.holdFrame);
    this.holdFrame = 0;
  },

  scheduleHeld() {
    if (this.holdFrame || typeof requestAnimationFrame === 'undefined') return;
    this.holdFrame = requestAnimationFrame((t) => {
      this.holdFrame = 0;
      this.stepHeld(t);
    });
  },

  /** One animation frame of the held keys. */
  stepHeld(now = clock()) {
    if (!this.held.size) return;
    let view = this.view;
    for (const [action, h] of this.held) {
      if (now - h.since < HOLD_DELAY_MS) continue;
      const dt = h.last === null ? now - h.since - HOLD_DELAY_MS : now - h.last;
      h.last = now;
      const step = heldStep(action, h.fast, Math.min(dt, 100)); // a stalled frame must not jump
      if (!step) continue;
      if (step.zoom) view = zoomAround(view, this.focusTime(), step.zoom, this.span);
      else view = panBy(view, step.pan * (view.end - view.start), this.span);
    }
    if (view !== this.view) this.setView(view);
    this.scheduleHeld();
  },

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
  },

  listen() {
    const c = this.canvas;
    this.handlers = [
      [c, 'pointerdown', (e) => this.onPointerDown(e)],
      [c, 'pointermove', (e) => this.onPointerMove(e)],
      [c, 'pointerup', (e) => this.onPointerUp(e)],
      [c, 'pointercancel', () => { this.drag = null; }],
      [c, 'pointerleave', (e) => {
        this.pointer = null;
        this.hideTooltip();
        // Onto the label's Pin / Hide buttons: they stay.
        if (!(this.labelButtons && this.labelButtons.contains(e.relatedTarget))) this.hideLabelButtons();
      }],
      [c, 'contextmenu', (e) => this.onContextMenu(e)],
      // The Menu key or Shift+F10 on the focused timeline: the track menu, not the browser's.
      [this.element, 'contextmenu', (e) => {
        if (e.target !== this.element) return;
        e.preventDefault();
        this.runAction('track-menu');
      }],
      [c, 'wheel', (e) => this.onWheel(e), {passive: false}],
      [this.vscroll, 'scroll', () => {
        if (this.syncingScroll) {
          this.syncingScroll = false;
          return;
        }
        this.scrollTop = this.vscroll.scrollTop;
        this.hoverStale = true;
        this.requestDraw();
      }],
    ];
    for (const [target, name, fn, opts] of this.handlers) target.addEventListener(name, fn, opts);
    if (typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => this.fitToElement());
      this.resizeObserver.observe(this.element);
    }
  },

  fitToElement() {
    const rect = this.element.getBoundingClientRect();
    if (rect.width && rect.height) this.setSize(rect.width, rect.height);
  },

  pointOf(e) {
    const rect = this.canvas.getBoundingClientRect();
    return {x: e.clientX - rect.left, y: e.clientY - rect.top};
  },

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
  },

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
  },

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
  },

  click(x, y) {
    const hit = this.hitTest(x, y);
    if (hit && hit.kind === 'section') {
      this.toggleSection(hit.item);
      return;
    }
    const region = this.regionAt(x, y);
    if (region === 'labels' && hit && hit.kind === 'track' && hit.item.rows > 1) {
      this.toggleTrack(hit.item.key);
      return;
    }
    if (region !== 'tracks') return;
    if (this.mode === 'timing' && this.timing) {
      this.timing = null;
      this.cb.onTiming(null);
      this.requestDraw();
    }
    if (hit && hit.kind === 'event') this.selectIndex(hit.index);
    else if (this.selected || this.range) this.selectIndex(-1);
  },

  /** Right click on a section header or a track: its menu (elsewhere: the browser's). */
  onContextMenu(e) {
    const {x, y} = this.pointOf(e);
    const region = this.regionAt(x, y);
    const hit = region === 'labels' || region === 'tracks' ? this.hitTest(x, y) : null;
    if (!hit || !hit.item) return;
    e.preventDefault();
    this.drag = null;
    this.openTrackMenu(hit.item, x, y);
  },

  moveViewportTo(x) {
    const span = this.span;
    if (!span) return;
    const t = span.start + ((x - this.timeX) / this.timeWidth) * (span.end - span.start);
    this.setView(centerOn(t, this.view.end - this.view.start, span));
  },

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
  },

  /**
   * The cursor, the label buttons and the tooltip for the point (x, y). It
   * runs on every frame that moves the view under a still pointer, so it
   * touches the DOM only for a change: writing the same text again and
   * reading the tooltip's size each frame forced a style and layout pass per
   * frame while zooming (issue 44); the size is measured once per text.
   */
  hover(x, y) {
    const hit = this.hitTest(x, y);
    const onLabel = hit && hit.kind === 'track' && this.regionAt(x, y) === 'labels';
    const cursor = hit && (hit.kind === 'section' || (onLabel && hit.item.rows > 1)) ? 'pointer' : '';
    if (this.canvas.style.cursor !== cursor) this.canvas.style.cursor = cursor;
    if (onLabel) this.showLabelButtons(hit.item);
    else if (this.labelButtons && !this.labelButtons.hidden && !this.labelButtons.matches(':hover')) this.hideLabelButtons();
    const text = this.tooltipText(hit);
    if (!text) {
      this.hideTooltip();
      return;
    }
    const tip = this.tooltip;
    if (tip.hidden) tip.hidden = false;
    if (this.tipText !== text) {
      tip.textContent = text;
      this.tipText = text;
      this.tipSize = {w: tip.offsetWidth || 200, h: tip.offsetHeight || 40};
    }
    // Keep it inside the timeline: flip left/up near the right/bottom edges.
    const {w, h} = this.tipSize;
    const left = `${x + 14 + w > this.width ? Math.max(0, x - 14 - w) : x + 14}px`;
    const top = `${y + 14 + h > this.height ? Math.max(0, y - 14 - h) : y + 14}px`;
    if (tip.style.left !== left) tip.style.left = left;
    if (tip.style.top !== top) tip.style.top = top;
  },

  tooltipText(hit) {
    if (!hit) return '';
    const win = this.win;
    if (hit.kind === 'event') {
      const i = hit.index;
      const lines = [win.names[win.name[i]] ?? '', `Start ${formatDurationUs(win.ts[i])}`, `Duration ${formatDurationUs(win.dur[i])}`];
      if (win.count[i] > 1) {
        lines.push(`${formatNumber(win.count[i])} merged events, busy ${formatDurationUs(win.busy[i])} `
          + `(${formatPercent((100 * win.busy[i]) / (win.dur[i] || 1), 0)} of the box): zoom in to see them`);
      }
      return lines.join('\n');
    }
    if (hit.kind === 'counter' && hit.value !== null) {
      const scale = this.win.counters.get(hit.item.track.id)?.fullScale;
      return `${hit.item.track.name}\n${formatCounter(hit.item.track.name, hit.value, scale)} at ${formatDurationUs(hit.t)}`;
    }
    if (hit.kind === 'section') {
      return `${hit.item.section.name}: click to ${hit.item.collapsed ? 'expand' : 'collapse'}; right-click for more`;
    }
    // Over the labels column: the whole name (the column truncates long ones).
    if (hit.kind === 'track' && this.pointer && this.pointer.x < this.timeX) {
      const {item} = hit;
      const where = item.pinned ? `${item.section.name}${item.section.host ? ` (${item.section.host})` : ''}\n` : '';
      const fold = item.rows > 1 ? `click to ${item.folded ? `show its ${item.rows} rows` : 'fold to the top row'}; ` : '';
      return `${where}${item.track.name}\n${fold}right-click: pin, hide`;
    }
    return '';
  },

  hideTooltip() {
    if (!this.tooltip.hidden) this.tooltip.hidden = true;
  },

  /**
   * After the view, the scroll or the window changed under a still pointer:
   * the tooltip describes what is under the pointer now (or hides).
   */
  refreshHover() {
    this.hoverStale = false;
    const p = this.pointer;
    if (!p || this.drag) {
      this.hideTooltip();
      return;
    }
    this.hover(p.x, p.y);
  },
};
