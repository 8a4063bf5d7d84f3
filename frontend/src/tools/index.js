// One view per tool. A view module exports render(container, context) and may
// set `fetchData = false` (it fetches what it needs itself),
// `allHosts = true` (it can show all hosts of a run at once) and
// `ownModule = true` (it picks the XLA module in its own controls: the shell
// keeps `module` in the URL for it but shows no Module selector). A view of a
// tool in COMPARED_TOOLS also gets `comparison` when a baseline run is chosen.

import * as tensorflowStats from './tensorflow_stats.js';
import * as traceViewer from './trace_viewer.js';
import * as memoryProfile from './memory_profile.js';
import * as overviewPage from './overview_page.js';
import * as inputPipelineAnalyzer from './input_pipeline_analyzer.js';
import * as kernelStats from './kernel_stats.js';
import * as generic from './generic.js';
import * as tfDataBottleneck from './tf_data_bottleneck_analysis.js';
import * as podViewer from './pod_viewer.js';
import * as opProfile from './op_profile.js';
import * as memoryViewer from './memory_viewer.js';
import * as hloStats from './hlo_stats.js';
import * as rooflineModel from './roofline_model.js';
import * as graphViewer from './graph_viewer.js';
import * as distributed from './distributed.js';

const VIEWS = {
  distributed,
  graph_viewer: graphViewer,
  hlo_stats: hloStats,
  roofline_model: rooflineModel,
  memory_viewer: memoryViewer,
  op_profile: opProfile,
  pod_viewer: podViewer,
  tf_data_bottleneck_analysis: tfDataBottleneck,
  kernel_stats: kernelStats,
  tensorflow_stats: tensorflowStats,
  framework_op_stats: tensorflowStats,
  trace_viewer: traceViewer,
  memory_profile: memoryProfile,
  overview_page: overviewPage,
  input_pipeline_analyzer: inputPipelineAnalyzer,
};

/** Tools that work on one XLA module at a time, chosen in the Module selector. */
export const TOOLS_WITH_MODULES = new Set(['memory_viewer']);

/**
 * Tools whose data the server compares with another run's (data?base_run=;
 * tools/compare.py's SPECS): their views get `comparison`. framework_op_stats
 * is tensorflow_stats' other name. trace_viewer fetches its own windows: it
 * gets `compareParams` ({base_run, base_host}) and shows both runs in one
 * timeline (trace_viewer@ with base_run).
 */
export const COMPARED_TOOLS = new Set([
  'overview_page', 'tensorflow_stats', 'framework_op_stats', 'kernel_stats', 'hlo_stats', 'op_profile',
  'input_pipeline_analyzer', 'memory_profile', 'memory_viewer', 'trace_viewer',
]);

export function viewFor(tool) {
  return VIEWS[tool] || generic;
}
