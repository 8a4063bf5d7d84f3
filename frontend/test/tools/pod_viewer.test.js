// @vitest-environment happy-dom
import {afterEach, describe, expect, it} from 'vitest';
import {channelRows, render} from '../../src/tools/pod_viewer.js';
import {
  NO_DATA_COLOR, breakdownRows, columnLabel, coreRows, coreShare, coreTooltip, corePosition, heatColor, shorten,
  stepRows, stepSummary, topologyLayout, usedCategories,
} from '../../src/tools/pod_viewer_data.js';
import {HEAT_STOPS} from '../../src/lib/palette.js';
import {viewFor} from '../../src/tools/index.js';

const XSS = '<img src=x onerror=alert(1)>';
const TPU_CATEGORIES = [
  ['high_flops_compute', 'High flops compute'], ['low_flops_compute', 'Low flops compute'], ['infeed', 'Infeed'],
  ['outfeed', 'Outfeed'], ['all_reduce_sync', 'AllReduce sync'], ['all_reduce_compute', 'AllReduce compute'],
  ['send', 'Chip to chip send'], ['recv', 'Chip to chip recv'],
].map(([id, label]) => ({id, label}));

// The contract's columnar form of a step written as rows (one object per core / channel).
function columnar({cores, channels = [], all_reduce = []}) {
  const ids = Object.keys(cores).map(Number);
  const cats = [...new Set(Object.values(cores).flatMap((c) => Object.keys(c.breakdown_us)))];
  const fields = ['channel_id', 'src_core', 'dst_core', 'data_bytes', 'latency_us', 'bandwidth_gibps', 'send_delay_us', 'hlo_names'];
  return {
    cores: ids,
    total_us: ids.map((id) => cores[id].total_us),
    bottleneck: ids.map((id) => cores[id].bottleneck),
    breakdown_us: Object.fromEntries(cats.map((c) => [c, ids.map((id) => cores[id].breakdown_us[c] ?? 0)])),
    channels: Object.fromEntries(fields.map((f) => [f, channels.map((ch) => ch[f])])),
    all_reduce,
  };
}

function asColumns(data) {
  return {...data, per_step: Object.fromEntries(Object.entries(data.per_step).map(([k, v]) => [k, columnar(v)]))};
}

// 2 hosts × 4 chips × 2 cores. In step 1 core i spends i * 50 µs of its 1000 µs
// in high flops compute (core 15: 75%); step 2 reverses that; in step 5 core 3
// did not run and there are no channels.
function podData() {
  const hosts = ['host0', XSS];
  const cores = [];
  for (let id = 0; id < 16; id += 1) {
    const hostIndex = Math.floor(id / 8);
    cores.push({core_id: id, host: hosts[hostIndex], host_index: hostIndex, chip_id: Math.floor(id / 2),
      core_on_chip: id % 2, name: `/device:TPU:${id % 8}`});
  }
  const step = (flops) => ({
    cores: Object.fromEntries(cores.map((c) => [String(c.core_id), {
      total_us: 1000,
      breakdown_us: {high_flops_compute: flops(c.core_id), low_flops_compute: 1000 - flops(c.core_id) - 100, infeed: 100},
      bottleneck: 'High flops compute',
    }])),
    channels: [],
    all_reduce: [],
  });
  const s1 = step((id) => id * 50);
  s1.channels = [
    {channel_id: 7, src_core: 0, dst_core: 9, data_bytes: 2 * 1048576, latency_us: 12.5, bandwidth_gibps: 0.156,
      send_delay_us: 1, hlo_names: ['send.1', `recv.2${XSS}`]},
    {channel_id: 8, src_core: 3, dst_core: 12, data_bytes: 1048576, latency_us: 40, bandwidth_gibps: 0.024,
      send_delay_us: 0, hlo_names: ['send.3', 'recv.4']},
  ];
  const s2 = step((id) => (15 - id) * 50);
  s2.channels = [{channel_id: 8, src_core: 4, dst_core: 5, data_bytes: 512, latency_us: 3, bandwidth_gibps: 0.0002,
    send_delay_us: 0.5, hlo_names: []}];
  const s5 = step(() => 200);
  delete s5.cores['3'];
  return asColumns({
    device_type: 'TPU',
    categories: TPU_CATEGORIES,
    topology: {num_hosts: 2, chips_per_host: 4, cores_per_chip: 2, hosts},
    cores,
    steps: [1, 2, 5],
    per_step: {1: s1, 2: s2, 5: s5},
    diagnostics: {info: ['Steps from the TPU step lines.'], warnings: ['Core 3 missed step 5.']},
  });
}

