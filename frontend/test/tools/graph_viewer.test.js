// @vitest-environment happy-dom
import {describe, it, expect, vi, beforeAll, afterAll, afterEach} from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import {
  DEFAULT_WIDTH, detailsRows, graphViewerLink, legendCategories, moduleOfProgram, parseWidth, readParams, render,
  requestParams, sortedModules, urlParams,
} from '../../src/tools/graph_viewer.js';
import {
  categoryColor, cut, edgePath, elkGraph, fusedId, nodeId, nodeLines, setLayoutEngine,
} from '../../src/tools/graph_viewer_draw.js';
import {linkOpNames} from '../../src/tools/hlo_stats.js';
import {findOpKey, selectionParams} from '../../src/tools/op_profile.js';
import {viewFor, TOOLS_WITH_MODULES} from '../../src/tools/index.js';
import {ApiError} from '../../src/lib/api.js';
import {HLO_CATEGORIES} from '../../src/lib/palette.js';

const HOSTILE = '<img src=x onerror="alert(1)">';
const MODULE = 'jit_step(7)';

function fusedGraph() {
  return {
    computation: 'fused_computation.1',
    nodes: [
      {id: 20, name: 'param_0.1', opcode: 'parameter', category: 'parameter', shape: 'f32[8]', expression: '%param_0.1 = f32[8] parameter(0)'},
      {id: 21, name: 'param_1.1', opcode: 'parameter', category: 'parameter', shape: 'f32[8]', expression: '%param_1.1 = f32[8] parameter(1)'},
      {id: 22, name: 'multiply.f', opcode: 'multiply', category: 'non-fusion elementwise', shape: 'f32[8]',
        expression: '%multiply.f = f32[8] multiply(f32[8] %param_0.1, f32[8] %param_1.1)'},
    ],
    edges: [[20, 22], [21, 22]],
    truncated: false,
  };
}

/** A graph_viewer reply: dot.3 at the centre, a fusion, a hostile-named op on the boundary, a while. */
function sample(overrides = {}) {
  return {
    module: MODULE, computation: 'main.9', node: 'dot.3', width: 2, instructions: 40,
    modules: [{name: 'small(2)', time_ps: 5}, {name: MODULE, time_ps: 9000}, {name: 'idle(3)', time_ps: 0}],
    nodes: [
      {id: 5, name: 'dot.3', opcode: 'dot', category: 'dot', shape: 'f32[8,8]{1,0}', expression: '%dot.3 = f32[8,8]{1,0} dot(%p.0, %fusion.1)',
        distance: 0, boundary: false, time: {self_time_ps: 6_000_000, total_time_ps: 6_000_000, occurrences: 3, percent: 66.7},
        fused: null, calls: [], metadata: {op_name: 'jit(step)/dot_general', op_type: '', source: 'model.py:12'}},
      {id: 1, name: 'p.0', opcode: 'parameter', category: 'parameter', shape: 'f32[8,8]{1,0}', expression: '%p.0 = f32[8,8]{1,0} parameter(0)',
        distance: 1, boundary: false, time: null, fused: null, calls: [], metadata: {op_name: '', op_type: '', source: ''}},
      {id: 3, name: 'fusion.1', opcode: 'fusion', category: 'loop fusion', shape: 'f32[8]', expression: '%fusion.1 = f32[8] fusion(%p.0, %p.0), calls=%fused_computation.1',
        distance: 1, boundary: false, time: {self_time_ps: 2_000_000, total_time_ps: 2_000_000, occurrences: 3, percent: 22.2},
        fused: fusedGraph(), calls: [], metadata: {op_name: 'jit(step)/mul', op_type: '', source: ''}},
      {id: 7, name: HOSTILE, opcode: 'add', category: 'non-fusion elementwise', shape: 'f32[8,8]{1,0}', expression: `%${HOSTILE} = f32[8,8] add(%dot.3, %dot.3)`,
        distance: 1, boundary: true, time: null, fused: null, calls: [], metadata: {op_name: '', op_type: '', source: ''}},
      {id: 9, name: 'while.2', opcode: 'while', category: 'while', shape: '(f32[8,8])', expression: '%while.2 = (f32[8,8]) while(%add), body=%body.4',
        distance: 2, boundary: true, time: null, fused: null, calls: [{computation: 'body.4', root: 'tuple.8'}, {computation: 'cond.5', root: null}],
        metadata: {op_name: '', op_type: '', source: ''}},
    ],
    edges: [[1, 5], [3, 5], [1, 3], [5, 7], [7, 9]],
    truncated: false,
    hot_ops: [{name: 'dot.3', percent: 66.7}, {name: 'fusion.1', percent: 22.2}],
    dot: 'digraph "jit_step(7)" {\n  n5 -> n7;\n}\n',
    diagnostics: [],
    ...overrides,
  };
}

