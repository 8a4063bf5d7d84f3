// @vitest-environment happy-dom
import {describe, it, expect, beforeEach} from 'vitest';
import {readState, writeState} from '../../src/lib/state.js';
import {routeUrl, getJson, ApiError} from '../../src/lib/api.js';
import {selfTimeByType} from '../../src/tools/tensorflow_stats.js';
import {formatDurationUs, formatBytes, formatNumber} from '../../src/lib/format.js';
import {el} from '../../src/lib/dom.js';

describe('URL state (standalone: the hash)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('round-trips run, tool, host and drops empty values', () => {
    writeState({run: 'keras/train/2026_11_22', tool: 'tensorflow_stats', host: '', module: 'jit_f(1)'});
    expect(window.location.hash).toContain('tool=tensorflow_stats');
    expect(window.location.hash).not.toContain('host=');
    expect(readState()).toEqual({run: 'keras/train/2026_11_22', tool: 'tensorflow_stats', module: 'jit_f(1)'});
  });

  it('reads names with special characters back unchanged', () => {
    const run = 'a b&c=d/#e';
    writeState({run});
    expect(readState().run).toBe(run);
  });
});

describe('api', () => {
  it('builds route URLs with only the given parameters', () => {
    const url = new URL(routeUrl('data', {run: 'r/1', tag: 'trace_viewer', host: ''}));
    expect(url.pathname.endsWith('/data')).toBe(true);
    expect(url.searchParams.get('run')).toBe('r/1');
    expect(url.searchParams.has('host')).toBe(false);
  });

  it('turns a JSON error reply into an ApiError with the server message', async () => {
    globalThis.fetch = async () => new Response(JSON.stringify({error: 'unknown run \'x\''}), {status: 404});
    await expect(getJson('runs')).rejects.toMatchObject({message: "unknown run 'x'", status: 404});
    await expect(getJson('runs')).rejects.toBeInstanceOf(ApiError);
  });

  it('reports bytes while streaming a body', async () => {
    globalThis.fetch = async () => new Response(JSON.stringify({rows: [1, 2, 3]}), {status: 200});
    const seen = [];
    const data = await getJson('data', {}, {onProgress: (n) => seen.push(n)});
    expect(data).toEqual({rows: [1, 2, 3]});
    expect(seen.at(-1)).toBe(JSON.stringify({rows: [1, 2, 3]}).length);
  });
});

describe('tensorflow_stats view helpers', () => {
  it('sums self time by op type, top 10 plus Other', () => {
    const columns = [{id: 'host_or_device'}, {id: 'type'}, {id: 'total_self_time'}];
    const rows = [];
    for (let i = 0; i < 12; i++) rows.push(['Host', `T${i}`, 100 - i]);
    rows.push(['Host', 'T0', 5], ['Device', 'D', 50]);
    const {labels, values} = selfTimeByType({columns, rows}, 'Host');
    expect(labels.length).toBe(11);
    expect(labels[0]).toBe('T0');
    expect(values[0]).toBe(105);
    expect(labels.at(-1)).toBe('Other');
    expect(values.at(-1)).toBe(89 + 90);
  });
});

describe('format and dom', () => {
  it('formats durations, bytes and numbers', () => {
    expect(formatDurationUs(1500)).toBe('1.500 ms');
    expect(formatDurationUs(2.5e6)).toBe('2.500 s');
    expect(formatBytes(2048)).toBe('2.00 KiB');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('inserts profile text as text, never as HTML', () => {
    const node = el('div', {title: '<b>x</b>'}, '<img src=x onerror=alert(1)>');
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
