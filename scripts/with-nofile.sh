#!/bin/sh
# Runs a command with the soft open-files limit raised to the hard one where the system lets us:
# every live stream is a socket (docs/deploy.md, "Open files"). Where it cannot, the limit stays
# and the server caps its streams below it (server/live/capacity.ts).
hard=$(ulimit -Hn)
if [ "$hard" = unlimited ]; then ulimit -n 1048576 2>/dev/null || true; else ulimit -n "$hard" 2>/dev/null || true; fi
exec "$@"
