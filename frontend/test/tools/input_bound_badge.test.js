// @vitest-environment happy-dom
// The input-bound badge (issue 44, item 9): "potential" is the converter's verdict on the
// "All others" share (analysis/steps.py ALL_OTHERS), so the badge gives that share, never
// "Input-bound: potential · 0.0 % of step time waiting for input".
import {describe, expect, it} from 'vitest';
import {inputBoundBadge} from '../../src/tools/overview_page.js';

// jax_jit_train's overview (real): input 0.0 %, All others 11.9 %.
const JAX_BOUND = {level: 'potential', input_percent: 0.0,
  statement: 'Your program is POTENTIALLY input-bound: 11.9% of the step time is \'All others\' time (I/O, Python execution or both).'};
const JAX_STEPS = {category_percent: {host_compute: 88.1003, input: 0.0, other: 11.8997}};

describe('inputBoundBadge', () => {
  it('potential: the All others share the verdict is about, the statement as its title', () => {
    const badge = inputBoundBadge(JAX_BOUND, JAX_STEPS);
    expect(badge.textContent).toBe('Input-bound: potential · 11.9% of step time in All others (I/O, Python)');
    expect(badge.textContent).not.toContain('0.0%');
    expect(badge.title).toBe(JAX_BOUND.statement);
    expect(badge.className).toBe('tbp-level tbp-level-potential');
    expect(inputBoundBadge(JAX_BOUND).textContent).toBe('Input-bound: potential (All others: I/O, Python)');
  });

  it('the other levels keep the input share', () => {
    expect(inputBoundBadge({level: 'moderate', input_percent: 5.9375}, JAX_STEPS).textContent)
      .toBe('Input-bound: moderate · 5.9% of step time waiting for input');
    expect(inputBoundBadge({level: 'low', input_percent: 1.2291}).textContent)
      .toBe('Input-bound: low · 1.2% of step time waiting for input');
    expect(inputBoundBadge({level: 'unknown', input_percent: 0}).textContent).toBe('Input-bound: unknown');
    expect(inputBoundBadge(undefined).textContent).toBe('Input-bound: unknown');
  });
});
