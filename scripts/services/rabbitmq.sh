#!/usr/bin/env bash
# Start a throwaway RabbitMQ node for the microservices samples, in the foreground.
#   RABBITMQ_PORT       AMQP port (default 5672)
#   RABBITMQ_DIST_PORT  Erlang distribution port (default RABBITMQ_PORT + 20000)
#   RABBITMQ_DATA       data and log directory (default /tmp/rabbitmq-<port>)
# The management plugin stays off. Stop the node with Ctrl+C, or from another shell:
#   HOME=<data dir> RABBITMQ_NODENAME=rabbit-<port>@localhost /usr/lib/rabbitmq/bin/rabbitmqctl stop
set -euo pipefail

PORT="${RABBITMQ_PORT:-5672}"
DIST_PORT="${RABBITMQ_DIST_PORT:-$((PORT + 20000))}"
DATA="${RABBITMQ_DATA:-/tmp/rabbitmq-${PORT}}"
NODE="rabbit-${PORT}@localhost"

mkdir -p "$DATA/mnesia" "$DATA/log"
# An empty plugins file keeps every plugin (management included) disabled.
: > "$DATA/enabled_plugins"
# A cookie of our own (HOME points at the data directory below, where Erlang and rabbitmqctl read it).
if [ ! -s "$DATA/.erlang.cookie" ]; then
  head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$DATA/.erlang.cookie"
  chmod 400 "$DATA/.erlang.cookie"
fi

export RABBITMQ_NODENAME="$NODE"
export RABBITMQ_NODE_IP_ADDRESS="127.0.0.1"
export RABBITMQ_NODE_PORT="$PORT"
export RABBITMQ_DIST_PORT="$DIST_PORT"
export RABBITMQ_MNESIA_BASE="$DATA/mnesia"
export RABBITMQ_LOG_BASE="$DATA/log"
export RABBITMQ_ENABLED_PLUGINS_FILE="$DATA/enabled_plugins"
export RABBITMQ_CONFIG_FILE="$DATA/rabbitmq"   # no such file: built-in defaults
export RABBITMQ_ADVANCED_CONFIG_FILE="$DATA/advanced.config"
# Keep the Erlang distribution port and epmd on the loopback interface too.
export RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
export ERL_EPMD_ADDRESS="127.0.0.1"
export HOME="$DATA"

echo "RabbitMQ node $NODE: AMQP on 127.0.0.1:$PORT (user guest, password guest), data in $DATA"
echo "Stop it with Ctrl+C, or: HOME=$DATA RABBITMQ_NODENAME=$NODE /usr/lib/rabbitmq/bin/rabbitmqctl stop"
exec /usr/lib/rabbitmq/bin/rabbitmq-server
