// One shared floating tooltip (div.tbp-tooltip, role=tooltip) for the whole
// page: shown near the pointer on mouseenter (or below the element on
// keyboard focus), hidden on mouseleave, blur or Escape. Text only.

const OFFSET_PX = 12; // keeps the tooltip clear of the pointer
const MARGIN_PX = 4; // minimum gap to the viewport edge

let shared = null;
let owner = null; // target whose tooltip is showing

function tooltipElement() {
  if (!shared) {
    shared = document.createElement('div');
    shared.className = 'tbp-tooltip';
    shared.id = 'tbp-tooltip';
    shared.setAttribute('role', 'tooltip');
    shared.hidden = true;
  }
  if (!shared.isConnected) document.body.append(shared);
  return shared;
}

function place(tip, x, y) {
  // Flip to the other side of the point when the tooltip would leave the window.
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const viewW = window.innerWidth || document.documentElement.clientWidth || 0;
  const viewH = window.innerHeight || document.documentElement.clientHeight || 0;
  let left = x + OFFSET_PX;
  let top = y + OFFSET_PX;
  if (viewW && left + width + MARGIN_PX > viewW) left = Math.max(MARGIN_PX, x - OFFSET_PX - width);
  if (viewH && top + height + MARGIN_PX > viewH) top = Math.max(MARGIN_PX, y - OFFSET_PX - height);
  tip.style.left = `${Math.round(left)}px`;
  tip.style.top = `${Math.round(top)}px`;
}

function hideTooltip(target) {
  if (!shared || (target && owner !== target)) return;
  shared.hidden = true;
  shared.textContent = '';
  if (owner) owner.removeAttribute('aria-describedby');
  owner = null;
}

/**
 * attachTooltip(target, textOrFn) -> {element, show(x, y), hide(), detach()}
 * textOrFn: a string, or a function called at show time returning the text
 * (an empty result shows nothing). element is the shared tooltip node.
 */
export function attachTooltip(target, textOrFn) {
  function text() {
    const value = typeof textOrFn === 'function' ? textOrFn(target) : textOrFn;
    return value === null || value === undefined ? '' : String(value);
  }

  function show(x, y) {
    const content = text();
    if (!content) {
      hideTooltip(target);
      return;
    }
    const tip = tooltipElement();
    if (owner && owner !== target) owner.removeAttribute('aria-describedby');
    owner = target;
    tip.textContent = content;
    tip.hidden = false;
    target.setAttribute('aria-describedby', tip.id);
    place(tip, x, y);
  }

  function showAtTarget() {
    const rect = target.getBoundingClientRect();
    show(rect.left, rect.bottom);
  }

  const handlers = {
    mouseenter: (event) => show(event.clientX, event.clientY),
    mousemove: (event) => {
      if (owner === target && shared && !shared.hidden) place(shared, event.clientX, event.clientY);
    },
    mouseleave: () => hideTooltip(target),
    focus: () => showAtTarget(),
    blur: () => hideTooltip(target),
    keydown: (event) => {
      if (event.key === 'Escape') hideTooltip(target);
    },
  };
  for (const [name, handler] of Object.entries(handlers)) target.addEventListener(name, handler);

  return {
    element: tooltipElement(),
    show: (x, y) => (x === undefined ? showAtTarget() : show(x, y)),
    hide: () => hideTooltip(target),
    detach() {
      hideTooltip(target);
      for (const [name, handler] of Object.entries(handlers)) target.removeEventListener(name, handler);
    },
  };
}
