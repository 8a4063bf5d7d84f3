"""analysis/table.py: the numpy tables of the overview's path, against pandas
doing the same operations (pandas is what they replace there)."""

from __future__ import annotations

import pickle

import numpy as np
import pandas as pd
import pytest

from tb_profile_plugin.analysis import table
from tb_profile_plugin.analysis.table import Table


def _random(seed: int, n: int) -> Table:
    rng = np.random.default_rng(seed)
    words = np.array(["b", "a", "ab", "", "Ä", "a b", "z"], dtype=object)
    return Table({
        "side": rng.choice(np.array(["Host", "Device"], dtype=object), n),
        "name": words[rng.integers(0, len(words), n)],
        "k": rng.integers(-3, 3, n),
        "ps": rng.integers(0, 2**62, n) if n else np.zeros(0, np.int64),
        "x": rng.normal(size=n),
    }, n)


def _frame(t: Table) -> pd.DataFrame:
    return pd.DataFrame({c: pd.Series(t[c], dtype=object if t[c].dtype == object else t[c].dtype)
                         for c in t.columns})


@pytest.mark.parametrize("seed, n", [(0, 0), (1, 1), (2, 50), (3, 2000)])
def test_groups_number_by_first_appearance_like_pandas(seed, n):
    t = _random(seed, n)
    group, first = table.groups(t["side"], t["name"], t["k"])
    g = _frame(t).groupby(["side", "name", "k"], sort=False)
    assert group.tolist() == g.ngroup().tolist()
    assert first.tolist() == g.head(1).index.tolist()
    ps = table.sums(group, t["ps"], len(first))
    assert ps.dtype == np.int64  # exact: these sums pass 2**53
    assert ps.tolist() == g["ps"].sum().tolist()
    assert np.allclose(table.means(group, t["x"], len(first)), g["x"].mean().to_numpy())
    assert table.extreme(group, t["ps"], len(first), largest=True).tolist() == g["ps"].max().tolist()
    assert table.extreme(group, t["x"], len(first), largest=False).tolist() == g["x"].min().tolist()


@pytest.mark.parametrize("seed, n", [(4, 0), (5, 3), (6, 3000)])
def test_sorted_by_is_pandas_stable_sort(seed, n):
    t = _random(seed, n)
    keys, descending = ["k", "name", "ps"], [True, False, True]
    want = _frame(t).sort_values(keys, ascending=[not d for d in descending], kind="stable")
    got = t.sorted_by(keys, descending)
    for c in t.columns:
        assert got[c].tolist() == want[c].tolist(), c
    # Ties keep their order, ascending or descending.
    ties = Table({"k": np.array([1, 0, 1, 0]), "row": np.arange(4)})
    assert ties.sorted_by(["k"])["row"].tolist() == [1, 3, 0, 2]
    assert ties.sorted_by(["k"], [True])["row"].tolist() == [0, 2, 1, 3]


def test_take_assign_select_concat_and_to_pandas():
    t = Table({"a": np.arange(4), "s": np.array(["w", "x", "y", "z"], dtype=object)})
    assert len(t) == 4 and t.columns == ["a", "s"] and "a" in t and "b" not in t
    assert t.take(t["a"] % 2 == 0)["s"].tolist() == ["w", "y"]
    assert t.take([3, 0])["a"].tolist() == [3, 0]
    u = t.assign(c="k", a=t["a"] * 2)
    assert u.columns == ["a", "s", "c"] and u["c"].dtype == object and u["c"].tolist() == ["k"] * 4
    assert u["a"].tolist() == [0, 2, 4, 6] and t["a"].tolist() == [0, 1, 2, 3]
    assert table.concat([t, t.take([1])])["s"].tolist() == ["w", "x", "y", "z", "x"]
    assert t.select(["s"]).columns == ["s"]
    df = t.to_pandas()
    assert list(df.columns) == ["a", "s"] and df["s"].tolist() == ["w", "x", "y", "z"]
    assert isinstance(df.index, pd.RangeIndex)
    with pytest.raises(ValueError):
        Table({"a": np.arange(2), "b": np.arange(3)})
    empty = Table({"a": np.zeros(0, np.int64), "s": np.zeros(0, object)})
    assert len(empty.sorted_by(["s", "a"], [False, True])) == 0
    assert table.groups(empty["s"])[1].tolist() == []
    assert empty.assign(c="")["c"].dtype == object  # text, also in no rows
    back = pickle.loads(pickle.dumps(t))  # parts travel to Dask workers and back
    assert back.columns == t.columns and back["s"].tolist() == t["s"].tolist() and len(back) == 4
