// @vitest-environment happy-dom
import {describe, it, expect, afterEach} from 'vitest';
import {prepareWindow} from '../../src/trace/model.js';
import {counterSteps, counterValueAt} from '../../src/trace/layout.js';
import {formatCounter} from '../../src/trace/details.js';
import {Timeline} from '../../src/trace/timeline.js';
import {reply} from './fake.js';

// A TPU performance counter: samples during a 230 µs kernel only, in a 600 ms view.
const counters = [{track: 5, ts: [1000, 1100, 1230], value: [40, 79, 10], end_us: 1230.001}];

describe('counter tracks end at their last sample', () => {
  const win = prepareWindow(reply({counters}));
  const c = win.counters.get(5);
  it('keeps the end of the last sample', () => {
    expect(c.end).toBe(1230.001);
  });
  it('has no value past the end', () => {
    expect(counterValueAt(win, 5, 1200)).toBe(79);
    expect(counterValueAt(win, 5, 1230)).toBe(10);
    expect(counterValueAt(win, 5, 5000)).toBeNull();
    expect(counterValueAt(win, 5, 999)).toBeNull();
  });
  it('is drawn to its end, not to the right edge, zoomed out', () => {
    // 600 ms on 1000 px: the whole kernel is one pixel column.
    const xOf = (t) => 210 + (t / 600000) * 1000;
    const steps = counterSteps(c, xOf, 210, 1210, 0, 600000);
    const last = steps[steps.length - 1];
    expect(last[1]).toBeNull();
    expect(last[0]).toBeCloseTo(xOf(1230.001), 9);
    expect(Math.max(...steps.map(([x]) => x))).toBeLessThan(213);
    expect(Math.max(...steps.map(([, v]) => v ?? 0))).toBe(79); // the column's max is kept
  });
  it('an older reply without an end keeps the old drawing (to the right edge)', () => {
    const old = prepareWindow(reply({counters: [{track: 5, ts: [0, 100], value: [1, 2]}]})).counters.get(5);
    const steps = counterSteps(old, (t) => t, 0, 1000, 0, 1000);
    expect(steps[steps.length - 1][0]).toBe(1000);
  });
});

// A PyTorch GPU's est. SM efficiency (a fraction): 1.25 % for 3 µs, then 0.
const efficiency = [{track: 5, ts: [100, 103], value: [0.0125, 0], end_us: 103, full_scale: 1}];

describe('fraction counters are drawn against their full scale', () => {
  let t = null;
  afterEach(() => { t?.destroy(); t = null; });

  /** The y of each corner of the counter's chart, and the "max" label. */
  function drawn(counters) {
    const parent = document.createElement('div');
    document.body.append(parent);
    t = new Timeline(parent, {});
    t.setSize(210 + 1000 + 12, 600, 1);
    const r = reply({counters});
    r.tracks[3].name = 'GPU 0 Est. SM Efficiency';
    t.setWindow(prepareWindow(r));
    const ys = [];
    const texts = [];
    const ctx = {
      fillStyle: '', font: '', globalAlpha: 1,
      lineTo(x, y) { ys.push(y); },
      fillText(text) { texts.push(String(text)); },
      measureText: (s) => ({width: String(s).length * 6}),
    };
    t.ctx = new Proxy(ctx, {get: (o, k) => (k in o ? o[k] : () => {})});
    t.draw();
    return {ys, texts};
  }

  it('keeps full_scale from the reply', () => {
    expect(prepareWindow(reply({counters: efficiency})).counters.get(5).fullScale).toBe(1);
    expect(prepareWindow(reply()).counters.get(5).fullScale).toBe(0);
  });
  it('1.25 % stays near the bottom; without a full scale it fills the track', () => {
    const scaled = drawn(efficiency);
    const top = Math.min(...scaled.ys);
    const bottom = Math.max(...scaled.ys);
    // The counter track is 40 px: 1.25 % of its ~33 px chart is under a pixel.
    expect(bottom - top).toBeLessThan(1);
    expect(scaled.texts).toContain('max 1.25 %');
    t.destroy();
    const unscaled = drawn(efficiency.map(({full_scale: _, ...c}) => c));
    expect(Math.max(...unscaled.ys) - Math.min(...unscaled.ys)).toBeGreaterThan(30);
  });
  it('shows fractions in %', () => {
    expect(formatCounter('GPU 0 Est. SM Efficiency', 0.0125, 1)).toBe('1.25 %');
    expect(formatCounter('GPU 0 Utilization', 0.5551, 1)).toBe('55.51 %');
    expect(formatCounter('power', 0.0125)).toBe('0.01');
    expect(formatCounter('Memory in use (GPU0)', 0.5, 1)).toBe('50 %'); // the declared scale wins
  });
});
