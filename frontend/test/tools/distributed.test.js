// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {breakdownSeries, rankTable, render, stepChoices, stepTimeSeries} from '../../src/tools/distributed.js';

const stepColumns = ['rank', 'step_num', 'step_us', 'computation_us', 'overlapping_us', 'communication_us', 'other_us']
  .map((id) => ({id, label: id, type: id === 'rank' ? 'string' : 'number'}));
const collColumns = ['rank', 'collective', 'process_group', 'calls', 'total_us', 'avg_us', 'max_us', 'in_nelems',
  'out_nelems', 'in_bytes', 'group_size'].map((id) => ({id, label: id, type: ['rank', 'collective', 'process_group'].includes(id) ? 'string' : 'number'}));
const rank = (name, extra = {}) => ({
  rank: name, host: `host-${name}`, world_size: 128, backend: 'nccl', gpus: 1, activities: 10, hta_activities: 5,
  span_us: 100, idle_us: 50, compute_us: 30, non_compute_us: 20, idle_pct: 50, compute_pct: 30, non_compute_pct: 20,
  kernel_types: {COMPUTATION: 25, COMMUNICATION: 15, 'COMPUTATION overlapping COMMUNICATION': 5},
  communication_us: 20, overlap_us: 5, comm_comp_overlap_pct: 25, steps: 2, avg_step_us: 150,
  breakdown_us: {computation: 25, overlapping: 5, communication: 15, other: 105}, ...extra,
});
const data = {
  ranks: [rank('0'), rank('<img src=x onerror="window.__dist=1">', {kernel_types: {COMPUTATION: 7}})],
  kernel_types: [{kernel_type: 'COMPUTATION', us: 32, pct: 61.5}, {kernel_type: 'COMMUNICATION', us: 15, pct: 28.8},
    {kernel_type: 'COMPUTATION overlapping COMMUNICATION', us: 5, pct: 9.6}],
  breakdown: [{id: 'computation', label: 'Computation'}, {id: 'overlapping', label: 'Overlapping'},
    {id: 'communication', label: 'Communication'}, {id: 'other', label: 'Other'}],
  steps: {columns: stepColumns, rows: [
    ['0', 551, 140, 20, 4, 10, 106], ['0', 552, 160, 30, 6, 20, 104],
    ['<img src=x onerror="window.__dist=1">', 551, 150, 25, 5, 15, 105]]},
  collectives: {columns: collColumns, rows: [['0', '<b>allreduce</b>', '0', 4, 40, 10, 12, 100, 100, 400, 2]]},
  diagnostics: ['Only 2 of world size 128 ranks are in this run: the figures cover these ranks only.'],
};

describe('distributed view helpers', () => {
  it('offers the mean and each step', () => {
    expect(stepChoices(data).map((c) => c.value)).toEqual(['all', '551', '552']);
  });

  it('stacks the four parts per rank, for the mean or one step', () => {
    const all = breakdownSeries(data);
    expect(all.labels).toEqual(['0', '<img src=x onerror="window.__dist=1">']);
    expect(all.series.map((s) => s.label)).toEqual(['Computation', 'Overlapping', 'Communication', 'Other']);
    expect(all.series[0].values).toEqual([25, 25]);
    const step = breakdownSeries(data, '552');
    expect(step.series.map((s) => s.values)).toEqual([[30, 0], [6, 0], [20, 0], [104, 0]]);
  });

  it('gives each rank its step times', () => {
    const s = stepTimeSeries(data);
    expect(s.labels).toEqual(['551', '552']);
    expect(s.series[0]).toEqual({label: 'Rank 0', values: [140, 160]});
    expect(s.series[1].values).toEqual([150, null]);
  });

  it('makes one column per kernel type, 0 where a rank has none', () => {
    const {columns, rows} = rankTable(data);
    expect(columns.at(-3).label).toBe('COMPUTATION (µs)');
    expect(rows[1].slice(-3)).toEqual([7, 0, 0]);
    expect(columns.find((c) => c.id === 'compute_pct').format(30)).toBe('30.00%');
  });
});

describe('distributed view', () => {
  it('renders charts and tables, names as text', () => {
    const node = document.createElement('div');
    render(node, {data, state: {run: 'r'}});
    expect(node.querySelector('h2').textContent).toBe('Distributed');
    expect(node.querySelector('.tbp-diagnostic').textContent).toContain('world size 128');
    expect(node.querySelectorAll('canvas').length).toBe(2);
    expect(node.querySelectorAll('table.tbp-table-grid').length).toBe(4);
    expect(node.textContent).toContain('<img src=x onerror="window.__dist=1">');
    expect(node.textContent).toContain('<b>allreduce</b>');
    expect(node.querySelector('img')).toBe(null);
    expect(node.querySelector('b')).toBe(null);
    expect([...node.querySelectorAll('select option')].map((o) => o.textContent)).toEqual(['All steps (mean)', 'Step 551', 'Step 552']);
  });

  it('says so when no rank has GPU activity', () => {
    const node = document.createElement('div');
    render(node, {data: {...data, ranks: [], diagnostics: []}});
    expect(node.textContent).toContain('No ranks');
  });
});
