// @vitest-environment happy-dom
// A link to a tool of a run asks run_tools, hosts and the view's data with the runs
// listing, not one after another; each step takes its early answer (one request each),
// and a guess the link got wrong is asked anew and its early answer dropped.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {flush, openApp} from './open_app.js';

const server = vi.hoisted(() => ({
  log: [], // [route, params] in the order asked
  runsReply: null, // a deferred runs reply: {promise, resolve}
  fail: new Set(), // routes (by name) that answer an error
}));

vi.mock('../../src/lib/api.js', () => {
  class ApiError extends Error {
    constructor(message, status) {
      super(message);
      this.status = status;
    }
  }
  const answer = async (route, params, value) => {
    server.log.push([route, params]);
    await Promise.resolve();
    if (server.fail.has(route)) throw new ApiError(`${route} failed`, 500);
    return value;
  };
  const tools = [{name: 'overview_page', available: true, reason: ''}, {name: 'kernel_stats', available: true, reason: ''},
    {name: 'trace_viewer', available: true, reason: ''}];
  const api = {
    runTools: (run, progress) => answer('run_tools', {run, progress}, tools),
    hosts: (run, tool, progress) => answer('hosts', {run, tool, progress}, ['worker0', 'worker1']),
    modules: async () => [],
    data: (params, opts) => {
      if (opts && opts.onProgress) opts.onProgress(10);
      return answer('data', params, {tool: params.tag, host: params.host});
    },
    progress: async () => ({}),
    csvUrl: () => null,
  };
  const getJson = (route, params) => {
    server.log.push([route, params]);
    return server.runsReply.promise;
  };
  return {api, ApiError, getJson};
});

vi.mock('../../src/tools/index.js', () => {
  const view = (extra = {}) => ({
    render(container, {data}) {
      container.append(Object.assign(document.createElement('p'), {className: 'fake-view', textContent: `${data?.tool}@${data?.host}`}));
    },
    ...extra,
  });
  const views = {
    overview_page: view({allHosts: true}),
    kernel_stats: view({dataParams: (state) => (state.group ? {group: state.group} : {})}),
    trace_viewer: view({fetchData: false, allHosts: true}),
  };
  return {viewFor: (tool) => views[tool] || view(), COMPARED_TOOLS: new Set(['overview_page']), TOOLS_WITH_MODULES: new Set()};
});

const {App} = await import('../../src/app/app.js');
const RUN = 'train/2026_01_02';
const OTHER = 'eval/2026_01_01';

function deferredRuns() {
  let resolve;
  const promise = new Promise((r) => { resolve = r; });
  server.runsReply = {promise, resolve: () => resolve([RUN, OTHER])};
}

const routes = () => server.log.map(([route]) => route);
const shown = () => document.querySelector('main.tbp-main .fake-view')?.textContent;

// Each test's app follows the hash: the apps of earlier tests must not follow it too.
const followers = [];
const addListener = window.addEventListener.bind(window);
window.addEventListener = (type, listener, options) => {
  if (type === 'hashchange') followers.push(listener);
  addListener(type, listener, options);
};
const unfollow = () => {
  for (const listener of followers.splice(0)) window.removeEventListener('hashchange', listener);
};
afterEach(unfollow);

beforeEach(() => {
  server.log = [];
  server.fail = new Set();
  deferredRuns();
});

/** Opens the link; the runs reply comes only after the early asks went out. */
async function openHeld(state) {
  unfollow();
  const opened = openApp(App, state);
  await flush();
  const before = routes();
  server.runsReply.resolve();
  await opened;
  await flush();
  return before;
}

describe('a link asks what its view needs at once', () => {
  test('run_tools, hosts and data go out before runs answers, and each is asked once', async () => {
    const before = await openHeld({run: RUN, tool: 'kernel_stats', host: 'worker1', group: 'op'});
    expect(before).toEqual(['run_tools', 'hosts', 'data', 'runs']);
    expect(routes()).toEqual(['run_tools', 'hosts', 'data', 'runs']);
    expect(server.log[2][1]).toMatchObject({run: RUN, tag: 'kernel_stats', host: 'worker1', group: 'op'});
    expect(shown()).toBe('kernel_stats@worker1');
  });

  test('a link without a host asks the data when the host is known', async () => {
    const before = await openHeld({run: RUN, tool: 'overview_page'});
    expect(before).toEqual(['run_tools', 'hosts', 'runs']);
    expect(routes()).toEqual(['run_tools', 'hosts', 'runs', 'data']);
    expect(shown()).toBe('overview_page@');
  });

  test('a view that fetches its own data, and a compared view, get no early data', async () => {
    expect(await openHeld({run: RUN, tool: 'trace_viewer', host: 'worker0'})).toEqual(['run_tools', 'hosts', 'runs']);
    deferredRuns();
    server.log = [];
    expect(await openHeld({run: RUN, tool: 'overview_page', host: 'worker0', base_run: OTHER}))
      .toEqual(['run_tools', 'hosts', 'runs']);
  });

  test('a wrong guess is asked anew: an unknown host, an unknown run', async () => {
    await openHeld({run: RUN, tool: 'kernel_stats', host: 'worker9'});
    expect(routes()).toEqual(['run_tools', 'hosts', 'data', 'runs', 'data']);
    expect(server.log[4][1]).toMatchObject({host: 'worker0'});
    expect(shown()).toBe('kernel_stats@worker0');
    deferredRuns();
    server.log = [];
    await openHeld({run: 'gone/2020', tool: 'kernel_stats', host: 'worker0'});
    expect(routes()).toEqual(['run_tools', 'hosts', 'data', 'runs', 'run_tools', 'hosts', 'data']);
    expect(server.log[4][1]).toMatchObject({run: RUN});
  });

  test('an early answer that failed is the step\'s error, shown once; nothing is unhandled', async () => {
    server.fail.add('data');
    await openHeld({run: RUN, tool: 'kernel_stats', host: 'worker0'});
    expect(routes()).toEqual(['run_tools', 'hosts', 'data', 'runs']);
    expect(document.querySelector('main.tbp-main').textContent).toContain('data failed');
  });
});
