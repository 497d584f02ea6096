#!/bin/bash
# Starts Xvfb :77, a D-Bus session, the AT-SPI bus and Orca (debug log), and records their PIDs.
# Usage: start-env.sh RUN_NAME   (writes $ORCA_OUT/RUN_NAME-orca-debug.log)
set -u
ORCA_OUT=${ORCA_OUT:-$PWD/orca-trial}; mkdir -p "$ORCA_OUT"
RUN=${1:-run}
ST=/tmp/orca-trial; mkdir -p $ST
export HOME=/tmp/orca-trial/home; mkdir -p $HOME
export DISPLAY=:77
export XDG_RUNTIME_DIR=/tmp/orca-trial/xdg; mkdir -p -m 700 $XDG_RUNTIME_DIR
export GTK_MODULES=gail:atk-bridge GNOME_ACCESSIBILITY=1 NO_AT_BRIDGE=0 LANG=C.UTF-8
Xvfb :77 -screen 0 1280x1024x24 -nolisten tcp >$ST/xvfb.log 2>&1 & echo $! > $ST/xvfb.pid
sleep 2
# No sound card: a PulseAudio null sink (clocked in real time, so speech takes as long as it would aloud
# and an interruption cuts it where a listener would hear it cut), recorded from its monitor.
pulseaudio -n --daemonize=no --exit-idle-time=-1 --load="module-null-sink sink_name=speech" \
  --load="module-native-protocol-unix" >$ST/pulse.log 2>&1 & echo $! > $ST/pulse.pid
sleep 2
pactl set-default-sink speech
date +%H:%M:%S.%N > $ORCA_OUT/$RUN-speech.wav.start; parec -d speech.monitor --file-format=wav --channels=1 --rate=22050 $ORCA_OUT/$RUN-speech.wav >$ST/parec.log 2>&1 & echo $! > $ST/parec.pid
dbus-launch --sh-syntax > $ST/dbus.env
. $ST/dbus.env
echo "$DBUS_SESSION_BUS_PID" > $ST/dbus.pid
/usr/libexec/at-spi-bus-launcher --launch-immediately >$ST/atspi.log 2>&1 & echo $! > $ST/atspi.pid
sleep 2
# mark the session's screen reader as on (what GNOME does when Orca is turned on)
dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
/usr/bin/python3 $(dirname "$0")/orca-linebuffered.py --replace --debug-file=$ORCA_OUT/$RUN-orca-debug.log >$ST/orca-$RUN.out 2>&1 & echo $! > $ST/orca.pid
sleep 6
cat > $ST/env.sh <<EOV
export HOME=$HOME DISPLAY=:77 XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR GTK_MODULES=gail:atk-bridge GNOME_ACCESSIBILITY=1 LANG=C.UTF-8
export DBUS_SESSION_BUS_ADDRESS='$DBUS_SESSION_BUS_ADDRESS'
EOV
echo started
