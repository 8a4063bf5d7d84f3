// @vitest-environment happy-dom
// Issue 44, item 3: zooming the whole 1M-event trace hitched. What a frame and
// a new window cost is bounded by what is drawn: these count the operations
// (never the time) of the two long tasks a Performance trace showed.
import {describe, it, expect, afterEach, vi} from 'vitest';
import {Timeline} from '../../src/trace/timeline.js';
import {prepareWindow, indexOfId} from '../../src/trace/model.js';
import {reply, EVENTS} from './fake.js';

const W = 210 + 1000 + 12;
const x = (t) => 210 + t;
const rowY = (contentTop, row) => 52 + contentTop + 3 + row * 18 + 9;

/** A window of `n` merged boxes on track 1 (1000 µs span), plus the standard events. */
function bigReply(n) {
  const events = [...EVENTS];
  for (let k = 0; k < n; k += 1) events.push([1000 + k, 1, 0, (k * 1000) / n, 1000 / n / 2, 1, 3]);
  return reply({events});
}

function timeline() {
  const parent = document.createElement('div');
  document.body.append(parent);
  const t = new Timeline(parent, {});
  t.setSize(W, 600, 1);
  return t;
}

describe('a new window while an event is selected', () => {
  let t;
  afterEach(() => {
    vi.restoreAllMocks();
    t.destroy();
  });

  it('finds the selection again without an index of every event', () => {
    t = timeline();
    t.setWindow(prepareWindow(bigReply(20000)));
    t.selectId(11, 'vm');
    expect(t.selected.index).toBeGreaterThanOrEqual(0);
    const next = prepareWindow(bigReply(20000));
    // The old code built a Map of "host\0id" and id keys for every event of each
    // window (40,000 sets here; 40-110 ms a window on the 1M-event profile).
    const sets = vi.spyOn(Map.prototype, 'set');
    t.setWindow(next);
    expect(sets.mock.calls.length).toBeLessThan(100);
    expect(next.id[t.selected.index]).toBe(11);
    expect(indexOfId(next, 11, 'other host')).toBe(-1);
    expect(indexOfId(next, 999999)).toBe(-1);
  });
});

describe('a held zoom under a still pointer', () => {
  let t;
  afterEach(() => t.destroy());

  it('writes and measures the tooltip once per text, not once per frame', () => {
    t = timeline();
    t.setWindow(prepareWindow(reply({events: EVENTS})));
    const Ctor = typeof PointerEvent !== 'undefined' ? PointerEvent : MouseEvent;
    t.canvas.dispatchEvent(new Ctor('pointermove', {clientX: x(300), clientY: rowY(22, 0), bubbles: true}));
    expect(t.tooltip.textContent).toContain('train');
    let reads = 0;
    const tip = t.tooltip;
    const node = tip.firstChild; // writing textContent replaces it
    Object.defineProperty(tip, 'offsetWidth', {get: () => { reads += 1; return 120; }, configurable: true});
    Object.defineProperty(tip, 'offsetHeight', {get: () => { reads += 1; return 40; }, configurable: true});
    // Twenty frames of a zoom around the pointer: "train" stays under it.
    for (let k = 1; k <= 20; k += 1) {
      const f = 1 - k * 0.02;
      t.setView({start: 300 - 300 * f, end: 300 + 700 * f}, {emit: false});
      t.draw();
    }
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('train');
    expect(tip.firstChild).toBe(node); // the same text: never written again
    expect(reads).toBe(0); // ... nor measured (a forced layout per frame)
    // Another event under the pointer: written and measured once.
    t.canvas.dispatchEvent(new Ctor('pointermove', {clientX: t.xOf(170), clientY: rowY(22, 1), bubbles: true}));
    expect(tip.textContent).toContain('MatMul');
    expect(tip.firstChild).not.toBe(node);
    expect(reads).toBe(2);
  });
});

describe('a frame draws what is in view', () => {
  it('fills one rect per box in view at most, whatever the window holds', () => {
    const t = timeline();
    t.setWindow(prepareWindow(bigReply(50000)));
    const ctx = new Proxy({measureText: (s) => ({width: String(s).length * 6})}, {get: (o, k) => (k in o ? o[k] : () => {})});
    t.ctx = ctx;
    t.draw();
    // 50,000 boxes of 0.01 µs on a 1000 px row: runs of tiny boxes, at most ~1 rect per 2 px.
    expect(t.boxRects).toBeLessThan(1000);
    t.setView({start: 0, end: 10});
    t.draw();
    // 10 µs in view: the 500 boxes there (each 10 px wide) and the standard events.
    expect(t.boxRects).toBeLessThan(520);
    t.destroy();
  });
});
