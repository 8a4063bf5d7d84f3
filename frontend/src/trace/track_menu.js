// A track's menu (right click on its label, or the Menu key for the selected
// event's track) and the Pin / Hide buttons shown over a label under the
// pointer. DOM over the canvas; methods of Timeline (installed by
// timeline.js), so `this` is the timeline.

import {el, clear} from '../lib/dom.js';

/** What the menu offers for a layout item: [{label, run}] (pure: tests). */
export function trackMenuEntries(timeline, item) {
  const entries = [];
  const hidden = timeline.layout.hidden || 0;
  if (item.kind === 'section') {
    entries.push({label: item.collapsed ? 'Expand this section' : 'Collapse this section', run: () => timeline.toggleSection(item)});
  } else {
    if (item.rows > 1) {
      entries.push({label: item.folded ? `Show all ${item.rows} rows` : 'Fold to the top row', run: () => timeline.toggleTrack(item.key)});
    }
    entries.push({label: item.pinned ? 'Unpin' : 'Pin to the top', run: () => timeline.pinTrack(item.key, !item.pinned)});
    entries.push({label: 'Hide this track', run: () => timeline.hideTrack(item.key)});
  }
  if (hidden) {
    entries.push({label: `Show ${hidden} hidden track${hidden > 1 ? 's' : ''}`, run: () => timeline.showHiddenTracks()});
  }
  return entries;
}

export const trackMenuMethods = {
  /** Opens the menu of a layout item at canvas point (x, y); the first entry takes the focus. */
  openTrackMenu(item, x, y) {
    this.closeTrackMenu();
    this.hideLabelButtons();
    this.hideTooltip();
    const close = (refocus) => {
      this.closeTrackMenu();
      if (refocus) this.focus();
    };
    const buttons = trackMenuEntries(this, item).map((entry) => el('button', {
      type: 'button', role: 'menuitem', class: 'tbp-trace-menu-item', text: entry.label,
      on: {click: () => {
        close(true);
        entry.run();
      }},
    }));
    const name = item.kind === 'section' ? item.section.name : item.track.name;
    const menu = el('div', {class: 'tbp-trace-menu', role: 'menu', 'aria-label': `Track ${name}`},
      el('div', {class: 'tbp-trace-menu-title', text: name, title: name}), buttons);
    menu.addEventListener('keydown', (e) => {
      const k = buttons.indexOf(document.activeElement);
      if (e.key === 'Escape' || e.key === 'Tab') {
        close(true);
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const step = e.key === 'ArrowDown' ? 1 : -1;
        buttons[(k + step + buttons.length) % buttons.length].focus();
      } else if (e.key !== 'Enter' && e.key !== ' ') {
        return;
      }
      if (e.key !== 'Enter' && e.key !== ' ') e.preventDefault();
      // The viewer's keys (document) must not act on keys meant for the menu.
      e.stopPropagation();
    });
    this.element.append(menu);
    // Inside the timeline: flip left / up near the right / bottom edges.
    const w = menu.offsetWidth || 180;
    const h = menu.offsetHeight || 120;
    menu.style.left = `${Math.max(0, x + w > this.width ? x - w : x)}px`;
    menu.style.top = `${Math.max(0, y + h > this.height ? y - h : y)}px`;
    const outside = (e) => {
      if (!menu.contains(e.target)) this.closeTrackMenu();
    };
    document.addEventListener('pointerdown', outside, true);
    this.trackMenu = {menu, outside};
    if (buttons.length) buttons[0].focus({preventScroll: true});
  },

  closeTrackMenu() {
    if (!this.trackMenu) return;
    document.removeEventListener('pointerdown', this.trackMenu.outside, true);
    this.trackMenu.menu.remove();
    this.trackMenu = null;
  },

  /** The menu of the selected event's track (else the first track in view), under its label. */
  openTrackMenuForSelection() {
    const items = this.layout.items;
    let item = null;
    const sel = this.selected;
    const trackId = sel && (sel.index >= 0 && this.win ? this.win.track[sel.index] : sel.details && sel.details.track);
    if (trackId !== undefined && trackId !== null) item = items.find((it) => it.kind === 'track' && it.track.id === trackId);
    if (!item) item = items.find((it) => it.kind === 'track' && this.screenY(it.y) + it.h > this.tracksTop);
    if (!item) return false;
    const y = Math.max(this.tracksTop, this.screenY(item.y));
    this.openTrackMenu(item, 14, Math.min(y, this.height - 20));
    return true;
  },

  /** The Pin / Hide buttons over the label of a track item (null: none). */
  showLabelButtons(item) {
    if (!item || item.kind !== 'track') {
      this.hideLabelButtons();
      return;
    }
    if (!this.labelButtons) {
      this.labelButtons = el('div', {class: 'tbp-trace-label-buttons', hidden: true});
      this.labelButtons.addEventListener('pointerleave', (e) => {
        if (e.relatedTarget !== this.canvas) this.hideLabelButtons();
      });
      this.element.append(this.labelButtons);
    }
    const box = this.labelButtons;
    if (box.dataset.key !== item.key) {
      box.dataset.key = item.key;
      clear(box).append(
        el('button', {type: 'button', class: 'tbp-trace-label-button', text: item.pinned ? 'Unpin' : 'Pin',
          title: item.pinned ? 'Unpin this track' : 'Pin this track to the top of the timeline',
          on: {click: () => { this.hideLabelButtons(); this.pinTrack(item.key, !item.pinned); }}}),
        el('button', {type: 'button', class: 'tbp-trace-label-button', text: 'Hide',
          title: 'Hide this track (the toolbar shows it again)',
          on: {click: () => { this.hideLabelButtons(); this.hideTrack(item.key); }}}));
    }
    const top = Math.max(this.tracksTop, this.screenY(item.y) + 2);
    box.style.top = `${top}px`;
    box.style.right = `${this.width - this.timeX + 4}px`;
    box.hidden = top > this.height - 16;
  },

  hideLabelButtons() {
    if (!this.labelButtons) return;
    this.labelButtons.hidden = true;
    delete this.labelButtons.dataset.key;
  },
};
