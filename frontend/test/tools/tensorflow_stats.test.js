// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {selfTimeByOp, selfTimeByType, tableRows, chartSides, shortLabel, render, dataParams, grouping, withoutShapes,
  typesAreNames, viewTitle}
  from '../../src/tools/tensorflow_stats.js';

const IDS = ['rank', 'host_or_device', 'type', 'operation', 'occurrences', 'total_time', 'avg_time',
  'total_self_time', 'avg_self_time', 'device_total_self_time_percent',
  'device_cumulative_total_self_time_percent', 'host_total_self_time_percent',
  'host_cumulative_total_self_time_percent', 'measured_flop_rate', 'measured_memory_bw', 'operational_intensity'];
const columns = IDS.map((id, i) => ({id, label: id, type: [1, 2, 3].includes(i) ? 'string' : 'number'}));

// The hand-made host profile of tests/test_tensorflow_stats.py: ops 10, 7 and
// 3 us of self time, IDLE 30 us.
const op = (rank, name, type, self, pct, cum) => [rank, 'Host', type, name, 1, self, self, self, self, 0, 0, pct, cum, 0, 0, 0];
const data = {
  columns,
  rows: [op(1, 's/A', 'MatMul', 10, 50, 50), op(2, 's/B', 'Conv2D', 7, 35, 85), op(3, '<img src=x>', 'Relu', 3, 15, 100)],
  rows_with_idle: [
    [1, 'Host', 'IDLE', 'IDLE', 0, 30, 0, 30, 0, 0, 0, 60, 60, 0, 0, 0],
    op(2, 's/A', 'MatMul', 10, 20, 80), op(3, 's/B', 'Conv2D', 7, 14, 94), op(4, '<img src=x>', 'Relu', 3, 6, 100)],
  host_self_time_us: 20, device_self_time_us: 0, host_idle_time_us: 30, device_idle_time_us: 0,
  sides: ['Host'], has_flops: false, include_idle: false, diagnostics: [],
  type_columns: columns.map((c) => (c.id === 'operation' ? {id: 'ops', label: '#Ops', type: 'number'} : c)),
  type_rows: [[1, 'Host', 'MatMul', 2, 2, 13, 6.5, 13, 6.5, 0, 0, 65, 65, 0, 0, 0],
    [2, 'Host', 'Conv2D', 1, 1, 7, 7, 7, 7, 0, 0, 35, 100, 0, 0, 0]],
  type_rows_with_idle: [[1, 'Host', 'IDLE', 0, 0, 30, 0, 30, 0, 0, 0, 60, 60, 0, 0, 0],
    [2, 'Host', 'MatMul', 2, 2, 13, 6.5, 13, 6.5, 0, 0, 26, 86, 0, 0, 0],
    [3, 'Host', 'Conv2D', 1, 1, 7, 7, 7, 7, 0, 0, 14, 100, 0, 0, 0]],
};

