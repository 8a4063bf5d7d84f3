"""The trace index built track by track on one thread, or on two taking tracks in turn
(large profiles whose tracks are each a small part of the whole): the same index."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from conftest import fixture_xplane, fixture_xplanes
from tb_profile_plugin import parallel
from tb_profile_plugin.analysis import trace_index
from tb_profile_plugin.profile import formats

COLUMNS = ("track", "start", "dur", "row", "name", "plane", "plane_row", "synthetic", "track_lo", "run_max_end",
           "_by_row")


def _build(path, side_by_side: bool, monkeypatch):
    with monkeypatch.context() as m:
        m.setattr(trace_index, "_SIDE_BY_SIDE_FROM", 0 if side_by_side else 1 << 62)
        m.setattr(trace_index, "_SIDE_BY_SIDE_SHARE", 1)  # any track may be the whole
        return trace_index.build(formats.load(path))


@pytest.mark.parametrize("path", fixture_xplanes(), ids=lambda p: p.parent.parent.parent.parent.name)
def test_two_threads_build_the_same_index(path, monkeypatch):
    one = _build(path, False, monkeypatch)
    two = _build(path, True, monkeypatch)
    for name in COLUMNS:
        a, b = getattr(one, name), getattr(two, name)
        assert a.dtype == b.dtype and np.array_equal(a, b), name
    assert [dataclasses.astuple(t) for t in one.tracks] == [dataclasses.astuple(t) for t in two.tracks]
    assert one.span == two.span and one.names.tolist() == two.names.tolist()


@pytest.mark.parametrize("path", fixture_xplanes(), ids=lambda p: p.parent.parent.parent.parent.name)
def test_two_threads_build_the_same_levels(path, monkeypatch):
    monkeypatch.setattr(trace_index, "_LEVEL_CHUNK", 1000)  # several chunks, some tracks cut between rows
    index = _build(path, False, monkeypatch)
    lo, hi = index.span
    for width in (max(1, (hi - lo) // 1500), max(1, (hi - lo) // 100000)):
        levels = []
        for side_by_side in (False, True):
            with monkeypatch.context() as m:
                m.setattr(trace_index, "_SIDE_BY_SIDE_FROM", 0 if side_by_side else 1 << 62)
                index.levels.clear()
                levels.append(trace_index.level(index, width))
        one, two = levels
        for field in dataclasses.fields(one):
            a, b = getattr(one, field.name), getattr(two, field.name)
            assert np.array_equal(a, b), field.name


def test_tracks_are_taken_side_by_side_only_when_none_is_large(monkeypatch):
    profile = formats.load(fixture_xplane("tf_custom_loop_steps"))
    calls = []
    real = parallel.map_chunks

    def counted(fn, bounds, **kw):
        bounds = list(bounds)
        calls.append(len(bounds))
        return real(fn, bounds, **kw)

    monkeypatch.setattr(parallel, "map_chunks", counted)
    monkeypatch.setattr(trace_index, "_SIDE_BY_SIDE_FROM", 0)
    monkeypatch.setattr(trace_index, "_SIDE_BY_SIDE_SHARE", 1)
    rows = np.diff(trace_index.build(profile).track_lo)  # each track's events and Regions
    size, largest = int(rows.sum()), int(rows.max())
    assert calls and calls[-1] > 1  # one chunk per track
    calls.clear()
    monkeypatch.setattr(trace_index, "_SIDE_BY_SIDE_SHARE", size // largest + 1)  # the largest is too large
    trace_index.build(profile)
    assert not calls
    monkeypatch.setattr(trace_index, "_SIDE_BY_SIDE_SHARE", 1)
    monkeypatch.setattr(trace_index, "_SIDE_BY_SIDE_FROM", size + 1)  # too few events
    trace_index.build(profile)
    assert not calls
