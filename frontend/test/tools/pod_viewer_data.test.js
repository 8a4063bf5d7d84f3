import {describe, expect, it} from 'vitest';
import {
  NO_DATA_COLOR, breakdownColumns, breakdownTitle, channelIndexOf, channelOptions, columnRows, columnTitle, columnValues,
  coreFills, heatColor, hostLabel, initialView, legendTicks, linkShape, stepData, topologyLayout, topologySubtitle,
} from '../../src/tools/pod_viewer_data.js';

const CATEGORIES = [{id: 'compute', label: 'Compute'}, {id: 'infeed', label: 'Infeed'}, {id: 'idle', label: 'Idle'}];

// 1 host × 2 chips × 2 cores. Step 10: core i computes 100 * (i + 1) of its
// 1000 µs; step 11: core 3 did not run.
function pod() {
  const cores = [0, 1, 2, 3].map((id) => ({core_id: id, host: 'h0', host_index: 0, chip_id: id >> 1, core_on_chip: id % 2, name: `TPU:${id}`}));
  const step = (ids) => ({
    cores: ids,
    total_us: ids.map(() => 1000),
    breakdown_us: {compute: ids.map((id) => 100 * (id + 1)), infeed: ids.map(() => 50), idle: ids.map(() => 0)},
    bottleneck: ids.map(() => 'Compute'),
    channels: {channel_id: [5, 5, 6], src_core: [0, 1, 2], dst_core: [3, 2, 2], latency_us: [1, 2, 3]},
  });
  return {
    categories: CATEGORIES,
    topology: {num_hosts: 1, chips_per_host: 2, cores_per_chip: 2, hosts: ['h0']},
    cores,
    steps: [10, 11],
    per_step: {10: step([0, 1, 2, 3]), 11: step([0, 1, 2])},
  };
}

function device() {
  return {
    categories: CATEGORIES,
    topology: {num_hosts: 1, chips_per_host: 1, cores_per_chip: 1, hosts: ['vm']},
    cores: [{core_id: 0, host: 'vm', host_index: 0, chip_id: 0, core_on_chip: 0, name: '/host:CPU'}],
    steps: [0, 1],
    per_step: {
      0: {cores: {0: {total_us: 400, breakdown_us: {compute: 300, infeed: 100}}}},
      1: {cores: {0: {total_us: 500, breakdown_us: {compute: 100, infeed: 400}}}},
    },
  };
}

