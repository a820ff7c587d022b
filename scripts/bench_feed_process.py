"""Runs the whole-process cases of scripts/bench-feed-process and prints the Markdown table.

usage: bench_feed_process.py FEED PYTHON WORK ROUNDS [BASELINE]

Each case is one child process; its CPU time (user + sys) comes from os.wait4, so the loopback server,
which runs in a thread of this process, is not counted. With BASELINE (another `feed` binary), its
cases run in the same rounds, interleaved with ours, for a before/after pair from one run.
"""

import functools
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import threading

FEED, PYTHON, WORK, ROUNDS = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
BASELINE = sys.argv[5] if len(sys.argv) > 5 and sys.argv[5] else None
DOCUMENTS = os.path.join(WORK, "documents")
NAMES = ["rss-1000.xml", "rss-10000.xml", "text-4mb.xml"]
TIMEOUT = 120


PARAGRAPH = (
    "&lt;p&gt;Swift&amp;#8217;s &lt;a href=&quot;https://example.com/x?a=1&amp;amp;b=2&quot;&gt;new release&lt;/a&gt; "
    "brings &lt;em&gt;faster&lt;/em&gt; builds, better diagnostics &amp;amp; a few surprises.&lt;/p&gt;")


def rss(items):
    """RSS 2.0 shaped as Benchmarks/FeedBench's generator writes it."""
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" '
             'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel><title>Example Blog</title>'
             '<link>https://example.com/</link>\n<description>Posts</description>\n']
    for index in range(items):
        parts.append(
            f"<item><title>Post number {index}: notes &amp; thoughts</title>\n"
            f'<link>https://example.com/posts/{index}</link><guid isPermaLink="false">post-{index}</guid>\n'
            f"<pubDate>Mon, 0{index % 9 + 1} Jun 2026 10:{10 + index % 50}:00 GMT</pubDate>\n"
            f"<dc:creator>Author {index % 7}</dc:creator><category>swift</category>\n"
            f"<description>{PARAGRAPH}</description></item>\n")
    return "".join(parts) + "</channel></rss>\n"


def text_4mb():
    lines, size = [], 0
    while size < 4 << 20:
        lines.append(PARAGRAPH + "\n")
        size += len(PARAGRAPH) + 1
    return ('<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title><item><description>'
            + "".join(lines) + "</description></item></channel></rss>\n")


os.makedirs(DOCUMENTS, exist_ok=True)
for document_name, document in [("rss-1000.xml", rss(1000)), ("rss-10000.xml", rss(10000)), ("text-4mb.xml", text_4mb())]:
    with open(os.path.join(DOCUMENTS, document_name), "w", encoding="utf-8") as output:
        output.write(document)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(
    ("127.0.0.1", 0), functools.partial(QuietHandler, directory=DOCUMENTS))
threading.Thread(target=server.serve_forever, daemon=True).start()
PORT = server.server_address[1]


def env_with_cache(folder):
    env = dict(os.environ)
    env["XDG_CACHE_HOME"] = folder
    env["XDG_CONFIG_HOME"] = os.path.join(WORK, "config")
    return env


def run(argv, env=None, stdin=None):
    """CPU seconds and max RSS (KiB) of one child, or None when it ran too long or failed.

    The program runs under /usr/bin/time: wait4 on it gives the CPU time of the program too, and the
    maximum resident size comes from time's own report (%M) of its child, since wait4 on a process
    forked from this one would report this process's size, copied by the fork, as the child's maximum.
    """
    report = os.path.join(WORK, "time-report")
    process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", report, *argv], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    timer = threading.Timer(TIMEOUT, process.kill)
    timer.start()
    _, status, usage = os.wait4(process.pid, 0)
    timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        return None
    with open(report) as lines:
        maximum_kib = int(lines.read().split()[-1])
    return usage.ru_utime + usage.ru_stime, maximum_kib


def ours(arguments, feed=FEED, cache="files", columns=None):
    def case(name):
        folder = os.path.join(WORK, "cache-" + cache)
        env = env_with_cache(folder)
        if columns:
            env["COLUMNS"] = str(columns)
        return run([feed, "read", *arguments(name)], env=env)
    return case


def ours_loopback(feed=FEED, tag="ours"):
    def case(name):
        folder = os.path.join(WORK, f"cache-loopback-{tag}")
        shutil.rmtree(folder, ignore_errors=True)
        result = run([feed, "read", f"http://127.0.0.1:{PORT}/{name}", "--json"], env=env_with_cache(folder))
        # Keep a filled cache for the offline case.
        shutil.rmtree(os.path.join(WORK, f"cache-offline-{tag}-{name}"), ignore_errors=True)
        shutil.copytree(folder, os.path.join(WORK, f"cache-offline-{tag}-{name}"))
        return result
    return case


