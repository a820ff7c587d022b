#!/usr/bin/env python3
"""A loopback HTTP/1.1 server for the refresh benchmark: every request is answered after a fixed delay
with a small RSS feed, connections are kept alive, and each accepted connection is counted.

Usage: slow_server.py PORT_FILE COUNT_FILE [DELAY_MS [TIMING_FILE]]
Writes its port to PORT_FILE, and the number of connections accepted so far to COUNT_FILE after each; with
TIMING_FILE, one line per request: the times (seconds since the epoch) it arrived and its answer was sent, and
the number of its connection.
"""
import http.server
import socket
import sys
import threading
import time

delay = (int(sys.argv[3]) if len(sys.argv) > 3 else 50) / 1000
count_file = sys.argv[2]
timing = open(sys.argv[4], "a", buffering=1) if len(sys.argv) > 4 else None
lock = threading.Lock()
connections = [0]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        # The head and the body go out in two writes: without this, Nagle holds the body back until the
        # client's delayed ACK of the head, about 40 ms on every kept-alive request.
        self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with lock:
            connections[0] += 1
            self.connection_number = connections[0]
            with open(count_file, "w") as f:
                f.write(str(connections[0]))

    def do_GET(self):
        arrived = time.time()
        time.sleep(delay)
        body = (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Feed {self.path}</title>'
                f'<item><title>One</title><guid>{self.path}/1</guid></item></channel></rss>').encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        if timing:
            with lock:
                timing.write(f"{arrived:.6f} {time.time():.6f} {self.connection_number}\n")

    def log_message(self, *arguments):
        pass


class Server(http.server.ThreadingHTTPServer):
    # Read by the constructor's listen(): set on the instance afterwards, the backlog stays at 5, and an 8th
    # connection opened at once has its SYN dropped and sent again a second later.
    request_queue_size = 256
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
with open(sys.argv[1], "w") as f:
    f.write(str(server.server_address[1]))
server.serve_forever()
