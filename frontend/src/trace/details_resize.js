// The handle between the timeline and the details pane: drag it (or focus it
// and press Up / Down, Shift for bigger steps) to give the room to one or the
// other; Enter or a double click folds the pane away and back. The height and
// the folded state are remembered (localStorage), for every run.

import {el} from '../lib/dom.js';

export const STORAGE_KEY = 'tbp.trace.details';
export const DEFAULT_HEIGHT = 170;
export const MIN_HEIGHT = 60;
/** The timeline keeps at least this much. */
export const MIN_TIMELINE = 200;
const STEP = 16;
const BIG_STEP = 80;

function storage() {
  try {
    return window.localStorage || null;
  } catch { /* storage blocked (a sandboxed iframe, privacy settings) */
    return null;
  }
}

/** {height, folded} as last saved (defaults when nothing or garbage was). */
export function loadPane(store = storage()) {
  try {
    const saved = JSON.parse((store && store.getItem(STORAGE_KEY)) || 'null');
    if (saved && Number.isFinite(saved.height)) return {height: Math.max(MIN_HEIGHT, saved.height), folded: Boolean(saved.folded)};
  } catch { /* garbage: defaults */ }
  return {height: DEFAULT_HEIGHT, folded: false};
}

export function savePane(pane, store = storage()) {
  try {
    if (store) store.setItem(STORAGE_KEY, JSON.stringify({height: Math.round(pane.height), folded: pane.folded}));
  } catch { /* full or blocked: not remembered */ }
}

/** A height within [MIN_HEIGHT, max] (max below MIN_HEIGHT: MIN_HEIGHT). */
export function clampHeight(height, max) {
  return Math.round(Math.max(MIN_HEIGHT, Math.min(Math.max(MIN_HEIGHT, max), height)));
}

/**
 * resizableDetails(details) -> {handle, attach(root), set, pane, destroy}: `handle`
 * goes between the timeline and `details`; once attached to their parent `root`,
 * the largest height leaves the rest of it (toolbar, a timeline of at least
 * MIN_TIMELINE px) in place.
 */
export function resizableDetails(details) {
  const pane = loadPane();
  let root = null;
  let observer = null;
  const handle = el('div', {class: 'tbp-trace-details-handle', role: 'separator', tabindex: '0',
    'aria-orientation': 'horizontal', 'aria-label': 'Details pane height',
    title: 'Drag to resize the details pane (keys: Up / Down); double-click or Enter to fold it'});
  // Folded, the handle says so and offers the way back.
  const openButton = el('button', {type: 'button', class: 'tbp-trace-details-open', text: 'Show the details pane',
    on: {click: () => {
      set(pane.height, {folded: false});
      handle.focus();
    }}});
  handle.append(openButton);

  function maxHeight() {
    const room = root ? root.clientHeight : 0;
    if (!room) return Infinity; // not laid out yet
    const others = [...root.children].filter((c) => c !== details && !c.classList.contains('tbp-trace-body'))
      .reduce((sum, c) => sum + c.offsetHeight, 0);
    return room - others - MIN_TIMELINE;
  }

  function apply() {
    const height = clampHeight(pane.height, maxHeight());
    details.hidden = pane.folded;
    details.style.height = `${height}px`;
    handle.classList.toggle('tbp-folded', pane.folded);
    handle.setAttribute('aria-valuenow', String(pane.folded ? 0 : height));
    handle.setAttribute('aria-valuemin', String(MIN_HEIGHT));
    const max = maxHeight();
    if (Number.isFinite(max)) handle.setAttribute('aria-valuemax', String(Math.max(MIN_HEIGHT, Math.round(max))));
    handle.setAttribute('aria-expanded', pane.folded ? 'false' : 'true');
  }

  function set(height, {folded = false} = {}) {
    pane.height = clampHeight(height, maxHeight());
    pane.folded = folded;
    apply();
    savePane(pane);
  }

  let drag = null;
  handle.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || e.target === openButton) return;
    drag = {y0: e.clientY, h0: pane.folded ? MIN_HEIGHT : details.offsetHeight || pane.height};
    try { handle.setPointerCapture(e.pointerId); } catch { /* synthetic events */ }
    handle.classList.add('tbp-dragging');
    e.preventDefault();
  });
  handle.addEventListener('pointermove', (e) => {
    if (!drag) return;
    // Up = a taller pane.
    set(drag.h0 - (e.clientY - drag.y0));
  });
  const end = (e) => {
    if (!drag) return;
    drag = null;
    handle.classList.remove('tbp-dragging');
    try { handle.releasePointerCapture(e.pointerId); } catch { /* synthetic events */ }
  };
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
  handle.addEventListener('dblclick', (e) => {
    if (e.target !== openButton) set(pane.height, {folded: !pane.folded});
  });
  handle.addEventListener('keydown', (e) => {
    if (e.target === openButton) return;
    const step = e.shiftKey ? BIG_STEP : STEP;
    const now = pane.folded ? MIN_HEIGHT - step : pane.height;
    if (e.key === 'ArrowUp') set(now + step);
    else if (e.key === 'ArrowDown') {
      // Down at the smallest height folds the pane.
      if (!pane.folded) set(pane.height - step, {folded: pane.height <= MIN_HEIGHT});
    }
    else if (e.key === 'Home') set(MIN_HEIGHT);
    else if (e.key === 'End') set(Infinity);
    else if (e.key === 'Enter' || e.key === ' ') set(pane.height, {folded: !pane.folded});
    else return;
    e.preventDefault();
    e.stopPropagation();
  });
  function attach(parent) {
    root = parent;
    // The window got smaller: the pane gives the timeline its minimum back.
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => apply());
      observer.observe(root);
    }
    apply();
  }
  apply();
  return {handle, attach, apply, pane, set, destroy: () => observer && observer.disconnect()};
}
