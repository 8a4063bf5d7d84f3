// @vitest-environment happy-dom
import {describe, it, expect, vi} from 'vitest';
import {Chart} from 'chart.js';
import {useFakeCanvas} from '../components/fake_canvas.js';
import {pieData, shortName, sourceNote, tableModel, totals, render} from '../../src/tools/hlo_stats.js';
import {viewFor} from '../../src/tools/index.js';

// XProf's columns, in its order.
const COLUMNS = [
  ['rank', 'number', 'Rank'], ['program_id', 'string', 'Program id'], ['category', 'string', 'HLO op category'],
  ['hlo_op_name', 'string', 'HLO op name'], ['hlo_op_expression', 'string', 'HLO op text'],
  ['tf_op_name', 'string', 'Framework op name'], ['occurrences', 'number', '#Occurrences'],
  ['total_time', 'number', 'Total time (us)'], ['avg_time', 'number', 'Avg. time (us)'],
  ['total_self_time', 'number', 'Total self time (us)'], ['avg_self_time', 'number', 'Avg. self time (us)'],
  ['total_self_time_percent', 'number', 'Total self time (%)'],
  ['cumulative_total_self_time_percent', 'number', 'Cumulative total self time (%)'],
  ['dma_stall_percent', 'number', '%time stalled by DMA'], ['model_flop_rate', 'number', 'Model GFLOP/s'],
  ['normalized_flop_rate', 'number', 'Normalized GFLOP/s'], ['measured_memory_bw', 'number', 'Measured memory BW (GiB/s)'],
  ['hbm_bw', 'number', 'HBM BW (GiB/s)'], ['cmem_read_bw', 'number', 'CMEM Read BW (GiB/s)'],
  ['cmem_write_bw', 'number', 'CMEM Write BW (GiB/s)'],
  ['operational_intensity', 'number', 'Operational intensity (FLOPS/Byte)'], ['bound_by', 'string', 'Bound by'],
  ['hlo_rematerialization', 'string', 'Rematerialization'], ['outside_compilation', 'string', 'Outside Compilation'],
  ['autotuned', 'string', 'Autotuned'], ['source_info', 'string', 'Source Info'], ['core_type', 'string', 'Core type'],
  ['parent_op_name', 'string', 'Parent op name'], ['vdd_energy', 'number', 'VDD energy'],
].map(([id, type, label]) => ({id, label, type}));

const HOSTILE = '<img src=x onerror=alert(1)>';
const LONG_HLO = `%ynn_fusion.3 = f32[256,128]{1,0} fusion(${Array.from({length: 60}, (_, i) => `f32[256,128]{1,0} %p.${i}`).join(', ')}), kind=kCustom`;

const row = (rank, program, category, name, text, selfUs, pct, cum, tfOp, source) => [
  rank, program, category, name, text, tfOp, 2, selfUs, selfUs / 2, selfUs, selfUs / 2, pct, cum,
  0, 279.6, 279.6, 14.2, 14.2, 0, 0, 18.29, 'HBM', 'No', 'No', 'No', source, '', '', 0];

const data = {
  columns: COLUMNS,
  rows: [
    row(1, '26', 'custom fusion', 'ynn_fusion.3', LONG_HLO, 30, 60, 60, 'jit(train_step)/jvp()/dot_general:', 'file.py:202'),
    row(2, '26', 'convolution', HOSTILE, `%x = ${HOSTILE}`, 15, 30, 90, `scope/${HOSTILE}`, `<b>src</b>.py:1`),
    [3, '27', 'data formatting', 'copy.1', '%copy.1 = f32[2]{0} copy(%p)', 1, 5, 5, 5, 5, 10, 100,
      null, null, null, null, null, null, null, null, '', 'No', 'No', 'No', '', '', '', null],
  ],
  by_category: [{name: 'custom fusion', self_time_us: 30}, {name: 'convolution', self_time_us: 15},
    {name: 'data formatting', self_time_us: 5}],
  by_op: [{name: 'ynn_fusion.3', self_time_us: 30}, {name: HOSTILE, self_time_us: 15}, {name: 'Other', self_time_us: 5}],
  device_type: 'CPU',
  source: 'host',
  diagnostics: ['A plain-text note from the converter'],
};

