// @vitest-environment happy-dom
// The shell's handling of a shared link (URL state) it cannot follow exactly:
// an unknown run, an unavailable or unknown tool, an unknown host or module is
// replaced by what the run offers, with a note naming what was asked and what is shown.
import {beforeEach, describe, expect, test, vi} from 'vitest';
import {flush, openApp} from './open_app.js';

const server = vi.hoisted(() => ({
  runs: [],
  tools: {},   // run -> [{name, available, reason}]
  hosts: {},   // `${run}/${tool}` -> [host]
  modules: {}, // `${run}/${host}` -> [module]
  failData: 0, // the next n data requests fail
  data: [],    // the data requests, in order
  requests: [], // getJson's requests
}));

vi.mock('../../src/lib/api.js', () => {
  class ApiError extends Error {}
  const api = {
    runs: async () => server.runs,
    runTools: async (run) => server.tools[run] || [],
    hosts: async (run, tool) => server.hosts[`${run}/${tool}`] || [],
    modules: async (run, host) => server.modules[`${run}/${host}`] || [],
    data: async (params) => {
      server.data.push(params);
      if (server.failData > 0) {
        server.failData -= 1;
        throw new ApiError('The server is busy');
      }
      return {tool: params.tag};
    },
    csvUrl: () => null,
  };
  // The shell asks for runs?details=1 (run names, with the session and span of each).
  const getJson = async (route, params) => {
    server.requests.push({route, ...params});
    if (route === 'runs') return server.runs;
    throw new ApiError(`no route ${route} in this test`);
  };
  return {api, ApiError, getJson};
});

vi.mock('../../src/tools/index.js', () => {
  const view = (extra = {}) => ({
    render(container, {data}) {
      container.append(Object.assign(document.createElement('p'), {className: 'fake-view', textContent: data?.tool || ''}));
    },
    ...extra,
  });
  const views = {overview_page: view({allHosts: true}), trace_viewer: view({allHosts: true}), memory_viewer: view()};
  return {
    viewFor: (tool) => views[tool] || view(),
    COMPARED_TOOLS: new Set(['overview_page', 'trace_viewer', 'memory_viewer']),
    TOOLS_WITH_MODULES: new Set(['memory_viewer']),
  };
});

const {App} = await import('../../src/app/app.js');

const RUN_A = 'train/2026_01_02';
const RUN_B = 'eval/2026_01_01';
const NO_HLO = 'no XLA programs (HLO protos) in this profile';

function setUp() {
  server.runs = [RUN_A, RUN_B];
  const tools = [
    {name: 'overview_page', available: true, reason: ''},
    {name: 'trace_viewer', available: true, reason: ''},
    {name: 'memory_viewer', available: false, reason: NO_HLO},
  ];
  server.tools = {[RUN_A]: tools, [RUN_B]: tools.map((t) => ({...t, available: true, reason: ''}))};
  server.hosts = {};
  for (const run of server.runs) {
    server.hosts[`${run}/overview_page`] = ['worker0', 'worker1'];
    server.hosts[`${run}/trace_viewer`] = ['worker0', 'worker1'];
    server.hosts[`${run}/memory_viewer`] = ['worker0'];
  }
  server.modules = {[`${RUN_B}/worker0`]: ['jit_train_step', 'jit_eval_step']};
  server.failData = 0;
  server.data = [];
  server.requests = [];
}

const open = (state) => openApp(App, state);

const notes = (cls = 'tbp-link-note') => [...document.querySelectorAll(`main.tbp-main > p.${cls}`)].map((n) => n.textContent);
const shown = () => document.querySelector('main.tbp-main .fake-view')?.textContent;
const hash = () => Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)));

beforeEach(setUp);

