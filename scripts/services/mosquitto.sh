#!/usr/bin/env bash
# Start a throwaway Mosquitto MQTT broker for the microservices samples, in the foreground.
#   MOSQUITTO_PORT  MQTT port on 127.0.0.1 (default 1883)
#   MOSQUITTO_DATA  configuration and persistence directory (default /tmp/mosquitto-<port>)
#   MOSQUITTO_BIN   broker binary (default /usr/sbin/mosquitto)
# Anonymous clients are allowed (local testing only). Stop it with Ctrl+C, or from another shell:
#   kill "$(cat /tmp/mosquitto-<port>/mosquitto.pid)"
set -euo pipefail

PORT="${MOSQUITTO_PORT:-1883}"
DATA="${MOSQUITTO_DATA:-/tmp/mosquitto-${PORT}}"
BIN="${MOSQUITTO_BIN:-/usr/sbin/mosquitto}"

mkdir -p "$DATA"
cat > "$DATA/mosquitto.conf" <<CONF
listener $PORT 127.0.0.1
user $(id -un)
allow_anonymous true
persistence true
persistence_location $DATA/
pid_file $DATA/mosquitto.pid
log_dest stdout
CONF

echo "Mosquitto: mqtt://127.0.0.1:$PORT (anonymous), data in $DATA"
echo "Stop it with Ctrl+C, or: kill \"\$(cat $DATA/mosquitto.pid)\""
exec "$BIN" -c "$DATA/mosquitto.conf"
