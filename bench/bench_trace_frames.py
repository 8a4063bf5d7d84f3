"""Frame times of the trace viewer while panning and zooming, in headless Chromium.

  python bench/bench_trace_frames.py LOGDIR [--run RUN] [--seconds 8] [--hold 2] [--phases ...] [--trace FILE]

Starts `tb-profile serve LOGDIR` on a free 127.0.0.1 port, opens the run's
trace_viewer, waits for the first window to draw, then for `--seconds` drives
the timeline with mouse-wheel zooms and drags (pans) while a
requestAnimationFrame loop in the page records the time between frames.
Then, zoomed to `--pan-view-ms` of the trace, it pans horizontally only for
`--seconds` (D held, then drags), so that windows are fetched and swapped in
while the timeline moves: the hitches users saw while panning. Last, on the
whole trace again, it zooms with the keyboard for `--seconds`: W held `--hold`
seconds, then S as long, in turn (issue 44: holding W hitched on the 1M-event
trace), reported apart for W and S; `--trace FILE` records a Chromium performance trace of that phase, to
find the long tasks (open it in chrome://tracing or Perfetto). Prints, per
phase, the median, p95 and max frame time, the frames over 50 ms and the
number of frames, with the window replies' times from request to last byte (as
Chromium's resource timing has them: the server's work, gzip and the transfer) and the
page's long tasks (over 50 ms on its main thread, e.g. parsing a window); the server is
stopped by PID at the end.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

RECORDER = """() => {
  window.__frames = [];
  window.__long = [];
  window.__stop = false;
  if (!window.__observer) {
    window.__observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); });
    window.__observer.observe({type: 'longtask'});
  }
  let last = performance.now();
  const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, proc: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=5).read()
            return
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"server did not start: {proc.stderr.read().decode()[-2000:] if proc.stderr else ''}")
            time.sleep(0.2)


def stop(proc: subprocess.Popen) -> None:
    """Stops a server this script started (by its handle), killing it after 10 s."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


def record(page, drive) -> tuple[list, list, list]:
    """Frame times (ms) while `drive()` runs, the times (ms, request to last byte) of the
    trace windows it fetched, and the page's long tasks (ms)."""
    fetched = []

    def done(request):
        if "trace_viewer" in request.url and "mode=" not in request.url:
            fetched.append(request.timing["responseEnd"])

    page.on("requestfinished", done)
    page.evaluate(RECORDER)
    drive()
    page.evaluate("() => { window.__stop = true; }")
    page.wait_for_load_state("networkidle", timeout=120000)
    page.remove_listener("requestfinished", done)
    return page.evaluate("() => window.__frames.slice(1)"), fetched, page.evaluate("() => window.__long.slice()")


def mixed(page, x, y, seconds) -> tuple[list, list, list]:
    """Wheel zooms in and out, drags and a/d pans, in turn."""
    def drive():
        end = time.monotonic() + seconds
        step = 0
        while time.monotonic() < end:
            phase = step % 40
            if phase < 10:
                page.mouse.move(x, y)
                page.mouse.wheel(0, -240)  # zoom in
            elif phase < 20:
                page.mouse.move(x, y)
                page.mouse.down()
                page.mouse.move(x - 120, y, steps=4)  # pan
                page.mouse.up()
            elif phase < 30:
                page.mouse.move(x, y)
                page.mouse.wheel(0, 240)  # zoom out
            else:
                page.keyboard.press("a" if phase % 2 else "d")
            step += 1
    return record(page, drive)


def pans(page, base, run, x, y, seconds, view_ms) -> tuple[list, list, list]:
    """Horizontal pans only, at a zoom of `view_ms`: D held, then drags to the left."""
    page.goto(f"{base}/#run={urllib.request.quote(run, safe='')}&tool=trace_viewer&view=0,{view_ms}")
    page.wait_for_load_state("networkidle", timeout=120000)
    page.mouse.click(x, y)  # focus the timeline for the keys

    def drive():
        page.keyboard.down("d")
        time.sleep(seconds / 2)
        page.keyboard.up("d")
        end = time.monotonic() + seconds / 2
        while time.monotonic() < end:
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x - 300, y, steps=10)
            page.mouse.up()
    return record(page, drive)


