// @vitest-environment happy-dom
// A run whose profile cannot be read (issue 44, item 2): run_tools answers 422. Where the
// app chose the run itself, the newest run that reads opens instead; Runs marks the broken
// one with its error, and Compare with never offers it.
import {beforeEach, describe, expect, test, vi} from 'vitest';
import {flush, openApp} from './open_app.js';

const server = vi.hoisted(() => ({runs: [], broken: {}, data: [], toolsAsked: []}));

vi.mock('../../src/lib/api.js', () => {
  class ApiError extends Error {
    constructor(message, status) {
      super(message);
      this.status = status;
    }
  }
  const tools = [{name: 'overview_page', available: true, reason: ''}];
  const unreadable = (run) => {
    if (run in server.broken) throw new ApiError(server.broken[run], 422);
  };
  const api = {
    runTools: async (run) => {
      server.toolsAsked.push(run);
      unreadable(run);
      return tools;
    },
    hosts: async (run) => {
      unreadable(run);
      return ['vm'];
    },
    modules: async () => [],
    data: async (params) => {
      server.data.push(params);
      return {run: params.run};
    },
    csvUrl: () => null,
  };
  const getJson = async (route) => {
    if (route === 'runs') return server.runs;
    throw new ApiError(`no route ${route} in this test`, 404);
  };
  return {api, ApiError, getJson};
});

vi.mock('../../src/tools/index.js', () => {
  const view = {
    render(container, {data}) {
      container.append(Object.assign(document.createElement('p'), {className: 'fake-view', textContent: data?.run || ''}));
    },
  };
  return {viewFor: () => view, COMPARED_TOOLS: new Set(['overview_page']), TOOLS_WITH_MODULES: new Set()};
});

const {App} = await import('../../src/app/app.js');

const NEWEST = 'train/2099_01_01_00_00_00';
const GOOD = 'train/2026_01_02_00_00_00';
const OLD = 'train/2026_01_01_00_00_00';
const WHY = 'cannot read profile train/plugins/profile/2099_01_01_00_00_00/vm.xplane.pb: truncated or corrupt protobuf';

const open = (state) => openApp(App, state);

const shown = () => document.querySelector('main.tbp-main .fake-view')?.textContent;
const notes = (cls) => [...document.querySelectorAll(`main.tbp-main > p.${cls}`)].map((n) => n.textContent);
const options = (select) => [...select.querySelectorAll('option')].map((o) => ({value: o.value, text: o.textContent, title: o.title}));

beforeEach(() => {
  server.runs = [NEWEST, GOOD, OLD];
  server.broken = {[NEWEST]: WHY};
  server.data = [];
  server.toolsAsked = [];
});

describe('a newest run that cannot be read', () => {
  test('no run asked for: the newest run that reads opens, with a note', async () => {
    const app = await open({});
    expect(shown()).toBe(GOOD);
    expect(app.runSel.select.value).toBe(GOOD);
    expect(notes('tbp-broken-note')).toEqual([`Run ${NEWEST} cannot be read (${WHY}); showing ${GOOD}, the newest run that can.`]);
    expect(new URLSearchParams(window.location.hash.slice(1)).get('run')).toBe(GOOD);
  });

  test('Runs marks it with its error; Compare with leaves it out', async () => {
    const app = await open({});
    const runs = options(app.runSel.select);
    expect(runs.map((o) => o.text)).toEqual([`${NEWEST} — cannot be read`, GOOD, OLD]);
    expect(runs[0].title).toBe(`${NEWEST}: cannot be read: ${WHY}`);
    expect(runs[1].title).toBe(GOOD);
    expect(options(app.baseSel.select).map((o) => o.value)).toEqual(['', GOOD, OLD]);
  });

  test('a stale link (a run not in the logdir) falls back past it too', async () => {
    await open({run: 'gone/2020_01_01', tool: 'overview_page'});
    expect(shown()).toBe(GOOD);
    expect(notes('tbp-link-note')).toEqual([`The link asked for run gone/2020_01_01, which is not in this logdir; showing ${GOOD}.`]);
  });

  test('several broken runs: the first that reads; none reads: the error', async () => {
    server.broken[GOOD] = 'cannot read profile x: not an XSpace';
    await open({});
    expect(shown()).toBe(OLD);
    expect(server.toolsAsked.slice(0, 3)).toEqual([NEWEST, GOOD, OLD]); // (earlier tests' apps follow the hash too)
    server.broken[OLD] = 'cannot read profile y: empty file';
    const app = await open({});
    expect(shown()).toBeUndefined();
    expect(document.querySelector('main.tbp-main [role=alert]').textContent).toContain('empty file');
    expect(options(app.runSel.select).every((o) => o.text.endsWith(' — cannot be read'))).toBe(true);
  });

  test('a link to the broken run itself shows its error (with Retry), not another run', async () => {
    const app = await open({run: NEWEST, tool: 'overview_page'});
    expect(shown()).toBeUndefined();
    expect(document.querySelector('main.tbp-main [role=alert]').textContent).toContain(WHY);
    expect(app.runSel.select.selectedOptions[0].textContent).toBe(`${NEWEST} — cannot be read`);
  });

  test('a link comparing with it: the run alone, with a note', async () => {
    const app = await open({run: GOOD, tool: 'overview_page', base_run: NEWEST});
    expect(shown()).toBe(GOOD);
    expect(server.data.at(-1).base_run).toBeUndefined();
    expect(notes('tbp-compare-note')).toEqual([`Cannot compare with ${NEWEST}: it cannot be read (${WHY}); showing ${GOOD} only.`]);
    expect(options(app.baseSel.select).map((o) => o.value)).toEqual(['', GOOD, OLD]);
  });

  test('Reload forgets it: a profile written to its end reads again', async () => {
    const app = await open({});
    delete server.broken[NEWEST];
    app.state.run = undefined;
    await app.loadRuns(undefined, 'overview_page');
    await flush();
    expect(shown()).toBe(NEWEST);
    expect(options(app.runSel.select).map((o) => o.text)).toEqual([NEWEST, GOOD, OLD]);
  });

  test('the error text is text, never HTML', async () => {
    server.broken[NEWEST] = '<img src=x onerror="window.__xss=1">';
    await open({});
    expect(document.querySelector('img')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });
});
