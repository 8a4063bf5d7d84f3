// @vitest-environment happy-dom
import {describe, expect, it, vi} from 'vitest';
import {
  dataParams, detailsRows, formatUtilization, initialExpanded, layoutRows, nodeKey, overviewItems, render,
  shortProvenance, sortedChildren, timePercent, utilizationColor, visibleRows,
} from '../../src/tools/op_profile.js';

const XSS = '<img src=x onerror="window.__op=1">';

function metrics(timeUs, {flops = 0, util = null, bw = null, occ = 1} = {}) {
  const time_ps = timeUs * 1e6;
  return {
    time_ps, flops, bytes_accessed: 0, occurrences: occ, avg_time_ps: occ ? time_ps / occ : null,
    flops_utilization: util, memory_bw_utilization: bw,
    flops_per_second: time_ps ? flops / (time_ps * 1e-12) : null, bytes_per_second: 0,
  };
}

function op(name, timeUs, opts = {}, children = []) {
  return {
    name, kind: 'op', metrics: metrics(timeUs, opts), children, num_children: children.length,
    xla: {program: 'jit_f(1)', program_id: 1, category: opts.category || 'loop fusion', opcode: 'fusion',
      provenance: opts.provenance || '', expression: `%${name} = f32[2]{0} fusion()`, source: '',
      deduplicated_name: '', flops_source: 'profile', layout: opts.layout || null},
  };
}

function category(name, ops, numChildren = ops.length) {
  const time = ops.reduce((s, o) => s + o.metrics.time_ps / 1e6, 0);
  return {name, kind: 'category', metrics: metrics(time, {occ: 0}), children: ops, num_children: numChildren};
}

const LAYOUT = {
  convolution: 'convolution.1', shape: 'f32[16,28,28,3]{0,3,2,1:T(8,128)}', utilization_percent: 4.69,
  dimensions: [
    {dimension: 0, size: 16, alignment: 128, semantics: 'batch', padded_size: 128, padding_percent: 87.5},
    {dimension: 3, size: 3, alignment: 8, semantics: 'feature', padded_size: 8, padding_percent: 62.5},
  ],
};

function sample() {
  const fused = {name: 'dot_general.1', kind: 'fused', metrics: {flops: 4000}, children: [], num_children: 0,
    xla: {category: 'dot', provenance: 'jit(f)/dot_general', expression: '%dot_general.1 = f32[2]{0} dot()'}};
  const loop = category('loop fusion', [
    op('fusion.1', 30, {util: 0.1, bw: 0.5, provenance: 'jit(f)/add'}),
    op(XSS, 10, {util: 0.9, bw: 0.1, provenance: XSS}),
    op('fusion.3', 5, {util: null, bw: null}, [fused]),
  ], 12);
  const conv = category('convolution', [op('convolution.1', 40, {flops: 2e9, util: 0.25, bw: 0.25, category: 'convolution', layout: LAYOUT})]);
  const program = {name: 'jit_f(1)', kind: 'program', metrics: metrics(85, {occ: 0}), children: [conv, loop], num_children: 2};
  const idle = {name: 'IDLE', kind: 'idle', metrics: metrics(15, {occ: 0, util: 0}), children: [], num_children: 0};
  return {
    device_type: 'TPU', source: 'device', group_by: 'program', limit: 100,
    overview: {
      time_ps: 100e6, op_time_ps: 85e6, idle_time_ps: 15e6, flops: 1e9, bytes_accessed: 1e6, flops_source: 'profile',
      flops_utilization: 0.2, flops_utilization_exclude_idle: 0.235, memory_bw_utilization: 0.1,
      memory_bw_utilization_exclude_idle: 0.12, flops_per_second: 1.2e13, bytes_per_second: 1e10,
      peak_teraflops_per_second: 100, peak_hbm_gigabytes_per_second: 800,
      suggestions: ['The device is idle 15.0% of the time.', XSS],
    },
    root: {name: 'by_program', kind: 'root', metrics: metrics(100, {occ: 0}), metrics_exclude_idle: metrics(85, {occ: 0}),
      children: [program, idle], num_children: 2},
    hlo: {modules: 1, ops: 4, matched_ops: 4, unmatched_ops: []}, planes: [], diagnostics: [],
  };
}

