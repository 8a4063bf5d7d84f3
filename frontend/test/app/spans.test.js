// @vitest-environment happy-dom
// PyTorch sessions (issue 43): the runs of one directory's profiling cycles are one entry
// of Runs with a Span selector; each span stays a run of its own in the URL, and Compare
// with offers the session's other spans first.
import {beforeEach, describe, expect, test, vi} from 'vitest';
import {flush, openApp} from './open_app.js';

const server = vi.hoisted(() => ({runs: [], data: [], requests: []}));

vi.mock('../../src/lib/api.js', () => {
  class ApiError extends Error {}
  const tools = [{name: 'overview_page', available: true, reason: ''}];
  const api = {
    runTools: async () => tools,
    hosts: async () => ['worker0'],
    modules: async () => [],
    data: async (params) => {
      server.data.push(params);
      return {tool: params.tag, run: params.run};
    },
    csvUrl: () => null,
  };
  const getJson = async (route, params) => {
    server.requests.push({route, ...params});
    if (route === 'runs') return server.runs;
    throw new ApiError(`no route ${route} in this test`);
  };
  return {api, ApiError, getJson};
});

vi.mock('../../src/tools/index.js', () => {
  const view = {
    render(container, {data}) {
      container.append(Object.assign(document.createElement('p'), {className: 'fake-view', textContent: data?.run || ''}));
    },
    allHosts: true,
  };
  return {viewFor: () => view, COMPARED_TOOLS: new Set(['overview_page']), TOOLS_WITH_MODULES: new Set()};
});

const {App} = await import('../../src/app/app.js');
const {baseMenu, runListing, runMenu, spanLabel, spanTime} = await import('../../src/app/spans.js');

// Local times, so that the labels do not depend on the machine's time zone.
const T1 = new Date(2021, 5, 8, 9, 4, 49).getTime();
const T2 = new Date(2021, 5, 9, 4, 25, 56).getTime();
const SPAN1 = `resnet50/${T1}`;
const SPAN2 = `resnet50/${T2}`;
const PLAIN = 'nccl';
const XSPACE = 'train/2026_01_02';

function reply() {
  // Newest first, as the server lists them; another run between the two spans.
  return [
    {name: XSPACE, session: null, span: null, time_ms: null},
    {name: SPAN2, session: 'resnet50', span: 2, time_ms: T2},
    {name: PLAIN, session: null, span: null, time_ms: null},
    {name: SPAN1, session: 'resnet50', span: 1, time_ms: T1},
  ];
}

const open = (state) => openApp(App, state);

async function choose(select, value) {
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await flush();
}

const options = (select) => [...select.options].map((o) => ({value: o.value, text: o.textContent, title: o.title}));
const hash = () => Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)));
const shown = () => document.querySelector('main.tbp-main .fake-view')?.textContent;

beforeEach(() => {
  server.runs = reply();
  server.data = [];
  server.requests = [];
});