function cpuData() {
  return asColumns({
    device_type: 'CPU',
    categories: [{id: 'host_compute', label: 'Host compute'}, {id: 'input', label: 'Input'}, {id: 'other', label: 'All others'}],
    topology: {num_hosts: 1, chips_per_host: 1, cores_per_chip: 1, hosts: ['vm']},
    cores: [{core_id: 0, host: 'vm', host_index: 0, chip_id: 0, core_on_chip: 0, name: '/host:CPU'}],
    steps: [0, 1],
    per_step: {
      0: {cores: {0: {total_us: 400, breakdown_us: {host_compute: 300, input: 100, other: 0}, bottleneck: 'Host compute'}}, channels: [], all_reduce: []},
      1: {cores: {0: {total_us: 500, breakdown_us: {host_compute: 100, input: 400, other: 0}, bottleneck: 'Input'}}, channels: [], all_reduce: []},
    },
    diagnostics: {info: [], warnings: []},
  });
}

function luminance(hex) {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
}

function draw(data, state = {}) {
  const node = document.createElement('div');
  document.body.append(node);
  const params = [];
  render(node, {data, state, setParams: (p) => params.push(p)});
  return {node, params};
}

function fills(node) {
  return Object.fromEntries([...node.querySelectorAll('rect[data-core]')].map((r) => [r.getAttribute('data-core'), r.getAttribute('fill')]));
}

afterEach(() => document.body.replaceChildren());