describe('op_profile helpers', () => {
  it('formats utilizations and colours them from red to green', () => {
    expect(formatUtilization(0.256)).toBe('25.6%');
    expect(formatUtilization(0.00005)).toBe('0.005%');
    expect(formatUtilization(null)).toBe('');
    expect(utilizationColor(0)).toBe('hsl(0, 70%, 82%)');
    expect(utilizationColor(1)).toBe('hsl(120, 70%, 82%)');
    expect(utilizationColor(2)).toBe('hsl(120, 70%, 82%)');
    expect(utilizationColor(null)).toBe(null);
  });

  it('takes time percentages with or without idle time', () => {
    const data = sample();
    const program = data.root.children[0];
    expect(timePercent(program, data.root, true)).toBeCloseTo(85);
    expect(timePercent(program, data.root, false)).toBeCloseTo(100);
  });

  it('sorts children by the chosen metric, unknown last, and drops IDLE when excluded', () => {
    const loop = sample().root.children[0].children[1];
    expect(sortedChildren(loop, 'time').map((n) => n.name)).toEqual(['fusion.1', XSS, 'fusion.3']);
    expect(sortedChildren(loop, 'flops').map((n) => n.name)).toEqual([XSS, 'fusion.1', 'fusion.3']);
    expect(sortedChildren(loop, 'bandwidth').map((n) => n.name)).toEqual(['fusion.1', XSS, 'fusion.3']);
    const root = sample().root;
    expect(sortedChildren(root, 'time', false).map((n) => n.name)).toEqual(['jit_f(1)']);
  });

  it('lists the visible rows: opened groups, ops per category and what is hidden', () => {
    const data = sample();
    const expanded = initialExpanded(data.root);
    expect([...expanded]).toEqual([nodeKey(['jit_f(1)'])]);
    let rows = visibleRows(data.root, {expanded});
    expect(rows.map((r) => r.more ? `+${r.more}` : r.node.name)).toEqual(['jit_f(1)', 'loop fusion', 'convolution', 'IDLE']);
    expanded.add(nodeKey(['jit_f(1)', 'loop fusion']));
    rows = visibleRows(data.root, {expanded, opsPerCategory: '2'});
    // 2 of 3 ops shown, and the server had 12: 10 more.
    expect(rows.map((r) => r.more ? `+${r.more}` : r.node.name)).toEqual(
      ['jit_f(1)', 'loop fusion', 'fusion.1', XSS, '+10', 'convolution', 'IDLE']);
    expect(rows.find((r) => r.node?.name === 'fusion.1').depth).toBe(2);
    expanded.add(nodeKey(['jit_f(1)', 'loop fusion', 'fusion.3']));
    rows = visibleRows(data.root, {expanded, opsPerCategory: 'all', includeIdle: false});
    expect(rows.map((r) => r.more ? `+${r.more}` : r.node.name)).toEqual(
      ['jit_f(1)', 'loop fusion', 'fusion.1', XSS, 'fusion.3', 'dot_general.1', '+9', 'convolution']);
  });

  it('fills the details card, the layout and the overview', () => {
    const data = sample();
    const conv = data.root.children[0].children[0].children[0];
    const rows = Object.fromEntries(detailsRows(conv, data.root, true));
    expect(rows.Category).toBe('convolution');
    expect(rows['FLOPS utilization']).toBe('25.0% (50 TFLOP/s)');  // 2e9 FLOPs in 40 µs
    expect(rows['Memory utilization']).toBe('25.0% (0 B/s)');
    expect(rows.Time).toBe('40.000 µs (40.0%)');
    expect(rows.Occurrences).toBe('1');
    expect(layoutRows(LAYOUT)).toEqual([['batch', '16', '128', '128', '87.5%'], ['feature', '3', '8', '8', '62.5%']]);
    const unknown = Object.fromEntries(detailsRows(op('x', 10, {flops: 2e7}), data.root, true));
    expect(unknown['FLOPS utilization']).toBe('unknown (2 TFLOP/s)');
    const items = overviewItems(data.overview, false);
    expect(items[0]).toMatchObject({label: 'FLOPS utilization', value: '23.5%'});
    expect(items[3]).toMatchObject({label: 'Op time', value: '85.000 µs'});
    expect(overviewItems(data.overview, true)[0].value).toBe('20.0%');
  });

  it('cuts framework op paths to their end', () => {
    expect(shortProvenance('model/dense/MatMul')).toBe('model/dense/MatMul');
    expect(shortProvenance('jit(train_step)/transpose(jvp())/transpose', 30)).toBe('jit(train…jvp())/transpose');
    expect(shortProvenance(`x/${'a'.repeat(40)}`, 10)).toBe(`x…${'a'.repeat(6)}`);
    expect(shortProvenance(undefined)).toBe('');
  });

  it('asks the server for the grouping and, for all ops, no limit', () => {
    expect(dataParams({})).toEqual({group_by: 'program'});
    expect(dataParams({group_by: 'category', ops: 'all'})).toEqual({group_by: 'category', limit: '0'});
  });
});

