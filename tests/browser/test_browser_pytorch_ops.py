"""tensorflow_stats (PyTorch's operator view) and kernel_stats in a real browser, in TensorBoard
and standalone, on the PyTorch runs of tests/fixtures/pytorch: the table shows the server's rows,
the "operation and input shape" grouping is offered where operators carry shapes (resnet50, not
nccl), fetches its table, and stays over a reload; torch-tb-profiler's operator columns (device
total time, Tensor Core use) and kernel columns (mean blocks per SM, achieved occupancy, one row
per kernel name, the Tensor Core pie) on resnet50 (V100) and the MI300X Qwen run."""

from .app_util import MAIN, reload, screenshots

RUNS = {"pytorch/resnet50": "worker0", "pytorch/nccl": "rank-0"}
PAGE = 50  # rows per table page


def _cells(app) -> list[list[str]]:
    return app.table_rows().evaluate_all("trs => trs.map(tr => [...tr.children].map(td => td.textContent))")


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _headers(app) -> list[str]:
    return app.loc(f"{MAIN} table.tbp-table-grid thead th").evaluate_all("ths => ths.map(th => th.textContent)")


def _same_rows(app, data: dict) -> None:
    """The table's first page is the server's first rows: side, type, name (and shape), calls, times."""
    ids = [c["id"] for c in data["columns"]]
    shown = _cells(app)
    assert len(shown) == min(PAGE, len(data["rows"]))
    for cells, row in zip(shown, data["rows"]):
        expected = dict(zip(ids, row))
        got = dict(zip(ids, cells))
        for key in ("host_or_device", "type", "operation", "input_shape"):
            if key in expected:
                assert got[key] == expected[key], key
        assert _number(got["occurrences"]) == expected["occurrences"]
        assert _number(got["total_self_time"]) == expected["total_self_time"]


def test_pytorch_operator_view(page, target):
    for run, host in RUNS.items():
        tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
        assert tools["tensorflow_stats"]["available"] and tools["kernel_stats"]["available"]
        data = target.json("data", run=run, tag="tensorflow_stats", host=host)
        app = target.open(page, run=run, tool="tensorflow_stats", host=host)
        app.expect_view("tensorflow_stats")
        assert "aten::" in app.main_text()
        # Host and device by op (an operator is its own type: no second pie of the same).
        assert app.loc(f"{MAIN} .tbp-tfstats-charts canvas").count() == 2
        _same_rows(app, data)
        groups = [o["value"] for o in app.options("tfstats-group")]
        short = run.split("/")[1]
        if not data.get("has_input_shapes"):  # nccl's operators carry no Input Dims
            assert groups == ["op", "type"]
            screenshots(app, f"pytorch-ops-{short}")
            continue
        assert groups == ["op", "shape", "type"]
        by_shape = target.json("data", run=run, tag="tensorflow_stats", host=host, group_by="input_shape")
        app.loc("select#tbp-tfstats-group").select_option(value="shape")
        app.frame.wait_for_function(
            "() => [...document.querySelectorAll('main.tbp-main thead th')].some(th => th.textContent === 'Input Shape')")
        assert app.url_state()["group"] == "shape"
        _same_rows(app, by_shape)
        screenshots(app, f"pytorch-ops-{short}-input-shape")
        # Kept over a reload: the app asks for the input-shape table at once.
        app = reload(app)
        assert app.value("tfstats-group") == "shape"
        assert "Input Shape" in _headers(app)
        _same_rows(app, by_shape)
        # A filter on a shape.
        app.loc(f"{MAIN} input.tbp-table-filter").fill("[32, 3, 224, 224]")
        shapes = [c[4] for c in _cells(app)]
        assert shapes and all("[32, 3, 224, 224]" in s for s in shapes)
        app.loc(f"{MAIN} input.tbp-table-filter").fill("")
        # Back to one row per operation.
        app.loc("select#tbp-tfstats-group").select_option(value="op")  # fetched now
        app.frame.wait_for_function(
            "() => ![...document.querySelectorAll('main.tbp-main thead th')].some(th => th.textContent === 'Input Shape')")
        assert app.url_state().get("group", "") == ""
        _same_rows(app, data)
    assert not page.errors


def test_pytorch_kernel_view(page, target):
    for run, host in RUNS.items():
        data = target.json("data", run=run, tag="kernel_stats", host=host)
        app = target.open(page, run=run, tool="kernel_stats", host=host)
        app.expect_view("kernel_stats")
        ids = [c["id"] for c in data["columns"]]
        shown = _cells(app)
        assert len(shown) == min(PAGE, len(data["rows"]))
        for cells, row in zip(shown, data["rows"]):
            expected, got = dict(zip(ids, row)), dict(zip(ids, cells))
            for key in ("kernel_name", "op_name", "block_dim", "grid_dim"):
                assert got[key] == expected[key], key
            assert _number(got["occurrences"]) == expected["occurrences"]
            assert got["is_op_tensor_core_eligible"] == ("Yes" if expected["is_op_tensor_core_eligible"] else "No")
        # The operators' names are ops of the table; conv ops are TensorCore eligible.
        assert any(c[9].startswith("aten::") for c in shown)
        assert any(c[9] == "aten::cudnn_convolution" and c[7] == "Yes" for c in _cells(app)) or run != "pytorch/resnet50"
        screenshots(app, f"pytorch-kernels-{run.split('/')[1]}")
    assert not page.errors


MI300 = "pytorch_real/mi300_qwen"


