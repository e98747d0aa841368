#!/usr/bin/env bash
# Start a single-node Apache Kafka broker in KRaft mode (one process is broker and controller)
# for trying the Kafka transporter of the microservices pages.
#
# Needs java 17+ and mvn. The first run fetches org.apache.kafka:kafka_2.13 and its dependencies
# from Maven Central into a cache folder; later runs reuse it.
#
# Environment:
#   KAFKA_PORT             broker (PLAINTEXT) port                    default 9092
#   KAFKA_CONTROLLER_PORT  controller port                            default KAFKA_PORT + 1
#   KAFKA_VERSION          version of org.apache.kafka:kafka_2.13     default 4.1.0
#   KAFKA_DATA_DIR         configuration and log data                 default /tmp/nest-kafka-$KAFKA_PORT
#   KAFKA_LIB_DIR          classpath cache                            default /tmp/nest-kafka-lib-$KAFKA_VERSION
#   KAFKA_RESET=1          delete the data folder first (topics, offsets, groups)
#
# Runs in the foreground. Stop it with Ctrl+C, or from another shell: kill "$(cat $KAFKA_DATA_DIR/kafka.pid)"
set -euo pipefail

PORT="${KAFKA_PORT:-9092}"
CPORT="${KAFKA_CONTROLLER_PORT:-$((PORT + 1))}"
VERSION="${KAFKA_VERSION:-4.1.0}"
DATA="${KAFKA_DATA_DIR:-/tmp/nest-kafka-$PORT}"
LIB="${KAFKA_LIB_DIR:-/tmp/nest-kafka-lib-$VERSION}"

command -v java >/dev/null || { echo "kafka.sh: java 17 or newer is required" >&2; exit 1; }

if [ ! -f "$LIB/.complete" ]; then
  command -v mvn >/dev/null || { echo "kafka.sh: mvn is required to fetch the Kafka jars" >&2; exit 1; }
  echo "Fetching org.apache.kafka:kafka_2.13:$VERSION into $LIB"
  pom_dir="$(mktemp -d)"
  cat >"$pom_dir/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.nest-docs</groupId>
  <artifactId>kafka-runtime</artifactId>
  <version>1</version>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_2.13</artifactId>
      <version>$VERSION</version>
    </dependency>
  </dependencies>
</project>
POM
  mkdir -p "$LIB"
  if ! (cd "$pom_dir" && mvn -q -B dependency:copy-dependencies -DoutputDirectory="$LIB" -DincludeScope=runtime); then
    rm -rf "$pom_dir"
    echo "kafka.sh: could not fetch the Kafka jars (is Maven Central reachable?)" >&2
    exit 1
  fi
  rm -rf "$pom_dir"
  touch "$LIB/.complete"
fi

[ "${KAFKA_RESET:-0}" = "1" ] && rm -rf "$DATA"
mkdir -p "$DATA/logs"
CONF="$DATA/server.properties"
cat >"$CONF" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@localhost:$CPORT
listeners=PLAINTEXT://localhost:$PORT,CONTROLLER://localhost:$CPORT
advertised.listeners=PLAINTEXT://localhost:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA/logs
num.partitions=1
auto.create.topics.enable=true
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
PROPS

CP="$LIB/*"
HEAP="${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}"

if [ ! -f "$DATA/logs/meta.properties" ]; then
  echo "Formatting storage in $DATA/logs"
  cluster_id="$(java -cp "$CP" kafka.tools.StorageTool random-uuid | tail -n 1)"
  java -cp "$CP" kafka.tools.StorageTool format -t "$cluster_id" -c "$CONF"
fi

# shellcheck disable=SC2086
java $HEAP -cp "$CP" kafka.Kafka "$CONF" &
pid=$!
echo "$pid" >"$DATA/kafka.pid"
trap 'kill "$pid" 2>/dev/null || true' INT TERM

for _ in $(seq 1 60); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
    echo "Kafka $VERSION listens on localhost:$PORT (controller $CPORT, data in $DATA, pid $pid)"
    echo "Stop it with Ctrl+C, or: kill $pid"
    break
  fi
  kill -0 "$pid" 2>/dev/null || { echo "kafka.sh: the broker exited" >&2; wait "$pid"; exit 1; }
  sleep 1
done
wait "$pid"
