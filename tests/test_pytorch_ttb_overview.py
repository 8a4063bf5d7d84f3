"""overview_page on torch-tb-profiler's two ResNet-50 samples against the answers its own
end-to-end test verified (tests/fixtures/pytorch_reference/ttb_end2end/result_check_file.txt:
the `/overview` route of pytorch/resnet50, num_workers=0, and of
pytorch_real/resnet50_num_workers_4). One walk over every field of those answers that our
overview shows, compared as torch-tb-profiler rounds it.

Not compared, and why:
- `steps.columns`, the tooltip cells' HTML and the `description` fields (all ""): markup of
  its charts; the figures in the tooltips (the step's total and the part's percentage) are
  compared.
- `gpu_metrics.tooltip`: its definitions of the metrics, text we do not show.
- `environments` "Device Type": ours is XProf's name of the GPU ("Nvidia GPU (Volta)")
  where it says "GPU" (overview_page.py's docstring); checked to name a GPU.
- `recommendations`: its HTML sentences; ours say the same rules in our words, so each
  sentence's rule and figure are compared (overview_page.py's docstring).
"""

import re

import pytest

from conftest import FIXTURES, pytorch_real_trace, ttb_end2end_answers
from tb_profile_plugin import tools
from tb_profile_plugin.profile import kineto

RUNS = {0: FIXTURES / "pytorch" / "resnet50", 5: None}  # answer index -> trace directory (None: pytorch_real)
LABELS = {"Kernel": "kernel", "Memcpy": "memcpy", "Memset": "memset", "Communication": "communication",
          "Runtime": "runtime", "DataLoader": "dataloader", "CPU Exec": "cpu_exec", "Other": "other"}
TOOLTIP = re.compile(r"Step (\S+)<br>Total: (\d+)us<br><b>([^:]+): (\d+)us</b><br>Percentage: ([\d.]+)%")
# Each torch-tb-profiler recommendation: our hint's rule, and the figure in its sentence.
RULES = [
    (re.compile(r"high time cost on input data loading\. ([\d.]+)% of the step time is in DataLoader"), "dataloader"),
    (re.compile(r"high time cost on communication\. ([\d.]+)% of the step time"), "communication"),
    (re.compile(r"low utilization"), "low_utilization"),
    (re.compile(r"Kernels with (\d+)% time are launched by Tensor Cores eligible operators"), "amp"),
]


def _overview(index: int) -> dict:
    directory = RUNS[index]
    path = next(directory.glob("*.pt.trace.json.gz")) if directory else pytorch_real_trace("resnet50_num_workers_4")
    return tools.get("overview_page").convert([kineto.load(path)], {})


def _sentences(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", item) for item in re.findall(r"<li>(.*?)</li>", html)]


@pytest.mark.parametrize("index", sorted(RUNS), ids=["resnet50", "resnet50_num_workers_4"])
def test_every_shown_field_equals_torch_tb_profilers_answer(index):
    answer = ttb_end2end_answers()[index]
    data = _overview(index)
    block = data["gpu_step_breakdown"]

    # steps: every row, every cell (values in µs, tooltips' total and percentage).
    names = [c["name"] for c in answer["steps"]["columns"] if "name" in c]
    assert names[0] == "Step"
    assert [LABELS[n] for n in names[1:]] == [c["id"] for c in block["categories"]]
    assert len(block["rows"]) == len(answer["steps"]["rows"])
    for row, theirs in zip(block["rows"], answer["steps"]["rows"]):
        assert row["step"] == theirs[0]
        for k, label in enumerate(names[1:]):
            value, tooltip = theirs[1 + 2 * k], theirs[2 + 2 * k]
            ours = row["breakdown_us"][LABELS[label]]
            assert round(ours) == value, (row["step"], label)
            step, total, part, part_us, percent = TOOLTIP.search(tooltip).groups()
            assert (step, part, int(part_us)) == (row["step"], label, value)
            assert round(row["step_time_us"]) == int(total)
            assert round(100 * ours / row["step_time_us"], 2) == float(percent), (row["step"], label)

    # performance: the average step and each category, value (µs) and extra (%).
    (perf,) = answer["performance"]
    assert (perf["name"], perf["extra"]) == ("Average Step Time", 100)
    assert round(block["average"]["step_time_us"]) == perf["value"]
    assert round(data["summary"]["average_step_time_ms"] * 1e3) == perf["value"]
    assert [LABELS[c["name"]] for c in perf["children"]] == [c["id"] for c in block["categories"]]
    for child in perf["children"]:
        rid = LABELS[child["name"]]
        assert round(block["average"]["breakdown_us"][rid]) == child["value"], rid
        assert block["average"]["percent"][rid] == child["extra"], rid

    # gpu_metrics: every title and value of the GPU Summary.
    assert answer["gpu_metrics"]["title"] == "GPU Summary"
    (gpu,) = block["gpus"]
    shown = {"Name": gpu["name"], "Memory": f"{gpu['memory_gb']} GB", "Compute Capability": gpu["compute_capability"],
             "GPU Utilization": gpu["utilization_percent"], "Est. SM Efficiency": gpu["sm_efficiency_percent"],
             "Est. Achieved Occupancy": gpu["occupancy_percent"],
             "Kernel Time using Tensor Cores": gpu["tensor_core_percent"]}
    first, *metrics = answer["gpu_metrics"]["data"]
    assert first == {"title": f"GPU {gpu['device_id']}:", "value": ""}
    assert [m["title"] for m in metrics] == list(shown)
    for m in metrics:
        ours = shown[m["title"]]
        if m["value"].endswith(" %"):
            assert round(ours, 2) == float(m["value"][:-2]), m["title"]
        else:
            assert ours == m["value"], m["title"]

    # environments: the number of workers; the device type names a GPU (see the docstring).
    env = {e["title"]: e["value"] for e in answer["environments"]}
    assert env.keys() == {"Number of Worker(s)", "Device Type"}
    assert str(data["environment"]["worker_count"]) == env["Number of Worker(s)"]
    assert env["Device Type"] == "GPU" and "GPU" in data["environment"]["device_type"]

    # recommendations: the same rules, in its order, with its figures.
    theirs = []
    for sentence in _sentences(answer["recommendations"]):
        rule = [(m, r) for pattern, r in RULES if (m := pattern.search(sentence))]
        assert len(rule) == 1, sentence
        (match, name), = rule
        theirs.append((name, float(match.group(1)) if match.groups() else None))
    ours = [(h["rule"], h["percent"] if h["rule"] != "low_utilization" else None) for h in block["hints"]]
    assert ours == theirs