describe('op_profile view', () => {
  it('draws the overview, controls and the tree; names stay text', () => {
    const node = document.createElement('div');
    const setParams = vi.fn();
    render(node, {data: sample(), state: {run: 'r', host: 'h'}, setParams});
    expect(node.querySelector('h2').textContent).toBe('HLO Op Profile');
    expect(node.textContent).toContain('FLOPS utilization');
    expect(node.textContent).toContain(XSS);
    expect(node.querySelector('img')).toBe(null);
    expect(window.__op).toBe(undefined);
    const names = () => [...node.querySelectorAll('.tbp-op-label')].map((n) => n.textContent);
    expect(names()).toEqual(['jit_f(1)', 'loop fusion', 'convolution', 'IDLE']);
    // Expanding a category shows its ops, coloured by FLOPS utilization.
    const loopRow = [...node.querySelectorAll('tr.tbp-op-row')].find((r) => r.textContent.includes('loop fusion'));
    loopRow.querySelector('button.tbp-op-toggle').click();
    expect(names()).toEqual(['jit_f(1)', 'loop fusion', 'fusion.1', XSS, 'fusion.3', 'convolution', 'IDLE']);
    const fusionRow = [...node.querySelectorAll('tr.tbp-op-row')].find((r) => r.textContent.includes('fusion.1'));
    expect(fusionRow.querySelector('.tbp-op-flops').textContent).toBe('10.0%');
    expect(fusionRow.querySelector('.tbp-op-flops').style.background).toContain('hsl');
    // Hovering shows the details; the expression is text.
    fusionRow.dispatchEvent(new Event('mouseenter'));
    expect(node.querySelector('.tbp-op-details').textContent).toContain('%fusion.1 = f32[2]{0} fusion()');
    // Excluding idle time hides IDLE and rescales the percentages.
    const idle = node.querySelector('#tbp-op-idle');
    idle.checked = false;
    idle.dispatchEvent(new Event('change'));
    expect(setParams).toHaveBeenCalledWith({idle: '0'});
    expect(names()).not.toContain('IDLE');
    // Sorting by FLOPS utilization puts the 90% op first.
    const sort = node.querySelector('#tbp-op-sort');
    sort.value = 'flops';
    sort.dispatchEvent(new Event('change'));
    expect(names()).toEqual(['jit_f(1)', 'convolution', 'loop fusion', XSS, 'fusion.1', 'fusion.3']);
  });

  it('op= and program= select an op (links from graph_viewer); its details link to its graph', () => {
    const node = document.createElement('div');
    const setParams = vi.fn();
    const selectTool = vi.fn();
    render(node, {data: sample(), state: {run: 'r', host: 'h', op: 'fusion.3', program: 'jit_f(1)'}, setParams, selectTool});
    const selected = node.querySelector('tr.tbp-op-selected');
    expect(selected.querySelector('.tbp-op-label').textContent).toBe('fusion.3');
    const details = node.querySelector('.tbp-op-details');
    expect(details.querySelector('.tbp-card-title').textContent).toBe('fusion.3');
    const link = details.querySelector('a.tbp-gv-open-link');
    expect(Object.fromEntries(new URLSearchParams(link.getAttribute('href').slice(1))))
      .toEqual({run: 'r', tool: 'graph_viewer', host: 'h', module: 'jit_f(1)', node: 'fusion.3'});
    link.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    expect(selectTool).toHaveBeenCalledWith('graph_viewer', {module: 'jit_f(1)', node: 'fusion.3'});
    // Another row: the URL follows; a category has no op.
    const row = [...node.querySelectorAll('tr.tbp-op-row')].find((r) => r.textContent.includes('fusion.1'));
    row.click();
    expect(setParams).toHaveBeenLastCalledWith({op: 'fusion.1', program: 'jit_f(1)'});
    const cat = [...node.querySelectorAll('tr.tbp-op-row')].find((r) => r.dataset.kind === 'category');
    cat.click();
    expect(setParams).toHaveBeenLastCalledWith({op: '', program: ''});
  });

  it('fetches again with the new grouping', async () => {
    const node = document.createElement('div');
    const byCategory = {...sample(), group_by: 'category'};
    byCategory.root = {...byCategory.root, name: 'by_category', children: byCategory.root.children[0].children};
    const api = {data: vi.fn(async () => byCategory), csvUrl: (p) => `csv?${new URLSearchParams(p)}`};
    render(node, {data: sample(), state: {}, params: {run: 'r', tag: 'op_profile'}, api, setParams: () => {}});
    const group = node.querySelector('#tbp-op-group');
    group.value = 'category';
    group.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(node.querySelector('.tbp-op-label').textContent).toBe('loop fusion'));
    expect(api.data).toHaveBeenCalledWith({run: 'r', tag: 'op_profile', group_by: 'category'});
    expect(node.querySelector('#tbp-op-csv').getAttribute('href')).toContain('group_by=category');
  });

  it('says when there are no XLA ops', () => {
    const node = document.createElement('div');
    const data = sample();
    data.root.children = [];
    data.diagnostics = ['No XLA op events in this profile'];
    render(node, {data, state: {}});
    expect(node.textContent).toContain('No XLA ops');
    expect(node.textContent).toContain('No XLA op events in this profile');
  });
});
