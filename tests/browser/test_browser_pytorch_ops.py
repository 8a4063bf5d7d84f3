"""tensorflow_stats (PyTorch's operator view) and kernel_stats in a real browser, in TensorBoard
and standalone, on the PyTorch runs of tests/fixtures/pytorch: the table shows the server's rows,
the "operation and input shape" grouping is offered where operators carry shapes (resnet50, not
nccl), fetches its table, and stays over a reload."""

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
