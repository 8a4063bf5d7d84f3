import {describe, it, expect, vi, afterEach} from 'vitest';
import {api, getBytes, ApiError} from '../../src/lib/api.js';

/** Stubs fetch with `reply(url, init)` (a Response, or a throw) and records the calls. */
function stubFetch(reply) {
  const calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url, init) => {
    calls.push({url, init});
    return reply(url, init);
  }));
  return calls;
}

/** A Response whose body sends `first` and then fails. */
function brokenReply(first) {
  let sent = false;
  const body = new ReadableStream({
    pull(c) {
      if (!sent) { sent = true; c.enqueue(first); } else c.error(new TypeError('network error'));
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'application/octet-stream'}});
}

describe('getBytes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves to the reply\'s bytes', async () => {
    const calls = stubFetch(() => new Response(new Uint8Array([84, 66, 80, 87, 1, 2])));
    const got = await api.dataBytes({run: 'r', tag: 'trace_viewer@', format: 'binary', host: ''});
    expect(got).toBeInstanceOf(ArrayBuffer);
    expect(Array.from(new Uint8Array(got))).toEqual([84, 66, 80, 87, 1, 2]);
    const url = new URL(calls[0].url);
    expect(url.pathname.endsWith('/data')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({run: 'r', tag: 'trace_viewer@', format: 'binary'});
  });

  it('an error reply rejects with the server\'s message and status', async () => {
    stubFetch(() => new Response('{"error": "format=binary is for windows only"}', {status: 400, statusText: 'Bad Request'}));
    await expect(getBytes('data', {})).rejects.toMatchObject({message: 'format=binary is for windows only', status: 400});
    stubFetch(() => new Response('<html>oops</html>', {status: 502, statusText: 'Bad Gateway'}));
    await expect(getBytes('data', {})).rejects.toMatchObject({message: '502 Bad Gateway', status: 502});
  });

  it('an unreachable server, an abort, a body that breaks off', async () => {
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    const unreachable = getBytes('data', {});
    await expect(unreachable).rejects.toBeInstanceOf(ApiError);
    await expect(unreachable).rejects.toThrow('cannot reach the server (Failed to fetch)');
    stubFetch(() => { throw new DOMException('aborted', 'AbortError'); });
    await expect(getBytes('data', {})).rejects.toMatchObject({name: 'AbortError'});
    stubFetch(() => brokenReply(new Uint8Array(100)));
    const broken = getBytes('data', {});
    await expect(broken).rejects.toBeInstanceOf(ApiError);
    await expect(broken).rejects.toThrow(/the reply broke off part way/);
  });

  it('passes the signal on', async () => {
    const calls = stubFetch(() => new Response(new Uint8Array(0)));
    const controller = new AbortController();
    await getBytes('data', {}, {signal: controller.signal});
    expect(calls[0].init.signal).toBe(controller.signal);
  });
});

describe('a profile replaced while it was read (409)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const changed = () => new Response('{"error": "cannot read profile a.xplane.pb: the profile changed while it was read; retry"}',
    {status: 409, statusText: 'Conflict'});

  it('is asked once more, and the new file\'s answer is the reply', async () => {
    let n = 0;
    const calls = stubFetch(() => (n++ === 0 ? changed() : new Response('{"runs": 1}')));
    expect(await api.runs()).toEqual({runs: 1});
    expect(calls).toHaveLength(2);
  });

  it('a second 409 rejects with the server\'s message; other errors are not retried', async () => {
    let calls = stubFetch(changed);
    await expect(api.runs()).rejects.toMatchObject({status: 409, message: expect.stringContaining('changed while it was read')});
    expect(calls).toHaveLength(2);
    vi.unstubAllGlobals();
    calls = stubFetch(() => new Response('{"error": "no such run"}', {status: 404}));
    await expect(api.runs()).rejects.toMatchObject({status: 404});
    expect(calls).toHaveLength(1);
  });
});