describe('pod_viewer helpers', () => {
  it('colours from light yellow to dark blue, darker as the share grows', () => {
    expect(heatColor(0)).toBe(HEAT_STOPS[0]);
    expect(heatColor(1)).toBe(HEAT_STOPS.at(-1));
    expect(heatColor(0.5)).toBe(HEAT_STOPS[4]);
    expect(heatColor(2)).toBe(HEAT_STOPS.at(-1));
    expect(heatColor(null)).toBe(NO_DATA_COLOR);
    const lum = Array.from({length: 21}, (_, i) => luminance(heatColor(i / 20)));
    for (let i = 1; i < lum.length; i += 1) expect(lum[i]).toBeLessThan(lum[i - 1]);
  });

  it('computes shares, positions and labels', () => {
    const data = podData();
    const s1 = stepRows(data.per_step[1]);
    expect(coreShare(s1, 15, 'high_flops_compute')).toEqual({us: 750, total: 1000, share: 0.75});
    expect(coreShare(stepRows(data.per_step[5]), 3, 'infeed')).toBeNull();
    const core11 = data.cores[11]; // host 1, chip 5 (chip 1 on host 1), core 1
    expect(corePosition(core11, data.topology)).toBe('host 1, chip 1, core 1');
    expect(columnLabel(core11, data.topology)).toBe('5:1');
    expect(columnLabel(cpuData().cores[0], cpuData().topology)).toBe('0');
    const tip = coreTooltip(core11, data.topology, s1, TPU_CATEGORIES[0]);
    expect(tip).toContain('Global chip id: 5');
    expect(tip).toContain(`Host: ${XSS}`);
    expect(tip).toContain('High flops compute: 550 µs (55.0% of the step)');
    const rows = Object.fromEntries(coreRows(data.cores[3], data.topology, stepRows(data.per_step[5]), TPU_CATEGORIES[2]));
    expect(rows['Step time']).toBe('did not run this step');
  });

  it('describes a channel and a step breakdown', () => {
    const data = podData();
    const byId = new Map(data.cores.map((c) => [c.core_id, c]));
    const rows = Object.fromEntries(channelRows(stepRows(data.per_step[1]).channels[0], byId, data.topology));
    expect(rows['Data transferred']).toBe('2 MiB');
    expect(rows.Latency).toBe('12.5 µs');
    expect(rows.BW).toBe('0.156 GiB/s');
    expect(rows['Send delay']).toBe('1 µs');
    expect(rows.To).toBe('core 9 (host 1, chip 0, core 1)');
    expect([...rows['Hlo names'].childNodes].map((n) => n.textContent)).toEqual(['send.1', `recv.2${XSS}`]);
    const b = Object.fromEntries(breakdownRows(TPU_CATEGORIES, stepRows(data.per_step[1]).cores['2']));
    expect(b['High flops compute']).toBe('100 µs');
    expect(b['Low flops compute']).toBe('800 µs');
    expect(b['Chip to chip send']).toBe('0 µs');
    expect(b['Step time']).toBe('1,000 µs');
    expect(stepSummary(data, 5)).toBe('Step 5: 15 of 16 cores ran it · step time 1,000 µs – 1,000 µs · no send/recv channels');
  });

  it('reads the columnar steps of the contract as rows', () => {
    const raw = podData().per_step[1];
    expect(raw.cores).toHaveLength(16);
    const rows = stepRows(raw);
    expect(rows.cores['15']).toEqual({total_us: 1000, bottleneck: 'High flops compute',
      breakdown_us: {high_flops_compute: 750, low_flops_compute: 150, infeed: 100}});
    expect(rows.channels[1]).toEqual({channel_id: 8, src_core: 3, dst_core: 12, data_bytes: 1048576, latency_us: 40,
      bandwidth_gibps: 0.024, send_delay_us: 0, hlo_names: ['send.3', 'recv.4']});
    expect(stepRows(undefined)).toEqual({cores: {}, channels: [], all_reduce: []});
    expect(Object.keys(stepRows(podData().per_step[5]).cores)).not.toContain('3');
    // Steps already in rows draw the same.
    const rowsData = {...podData(), per_step: Object.fromEntries(Object.entries(podData().per_step).map(([k, v]) => [k, stepRows(v)]))};
    expect(fills(draw(rowsData).node)).toEqual(fills(draw(podData()).node));
  });

  it('lays out hosts, chips and cores as nested rectangles', () => {
    const data = podData();
    const layout = topologyLayout(data.topology, data.cores, {maxWidth: 2000});
    expect(layout.hosts).toHaveLength(2);
    expect(layout.chips).toHaveLength(8);
    const inside = (a, b) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    for (const core of data.cores) {
      const box = layout.cores.get(core.core_id);
      expect(inside(box, layout.chips[core.chip_id])).toBe(true);
      expect(inside(box, layout.hosts[core.host_index])).toBe(true);
    }
    // The two cores of a chip sit side by side.
    const [a, b] = [layout.cores.get(0), layout.cores.get(1)];
    expect(a.y).toBe(b.y);
    expect(b.x).toBeGreaterThan(a.x + a.w - 1);
    // Hosts wrap into rows when the width is small.
    const narrow = topologyLayout(data.topology, data.cores, {maxWidth: 10});
    expect(narrow.hosts[1].y).toBeGreaterThan(narrow.hosts[0].y);
    expect(narrow.width).toBeLessThan(layout.width);
    expect(narrow.cell).toBeLessThan(layout.cell);
  });

  it('cuts long host names in the middle', () => {
    expect(shorten('t1v-n-abcdef-w-12', 11)).toBe('t1v-n…w-12');
    expect(shorten('host0', 11)).toBe('host0');
  });

  it('keeps 64 hosts × 8 cores in one SVG', () => {
    const cores = [];
    for (let id = 0; id < 512; id += 1) {
      cores.push({core_id: id, host: `h${id >> 3}`, host_index: id >> 3, chip_id: id >> 1, core_on_chip: id % 2, name: ''});
    }
    const per = {};
    const steps = Array.from({length: 100}, (_, i) => i);
    for (const s of steps) {
      per[s] = {cores: cores.map((c) => c.core_id), total_us: cores.map(() => 100), bottleneck: cores.map(() => 'x'),
        breakdown_us: {high_flops_compute: cores.map((c) => (c.core_id + s) % 100)}, channels: {channel_id: []}};
    }
    const data = {device_type: 'TPU', categories: TPU_CATEGORIES, cores, steps, per_step: per, diagnostics: {},
      topology: {num_hosts: 64, chips_per_host: 4, cores_per_chip: 2, hosts: cores.filter((c) => c.core_id % 8 === 0).map((c) => c.host)}};
    // The time of the 100 steps is measured in frontend/bench/pod_viewer.bench.js; here: moving
    // the slider recolours the 512 cores in place, never drawing the topology again.
    const {node} = draw(data);
    const slider = node.querySelector('#tbp-pod-step');
    const before = [...node.querySelectorAll('rect[data-core]')];
    for (const i of [1, 37, 64, 99]) {  // a few moves: what is checked is that nothing is redrawn
      slider.value = String(i);
      slider.dispatchEvent(new Event('input'));
    }
    expect(node.querySelectorAll('svg.tbp-pod-topology')).toHaveLength(1);
    const after = [...node.querySelectorAll('rect[data-core]')];
    expect(after).toHaveLength(512);
    expect(after.every((rect, i) => rect === before[i])).toBe(true);
    expect(fills(node)['0']).toBe(heatColor(0.99));
  });
});