def keys(page, base, run, x, y, seconds, hold) -> dict:
    """Keyboard zooms on the whole trace: W held `hold` s (zoom in), then S held as long
    (zoom out to the whole trace again), in turn for `seconds`. Returns the phase twice,
    {"keyboard zoom in (W)": ..., "keyboard zoom out (S)": ...}, frames split by key."""
    page.goto(f"{base}/#run={urllib.request.quote(run, safe='')}&tool=trace_viewer")
    page.locator("div.tbp-view canvas").first.wait_for(timeout=120000)
    page.wait_for_load_state("networkidle", timeout=120000)
    page.mouse.click(x, y)  # focus the timeline for the keys; W/S zoom around the pointer
    spans = []  # (key, first frame, end frame)

    def drive():
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for key in ("w", "s"):
                first = page.evaluate("() => window.__frames.length")
                page.keyboard.down(key)
                time.sleep(hold)
                page.keyboard.up(key)
                spans.append((key, first, page.evaluate("() => window.__frames.length")))
    frames, windows, long_tasks = record(page, drive)
    split = {"w": [], "s": []}
    for key, a, b in spans:
        split[key].extend(frames[max(0, a - 1):max(0, b - 1)])  # record() drops the first frame
    return {"keyboard zoom in (W)": (split["w"], windows, long_tasks),
            "keyboard zoom out (S)": (split["s"], [], [])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logdir")
    parser.add_argument("--run", default=None)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--pan-view-ms", type=float, default=100.0)
    parser.add_argument("--hold", type=float, default=2.0, help="seconds W (then S) is held in the keyboard zoom phase")
    parser.add_argument("--phases", default="pan/zoom,horizontal pans,keyboard zoom",
                        help="comma-separated phases to run (default: all three)")
    parser.add_argument("--trace", default=None,
                        help="write a Chromium performance trace (chrome://tracing JSON) of the keyboard zoom phase here")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "tb_profile_plugin.cli", "serve", args.logdir, "--port", str(port), "--cache-dir", "none"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for(f"{base}/data/plugin/profile/runs", server)
        run = args.run or json.load(urllib.request.urlopen(f"{base}/data/plugin/profile/runs"))[0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            t0 = time.perf_counter()
            page.goto(f"{base}/#run={urllib.request.quote(run, safe='')}&tool=trace_viewer")
            canvas = page.locator("div.tbp-view canvas").first
            canvas.wait_for(timeout=120000)
            page.wait_for_load_state("networkidle", timeout=120000)
            ready = time.perf_counter() - t0
            box = canvas.bounding_box()
            x, y = box["x"] + box["width"] * 0.6, box["y"] + min(box["height"] * 0.4, 300)
            wanted = {p.strip() for p in args.phases.split(",")}
            phases = {}
            if "pan/zoom" in wanted:
                phases["pan/zoom"] = mixed(page, x, y, args.seconds)
            if "horizontal pans" in wanted:
                phases["horizontal pans"] = pans(page, base, run, x, y, args.seconds, args.pan_view_ms)
            if "keyboard zoom" in wanted:
                if args.trace:
                    browser.start_tracing(page=page, path=args.trace, screenshots=False,
                                          categories=["devtools.timeline", "disabled-by-default-devtools.timeline",
                                                      "v8.execute", "blink", "disabled-by-default-v8.cpu_profiler"])
                phases.update(keys(page, base, run, x, y, args.seconds, args.hold))
                if args.trace:
                    browser.stop_tracing()
            browser.close()
    finally:
        stop(server)
    print(f"run {run}: first draw after {ready:.2f} s")
    for phase, (frames, windows, long_tasks) in phases.items():
        if not frames:
            print(f"{phase}: no frames")
            continue
        frames.sort()
        both = " (W and S)" if phase.startswith("keyboard") else ""
        print(f"{phase}: {len(frames)} frames, {len(windows)} windows fetched{both} in {args.seconds:.0f} s; frame time median "
              f"{statistics.median(frames):.1f} ms, p95 {frames[int(0.95 * (len(frames) - 1))]:.1f} ms, "
              f"max {frames[-1]:.1f} ms, {sum(f > 50 for f in frames)} over 50 ms")
        if long_tasks:
            print(f"  long tasks: {len(long_tasks)}, longest {max(long_tasks):.0f} ms, "
                  f"{sum(long_tasks):.0f} ms in all{both}")
        if windows:
            print(f"  window replies (request to last byte): median {statistics.median(windows):.0f} ms, "
                  f"max {max(windows):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
