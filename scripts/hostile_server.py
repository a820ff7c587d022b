#!/usr/bin/env python3
"""A hostile HTTP/1.1 server on 127.0.0.1 for scripts/stress: each path misbehaves in one way.

Usage: hostile_server.py PORT_FILE [JSON_FEED_FILE] [--tls CERT KEY]
Listens on a port the system picks, writes it to PORT_FILE, serves until killed. With --tls, every
connection is TLS with the certificate CERT (PEM) and its key KEY, and the paths are served over https.

Paths:
  /gzip-bomb       Content-Encoding: gzip, an endless stream of compressed zeros (about 1000:1)
  /deflate-bomb    the same as Content-Encoding: deflate
  /chunked         Transfer-Encoding: chunked, endless 16 KiB chunks
  /no-length       an endless body without Content-Length (ends when the client closes)
  /image           Content-Length: 500 MB, image/png, sent at full speed
  /image-feed      an RSS feed whose one item's image is /image
  /trickle         Content-Length: 1000, one body byte every 2 seconds
  /silent          reads the request and sends nothing
  /body-8mb        an honest 8 MB body with Content-Length (text, not a feed): what the transport costs
  /json-feed       JSON_FEED_FILE with Content-Type application/feed+json
  /transient-N     503 for the first N requests on this path, then a small RSS feed
"""
import socket
import ssl
import sys
import threading
import time
import zlib

ZEROS = bytes(1 << 20)
RSS = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>Recovered</title>'
       b'<item><title>One</title><guid>1</guid></item></channel></rss>')
COUNTS = {}
COUNTS_LOCK = threading.Lock()


def bomb_blocks(wbits):
    """The first compressed block and the one that repeats: after the window fills with zeros,
    compressing another MiB of zeros with a sync flush gives the same bytes every time."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, wbits)
    first = compressor.compress(ZEROS) + compressor.flush(zlib.Z_SYNC_FLUSH)
    repeat = compressor.compress(ZEROS) + compressor.flush(zlib.Z_SYNC_FLUSH)
    assert repeat == compressor.compress(ZEROS) + compressor.flush(zlib.Z_SYNC_FLUSH)
    return first, repeat


BOMBS = {"gzip": bomb_blocks(31), "deflate": bomb_blocks(15)}


def head(status, headers):
    lines = [f"HTTP/1.1 {status}"] + [f"{k}: {v}" for k, v in headers] + ["Connection: close", "", ""]
    return "\r\n".join(lines).encode()


def serve(conn, json_feed, tls):
    try:
        if tls:
            conn.settimeout(10)
            conn = tls.wrap_socket(conn, server_side=True)
        conn.settimeout(10)
        request = b""
        while b"\r\n\r\n" not in request and len(request) < 65536:
            data = conn.recv(4096)
            if not data:
                return
            request += data
        path = request.split(b" ", 2)[1].decode(errors="replace")
        conn.settimeout(None)
        if path in ("/gzip-bomb", "/deflate-bomb"):
            encoding = path[1:].split("-")[0]
            first, repeat = BOMBS[encoding]
            conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml"), ("Content-Encoding", encoding)]))
            conn.sendall(first)
            while True:
                conn.sendall(repeat)
        elif path == "/chunked":
            conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml"), ("Transfer-Encoding", "chunked")]))
            chunk = b"4000\r\n" + b"x" * 0x4000 + b"\r\n"
            while True:
                conn.sendall(chunk)
        elif path == "/no-length":
            conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml")]))
            while True:
                conn.sendall(ZEROS)
        elif path == "/image":
            conn.sendall(head("200 OK", [("Content-Type", "image/png"), ("Content-Length", str(500 << 20))]))
            for _ in range(500):
                conn.sendall(ZEROS)
        elif path == "/body-8mb":
            conn.sendall(head("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(8 << 20))]))
            for _ in range(8):
                conn.sendall(b"x" * (1 << 20))
        elif path == "/image-feed":
            port = conn.getsockname()[1]
            scheme = "https" if tls else "http"
            feed = (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Pictures</title><item>'
                    f'<title>Huge</title><guid>1</guid><enclosure url="{scheme}://127.0.0.1:{port}/image" '
                    f'type="image/png" length="1"/></item></channel></rss>').encode()
            conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml"),
                                         ("Content-Length", str(len(feed)))]) + feed)
        elif path == "/trickle":
            conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml"), ("Content-Length", "1000")]))
            for _ in range(1000):
                conn.sendall(b"<")
                time.sleep(2)
        elif path == "/silent":
            time.sleep(3600)
        elif path == "/json-feed" and json_feed:
            with open(json_feed, "rb") as f:
                body = f.read()
            conn.sendall(head("200 OK", [("Content-Type", "application/feed+json"),
                                         ("Content-Length", str(len(body)))]) + body)
        elif path.startswith("/transient-"):
            with COUNTS_LOCK:
                COUNTS[path] = COUNTS.get(path, 0) + 1
                count = COUNTS[path]
            if count <= int(path.split("-")[1]):
                conn.sendall(head("503 Service Unavailable", [("Content-Length", "0")]))
            else:
                conn.sendall(head("200 OK", [("Content-Type", "application/rss+xml"),
                                             ("Content-Length", str(len(RSS)))]) + RSS)
        else:
            conn.sendall(head("404 Not Found", [("Content-Length", "0")]))
    except (OSError, ssl.SSLError):
        pass
    finally:
        conn.close()


def main():
    arguments = sys.argv[1:]
    tls = None
    if "--tls" in arguments:
        at = arguments.index("--tls")
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(arguments[at + 1], arguments[at + 2])
        del arguments[at:at + 3]
    json_feed = arguments[1] if len(arguments) > 1 else None
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    with open(arguments[0], "w") as f:
        f.write(str(listener.getsockname()[1]))
    while True:
        conn, _ = listener.accept()
        threading.Thread(target=serve, args=(conn, json_feed, tls), daemon=True).start()


if __name__ == "__main__":
    main()
