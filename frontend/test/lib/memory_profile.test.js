// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {summaryRows, pointDetails, hideFree, render, memoryUnit, chartMax, peakIndex} from '../../src/tools/memory_profile.js';

const timeline = {
  ts_ms: [1, 2], stack: [0, 0], heap: [100, 150], free: [900, 850], fragmentation_percent: [25, 25],
  kind: ['alloc', 'dealloc'], requested: [100, 50], allocation: [100, -50], op: ['x<img src=y>', ''],
  step: [3, -1], region_type: ['output', ''], data_type: ['float', ''], shape: ['[2]', ''], in_use: [100, 150],
};
const data = {
  memory_ids: ['a'], memory_id: 'a', diagnostics: [],
  profiles: {a: {
    summary: {num_allocations: 2, num_deallocations: 1, memory_capacity_bytes: 1000, peak_bytes_lifetime: 400,
      peak_bytes_in_use: 150, peak_time_ms: 2, stack_reserved_bytes: 0, heap_allocated_bytes: 150,
      free_memory_bytes: 850, fragmentation_percent: null},
    timeline, timeline_points_total: 2,
    breakdown: {columns: [{id: 'op', label: 'Op Name', type: 'string'}, {id: 'allocation_mib', label: 'Allocation Size (MiB)', type: 'number'}],
      rows: [['<b>op</b>', 1.5]]},
  }},
};

describe('memory_profile view', () => {
  it('summarizes and describes points', () => {
    const rows = Object.fromEntries(summaryRows(data.profiles.a.summary));
    expect(rows['#Allocation']).toBe('2');
    expect(rows.Fragmentation).toBe('n/a');
    const point = Object.fromEntries(pointDetails(timeline, 1));
    expect(point.Event).toBe('Deallocation');
    expect(point['Allocation size']).toBe('-50 B');
    expect(point.Step).toBe('-');
  });

  it('hides free memory only when it dwarfs what is in use', () => {
    expect(hideFree(timeline)).toBe(false);
    expect(hideFree({...timeline, free: [1e6, 1e6]})).toBe(true);
  });

  it('renders names as text and says when there are no allocator events', () => {
    const node = document.createElement('div');
    render(node, {data, state: {}, setParams: () => {}});
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain('<b>op</b>');
    const empty = document.createElement('div');
    render(empty, {data: {memory_ids: [], profiles: {}, diagnostics: ['No memory allocator events here']}});
    expect(empty.textContent).toContain('No memory allocator events');
  });
});

describe('the timeline chart (issue 20)', () => {
  it('draws in one unit chosen from the largest value shown', () => {
    expect(memoryUnit(130 * 1024 ** 2)).toEqual({name: 'MiB', bytes: 1024 ** 2});
    expect(memoryUnit(3 * 1024 ** 3)).toEqual({name: 'GiB', bytes: 1024 ** 3});
    expect(memoryUnit(500 * 1024)).toEqual({name: 'KiB', bytes: 1024});
    expect(memoryUnit(0).name).toBe('MiB');
    // Free memory counts only when it is shown (not 10x the memory in use).
    expect(chartMax(timeline)).toBe(1000);
    expect(chartMax({...timeline, free: [1e6, 1e6]})).toBe(150);
  });

  it('finds the summary\'s peak in the timeline (its dot), -1 when not there', () => {
    expect(peakIndex(timeline, {peak_time_ms: 2})).toBe(1);
    expect(peakIndex(timeline, {peak_time_ms: 7})).toBe(-1);
  });

  it('says the fragmentation of the summary is the one at the peak', () => {
    const rows = Object.fromEntries(summaryRows({...data.profiles.a.summary, fragmentation_percent: 1.995}));
    expect(rows.Fragmentation).toBe('2.00% at the peak');
  });
});
