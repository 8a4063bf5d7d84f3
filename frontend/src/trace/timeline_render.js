// Drawing the timeline: overview strip, time axis, track labels, event boxes
// and counter charts. Methods of Timeline (installed by timeline.js), so
// `this` is the timeline.
//
// Every change calls requestDraw(); one requestAnimationFrame then redraws
// the whole canvas from the state (no incremental painting to keep in sync).
// The per-frame cost is bounded by what is visible, not by the window:
//  - only the tracks (and the rows of a track) inside the scrolled area are
//    visited, each row starting from a binary search on the viewport start;
//  - in a row, a box that ends inside a pixel already painted is skipped, so a
//    row costs at most ~1 rect per pixel (1500 px × 30 visible rows = 45k rects
//    in the worst case, whatever the window holds; timeline_boxes.js);
//  - rects are batched by colour and busy shade (one fillStyle change per
//    batch, not per box);
//  - names are drawn only on boxes >= 24 px, with widths cached per string.
//
// Coordinates: CSS px; the canvas backing store is devicePixelRatio times
// bigger and the context scaled once per frame.

import {formatDurationUs, formatNumber} from '../lib/format.js';
import {TRACE, UI, themed, withAlpha} from '../lib/palette.js';
import {PALETTE, BUSY_COLORS, BUSY_LEVELS} from './colors.js';
import {ticks} from './math.js';
import {visibleRange, counterSteps} from './layout.js';
import {formatCounter} from './details.js';

const FONT = '11px Roboto, Arial, sans-serif';
const BOLD_FONT = '500 11px Roboto, Arial, sans-serif';
const FRAME_SAMPLES = 600;
const NO_TICKS = {values: [], labels: []};

/** The canvas colours by role (lib/palette.js), again on a theme switch. */
const COLOR = themed(() => ({
  background: UI.surface,
  hint: UI.hint,
  section: UI.divider,
  label: UI.textSecondary,
  zebra: UI.zebra,
  rowRule: UI.border,
  grid: UI.divider,
  eventText: UI.text,
  labelsEdge: UI.borderStrong,
  axisLine: UI.faint,
  tick: UI.muted,
  overview: UI.surfaceSunken,
  density: UI.borderStrong,
  accent: UI.accent,
  viewportFill: withAlpha(UI.accent, 0.18),
  rangeFill: withAlpha(UI.accent, 0.12),
  selection: TRACE.selection,
  match: withAlpha(TRACE.selection, 0.75),
  matchFill: withAlpha(TRACE.selection, 0.15),
  matchTick: withAlpha(TRACE.selection, 0.8),
  flow: withAlpha(UI.textSecondary, 0.8),
  markFill: withAlpha(TRACE.mark, 0.1),
  markEdge: withAlpha(TRACE.mark, 0.6),
  markAxis: withAlpha(TRACE.mark, 0.25),
  markOverview: withAlpha(TRACE.mark, 0.35),
  markLabel: TRACE.mark,
  markText: UI.inverseText,
  timing: UI.textSecondary,
  timingFill: withAlpha(TRACE.shade, 0.07),
  timingText: UI.inverseText,
}));

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

