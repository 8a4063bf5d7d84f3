// trace_viewer: for now, the whole trace as Chrome trace JSON to open in
// Perfetto (ui.perfetto.dev, or an offline copy) or chrome://tracing. The
// in-page timeline is built in frontend/src/trace/.

import {el} from '../lib/dom.js';

export const fetchData = false;
export const allHosts = true;

export function render(container, {params, api}) {
  const href = api.dataUrl(params);
  const name = `${[params.run, params.host || 'all_hosts'].join('_').replace(/[^\w.-]+/g, '_')}.trace.json`;
  container.append(
    el('h2', {text: 'Trace viewer'}),
    el('p', {text: 'Every event of the profile (no cap), as Chrome trace-event JSON. Perfetto and chrome://tracing open it.'}),
    el('p', {}, el('a', {class: 'tbp-button tbp-primary', href, download: name, text: 'Download the trace'})));
}