const realElk = new ELK();
beforeAll(() => setLayoutEngine((graph) => realElk.layout(graph)));
afterAll(() => setLayoutEngine(null));

function fakeApi(reply = null) {
  return {
    data: vi.fn(async (p) => {
      if (p.format === 'hlo_text') return {module: p.module, text: 'HloModule jit_step\n\nENTRY %main.9 {\n}\n'};
      if (p.node === 'nope') throw new ApiError(`no instruction named 'nope' in module ${MODULE}`, 404);
      if (reply) return reply;
      return sample({module: p.module || MODULE, node: p.node || 'dot.3', width: Number(p.width)});
    }),
    modules: vi.fn(async () => ['other(1)', MODULE]),
  };
}

function mount({state = {}, api = fakeApi(), setParams = vi.fn(), selectTool = vi.fn()} = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const view = render(container, {state, params: {run: 'run1', tag: 'graph_viewer', host: 'vm', module: state.module}, api,
    setParams, selectTool});
  return {container, view, api, setParams, selectTool};
}

const stage = (c) => c.querySelector('.tbp-gv-stage');
const draws = (c) => Number(stage(c).dataset.draws || 0);
const nodeGroup = (c, name) => [...c.querySelectorAll('.tbp-gv-node')].find((g) => g.getAttribute('data-name') === name);
const click = (node) => node.dispatchEvent(new MouseEvent('click', {bubbles: true}));

afterEach(() => {
  document.body.replaceChildren();
});

describe('graph_viewer: state and requests', () => {
  it('reads the URL and builds the request and URL parameters', () => {
    const ui = readParams({module: MODULE, node: 'dot.3', width: '5', metadata: '1', expand: '["fusion.1"]', selected: 'p.0'});
    expect(ui).toMatchObject({module: MODULE, node: 'dot.3', width: 5, metadata: true, selected: 'p.0'});
    expect([...ui.expand]).toEqual(['fusion.1']);
    expect(requestParams(ui)).toEqual({module: MODULE, node: 'dot.3', width: '5', show_metadata: '1'});
    expect(urlParams(ui)).toEqual({module: MODULE, node: 'dot.3', width: '5', metadata: '1', expand: '["fusion.1"]',
      selected: 'p.0', program_id: ''});
    const plain = readParams({width: '99', expand: 'not json'});
    expect(plain.width).toBe(DEFAULT_WIDTH);
    expect(plain.expand.size).toBe(0);
    expect(urlParams(plain)).toMatchObject({width: '', metadata: '', expand: ''});
    expect(requestParams(plain).show_metadata).toBe('');
  });

  it('takes widths 0 to 20 only', () => {
    expect(parseWidth('0')).toBe(0);
    expect(parseWidth(' 20 ')).toBe(20);
    for (const bad of ['21', '-1', '2.5', 'x', '', null]) expect(parseWidth(bad)).toBeNull();
  });

  it('orders modules by op time and finds a program id\'s module', () => {
    expect(sortedModules(sample().modules).map((m) => m.name)).toEqual([MODULE, 'small(2)', 'idle(3)']);
    expect(moduleOfProgram(['a(1)', 'b(17)', 'c(7)'], '7')).toBe('c(7)');
    expect(moduleOfProgram(['a(1)'], '2')).toBe('');
  });

  it('the shell keeps module= for the view and shows no Module selector', () => {
    expect(viewFor('graph_viewer').ownModule).toBe(true);
    expect(viewFor('graph_viewer').fetchData).toBe(false);
    expect(TOOLS_WITH_MODULES.has('graph_viewer')).toBe(false);
  });
});

