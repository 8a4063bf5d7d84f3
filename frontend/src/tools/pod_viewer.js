// pod_viewer: every core of a TPU pod for one step — a step slider, the
// topology (hosts → chips → cores, one SVG) as a heat map of the share of the
// step spent in a chosen category, the send/recv channels (latency bars, the
// selected link as an arrow on the topology, a details card) and the step
// breakdown per core (tools/pod_viewer.py documents the JSON). On a single
// device the same view shows that device's per-step breakdown.
//
// This module draws; pod_viewer_data.js computes what is drawn. The topology
// is one SVG whose rects are recoloured in place when the step or category
// changes: 64 hosts × 8 cores stay 512 rects, not 512 charts.
// Profile text (host, device, HLO names) only goes into text nodes.

import {el} from '../lib/dom.js';
import {formatNumber, formatPercent, formatUs} from '../lib/format.js';
import {HEAT_STOPS, MARKS, POD_CATEGORIES, UI} from '../lib/palette.js';
import {barChart, stackedColumnChart} from '../components/charts.js';
import {card, keyValueCard} from '../components/card.js';
import {emptyMessage} from '../components/message.js';
import {attachTooltip} from '../components/tooltip.js';
import {categoryColor, diagnosticsBlock} from '../components/step_chart.js';
import {
  NO_DATA_COLOR, breakdownColumns, breakdownTitle, channelIndexOf, channelOptions, columnRows, columnTitle, coreFills,
  coreName, coreRows, coreTooltip, hostLabel, initialView, legendTicks, linkShape, stepData, stepSummary,
  topologyLayout, topologySubtitle, usedCategories,
} from './pod_viewer_data.js';
import './pod_viewer.css';

export const allHosts = true;

const SVG_NS = 'http://www.w3.org/2000/svg';
const MIB = 1024 ** 2;

export function podCategoryColor(id, index = 0) {
  return POD_CATEGORIES[id] || categoryColor(id, index);
}

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
  for (const child of children) if (child) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

/** Rows of the channel card (HLO names as code elements). */
export function channelRows(ch, coresById, topology) {
  return [
    ['Channel id', String(ch.channel_id)],
    ['From', coreName(coresById.get(ch.src_core), topology)],
    ['To', coreName(coresById.get(ch.dst_core), topology)],
    ['Data transferred', `${formatNumber(ch.data_bytes / MIB, 3)} MiB`],
    ['Latency', formatUs(ch.latency_us)],
    ['BW', `${formatNumber(ch.bandwidth_gibps, 3)} GiB/s`],
    ['Send delay', formatUs(ch.send_delay_us)],
    ['Hlo names', (ch.hlo_names || []).length ? el('span', {class: 'tbp-pod-hlo'}, ch.hlo_names.map((n) => el('code', {text: n}))) : '-'],
  ];
}

function field(labelText, control, extra) {
  return el('label', {class: 'tbp-field tbp-pod-field'}, el('span', {class: 'tbp-field-label', text: labelText}), control, extra);
}

/** The legend bar: the heat gradient from 0 to `max` (a share, 0..1). */
function legendBar(id) {
  const width = 280;
  const stops = HEAT_STOPS.map((c, i) => svg('stop', {offset: `${(100 * i) / (HEAT_STOPS.length - 1)}%`, 'stop-color': c}));
  const ticks = svg('g', {class: 'tbp-pod-ticks'});
  const node = svg('svg', {class: 'tbp-pod-legend', width: width + 110, height: 36, role: 'img'},
    svg('defs', {}, svg('linearGradient', {id, x1: '0%', x2: '100%', y1: '0%', y2: '0%'}, ...stops)),
    svg('rect', {x: 10, y: 2, width, height: 14, fill: `url(#${id})`, stroke: UI.faint, 'stroke-width': 0.5}),
    ticks,
    svg('rect', {x: width + 24, y: 2, width: 14, height: 14, fill: NO_DATA_COLOR, stroke: UI.faint, 'stroke-width': 0.5}),
    svg('text', {x: width + 42, y: 13, 'font-size': 11, fill: UI.muted}, 'no data'));
  function setMax(max) {
    ticks.replaceChildren();
    for (const tick of legendTicks(max, width)) {
      ticks.append(svg('line', {x1: tick.x, x2: tick.x, y1: 16, y2: 20, stroke: UI.faint}));
      ticks.append(svg('text', {x: tick.x, y: 32, 'font-size': 11, fill: UI.muted, 'text-anchor': tick.anchor}, tick.text));
    }
    node.setAttribute('aria-label', `Colour scale: 0% (light yellow) to ${formatPercent(100 * max, 1)} of the step (dark blue)`);
  }
  setMax(1);
  return {element: node, setMax};
}

