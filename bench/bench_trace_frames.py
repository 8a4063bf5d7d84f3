"""Frame times of the trace viewer while panning and zooming, in headless Chromium.

  python bench/bench_trace_frames.py LOGDIR [--run RUN] [--seconds 8] [--chromium /usr/bin/chromium]

Starts `tb-profile serve LOGDIR` on a free 127.0.0.1 port, opens the run's
trace_viewer, waits for the first window to draw, then for `--seconds` drives
the timeline with mouse-wheel zooms and drags (pans) while a
requestAnimationFrame loop in the page records the time between frames.
Prints the median, p95 and max frame time and the number of frames; the
server is stopped by PID at the end.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logdir")
    parser.add_argument("--run", default=None)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
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
            page.evaluate(RECORDER)
            end = time.monotonic() + args.seconds
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
            page.evaluate("() => { window.__stop = true; }")
            frames = page.evaluate("() => window.__frames.slice(1)")
            browser.close()
    finally:
        stop(server)
    frames.sort()
    print(f"run {run}: first draw after {ready:.2f} s; {len(frames)} frames in {args.seconds:.0f} s of pan/zoom")
    print(f"frame time: median {statistics.median(frames):.1f} ms, p95 {frames[int(0.95 * (len(frames) - 1))]:.1f} ms, "
          f"max {frames[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