describe('pod_viewer data', () => {
  it('converts each step once', () => {
    const data = pod();
    expect(stepData(data, 10)).toBe(stepData(data, '10'));
    expect(Object.keys(stepData(data, 11).cores)).toEqual(['0', '1', '2']);
    expect(stepData(data, 99)).toEqual({cores: {}, channels: [], all_reduce: []});
  });

  it('colours each core by its share of the step, scaled to 100% or to the highest core', () => {
    const data = pod();
    const {max, fills} = coreFills(stepData(data, 10), data.cores, 'compute', false);
    expect(max).toBe(1);
    expect([...fills.keys()]).toEqual([0, 1, 2, 3]);
    expect(fills.get(3)).toBe(heatColor(0.4));
    const scaled = coreFills(stepData(data, 11), data.cores, 'compute', true);
    expect(scaled.max).toBe(0.3);
    expect(scaled.fills.get(2)).toBe(heatColor(1));
    expect(scaled.fills.get(3)).toBe(NO_DATA_COLOR);
    expect(coreFills(stepData(data, 10), data.cores, 'idle', true).max).toBe(1);
  });

  it('starts from the URL state, else the first step and category with time', () => {
    const data = pod();
    expect(initialView(data, {})).toEqual({stepIndex: 0, category: CATEGORIES[0], scaleToMax: false, channel: undefined});
    expect(initialView(data, {step: '11', category: 'idle', scale: 'max', channel: '6'}))
      .toEqual({stepIndex: 1, category: CATEGORIES[2], scaleToMax: true, channel: '6'});
    expect(initialView(data, {step: '12', category: 'nope'}).stepIndex).toBe(0);
  });

  it('names repeated channel ids by their cores, and finds the channel asked for', () => {
    const channels = stepData(pod(), 10).channels;
    expect(channelOptions(channels)).toEqual([
      {value: '0', text: '5 (core 0 → core 3)'}, {value: '1', text: '5 (core 1 → core 2)'}, {value: '2', text: '6'}]);
    expect(channelIndexOf(channels, '6')).toBe(2);
    expect(channelIndexOf(channels, 7)).toBe(0);
    expect(channelIndexOf(channels, undefined)).toBe(0);
  });

  it('draws a link between two cores, and only outlines a core linked to itself', () => {
    const data = pod();
    const layout = topologyLayout(data.topology, data.cores);
    const a = layout.cores.get(0);
    const b = layout.cores.get(3);
    const {boxes, arrow} = linkShape(layout, {src_core: 0, dst_core: 3});
    expect(boxes).toEqual([a, b]);
    expect(arrow).toEqual({x1: a.x + a.w / 2, y1: a.y + a.h / 2, x2: b.x + b.w / 2, y2: b.y + b.h / 2});
    expect(linkShape(layout, {src_core: 2, dst_core: 2}).arrow).toBeNull();
    expect(linkShape(layout, {src_core: 2, dst_core: 9})).toEqual({boxes: [layout.cores.get(2)], arrow: null});
  });

  it('ticks the legend with fewer decimals as the scale grows', () => {
    expect(legendTicks(1, 280)).toEqual([
      {x: 10, anchor: 'start', text: '0%'}, {x: 80, anchor: 'middle', text: '25%'}, {x: 150, anchor: 'middle', text: '50%'},
      {x: 220, anchor: 'middle', text: '75%'}, {x: 290, anchor: 'end', text: '100%'}]);
    expect(legendTicks(0.1, 280).map((t) => t.text)).toEqual(['0.0%', '2.5%', '5.0%', '7.5%', '10.0%']);
    expect(legendTicks(0.01, 280).at(-1).text).toBe('1.00%');
  });

  it('lays out the breakdown chart: a column per core of a pod, per step of one device', () => {
    const data = pod();
    const shown = CATEGORIES.slice(0, 2);
    expect(breakdownColumns(data, shown)).toEqual({labels: ['0:0', '0:1', '1:0', '1:1'],
      series: [{label: 'Compute', values: [0, 0, 0, 0]}, {label: 'Infeed', values: [0, 0, 0, 0]}]});
    expect(columnValues(stepData(data, 11), data.cores, 'compute')).toEqual([100, 200, 300, 0]);
    expect(breakdownColumns(device(), shown)).toEqual({labels: ['0', '1'],
      series: [{label: 'Compute', values: [300, 100]}, {label: 'Infeed', values: [100, 400]}]});
  });

  it('describes a column of the breakdown chart', () => {
    const data = pod();
    const shown = CATEGORIES.slice(0, 1);
    expect(columnRows(data, shown, 3, stepData(data, 10))).toEqual([['Chip (global id)', '1'], ['Core on chip', '1'],
      ['Host', 'h0'], ['Compute', '400 µs'], ['Step time', '1,000 µs']]);
    expect(columnRows(data, shown, 3, stepData(data, 11)).at(-1)).toEqual(['', 'Did not run this step']);
    expect(columnTitle(data, 3)).toBe('Chip 1, core 1 (h0)');
    expect(columnRows(device(), shown, 1, null)).toEqual([['Step', '1'], ['Compute', '100 µs'], ['Step time', '500 µs']]);
    expect(columnTitle(device(), 1)).toBe('Step 1');
  });

  it('writes the titles and labels', () => {
    expect(topologySubtitle(pod().topology, 4)).toBe('1 host × 2 chips × 2 cores (4 in all)');
    expect(breakdownTitle(pod())).toBe('Step breakdown per core (µs): x is the global chip id:core on the chip, one column per core');
    expect(breakdownTitle(device())).toBe('Step breakdown of /host:CPU per step (µs): click a column to select its step');
    expect(hostLabel({name: 't1v-n-abcdef-w-12', w: 82})).toBe('t1v-n…w-12');
    expect(hostLabel({name: 7, w: 76})).toBe('7');
  });
});
