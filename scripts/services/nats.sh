#!/usr/bin/env bash
# Start a throwaway NATS server for the microservices samples, in the foreground.
#   NATS_PORT  client port on 127.0.0.1 (default 4222)
#   NATS_DATA  directory for the pid file (default /tmp/nats-<port>)
#   NATS_BIN   server binary (default: nats-server on PATH, else /usr/sbin/nats-server)
# No authentication, no JetStream (core NATS is what the Nest transport uses).
# Stop it with Ctrl+C, or from another shell:
#   kill "$(cat /tmp/nats-<port>/nats.pid)"
set -euo pipefail

PORT="${NATS_PORT:-4222}"
DATA="${NATS_DATA:-/tmp/nats-${PORT}}"
BIN="${NATS_BIN:-$(command -v nats-server || echo /usr/sbin/nats-server)}"

mkdir -p "$DATA"

echo "NATS: nats://127.0.0.1:$PORT, data in $DATA"
echo "Stop it with Ctrl+C, or: kill \"\$(cat $DATA/nats.pid)\""
exec "$BIN" --addr 127.0.0.1 --port "$PORT" --pid "$DATA/nats.pid"
