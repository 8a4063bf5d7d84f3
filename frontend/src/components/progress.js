// A loading bar: role=progressbar with aria-valuenow in percent, or
// indeterminate (no aria-valuenow, an animated stripe) when the fraction is
// unknown, with a label saying what is loading.

import {el} from '../lib/dom.js';
import {formatBytes} from '../lib/format.js';

/**
 * progress(label) -> {element, set(fraction, label?), done()}
 * set(fraction): 0..1, or null for indeterminate (the starting state).
 * done(): fills the bar and removes the element from the page.
 */
export function progress(label = 'Loading…') {
  const labelNode = el('div', {class: 'tbp-progress-label'}, label);
  const bar = el('div', {class: 'tbp-progress-bar'});
  const track = el('div', {
    class: 'tbp-progress-track',
    role: 'progressbar',
    'aria-valuemin': '0',
    'aria-valuemax': '100',
    'aria-label': label,
  }, bar);
  const element = el('div', {class: 'tbp-progress'}, labelNode, track);

  function set(fraction, newLabel) {
    if (newLabel !== undefined && newLabel !== null) {
      labelNode.textContent = String(newLabel);
      track.setAttribute('aria-label', String(newLabel));
    }
    if (fraction === null || fraction === undefined || Number.isNaN(Number(fraction))) {
      element.classList.add('tbp-progress-indeterminate');
      track.removeAttribute('aria-valuenow');
      track.removeAttribute('aria-valuetext');
      bar.style.width = '';
      return;
    }
    const percent = Math.round(Math.min(1, Math.max(0, Number(fraction))) * 100);
    element.classList.remove('tbp-progress-indeterminate');
    track.setAttribute('aria-valuenow', String(percent));
    track.setAttribute('aria-valuetext', `${percent}%`);
    bar.style.width = `${percent}%`;
  }

  function done() {
    set(1);
    element.classList.add('tbp-progress-done');
    element.remove();
  }

  set(null);
  return {element, set, done};
}

// ---- how far the server has got (the progress route) ----

const STAGE_WORDS = {reading: 'Reading', decoding: 'Decoding', indexing: 'Indexing', converting: 'Converting'};

/**
 * describeProgress(snapshot) -> {text, fraction}: the progress route's reply in
 * words ("Decoding /host:CPU: plane 2 of 5 · 3.1 s") and the fraction done
 * (null when the stage has no count). Names come from the profile: text only.
 */
export function describeProgress(p) {
  if (!p || !p.stage) return {text: 'Waiting for the server', fraction: null};
  const word = STAGE_WORDS[p.stage] || p.stage;
  const total = Number(p.total) || 0;
  const done = Number(p.done) || 0;
  let count = '';
  if (total > 0 && p.unit === 'bytes') count = `${formatBytes(done, 1)} of ${formatBytes(total, 1)}`;
  else if (total > 0 && p.unit === 'planes') count = `plane ${done + 1} of ${total}`;
  else if (total > 0) count = `${done ? `${done.toLocaleString('en-US')} of ` : ''}${total.toLocaleString('en-US')} ${p.unit || ''}`.trim();
  const what = [p.detail, count].filter(Boolean).join(': ');
  const elapsed = Number(p.elapsed_s);
  const time = Number.isFinite(elapsed) ? ` · ${elapsed.toFixed(1)} s` : '';
  const fraction = total > 0 && (p.unit === 'bytes' || p.unit === 'planes') ? Math.min(1, done / total) : null;
  return {text: `${word}${what ? ` ${what}` : ''}${time}`, fraction};
}

/** A short id for the `progress` parameter of one request. */
export function progressId() {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * watchProgress({poll, show, delayMs, everyMs}) -> stop()
 * After `delayMs` (work that ends sooner shows no progress), calls `poll()`
 * (-> the progress route's reply) every `everyMs` and `show(description)`
 * (describeProgress) with each reply, until stop(). Failed polls are skipped:
 * progress is a courtesy, the request itself says how it ended.
 */
export function watchProgress({poll, show, delayMs = 1000, everyMs = 500}) {
  let stopped = false;
  let timer = null;
  const tick = async () => {
    if (stopped) return;
    try {
      const p = await poll();
      if (!stopped && p && !p.finished) show(describeProgress(p));
    } catch { /* the next poll may answer */ }
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  timer = setTimeout(tick, delayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