function cells(node) {
  return [...node.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
}

describe('tensorflow_stats view helpers', () => {
  it('sums self time by op and by type, top 10 plus Other, without empty slices', () => {
    const rows = [];
    for (let i = 0; i < 12; i++) rows.push(op(i + 1, `op${i}`, `T${i % 11}`, 100 - i, 0, 0));
    rows.push(op(13, 'zero', 'Z', 0, 0, 0));
    const byOp = selfTimeByOp({columns, rows}, 'Host');
    expect(byOp.labels).toEqual([...Array(10).keys()].map((i) => `op${i}`).concat(['Other']));
    expect(byOp.values.at(-1)).toBe(89 + 90);
    const byType = selfTimeByType({columns, rows}, 'Host');
    expect(byType.labels[0]).toBe('T0');
    expect(byType.values[0]).toBe(100 + 89);
    expect(byType.labels).not.toContain('Z');
    expect(selfTimeByOp({columns, rows}, 'Device').labels).toEqual([]);
  });

  it('shortens legend labels in their middle, both ends kept, cut at a path or word boundary', () => {
    expect(shortLabel('s/A')).toBe('s/A');
    const name = 'StatefulPartitionedCall/gradient_tape/sequential_1/conv2d_1/convolution/Conv2DBackpropFilter';
    // Both ends (lib/format.js shortName): the scope and the op.
    expect(shortLabel(name)).toBe('Stateful…/Conv2DBackpropFilter');
    expect(shortLabel(name, 24)).toBe('Stateful…BackpropFilter');
    expect(shortLabel('Iterator::Root::Prefetch::MapAndBatch::TensorSlice')).toBe('Iterator::Root…::TensorSlice');
    expect(shortLabel('x'.repeat(40))).toBe(`${'x'.repeat(11)}…${'x'.repeat(18)}`); // one word: no boundary to cut at
    expect(shortLabel('_MklNativeConv2DBackpropFilterWithBias')).toBe('_MklNative…FilterWithBias');
  });

  it('hides the columns that do not fit or say nothing by default', async () => {
    const {defaultHidden} = await import('../../src/tools/tensorflow_stats.js');
    const cols = [{id: 'rank', type: 'number'}, {id: 'host_or_device', type: 'string'}, {id: 'operation', type: 'string'},
      {id: 'avg_time', type: 'number'}, {id: 'total_self_time', type: 'number'}, {id: 'measured_flop_rate', type: 'number'}];
    const rows = [[1, 'Host', 'a', 2, 3, 0], [2, 'Host', 'b', 2, 0, 0]];
    expect(defaultHidden(cols, rows)).toEqual(['rank', 'avg_time', 'host_or_device', 'measured_flop_rate']);
    rows.push([3, 'Device', 'c', 1, 1, 5]);
    expect(defaultHidden(cols, rows)).toEqual(['rank', 'avg_time']);
  });

  it('switches tables and the sides to chart with IDLE', () => {
    expect(tableRows(data, false)).toBe(data.rows);
    expect(tableRows(data, true)).toBe(data.rows_with_idle);
    expect(chartSides(data, false)).toEqual(['Host']);
    // Only IDLE on a side: charted with IDLE, not without.
    const idleOnly = {...data, rows: [], rows_with_idle: [data.rows_with_idle[0]]};
    expect(chartSides(idleOnly, false)).toEqual([]);
    expect(chartSides(idleOnly, true)).toEqual(['Host']);
    const pie = selfTimeByType(data, 'Host', data.rows_with_idle);
    expect(pie.labels[0]).toBe('IDLE');
    expect(pie.values[0]).toBe(30);
  });
});

describe('tensorflow_stats view', () => {
  it('toggles IDLE rows in the table and keeps it in the URL state, filter kept', () => {
    const node = document.createElement('div');
    const params = [];
    render(node, {data, state: {filter: 's/', sort: 'total_self_time:desc'}, setParams: (p) => params.push(p)});
    expect(cells(node).map((r) => r[3])).toEqual(['s/A', 's/B']);
    expect(node.textContent).toContain('IDLE time on host');
    expect(node.querySelectorAll('.tbp-tfstats-charts .tbp-card').length).toBe(2); // host by op, by type
    const yes = node.querySelector('#tbp-tfstats-idle input[value=yes]');
    yes.checked = true;
    yes.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({idle: '1', page: ''});
    // The filter still applies; shares now include IDLE.
    expect(cells(node).map((r) => [r[3], r[11]])).toEqual([['s/A', '20.00%'], ['s/B', '14.00%']]);
    const input = node.querySelector('input.tbp-table-filter');
    input.value = '';
    input.dispatchEvent(new Event('input'));
    expect(cells(node).map((r) => r[3])).toEqual(['IDLE', 's/A', 's/B', '<img src=x>']);
    expect(node.querySelector('img')).toBeNull(); // op names are text
    expect([...node.querySelectorAll('.tbp-card-title')].map((t) => t.textContent))
      .toContain('Host self time by op (IDLE included)');
    const no = node.querySelector('#tbp-tfstats-idle input[value=no]');
    no.checked = true;
    no.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({idle: '', page: ''});
    expect(cells(node)[0][3]).toBe('s/A');
  });

  it('groups the table by op type, with or without IDLE, in the URL state', () => {
    const node = document.createElement('div');
    const params = [];
    render(node, {data, state: {sort: 'total_self_time:asc', filter: 'host'}, setParams: (p) => params.push(p)});
    const select = node.querySelector('#tbp-tfstats-group');
    select.value = 'type';
    select.dispatchEvent(new Event('change'));
    expect(params.at(-1)).toEqual({group: 'type', sort: 'total_self_time:asc', page: ''});
    expect([...node.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('#Ops');
    expect(cells(node).map((r) => [r[2], r[3]])).toEqual([['Conv2D', '1'], ['MatMul', '2']]); // ascending, filter kept
    const yes = node.querySelector('#tbp-tfstats-idle input[value=yes]');
    yes.checked = true;
    yes.dispatchEvent(new Event('change'));
    expect(cells(node).map((r) => r[2])).toEqual(['Conv2D', 'MatMul', 'IDLE']);
    select.value = 'op';
    select.dispatchEvent(new Event('change'));
    expect(params.at(-1).group).toBe('');
    expect(cells(node).map((r) => r[3])).toEqual(['<img src=x>', 's/B', 's/A', 'IDLE']);
  });

  it('opens with IDLE included when the URL says idle=1', () => {
    const node = document.createElement('div');
    render(node, {data, state: {idle: '1'}});
    expect(node.querySelector('#tbp-tfstats-idle input[value=yes]').checked).toBe(true);
    expect(cells(node)[0].slice(1, 4)).toEqual(['Host', 'IDLE', 'IDLE']);
  });

  it('shows no charts and an empty table without ops', () => {
    const node = document.createElement('div');
    const empty = {...data, rows: [], rows_with_idle: [[1, 'Host', 'IDLE', 'IDLE', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      host_self_time_us: 0, host_idle_time_us: 0, diagnostics: ['No TensorFlow or framework op events were found.']};
    render(node, {data: empty, state: {}});
    expect(node.querySelector('.tbp-tfstats-charts').hidden).toBe(true);
    expect(node.querySelector('td.tbp-table-empty').textContent).toBe('No data');
    expect(node.textContent).toContain('No TensorFlow or framework op events');
  });
});

// A PyTorch run: the answer by op (has_input_shapes) and by op and input shape.
const SHAPE_IDS = [...IDS.slice(0, 4), 'input_shape', ...IDS.slice(4)];
const shapeColumns = SHAPE_IDS.map((id) => ({id, label: id, type: ['host_or_device', 'type', 'operation', 'input_shape'].includes(id) ? 'string' : 'number'}));
const torchOp = (rank, name, self, pct, cum) => [rank, 'Host', name, name, 2, self, self / 2, self, self / 2, 0, 0, pct, cum, 0, 0, 0];
const withShape = (row, shape) => [...row.slice(0, 4), shape, ...row.slice(4)];
const torch = {...data, columns, has_input_shapes: true,
  rows: [torchOp(1, 'aten::conv2d', 12, 60, 60), torchOp(2, '<b>aten::relu</b>', 8, 40, 100)],
  rows_with_idle: [torchOp(1, 'aten::conv2d', 12, 60, 60), torchOp(2, '<b>aten::relu</b>', 8, 40, 100)]};
const torchShapes = {...torch, columns: shapeColumns, group_by: 'input_shape',
  rows: [withShape(torchOp(1, 'aten::conv2d', 7, 35, 35), '[[1, 3, 8, 8]]'),
    withShape(torchOp(2, '<b>aten::relu</b>', 8, 40, 75), '[[1, 16, 8, 8]]'),
    withShape(torchOp(3, 'aten::conv2d', 5, 25, 100), '[[1, 3, 4, 4]]')],
  rows_with_idle: []};

describe('tensorflow_stats by input shape', () => {
  it('asks the server for the input-shape table only when the URL says group=shape', () => {
    expect(dataParams({group: 'shape'})).toEqual({group_by: 'input_shape'});
    expect(dataParams({group: 'type'})).toEqual({});
    expect(grouping({group: 'shape'}, torch)).toBe('shape');
    expect(grouping({group: 'shape'}, data)).toBe('op'); // a run without shapes
    expect(grouping({group: 'type'}, data)).toBe('type');
  });

  it('drops the Input Shape column of a run without shapes', () => {
    const noShapes = {...torchShapes, has_input_shapes: undefined,
      rows: [withShape(data.rows[0], '')], rows_with_idle: [withShape(data.rows_with_idle[0], '')]};
    const plain = withoutShapes(noShapes);
    expect(plain.columns.map((c) => c.id)).toEqual(IDS);
    expect(plain.rows).toEqual([data.rows[0]]);
    expect(plain.rows_with_idle).toEqual([data.rows_with_idle[0]]);
    expect(plain.group_by).toBeUndefined();
    expect(withoutShapes(data)).toBe(data);
  });

  it('draws one pie per side when every op is its own type', () => {
    expect(typesAreNames(torch, 'Host')).toBe(true);
    expect(typesAreNames(data, 'Host')).toBe(false);
    expect(viewTitle(torch)).toBe('PyTorch operators');
    expect(viewTitle(data)).toBe('TensorFlow stats');
    expect(viewTitle({...torch, rows: torch.rows.filter((r) => r[1] !== 'Host')})).toBe('TensorFlow stats');
    const node = document.createElement('div');
    render(node, {data: torch, state: {}});
    expect([...node.querySelectorAll('.tbp-tfstats-charts .tbp-card-title')].map((t) => t.textContent))
      .toEqual(['Host self time by op']);
  });

  it('offers the shape grouping only for runs with shapes', () => {
    const node = document.createElement('div');
    render(node, {data, state: {}});
    expect([...node.querySelectorAll('#tbp-tfstats-group option')].map((o) => o.value)).toEqual(['op', 'type']);
    const torchNode = document.createElement('div');
    render(torchNode, {data: torch, state: {}});
    expect([...torchNode.querySelectorAll('#tbp-tfstats-group option')].map((o) => o.value))
      .toEqual(['op', 'shape', 'type']);
  });

  it('fetches the input-shape table once, shows it with its column, and back', async () => {
    const node = document.createElement('div');
    const params = [];
    const asked = [];
    const api = {data: async (p) => { asked.push(p); return p.group_by ? torchShapes : torch; }};
    render(node, {data: torch, state: {sort: 'total_self_time:desc'}, params: {run: 'r', tag: 'tensorflow_stats'}, api,
      setParams: (p) => params.push(p)});
    const select = node.querySelector('#tbp-tfstats-group');
    select.value = 'shape';
    select.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{run: 'r', tag: 'tensorflow_stats', group_by: 'input_shape'}]);
    expect(params.at(-1)).toEqual({group: 'shape', sort: 'total_self_time:desc', page: ''});
    expect([...node.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('input_shape');
    expect(cells(node).map((r) => [r[3], r[4]])).toEqual([
      ['<b>aten::relu</b>', '[[1, 16, 8, 8]]'], ['aten::conv2d', '[[1, 3, 8, 8]]'], ['aten::conv2d', '[[1, 3, 4, 4]]']]);
    expect(node.querySelector('b')).toBeNull(); // names are text
    select.value = 'op';
    select.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.length).toBe(1); // the answer by op is the first one
    expect(params.at(-1).group).toBe('');
    expect(cells(node).map((r) => r[3])).toEqual(['aten::conv2d', '<b>aten::relu</b>']);
  });

  it('opens grouped by shape from the URL (the app fetched the input-shape table)', () => {
    const node = document.createElement('div');
    render(node, {data: torchShapes, state: {group: 'shape'}});
    expect(node.querySelector('#tbp-tfstats-group').value).toBe('shape');
    expect(cells(node).length).toBe(3);
    expect(node.textContent).toContain('Ops2'); // two ops, three rows
  });
});

// A PyTorch answer with torch-tb-profiler's operator columns (PYTORCH_COLUMNS), null on the device row.
const PYTORCH = [['device_self_time', 'number'], ['device_total_time', 'number'], ['self_time_excl_runtime', 'number'],
  ['tc_eligible', 'boolean'], ['tc_self_ratio', 'number'], ['tc_total_ratio', 'number']];
const torchOps = {...torch, has_input_shapes: false,
  columns: [...columns, ...PYTORCH.map(([id, type]) => ({id, label: id, type}))],
  rows: [[...torchOp(1, 'aten::conv2d', 12, 60, 60), 0, 126619, 7, true, 0, 37.5],
    [...torchOp(2, '<b>aten::relu</b>', 8, 40, 100), 17860, 17860, 5, false, 0, 0],
    [3, 'Device', 'aten::cudnn_convolution', 'aten::cudnn_convolution', 3, 9, 3, 9, 3, 100, 100, 0, 0, 0, 0, 0,
      null, null, null, null, null, null]]};
torchOps.rows_with_idle = torchOps.rows;

describe('tensorflow_stats on PyTorch runs', () => {
  it('shows the operator columns: flags as Yes/No, ratios as %, nothing on device rows', async () => {
    const {tableModel, defaultHidden} = await import('../../src/tools/tensorflow_stats.js');
    const model = tableModel(torchOps.columns, torchOps.rows);
    const at = Object.fromEntries(model.columns.map((c, i) => [c.id, i]));
    expect(model.rows.map((r) => r[at.tc_eligible])).toEqual(['Yes', 'No', '']);
    expect(model.columns[at.tc_eligible].type).toBe('string');
    expect(model.columns[at.tc_total_ratio].format(37.5)).toBe('37.50%');
    expect(model.columns[at.device_total_time].format(null)).toBe('');
    expect(model.columns[at.device_total_time].title).toContain('nested');
    expect(torchOps.rows[0][at.tc_eligible]).toBe(true); // the data is not changed
    // The type is the name on PyTorch: hidden; tc_self_ratio is 0 everywhere: hidden.
    const hidden = defaultHidden(torchOps.columns, torchOps.rows);
    expect(hidden).toContain('type');
    expect(hidden).toContain('tc_self_ratio');
    expect(hidden).toEqual(expect.arrayContaining(['avg_self_time', 'host_total_self_time_percent',
      'host_cumulative_total_self_time_percent', 'device_total_self_time_percent']));
    expect(hidden).not.toContain('device_total_time');
    expect(hidden).not.toContain('tc_total_ratio');
    expect(defaultHidden(data.columns, data.rows)).not.toContain('type'); // TensorFlow: types differ
  });

  it('renders them, names as text', () => {
    const node = document.createElement('div');
    render(node, {data: torchOps, state: {sort: 'device_total_time:desc'}});
    const shown = [...node.querySelectorAll('thead th')].filter((th) => !th.hidden)
      .map((th) => th.dataset.column);
    expect(shown).toEqual(expect.arrayContaining(['operation', 'device_total_time', 'tc_eligible', 'tc_total_ratio']));
    expect(shown).not.toContain('type');
    expect(shown).not.toContain('tc_self_ratio');
    const rows = cells(node);
    expect(rows[0].join('|')).toContain('126,619');
    expect(rows[0].join('|')).toContain('Yes');
    expect(rows[0].join('|')).toContain('37.50%');
    expect(node.querySelector('b')).toBeNull();
  });
});