/** The step slider, the category and colour scale selectors, and the step's summary line. */
function stepControls(steps, categories, view) {
  const slider = el('input', {
    type: 'range', id: 'tbp-pod-step', min: '0', max: String(steps.length - 1), step: '1',
    value: String(view.stepIndex), 'aria-label': 'Step', disabled: steps.length < 2,
  });
  const stepValue = el('output', {class: 'tbp-pod-step-value', id: 'tbp-pod-step-value', for: 'tbp-pod-step'});
  const categorySelect = el('select', {id: 'tbp-pod-category', 'aria-label': 'Breakdown category'},
    categories.map((c) => el('option', {value: c.id, text: c.label, selected: c === view.category})));
  const scaleSelect = el('select', {id: 'tbp-pod-scale', 'aria-label': 'Colour scale'},
    el('option', {value: '', text: '0 – 100% of the step', selected: !view.scaleToMax}),
    el('option', {value: 'max', text: '0 – the highest core', selected: view.scaleToMax}));
  const element = el('div', {class: 'tbp-pod-controls'},
    field(`Step (${steps.length} ${steps.length === 1 ? 'step' : 'steps'})`, el('span', {class: 'tbp-pod-slider'}, slider, stepValue)),
    field('Colour by', categorySelect),
    field('Colour scale', scaleSelect));
  const summary = el('p', {class: 'tbp-help tbp-pod-summary'});
  return {element, summary, slider, stepValue, categorySelect, scaleSelect};
}

let uid = 0;

/**
 * The topology card: hosts, chips and cores (rects carrying data-core), the
 * heat legend and the selected channel's link. Laid out by draw(maxWidth)
 * once the view is in the page, to the width its card really has.
 */
