import {describe, it, expect} from 'vitest';
import {prepareWindow} from '../../src/trace/model.js';
import {counterSteps, counterValueAt} from '../../src/trace/layout.js';
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
