"""Security and robustness in the browser: nothing is fetched from outside,
hostile op and host names stay text, and the app throws no uncaught errors."""

from __future__ import annotations

import urllib.parse

from .app_util import tour
from .fixtures_util import (MULTI_HOST_RUN, MULTI_HOSTS, TF_RUN_PREFIX, TRUNCATED_RUN, XSS_HOST, XSS_RUN,
                           XSS_TABLE_NAMES)


def _tour(page, target):
    runs = target.json("runs")
    app = target.open(page)
    (tf_run,) = [r for r in runs if r.startswith(TF_RUN_PREFIX)]
    tour(app, runs, tf_run=tf_run, multi_host_run=MULTI_HOST_RUN, hosts=MULTI_HOSTS, bad_run=TRUNCATED_RUN)
    return app


def test_offline_every_request_stays_on_the_server(page, target):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    app = _tour(page, target)
    app.screenshot("offline_tour")
    server = urllib.parse.urlsplit(target.origin).netloc
    outside = [u for u in requests
               if not u.startswith(("data:", "blob:")) and urllib.parse.urlsplit(u).netloc != server]
    assert len(requests) > 10
    assert not outside, f"requests left {server}: {outside}"


def test_no_uncaught_errors_during_the_tour(page, servers):
    target = servers.get("standalone", "fixtures")
    console_errors = []
    page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
    app = _tour(page, target)
    app.screenshot("console_tour")
    assert page.errors == [], page.errors
    # The tour meets a 422 (truncated run) and a 501 (capture): the browser logs
    # those replies; the app itself logs nothing else.
    unexpected = [t for t in console_errors if "Failed to load resource" not in t]
    assert unexpected == []


def test_hostile_names_stay_text(page, xss_target):
    target = xss_target
    app = target.open(page, run=XSS_RUN, tool="tensorflow_stats", host="vm")
    app.expect_view("tensorflow_stats")
    assert app.value("host") == "vm"
    host_texts = [o["text"] for o in app.options("host")]
    assert XSS_HOST in host_texts, host_texts

    def check():
        cells = app.loc("main.tbp-main table.tbp-table-grid tbody td").all_inner_texts()
        for name in XSS_TABLE_NAMES:
            assert name in cells, (name, cells)
        app.loc("canvas").first.hover()
        for frame in {app.frame, page.main_frame}:
            assert frame.evaluate("() => typeof window.__xss") == "undefined"
            assert frame.evaluate("() => document.querySelectorAll('img[src=x], img[src$=\"/x\"]').length") == 0
            scripts = frame.evaluate("() => [...document.scripts].map(s => s.textContent).filter(t => t.includes('__xss'))")
            assert scripts == []

    check()
    app.screenshot("xss_vm")
    app.select("host", XSS_HOST, tool="tensorflow_stats")
    assert app.url_state()["host"] == XSS_HOST
    check()
    app.select("host", "", tool="tensorflow_stats")
    check()
    app.screenshot("xss_all_hosts")
