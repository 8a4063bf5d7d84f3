// What a link asks for, asked at once. Opening a link to a tool of a run takes the
// app four steps (runs → run_tools → hosts → data), each waiting for the one before;
// on a cold server the first of them to read the run's profile waits for the load and
// the others queue behind it. A link that names its run, tool and host all but settles
// what the later steps will ask, so `askEarly` asks it with the first step, and each
// step takes its early answer when it asks the same thing (the same route and
// parameters), else asks anew. The server loads a file once however many requests
// want it (its cache holds one load per file), so an early ask adds no work; a wrong
// guess (a stale link) costs one request, whose answer is dropped.

import {api} from '../lib/api.js';
import {progressId} from '../components/progress.js';

/** The data request of a view (without its progress id): the shell and askEarly build it alike. */
export function dataRequest(state, view, base = null) {
  const {run, tool, host, module} = state;
  return {run, tag: tool, host, module, ...(view.dataParams ? view.dataParams(state) : {}), ...base};
}

export class EarlyAnswers {
  constructor() {
    this.entries = new Map(); // request URL -> {id, promise, onBytes}
  }

  /** Asks now: `request(progressId, entry)` -> a promise; kept under `key` until taken. */
  ask(key, request) {
    const entry = {id: progressId(), onBytes: null};
    entry.promise = request(entry.id, entry);
    entry.promise.catch(() => { /* an answer nobody takes is dropped; a taker sees the error */ });
    this.entries.set(key, entry);
  }

  /** The early answer of `key` ({id, promise, onBytes}) once, or null. */
  take(key) {
    const entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    return entry || null;
  }

  clear() {
    this.entries.clear();
  }
}

/** A request as a key: its route and the parameters it sends (api.js sends no empty one). */
function key(route, params) {
  const sent = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return JSON.stringify([route, sent.map(([k, v]) => [k, String(v)])]);
}

export const keys = {
  runTools: (run) => key('run_tools', {run}),
  hosts: (run, tool) => key('hosts', {run, tag: tool}),
  data: (params) => key('data', params),
};

/**
 * Asks what the steps after `runs` will ask for `state` (a link's), as far as the link
 * settles it: run_tools of its run; hosts of its tool; the data of its view, for a link
 * that names its host and compares nothing (a compared view and a view that fetches its
 * own data are left to their steps). `viewFor(tool)` -> the tool's view module, and
 * `needsModule(tool)` whether the shell picks a module for it (then the link must name one).
 */
export function askEarly(early, state, {viewFor, needsModule}) {
  early.clear();
  const {run, tool, host} = state;
  if (!run) return;
  early.ask(keys.runTools(run), (id) => api.runTools(run, id));
  if (!tool) return;
  early.ask(keys.hosts(run, tool), (id) => api.hosts(run, tool, id));
  const view = viewFor(tool);
  if (!host || state.base_run || view.fetchData === false) return;
  const shown = {...state};
  if (needsModule(tool)) {
    if (!shown.module) return;
  } else if (!view.ownModule) {
    delete shown.module;
  }
  const params = dataRequest(shown, view);
  early.ask(keys.data(params), (id, entry) => api.data({...params, progress: id},
    {onProgress: (bytes) => entry.onBytes && entry.onBytes(bytes)}));
}
