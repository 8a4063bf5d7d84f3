// @vitest-environment happy-dom
// Issue 20's wording on the overview: the input-bound sentence said once, the
// note when there are no framework ops (JAX on CPU: op_profile, hlo_stats), and
// the shared µs formatter. (op_profile's styled controls: test_browser_polish.py.)
import {beforeEach, expect, test} from 'vitest';
import {formatStepUs, noTopOpsNote, recommendationStatements} from '../../src/tools/overview_page.js';
import {formatUs} from '../../src/lib/format.js';

const BOUND = 'Your program is NOT input-bound: only 1.2% of the step time is spent waiting for input.';

beforeEach(() => document.body.replaceChildren());

test('the input-bound sentence is said once when the recommendation begins with it', () => {
  const rec = `${BOUND} The time goes to host computation: look at the host ops.`;
  expect(recommendationStatements({input_bound: {statement: BOUND}, recommendations: {statement: rec}})).toEqual([rec]);
  expect(recommendationStatements({input_bound: {statement: BOUND}, recommendations: {statement: BOUND}})).toEqual([BOUND]);
  // Different sentences: both, the input-bound one first; missing ones left out.
  expect(recommendationStatements({input_bound: {statement: BOUND}, recommendations: {statement: 'Other.'}})).toEqual([BOUND, 'Other.']);
  expect(recommendationStatements({input_bound: {statement: BOUND}})).toEqual([BOUND]);
  expect(recommendationStatements({})).toEqual([]);
});

/** The run's tools as the shell passes them to a view (run_tools: name, available). */
function runTools(tools) {
  return tools.map(([name, available]) => ({name, available, reason: available ? '' : 'not here'}));
}

test('no framework ops: the note points to op_profile and hlo_stats where the run has them', () => {
  const tools = runTools([['overview_page', true], ['trace_viewer', true], ['op_profile', true], ['hlo_stats', true]]);
  const note = noTopOpsNote('host', {tools, state: {run: 'r', host: 'vm'}});
  expect(note.textContent).toBe('No TensorFlow or JAX ops with self time were recorded on the host in this profile. '
    + 'Its time is in XLA ops (a JAX program on CPU records only those): see op_profile and hlo_stats.');
  expect([...note.querySelectorAll('a')].map((a) => a.dataset.tool)).toEqual(['op_profile', 'hlo_stats']);
  expect(note.textContent).not.toContain('trace_viewer');
});

test('no framework ops and no XLA ops: the first sentence alone', () => {
  const tools = runTools([['overview_page', true], ['op_profile', false], ['hlo_stats', false]]);
  expect(noTopOpsNote('device', {tools}).textContent)
    .toBe('No TensorFlow or JAX ops with self time were recorded on the device in this profile.');
});

test('the PyTorch overview\'s µs are the shared formatter\'s', () => {
  for (const us of [0, 1.5, 1234.5678, 1e6]) expect(formatStepUs(us)).toBe(formatUs(us, 3));
  expect(formatStepUs(1234.5678)).toBe('1,234.568 µs');
  expect(formatStepUs(null)).toBe('');
  expect(formatStepUs(undefined)).toBe('');
});
