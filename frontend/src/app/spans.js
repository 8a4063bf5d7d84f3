// The Runs, Span and Compare with menus of PyTorch sessions (app.js): the runs of one
// directory's profiling cycles, `<dir>/<stamp>` each, are the spans of session `<dir>`
// (the runs reply, runs?details=1, names session and span of each). Pure functions of
// the reply; option texts only ever become textContent (fillSelect in app.js).
//
// `broken` (run -> the server's error text, app.js fills it from 422 replies): a run whose
// profile cannot be read is marked in Runs and Span and never offered as Compare with.

/** The Compare with value of no comparison. */
export const NO_BASE = '';

/** What the Runs and Span menus add to a run that cannot be read (its error is the title). */
export const BROKEN_SUFFIX = ' — cannot be read';

const NONE_BROKEN = new Map();

/** A menu option of run `name`, marked (its error in the title) when it cannot be read. */
export function markBroken(option, name, broken = NONE_BROKEN) {
  const error = broken.get(name);
  if (error === undefined) return option;
  return {...option, label: `${option.label}${BROKEN_SUFFIX}`, title: `${option.title || name}: cannot be read: ${error}`};
}

/** A span's time (the files' stamp, ms since the epoch) as local `YYYY-MM-DD HH:MM:SS`. */
export function spanTime(ms) {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} `
    + `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** The Span selector's text for a span: its number and time. */
export function spanLabel(span) {
  return span.time_ms === null || span.time_ms === undefined ? String(span.span) : `${span.span} · ${spanTime(span.time_ms)}`;
}

/**
 * The runs reply (runs?details=1, newest first) as {names, spans}: spans maps each run that
 * is one of several listed spans of a session to them all, [{name, session, span, time_ms}]
 * by span number. A plain list of names (an older server) has no spans.
 */
export function runListing(reply) {
  const runs = reply.map((r) => (typeof r === 'string' ? {name: r} : r));
  const bySession = new Map();
  for (const r of runs) {
    if (typeof r.session !== 'string') continue;
    if (!bySession.has(r.session)) bySession.set(r.session, []);
    bySession.get(r.session).push(r);
  }
  const spans = new Map();
  for (const members of bySession.values()) {
    if (members.length < 2) continue;
    members.sort((a, b) => a.span - b.span);
    for (const r of members) spans.set(r.name, members);
  }
  return {names: runs.map((r) => r.name), spans};
}

/**
 * The Runs menu: each run, but a session's spans once, named after the session, at its
 * newest span's place; its value is `current` when that is one of them, else the newest.
 */
export function runMenu({names, spans}, current, broken = NONE_BROKEN) {
  const options = [];
  const shown = new Set();
  for (const name of names) {
    const members = spans.get(name);
    if (!members) {
      options.push(markBroken({value: name, label: name}, name, broken));
    } else if (!shown.has(members)) {
      shown.add(members);
      const {session} = members[0];
      const value = members.some((m) => m.name === current) ? current : name;
      options.push(markBroken({value, label: session, title: `${session}: ${members.length} spans (profiling cycles)`}, value, broken));
    }
  }
  return options;
}

/** A run as a Compare with option: a span as `<session> · span N`. */
function baseOption(name, spans) {
  const span = spans.get(name)?.find((m) => m.name === name);
  return span ? {value: name, label: `${span.session} · span ${span.span}`, title: name} : {value: name, label: name};
}

/**
 * The Compare with menu: none, the other spans of `run`'s session first (comparing spans
 * is what users do), then every other run, `run` too; never a run that cannot be read.
 */
export function baseMenu({names: all, spans}, run, broken = NONE_BROKEN) {
  const none = {value: NO_BASE, label: 'No comparison'};
  const names = all.filter((n) => !broken.has(n));
  const members = spans.get(run);
  if (!members) return [none, ...names.map((n) => baseOption(n, spans))];
  const others = members.filter((m) => m.name !== run && !broken.has(m.name));
  return [none,
    {group: `Other spans of ${members[0].session}`,
      options: others.map((m) => ({value: m.name, label: `Span ${spanLabel(m)}`, title: m.name}))},
    {group: 'Runs', options: names.filter((n) => !others.some((m) => m.name === n)).map((n) => baseOption(n, spans))}];
}
