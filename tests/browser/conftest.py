"""Browser tests: Debian's chromium driven by Playwright against real servers.

Servers (session-scoped, started on first use, on free 127.0.0.1 ports, each
stopped by its PID at teardown): TensorBoard and `tb-profile serve`, each on
three logdirs: a copy of tests/fixtures (plus a truncated and a two-host run),
an empty logdir, and a synthetic profile with HTML/JS op and host names.
One browser per test module, one context per module, a new page per test;
every test saves a screenshot (env TBP_SCREENSHOTS, else tests/browser/artifacts/).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from . import fixtures_util as fx
from .app_util import Target, screenshot

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
KINDS = ("tensorboard", "standalone")


def _unavailable(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set: browser tests must run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def _playwright():
    if not Path(CHROMIUM).exists():
        _unavailable(f"{CHROMIUM} is missing (apt-get install chromium); no browser is ever downloaded")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install -e '.[test]')")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(_playwright):
    browser = _playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    context.set_default_timeout(20_000)
    yield context
    context.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.browser_call_failed = report.failed
    return report


@pytest.fixture
def page(context, request):
    """A fresh page. At teardown its screenshot is saved when the test failed
    or saved none itself, so every test leaves one."""
    page = context.new_page()
    page.errors = []  # uncaught exceptions, for tests that check them
    page.screenshots = 0
    page.on("pageerror", lambda error: page.errors.append(error))
    yield page
    try:
        if getattr(request.node, "browser_call_failed", True) or not page.screenshots:
            screenshot(page, f"{request.module.__name__}-{request.node.name}-end")
    finally:
        page.close()


@pytest.fixture(scope="session")
def server_logs(tmp_path_factory):
    return tmp_path_factory.mktemp("server_logs")


@pytest.fixture(scope="session")
def logdirs(tmp_path_factory):
    root = tmp_path_factory.mktemp("logdirs")
    empty = root / "empty"
    empty.mkdir()
    return {
        "fixtures": fx.fixture_logdir(root / "fixtures"),
        "empty": empty,
        "xss": fx.xss_logdir(root / "xss"),
        "pytorch": fx.pytorch_logdir(root / "pytorch"),
        "accelerators": fx.accelerator_logdir(root / "accelerators"),
        "many": fx.many_logdir(root / "many"),
        "slow": fx.slow_logdir(root / "slow"),
    }


class _Servers:
    """Starts a (kind, logdir) server on first use; stops them all at the end."""

    def __init__(self, logdirs, logs: Path, caches: Path):
        self.logdirs, self.logs, self.caches = logdirs, logs, caches
        self.running: dict[tuple[str, str], Target] = {}

    def get(self, kind: str, logdir: str) -> Target:
        key = (kind, logdir)
        if key not in self.running:
            cache = self.caches / f"{kind}-{logdir}"
            cache.mkdir()
            if logdir == "slow":  # standalone only: its harness slows the server down
                # Preload off: its tests show a cold load, which a preload would have done already.
                server = fx.standalone(self.logdirs[logdir], cache, self.logs, f"{kind}-{logdir}", env=fx.SLOW_ENV,
                                       extra_args=("--preload-files", "0"))
            else:
                start = fx.tensorboard if kind == "tensorboard" else fx.standalone
                server = start(self.logdirs[logdir], cache, self.logs, f"{kind}-{logdir}")
            self.running[key] = Target(kind, server)
        return self.running[key]

    def stop_all(self) -> None:
        for target in self.running.values():
            target.server.stop()


@pytest.fixture(scope="session")
def servers(logdirs, server_logs, tmp_path_factory):
    servers = _Servers(logdirs, server_logs, tmp_path_factory.mktemp("profile_cache"))
    yield servers
    servers.stop_all()


@pytest.fixture(params=KINDS)
def target(request, servers) -> Target:
    """Both servers on the fixtures logdir."""
    return servers.get(request.param, "fixtures")


@pytest.fixture(params=KINDS)
def empty_target(request, servers) -> Target:
    return servers.get(request.param, "empty")


@pytest.fixture(params=KINDS)
def xss_target(request, servers) -> Target:
    return servers.get(request.param, "xss")


@pytest.fixture
def pt(servers) -> Target:
    """TensorBoard on a logdir of the PyTorch fixtures alone (runs resnet50, nccl, ...)."""
    return servers.get("tensorboard", "pytorch")
