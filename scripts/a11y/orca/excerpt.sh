#!/bin/bash
# Raw lines of an Orca debug log between two times (HH:MM:SS[.fff]): key events, what Orca spoke
# (SPEECH OUTPUT), what it sent to speech-dispatcher (with the voice settings lines), interruptions,
# live-region handling and mode switches. Usage: excerpt.sh LOG FROM TO
LOG=$1; FROM=$2; TO=$3
awk -v from="$FROM" -v to="$TO" '
  /^[0-9][0-9]:[0-9][0-9]:[0-9][0-9]\./ { t = substr($1, 1, length(from)); inwin = (t >= from && substr($1,1,length(to)) <= to); cont = 0 }
  /^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT/ { keyline = $0; next }
  inwin && keyline != "" && /^[0-9]/ { print keyline; keyline = "" }
  cont > 0 { print; cont--; next }
  inwin && /PRESENT LIVE REGION MESSAGE|SPEECH OUTPUT|Interrupting presentation|Flushing live region|LIVE REGIONS:|Switching active mode|WEB: Switching|KEYBOARD EVENT/ { print; next }
  inwin && /SPEECH DISPATCHER: Speaking/ { print; cont = 2; next }
' "$LOG"
