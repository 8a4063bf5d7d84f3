// Every shortened name (pie legends, op paths, host and graph labels) is cut by one helper,
// lib/format.js shortName (issue 44, item 9): in its middle, both ends kept, at path or
// word boundaries where there are some, never longer than asked.
import {describe, expect, test} from 'vitest';
import {shortName} from '../../src/lib/format.js';

describe('shortName', () => {
  test('short names stay whole', () => {
    expect(shortName('Conv2D', 24)).toBe('Conv2D');
    expect(shortName('  x  ', 24)).toBe('x');
    expect(shortName(null, 24)).toBe('');
  });

  test('both ends of a tf.data iterator (the issue\'s "…:Prefetch::MapAndBatch" lost its start)', () => {
    const name = 'Iterator::Model::MaxIntraOpParallelism::Prefetch::MapAndBatch';
    expect(shortName(name, 40)).toBe('Iterator::Model…::Prefetch::MapAndBatch');
    expect(shortName(name, 24)).toBe('Iterator…::MapAndBatch');
  });

  test('op paths keep their scope and their op, cut at a path part', () => {
    const op = 'StatefulPartitionedCall/gradient_tape/sequential_1/conv2d_1/convolution/Conv2DBackpropFilter';
    expect(shortName(op, 40)).toBe('Stateful…/Conv2DBackpropFilter');
    expect(shortName('jit(train_step)/transpose(jvp())/transpose', 30)).toBe('jit(train…jvp())/transpose');
    // A capital starts a word: cut before it.
    expect(shortName('_MklNativeConv2DBackpropFilterWithBias', 24)).toBe('_Mkl…FilterWithBias');
  });

  test('hosts differ at their end', () => {
    expect(shortName('t1v-n-abcdef-w-12', 11)).toBe('t1v-n…w-12');
  });

  test('never longer than max, always with the ellipsis; one long word is cut inside', () => {
    expect(shortName('x'.repeat(40), 24)).toBe(`${'x'.repeat(9)}…${'x'.repeat(14)}`);
    const names = ['a/b/c/dddddddddddddddddd/eeeeeeeeeeeeeeeeeee', 'one two three four five six seven',
      'sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32_stage3',
      'void tensorflow::functor::ReduceKernel<float, 256>(float const*, float*)', '::::::::::::::::::::::::::::'];
    for (const name of names) {
      for (const max of [2, 5, 10, 16, 24, 32, 60]) {
        const label = shortName(name, max);
        if (name.length <= max) continue;
        expect(label.length).toBeLessThanOrEqual(max);
        expect(label.includes('…')).toBe(true);
        const [head, tail] = label.split('…');
        expect(name.startsWith(head) && name.endsWith(tail)).toBe(true);
      }
    }
  });
});