def _shown_headers(app) -> dict[str, str]:
    """{column id: label} of the table's visible columns."""
    return dict(app.loc(f"{MAIN} table.tbp-table-grid thead th").evaluate_all(
        "ths => ths.filter(th => !th.hidden).map(th => [th.dataset.column, th.textContent.replace(/[▲▼]/g, '').trim()])"))


def _rows_by(app, ids: list[str], key: str) -> dict[str, dict]:
    return {d[key]: d for d in (dict(zip(ids, cells)) for cells in _cells(app))}


def test_pytorch_operator_and_kernel_columns(page, target):
    """resnet50: aten::conv2d's device total time is torch-tb-profiler's 126,619 µs (the kernels of
    the cudnn_convolution nested in it), its host self time without runtime calls 7,387 µs; the
    kernel table per kernel name counts FillFunctor's 0-µs kernels (978 calls) and shows the mean
    blocks per SM; no kernel of this float32 V100 run uses Tensor Cores."""
    run, host = "pytorch/resnet50", "worker0"
    data = target.json("data", run=run, tag="tensorflow_stats", host=host)
    ids = [c["id"] for c in data["columns"]]
    app = target.open(page, run=run, tool="tensorflow_stats", host=host, filter="conv")
    app.expect_view("tensorflow_stats")
    shown = _shown_headers(app)
    for column, label in (("device_self_time", "Device self-time (us)"), ("device_total_time", "Device total time (us)"),
                          ("self_time_excl_runtime", "Host self-time excl. runtime calls (us)"),
                          ("tc_eligible", "Tensor Core eligible")):
        assert shown[column] == label
    assert "type" not in shown and "tc_total_ratio" not in shown  # the name's; 0 everywhere
    conv = {d["operation"]: d for d in (dict(zip(ids, c)) for c in _cells(app)) if d["host_or_device"] == "Host"}
    assert _number(conv["aten::conv2d"]["device_total_time"]) == 126619
    assert _number(conv["aten::conv2d"]["device_self_time"]) == 0
    assert _number(conv["aten::conv2d"]["self_time_excl_runtime"]) == 7387
    assert conv["aten::conv2d"]["tc_eligible"] == "Yes"
    screenshots(app, "pytorch-ops-resnet50-operator-columns")

    app = target.open(page, run=run, tool="kernel_stats", host=host)
    app.expect_view("kernel_stats")
    assert "occupancy_pct" not in _shown_headers(app)  # Kineto has no theoretical occupancy
    assert _shown_headers(app)["blocks_per_sm"] == "Mean Blocks Per SM"
    assert app.loc(f'{MAIN} canvas[aria-label="Kernel time using Tensor Cores"]').count() == 1
    app.loc("select#tbp-kernel-group").select_option(value="kernel")
    app.frame.wait_for_function("() => !document.querySelector('main.tbp-main th[data-column=\"op_name\"]')")
    assert app.url_state()["group"] == "kernel"
    app.loc(f"{MAIN} input.tbp-table-filter").fill("FillFunctor<float>")
    by_kernel = target.json("data", run=run, tag="kernel_stats", host=host, group_by="kernel")
    kid = [c["id"] for c in by_kernel["columns"]]
    rows = _rows_by(app, kid, "kernel_name")
    fill = [d for name, d in rows.items() if "FillFunctor<float>" in name]
    assert [_number(d["occurrences"]) for d in fill] == [978]
    assert _number(fill[0]["min_duration_us"]) == 0
    screenshots(app, "pytorch-kernels-resnet50-by-kernel")
    app = reload(app)
    assert app.value("kernel-group") == "kernel"
    assert not page.errors


def test_pytorch_mi300x_matrix_core_kernels(page, target):
    """The MI300X Qwen run: hipBLASLt's Tensile GEMMs (`Cijk_…_MI16x16x1_…`) and `attn_fwd` use
    the Matrix Cores; aten::mm's device time is all theirs."""
    if MI300 not in target.json("runs"):
        import pytest  # noqa: PLC0415

        pytest.skip(f"{MI300} is not a run of the logdir (its *.json.gz is found by content)")
    (host,) = target.json("hosts", run=MI300, tag="kernel_stats")
    data = target.json("data", run=MI300, tag="kernel_stats", host=host)
    assert data["tensor_core_time_us"] > 0.4 * data["total_kernel_time_us"]
    ids = [c["id"] for c in data["columns"]]
    app = target.open(page, run=MI300, tool="kernel_stats", host=host, filter="Cijk_")
    app.expect_view("kernel_stats")
    rows = [dict(zip(ids, c)) for c in _cells(app)]
    assert rows and all(d["is_kernel_using_tensor_core"] == "Yes" for d in rows)
    assert app.loc(f'{MAIN} canvas[aria-label="Kernel time using Tensor Cores"]').count() == 1
    screenshots(app, "pytorch-kernels-mi300x")

    ops = target.json("data", run=MI300, tag="tensorflow_stats", host=host)
    oid = [c["id"] for c in ops["columns"]]
    app = target.open(page, run=MI300, tool="tensorflow_stats", host=host, filter="aten::mm")
    app.expect_view("tensorflow_stats")
    mm = [d for d in (dict(zip(oid, c)) for c in _cells(app)) if d["operation"] == "aten::mm" and d["host_or_device"] == "Host"]
    assert mm[0]["tc_eligible"] == "Yes" and mm[0]["tc_self_ratio"] == "100.00%"
    screenshots(app, "pytorch-ops-mi300x")
    assert not page.errors
