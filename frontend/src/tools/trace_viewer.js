// trace_viewer: the in-page timeline (src/trace/), fed by the windowed trace
// API (data?tag=trace_viewer@&start_time_ms=&end_time_ms=&resolution=), plus a
// link to the whole trace as Chrome trace JSON for Perfetto or chrome://tracing.

import '../trace/trace.css';
import {mountTraceViewer} from '../trace/viewer.js';

export const fetchData = false;
export const allHosts = true;

/** Mounts the timeline filling the view; returns its controller (tests). With
 * compareParams ({base_run, base_host}), both runs in one timeline. */
export function render(container, {params, state = {}, setParams = () => {}, api, compareParams = null}) {
  return mountTraceViewer(container, {params, state, setParams, api, compare: compareParams});
}
