"""The kernel_stats view in a real browser, in TensorBoard and standalone, on
the synthetic GPU run of fixtures_util (15 kernels x 2 ops on two hosts;
kernel k takes (k + 1) * (op + 2) µs a launch, 3 launches on gpu_a, 2 on gpu_b)."""

from .app_util import MAIN
from .fixtures_util import GPU_HOSTS, GPU_KERNELS, GPU_OPS, GPU_RUN

TABLE = f"{MAIN} div.tbp-table"


def _column(app, index: int) -> list[str]:
    return app.table_rows().evaluate_all(f"trs => trs.map(tr => tr.children[{index}].textContent)")


def _painted_pixels(app) -> int:
    """Pixels of the pie's canvas that are not transparent or white."""
    return app.loc(f"{MAIN} canvas").first.evaluate("""c => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && (d[i] < 250 || d[i + 1] < 250 || d[i + 2] < 250)) n++;
        return n;
    }""")


def test_kernel_stats_view(page, target):
    assert GPU_RUN in target.json("runs")
    assert target.json("hosts", run=GPU_RUN, tag="kernel_stats") == list(GPU_HOSTS)
    app = target.open(page, run=GPU_RUN, tool="kernel_stats", host=GPU_HOSTS[0])
    app.expect_view("kernel_stats")
    text = app.main_text()
    for label in ("GPU Kernel Stats", "Kernels with the most total time", "Total kernel time", "Kernel Name",
                  "Registers per thread", "Op is TensorCore eligible", "Kernel uses TensorCore"):
        assert label in text, label
    # 3 launches of (k + 1) * (op + 2) µs for k < 15, op < 2: 3 * 5 * 120 = 1800 µs.
    assert "1.800 ms" in text
    # The kernels and the Tensor Core pie: h884, s1688, s16816 and xmma (k = 0, 1, 2, 12) use
    # them, 3 x 5 x (1 + 2 + 3 + 13) = 285 µs of 1,800.
    assert app.loc(f"{MAIN} canvas").count() == 2
    assert app.loc(f'{MAIN} canvas[aria-label="Kernel time using Tensor Cores"]').count() == 1
    assert "Time in TensorCore kernels15.8%" in text.replace("\n", "").replace("\t", "")
    assert _painted_pixels(app) > 5000

    # One row per kernel/op pair; the last kernel's second op first: 3 x 15 x 3 µs.
    rows = app.table_rows()
    assert rows.count() == len(GPU_KERNELS) * len(GPU_OPS) == 30
    first = rows.first.evaluate("tr => [...tr.children].map(td => td.textContent)")
    assert first == ["1", GPU_KERNELS[-1], "32", "2,560", "224,1,1", "15,1,1", "98", "No", "No",
                     "model/dense/Relu", "3", "135", "45", "45", "45"]
    totals = [float(v.replace(",", "")) for v in _column(app, 11)]
    assert totals == sorted(totals, reverse=True)
    app.screenshot("kernel_stats")

    # Sort by registers: biggest first, then smallest first.
    app.loc(f'{TABLE} th[data-column="registers_per_thread"]').click()
    regs = [int(v) for v in _column(app, 2)]
    assert regs[0] == 56 and regs == sorted(regs, reverse=True)
    app.loc(f'{TABLE} th[data-column="registers_per_thread"]').click()
    regs = [int(v) for v in _column(app, 2)]
    assert regs[0] == 16 and regs == sorted(regs)

    # Filter: the six GEMM kernels, each for two ops.
    app.loc(f"{TABLE} input.tbp-table-filter").fill("gemm")
    names = _column(app, 1)
    assert len(names) == 12 and all("gemm" in n for n in names)
    assert "of 12 (filtered from 30)" in app.range_label()
    state = app.url_state()
    assert state["filter"] == "gemm" and state["sort"] == "registers_per_thread:asc"
    # TensorCore flags of the filtered rows: the h884/s1688/s16816/xmma kernels use them.
    uses = dict(zip(names, _column(app, 8)))
    assert uses[GPU_KERNELS[0]] == "Yes" and uses["volta_sgemm_128x64_nn"] == "No"
    app.screenshot("kernel_stats-filtered")

    # All hosts: gpu_b's two launches join gpu_a's three.
    app.loc(f"{TABLE} input.tbp-table-filter").fill("")
    app.select("host", "", tool="kernel_stats")
    assert "3.000 ms" in app.main_text()  # 5 * 5 * 120 µs
    app.loc(f'{TABLE} th[data-column="total_duration_us"]').click()
    first = app.table_rows().first.evaluate("tr => [...tr.children].map(td => td.textContent)")
    assert first[1] == GPU_KERNELS[-1] and first[10:12] == ["5", "225"]

    # One row per kernel name: the two ops' rows of each kernel summed (15 rows), kept in the URL.
    app.loc("select#tbp-kernel-group").select_option(value="kernel")
    app.frame.wait_for_function("() => !document.querySelector('main.tbp-main th[data-column=\"op_name\"]')")
    assert app.url_state()["group"] == "kernel"
    assert app.table_rows().count() == len(GPU_KERNELS)
    first = app.table_rows().first.evaluate("tr => [...tr.children].map(td => td.textContent)")
    assert first[1:5] == [GPU_KERNELS[-1], "No", "10", "375"]  # 5 launches x 2 ops; 5 x 15 x (2 + 3) µs
    app.screenshot("kernel_stats-by-kernel")
    assert not page.errors
