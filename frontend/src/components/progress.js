// A loading bar: role=progressbar with aria-valuenow in percent, or
// indeterminate (no aria-valuenow, an animated stripe) when the fraction is
// unknown, with a label saying what is loading.

import {el} from '../lib/dom.js';

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