function cells(node) {
  return [...node.querySelectorAll('table.tbp-table-grid tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
}

useFakeCanvas();  // a stand-in 2D context: Chart.js really builds the charts

describe('hlo_stats view helpers', () => {
  it('is the view of the hlo_stats tool', async () => {
    expect(viewFor('hlo_stats')).toEqual(await import('../../src/tools/hlo_stats.js'));
  });

  it('feeds the pies from by_category and by_op, without empty slices', () => {
    expect(pieData(data.by_op)).toEqual({names: ['ynn_fusion.3', HOSTILE, 'Other'], values: [30, 15, 5]});
    expect(pieData([{name: 'a', self_time_us: 0}, {name: 'b', self_time_us: null}])).toEqual({names: [], values: []});
    expect(pieData(undefined)).toEqual({names: [], values: []});
  });

  it('starts without the columns that do not fit or are empty', async () => {
    const {defaultHidden} = await import('../../src/tools/hlo_stats.js');
    const cols = [{id: 'rank'}, {id: 'hlo_op_name'}, {id: 'total_self_time'}, {id: 'hbm_bw'}, {id: 'bound_by'}, {id: 'vdd'}];
    expect(defaultHidden(cols, [[1, 'dot', 5, 1, 'HBM', 0], [2, 'add', 0, 2, '', '']])).toEqual(['rank', 'hbm_bw', 'vdd']);
  });

  it('cuts long legend names only', () => {
    expect(shortName('copy.1')).toBe('copy.1');
    expect(shortName('x'.repeat(50))).toHaveLength(32);
    expect(shortName('x'.repeat(50)).indexOf('…')).toBeGreaterThan(0); // both ends kept (lib/format.js)
  });

  it('formats numbers, keeps labels (the CSV header) and turns flags into Yes/No', () => {
    const model = tableModel({...data, columns: data.columns.map((c) => (c.id === 'autotuned' ? {...c, type: 'boolean'} : c)),
      rows: data.rows.map((r) => { const c = r.slice(); c[24] = r[0] === 1; return c; })});
    expect(model.columns.map((c) => c.label)).toEqual(COLUMNS.map((c) => c.label));
    expect(model.rows[0][24]).toBe('Yes');
    expect(model.rows[1][24]).toBe('No');
    const col = (id) => model.columns.find((c) => c.id === id);
    expect(col('total_self_time_percent').format(19.4812)).toBe('19.48%');
    expect(col('total_self_time_percent').format(null)).toBe('');
    expect(col('avg_time').format(1.23456)).toBe('1.235');
    expect(col('model_flop_rate').format(279.637)).toBe('279.64');
    expect(col('vdd_energy').format(null)).toBe('');
  });

  it('sums self time and counts programs', () => {
    expect(totals(data)).toEqual({selfTime: 50, programs: 2});
  });

  it('says where the times come from', () => {
    expect(sourceNote(data)).toContain('Device type: CPU.');
    expect(sourceNote(data)).toContain('XLA CPU runtime');
    expect(sourceNote({...data, device_type: 'GPU', source: 'device'})).toBe('Device type: GPU. Times from the device\'s XLA op events.');
    expect(sourceNote({...data, device_type: 'TPU', source: ''})).toBe('Device type: TPU.');
    expect(sourceNote({})).toBe('');
  });
});

describe('hlo_stats view', () => {
  it('renders the note, two pies and the table, profile text as text', () => {
    const node = document.createElement('div');
    document.body.append(node);
    render(node, {data, state: {run: 'jax_jit_train/2026', host: 'vm'}});
    expect(node.querySelector('h2').textContent).toBe('HLO Op Stats');
    expect(node.querySelector('.tbp-hlo-source').textContent).toContain('XLA CPU runtime');
    expect(node.querySelector('[role=note]').textContent).toBe('A plain-text note from the converter');

    const canvases = node.querySelectorAll('.tbp-hlo-charts canvas');
    expect(canvases.length).toBe(2);
    const charts = [...canvases].map((c) => Chart.getChart(c));
    expect(charts.every(Boolean)).toBe(true);
    expect(charts[0].data.labels).toEqual(['custom fusion', 'convolution', 'data formatting']);
    expect(charts[1].data.datasets[0].data).toEqual([30, 15, 5]);
    expect([...node.querySelectorAll('.tbp-hlo-charts .tbp-card-title')].map((t) => t.textContent))
      .toEqual(['Self time by HLO category', 'Self time by HLO op']);
    // The tooltip names the whole op.
    const tooltip = charts[1].options.plugins.tooltip.callbacks.label;
    expect(tooltip({label: HOSTILE, parsed: 15, dataIndex: 1, dataset: {data: [30, 15, 5]}})).toBe(`${HOSTILE}: 15.000 µs (30.0%)`);

    const rows = cells(node);
    expect(rows.length).toBe(3);
    expect(rows[0].slice(0, 4)).toEqual(['1', '26', 'custom fusion', 'ynn_fusion.3']);
    expect(rows[0][11]).toBe('60.00%');
    expect(rows[1][3]).toBe(HOSTILE);
    expect(rows[1][5]).toBe(`scope/${HOSTILE}`);
    expect(rows[1][25]).toBe('<b>src</b>.py:1');
    expect(node.querySelector('img')).toBe(null);
    expect(node.querySelector('b')).toBe(null);
    // The long HLO text is cut by CSS, whole in the cell's tooltip.
    const hloCell = node.querySelector('tbody tr td:nth-child(5)');
    expect(hloCell.title).toBe(LONG_HLO);
    expect(node.textContent).toContain('50.000 µs');
  });

  it('filters, sorts and exports the CSV with the column labels as header', () => {
    const node = document.createElement('div');
    const params = [];
    render(node, {data, state: {filter: 'fusion'}, setParams: (p) => params.push(p)});
    expect(cells(node).map((r) => r[3])).toEqual(['ynn_fusion.3']);
    node.querySelector('input.tbp-table-filter').value = '';
    node.querySelector('input.tbp-table-filter').dispatchEvent(new Event('input'));
    node.querySelector('th[data-column="occurrences"]').click();
    expect(params.at(-1)).toEqual({sort: 'occurrences:desc', filter: '', page: ''});
    node.querySelector('th[data-column="hlo_op_name"]').click();
    expect(cells(node).map((r) => r[3])).toEqual([HOSTILE, 'copy.1', 'ynn_fusion.3']);

    const saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { saved.push(blob); return 'blob:x'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    node.querySelector('button.tbp-table-export').click();
    expect(saved.length).toBe(1);
    return saved[0].text().then((text) => {
      const [header] = text.replace(/^\ufeff/, '').split(/\r?\n/);
      expect(header).toBe(COLUMNS.map((c) => (c.label.includes(',') ? `"${c.label}"` : c.label)).join(','));
    });
  });

  it('says when there are no HLO ops, diagnostics shown', () => {
    const node = document.createElement('div');
    render(node, {data: {...data, rows: [], by_category: [], by_op: [], source: '', device_type: '',
      diagnostics: ['No XLA ops in this profile']}});
    expect(node.querySelector('[role=status]').textContent).toContain('No HLO ops');
    expect(node.querySelector('[role=note]').textContent).toBe('No XLA ops in this profile');
    expect(node.querySelector('.tbp-hlo-source')).toBe(null);
    expect(node.querySelector('table')).toBe(null);
    expect(node.querySelector('canvas')).toBe(null);
  });
});
