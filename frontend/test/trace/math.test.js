// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {
  timeToX, xToTime, zoomAround, panBy, clampView, centerOn, niceStep, ticks, tickUnit,
  formatViewParam, parseViewParam, lowerBound, upperBound, MIN_VIEW_US,
} from '../../src/trace/math.js';
import {PALETTE, colorForName, colorIndex, hashString} from '../../src/trace/colors.js';

describe('time <-> x', () => {
  const view = {start: 100, end: 300};
  it('maps the viewport edges to 0 and the width', () => {
    expect(timeToX(100, view, 800)).toBe(0);
    expect(timeToX(300, view, 800)).toBe(800);
    expect(timeToX(200, view, 800)).toBe(400);
  });
  it('inverts', () => {
    for (const x of [0, 13.5, 400, 799]) expect(timeToX(xToTime(x, view, 800), view, 800)).toBeCloseTo(x, 9);
  });
});

describe('zoom and pan', () => {
  it('keeps the time under the cursor at the same x', () => {
    const view = {start: 0, end: 1000};
    const center = xToTime(200, view, 1000);
    const zoomed = zoomAround(view, center, 4);
    expect(zoomed.end - zoomed.start).toBeCloseTo(250, 9);
    expect(timeToX(center, zoomed, 1000)).toBeCloseTo(200, 9);
  });
  it('zooming out stops at the trace span', () => {
    expect(zoomAround({start: 400, end: 600}, 500, 0.01, {start: 0, end: 1000})).toEqual({start: 0, end: 1000});
  });
  it('zooming in stops at the narrowest viewport, still around the point', () => {
    const v = zoomAround({start: 0, end: 1}, 0.25, 1e6);
    expect(v.end - v.start).toBeCloseTo(MIN_VIEW_US, 12);
    expect((0.25 - v.start) / (v.end - v.start)).toBeCloseTo(0.25, 6);
  });
  it('pans within the span, keeping the width', () => {
    expect(panBy({start: 100, end: 200}, 50)).toEqual({start: 150, end: 250});
    expect(panBy({start: 100, end: 200}, -500, {start: 0, end: 1000})).toEqual({start: 0, end: 100});
    expect(panBy({start: 800, end: 900}, 500, {start: 0, end: 1000})).toEqual({start: 900, end: 1000});
  });
  it('clamps and centres', () => {
    expect(clampView({start: -10, end: 5000}, {start: 0, end: 1000})).toEqual({start: 0, end: 1000});
    expect(centerOn(990, 100, {start: 0, end: 1000})).toEqual({start: 900, end: 1000});
  });
});

describe('ticks', () => {
  it('picks 1/2/5 steps', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.5)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(0.003)).toBeCloseTo(0.005, 12);
    expect(niceStep(2)).toBe(2);
  });
  it('labels in ms for a 60 ms trace on 900 px', () => {
    const t = ticks({start: 0, end: 61270.3}, 900, 90);
    expect(t.step).toBe(10000);
    expect(t.unit).toBe('ms');
    expect(t.labels.slice(0, 3)).toEqual(['0 ms', '10 ms', '20 ms']);
    expect(t.values.at(-1)).toBe(60000);
  });
  it('uses ns, µs and s for small and large steps, with the digits needed', () => {
    expect(ticks({start: 10, end: 10.05}, 1000, 100).labels[0]).toBe('10000 ns');
    expect(ticks({start: 0, end: 2000}, 1000, 100).labels[1]).toBe('0.2 ms');
    const us = ticks({start: 12, end: 14}, 1000, 100);
    expect(us.unit).toBe('µs');
    expect(us.labels).toContain('12.2 µs');
    expect(tickUnit(5e6).unit).toBe('s');
    expect(ticks({start: 0, end: 3e7}, 600, 100).labels[1]).toBe('5 s');
  });
  it('zoomed in far from the start: the first tick says where, the others how far from it', () => {
    // 20 µs at 833 ms into the trace: "833158 µs, 833160 µs..." differ in their last digit only.
    const t = ticks({start: 833157.3, end: 833177.3}, 1000, 90);
    expect(t.step).toBe(2);
    expect(t.anchor).toBe(833158);
    expect(t.labels.slice(0, 3)).toEqual(['833.158 ms', '+2 µs', '+4 µs']);
    expect(t.values.slice(0, 3)).toEqual([833158, 833160, 833162]);
    // ns steps a millisecond in: the anchor to the nanosecond.
    const ns = ticks({start: 1000, end: 1000.05}, 1000, 100);
    expect(ns.labels.slice(0, 2)).toEqual(['1.000000 ms', '+5 ns']);
    // Near the start, or zoomed out: plain labels.
    expect(ticks({start: 0, end: 20}, 1000, 90).anchor).toBeNull();
    expect(ticks({start: 50000, end: 52000}, 1000, 90).labels[1]).toBe('50.2 ms');
    // Seconds into a long trace at µs zoom.
    expect(ticks({start: 12345678.9, end: 12345698.9}, 1000, 90).labels.slice(0, 2)).toEqual(['12.345680 s', '+2 µs']);
  });
  it('keeps ticks at least minPx apart', () => {
    const t = ticks({start: 3, end: 97}, 500, 80);
    for (let k = 1; k < t.values.length; k += 1) expect((t.values[k] - t.values[k - 1]) * 500 / 94).toBeGreaterThanOrEqual(80);
    expect(t.values[0]).toBeGreaterThanOrEqual(3);
  });
});

describe('colours', () => {
  it('give a name the same colour every time, from the palette', () => {
    expect(colorForName('MatMul')).toBe(colorForName('MatMul'));
    expect(PALETTE).toContain(colorForName('MatMul'));
    expect(hashString('MatMul')).toBe(hashString(String('Mat') + 'Mul'));
  });
  it('spread similar names over the palette', () => {
    const used = new Set(Array.from({length: 64}, (_, i) => colorIndex(`MatMul_${i}`)));
    expect(used.size).toBeGreaterThan(PALETTE.length / 2);
  });
});

describe('view URL parameter', () => {
  it('round-trips with ns precision', () => {
    const view = {start: 1234.567, end: 61270.3};
    const text = formatViewParam(view);
    expect(text).toBe('1.234567,61.2703');
    const back = parseViewParam(text);
    expect(back.start).toBeCloseTo(view.start, 6);
    expect(back.end).toBeCloseTo(view.end, 6);
  });
  it('rejects bad values', () => {
    for (const bad of [undefined, '', '1', '2,1', 'a,b', '1,2,3', ',5']) expect(parseViewParam(bad)).toBeNull();
  });
});

describe('binary search', () => {
  it('finds bounds', () => {
    const a = [1, 2, 2, 5];
    expect(lowerBound(a, 2)).toBe(1);
    expect(upperBound(a, 2)).toBe(3);
    expect(lowerBound(a, 9)).toBe(4);
    expect(upperBound(a, 0)).toBe(0);
  });
});
