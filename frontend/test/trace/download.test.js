// @vitest-environment happy-dom
// The full-trace download (issue 13): a reply that is an error, that breaks
// off part way (the server drops the connection when it fails after the first
// byte) or that ends before the end of the document is said on the page, and
// nothing is saved.
import {describe, it, expect, beforeEach, afterEach, vi} from 'vitest';
import {render} from '../../src/tools/trace_viewer.js';
import {getBlob, getJson, ApiError} from '../../src/lib/api.js';
import {fakeApi, tick} from './fake.js';

const encoder = new TextEncoder();

/** A 200 reply that sends `parts` and then, if `fail`, breaks off with a network error. */
function streamed(parts, {fail = false, status = 200, headers = {'Content-Type': 'application/json'}} = {}) {
  let k = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (k < parts.length) {
        controller.enqueue(encoder.encode(parts[k]));
        k += 1;
      } else if (fail) {
        controller.error(new TypeError('network error'));
      } else {
        controller.close();
      }
    },
  });
  return new Response(body, {status, headers});
}

const WHOLE = ['{"displayTimeUnit":"ns","traceEvents":[', '{"ph":"X","ts":1}', ']}\n'];
const endsWell = (tail) => tail.trimEnd().endsWith(']}');

describe('getBlob', () => {
  afterEach(() => { delete globalThis.fetch; });

  it('gives the whole body, reporting progress', async () => {
    globalThis.fetch = async () => streamed(WHOLE);
    const seen = [];
    const blob = await getBlob('data', {tag: 'trace_viewer'}, {onProgress: (n) => seen.push(n), complete: endsWell});
    expect(await blob.text()).toBe(WHOLE.join(''));
    expect(seen.at(-1)).toBe(WHOLE.join('').length);
  });

  it('gathers a large body in several Blobs, whole and in order', async () => {
    const big = 'x'.repeat(12 << 20);
    const parts = ['{"traceEvents":[', big, big, big, '{}', ']}\n'];
    globalThis.fetch = async () => streamed(parts);
    const blob = await getBlob('data', {}, {complete: endsWell});
    expect(blob.size).toBe(parts.reduce((n, part) => n + part.length, 0));
    const text = await blob.text();
    expect(text.slice(0, 17)).toBe('{"traceEvents":[x');
    expect(text.slice(-6)).toBe('x{}]}\n');
  });

  it('turns an error reply into an ApiError with the server message', async () => {
    globalThis.fetch = async () => new Response(JSON.stringify({error: 'cannot read profile x: corrupt stats'}), {status: 422});
    await expect(getBlob('data')).rejects.toMatchObject({message: 'cannot read profile x: corrupt stats', status: 422});
  });

  it('rejects a body that breaks off part way, never giving the part', async () => {
    globalThis.fetch = async () => streamed(WHOLE.slice(0, 2), {fail: true});
    const error = await getBlob('data', {}, {complete: endsWell}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/broke off after \d+ bytes/);
  });

  it('rejects a body that ends before the end of the document', async () => {
    globalThis.fetch = async () => streamed(WHOLE.slice(0, 2));
    const error = await getBlob('data', {}, {complete: endsWell}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain('without the end of the file');
  });
});

describe('getJson on a broken stream', () => {
  afterEach(() => { delete globalThis.fetch; });

  it('rejects with an ApiError, with or without progress', async () => {
    globalThis.fetch = async () => streamed(['{"rows": [1, 2'], {fail: true});
    await expect(getJson('data', {}, {onProgress: () => {}})).rejects.toBeInstanceOf(ApiError);
    globalThis.fetch = async () => streamed(['{"rows": [1, 2'], {fail: true});
    await expect(getJson('data')).rejects.toMatchObject({message: expect.stringContaining('broke off part way')});
    globalThis.fetch = async () => streamed(['{"rows": [1, 2']);
    await expect(getJson('data')).rejects.toMatchObject({message: expect.stringContaining('not valid JSON')});
  });
});

describe('the download button', () => {
  let container;
  let controller;
  let saved;

  function mount(dataBlob) {
    const api = fakeApi();
    api.dataUrl = (p) => `/data?run=${p.run}&tag=${p.tag}`;
    api.dataBlob = dataBlob;
    controller = render(container, {params: {run: 'r', tag: 'trace_viewer', host: ''}, api});
    return container.querySelector('a[download]');
  }

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob);
      return 'blob:trace';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    if (controller) controller.destroy();
    container.remove();
    vi.restoreAllMocks();
  });

  const note = () => container.querySelector('.tbp-trace-download-status');

  it('saves the whole trace and says so', async () => {
    const calls = [];
    const link = mount(async (params, opts) => {
      calls.push({params, opts});
      opts.onProgress(2048);
      expect(note().textContent).toBe('Downloading the trace… 2.00 KiB');
      return new Blob([WHOLE.join('')], {type: 'application/json'});
    });
    link.click();
    for (let k = 0; k < 4; k += 1) await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toMatchObject({run: 'r', tag: 'trace_viewer'});
    expect(calls[0].opts.complete('{"traceEvents":[{}]}\n')).toBe(true);
    expect(calls[0].opts.complete('{"traceEvents":[{"ph":"X"}')).toBe(false);
    expect(saved).toHaveLength(1);
    expect(note().textContent).toBe(`Saved r_all_hosts.trace.json (${WHOLE.join('').length} B)`);
    expect(note().classList.contains('tbp-error')).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('says when the download fails part way, and saves nothing', async () => {
    const link = mount(async () => {
      throw new ApiError('the reply broke off after 113 bytes (network error): the server failed part way (see its log)', 0);
    });
    link.click();
    for (let k = 0; k < 4; k += 1) await tick();
    expect(saved).toHaveLength(0);
    expect(note().textContent).toBe('Download failed, nothing was saved: the reply broke off after 113 bytes (network error): the server failed part way (see its log)');
    expect(note().classList.contains('tbp-error')).toBe(true);
  });

  it('shows the server message of an error reply', async () => {
    const link = mount(async () => { throw new ApiError("cannot read profile h.xplane.pb: corrupt stats in plane '/host:CPU'", 422); });
    link.click();
    for (let k = 0; k < 4; k += 1) await tick();
    expect(saved).toHaveLength(0);
    expect(note().textContent).toContain("corrupt stats in plane '/host:CPU'");
  });

  it('starts one download at a time, and leaves modified clicks to the browser', async () => {
    let finish;
    const dataBlob = vi.fn(() => new Promise((resolve) => { finish = resolve; }));
    const link = mount(dataBlob);
    link.click();
    link.click();
    expect(dataBlob).toHaveBeenCalledTimes(1);
    expect(link.getAttribute('aria-busy')).toBe('true');
    finish(new Blob(['{}']));
    for (let k = 0; k < 4; k += 1) await tick();
    const event = new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true});
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(dataBlob).toHaveBeenCalledTimes(1);
  });

  it('aborts a download in flight when the view goes away', async () => {
    let signal;
    const link = mount((params, opts) => {
      signal = opts.signal;
      return new Promise(() => {});
    });
    link.click();
    controller.destroy();
    controller = null;
    expect(signal.aborted).toBe(true);
  });
});
