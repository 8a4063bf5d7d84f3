"""`tb-profile diff` as a CI gate (issue 44, items 12 and 15): exit 0 passed, 1 the gate
failed, 2 bad input. A limit that would turn the gate off (nan, inf) or a negative one is
refused; a profile that cannot be read and a converter that crashes exit 2 with one line
on stderr, never 1 (a crash is not a regression) and never a traceback. The table prints a
column of times in one unit (tools/compare.py's time_unit).

Real profiles: the JAX base/slow pair (tests/fixtures/compare/jax_*), the TF custom-loop pair
and the HTA PyTorch pair (compare/pytorch/control, test)."""

from __future__ import annotations

import re

import pytest

from tb_profile_plugin import cli, diff as diff_module
from tb_profile_plugin.profile import kineto
from tb_profile_plugin.tools import overview_page

from conftest import FIXTURES

COMPARE = FIXTURES / "compare"


def session(root) -> str:
    (path,) = {p.parent for p in root.glob("**/*.xplane.pb")}
    return str(path)


JAX_BASE, JAX_SLOW = session(COMPARE / "jax_base"), session(COMPARE / "jax_slow")
TF_BASE, TF_NEW = session(FIXTURES / "tf_custom_loop_steps"), session(FIXTURES / "tf_loop_python_tracer")
TORCH_BASE, TORCH_NEW = COMPARE / "pytorch" / "control", COMPARE / "pytorch" / "test"


def diff(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main(["diff", *map(str, argv), "--cache-dir", "none"])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    """stderr of a refused diff: one line, no traceback."""
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("limit", ["nan", "NaN", "inf", "-inf", "-5", "-0.1"])
def test_a_limit_that_turns_the_gate_off_or_is_negative_is_refused(capsys, limit):
    # The slow run is 7x slower: a working gate at any limit below +700 % fails it.
    code, out, err = diff(capsys, JAX_BASE, JAX_SLOW, f"--fail-above={limit}")
    assert code == diff_module.BAD_INPUT, err
    line = one_line(err)
    assert line.startswith("tb-profile diff: --fail-above takes a finite percentage >= 0, got "), line
    assert out == "" and "gate" not in err


def test_a_limit_of_zero_and_above_is_a_gate(capsys):
    assert diff(capsys, JAX_BASE, JAX_SLOW, "--fail-above", "0")[0] == diff_module.FAILED
    assert diff(capsys, JAX_BASE, JAX_SLOW, "--fail-above", "1e6")[0] == diff_module.PASSED
    assert diff(capsys, JAX_SLOW, JAX_BASE, "--fail-above", "0")[0] == diff_module.PASSED


def test_a_truncated_profile_is_bad_input(tmp_path, capsys):
    data = (COMPARE / "jax_slow").glob("**/*.xplane.pb").__next__().read_bytes()
    (tmp_path / "vm.xplane.pb").write_bytes(data[: len(data) // 3])
    for argv in ((tmp_path, JAX_SLOW), (JAX_BASE, tmp_path)):
        code, out, err = diff(capsys, *argv, "--fail-above", "5")
        assert code == diff_module.BAD_INPUT, err
        assert "cannot read profile" in one_line(err) and out == ""


def test_a_loader_crash_is_bad_input_not_a_regression(monkeypatch, capsys):
    """The PyTorch loader failing as it did on a kernel far from the rest of the trace
    (`threads.tolist()` on a list): 2 and one line, where it was 1 and a traceback."""
    def crash(*args, **kwargs):
        raise AttributeError("'list' object has no attribute 'tolist'\n  (second line)")

    monkeypatch.setattr(kineto, "_from_buffer", crash)
    code, out, err = diff(capsys, TORCH_BASE, TORCH_NEW, "--fail-above", "5")
    assert code == diff_module.BAD_INPUT, err
    line = one_line(err)
    assert line == ("tb-profile diff: could not read or compare the profiles (AttributeError: 'list' object "
                    "has no attribute 'tolist' (second line)); this is an error, not a regression"), line
    assert out == ""


@pytest.mark.parametrize("fmt", ["table", "json", "csv"])
def test_a_converter_crash_is_bad_input_in_every_format(monkeypatch, capsys, fmt):
    def crash(*args, **kwargs):
        raise IndexError("index 7 is out of bounds for axis 0 with size 3")

    monkeypatch.setattr(overview_page, "reduce", crash)
    code, out, err = diff(capsys, TF_BASE, TF_NEW, "--fail-above", "5", "--format", fmt)
    assert code == diff_module.BAD_INPUT, err
    assert "IndexError: index 7 is out of bounds" in one_line(err) and out == ""
    # Without a gate too: a crash is never a pass.
    assert diff(capsys, TF_BASE, TF_NEW, "--format", fmt)[0] == diff_module.BAD_INPUT


def test_exit_statuses_are_in_the_help(capsys):
    with pytest.raises(SystemExit):
        cli.main(["diff", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "exit status: 0 passed (or no --fail-above), 1 the gate failed, 2 bad input" in text
    assert "any error reading or converting either profile" in text


TIME = re.compile(r"^-?[\d,]+\.\d{3} (µs|ms|s)$")


def columns(line: str, width: int = 14, first: int = 0, count: int = 3) -> list[str]:
    """The base, new and delta cells of a right-aligned row of diff's table."""
    return [line[first + i * (width + 2): first + i * (width + 2) + width].strip() for i in range(count)]


def test_the_table_prints_a_column_of_times_in_one_unit(capsys):
    # PyTorch's step breakdown is in µs (Memset 195.667 µs, the step 77.502 ms): all in ms.
    code, out, err = diff(capsys, TORCH_BASE, TORCH_NEW)
    assert code == 0, err
    lines = out.splitlines()
    head = next(i for i, x in enumerate(lines) if x.endswith("delta %"))
    width = lines[head].index("base") - 10  # the label column
    rows = {x[:width].strip(): x for x in lines[head + 1:]}
    for label in ("Average step time", "Kernel", "Memset", "Runtime", "DataLoader", "Other"):
        cells = columns(rows[label], first=width + 2)
        assert all(TIME.match(c) and c.endswith(" ms") for c in cells), (label, cells)
    assert columns(rows["Memset"], first=width + 2) == ["0.196 ms", "0.274 ms", "0.078 ms"]

    # An op table in µs whose largest value is 69.85 ms: every time cell in ms, the unit in
    # no label (the values carry it).
    code, out, err = diff(capsys, TF_BASE, TF_NEW, "--tool", "tensorflow_stats")
    assert code == 0, err
    lines = out.splitlines()
    assert "Total self-time, all rows" in out and "(us)" not in out
    title = next(i for i, x in enumerate(lines) if x.startswith("Ops by change in self time"))
    assert lines[title + 1].split() == ["base", "new", "delta", "delta", "%", "name"]
    for row in lines[title + 2:]:
        cells = [c for c in columns(row, first=11) if c != "-"]
        assert cells and all(TIME.match(c) and c.endswith(" ms") for c in cells), row