describe('graph_viewer: labels and ELK input', () => {
  it('cuts long text with an ellipsis, paths from the start', () => {
    expect(cut('abcdef', 4)).toBe('abc…');
    expect(cut('abc', 4)).toBe('abc');
    expect(cut('jit(f)/a/b/c', 8)).toBe('ji…a/b/c'); // both ends (lib/format.js shortName)
  });

  it('colours known categories from the palette and others by name, the same each time', () => {
    expect(categoryColor('dot')).toBe(HLO_CATEGORIES.dot);
    expect(categoryColor('some-new-op')).toBe(categoryColor('some-new-op'));
    expect(categoryColor('toString')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('labels a box with name, opcode and shape, and the framework op with metadata', () => {
    const node = sample().nodes[0];
    expect(nodeLines(node).map((l) => l.text)).toEqual(['dot.3', 'dot f32[8,8]{1,0}']);
    expect(nodeLines(node, true).map((l) => l.text)).toEqual(['dot.3', 'dot f32[8,8]{1,0}', 'jit(step)/dot_general']);
    const long = nodeLines({...node, name: 'x'.repeat(100)})[0].text;
    expect(long.length).toBe(36);
    expect(long.indexOf('…')).toBeGreaterThan(0);
  });

  it('builds a node per op and an edge per operand/user pair, dropping edges to unknown ops', () => {
    const data = sample({edges: [...sample().edges, [1, 999], [5, 5]]});
    const g = elkGraph(data);
    expect(g.layoutOptions['elk.algorithm']).toBe('layered');
    expect(g.layoutOptions['elk.direction']).toBe('DOWN');
    expect(g.children.map((c) => c.id)).toEqual(data.nodes.map((n) => nodeId(n.id)));
    expect(g.edges.map((e) => [e.sources[0], e.targets[0]])).toEqual(
      sample().edges.map(([a, b]) => [nodeId(a), nodeId(b)]));
    for (const c of g.children) {
      expect(c.width).toBeGreaterThan(50);
      expect(c.height).toBeGreaterThan(20);
      expect(c.children).toBeUndefined();
    }
  });

  it('an expanded fusion is a hierarchical node holding its fused computation', () => {
    const g = elkGraph(sample(), {expanded: new Set(['fusion.1'])});
    const fusion = g.children.find((c) => c.id === nodeId(3));
    expect(fusion.width).toBeUndefined(); // ELK sizes it around its children
    expect(fusion.children.map((c) => c.id)).toEqual([20, 21, 22].map((id) => fusedId(3, id)));
    expect(fusion.edges.map((e) => [e.sources[0], e.targets[0]])).toEqual([[fusedId(3, 20), fusedId(3, 22)], [fusedId(3, 21), fusedId(3, 22)]]);
    expect(fusion.layoutOptions['elk.direction']).toBe('DOWN');
    expect(fusion.layoutOptions['elk.padding']).toMatch(/top=\d+/);
    // The top-level edges still name the fusion itself.
    expect(g.edges.some((e) => e.sources[0] === nodeId(3) || e.targets[0] === nodeId(3))).toBe(true);
  });

  it('turns ELK sections into a path', () => {
    expect(edgePath({sections: [{startPoint: {x: 1, y: 2}, bendPoints: [{x: 1, y: 10}], endPoint: {x: 5.04, y: 10}}]}))
      .toBe('M1 2 L1 10 L5 10');
    expect(edgePath({})).toBe('');
  });

  it('lists the drawn categories in the legend, most boxes first', () => {
    expect(legendCategories(sample())).toEqual(['dot', 'loop fusion', 'non-fusion elementwise', 'parameter', 'while']);
    expect(legendCategories(sample(), new Set(['fusion.1']))[0]).toBe('parameter');
  });

  it('gives the details rows of an op: time, share, metadata', () => {
    const data = sample();
    const rows = Object.fromEntries(detailsRows(data.nodes[0], data));
    expect(rows).toMatchObject({Opcode: 'dot', Category: 'dot', Shape: 'f32[8,8]{1,0}', Distance: 'The op the graph is around',
      'Self time': '6.000 µs', Occurrences: '3', 'Share of the module\'s op time': '66.70%', 'Framework op': 'jit(step)/dot_general',
      Source: 'model.py:12'});
    const boundary = Object.fromEntries(detailsRows(data.nodes[3], data));
    expect(boundary).toMatchObject({Distance: '1 edge from dot.3', Time: 'Not in the profile'});
    expect(boundary['Beyond the width']).toBeTruthy();
  });
});

describe('graph_viewer: the view', () => {
  it('draws every op and edge, the centre and boundary marks and the legend', async () => {
    const {container, view, api, setParams} = mount({state: {width: '2'}});
    await view.ready;
    expect(api.data).toHaveBeenCalledWith({run: 'run1', tag: 'graph_viewer', host: 'vm', module: '', node: '', width: '2',
      show_metadata: ''});
    const svgEl = container.querySelector('svg.tbp-gv-graph');
    const groups = svgEl.querySelectorAll('.tbp-gv-node');
    expect(groups.length).toBe(5);
    expect(svgEl.querySelectorAll('path.tbp-gv-edge').length).toBe(5);
    for (const path of svgEl.querySelectorAll('path.tbp-gv-edge')) {
      expect(path.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/);
      expect(path.getAttribute('marker-end')).toMatch(/^url\(#tbp-gv-arrow-\d+\)$/);
    }
    expect(svgEl.querySelector('marker path')).not.toBeNull();
    const centre = nodeGroup(container, 'dot.3');
    expect(centre.classList.contains('tbp-gv-centre')).toBe(true);
    expect(centre.querySelector('.tbp-gv-box').getAttribute('stroke-width')).toBe('3');
    const boundary = nodeGroup(container, HOSTILE);
    expect(boundary.classList.contains('tbp-gv-boundary')).toBe(true);
    expect(boundary.querySelector('.tbp-gv-box').getAttribute('stroke-dasharray')).toBe('6 3');
    expect(nodeGroup(container, 'p.0').querySelector('.tbp-gv-box').getAttribute('stroke-dasharray')).toBeNull();
    expect(nodeGroup(container, 'fusion.1').querySelector('.tbp-gv-toggle')).not.toBeNull();
    expect(nodeGroup(container, 'p.0').querySelector('.tbp-gv-toggle')).toBeNull();
    expect(centre.querySelector('.tbp-gv-box').getAttribute('fill')).toBe(HLO_CATEGORIES.dot);
    expect(centre.querySelector('title').textContent).toContain('6.000 µs self time');
    // Boxes sit where ELK put them, inside the layout.
    expect(centre.getAttribute('transform')).toMatch(/^translate\([\d.]+,[\d.]+\)$/);

    const legend = [...container.querySelectorAll('.tbp-gv-legend-item')].map((i) => i.textContent);
    expect(legend).toEqual(['dot', 'loop fusion', 'non-fusion elementwise', 'parameter', 'while',
      'the op the graph is around', 'more operands or users beyond the width', '+fusion: expand']);
    const summary = container.querySelector('.tbp-gv-summary').textContent;
    expect(summary).toBe('Module jit_step(7), computation main.9: 40 instructions. 5 ops and 5 edges drawn, within 2 edges of dot.3.');
    expect(stage(container).dataset).toMatchObject({draws: '1', nodes: '5'});
    expect(Number(stage(container).dataset.drawMs)).toBeGreaterThanOrEqual(0);
    expect(setParams).toHaveBeenLastCalledWith({module: MODULE, node: 'dot.3', width: '2', metadata: '', expand: '',
      selected: '', program_id: ''});
    // Controls follow the reply: modules by op time, the hot ops.
    expect([...container.querySelectorAll('#tbp-gv-module option')].map((o) => o.value)).toEqual([MODULE, 'small(2)', 'idle(3)']);
    expect(container.querySelector('#tbp-gv-module').value).toBe(MODULE);
    expect([...container.querySelectorAll('#tbp-gv-hot-ops option')].map((o) => o.value)).toEqual(['dot.3', 'fusion.1']);
    expect(container.querySelector('#tbp-gv-node').value).toBe('dot.3');
  });

  it('keeps hostile names as text: no element is made from a name', async () => {
    const {container, view} = mount();
    await view.ready;
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    const group = nodeGroup(container, HOSTILE);
    expect(group.querySelector('text.tbp-gv-name').textContent).toBe(cut(HOSTILE, 36));
    expect(group.getAttribute('aria-label')).toContain(HOSTILE);
    click(group);
    const details = container.querySelector('.tbp-gv-details');
    expect(details.querySelector('.tbp-card-title').textContent).toBe(HOSTILE);
    expect(details.querySelector('pre').textContent).toBe(`%${HOSTILE} = f32[8,8] add(%dot.3, %dot.3)`);
    expect(container.querySelector('img')).toBeNull();
  });

  it('diagnostics and the truncation note are notes', async () => {
    const note = 'The neighbourhood has more than 500 instructions: the 500 nearest are drawn.';
    const {container, view} = mount({api: fakeApi(sample({truncated: true, diagnostics: [note]}))});
    await view.ready;
    expect([...container.querySelectorAll('.tbp-diagnostic[role=note]')].map((n) => n.textContent)).toEqual([note]);
  });

  it('controls send their options and keep them in the URL', async () => {
    const {container, view, api, setParams} = mount({state: {module: MODULE, node: 'dot.3'}});
    await view.ready;
    const width = container.querySelector('#tbp-gv-width');
    width.value = '7';
    width.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(2));
    expect(api.data).toHaveBeenLastCalledWith({run: 'run1', tag: 'graph_viewer', host: 'vm', module: MODULE, node: 'dot.3',
      width: '7', show_metadata: ''});
    await vi.waitFor(() => expect(draws(container)).toBe(2));
    const box = container.querySelector('#tbp-gv-metadata');
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(3));
    expect(api.data.mock.calls[2][0]).toMatchObject({width: '7', show_metadata: '1'});
    await vi.waitFor(() => expect(draws(container)).toBe(3));
    // Metadata shows on the boxes.
    expect(nodeGroup(container, 'dot.3').querySelector('text.tbp-gv-meta').textContent).toBe('jit(step)/dot_general');
    // The op input applies on Enter (a form submit).
    const input = container.querySelector('#tbp-gv-node');
    input.value = ' fusion.1 ';
    container.querySelector('form.tbp-gv-controls').dispatchEvent(new Event('submit', {cancelable: true}));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(4));
    expect(api.data.mock.calls[3][0]).toMatchObject({node: 'fusion.1', width: '7', show_metadata: '1'});
    await vi.waitFor(() => expect(draws(container)).toBe(4));
    // The module selector asks for that module's default op.
    const select = container.querySelector('#tbp-gv-module');
    select.value = 'small(2)';
    select.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(5));
    expect(api.data.mock.calls[4][0]).toMatchObject({module: 'small(2)', node: ''});
    await vi.waitFor(() => expect(draws(container)).toBe(5));
    expect(setParams.mock.calls.at(-1)[0]).toMatchObject({module: 'small(2)', width: '7', metadata: '1'});
    // A bad width is said, and nothing is asked.
    width.value = '30';
    width.dispatchEvent(new Event('change'));
    expect(container.querySelector('.tbp-gv-field-error').hidden).toBe(false);
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(api.data).toHaveBeenCalledTimes(5);
  });

  it('an unknown op shows the server\'s 404 message and keeps the graph', async () => {
    const {container, view} = mount();
    await view.ready;
    container.querySelector('#tbp-gv-node').value = 'nope';
    container.querySelector('form.tbp-gv-controls').dispatchEvent(new Event('submit', {cancelable: true}));
    await vi.waitFor(() => expect(container.querySelector('.tbp-gv-errors [role=alert]')).not.toBeNull());
    expect(container.querySelector('.tbp-gv-errors [role=alert]').textContent).toContain(`no instruction named 'nope' in module ${MODULE}`);
    expect(container.querySelector('#tbp-gv-node').getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelectorAll('.tbp-gv-node').length).toBe(5);
  });

  it('a stale link to an unknown op shows the module\'s default graph and says why', async () => {
    const api = fakeApi();
    const {container, view} = mount({state: {node: 'nope'}, api});
    await view.ready;
    expect(api.data.mock.calls.map((c) => c[0].node)).toEqual(['nope', '']);
    expect(container.querySelector('.tbp-gv-errors [role=alert]').textContent).toContain('no instruction named');
    expect(container.querySelectorAll('.tbp-gv-node').length).toBe(5);
  });

  it('resolves program_id= (from hlo_stats) to its module', async () => {
    const api = fakeApi();
    const {view} = mount({state: {program_id: '7', node: 'dot.3'}, api});
    await view.ready;
    expect(api.modules).toHaveBeenCalledWith('run1', 'vm');
    expect(api.data.mock.calls[0][0]).toMatchObject({module: MODULE, node: 'dot.3'});
  });

  it('expands a fusion into its fused computation, drawn inside its box, and collapses it', async () => {
    const {container, view, setParams} = mount();
    await view.ready;
    click(nodeGroup(container, 'fusion.1').querySelector('.tbp-gv-toggle'));
    await vi.waitFor(() => expect(draws(container)).toBe(2));
    const fusion = nodeGroup(container, 'fusion.1');
    expect(fusion.classList.contains('tbp-gv-open')).toBe(true);
    const inner = [...fusion.querySelectorAll('.tbp-gv-fused-node')].map((g) => g.getAttribute('data-name'));
    expect(inner).toEqual(['param_0.1', 'param_1.1', 'multiply.f']);
    expect(fusion.querySelectorAll('.tbp-gv-fused path.tbp-gv-edge').length).toBe(2);
    // Each fused box lies inside the fusion's box.
    const outer = fusion.querySelector('.tbp-gv-box');
    for (const g of fusion.querySelectorAll('.tbp-gv-fused-node')) {
      const [x, y] = g.getAttribute('transform').match(/[\d.]+/g).map(Number);
      const box = g.querySelector('.tbp-gv-box');
      expect(x + Number(box.getAttribute('width'))).toBeLessThanOrEqual(Number(outer.getAttribute('width')));
      expect(y + Number(box.getAttribute('height'))).toBeLessThanOrEqual(Number(outer.getAttribute('height')));
    }
    expect(container.querySelector('.tbp-gv-stage').dataset.nodes).toBe('8');
    expect(setParams.mock.calls.at(-1)[0].expand).toBe('["fusion.1"]');
    // The details of a fused instruction.
    click(fusion.querySelector('.tbp-gv-fused-node[data-name="multiply.f"]'));
    const rows = [...container.querySelectorAll('.tbp-gv-details dt')].map((d) => d.textContent);
    expect(rows).toContain('In fusion');
    click(nodeGroup(container, 'fusion.1').querySelector('.tbp-gv-toggle'));
    await vi.waitFor(() => expect(draws(container)).toBe(3));
    expect(container.querySelectorAll('.tbp-gv-fused-node').length).toBe(0);
    expect(setParams.mock.calls.at(-1)[0].expand).toBe('');
  });

  it('opens expanded fusions named in the URL', async () => {
    const {container, view} = mount({state: {expand: '["fusion.1","gone.9"]', selected: 'fusion.1'}});
    await view.ready;
    expect(container.querySelectorAll('.tbp-gv-fused-node').length).toBe(3);
    expect(view.state().expand).toEqual(['fusion.1']);
    expect(nodeGroup(container, 'fusion.1').classList.contains('tbp-gv-selected')).toBe(true);
  });

  it('a click selects an op: its details, HLO text, time, metadata, calls and actions', async () => {
    const selectTool = vi.fn();
    const {container, view, api, setParams} = mount({selectTool});
    await view.ready;
    click(nodeGroup(container, 'dot.3'));
    const details = container.querySelector('.tbp-gv-details');
    expect(details.querySelector('.tbp-card-title').textContent).toBe('dot.3');
    expect(details.querySelector('pre.tbp-gv-hlo').textContent).toBe(sample().nodes[0].expression);
    const rows = Object.fromEntries([...details.querySelectorAll('dt')].map((d) => [d.textContent, d.nextElementSibling.textContent]));
    expect(rows).toMatchObject({'Self time': '6.000 µs', Occurrences: '3', 'Share of the module\'s op time': '66.70%',
      'Framework op': 'jit(step)/dot_general', Source: 'model.py:12'});
    expect(details.querySelector('.tbp-gv-center')).toBeNull(); // already the centre
    expect(nodeGroup(container, 'dot.3').classList.contains('tbp-gv-selected')).toBe(true);
    expect(nodeGroup(container, 'dot.3').querySelector('.tbp-gv-ring')).not.toBeNull();
    expect(setParams.mock.calls.at(-1)[0].selected).toBe('dot.3');
    // Links to the same op in other tools.
    const links = [...details.querySelectorAll('.tbp-gv-links a')];
    expect(links.map((a) => a.dataset.tool)).toEqual(['op_profile', 'hlo_stats', 'memory_viewer']);
    const opLink = new URLSearchParams(links[0].getAttribute('href').slice(1));
    expect(Object.fromEntries(opLink)).toEqual({run: 'run1', tool: 'op_profile', host: 'vm', op: 'dot.3', program: MODULE});
    click(links[1]);
    expect(selectTool).toHaveBeenCalledWith('hlo_stats', {filter: 'dot.3'});
    click(links[2]);
    expect(selectTool).toHaveBeenCalledWith('memory_viewer', {module: MODULE});

    // A while: its called computations re-centre the graph on their roots.
    click(nodeGroup(container, 'while.2'));
    const calls = [...container.querySelectorAll('.tbp-gv-calls li')];
    expect(calls.map((li) => li.textContent)).toEqual(['body.4 root tuple.8', 'cond.5']);
    click(calls[0].querySelector('button'));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(2));
    expect(api.data.mock.calls[1][0]).toMatchObject({node: 'tuple.8'});
  });

  it('"Center here" and a double click ask for the graph around that op', async () => {
    const {container, view, api} = mount();
    await view.ready;
    click(nodeGroup(container, 'p.0'));
    click(container.querySelector('.tbp-gv-details .tbp-gv-center'));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(2));
    expect(api.data.mock.calls[1][0]).toMatchObject({node: 'p.0'});
    await vi.waitFor(() => expect(draws(container)).toBe(2));
    nodeGroup(container, 'fusion.1').dispatchEvent(new MouseEvent('dblclick', {bubbles: true}));
    await vi.waitFor(() => expect(api.data).toHaveBeenCalledTimes(3));
    expect(api.data.mock.calls[2][0]).toMatchObject({node: 'fusion.1'});
  });

  it('downloads the DOT and the module\'s HLO text', async () => {
    const saved = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { saved.push(blob); return 'blob:x'; });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names = [];
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function () { names.push(this.download); });
    try {
      const {container, view, api} = mount();
      await view.ready;
      container.querySelector('.tbp-gv-dot').click();
      expect(names[0]).toBe('jit_step_7_dot.3.dot');
      expect(await saved[0].text()).toBe(sample().dot);
      container.querySelector('.tbp-gv-hlo-text').click();
      await vi.waitFor(() => expect(names.length).toBe(2));
      expect(api.data).toHaveBeenLastCalledWith({run: 'run1', tag: 'graph_viewer', host: 'vm', module: MODULE, format: 'hlo_text'});
      expect(names[1]).toBe('jit_step_7.hlo.txt');
      expect(await saved[1].text()).toContain('HloModule jit_step');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      clickSpy.mockRestore();
    }
  });

  it('zooms with the buttons and fits', async () => {
    const {container, view} = mount();
    await view.ready;
    const viewport = container.querySelector('.tbp-gv-viewport');
    const scale = () => Number(viewport.getAttribute('transform').match(/scale\(([\d.]+)\)/)[1]);
    const before = scale();
    container.querySelector('.tbp-gv-zoom-in').click();
    expect(scale()).toBeCloseTo(before * 1.25, 3);
    container.querySelector('.tbp-gv-zoom-out').click();
    container.querySelector('.tbp-gv-zoom-out').click();
    expect(scale()).toBeCloseTo(before / 1.25, 3);
    container.querySelector('.tbp-gv-fit').click();
    expect(scale()).toBeCloseTo(before, 3);
    expect(container.querySelector('.tbp-gv-zoom-level').textContent).toBe(`${Math.round(before * 100)}%`);
  });

  it('a layout that fails is said', async () => {
    setLayoutEngine(async () => { throw new Error('boom'); });
    try {
      const {container, view} = mount();
      await view.ready;
      expect(container.querySelector('.tbp-gv-errors [role=alert]').textContent).toContain('could not be laid out: boom');
    } finally {
      setLayoutEngine((graph) => realElk.layout(graph));
    }
  });
});

