// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {pieData, tableModel, tensorCoreShare, render} from '../../src/tools/kernel_stats.js';

const columns = [
  ['rank', 'number'], ['kernel_name', 'string'], ['registers_per_thread', 'number'], ['shmem_bytes', 'number'],
  ['block_dim', 'string'], ['grid_dim', 'string'], ['occupancy_pct', 'number'],
  ['is_op_tensor_core_eligible', 'boolean'], ['is_kernel_using_tensor_core', 'boolean'], ['op_name', 'string'],
  ['occurrences', 'number'], ['total_duration_us', 'number'], ['avg_duration_us', 'number'],
  ['min_duration_us', 'number'], ['max_duration_us', 'number'],
].map(([id, type]) => ({id, label: id, type}));

const data = {
  columns,
  rows: [
    [1, 'volta_h884gemm', 32, 16384, '256,1,1', '80,1,1', 50, true, true, 'dense/MatMul', 3, 30, 10, 9, 11],
    [2, '<img src=x onerror="window.__ks=1">', 16, 0, '128,1,1', '4,1,1', null, false, false, 'relu/<b>Relu</b>', 2, 10, 5, 4, 6],
  ],
  top_kernels: [{name: 'volta_h884gemm', total_us: 30}, {name: '<img src=x onerror="window.__ks=1">', total_us: 10}],
  total_kernel_time_us: 40,
  diagnostics: [],
};

describe('kernel_stats view helpers', () => {
  it('feeds the pie from top_kernels', () => {
    expect(pieData(data.top_kernels)).toEqual({labels: ['volta_h884gemm', '<img src=x onerror="window.__ks=1">'], values: [30, 10]});
    expect(pieData()).toEqual({labels: [], values: []});
  });

  it('turns flags into Yes/No text and keeps numbers numeric', () => {
    const model = tableModel(data);
    expect(model.columns.map((c) => c.type)).toEqual(columns.map((c) => (c.type === 'number' ? 'number' : 'string')));
    expect(model.rows[0][7]).toBe('Yes');
    expect(model.rows[1][8]).toBe('No');
    expect(model.rows[0][11]).toBe(30);
    expect(data.rows[0][7]).toBe(true); // the data is not changed
    const occupancy = model.columns.find((c) => c.id === 'occupancy_pct');
    expect(occupancy.format(null)).toBe('');
    expect(occupancy.format(12.345)).toBe('12.35');
  });

  it('computes the time share of TensorCore kernels', () => {
    expect(tensorCoreShare(data)).toBe(75);
    expect(tensorCoreShare({...data, rows: []})).toBe(null);
  });
});

describe('kernel_stats view', () => {
  it('renders the summary, a chart and the table, names as text', () => {
    const node = document.createElement('div');
    render(node, {data, state: {run: 'r', host: 'h'}});
    expect(node.querySelector('h2').textContent).toBe('GPU Kernel Stats');
    expect(node.querySelectorAll('canvas').length).toBe(1);
    const rows = node.querySelectorAll('table.tbp-table-grid tbody tr');
    expect(rows.length).toBe(2);
    expect(rows[1].textContent).toContain('<img src=x onerror="window.__ks=1">');
    expect(node.querySelector('img')).toBe(null);
    expect(node.querySelector('b')).toBe(null);
    expect(node.textContent).toContain('75.0%');
    expect(node.textContent).toContain('40.000 µs');
  });

  it('keeps the table state in the URL parameters', () => {
    const node = document.createElement('div');
    const params = [];
    render(node, {data, state: {sort: 'registers_per_thread:asc', filter: 'relu'}, setParams: (p) => params.push(p)});
    const rows = node.querySelectorAll('table.tbp-table-grid tbody tr');
    expect(rows.length).toBe(1);
    expect(rows[0].textContent).toContain('relu/<b>Relu</b>');
    node.querySelector('th[data-column="total_duration_us"]').click();
    expect(params.at(-1)).toEqual({sort: 'total_duration_us:desc', filter: 'relu', page: ''});
  });

  it('says when there are no kernels', () => {
    const node = document.createElement('div');
    render(node, {data: {...data, rows: [], top_kernels: [], total_kernel_time_us: 0,
      diagnostics: ['No GPU kernels in this profile']}});
    expect(node.querySelector('[role=status]').textContent).toContain('No GPU kernels');
    expect(node.querySelector('[role=note]').textContent).toContain('No GPU kernels in this profile');
    expect(node.querySelector('table')).toBe(null);
  });
});

describe('kernel_stats legend names', () => {
  it('cuts long names only', async () => {
    const {shortName} = await import('../../src/tools/kernel_stats.js');
    expect(shortName('short')).toBe('short');
    const long = 'sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32_stage3_with_a_longer_tail';
    // Cut in the middle at word boundaries ('_'): both ends kept (lib/format.js shortName).
    expect(shortName(long)).toBe('sm80_xmma_gemm_f16f16_f16f32_f32…stage3_with_a_longer_tail');
    expect(shortName(long).length).toBeLessThanOrEqual(60);
  });
});

