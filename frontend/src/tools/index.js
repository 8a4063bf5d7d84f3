// One view per tool. A view module exports render(container, context) and may
// set `fetchData = false` (it fetches what it needs itself),
// `allHosts = true` (it can show all hosts of a run at once) and
// `ownModule = true` (it picks the XLA module in its own controls: the shell
// keeps `module` in the URL for it but shows no Module selector).

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

export function viewFor(tool) {
  return VIEWS[tool] || generic;
}
