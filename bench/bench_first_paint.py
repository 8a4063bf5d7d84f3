"""First paint of a cold Profile tab in headless Chromium: ours beside XProf's, in TensorBoard.

  python bench/bench_first_paint.py LOGDIR [--repeat 3] [--xprof-python /work/venvs/xprof/bin/python]
                                           [--wait-s 0] [--sides ours,ours-nopreload,ours-link,xprof]

Per side, `--repeat` times: a new `tensorboard --logdir COPY` (COPY: a fresh copy of LOGDIR,
since XProf writes its caches beside the profile; ours with no disk cache) on a free
127.0.0.1 port; once TensorBoard answers (plus `--wait-s`, a user's pause before opening
the page), a new Chromium page opens the Profile tab and the time runs from the
navigation to the first frame where "Performance Summary" (the overview's first card, the
tool both open on) is visible in any frame. Sides:
  ours            `#profile`: the app picks the newest run, overview_page, its host
  ours-nopreload  the same with --profile_preload_files 0 (what preload.py gains)
  ours-link       a deep link to the newest run's overview_page and host (app/early.js)
  xprof           XProf's plugin (its venv's TensorBoard), `#profile`
Also the server's peak RSS (VmHWM) after the paint and, for ours, the plugin's requests
(route, ms from the plugin frame's start to the request and to its last byte). Prints each
run and the median; the
servers are stopped by PID. Issue 44's figures (1M-event TF profile): ours 2.14 s, XProf
3.18 s, of which 1.25 s is TensorBoard's own page before the plugin loads.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

from bench_tensorboard import peak_rss_mib  # bench/ is the script's directory
from bench_trace_frames import CHROMIUM_ARGS, free_port, stop, wait_for

TEXT = "Performance Summary"


REQUESTS = """() => performance.getEntriesByType('resource')
  .filter((e) => e.name.includes('/data/plugin/profile/') && !e.name.includes('/static/'))
  .map((e) => [e.name.split('/data/plugin/profile/')[1].split('?')[0], Math.round(e.startTime), Math.round(e.responseEnd)])"""


def painted(page, timeout_s: float = 120):
    """The frame where TEXT is visible, once it is (polled every ~10 ms)."""
    deadline = time.perf_counter() + timeout_s
    while time.perf_counter() < deadline:
        for frame in page.frames:
            try:
                if frame.get_by_text(TEXT, exact=True).first.is_visible():
                    return frame
            except Exception:  # a frame navigating away
                pass
        page.wait_for_timeout(10)
    raise TimeoutError(f"{TEXT!r} not shown in {timeout_s} s")


def one(browser, logdir: Path, side: str, python: str, wait_s: float, link: str) -> tuple[float, float, list]:
    with tempfile.TemporaryDirectory(prefix="first_paint_") as tmp:
        copy = Path(tmp) / "logdir"
        shutil.copytree(logdir, copy)
        port = free_port()
        argv = [python, "-m", "tensorboard.main", "--logdir", str(copy), "--host", "127.0.0.1", "--port", str(port),
                "--load_fast", "false"]
        if side != "xprof":
            argv += ["--profile_cache_dir", "none"]
        if side == "ours-nopreload":
            argv += ["--profile_preload_files", "0"]
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for(base + "/data/plugins_listing", proc, 120)
            time.sleep(wait_s)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            try:
                start = time.perf_counter()
                page.goto(f"{base}/{link if side == 'ours-link' else '#profile'}", wait_until="commit")
                frame = painted(page)
                seconds = time.perf_counter() - start
                requests = frame.evaluate(REQUESTS) if side != "xprof" else []
            finally:
                page.close()
            return seconds, peak_rss_mib(proc.pid), requests
        finally:
            stop(proc)


def deep_link(logdir: Path) -> str:
    """`?p.profile.run=R&p.profile.tool=overview_page&p.profile.host=H#profile` of the newest run
    (the catalog's answer: no profile is read)."""
    from tb_profile_plugin.profile.cache import ProfileCache
    from tb_profile_plugin.service import Service

    service = Service(logdir, cache=ProfileCache(cache_dir=None))
    run = service.runs()[0]
    host = service.hosts(run)[0]
    # In TensorBoard the app's state is in the page's query, as p.profile.<key> (lib/state.js).
    query = urllib.parse.urlencode({"p.profile.run": run, "p.profile.tool": "overview_page", "p.profile.host": host})
    return f"?{query}#profile"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logdir", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--wait-s", type=float, default=0.0)
    parser.add_argument("--xprof-python", default="/work/venvs/xprof/bin/python")
    parser.add_argument("--sides", default="ours,ours-nopreload,ours-link,xprof")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sides = args.sides.split(",")
    link = deep_link(args.logdir) if "ours-link" in sides else ""
    results: dict[str, list] = {s: [] for s in sides}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        try:
            for k in range(args.repeat):
                for side in sides:  # in turn: a slow minute of the machine touches every side alike
                    python = args.xprof_python if side == "xprof" else sys.executable
                    seconds, rss, requests = one(browser, args.logdir, side, python, args.wait_s, link)
                    results[side].append((seconds, rss))
                    print(f"{side:15s} run {k + 1}: first paint {seconds:.2f} s, server peak {rss:.0f} MiB", flush=True)
                    if requests:  # the plugin's requests: ms from its frame's start, to the last byte
                        print("    " + ", ".join(f"{r} {a}-{b}" for r, a, b in requests), flush=True)
        finally:
            browser.close()
    print()
    for side, runs in results.items():
        times = [t for t, _ in runs]
        print(f"{side:15s} median {statistics.median(times):.2f} s ({', '.join(f'{t:.2f}' for t in times)}); "
              f"peak RSS median {statistics.median(r for _, r in runs):.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
