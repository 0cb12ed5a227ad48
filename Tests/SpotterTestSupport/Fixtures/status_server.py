#!/usr/bin/env python3
"""An HTTP endpoint on loopback that answers chosen status codes, for push tests.

Usage: status_server.py PORT_FILE LOG_FILE [keep-alive]

The topic (the URL path) chooses the answer: /s410 answers 410, /s503 answers 503,
/flakyN answers 503 to its first request and 200 after, anything else 200. Every request is
appended to LOG_FILE as one JSON line (topic, status, Title, Priority, Tags, X-Spotter-Route,
body, and the connection's number). The chosen port is written to PORT_FILE once the server
listens. With `keep-alive` it speaks HTTP/1.1 and keeps each connection open for more requests.
"""
import http.server
import json
import os
import sys
import threading

port_file, log_file = sys.argv[1], sys.argv[2]
counts = {}
lock = threading.Lock()
connections = [0]


class Handler(http.server.BaseHTTPRequestHandler):
    if len(sys.argv) > 3 and sys.argv[3] == "keep-alive":
        protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        with lock:
            connections[0] += 1
            self.connection_number = connections[0]

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8")
        topic = self.path.strip("/")
        with lock:
            counts[topic] = counts.get(topic, 0) + 1
            n = counts[topic]
            if topic.startswith("flaky"):
                status = 503 if n == 1 else 200
            elif topic.startswith("s") and topic[1:4].isdigit():
                status = int(topic[1:4])
            else:
                status = 200
            with open(log_file, "a") as f:
                f.write(json.dumps({
                    "topic": topic, "status": status, "title": self.headers.get("Title"),
                    "priority": self.headers.get("Priority"), "tags": self.headers.get("Tags"),
                    "route": self.headers.get("X-Spotter-Route"), "body": body,
                    "connection": self.connection_number}) + "\n")
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
server.serve_forever()
