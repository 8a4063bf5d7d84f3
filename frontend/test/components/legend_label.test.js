import {describe, expect, test} from 'vitest';
import {legendLabel} from '../../src/components/charts.js';

describe('legendLabel', () => {
  test('short names stay whole', () => {
    expect(legendLabel('Conv2D', 24)).toBe('Conv2D');
    expect(legendLabel('  x  ', 24)).toBe('x');
    expect(legendLabel(null, 24)).toBe('');
  });

  test('keeps the start, cut at a word boundary with an ellipsis', () => {
    const kernel = 'void tensorflow::functor::ReduceKernel<float, 256>(float const*, float*)';
    expect(legendLabel(kernel, 60)).toBe('void tensorflow::functor::ReduceKernel<float, 256>(float…');
    expect(legendLabel('void cub::DeviceReduceKernel<cub::DeviceReducePolicy<float, int>>', 40))
      .toBe('void cub::DeviceReduceKernel<cub…'); // after a scope's '::'
    expect(legendLabel('fusion.123.remat.something_long_here', 32)).toBe('fusion.123.remat.something…');
    // A capital starts a word: cut before it, never inside "Backprop".
    expect(legendLabel('Conv2DBackpropFilterWithBiasAndRelu', 24)).toBe('Conv2DBackpropFilter…');
  });

  test('keeps the end of paths, at a path part first', () => {
    const op = 'StatefulPartitionedCall/gradient_tape/sequential_1/conv2d_1/convolution/Conv2DBackpropFilter';
    expect(legendLabel(op, 24, {keep: 'end'})).toBe('…/Conv2DBackpropFilter');
    expect(legendLabel(op, 40, {keep: 'end'})).toBe('…/convolution/Conv2DBackpropFilter');
    expect(legendLabel('_MklNativeConv2DBackpropFilterWithBias', 24, {keep: 'end'})).toBe('…BackpropFilterWithBias');
  });

  test('never longer than max; one long word is cut inside (nothing else to do)', () => {
    expect(legendLabel('x'.repeat(40), 24)).toBe(`${'x'.repeat(23)}…`);
    expect(legendLabel('x'.repeat(40), 24, {keep: 'end'})).toBe(`…${'x'.repeat(23)}`);
    const names = ['a/b/c/dddddddddddddddddd/eeeeeeeeeeeeeeeeeee', 'one two three four five six seven',
      'sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32_stage3'];
    for (const name of names) {
      for (const max of [10, 16, 24, 32]) {
        for (const keep of ['start', 'end']) {
          const label = legendLabel(name, max, {keep});
          expect(label.length).toBeLessThanOrEqual(max);
          expect(label.includes('…')).toBe(true);
        }
      }
    }
  });
});
