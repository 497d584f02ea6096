#!/usr/bin/python3
"""Extracts from an Orca 43 debug log what was sent to speech-dispatcher (every utterance, say-all
included), with its time and language, and the interruptions, plus the key presses.
Usage: spoken.py LOG [FROM_HH:MM:SS] [TO_HH:MM:SS]"""
import re, sys, datetime, warnings
warnings.filterwarnings("ignore")
log = open(sys.argv[1], encoding='utf-8', errors='replace').read().split('\n')
lo = sys.argv[2] if len(sys.argv) > 2 else ''
hi = sys.argv[3] if len(sys.argv) > 3 else '99'
i = 0
inwin = False
while i < len(log):
    line = log[i]
    m = re.match(r'(\d\d:\d\d:\d\d\.\d+) - (.*)', line)
    if m: inwin = lo <= m.group(1)[:len(lo)] and m.group(1)[:len(hi)] <= hi
    if m and inwin:
        t, rest = m.groups()
        if rest.startswith('SPEECH DISPATCHER: Speaking'):
            # the SSML can span lines; the next lines carry ORCA/SD voice settings
            block = rest
            j = i + 1
            while j < len(log) and not re.match(r'\d\d:\d\d:\d\d\.\d+ - ', log[j]):
                block += '\n' + log[j]; j += 1
            ssml = re.search(r"Speaking '(.*)'\s*\n", block, re.S)
            text = re.sub(r'<mark name="[^"]*"/>', '', ssml.group(1) if ssml else block)
            text = text.replace('<speak>', '').replace('</speak>', '')
            lang = re.search(r'SD rate .*language (\S+)', block)
            print('%s  SPOKEN [%s]: %s' % (t, lang.group(1) if lang else '?', text.strip()))
        elif rest.startswith('DEFAULT: Interrupting presentation'):
            print('%s  -- interrupt (speech stopped)' % t)
        elif rest.startswith('WEB: Flushing live region messages'):
            print('%s  -- live region queue flushed' % t)
        elif rest.startswith('ORCA: Switching active mode') or 'Switching to' in rest:
            print('%s  -- %s' % (t, rest))
        elif rest.startswith('LIVE REGIONS:'):
            print('%s  -- %s' % (t, rest))
    elif line.startswith('KEYBOARD_EVENT:') and 'PRESSED' in line:
        j = i + 1; name = None; when = None
        while j < len(log) and j < i + 15:
            k = re.search(r'keyval_name=\((.*)\)', log[j]); w = re.search(r'\btime=([\d.]+)', log[j])
            if k: name = k.group(1)
            if w: when = datetime.datetime.utcfromtimestamp(float(w.group(1))).strftime('%H:%M:%S.%f')
            j += 1
        if when and lo <= when[:len(lo)] and when[:len(hi)] <= hi:
            print('%s  KEY PRESSED: %s' % (when, name))
    i += 1
