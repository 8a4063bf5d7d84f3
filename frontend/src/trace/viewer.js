// The trace viewer page: toolbar (modes, search, hosts, download.js), the canvas
// timeline and the details pane, wired to the model. The visible range and
// the selected event live in the URL (view=startMs,endMs, sel=id).

import {el, clear} from '../lib/dom.js';
import {formatDurationUs, formatNumber, shortName} from '../lib/format.js';
import {Timeline, MODES} from './timeline.js';
import {TraceModel, fetchRange, trackHost, indexOfId} from './model.js';
import {detailsPane, serverSummary, summarizeByName, trackLabel} from './details.js';
import {keyAction, keyUpAction, keysReachViewer} from './keys.js';
import {centerOn, formatViewParam, parseViewParam} from './math.js';
import {readRoom, roomParams} from './room.js';
import {resizableDetails} from './details_resize.js';
import {alignmentText, baseSectionIndex, foldsForBothRuns} from './compare.js';
import {traceDownload} from './download.js';
import './trace_room.css';

/** Characters the status box shows (its CSS width is 30ch). */
const STATUS_CHARS = 30;

export const SEARCH_LIMIT = 100;
/** Search pages kept (each SEARCH_LIMIT matches; their matches in view are outlined). */
const MAX_PAGES = 5;
/** URL writes wait for the view to settle (replaceState on every frame of a drag is wasted work). */
export const URL_DELAY_MS = 300;
/** Width used before the page is laid out (tests, hidden tabs). */
const FALLBACK_WIDTH = 1000;

const MODE_LABELS = {select: 'Select', pan: 'Pan', zoom: 'Zoom', timing: 'Timing'};

/** The URL parameters of a viewer state (view in ms, selected event id). */
export function viewerParams(view, selected, {multiHost = false} = {}) {
  return {
    view: view ? formatViewParam(view) : '',
    sel: selected && selected.id >= 0 ? String(selected.id) : '',
    sel_host: selected && multiHost && selected.host ? selected.host : '',
  };
}

/** Inverse of viewerParams: {view: {start, end} | null, sel: {id, host} | null, hosts: [..] | null}. */
export function readViewerParams(state = {}) {
  const id = state.sel !== undefined && state.sel !== '' ? Number(state.sel) : NaN;
  return {
    view: parseViewParam(state.view),
    sel: Number.isInteger(id) && id >= 0 ? {id, host: state.sel_host || null} : null,
    hosts: state.hosts ? String(state.hosts).split(',').filter(Boolean) : null,
  };
}

/**
 * Where to look to show a search match or flow end: the same viewport when
 * the event already fits inside it, else centred on it, widened when the
 * event is longer than 80% of the viewport.
 */
export function viewForEvent(view, ts, dur, span = null) {
  const width = view.end - view.start;
  const d = Math.max(0, dur || 0);
  if (d > 0.8 * width) return centerOn(ts + d / 2, d / 0.6, span);
  if (ts >= view.start && ts + d <= view.end) return view;
  return centerOn(ts + d / 2, width, span);
}

/**
 * The position of the next search match: `at` (-1: none shown yet) moved by
 * `direction`, wrapping around all `total` matches; the first step goes to the
 * first match (forward) or the last one (backward).
 */
export function nextMatchIndex(at, direction, total) {
  if (!(total > 0)) return -1;
  if (at < 0 || at >= total) return direction < 0 ? total - 1 : 0;
  return (((at + (direction < 0 ? -1 : 1)) % total) + total) % total;
}

/**
 * mountTraceViewer(container, {params, state, setParams, api, compare}) -> controller
 * (controller: {timeline, model, handleKey, search, jumpTo, destroy}; for tests and the tool view).
 * compare: {base_run, base_host} to show that run too, aligned at a step (or null).
 */