describe('pod_viewer view', () => {
  it('draws the pod topology as a heat map and writes host names as text', () => {
    const {node} = draw(podData());
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain(XSS);
    expect(node.textContent).toContain('Core 3 missed step 5.');
    expect(node.querySelectorAll('rect[data-core]')).toHaveLength(16);
    expect(node.querySelectorAll('rect[data-chip]')).toHaveLength(8);
    const f = fills(node);
    expect(f['0']).toBe(heatColor(0));
    expect(f['15']).toBe(heatColor(0.75));
    expect(luminance(f['15'])).toBeLessThan(luminance(f['8']));
    expect(node.querySelector('#tbp-pod-step-value').textContent).toBe('Step 1 (1 of 3)');
    expect(node.textContent).toContain('Topology: share of step 1 in High flops compute');
    // The first channel is selected: its arrow goes from core 0 to core 9.
    const arrow = node.querySelector('line.tbp-pod-arrow');
    expect([arrow.getAttribute('data-src'), arrow.getAttribute('data-dst')]).toEqual(['0', '9']);
    expect([...node.querySelectorAll('#tbp-pod-channel option')].map((o) => o.textContent)).toEqual(['7', '8']);
    const channel = node.querySelector('.tbp-pod-channel-card').textContent;
    expect(channel).toContain('12.5 µs');
    expect(channel).toContain(`recv.2${XSS}`);
    expect(node.querySelector('.tbp-pod-breakdown-section').textContent).toContain('one column per core');
  });

  it('follows the slider, the category and the channel selector, and keeps them in the URL state', () => {
    const {node, params} = draw(podData());
    const slider = node.querySelector('#tbp-pod-step');
    slider.value = '1';
    slider.dispatchEvent(new Event('input'));
    expect(params.at(-1)).toEqual({step: '2'});
    expect(node.querySelector('#tbp-pod-step-value').textContent).toBe('Step 2 (2 of 3)');
    expect(fills(node)['0']).toBe(heatColor(0.75));
    expect(fills(node)['15']).toBe(heatColor(0));
    expect([...node.querySelectorAll('#tbp-pod-channel option')].map((o) => o.textContent)).toEqual(['8']);
    expect(node.querySelector('line.tbp-pod-arrow').getAttribute('data-dst')).toBe('5');

    const category = node.querySelector('#tbp-pod-category');
    category.value = 'infeed';
    category.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({category: 'infeed'});
    expect(fills(node)['7']).toBe(heatColor(0.1));

    slider.value = '2';
    slider.dispatchEvent(new Event('input'));
    expect(fills(node)['3']).toBe(NO_DATA_COLOR);
    expect(node.querySelector('line.tbp-pod-arrow')).toBeNull();
    expect(node.querySelector('.tbp-pod-channels .tbp-pod-no-channels').hidden).toBe(false);
    expect(node.querySelector('.tbp-pod-channel-card .tbp-pod-no-channels').hidden).toBe(false);
    expect(node.querySelector('.tbp-pod-latency').hidden).toBe(true);

    slider.value = '0';
    slider.dispatchEvent(new Event('input'));
    const channel = node.querySelector('#tbp-pod-channel');
    channel.value = '1';
    channel.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({channel: '8'});
    expect(node.querySelector('line.tbp-pod-arrow').getAttribute('data-src')).toBe('3');
    expect(node.querySelector('.tbp-pod-channel-card').textContent).toContain('40 µs');
  });

  it('starts from the step, category and channel in the URL state', () => {
    const {node} = draw(podData(), {step: '2', category: 'low_flops_compute', channel: '8', scale: 'max'});
    expect(node.querySelector('#tbp-pod-step').value).toBe('1');
    expect(node.querySelector('#tbp-pod-category').value).toBe('low_flops_compute');
    // Step 2, low flops: core 15 has 900 µs (the highest share, the darkest with scale=max).
    expect(fills(node)['15']).toBe(HEAT_STOPS.at(-1));
    expect(node.querySelector('line.tbp-pod-arrow').getAttribute('data-src')).toBe('4');
  });

  it('shows the tooltip of the core under the pointer', () => {
    const {node} = draw(podData());
    const rect = node.querySelector('rect[data-core="9"]');
    rect.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: 10, clientY: 10}));
    const tip = document.querySelector('#tbp-tooltip');
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('Position: host 1, chip 0, core 1');
    expect(tip.textContent).toContain(`Host: ${XSS}`);
    expect(tip.textContent).toContain('450 µs (45.0% of the step)');
    expect(node.querySelector('.tbp-pod-core-card').textContent).toContain('Global chip id4');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a single CPU device without channels', () => {
    const {node, params} = draw(cpuData());
    expect(node.querySelectorAll('rect[data-core]')).toHaveLength(1);
    expect(node.querySelector('.tbp-pod-channel-card .tbp-pod-no-channels').hidden).toBe(false);
    expect(node.textContent).toContain('No send/recv channels in this step');
    expect(node.querySelector('#tbp-pod-channel')).toBeNull();
    expect(node.querySelector('.tbp-pod-latency')).toBeNull();
    expect([...node.querySelectorAll('#tbp-pod-category option')].map((o) => o.value)).toEqual(['host_compute', 'input', 'other']);
    expect(fills(node)['0']).toBe(heatColor(0.75));
    expect(node.textContent).toContain('Device: share of step 0 in Host compute');
    expect(node.querySelector('.tbp-pod-breakdown-card').textContent).toContain('300 µs');
    const slider = node.querySelector('#tbp-pod-step');
    slider.value = '1';
    slider.dispatchEvent(new Event('input'));
    expect(params).toEqual([{step: '1'}]);
    expect(fills(node)['0']).toBe(heatColor(0.2));
    const card = node.querySelector('.tbp-pod-breakdown-card').textContent;
    expect(card).toContain('Step1');
    expect(card).toContain('400 µs');
    expect(card).not.toContain('All others'); // zero in every step
    expect(node.textContent).toContain('Step breakdown of /host:CPU per step');
  });

  it('colours by the first category with time unless the URL names one', () => {
    const data = cpuData();
    data.categories = [{id: 'device_compute', label: 'Device compute'}, ...data.categories];
    expect(usedCategories(data).map((c) => c.id)).toEqual(['host_compute', 'input']);
    expect(draw(data).node.querySelector('#tbp-pod-category').value).toBe('host_compute');
    expect(draw(data, {category: 'device_compute'}).node.querySelector('#tbp-pod-category').value).toBe('device_compute');
    expect(fills(draw(data, {category: 'device_compute'}).node)['0']).toBe(HEAT_STOPS[0]);
  });

  it('explains an empty profile', () => {
    const {node} = draw({...cpuData(), steps: [], per_step: {}, diagnostics: {warnings: ['No step markers.']}});
    expect(node.textContent).toContain('No steps in this profile');
    expect(node.textContent).toContain('No step markers.');
  });

  it('is the view of pod_viewer', async () => {
    expect(viewFor('pod_viewer').render).toBe(render);
    expect(viewFor('pod_viewer').allHosts).toBe(true);
  });
});