// A PyTorch answer: no theoretical occupancy, Kineto's means, the Tensor Core time of every kernel.
const torchColumns = [...columns, {id: 'blocks_per_sm', label: 'Mean Blocks Per SM', type: 'number'},
  {id: 'achieved_occupancy_pct', label: 'Mean Est. Achieved Occupancy (%)', type: 'number'}];
const torch = {...data, columns: torchColumns, tensor_core_time_us: 30, total_kernel_time_us: 120,
  rows: data.rows.map((row, i) => [...row.slice(0, 6), null, ...row.slice(7), [42.254, 0.5][i], [29.971, 92.3][i]])};
const byKernelIds = ['rank', 'kernel_name', 'is_kernel_using_tensor_core', 'occurrences', 'total_duration_us',
  'avg_duration_us', 'min_duration_us', 'max_duration_us', 'blocks_per_sm', 'achieved_occupancy_pct'];
const byKernel = {...torch, group_by: 'kernel',
  columns: byKernelIds.map((id) => torchColumns.find((c) => c.id === id)),
  rows: [[1, 'volta_h884gemm', true, 3, 30, 10, 9, 11, 42.25, 29.97], [2, 'fill', false, 978, 9, 0.009, 0, 1, 0.5, 92.3]]};

describe('kernel_stats on PyTorch runs', () => {
  it('draws the Tensor Core pie from the server\'s totals and uses them for the share', async () => {
    const {tensorCorePie} = await import('../../src/tools/kernel_stats.js');
    expect(tensorCorePie(torch)).toEqual({labels: ['Using Tensor Cores', 'Not using Tensor Cores'], values: [30, 90]});
    expect(tensorCorePie(data)).toBe(null); // an answer without the total
    expect(tensorCorePie({...torch, total_kernel_time_us: 0})).toBe(null);
    expect(tensorCoreShare(torch)).toBe(25); // every kernel, not the table's rows (75 %)
    const node = document.createElement('div');
    render(node, {data: torch, state: {}});
    expect(node.querySelectorAll('canvas').length).toBe(2);
    expect(node.querySelector('canvas[aria-label="Kernel time using Tensor Cores"]')).not.toBe(null);
    expect(node.textContent).toContain('25.0%');
  });

  it('shows Kineto\'s means with two decimals and hides the empty theoretical occupancy', async () => {
    const {defaultHidden} = await import('../../src/tools/kernel_stats.js');
    const model = tableModel(torch);
    const at = Object.fromEntries(model.columns.map((c, i) => [c.id, i]));
    expect(model.columns[at.blocks_per_sm].format(42.254)).toBe('42.25');
    expect(model.columns[at.achieved_occupancy_pct].title).toContain('weighted by duration');
    expect(defaultHidden(torch)).toEqual(['rank', 'min_duration_us', 'max_duration_us', 'occupancy_pct']);
    expect(defaultHidden(data)).toEqual(['rank', 'min_duration_us', 'max_duration_us']);
    const node = document.createElement('div');
    render(node, {data: torch, state: {}});
    const shown = [...node.querySelectorAll('thead th')].filter((th) => !th.hidden).map((th) => th.dataset.column);
    expect(shown).toContain('blocks_per_sm');
    expect(shown).not.toContain('occupancy_pct');
    expect(cells(node)[0]).toContain('42.25');
  });

  it('fetches the table per kernel name once, and back', async () => {
    const node = document.createElement('div');
    const asked = [];
    const params = [];
    const api = {data: async (p) => { asked.push(p); return byKernel; }};
    render(node, {data: torch, state: {}, params: {run: 'r', tag: 'kernel_stats'}, api, setParams: (p) => params.push(p)});
    const select = node.querySelector('#tbp-kernel-group');
    expect(select.value).toBe('kernel_op');
    select.value = 'kernel';
    select.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{run: 'r', tag: 'kernel_stats', group_by: 'kernel'}]);
    expect(params.at(-1).group).toBe('kernel');
    expect(node.querySelector('th[data-column="op_name"]')).toBe(null);
    expect(cells(node).map((r) => r[0])).toEqual(['volta_h884gemm', 'fill']);
    select.value = 'kernel_op';
    select.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.length).toBe(1);
    expect(params.at(-1).group).toBe('');
    expect(node.querySelector('th[data-column="op_name"]')).not.toBe(null);
  });

  it('opens per kernel name from the URL (the app fetched that table)', async () => {
    const {dataParams} = await import('../../src/tools/kernel_stats.js');
    expect(dataParams({group: 'kernel'})).toEqual({group_by: 'kernel'});
    expect(dataParams({})).toEqual({});
    const node = document.createElement('div');
    render(node, {data: byKernel, state: {group: 'kernel'}});
    expect(node.querySelector('#tbp-kernel-group').value).toBe('kernel');
    expect(node.textContent).toContain('Kernels2');
  });
});

function cells(node) {
  return [...node.querySelectorAll('table.tbp-table-grid tbody tr')]
    .map((tr) => [...tr.children].filter((td) => !td.hidden).map((td) => td.textContent));
}
