// @vitest-environment happy-dom
import {describe, expect, it, test, vi} from 'vitest';
import {describeProgress, progress, progressId, watchProgress} from '../../src/components/progress.js';

test('starts indeterminate, then reports aria values and the label', () => {
  const p = progress('Loading trace…');
  document.body.append(p.element);
  const bar = p.element.querySelector('[role="progressbar"]');
  expect(p.element.querySelector('.tbp-progress-label').textContent).toBe('Loading trace…');
  expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  expect(p.element.classList.contains('tbp-progress-indeterminate')).toBe(true);
  p.set(0.426);
  expect(bar.getAttribute('aria-valuenow')).toBe('43');
  expect(bar.getAttribute('aria-valuemin')).toBe('0');
  expect(bar.getAttribute('aria-valuemax')).toBe('100');
  expect(p.element.querySelector('.tbp-progress-bar').style.width).toBe('43%');
  expect(p.element.classList.contains('tbp-progress-indeterminate')).toBe(false);
  p.set(7, 'Decoding');
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
  expect(p.element.querySelector('.tbp-progress-label').textContent).toBe('Decoding');
  expect(bar.getAttribute('aria-label')).toBe('Decoding');
  p.set(null);
  expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  p.done();
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
  expect(p.element.isConnected).toBe(false);
});

describe('the server\'s progress', () => {
  it('reads the progress route\'s stages in words, with the fraction done where counted', () => {
    expect(describeProgress({stage: 'reading', detail: 'vm.xplane.pb', done: 3 << 20, total: 12 << 20, unit: 'bytes', elapsed_s: 1.25}))
      .toEqual({text: 'Reading vm.xplane.pb: 3.0 MiB of 12.0 MiB · 1.3 s', fraction: 0.25});
    expect(describeProgress({stage: 'decoding', detail: '/host:CPU', done: 1, total: 4, unit: 'planes', elapsed_s: 2}))
      .toEqual({text: 'Decoding /host:CPU: plane 2 of 4 · 2.0 s', fraction: 0.25});
    expect(describeProgress({stage: 'indexing', detail: 'the trace events', done: 0, total: 1200000, unit: 'events', elapsed_s: 3}))
      .toEqual({text: 'Indexing the trace events: 1,200,000 events · 3.0 s', fraction: null});
    expect(describeProgress({stage: 'converting', detail: 'overview_page', done: 0, total: 0, unit: '', elapsed_s: 4}).text)
      .toBe('Converting overview_page · 4.0 s');
    expect(describeProgress(null).text).toBe('Waiting for the server');
    // Profile names stay text (the caller sets textContent).
    expect(describeProgress({stage: 'decoding', detail: '<img src=x>', total: 0}).text).toBe('Decoding <img src=x>');
  });

  it('polls only after the delay, shows unfinished replies, and stops', async () => {
    vi.useFakeTimers();
    try {
      const shown = [];
      let calls = 0;
      const replies = [{stage: 'reading', done: 1, total: 2, unit: 'bytes', elapsed_s: 1}, {stage: 'indexing', finished: true}];
      const stop = watchProgress({poll: async () => replies[Math.min(calls++, 1)], show: (d) => shown.push(d.text), delayMs: 1000, everyMs: 500});
      await vi.advanceTimersByTimeAsync(900);
      expect(calls).toBe(0); // quick work shows nothing
      await vi.advanceTimersByTimeAsync(200);
      expect(calls).toBe(1);
      expect(shown).toEqual(['Reading 1 B of 2 B · 1.0 s']);
      await vi.advanceTimersByTimeAsync(500);
      expect(calls).toBe(2);
      expect(shown).toHaveLength(1); // a finished reply is not shown
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each request its own id', () => {
    const ids = new Set(Array.from({length: 50}, () => progressId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
  });
});