function topologyCard(topology, cores) {
  const id = ++uid;
  const markerId = `tbp-pod-arrow-${id}`;
  const coreRects = new Map();
  const hostGroup = svg('g', {class: 'tbp-pod-hosts'});
  const chipsPerHost = Math.max(1, topology.chips_per_host || 1);
  const linkGroup = svg('g', {class: 'tbp-pod-link', 'pointer-events': 'none'});
  const topo = svg('svg', {
    class: 'tbp-pod-topology', role: 'img',
    'aria-label': `Topology: ${topology.num_hosts} hosts × ${topology.chips_per_host} chips × ${topology.cores_per_chip} cores`,
  },
  svg('defs', {}, svg('marker', {id: markerId, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse'},
    svg('path', {d: 'M0,0 L10,5 L0,10 z', fill: MARKS.link}))),
  hostGroup, linkGroup);
  const wrap = el('div', {class: 'tbp-pod-topology-wrap'}, topo);
  const legend = legendBar(`tbp-pod-heat-${id}`);
  const title = el('span');
  const element = card({title, subtitle: topologySubtitle(topology, cores.length)}, wrap, legend.element).element;
  element.classList.add('tbp-pod-topology-card');
  let layout = null;

  function draw(maxWidth) {
    layout = topologyLayout(topology, cores, {maxWidth});
    hostGroup.replaceChildren();
    coreRects.clear();
    for (const host of layout.hosts) {
      const name = svg('text', {x: host.x + 5, y: host.y + 14, 'font-size': 11, fill: UI.textSecondary}, hostLabel(host));
      name.append(svg('title', {}, String(host.name)));
      hostGroup.append(svg('rect', {x: host.x, y: host.y, width: host.w, height: host.h, rx: 3, fill: UI.surfaceSunken, stroke: UI.faint}), name);
    }
    for (const chip of layout.chips) {
      hostGroup.append(svg('rect', {x: chip.x, y: chip.y, width: chip.w, height: chip.h, rx: 2, fill: UI.surface, stroke: UI.borderStrong,
        'data-chip': chip.id, 'data-host': Math.floor(chip.id / chipsPerHost)}));
    }
    for (const core of cores) {
      const box = layout.cores.get(core.core_id);
      if (!box) continue;
      const rect = svg('rect', {x: box.x, y: box.y, width: box.w, height: box.h, stroke: UI.hint, 'stroke-width': 0.5,
        class: 'tbp-pod-core', 'data-core': core.core_id});
      coreRects.set(core.core_id, rect);
      hostGroup.append(rect);
    }
    topo.setAttribute('width', layout.width + 2);
    topo.setAttribute('height', layout.height + 2);
    topo.setAttribute('viewBox', `-1 -1 ${layout.width + 2} ${layout.height + 2}`);
  }

  return {
    element,
    svg: topo,
    title,
    fit: () => draw(wrap.clientWidth ? Math.max(240, wrap.clientWidth - 4) : 900),
    recolour({max, fills}) {
      for (const [core, fill] of fills) coreRects.get(core)?.setAttribute('fill', fill);
      legend.setMax(max);
    },
    drawLink(ch) {
      linkGroup.replaceChildren();
      if (!ch) return;
      const {boxes, arrow} = linkShape(layout, ch);
      for (const box of boxes) {
        linkGroup.append(svg('rect', {x: box.x - 1.5, y: box.y - 1.5, width: box.w + 3, height: box.h + 3, fill: 'none', stroke: MARKS.link, 'stroke-width': 2}));
      }
      if (!arrow) return;
      linkGroup.append(svg('line', {...arrow, stroke: MARKS.link, 'stroke-width': 2, 'marker-end': `url(#${markerId})`,
        class: 'tbp-pod-arrow', 'data-src': ch.src_core, 'data-dst': ch.dst_core}));
      linkGroup.append(svg('circle', {cx: arrow.x1, cy: arrow.y1, r: 3, fill: MARKS.link}));
    },
  };
}

/** The channels card: a channel selector and the latency bars; onPick(index) when a bar is hovered or clicked. */
function channelsCard(onPick) {
  const select = el('select', {id: 'tbp-pod-channel', 'aria-label': 'Channel id'});
  const selectField = field('Channel id', select);
  const none = el('p', {class: 'tbp-pod-no-channels', text: 'No send/recv channels in this step.'});
  const latency = barChart({labels: [], values: [], label: 'Latency (µs)', format: (v) => formatNumber(v, 2), height: 220});
  latency.element.classList.add('tbp-pod-latency');
  const element = card({title: 'Send/recv channels: latency per channel (µs)',
    subtitle: 'Hover or click a bar to draw its link on the topology'}, selectField, none, latency.element).element;
  element.classList.add('tbp-pod-channels');
  const chart = latency.chart;
  if (chart) {
    // Chart.js replays the last pointer event after each update: only a new
    // pointer event may pick a bar, or the selector could never move off it.
    let lastNative = null;
    const pick = (event, elements) => {
      if (event.native === lastNative) return;
      lastNative = event.native;
      if (elements.length) onPick(elements[0].index);
    };
    chart.options.onHover = pick;
    chart.options.onClick = pick;
    chart.options.scales.x.title = {display: true, text: 'Channel id'};
    chart.options.scales.y.title = {display: true, text: 'Latency (µs)'};
    chart.options.plugins.tooltip.callbacks.title = (items) => (items.length ? `Channel ${items[0].label}` : '');
    chart.options.plugins.tooltip.callbacks.label = (ctx) => `Latency: ${formatUs(ctx.parsed.y)}`;
  }
  return {element, select, selectField, none, latency, chart};
}

/** The step breakdown chart: a column per core, or per step of a single device. */
function breakdownCard(data, shown) {
  const single = data.cores.length === 1;
  const perCore = (data.topology?.cores_per_chip || 1) > 1;
  const breakdown = stackedColumnChart({
    ...breakdownColumns(data, shown),
    yLabel: 'Time (µs)',
    format: (v) => formatNumber(v, 2),
    height: 320,
  });
  breakdown.element.classList.add('tbp-pod-breakdown');
  const element = card({title: breakdownTitle(data)}, breakdown.element).element;
  element.classList.add('tbp-pod-breakdown-section');
  const chart = breakdown.chart;
  if (chart) {
    const categories = data.categories || [];
    chart.data.datasets.forEach((d, i) => { d.backgroundColor = podCategoryColor(shown[i].id, categories.indexOf(shown[i])); });
    const tooltip = chart.options.plugins.tooltip;
    tooltip.filter = (item) => item.parsed.y > 0;
    tooltip.callbacks.title = (items) => (items.length ? columnTitle(data, items[0].dataIndex) : '');
    tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${formatUs(ctx.parsed.y)}`;
    chart.options.scales.x.title = {display: true, text: single ? 'Step' : perCore ? 'Global chip id:core' : 'Global chip id'};
  }
  return {element, chart};
}

export function render(container, {data, state = {}, setParams = () => {}}) {
  const topology = data.topology || {};
  const cores = data.cores || [];
  const steps = data.steps || [];
  const categories = data.categories || [];
  container.append(el('h2', {text: 'Pod viewer'}));
  const diag = diagnosticsBlock(data.diagnostics || {});
  if (diag) container.append(diag);
  if (!cores.length || !steps.length || !categories.length) {
    container.append(emptyMessage(cores.length ? 'No steps in this profile' : 'No devices in this profile',
      'The pod viewer shows one step at a time of every TPU core (or of the host when there is no TPU): '
      + 'mark each training step (tf.profiler.experimental.Trace("train", step_num=...) '
      + 'or jax.profiler.StepTraceAnnotation) and capture again.').element);
    return;
  }
  const single = cores.length === 1;
  const coresById = new Map(cores.map((c) => [c.core_id, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  // What is shown; `channel` is the channel id asked for (URL, last pick).
  const view = {...initialView(data, state), channelIndex: 0, hoverCore: null, hoverText: '', cardCore: cores[0], cardColumn: 0};
  const current = () => stepData(data, steps[view.stepIndex]);

  const controls = stepControls(steps, categories, view);
  container.append(controls.element, controls.summary);

  // ---- side cards ----
  const coreCard = keyValueCard({title: single ? 'Device' : 'Core', subtitle: 'Hover a core of the topology'});
  const channelCard = keyValueCard({title: 'Channel'});
  const stepCard = keyValueCard({title: 'Step breakdown', subtitle: 'Hover a column of the chart'});
  coreCard.element.classList.add('tbp-pod-core-card');
  channelCard.element.classList.add('tbp-pod-channel-card');
  const channelList = channelCard.element.querySelector('dl');
  const channelNone = el('p', {class: 'tbp-pod-no-channels', text: 'No send/recv channels in this step.'});
  channelCard.element.append(channelNone);
  stepCard.element.classList.add('tbp-pod-breakdown-card');

  // ---- topology ----
  const topo = topologyCard(topology, cores);
  const tip = attachTooltip(topo.svg, () => view.hoverText);
  topo.svg.addEventListener('mousemove', (event) => {
    const attr = event.target?.getAttribute?.('data-core');
    const core = attr === null || attr === undefined ? null : coresById.get(Number(attr));
    if (!core) {
      if (view.hoverCore !== null) tip.hide();
      view.hoverCore = null;
      view.hoverText = '';
      return;
    }
    if (core.core_id === view.hoverCore) return;
    view.hoverCore = core.core_id;
    view.hoverText = coreTooltip(core, topology, current(), view.category);
    tip.show(event.clientX, event.clientY);
    view.cardCore = core;
    coreCard.setRows(coreRows(core, topology, current(), view.category));
  });
  topo.svg.addEventListener('mouseleave', () => {
    view.hoverCore = null;
    view.hoverText = '';
  });

  // ---- channels ----
  const channels = channelsCard((index) => { if (index !== view.channelIndex) selectChannel(index, true); });
  channels.select.addEventListener('change', () => selectChannel(Number(channels.select.value), true));

  function selectChannel(index, fromUser) {
    const list = current().channels || [];
    view.channelIndex = Math.min(Math.max(0, index), Math.max(0, list.length - 1));
    const ch = list[view.channelIndex];
    channels.select.value = String(view.channelIndex);
    topo.drawLink(ch);
    channelCard.setRows(ch ? channelRows(ch, coresById, topology) : []);
    channelList.hidden = !ch;
    channelNone.hidden = Boolean(ch);
    if (channels.chart && ch) {
      channels.chart.data.datasets[0].backgroundColor = list.map((_, i) => (i === view.channelIndex ? MARKS.link : MARKS.channel));
      channels.chart.update('none');
    }
    if (fromUser && ch) {
      view.channel = String(ch.channel_id);
      setParams({channel: view.channel});
    }
  }

  function showChannels() {
    const list = current().channels || [];
    const has = list.length > 0;
    channels.selectField.hidden = !has;
    channels.latency.element.hidden = !has;
    channels.none.hidden = has;
    channels.select.replaceChildren(...channelOptions(list).map((o) => el('option', o)));
    if (channels.chart) {
      channels.chart.data.labels = list.map((ch) => String(ch.channel_id));
      channels.chart.data.datasets[0].data = list.map((ch) => ch.latency_us);
    }
    selectChannel(channelIndexOf(list, view.channel), false);
    if (channels.chart && !has) channels.chart.update('none');
  }

  // ---- step breakdown ----
  // A pod: one column per core for the selected step. A single device: one
  // column per step (the selected one outlined; a click selects a step).
  const shown = usedCategories(data);
  const breakdown = breakdownCard(data, shown);

  function setStepCard(index) {
    view.cardColumn = index;
    stepCard.setRows(columnRows(data, shown, index, current()));
  }
  if (breakdown.chart) {
    breakdown.chart.options.onHover = (_event, elements) => {
      if (elements.length && elements[0].index !== view.cardColumn) setStepCard(elements[0].index);
    };
    if (single) {
      breakdown.chart.options.onClick = (_event, elements) => {
        if (!elements.length) return;
        controls.slider.value = String(elements[0].index);
        controls.slider.dispatchEvent(new Event('input'));
      };
    }
  }

  function showBreakdown() {
    const chart = breakdown.chart;
    if (single) view.cardColumn = view.stepIndex;
    if (!chart) return;
    if (single) {
      // Outline the selected step's column.
      for (const d of chart.data.datasets) {
        d.borderColor = UI.text;
        d.borderWidth = steps.map((_, i) => (i === view.stepIndex ? 1.5 : 0));
      }
    } else {
      const s = current();
      shown.forEach((c, i) => {
        chart.data.datasets[i].data = cores.map((core) => Number(s.cores?.[String(core.core_id)]?.breakdown_us?.[c.id]) || 0);
      });
    }
    chart.update('none');
  }

  // ---- drawing one step ----
  function recolour() {
    const s = current();
    topo.recolour(coreFills(s, cores, view.category.id, view.scaleToMax));
    topo.title.textContent = `${single ? 'Device' : 'Topology'}: share of step ${steps[view.stepIndex]} in ${view.category.label}`;
    coreCard.setRows(coreRows(view.cardCore, topology, s, view.category));
    view.hoverCore = null;
  }

  function showStep() {
    const step = steps[view.stepIndex];
    controls.stepValue.textContent = `Step ${step} (${view.stepIndex + 1} of ${steps.length})`;
    controls.slider.setAttribute('aria-valuetext', `Step ${step}`);
    controls.summary.textContent = stepSummary(data, step);
    recolour();
    showChannels();
    showBreakdown();
    setStepCard(view.cardColumn);
  }

  controls.slider.addEventListener('input', () => {
    view.stepIndex = Number(controls.slider.value) || 0;
    showStep();
    setParams({step: String(steps[view.stepIndex])});
  });
  controls.categorySelect.addEventListener('change', () => {
    view.category = categoryById.get(controls.categorySelect.value) || categories[0];
    recolour();
    setParams({category: view.category.id});
  });
  controls.scaleSelect.addEventListener('change', () => {
    view.scaleToMax = controls.scaleSelect.value === 'max';
    recolour();
    setParams({scale: controls.scaleSelect.value});
  });

  container.append(el('div', {class: 'tbp-pod-layout'},
    // A single device has no links: the side card says so.
    el('div', {class: 'tbp-pod-main'}, topo.element, single ? null : channels.element, breakdown.element),
    el('aside', {class: 'tbp-pod-side'}, coreCard.element, channelCard.element, stepCard.element)));
  topo.fit();
  showStep();
}
