import {describe, expect, it} from 'vitest';
import {formatMs, formatNumber, formatRoughMs, formatUs} from '../../src/lib/format.js';

// The formatters these replaced, as they were written in their views.
const before = {
  podUs: (us, digits = 2) => (us === null || us === undefined || Number.isNaN(us) ? '' : `${formatNumber(us, digits)} µs`),
  inputPipelineUs: (us) => `${formatNumber(us, 1)} µs`,
  stepMs: (ms, digits = 3) => (ms === null || ms === undefined || Number.isNaN(ms) ? '' : `${formatNumber(ms, digits)} ms`),
  captureMs: (ms) => (ms >= 10_000 ? `${Math.round(ms / 1000)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`),
};
const NUMBERS = [0, 0.0004, 0.3944, 1, 12.5, 99.95, 1000, 1234.5678, 98765.4321, 1e7, -3.25];

describe('duration formatters', () => {
  it('writes µs and ms with up to the given decimals, nothing when unknown', () => {
    expect(formatUs(12.5)).toBe('12.5 µs');
    expect(formatUs(1234.567)).toBe('1,234.57 µs');
    expect(formatUs(1234.56, 1)).toBe('1,234.6 µs');
    expect(formatMs(0.3944)).toBe('0.394 ms');
    expect(formatMs(10)).toBe('10 ms');
    for (const unknown of [null, undefined, NaN]) {
      expect(formatUs(unknown)).toBe('');
      expect(formatMs(unknown)).toBe('');
    }
  });

  it('writes a capture setting coarsely', () => {
    const cases = [[500, '500 ms'], [1000, '1.0 s'], [2500, '2.5 s'], [12_345, '12 s']];
    for (const [ms, text] of cases) expect(formatRoughMs(ms)).toBe(text);
  });

  it('gives what the formatters it replaces gave', () => {
    for (const v of [...NUMBERS, null, undefined, NaN]) {
      expect(formatUs(v)).toBe(before.podUs(v));
      expect(formatMs(v)).toBe(before.stepMs(v));
    }
    // input_pipeline_analyzer only passes numbers.
    for (const v of NUMBERS) expect(formatUs(v, 1)).toBe(before.inputPipelineUs(v));
    for (const v of [0, 1, 500, 999, 1000, 1500, 9999, 10_000, 12_345, 60_000]) expect(formatRoughMs(v)).toBe(before.captureMs(v));
  });
});
