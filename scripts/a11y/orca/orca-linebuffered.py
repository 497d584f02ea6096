#!/usr/bin/python3
"""Runs the installed /usr/bin/orca unchanged, except that its --debug-file is opened line-buffered
(Orca opens it block-buffered, so the log lags behind what is spoken by up to 8 KB)."""
import builtins, sys
_open = builtins.open
def _lb_open(f, mode='r', *a, **k):
    if isinstance(f, str) and f.endswith('-orca-debug.log') and 'w' in mode and not a and 'buffering' not in k:
        return _open(f, mode, buffering=1, **k)
    return _open(f, mode, *a, **k)
builtins.open = _lb_open
sys.argv[0] = '/usr/bin/orca'
code = compile(_open('/usr/bin/orca').read(), '/usr/bin/orca', 'exec')
exec(code, {'__name__': '__main__', '__file__': '/usr/bin/orca'})
