"""The trace viewer's download button against the standalone server and the
real bundle: a download whose reply breaks off is reported on the page and
saves nothing (issue 13; the server side is in tests/test_hostile_trace.py)."""

import json
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

import test_hostile_trace as ht
from tb_profile_plugin.server import make_app


@pytest.mark.parametrize("fails", [False, True], ids=["whole", "failing-late"])
def test_download_button_says_when_the_download_fails(browser, tmp_path, monkeypatch, fails):
    from playwright.sync_api import expect

    logdir = ht.write_run(tmp_path, ht.big_enough_xspace())
    server = make_server("127.0.0.1", 0, make_app(logdir, cache_dir="none"), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    if fails:
        ht.failing_after_first_chunk(monkeypatch)
    context = browser.new_context(accept_downloads=True)
    try:
        page = context.new_page()
        page.set_default_timeout(20_000)
        downloads = []
        page.on("download", lambda download: downloads.append(download))
        page.goto(f"http://127.0.0.1:{server.server_port}/#run={ht.RUN}&tool=trace_viewer")
        page.locator("a[download]", has_text="Download the full trace").click()
        note = page.locator(".tbp-trace-download-status")
        if fails:
            expect(note).to_have_class("tbp-trace-download-status tbp-error")
            expect(note).to_contain_text("Download failed, nothing was saved")
            expect(note).to_contain_text("broke off")
            page.wait_for_timeout(300)
            assert downloads == []
        else:
            expect(note).to_contain_text("Saved run1_host0.trace.json")
            page.wait_for_timeout(300)
            (download,) = downloads
            trace = json.loads(Path(download.path()).read_bytes())
            assert trace["metadata"]["events"] == 100
    finally:
        context.close()
        server.shutdown()
        server.server_close()
        thread.join(10)