export function mountTraceViewer(container, {params, state = {}, setParams = () => {}, api, compare = null}) {
  const restored = readViewerParams(state);
  const run = params.run;
  let allHosts = null;
  let selectedHosts = restored.hosts || (params.host ? [params.host] : null);
  let pendingSel = restored.sel;
  let destroyed = false;

  // ---- toolbar ----
  const modeButtons = Object.fromEntries(MODES.map((mode, k) => [mode, el('button', {
    type: 'button', class: 'tbp-button tbp-trace-mode', 'aria-pressed': mode === 'select' ? 'true' : 'false',
    title: `${MODE_LABELS[mode]} mode (key ${k + 1})`, text: `${MODE_LABELS[mode]} ${k + 1}`,
    on: {click: () => timeline.setMode(mode)},
  })]));
  const searchInput = el('input', {type: 'search', class: 'tbp-input tbp-trace-search', placeholder: 'Search events', 'aria-label': 'Search events',
    on: {keydown: (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        search(e.shiftKey ? -1 : 1);
      }
    }}});
  const regexBox = el('input', {type: 'checkbox', on: {change: () => resetSearch()}});
  const argsBox = el('input', {type: 'checkbox', on: {change: () => resetSearch()}});
  const countLabel = el('span', {class: 'tbp-trace-count', 'aria-live': 'polite'});
  const prevButton = el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: '‹', title: 'Previous match (Shift+Enter)', 'aria-label': 'Previous match', on: {click: () => search(-1)}});
  const nextButton = el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: '›', title: 'Next match (Enter)', 'aria-label': 'Next match', on: {click: () => search(1)}});
  const hostBox = el('fieldset', {class: 'tbp-trace-hosts', hidden: true}, el('legend', {text: 'Hosts'}));
  const status = el('span', {class: 'tbp-trace-status', role: 'status'});
  // Compared with a base run (the shell passes base_run): both runs in one timeline, the
  // base run's hosts below, aligned at a step the user can change.
  const extra = compare && compare.base_run ? {base_run: compare.base_run, ...(compare.base_host ? {base_host: compare.base_host} : {}),
    ...(state.align_step ? {align_step: state.align_step} : {})} : {};
  const alignInput = el('input', {type: 'number', min: '0', step: '1', class: 'tbp-input tbp-trace-align', id: 'tbp-trace-align',
    'aria-label': 'Align the runs at step', value: state.align_step || '',
    on: {change: () => changeAlignment()}});
  const alignNote = el('span', {class: 'tbp-trace-aligned', role: 'status'});
  const baseButton = el('button', {type: 'button', class: 'tbp-button tbp-trace-small tbp-trace-to-base', text: 'Base run ↓',
    title: 'Scroll to the base run\'s tracks', on: {click: () => timeline.scrollToItem(baseSectionIndex(timeline.layout, model.window?.aligned))}});
  const alignBox = extra.base_run ? el('span', {class: 'tbp-trace-compare'},
    el('label', {class: 'tbp-trace-check', title: 'The step that starts at the same time in both runs'}, 'Align at step', alignInput),
    alignNote, baseButton) : null;
  const {link: download, status: downloadStatus, abort: abortDownload} = traceDownload(api, params, () => destroyed);
  // Hidden tracks (track menu): how many, and the way back; over the timeline's
  // top-left corner, so that it never rewraps the toolbar.
  const hiddenButton = el('button', {type: 'button', class: 'tbp-button tbp-trace-small tbp-trace-unhide', hidden: true,
    title: 'Show the tracks hidden with their menu (right-click a track name)', on: {click: () => timeline.showHiddenTracks()}});
  const helpButton = el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: '?', title: 'Keys and mouse (?)', 'aria-label': 'Help',
    on: {click: () => timeline.toggleHelp()}});
  const toolbar = el('div', {class: 'tbp-trace-toolbar'},
    el('div', {class: 'tbp-trace-modes', role: 'group', 'aria-label': 'Mouse mode'}, Object.values(modeButtons)),
    el('div', {class: 'tbp-trace-searchbar'}, searchInput, prevButton, nextButton, countLabel,
      el('label', {class: 'tbp-trace-check'}, regexBox, 'Regex'),
      el('label', {class: 'tbp-trace-check'}, argsBox, 'Args')),
    hostBox,
    alignBox,
    el('span', {class: 'tbp-spacer'}),
    status, downloadStatus, download, helpButton);

  // ---- timeline and details ----
  const details = detailsPane({onJump: (flow) => jumpTo({id: flow.id, ts: flow.ts, dur: flow.dur || 0, track: flow.track})});
  const body = el('div', {class: 'tbp-trace-body'});
  const pane = resizableDetails(details.element);
  const root = el('div', {class: 'tbp-trace'}, toolbar, body, pane.handle, details.element);
  pane.attach(root);
  container.append(root);

  let model = null; // created below, once the timeline knows its width
  const timeline = new Timeline(body, {
    onViewChange: (view) => {
      if (model) model.ensure(view, timeline.timeWidth);
      scheduleUrl();
    },
    // A wider canvas may need finer buckets (covers() decides); before the
    // first window there is nothing to compare with.
    onResize: (width) => {
      if (model && model.window) model.ensure(timeline.view, width);
    },
    onModeChange: (mode) => {
      for (const [m, b] of Object.entries(modeButtons)) b.setAttribute('aria-pressed', m === mode ? 'true' : 'false');
    },
    onSelectEvent: (sel) => showSelected(sel),
    onSelectRange: (range) => showRange(range),
    onRoomChange: (room) => {
      updateHidden();
      if (!destroyed && container.isConnected) setParams(roomParams(room));
    },
    onTiming: (interval) => {
      if (interval) {
        details.showMessage(`Measured ${formatDurationUs(interval.end - interval.start)}, from ${formatDurationUs(interval.start)} to ${formatDurationUs(interval.end)}. F zooms to it, M marks it.`);
      }
    },
  });
  body.append(hiddenButton);
  const room = readRoom(state);
  timeline.setRoom(room);
  let firstCompare = Boolean(extra.base_run) && !room.collapsed.size && !room.folded.size && !room.pinned.length && !room.hidden.size;
  timeline.fitToElement();
  if (!timeline.width) timeline.setSize(FALLBACK_WIDTH, 600);

  function updateHidden() {
    const n = timeline.layout.hidden || 0;
    hiddenButton.hidden = !n;
    hiddenButton.textContent = `${formatNumber(n)} hidden track${n === 1 ? '' : 's'} · Show`;
  }

  let lastError = null;
  let loadingText = null; // how far the server has got with the first window (a cold load)
  model = new TraceModel({
    api, run, hosts: selectedHosts, extra,
    onWindow: (win) => {
      lastError = null;
      timeline.setWindow(win);
      // The view may have been clamped (a link past the end of the trace):
      // fetch what it needs if this window does not cover it.
      model.ensure(timeline.view, timeline.timeWidth);
      // A base run's hosts come with it: only the run's own hosts are chosen from.
      const own = win.aligned ? win.hosts.filter((h) => !win.aligned.base_hosts.includes(h)) : win.hosts;
      if (!allHosts && own.length > 1) setHostChoices(own);
      if (win.aligned) showAlignment(win.aligned);
      // A first look at two runs (no room state in the link): both on the first screen.
      if (win.aligned && firstCompare) {
        firstCompare = false;
        const folds = foldsForBothRuns(timeline.layout, win.aligned, timeline.tracksHeight, timeline.sizes);
        if (folds.length) timeline.foldTracks(folds);
      }
      restoreSelection(win);
      updateHidden();
      updateStatus();
    },
    onLoading: () => updateStatus(),
    onProgress: (text) => {
      loadingText = text;
      timeline.setLoadingNote(text);
      updateStatus();
    },
    onError: (e) => {
      lastError = e;
      updateStatus();
    },
  });

  function updateStatus() {
    clear(status);
    status.classList.toggle('tbp-error', Boolean(lastError));
    if (lastError) {
      status.append(`Could not load the trace: ${lastError.message} `,
        el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: 'Retry', on: {click: () => reload()}}));
      return;
    }
    const win = model.window;
    const parts = [];
    if (win) {
      parts.push(`${formatNumber(win.eventsInWindow)} events`);
      if (win.thinned) parts.push(`${formatNumber(win.thinned)} merged into boxes`);
    }
    const whole = [...parts];
    if (model.pending) {
      // The status box has a fixed width (30ch in trace.css): a long progress text loses
      // its middle, so what loads and how far it has got both stay; the title has it all.
      parts.push(loadingText ? `loading: ${shortName(loadingText, STATUS_CHARS - 9)}` : 'loading…');
      whole.push(loadingText ? `loading: ${loadingText}` : 'loading…');
    }
    status.textContent = parts.join(' · ');
    status.title = whole.join(' · ');
  }

  // ---- loading ----
  function loadOverview() {
    model.overview(Math.max(100, Math.round(timeline.timeWidth)))
      .then((ov) => { if (!destroyed) timeline.setOverview(ov); })
      .catch(() => { /* the overview strip is optional */ });
  }

  function reload() {
    lastError = null;
    if (timeline.viewSet && model.span) {
      model.load(fetchRange(timeline.view, timeline.timeWidth, model.span));
    } else if (restored.view && !model.window) {
      model.load(fetchRange(restored.view, timeline.timeWidth, null));
      loadOverview();
    } else {
      // The whole trace at one bucket per pixel: also the overview strip.
      model.load(null, {resolution: Math.round(timeline.timeWidth)}).then((win) => {
        if (win) timeline.setOverview(win);
      });
    }
    updateStatus();
  }

  if (restored.view) timeline.setView(restored.view, {emit: false});
  reload();

  // ---- a compared run ----
  function showAlignment(aligned) {
    const {note, title} = alignmentText(aligned); // the base run's name in the tooltip
    alignNote.textContent = note;
    alignNote.title = title;
    alignInput.placeholder = aligned.step === null ? '' : String(aligned.step);
  }

  function changeAlignment() {
    const step = alignInput.value.trim();
    if (step) model.extra = {...model.extra, align_step: step};
    else model.extra = Object.fromEntries(Object.entries(model.extra).filter(([k]) => k !== 'align_step'));
    // Another alignment moves every base event: start again from the whole trace.
    model.setHosts(selectedHosts, allHosts);
    resetSearch();
    timeline.clearSelection();
    model.load(null, {resolution: Math.round(timeline.timeWidth)}).then((win) => {
      if (win) {
        timeline.setOverview(win);
        timeline.setView({start: win.spanUs[0], end: win.spanUs[1]});
      }
    });
    if (!destroyed && container.isConnected) setParams({align_step: step});
  }

  // ---- hosts ----
  function setHostChoices(hosts) {
    allHosts = [...hosts];
    model.allHosts = allHosts;
    clear(hostBox).append(el('legend', {text: 'Hosts'}));
    hostBox.hidden = allHosts.length < 2;
    for (const h of allHosts) {
      const box = el('input', {type: 'checkbox', value: h, checked: !selectedHosts || selectedHosts.includes(h),
        on: {change: () => changeHosts()}});
      hostBox.append(el('label', {class: 'tbp-trace-check'}, box, h));
    }
  }

  function changeHosts() {
    const boxes = [...hostBox.querySelectorAll('input[type=checkbox]')];
    let chosen = boxes.filter((b) => b.checked).map((b) => b.value);
    if (!chosen.length) {
      // At least one host: re-check the box just cleared.
      boxes[0].checked = true;
      chosen = [boxes[0].value];
    }
    selectedHosts = chosen.length === allHosts.length ? null : chosen;
    model.setHosts(selectedHosts, allHosts);
    resetSearch();
    timeline.clearSelection();
    model.load(fetchRange(timeline.view, timeline.timeWidth, timeline.span));
    loadOverview();
    if (!destroyed && container.isConnected) setParams({hosts: selectedHosts ? selectedHosts.join(',') : ''});
  }

  if (api.hosts) {
    Promise.resolve().then(() => api.hosts(run, 'trace_viewer')).then((hosts) => {
      if (!destroyed && Array.isArray(hosts) && hosts.length > 1) setHostChoices(hosts);
    }).catch(() => { /* the window reply's hosts will do */ });
  }

  // ---- selection and details ----
  function singleHost() {
    if (selectedHosts && selectedHosts.length === 1) return selectedHosts[0];
    const win = model.window;
    if (win && win.hosts.length === 1) return win.hosts[0];
    return params.host || '';
  }

  function restoreSelection(win) {
    if (!pendingSel) return;
    const {id} = pendingSel;
    let host = pendingSel.host;
    if (!host) {
      const index = indexOfId(win, id);
      host = index >= 0 ? trackHost(win, win.track[index]) : singleHost();
    }
    pendingSel = null;
    timeline.selectId(id, host, {emit: true});
  }

  let selSeq = 0;
  async function showSelected(sel) {
    const seq = ++selSeq;
    rangeSeq += 1; // an exact summary still on its way is for an older area
    scheduleUrl();
    if (!sel) {
      details.showMessage('Click an event for its details, or drag over several for totals by name. Press ? for the keys.');
      return;
    }
    const win = model.window;
    const partial = sel.index >= 0
      ? {id: sel.id, name: win.names[win.name[sel.index]], ts: win.ts[sel.index], dur: win.dur[sel.index], track: win.track[sel.index]}
      : (sel.details || {id: sel.id, name: `Event ${sel.id}`});
    const extra = {count: sel.count, host: win && win.hosts.length > 1 ? sel.host : '', trackName: win ? trackLabel(win, partial.track) : ''};
    if (sel.id < 0) {
      details.showEvent(partial, extra);
      return;
    }
    details.showEvent(partial, {...extra, loading: true});
    try {
      const d = await model.details(sel.id, sel.host || singleHost());
      if (seq !== selSeq || destroyed) return;
      timeline.setSelectedDetails(d);
      const w = model.window;
      const flows = (d.flows || []).map((f) => ({...f, trackName: w ? trackLabel(w, f.track) : ''}));
      details.showEvent({...d, flows}, {...extra, trackName: w ? trackLabel(w, d.track ?? partial.track) : extra.trackName});
    } catch (e) {
      if (seq !== selSeq || destroyed) return;
      details.showEvent(partial, {...extra, error: e.message});
    }
  }

  // A drag-selected area: totals from the window at once (upper bounds where boxes
  // merge events), then the server's exact ones (mode=summary) when boxes were merged.
  let rangeSeq = 0;
  async function showRange({start, end, indexes, trackIds}) {
    const seq = ++rangeSeq;
    selSeq += 1; // a details reply still on its way is for an older selection
    scheduleUrl();
    const quick = summarizeByName(model.window, indexes);
    const extra = {start, end, tracks: trackIds.length};
    const exactNeeded = quick.merged > 0 && trackIds.length > 0;
    details.showSummary(quick, {...extra, exactPending: exactNeeded});
    if (!exactNeeded) return;
    try {
      const reply = await model.summary(start, end, trackIds);
      if (seq !== rangeSeq || destroyed) return;
      details.showSummary(serverSummary(reply), extra);
    } catch (e) {
      if (seq !== rangeSeq || destroyed || (e && e.name === 'AbortError')) return;
      details.showSummary(quick, {...extra, exactError: e.message});
    }
  }

  /** Shows an event known by id, time and track (search match, flow end), opening its section or track. */
  function jumpTo(match) {
    const host = match.host || trackHost(model.window, match.track) || singleHost();
    timeline.revealTrack(match.track, match.row || 0);
    timeline.setView(viewForEvent(timeline.view, match.ts, match.dur, timeline.span));
    timeline.selectId(match.id, host, {details: {id: match.id, name: match.name, ts: match.ts, dur: match.dur, track: match.track}, emit: true});
  }

  // ---- search ----
  // The server pages the matches (offset, limit = SEARCH_LIMIT): `at` is the
  // position among all `total` matches, and a page is fetched when the step
  // leaves the pages already here.
  let found = newSearch('');
  function newSearch(key) {
    return {key, total: 0, pages: new Map(), at: -1};
  }
  function resetSearch() {
    found = newSearch('');
    countLabel.textContent = '';
    countLabel.classList.remove('tbp-error');
    timeline.setSearchMatches([], null);
  }

  async function fetchPage(key, page, q) {
    const reply = await model.search(q, {regex: regexBox.checked, args: argsBox.checked, limit: SEARCH_LIMIT, offset: page * SEARCH_LIMIT});
    if (found.key !== key) {
      found = newSearch(key);
    }
    found.total = reply.total ?? (reply.matches || []).length;
    found.pages.set(page, reply.matches || []);
    // Keep a few pages: the ones around the current match.
    while (found.pages.size > MAX_PAGES) found.pages.delete(found.pages.keys().next().value);
    return found.pages.get(page);
  }

  // Steps run one after the other: Enter pressed again while a page loads goes one further.
  let searching = Promise.resolve(null);
  function search(direction = 1) {
    searching = searching.then(() => searchStep(direction), () => searchStep(direction));
    return searching;
  }

  async function searchStep(direction) {
    if (destroyed) return null;
    const q = searchInput.value.trim();
    if (!q) {
      resetSearch();
      return null;
    }
    const key = JSON.stringify([q, regexBox.checked, argsBox.checked, selectedHosts, model.extra]);
    try {
      if (key !== found.key) {
        countLabel.textContent = 'Searching…';
        countLabel.classList.remove('tbp-error');
        // The first page tells the total (Shift+Enter then goes to the last match).
        await fetchPage(key, 0, q);
      }
    } catch (e) {
      if (e && e.name === 'AbortError') return null;
      countLabel.textContent = e.message;
      countLabel.classList.add('tbp-error');
      return null;
    }
    if (!found.total) {
      countLabel.textContent = 'No match';
      timeline.setSearchMatches([], null);
      return null;
    }
    const at = nextMatchIndex(found.at, direction, found.total);
    const page = Math.floor(at / SEARCH_LIMIT);
    let matches = found.pages.get(page);
    if (!matches) {
      countLabel.textContent = `${formatNumber(at + 1)} of ${formatNumber(found.total)} (loading…)`;
      try {
        matches = await fetchPage(key, page, q);
      } catch (e) {
        if (e && e.name === 'AbortError') return null;
        countLabel.textContent = e.message;
        countLabel.classList.add('tbp-error');
        return null;
      }
    }
    const match = matches[at - page * SEARCH_LIMIT];
    if (!match) return null; // the profile changed under the search: the next Enter starts again
    found.at = at;
    countLabel.textContent = `${formatNumber(at + 1)} of ${formatNumber(found.total)}`;
    timeline.setSearchMatches([...found.pages.values()].flat(), match);
    jumpTo(match);
    return match;
  }

  // ---- URL ----
  let urlTimer = null;
  function scheduleUrl() {
    if (urlTimer) clearTimeout(urlTimer);
    urlTimer = setTimeout(writeUrl, URL_DELAY_MS);
  }
  function writeUrl() {
    urlTimer = null;
    // After navigating to another tool this view is gone: its params must not leak into the new one.
    if (destroyed || !container.isConnected) return;
    const multiHost = Boolean(model.window && model.window.hosts.length > 1);
    setParams(viewerParams(timeline.view, timeline.selected, {multiHost}));
  }

  // ---- keys ----
  function handleKey(e) {
    if (!container.isConnected) {
      destroy();
      return false;
    }
    const hit = keyAction(e);
    if (!hit) return false;
    if (hit.action === 'focus-search') {
      searchInput.focus();
      e.preventDefault();
      return true;
    }
    if (timeline.keyDown(hit.action, {fast: hit.fast, repeat: Boolean(e.repeat)})) {
      e.preventDefault();
      return true;
    }
    return false;
  }
  function handleKeyUp(e) {
    const action = keyUpAction(e);
    if (action) timeline.keyUp(action);
  }
  // Keys go to the page (document), so they work wherever the focus is but in a
  // text field; they cannot reach the page before it has the focus (TensorBoard's
  // iframe; the tool menu just used): the timeline takes it when the view opens,
  // and a hint says to click it whenever the keys would go elsewhere.
  function updateKeyHint() {
    if (destroyed) return;
    timeline.showKeyHint(!keysReachViewer());
  }
  function onBlur() {
    timeline.keyUp(null); // a key released elsewhere never sends its keyup here
    updateKeyHint();
  }
  const focusEvents = [[document, 'keydown', handleKey], [document, 'keyup', handleKeyUp],
    [document, 'focusin', updateKeyHint], [document, 'focusout', () => setTimeout(updateKeyHint, 0)],
    [window, 'blur', onBlur], [window, 'focus', updateKeyHint]];
  for (const [target, name, fn] of focusEvents) target.addEventListener(name, fn);
  // The view opens (a link, the tool menu, TensorBoard's tab): the keys work at once.
  function focusTimeline() {
    if (destroyed || !container.isConnected) return;
    timeline.focus();
    updateKeyHint();
  }
  focusTimeline();
  setTimeout(focusTimeline, 0); // the shell may attach the container after this returns

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    for (const [target, name, fn] of focusEvents) target.removeEventListener(name, fn);
    if (urlTimer) clearTimeout(urlTimer);
    abortDownload();
    model.destroy();
    timeline.destroy();
    pane.destroy();
  }

  return {timeline, model, details, handleKey, search, jumpTo, writeUrl, destroy, root, updateKeyHint};
}