describe('links into the graph from other tools', () => {
  it('builds a link with module= and node= that opens the graph viewer', () => {
    const selectTool = vi.fn();
    const link = graphViewerLink({module: MODULE, node: HOSTILE}, {state: {run: 'r', host: 'h'}, selectTool});
    expect(Object.fromEntries(new URLSearchParams(link.getAttribute('href').slice(1))))
      .toEqual({run: 'r', tool: 'graph_viewer', host: 'h', module: MODULE, node: HOSTILE});
    expect(link.textContent).toBe('Open in graph viewer');
    expect(link.querySelector('img')).toBeNull();
    click(link);
    expect(selectTool).toHaveBeenCalledWith('graph_viewer', {module: MODULE, node: HOSTILE});
    expect(graphViewerLink({programId: '7', node: 'dot.3'}, {selectTool}).getAttribute('href')).toBe('#tool=graph_viewer&program_id=7&node=dot.3');
    expect(graphViewerLink({module: MODULE, node: ''}, {})).toBeNull();
  });

  it('is left out where the run cannot show graph_viewer', () => {
    const select = document.createElement('select');
    select.id = 'tbp-tool';
    const option = document.createElement('option');
    option.value = 'graph_viewer';
    option.disabled = true;
    select.append(option);
    document.body.append(select);
    expect(graphViewerLink({module: MODULE, node: 'dot.3'}, {root: document})).toBeNull();
  });

  it('hlo_stats: the op name cell is a link to the op\'s graph', () => {
    const columns = [{id: 'program_id'}, {id: 'hlo_op_name'}];
    const selectTool = vi.fn();
    linkOpNames(columns, {state: {run: 'r', host: 'vm'}, selectTool, root: document});
    const link = columns[1].cell(HOSTILE, ['7', HOSTILE], HOSTILE);
    expect(link.textContent).toBe(HOSTILE);
    click(link);
    expect(selectTool).toHaveBeenCalledWith('graph_viewer', {program_id: '7', node: HOSTILE});
  });

  it('op_profile: finds an op by name and program, and keeps the selection in the URL', () => {
    const root = {name: 'root', children: [
      {kind: 'program', name: 'a(1)', children: [{kind: 'category', name: 'dot', children: [
        {kind: 'op', name: 'dot.3', xla: {program: 'a(1)'}, children: []}]}]},
      {kind: 'program', name: MODULE, children: [{kind: 'category', name: 'dot', children: [
        {kind: 'op', name: 'dot.3', xla: {program: MODULE}, children: [{kind: 'fused', name: 'mul.1', xla: {program: MODULE}}]}]}]},
    ]};
    expect(findOpKey(root, 'dot.3', MODULE)).toBe([MODULE, 'dot', 'dot.3'].join('\u0001'));
    expect(findOpKey(root, 'dot.3', 'gone(9)')).toBe(['a(1)', 'dot', 'dot.3'].join('\u0001'));
    expect(findOpKey(root, 'mul.1')).toBe([MODULE, 'dot', 'dot.3', 'mul.1'].join('\u0001'));
    expect(findOpKey(root, 'nope')).toBeNull();
    expect(selectionParams({kind: 'op', name: 'dot.3', xla: {program: MODULE}})).toEqual({op: 'dot.3', program: MODULE});
    expect(selectionParams({kind: 'category', name: 'dot'})).toEqual({op: '', program: ''});
    expect(selectionParams(null)).toEqual({op: '', program: ''});
  });
});