def ours_offline(feed=FEED, tag="ours"):
    def case(name):
        folder = os.path.join(WORK, f"cache-offline-{tag}-{name}")
        if not os.path.isdir(folder):
            return None
        return run([feed, "read", f"http://127.0.0.1:{PORT}/{name}", "--json", "--offline"],
                   env=env_with_cache(folder))
    return case


def cpu_only(argv):
    """CPU seconds of `argv` run directly, without the time wrapper (whose own start-up would count)."""
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        return None
    return usage.ru_utime + usage.ru_stime, 0


def sfeed(name):
    with open(os.path.join(DOCUMENTS, name), "rb") as document:
        return run(["sfeed"], stdin=document)


def python_parser(module):
    code = f"import sys, {module}; {module}.parse(open(sys.argv[1], 'rb').read())"
    return lambda name: run([PYTHON, "-c", code, os.path.join(DOCUMENTS, name)])


def feed_cases(feed, who, tag):
    """The five `feed read` cases of one binary; the offline case follows its loopback case in every round."""
    loopback, offline = ours_loopback(feed, tag), ours_offline(feed, tag)
    return [
        (f"{who}: `feed read FILE --json`", ours(lambda n: [os.path.join(DOCUMENTS, n), "--json"], feed)),
        (f"{who}: `feed read FILE` (text)", ours(lambda n: [os.path.join(DOCUMENTS, n)], feed)),
        (f"{who}: `feed read FILE` (text, 100 columns)",
         ours(lambda n: [os.path.join(DOCUMENTS, n)], feed, columns=100)),
        (f"{who}: loopback, empty cache, `--json`", loopback),
        (f"{who}: `--offline --json`", offline),
    ], (loopback, offline)


OURS, OURS_PAIR = feed_cases(FEED, "ours", "ours")
BEFORE, BEFORE_PAIR = feed_cases(BASELINE, "before", "before") if BASELINE else ([], None)
CASES = OURS + BEFORE + [
    ("sfeed", sfeed),
    ("feedparser-rs (Python binding)", python_parser("feedparser_rs")),
    ("feedparser (Python)", python_parser("feedparser")),
]
PAIRS = [pair for pair in (OURS_PAIR, BEFORE_PAIR) if pair]
STARTUPS = [("ours", FEED)] + ([("before", BASELINE)] if BASELINE else [])

samples = {}
for round_index in range(ROUNDS):
    order = CASES[round_index % len(CASES):] + CASES[:round_index % len(CASES)]
    # Each offline case reads what its loopback case saved: it runs right after it in every round.
    offline_cases = {offline: case for case in CASES for _, offline in PAIRS if case[1] is offline}
    order = [case for case in order if case[1] not in offline_cases]
    for loopback, offline in PAIRS:
        order.insert([case[1] for case in order].index(loopback) + 1, offline_cases[offline])
    for name in NAMES:
        for label, case in order:
            samples.setdefault((label, name), []).append(case(name))
    for who, feed in STARTUPS[round_index % len(STARTUPS):] + STARTUPS[:round_index % len(STARTUPS)]:
        samples.setdefault(("start-up", who), []).append(cpu_only([feed, "--version"]))
    samples.setdefault(("wrapper", ""), []).append(run(["true"]))
    print(f"round {round_index + 1} of {ROUNDS} done", file=sys.stderr)
server.shutdown()


def summary(values):
    done = [value for value in values if value is not None]
    if len(done) < len(values):
        return None, max((rss for _, rss in done), default=0)
    return statistics.median(cpu for cpu, _ in done), max(rss for _, rss in done)


print(f"{ROUNDS} interleaved rounds; CPU time (user + sys) per process, median over rounds; "
      "ratio = case / ours `--json` on the same document; max RSS over the rounds.\n")
for name in NAMES:
    size = os.path.getsize(os.path.join(DOCUMENTS, name)) / 1e6
    print(f"**{name}** ({size:.1f} MB)\n")
    print("| program | CPU median | ratio to ours `--json` | max RSS |")
    print("|---|---:|---:|---:|")
    base, _ = summary(samples[(CASES[0][0], name)])
    for label, _ in CASES:
        cpu, rss = summary(samples[(label, name)])
        shown = f"> {TIMEOUT} s or failed" if cpu is None else f"{cpu * 1000:.1f} ms"
        ratio = "" if cpu is None or base is None else f"{cpu / base:.2f}×"
        print(f"| {label} | {shown} | {ratio} | {rss / 1024:.0f} MB |")
    print()
for who, _ in STARTUPS:
    startup, _ = summary(samples[("start-up", who)])
    shown = f"{startup * 1000:.1f} ms CPU (median)" if startup else "failed"
    print(f"`feed --version`, {who}: {shown}, run directly.")
wrapper, _ = summary(samples[("wrapper", "")])
print(f"\nThe `/usr/bin/time` wrapper running `true`: {wrapper * 1000:.1f} ms CPU (median), part of every figure in "
      "the tables (not of `feed --version`'s).")
