// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {
  MIB, bufferDetails, bufferStrip, dataParams, decimate, mib, overviewRows, programOrderChart, render, stripLayout,
  ticks,
} from '../../src/tools/memory_viewer.js';
import {viewFor, TOOLS_WITH_MODULES} from '../../src/tools/index.js';

const XSS = '<img src=x onerror=alert(1)>';

// The converter's JSON for the hand-made module of tests/test_memory_viewer.py
// (cut down): a parameter, then b, d (padded) and a3 live at the peak.
function moduleData() {
  return {
    module: 'hand(7)', module_name: 'hand', program_id: 7, entry_computation: 'main',
    modules: [{name: 'hand(7)', program_id: 7, peak_bytes: 508232}, {name: `${XSS}(1)`, program_id: 1, peak_bytes: 8}],
    memory_spaces: [{id: 0, name: 'HBM (0)'}, {id: 1, name: 'VMEM (1)'}], memory_space: 0,
    summary: {
      peak_heap_bytes: 508232, peak_unpadded_heap_bytes: 507080, padding_bytes: 1152, entry_parameters_bytes: 262144,
      non_reusable_bytes: 4, maybe_live_out_bytes: 256, total_buffer_allocation_bytes: 524548, indefinite_bytes: 262404,
      temp_peak_bytes: 245828, temp_allocation_bytes: 262144, fragmentation_percent: 6.224, num_program_points: 15,
      num_logical_buffers: 13, num_instructions: 11,
    },
    timeline: {
      x: [...Array(15).keys()],
      heap_bytes: [0, 131072, 196608, 196608, 196608, 245760, 114688, 114752, 114756, 245828, 180292, 131140, 68, 4, 0]
        .map((v) => v + 262404),
      unpadded_heap_bytes: [0, 131072, 196608, 196608, 196608, 244608, 113536, 113600, 113604, 244676, 179140, 131140, 68, 4, 0]
        .map((v) => v + 262404),
      instruction: [0, 1, 2, 0, 3, 2, 4, 4, 5, 1, 3, 5, 4, 4, 6], instructions: ['a', 'b', 'a2', 'd', 'e', XSS, ''],
      points_total: 15, peak_point: 9,
    },
    buffers: {
      id: [0, 2, 3, 12], name: ['p0', 'b', 'd', XSS], instruction: ['p0', 'b', 'd', 'a3'],
      opcode: ['parameter', 'fusion', 'fusion', 'fusion'],
      allocation_type: ['Parameter', 'Temporary', 'Temporary', 'Temporary'], allocation: [0, 3, 3, 3],
      offset: [0, 131072, 196608, 0], size: [262144, 65536, 49152, 131072], unpadded: [262144, 65536, 48000, 131072],
      shape: ['f32[1024,64]{1,0}', 'f32[256,64]{1,0}', 'bf16[3,8000]{1,0:T(8,128)(2,1)}', 'f32[512,64]{1,0}'],
      dtype: ['f32', 'f32', 'bf16', 'f32'], dims: [[1024, 64], [256, 64], [3, 8000], [512, 64]],
      op_name: ['x', 'jit(f)/b', 'jit(f)/d', XSS], source: ['', '', '', 'model.py:10'], stack: ['', '', '', ''],
      span_start: [0, 1, 4, 8], span_limit: [14, 9, 10, 11],
    },
    by_size: [0, 3, 1, 2],
    small: {threshold_bytes: 16384, count: 4, bytes: 328},
    diagnostics: [],
  };
}

