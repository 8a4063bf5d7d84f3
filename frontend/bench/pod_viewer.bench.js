// @vitest-environment happy-dom
// Timing of pod_viewer's step slider on 64 hosts x 8 cores over 100 steps (`npx vitest bench --run
// bench/`): what test/tools/pod_viewer.test.js asserted as "< 5 s" before timings left the tests.
import {bench, describe} from 'vitest';
import {render} from '../src/tools/pod_viewer.js';

const TPU_CATEGORIES = [['high_flops_compute', 'High flops compute'], ['infeed', 'Infeed']].map(([id, label]) => ({id, label}));
const cores = Array.from({length: 512}, (_, id) => ({core_id: id, host: `h${id >> 3}`, host_index: id >> 3, chip_id: id >> 1,
  core_on_chip: id % 2, name: ''}));
const steps = Array.from({length: 100}, (_, i) => i);
const perStep = Object.fromEntries(steps.map((s) => [s, {cores: cores.map((c) => c.core_id), total_us: cores.map(() => 100),
  bottleneck: cores.map(() => 'x'), breakdown_us: {high_flops_compute: cores.map((c) => (c.core_id + s) % 100)},
  channels: {channel_id: []}}]));
const data = {device_type: 'TPU', categories: TPU_CATEGORIES, cores, steps, per_step: perStep, diagnostics: {},
  topology: {num_hosts: 64, chips_per_host: 4, cores_per_chip: 2, hosts: cores.filter((c) => c.core_id % 8 === 0).map((c) => c.host)}};

describe('pod_viewer, 512 cores', () => {
  bench('draw, then 99 slider steps', () => {
    const node = document.createElement('div');
    document.body.append(node);
    render(node, {data, state: {}, setParams: () => {}});
    const slider = node.querySelector('#tbp-pod-step');
    for (let i = 1; i < 100; i += 1) {
      slider.value = String(i);
      slider.dispatchEvent(new Event('input'));
    }
    node.remove();
  }, {iterations: 3});
});