describe('the spans of a PyTorch session', () => {
  test('one Runs entry for the session, a Span selector beside it, span order and times', async () => {
    const app = await open({run: SPAN2, tool: 'overview_page'});
    expect(server.requests[0]).toEqual({route: 'runs', details: 1});
    expect(options(app.runSel.select).map((o) => [o.value, o.text])).toEqual(
      [[XSPACE, XSPACE], [SPAN2, 'resnet50'], [PLAIN, PLAIN]]);
    expect(app.runSel.select.value).toBe(SPAN2);
    expect(app.runSel.select.selectedOptions[0].title).toBe('resnet50: 2 spans (profiling cycles)');
    expect(app.spanSel.wrap.hidden).toBe(false);
    expect(app.spanSel.wrap.nextElementSibling).toBe(app.baseSel.wrap);
    expect(app.runSel.wrap.nextElementSibling).toBe(app.spanSel.wrap);
    expect(options(app.spanSel.select).map((o) => [o.value, o.text])).toEqual(
      [[SPAN1, '1 · 2021-06-08 09:04:49'], [SPAN2, '2 · 2021-06-09 04:25:56']]);
    expect(app.spanSel.select.value).toBe(SPAN2);
    expect(shown()).toBe(SPAN2);
  });

  test('picking span 1 shows that run, keeps its name in the URL, and the Runs entry follows', async () => {
    const app = await open({run: SPAN2, tool: 'overview_page'});
    await choose(app.spanSel.select, SPAN1);
    expect(shown()).toBe(SPAN1);
    expect(server.data.at(-1).run).toBe(SPAN1);
    expect(hash()).toEqual({run: SPAN1, tool: 'overview_page', host: 'worker0'});
    expect(app.runSel.select.value).toBe(SPAN1);
    expect(options(app.runSel.select).map((o) => o.text)).toEqual([XSPACE, 'resnet50', PLAIN]);
    expect(app.spanSel.select.value).toBe(SPAN1);
  });

  test('a link to a span opens it; picking the session from another run opens its newest span', async () => {
    const app = await open({run: SPAN1});
    expect(app.spanSel.select.value).toBe(SPAN1);
    expect(document.querySelectorAll('main.tbp-main > p.tbp-link-note')).toHaveLength(0);
    await choose(app.runSel.select, PLAIN);
    expect(app.spanSel.wrap.hidden).toBe(true);
    expect(options(app.runSel.select).find((o) => o.text === 'resnet50').value).toBe(SPAN2);
    await choose(app.runSel.select, SPAN2);
    expect(shown()).toBe(SPAN2);
    expect(app.spanSel.wrap.hidden).toBe(false);
  });

  test('without a session (or with one span listed) there is no Span selector', async () => {
    const app = await open({run: XSPACE});
    expect(app.spanSel.wrap.hidden).toBe(true);
    server.runs = [{name: SPAN2, session: 'resnet50', span: 2, time_ms: T2}, {name: PLAIN, session: null, span: null, time_ms: null}];
    const single = await open({run: SPAN2});
    expect(single.spanSel.wrap.hidden).toBe(true);
    expect(options(single.runSel.select).map((o) => o.text)).toEqual([SPAN2, PLAIN]);
  });

  test('Compare with offers the other spans of the session first, then the other runs', async () => {
    const app = await open({run: SPAN2, tool: 'overview_page'});
    const groups = [...app.baseSel.select.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['Other spans of resnet50', 'Runs']);
    expect(options(app.baseSel.select).map((o) => [o.value, o.text])).toEqual([
      ['', 'No comparison'], [SPAN1, 'Span 1 · 2021-06-08 09:04:49'],
      [XSPACE, XSPACE], [SPAN2, 'resnet50 · span 2'], [PLAIN, PLAIN]]);
    await choose(app.baseSel.select, SPAN1);
    expect(server.data.at(-1)).toMatchObject({run: SPAN2, base_run: SPAN1});
    expect(hash()).toMatchObject({run: SPAN2, base_run: SPAN1});
    // Another span: the comparison is kept, and the menu now offers span 2 first.
    await choose(app.spanSel.select, SPAN1);
    expect(hash()).toMatchObject({run: SPAN1, base_run: SPAN1});
    expect(app.baseSel.select.value).toBe(SPAN1);
    expect(app.baseSel.select.querySelector('optgroup').children[0].value).toBe(SPAN2);
  });

  test('outside a session, Compare with lists every run, a span by its session and number', async () => {
    const app = await open({run: PLAIN});
    expect(app.baseSel.select.querySelectorAll('optgroup')).toHaveLength(0);
    expect(options(app.baseSel.select).map((o) => [o.text, o.title])).toEqual([
      ['No comparison', 'No comparison'], [XSPACE, XSPACE], ['resnet50 · span 2', SPAN2], [PLAIN, PLAIN],
      ['resnet50 · span 1', SPAN1]]);
  });

  test('session names are text, never HTML', async () => {
    const evil = '<img src=x onerror="window.__xss=1">';
    server.runs = [{name: `${evil}/2`, session: evil, span: 2, time_ms: T2}, {name: `${evil}/1`, session: evil, span: 1, time_ms: T1}];
    const app = await open({});
    expect(document.querySelector('img')).toBeNull();
    expect(app.runSel.select.selectedOptions[0].textContent).toBe(evil);
    expect(app.baseSel.select.querySelector('optgroup').label).toBe(`Other spans of ${evil}`);
    expect(window.__xss).toBeUndefined();
  });
});

describe('the pure helpers', () => {
  test('runListing: a plain list of names (an older server) has no spans', () => {
    const listing = runListing(['a', 'b']);
    expect(listing.names).toEqual(['a', 'b']);
    expect(listing.spans.size).toBe(0);
    expect(runMenu(listing, 'b')).toEqual([{value: 'a', label: 'a'}, {value: 'b', label: 'b'}]);
    expect(baseMenu(listing, 'a').map((o) => o.value)).toEqual(['', 'a', 'b']);
  });

  test('runListing: spans by number whatever the order of the reply', () => {
    const {names, spans} = runListing(reply());
    expect(names).toEqual([XSPACE, SPAN2, PLAIN, SPAN1]);
    expect(spans.get(SPAN1).map((s) => s.span)).toEqual([1, 2]);
    expect(spans.get(SPAN2)).toBe(spans.get(SPAN1));
    expect(spans.has(PLAIN)).toBe(false);
  });

  test('span labels: number and local time, the number alone without a stamp', () => {
    expect(spanTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
    expect(spanLabel({span: 3, time_ms: null})).toBe('3');
    expect(spanLabel({span: 1, time_ms: T1})).toBe('1 · 2021-06-08 09:04:49');
  });
});