export const renderMethods = {
  requestDraw() {
    if (this.frame) return;
    if (typeof requestAnimationFrame === 'undefined') return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  },

  /** Median and 95th percentile of the recent frame times (ms). */
  frameStats() {
    const sorted = [...this.frameTimes].sort((a, b) => a - b);
    const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
    return {frames: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.length ? sorted[sorted.length - 1] : 0};
  },

  draw() {
    // What was under the pointer moved (zoom, pan, scroll, a new window): the tooltip follows.
    if (this.hoverStale) this.refreshHover();
    const ctx = this.ctx;
    if (!ctx || !this.width || !this.height) return;
    const started = now();
    this.boxRects = 0;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = COLOR.background;
    ctx.fillRect(0, 0, this.width, this.height);
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    if (!this.win) {
      ctx.fillStyle = COLOR.hint;
      ctx.fillText(this.loadingNote ? `Loading the trace: ${this.loadingNote}` : 'Loading the trace…', this.timeX + 12, this.tracksTop + 20);
      // No ticks before the first window: "0.0 µs … 0.9 µs" of a placeholder view would read as data.
      this.drawAxis(ctx, NO_TICKS);
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
  },

  /**
   * The tracks: those scrolled into view, then the pinned area over them at
   * the top (layout.js pinnedHeight; timeline.js stickyHeight), each clipped
   * to its band; then search matches and the selection over both.
   */
  drawTracks(ctx, tickSet) {
    const top = this.tracksTop;
    const sticky = this.stickyHeight();
    const timeRight = this.timeX + this.timeWidth;
    const [first, last] = visibleRange(this.layout, this.scrollTop + sticky, this.scrollTop + this.tracksHeight);
    this.drawItems(ctx, tickSet, first, last, top + sticky, this.tracksHeight - sticky);
    if (sticky) {
      const [a, b] = visibleRange(this.layout, 0, sticky);
      this.drawItems(ctx, tickSet, a, b, top, sticky);
      ctx.fillStyle = COLOR.labelsEdge; // where the scrolled tracks go under
      ctx.fillRect(0, top + sticky - 1, this.width, 1);
    }
    this.drawSearchMatches(ctx);
    this.drawSelection(ctx);
    // Labels column border, drawn last so boxes never cover it.
    ctx.fillStyle = COLOR.labelsEdge;
    ctx.fillRect(this.timeX - 1, top, 1, this.tracksHeight);
    ctx.fillStyle = COLOR.background;
    ctx.fillRect(timeRight, top, this.width - timeRight, this.tracksHeight);
  },

  /** Items first..last-1 of the layout, clipped to the band [clipTop, clipTop + clipH). */
  drawItems(ctx, tickSet, first, last, clipTop, clipH) {
    const {items} = this.layout;
    const s = this.sizes;
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, clipTop, this.width, clipH);
    ctx.clip();

    // Backgrounds and labels column.
    for (let k = first; k < last; k += 1) {
      const item = items[k];
      const y = this.screenY(item.y);
      if (item.kind === 'section') {
        ctx.fillStyle = COLOR.section;
        ctx.fillRect(0, y, this.width, item.h);
        ctx.fillStyle = COLOR.label;
        ctx.font = BOLD_FONT;
        const host = this.win.hosts.length > 1 && item.section.host ? ` (${item.section.host})` : '';
        const hidden = item.hidden ? ` · ${item.hidden} hidden` : '';
        const label = `${item.collapsed ? '▸' : '▾'} ${item.section.name}${host}${item.collapsed ? ` — ${item.tracks} tracks` : ''}${hidden}`;
        // Collapsed, its time area shows the summary (drawSummary): the label keeps to the labels column.
        const fitted = item.collapsed ? this.text.fitKeepingTail(label, s.labelW - 10, ' — ') : this.text.fit(label, this.width - 12);
        ctx.fillText(fitted, 6, y + item.h / 2);
        ctx.font = FONT;
      } else {
        if (k % 2) {
          ctx.fillStyle = COLOR.zebra;
          ctx.fillRect(0, y, this.width, item.h);
        }
        ctx.fillStyle = COLOR.label;
        const labelY = y + Math.min(item.h, s.rowH + 2 * s.trackPad) / 2;
        // Tracks of several rows fold to their top row (click the name).
        if (item.rows > 1) ctx.fillText(item.folded ? '▸' : '▾', 3, labelY);
        ctx.fillText(this.text.fitKeepingTail(item.track.name, s.labelW - 20), 14, labelY);
        ctx.fillStyle = COLOR.rowRule;
        ctx.fillRect(0, y + item.h - 1, this.width, 1);
      }
    }

    // Grid lines under the boxes.
    ctx.fillStyle = COLOR.grid;
    for (const t of tickSet.values) ctx.fillRect(Math.round(this.xOf(t)), clipTop, 1, clipH);

    // Boxes, collected per colour, then one fill per colour.
    const win = this.win;
    this.labels.n = 0;
    const batches = this.boxBatches(); // drawSlot fills them
    const bh = s.rowH - 1;
    for (let k = first; k < last; k += 1) {
      const item = items[k];
      const y = this.screenY(item.y);
      if (item.kind === 'section') {
        // Collapsed: one row, the top rows of all its tracks drawn over each other.
        if (item.collapsed) this.drawSummary(item, y + Math.floor((item.h - bh) / 2), bh);
        continue;
      }
      if (item.track.kind === 'counter') {
        this.drawCounter(ctx, item, y);
        continue;
      }
      const ti = win.trackIndex.get(item.track.id);
      if (ti === undefined) continue;
      // Rows of tall tracks (deep call stacks) outside the area are skipped too.
      const r0 = Math.max(0, Math.floor((clipTop - y - s.trackPad) / s.rowH));
      const r1 = Math.min(item.track.rows, Math.ceil((clipTop + clipH - y - s.trackPad) / s.rowH));
      for (let r = r0; r < r1; r += 1) this.drawSlot(win.slotBase[ti] + r, y + s.trackPad + r * s.rowH, bh, true);
    }
    const shades = BUSY_COLORS.levels;
    let rects = 0;
    for (let level = 0; level < BUSY_LEVELS; level += 1) {
      for (let c = 0; c < PALETTE.length; c += 1) rects += batches[level][c].fill(ctx, shades[level][c]);
    }
    for (let c = 0; c < PALETTE.length; c += 1) rects += batches[BUSY_LEVELS][c].fill(ctx, PALETTE[c]);
    this.boxRects += rects; // fillRects of boxes this frame (draw() resets it): tests, benchmarks

    ctx.fillStyle = COLOR.eventText;
    const labels = this.labels;
    for (let q = 0; q < labels.n; q += 1) {
      const i = labels.index[q];
      const text = this.text.fit(win.names[win.name[i]] ?? '', labels.w[q] - 6);
      if (text) ctx.fillText(text, labels.x[q] + 3, labels.y[q]);
    }
    ctx.restore();
  },

  drawCounter(ctx, item, y) {
    const c = this.win.counters.get(item.track.id);
    if (!c || !c.ts.length) return;
    const bottom = y + item.h - 3;
    const top = y + 4;
    const range = Math.max(c.max, c.fullScale) - Math.min(0, c.min) || 1;
    const yOf = (v) => (v === null ? bottom : bottom - ((v - Math.min(0, c.min)) / range) * (bottom - top));
    const color = PALETTE[item.track.id % PALETTE.length];
    const steps = counterSteps(c, (t) => this.xOf(t), this.timeX, this.timeX + this.timeWidth,
      this.view.start, this.view.end);
    ctx.beginPath();
    ctx.moveTo(steps[0][0], bottom);
    for (const [px, v] of steps) ctx.lineTo(px, yOf(v));
    const x = steps[steps.length - 1][0];
    ctx.closePath();
    ctx.fillStyle = withAlpha(color, 0.55);
    ctx.fill();
    ctx.fillStyle = COLOR.hint;
    const max = /\b(memory|bytes?|heap)\b/i.test(item.track.name) || c.fullScale
      ? formatCounter(item.track.name, c.max, c.fullScale) : compact(c.max);
    ctx.fillText(`max ${max}`, 14, y + item.h - 10);
    return x;
  },

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
      if (item) box = {x: this.xOf(sel.details.ts), w: sel.details.dur || 0, y: this.screenY(item.y), h: item.h};
    }
    if (!box) return;
    const w = Math.max(2, (box.w * this.timeWidth) / (this.view.end - this.view.start));
    // The outline stays inside the time area (a box that starts before the
    // viewport must not draw over the labels column).
    const left = Math.max(this.timeX - 1, box.x - 1);
    const right = Math.min(this.timeX + this.timeWidth + 1, box.x + w + 1);
    ctx.strokeStyle = COLOR.selection;
    ctx.lineWidth = 2;
    if (right > left) ctx.strokeRect(left, box.y, right - left, box.h);
    ctx.lineWidth = 1;
    const flows = sel.details && sel.details.flows;
    if (flows && flows.length) {
      ctx.strokeStyle = COLOR.flow;
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
  },

  /**
   * The current search's matches in view: an outline around each (the shown
   * one gets the selection's outline from drawSelection), on its track and
   * row, whether the window draws it alone or merged into a box.
   */
  drawSearchMatches(ctx) {
    const matches = this.searchMatches;
    if (!matches || !matches.length) return;
    const {start: vs, end: ve} = this.view;
    const s = this.sizes;
    const rowY = new Map(); // track id -> content y of its row 0, or null when not laid out
    ctx.save();
    ctx.beginPath();
    ctx.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight);
    ctx.clip();
    ctx.strokeStyle = COLOR.match;
    ctx.fillStyle = COLOR.matchFill;
    ctx.lineWidth = 1.5;
    for (const m of matches) {
      if (m.ts > ve || m.ts + (m.dur || 0) < vs) continue;
      let y = rowY.get(m.track);
      if (y === undefined) {
        y = this.rowMiddle(m.track, 0);
        rowY.set(m.track, y);
      }
      if (y === null) continue;
      const top = y - s.rowH / 2 + (m.row || 0) * s.rowH;
      if (top + s.rowH < this.tracksTop || top > this.tracksTop + this.tracksHeight) continue;
      const x = this.xOf(m.ts);
      const w = Math.max(3, this.xOf(m.ts + (m.dur || 0)) - x);
      ctx.fillRect(x - 1, top, w + 2, s.rowH - 1);
      ctx.strokeRect(x - 1, top + 0.5, w + 2, s.rowH - 2);
    }
    ctx.restore();
  },

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
  },

  drawOverlays(ctx) {
    // Intervals that start before the viewport must not cover the labels column.
    ctx.save();
    ctx.beginPath();
    ctx.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight);
    ctx.clip();
    this.drawIntervals(ctx);
    ctx.restore();
  },

  drawIntervals(ctx) {
    for (const m of this.marks) this.band(ctx, m, COLOR.markFill, COLOR.markEdge);
    if (this.range) {
      const x0 = this.xOf(this.range.start);
      const x1 = this.xOf(this.range.end);
      const y0 = this.screenY(this.range.y0);
      const y1 = this.screenY(this.range.y1);
      ctx.fillStyle = COLOR.rangeFill;
      ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
      ctx.strokeStyle = COLOR.accent;
      ctx.strokeRect(x0 + 0.5, y0 + 0.5, x1 - x0, y1 - y0);
    }
    if (this.timing) {
      const b = this.band(ctx, this.timing, COLOR.timingFill, COLOR.timing);
      if (b) {
        const label = formatDurationUs(this.timing.end - this.timing.start);
        const w = this.text.width(label) + 10;
        const cx = Math.max(this.timeX, (b.x0 + b.x1) / 2 - w / 2);
        ctx.fillStyle = COLOR.timing;
        ctx.fillRect(cx, this.tracksTop + 4, w, 16);
        ctx.fillStyle = COLOR.timingText;
        ctx.fillText(label, cx + 5, this.tracksTop + 12);
      }
    }
  },

  drawAxis(ctx, tickSet = ticks(this.view, this.timeWidth, 90)) {
    const y = this.sizes.overviewH;
    const h = this.sizes.axisH;
    ctx.fillStyle = COLOR.background;
    ctx.fillRect(0, y, this.width, h);
    ctx.fillStyle = COLOR.axisLine;
    ctx.fillRect(0, y + h - 1, this.width, 1);
    ctx.fillStyle = COLOR.tick;
    ctx.font = FONT;
    for (let k = 0; k < tickSet.values.length; k += 1) {
      const x = Math.round(this.xOf(tickSet.values[k]));
      ctx.fillRect(x, y + h - 6, 1, 6);
      ctx.fillText(tickSet.labels[k], x + 3, y + h / 2 - 1);
    }
    for (const m of this.marks) {
      const x0 = Math.max(this.timeX, this.xOf(m.start));
      const x1 = Math.min(this.timeX + this.timeWidth, this.xOf(m.end));
      if (x1 < x0) continue;
      ctx.fillStyle = COLOR.markAxis;
      ctx.fillRect(x0, y, Math.max(1, x1 - x0), h);
      // The mark's duration, on a label of its own, where the band has room for it.
      const label = formatDurationUs(m.end - m.start);
      const w = this.text.width(label) + 8;
      if (x1 - x0 >= w + 2) {
        const lx = (x0 + x1) / 2 - w / 2;
        ctx.fillStyle = COLOR.markLabel;
        ctx.fillRect(lx, y + 3, w, h - 6);
        ctx.fillStyle = COLOR.markText;
        ctx.fillText(label, lx + 4, y + h / 2);
      }
    }
    // Labels column head: the viewport width.
    ctx.fillStyle = COLOR.background;
    ctx.fillRect(0, y, this.timeX, h - 1);
    ctx.fillStyle = COLOR.label;
    ctx.fillText(this.win ? `View: ${formatDurationUs(this.view.end - this.view.start)}` : 'View: loading…', 6, y + h / 2 - 1);
  },

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
  },

  drawOverview(ctx) {
    const h = this.sizes.overviewH;
    const span = this.span;
    ctx.fillStyle = COLOR.overview;
    ctx.fillRect(0, 0, this.width, h);
    ctx.fillStyle = COLOR.tick;
    ctx.fillText('Whole trace', 6, h / 2);
    if (!span) return;
    const total = span.end - span.start || 1;
    const xOfSpan = (t) => this.timeX + ((t - span.start) / total) * this.timeWidth;
    const d = this.density();
    if (d) {
      ctx.fillStyle = COLOR.density;
      ctx.beginPath();
      for (let k = 0; k < d.length; k += 1) {
        if (d[k] > 0) ctx.rect(this.timeX + k, h - 2 - d[k] * (h - 6), 1, d[k] * (h - 6));
      }
      ctx.fill();
    }
    for (const m of this.marks) {
      ctx.fillStyle = COLOR.markOverview;
      ctx.fillRect(xOfSpan(m.start), 0, Math.max(1, xOfSpan(m.end) - xOfSpan(m.start)), h);
    }
    if (this.searchMatches && this.searchMatches.length) {
      ctx.fillStyle = COLOR.matchTick;
      for (const m of this.searchMatches) ctx.fillRect(Math.round(xOfSpan(m.ts)), h - 7, 1, 6);
    }
    const x0 = xOfSpan(this.view.start);
    const x1 = Math.max(x0 + 2, xOfSpan(this.view.end));
    ctx.fillStyle = COLOR.viewportFill;
    ctx.fillRect(x0, 1, x1 - x0, h - 2);
    ctx.strokeStyle = COLOR.accent;
    ctx.strokeRect(x0 + 0.5, 1.5, x1 - x0 - 1, h - 3);
    ctx.fillStyle = COLOR.axisLine;
    ctx.fillRect(0, h - 1, this.width, 1);
  },
};