describe('a link the app cannot follow exactly', () => {
  test('an unknown run: the first run, with a note naming both', async () => {
    const app = await open({run: 'gone/2020_01_01', tool: 'trace_viewer', host: 'worker1'});
    expect(app.runSel.select.value).toBe(RUN_A);
    expect(shown()).toBe('trace_viewer');
    expect(notes()).toEqual([`The link asked for run gone/2020_01_01, which is not in this logdir; showing ${RUN_A}.`]);
    expect(document.querySelector('main.tbp-main > :first-child').getAttribute('role')).toBe('note');
    expect(hash()).toEqual({run: RUN_A, tool: 'trace_viewer', host: 'worker1'});
  });

  test('an unavailable tool: the default tool, and why the asked one is not there', async () => {
    await open({run: RUN_A, tool: 'memory_viewer'});
    expect(shown()).toBe('overview_page');
    expect(notes()).toEqual([`The link asked for tool memory_viewer, which is not available for run ${RUN_A} (${NO_HLO}); `
      + 'showing overview_page.']);
  });

  test('a tool the profiler does not have', async () => {
    await open({run: RUN_A, tool: 'no_such_tool'});
    expect(shown()).toBe('overview_page');
    expect(notes()).toEqual(['The link asked for tool no_such_tool, which this profiler does not have; showing overview_page.']);
  });

  test('an unknown host: all hosts where the tool shows them, else the first host', async () => {
    await open({run: RUN_A, tool: 'trace_viewer', host: 'worker9'});
    expect(notes()).toEqual([`The link asked for host worker9, which run ${RUN_A} does not have for trace_viewer; showing all hosts.`]);
    await open({run: RUN_B, tool: 'memory_viewer', host: 'worker9', module: 'jit_train_step'});
    expect(notes()).toEqual([`The link asked for host worker9, which run ${RUN_B} does not have for memory_viewer; showing worker0.`]);
    expect(hash().host).toBe('worker0');
  });

  test('an unknown module', async () => {
    const app = await open({run: RUN_B, tool: 'memory_viewer', host: 'worker0', module: 'jit_gone'});
    expect(app.moduleSel.select.value).toBe('jit_train_step');
    expect(notes()).toEqual([`The link asked for module jit_gone, which is not in run ${RUN_B} (host worker0); showing jit_train_step.`]);
  });

  test('an unknown run and a tool that the run shown lacks: two notes, in order', async () => {
    await open({run: 'gone/2020_01_01', tool: 'memory_viewer'});
    expect(notes()).toEqual([
      `The link asked for run gone/2020_01_01, which is not in this logdir; showing ${RUN_A}.`,
      `The link asked for tool memory_viewer, which is not available for run ${RUN_A} (${NO_HLO}); showing overview_page.`,
    ]);
  });

  test('a link the app follows exactly, or one without state: no note', async () => {
    await open({run: RUN_B, tool: 'memory_viewer', host: 'worker0', module: 'jit_eval_step'});
    expect(shown()).toBe('memory_viewer');
    expect(notes()).toEqual([]);
    await open({});
    expect(notes()).toEqual([]);
  });

  test('the notes are shown once: a choice of the user drops them', async () => {
    const app = await open({run: 'gone/2020_01_01', tool: 'trace_viewer'});
    expect(notes()).toHaveLength(1);
    app.toolSel.select.value = 'overview_page';
    app.toolSel.select.dispatchEvent(new Event('change'));
    await flush();
    expect(shown()).toBe('overview_page');
    expect(notes()).toEqual([]);
  });

  test('a failed load keeps the notes above the error, and after Retry', async () => {
    server.failData = 1;
    await open({run: 'gone/2020_01_01', tool: 'trace_viewer'});
    const main = document.querySelector('main.tbp-main');
    expect(main.querySelector('[role=alert]').textContent).toContain('The server is busy');
    expect(notes()).toHaveLength(1);
    main.querySelector('[role=alert] button').click();
    await flush();
    expect(shown()).toBe('trace_viewer');
    expect(notes()).toEqual([`The link asked for run gone/2020_01_01, which is not in this logdir; showing ${RUN_A}.`]);
  });

  test('a base run that is not listed: the same mechanism, its own note', async () => {
    await open({run: RUN_A, tool: 'overview_page', base_run: 'gone/2020_01_01'});
    expect(notes('tbp-compare-note')).toEqual([`Cannot compare with gone/2020_01_01: there is no such run (any more); showing ${RUN_A} only.`]);
    expect(notes()).toEqual([]);
    expect(server.data.at(-1).base_run).toBeUndefined();
  });

  test('note texts are text, never HTML', async () => {
    const evil = '<img src=x onerror="window.__xss=1">';
    await open({run: evil, tool: evil});
    expect(document.querySelector('main.tbp-main img')).toBeNull();
    expect(notes()[0]).toContain(evil);
  });
});

test('run options carry the whole name as their title (the select cuts long names)', async () => {
  const long = `${'very_long_experiment_name_'.repeat(6)}/2026_01_03`;
  server.runs = [long, ...server.runs];
  server.tools[long] = server.tools[RUN_A];
  server.hosts[`${long}/overview_page`] = ['worker0'];
  const app = await open({});
  const titles = [...app.runSel.select.options].map((o) => o.title);
  expect(titles).toEqual(server.runs);
  expect([...app.baseSel.select.options].slice(1).map((o) => o.title)).toEqual(server.runs);
  // Tools: only an unavailable tool has a title (its reason).
  expect([...app.toolSel.select.options].map((o) => o.title)).toEqual(['', '', NO_HLO]);
});