describe('memory_viewer helpers', () => {
  it('formats the overview in MiB', () => {
    const rows = Object.fromEntries(overviewRows(moduleData()));
    expect(rows['Peak heap allocation']).toBe('0.48 MiB (508,232 bytes)');
    expect(rows['Peak without padding']).toBe('0.48 MiB (507,080 bytes)');
    expect(rows['Entry parameters']).toBe('0.25 MiB (262,144 bytes)');
    expect(mib(1152, 3)).toBe('0.001 MiB');
    expect(rows['Temporary allocation']).toContain('6.22%');
  });

  it('describes a padded buffer: expansion and extra memory', () => {
    const d = Object.fromEntries(bufferDetails(moduleData(), 2));
    expect(d.Name).toBe('d');
    expect(d.Category).toBe('fusion operation');
    expect(d.Expansion).toBe('1.02x');             // 49152 / 48000
    expect(d['Extra memory (padding)']).toBe('0.00 MiB (1,152 bytes)');
    expect(d['Rank / dims / dtype']).toBe('2 / [3, 8000] / bf16');
    expect(d['Allocation type']).toBe('Temporary');
    expect(d['Live at program points']).toBe('4 to 10');
  });

  it('decimates long lines keeping the extremes', () => {
    const values = Array.from({length: 1000}, (_, i) => (i === 537 ? 100 : i % 7));
    const keep = decimate(values.length, values, 50);
    expect(keep.length).toBeLessThanOrEqual(101);
    expect(keep).toContain(537);
    expect(keep[keep.length - 1]).toBe(999);
    expect(keep).toEqual([...keep].sort((a, b) => a - b));
    expect(decimate(5, [1, 2, 3, 4, 5], 50)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lays buffers end to end by their share', () => {
    expect(stripLayout([1, 3, 4], [2, 0, 1], 10, 100)).toEqual([{index: 2, x: 0, w: 40}, {index: 0, x: 40, w: 10},
      {index: 1, x: 50, w: 30}]);
    expect(ticks(5.6)).toEqual([0, 2, 4]);
    expect(ticks(0)).toEqual([0]);
  });

  it('keeps the memory space only for the module it was chosen for', () => {
    expect(dataParams({module: 'a(1)', memory_space: '1', memory_space_module: 'a(1)'})).toEqual({memory_space: '1'});
    expect(dataParams({module: 'b(2)', memory_space: '1', memory_space_module: 'a(1)'})).toEqual({});
    expect(dataParams({})).toEqual({});
  });
});

describe('memory_viewer charts', () => {
  it('draws the peak line and a band as thick as the buffer', () => {
    const data = moduleData();
    const chart = programOrderChart(data);
    const peak = chart.element.querySelector('.tbp-mv-peak');
    const band = chart.element.querySelector('.tbp-mv-band');
    expect(band.getAttribute('visibility')).toBe('hidden');
    chart.showBand(3); // a3: points 8..11, 131,072 bytes
    expect(band.getAttribute('visibility')).toBe('visible');
    // x: 70 + p / 14 * 910; the peak (point 9) lies inside the band.
    expect(Number(band.getAttribute('x'))).toBeCloseTo(70 + (8 / 14) * 910, 0);
    expect(Number(band.getAttribute('width'))).toBeCloseTo((3 / 14) * 910, 0);
    expect(Number(peak.getAttribute('x1'))).toBeCloseTo(70 + (9 / 14) * 910, 0);
    // Height: the buffer's share of the y range (1.1 x the peak) of the 228-unit plot.
    expect(Number(band.getAttribute('height'))).toBeCloseTo((131072 / (508232 * 1.1)) * 228, 0);
    expect(chart.element.querySelectorAll('polyline')).toHaveLength(2);
  });

  it('makes one rect per buffer plus the small ones, in the given order', () => {
    const data = moduleData();
    const picked = [];
    const strip = bufferStrip(data, data.by_size, 'by size', (i) => picked.push(i));
    const rects = [...strip.element.querySelectorAll('rect.tbp-mv-buffer')];
    expect(rects.map((r) => Number(r.dataset.index))).toEqual([0, 3, 1, 2]);
    expect(strip.element.querySelectorAll('rect.tbp-mv-small')).toHaveLength(1);
    const total = 262144 + 65536 + 49152 + 131072 + 328;
    expect(Number(rects[0].getAttribute('width'))).toBeCloseTo((262144 / total) * 1000, 1);
    rects[1].dispatchEvent(new Event('mouseenter'));
    expect(picked).toEqual([3]);
  });
});

describe('memory_viewer view', () => {
  it('is the registered view of a tool with modules', () => {
    expect(viewFor('memory_viewer').render).toBe(render);
    expect(TOOLS_WITH_MODULES.has('memory_viewer')).toBe(true);
  });

  it('renders, fills the card on hover, and keeps names as text', () => {
    const node = document.createElement('div');
    document.body.append(node);
    render(node, {data: moduleData(), params: {run: 'r', host: 'h', tag: 'memory_viewer', module: 'hand(7)'}});
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain('Memory overview');
    expect(node.textContent).toContain('hand(7)');
    expect(node.querySelector('select#tbp-memory-space').options).toHaveLength(2);
    expect(node.querySelectorAll('svg.tbp-mv-strip')).toHaveLength(2);
    const card = node.querySelector('.tbp-mv-details');
    expect(card.textContent).toContain('Hover a buffer');
    const rect = node.querySelector('svg.tbp-mv-strip rect[data-index="3"]');
    rect.dispatchEvent(new Event('mouseenter'));
    expect(card.textContent).toContain(XSS);
    expect(card.textContent).toContain('model.py:10');
    expect(node.querySelector('.tbp-mv-band').getAttribute('visibility')).toBe('visible');
    // Both strips outline the buffer.
    const outlined = [...node.querySelectorAll('rect.tbp-mv-buffer')].filter((r) => r.getAttribute('stroke-width') === '3');
    expect(outlined.map((r) => r.dataset.index)).toEqual(['3', '3']);
    // The table lists the buffers at the peak.
    expect(node.querySelectorAll('table.tbp-table-grid tbody tr')).toHaveLength(4);
    node.remove();
  });

  it('a buffer\'s details link to the graph around its instruction', () => {
    const node = document.createElement('div');
    document.body.append(node);
    const opened = [];
    render(node, {data: moduleData(), state: {run: 'r', host: 'h'}, params: {run: 'r', host: 'h', tag: 'memory_viewer', module: 'hand(7)'},
      selectTool: (tool, params) => opened.push([tool, params])});
    node.querySelector('svg.tbp-mv-strip rect[data-index="1"]').dispatchEvent(new Event('mouseenter'));
    const link = node.querySelector('.tbp-mv-details a.tbp-gv-open-link');
    expect(link.textContent).toBe('b in the graph viewer');
    expect(Object.fromEntries(new URLSearchParams(link.getAttribute('href').slice(1))))
      .toEqual({run: 'r', tool: 'graph_viewer', host: 'h', module: 'hand(7)', node: 'b'});
    link.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    expect(opened).toEqual([['graph_viewer', {module: 'hand(7)', node: 'b'}]]);
    // Hovering the same buffer again keeps the card (and the link) as it is.
    node.querySelector('svg.tbp-mv-strip rect[data-index="1"]').dispatchEvent(new Event('mouseenter'));
    expect(node.querySelector('.tbp-mv-details a.tbp-gv-open-link')).toBe(link);
    node.remove();
  });

  it('refetches with the chosen memory space', async () => {
    const node = document.createElement('div');
    const calls = [];
    const saved = [];
    const vmem = {...moduleData(), memory_space: 1, buffers: {...moduleData().buffers, id: [], name: [], size: [],
      instruction: [], opcode: [], allocation_type: [], allocation: [], offset: [], unpadded: [], shape: [], dtype: [],
      dims: [], op_name: [], source: [], stack: [], span_start: [], span_limit: []}, by_size: [],
    small: {threshold_bytes: 16384, count: 1, bytes: 1024}};
    const api = {data: async (p) => { calls.push(p); return vmem; }};
    render(node, {data: moduleData(), params: {run: 'r', tag: 'memory_viewer', module: 'hand(7)'}, api,
      setParams: (p) => saved.push(p)});
    const select = node.querySelector('select#tbp-memory-space');
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{run: 'r', tag: 'memory_viewer', module: 'hand(7)', memory_space: '1'}]);
    expect(saved).toEqual([{memory_space: '1', memory_space_module: 'hand(7)'}]);
    expect(node.textContent).toContain('Buffers live at the peak (0)');
  });

  it('says when there is nothing to show', () => {
    const node = document.createElement('div');
    render(node, {data: {}});
    expect(node.textContent).toContain('No XLA module');
    expect(MIB).toBe(1048576);
  });
});
