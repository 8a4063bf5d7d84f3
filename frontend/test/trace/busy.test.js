// @vitest-environment happy-dom
// Merged boxes read as busy in proportion to the time their events fill.
import {describe, it, expect, afterEach} from 'vitest';
import {Timeline} from '../../src/trace/timeline.js';
import {busyLevel} from '../../src/trace/canvas.js';
import {BUSY_COLORS, BUSY_LEVELS, FULL_CONTRAST, PALETTE, colorIndex, contrast} from '../../src/trace/colors.js';
import {prepareWindow} from '../../src/trace/model.js';
import {reply} from './fake.js';

/** A 2D context recording each fillRect with the opacity it was drawn at. */
function recordingContext() {
  const rects = [];
  const ctx = {
    rects, globalAlpha: 1, fillStyle: '', font: '',
    fillRect(x, y, w, h) { rects.push({x, y, w, h, alpha: this.globalAlpha, style: this.fillStyle}); },
    measureText: (s) => ({width: String(s).length * 6}),
  };
  return new Proxy(ctx, {get: (o, k) => (k in o ? o[k] : () => {})});
}

describe('busyLevel', () => {
  it('maps the busy share of a box to a shade, in eighths', () => {
    const full = BUSY_LEVELS - 1;
    expect(busyLevel(10, 10)).toBe(full);
    expect(busyLevel(9.9, 10)).toBe(full); // full within 2 %
    expect(busyLevel(0, 10)).toBe(0);
    expect(busyLevel(1, 10)).toBe(0);
    expect(busyLevel(3, 10)).toBe(2);
    expect(busyLevel(6, 10)).toBe(4);
    expect(busyLevel(9, 10)).toBe(6);
    expect(busyLevel(5, 0)).toBe(full);
    const levels = [0, 0.2, 0.4, 0.6, 0.8, 1].map((f) => busyLevel(f * 10, 10));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels); // never fainter when busier
  });
});

describe('Timeline draws merged boxes by how busy they are', () => {
  let t;
  afterEach(() => t.destroy());

  function drawn(events, busy) {
    const parent = document.createElement('div');
    document.body.append(parent);
    t = new Timeline(parent, {});
    t.setSize(210 + 1000 + 12, 600, 1);
    const r = reply({events});
    if (busy) r.events.busy = busy;
    t.setWindow(prepareWindow(r));
    const ctx = recordingContext();
    t.ctx = ctx;
    t.draw();
    // Boxes of track 1 (content y 82, tracks from y 52): row 0 at y 137.
    return ctx.rects.filter((b) => b.y === 52 + 82 + 3 && b.h === 17);
  }

  it('a sparse merged box is the faintest shade, a full one the deepest', () => {
    // Two merged boxes 100 µs wide on one row: 5 µs and 100 µs of events.
    const events = [[20, 1, 0, 100, 100, 1, 57], [21, 1, 0, 400, 100, 1, 80]];
    const boxes = drawn(events, [5, 100]);
    const c = colorIndex('MatMul');
    expect(boxes.map((b) => [Math.round(b.x), Math.round(b.w), b.alpha, b.style])).toEqual([
      [310, 100, 1, BUSY_COLORS.levels[0][c]],
      [610, 100, 1, BUSY_COLORS.levels[BUSY_LEVELS - 1][c]],
    ]);
    // The deepest: the event colour itself, or a deeper tone of a pale one.
    expect(contrast(BUSY_COLORS.levels[BUSY_LEVELS - 1][c], '#ffffff')).toBeGreaterThanOrEqual(FULL_CONTRAST - 0.01);
    expect(PALETTE[c]).toBeTruthy();
  });

  it('a run of tiny boxes takes its busiest colour and its busy share', () => {
    // 40 boxes of 0.5 µs each 1 µs apart (a run of ~40 px, half busy), one of them longer.
    const events = [];
    for (let k = 0; k < 40; k += 1) events.push([100 + k, 1, 0, 200 + k, k === 7 ? 0.9 : 0.5, k === 7 ? 2 : 1]);
    const boxes = drawn(events);
    expect(boxes).toHaveLength(1);
    expect(boxes[0].w).toBeGreaterThan(38);
    const c = colorIndex('Conv2D'); // the longer box's name
    expect(boxes[0].style).toBe(BUSY_COLORS.levels[busyLevel(0.51, 1)][c]);
    expect(busyLevel(0.51, 1)).toBeLessThan(BUSY_LEVELS - 1);
  });

  it('the tooltip of a merged box says how busy it is', () => {
    drawn([[20, 1, 0, 100, 100, 1, 57]], [25]);
    const i = t.win.id.indexOf(20);
    expect(t.tooltipText({kind: 'event', index: i})).toContain('57 merged events, busy 25.000 µs (25% of the box)');
  });

  it('events of older replies (no busy) are full', () => {
    const boxes = drawn([[20, 1, 0, 100, 100, 1, 57]]);
    expect(boxes.map((b) => b.style)).toEqual([BUSY_COLORS.levels[BUSY_LEVELS - 1][colorIndex('MatMul')]]);
  });
});
