"""The process's large arrays on small pages (pages.py), unless the user asked numpy for huge ones."""

import pytest

from tb_profile_plugin import pages
from tb_profile_plugin.service import Service

switch = pages._numpy_switch()
pytestmark = pytest.mark.skipif(switch is None, reason="this numpy has no huge-page switch")


@pytest.fixture
def fresh(monkeypatch):
    """pages undecided and numpy advising huge pages, as at a process's start; numpy's
    setting put back afterwards."""
    monkeypatch.setattr(pages, "_decided", False)
    monkeypatch.delenv("NUMPY_MADVISE_HUGEPAGE", raising=False)
    before = switch(True)
    yield
    switch(before)


def advising() -> bool:
    now = switch(True)
    switch(now)
    return now


def test_a_service_turns_numpys_huge_page_advice_off(fresh, tmp_path):
    assert advising()
    Service(tmp_path)
    assert not advising()


def test_once_per_process(fresh):
    pages.prefer_small()
    switch(True)  # someone turned it back on since: left as they chose
    pages.prefer_small()
    assert advising()


@pytest.mark.parametrize("value", ["1", "0"])
def test_the_users_numpy_setting_is_kept(fresh, monkeypatch, value):
    monkeypatch.setenv("NUMPY_MADVISE_HUGEPAGE", value)
    pages.prefer_small()
    assert advising()  # the fixture's state: not touched
