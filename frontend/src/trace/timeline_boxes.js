// The boxes of the timeline's rows: one slot (a track's row) at a time, from
// a binary search on the viewport start, into batches by colour and busy
// shade (timeline_render.js fills them); a collapsed section's header row
// draws the top rows of its tracks. Methods of Timeline (installed by
// timeline.js), so `this` is the timeline.

import {PALETTE, BUSY_LEVELS} from './colors.js';
import {RectBatch, busyLevel} from './canvas.js';
import {lowerBound} from './math.js';

/** Names are drawn on boxes at least this wide: "MatM…" is ~24 px at 11 px. */
const MIN_LABEL_PX = 24;
/** Boxes narrower than this join a run with their neighbours (see drawSlot). */
const TINY_PX = 2;
/** ...when the gap to the run is at most this. */
const RUN_GAP_PX = 1;

export const boxMethods = {
  /**
   * The boxes of one slot (a track's row) at canvas y `by`, `bh` high, queued
   * in the frame's batches; with `withLabels`, the boxes wide enough for a
   * name are queued for their labels too.
   */
  drawSlot(slot, by, bh, withLabels) {
    const win = this.win;
    const vs = this.view.start;
    const ve = this.view.end;
    const scale = this.timeWidth / (ve - vs);
    const x0 = this.timeX;
    const tw = this.timeWidth;
    const labels = this.labels;
    const {ts, dur, busy, color, count, order, maxEnd, slotStart} = win;
    const batches = this.busyBatches;
    const hi = slotStart[slot + 1];
    // Boxes under TINY_PX wide that follow each other within RUN_GAP_PX
    // are drawn as one "run" rect (catapult's fast rect renderer does the
    // same): a dense row of 1-px boxes is one fillRect instead of ~1000.
    // A run (like a merged box) takes the colour of its busiest box and a
    // shade by how much of it its events fill (colors.js BUSY_COLORS), so
    // a busy stretch stands out more than a sparse one at any zoom.
    let covered = -1; // right edge (px) of what this row has painted
    let runX = -1;
    let runE = -1;
    let runBest = 0; // busy px of the run's busiest box
    let runBusy = 0; // busy px of the whole run
    let runC = 0;
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
      // Busy px of the visible part (a box cut by the view keeps its share).
      const full = dur[i] > 0 ? busy[i] / dur[i] : 1;
      const bb = Math.min(1, full) * bw;
      if (bw < TINY_PX) {
        if (runX >= 0 && bx <= runE + RUN_GAP_PX) {
          if (be > runE) runE = be;
          runBusy += bb;
          if (bb > runBest) { runBest = bb; runC = color[i]; }
          continue;
        }
        if (runX >= 0) this.pushRun(runC, runBusy, x0 + runX, x0 + runE, by, bh);
        runX = bx;
        runE = be;
        runBest = bb;
        runBusy = bb;
        runC = color[i];
        continue;
      }
      if (runX >= 0) {
        this.pushRun(runC, runBusy, x0 + runX, x0 + runE, by, bh);
        runX = -1;
      }
      covered = be;
      if (count[i] > 1) this.pushBox(color[i], bb, x0 + bx, by, bw, bh);
      else batches[BUSY_LEVELS][color[i]].push(x0 + bx, by, bw, bh); // an event: its own colour
      if (withLabels && bw >= MIN_LABEL_PX) {
        if (labels.n === labels.index.length) this.growLabels();
        labels.index[labels.n] = i;
        labels.x[labels.n] = x0 + bx;
        labels.y[labels.n] = by + bh / 2;
        labels.w[labels.n] = bw;
        labels.n += 1;
      }
    }
    if (runX >= 0) this.pushRun(runC, runBusy, x0 + runX, x0 + runE, by, bh);
  },

  /**
   * A collapsed section's header row: the top row of each of its tracks (their
   * deeper events lie inside those boxes), drawn over each other, so its busy
   * and idle stretches show without opening it (Perfetto's collapsed groups).
   */
  drawSummary(item, by, bh) {
    const win = this.win;
    for (const id of item.trackIds || []) {
      const ti = win.trackIndex.get(id);
      if (ti !== undefined && win.tracks[ti].kind !== 'counter') this.drawSlot(win.slotBase[ti], by, bh, false);
    }
  },

  /**
   * Queues a run of tiny boxes from x0 to x1 (px): on whole pixels, at least
   * one wide. A 1 px rect at a fractional x is spread over two columns at half
   * its shade, so runs of sparse threads drew fainter than their shade.
   */
  pushRun(c, busy, x0, x1, y, h) {
    const x = Math.round(x0);
    const w = Math.max(1, Math.round(x1) - x);
    this.pushBox(c, busy, x, y, w, h); // its shade: the share of the pixels drawn its events fill
  },

  /**
   * Queues a merged box (or a run of tiny boxes) of `w` px, `busy` px of it
   * filled by events, in its colour's batch at the shade of how busy it is
   * (canvas.js busyLevel, colors.js BUSY_COLORS).
   */
  pushBox(c, busy, x, y, w, h) {
    this.busyBatches[busyLevel(busy, w)][c].push(x, y, w, h);
  },

  /** The boxes of a frame by busy level and colour, then the events' (level BUSY_LEVELS); made on the first frame. */
  boxBatches() {
    if (!this.busyBatches) {
      this.busyBatches = Array.from({length: BUSY_LEVELS + 1}, () => PALETTE.map(() => new RectBatch()));
    }
    return this.busyBatches;
  },

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
  },
};
