#!/bin/bash
# Stops what start-env.sh / start-firefox.sh started, by recorded PID only (SIGTERM, then SIGKILL).
ST=/tmp/orca-trial
stop() { local p=$1; kill $p 2>/dev/null; for i in 1 2 3 4 5; do kill -0 $p 2>/dev/null || return 0; sleep 1; done; kill -9 $p 2>/dev/null; }
helpers=""
# helpers spawned on demand (speech-dispatcher, its espeak-ng module, at-spi2-registryd): the processes
# whose environment carries this trial's XDG_RUNTIME_DIR
for p in $(ls /proc | grep -E "^[0-9]+$"); do
  if tr "\0" "\n" < /proc/$p/environ 2>/dev/null | grep -qx 'XDG_RUNTIME_DIR=/tmp/orca-trial/xdg'; then helpers="$helpers $p"; fi
done 2>/dev/null
for f in firefox orca parec atspi xvfb dbus pulse; do [ -f $ST/$f.pid ] && { echo "stopping $f $(cat $ST/$f.pid)"; stop $(cat $ST/$f.pid); }; done
for p in $helpers; do kill -0 $p 2>/dev/null && { echo "stopping helper $p: $(tr '\0' ' ' < /proc/$p/cmdline)"; stop $p; }; done
rm -f $ST/*.pid
