# source me. key NAME [WAIT]: press a key on :77 via xdotool (XTEST), wait, then print what Orca said since.
. /tmp/orca-trial/env.sh
ORCA_OUT=${ORCA_OUT:-$PWD/orca-trial}
LOG=${LOG:?set LOG to the orca debug log}
mark() { MARK=$(wc -l < $LOG); }
said() { tail -n +$((MARK+1)) $LOG | grep -E "SPEECH OUTPUT|Interrupting presentation|Flushing live region|LIVE REGIONS: messages|PRESENT LIVE REGION|Switching to (focus|browse) mode|KEYBOARD EVENT" | grep -v "^\s*$" | cut -c1-400; }
key() { mark; echo "=== $(date +%T.%N | cut -c1-12) key $1"; echo "=== $(date +%T.%N | cut -c1-12) key $1" >> $ORCA_OUT/keys-$RUN.txt; xdotool key --clearmodifiers "$1"; sleep ${2:-3}; said; }
