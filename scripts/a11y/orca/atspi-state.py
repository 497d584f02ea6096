#!/usr/bin/python3
"""Prints what is on screen for the current beat, read from Firefox's accessibility tree (the DOM as
exposed to Orca): the Timeline's value text, the Captions region, the live log's paragraphs and the
Scene description list."""
import pyatspi
def find(o, pred, d=0):
    if o is None or d > 30: return None
    try:
        if pred(o): return o
        for c in o:
            r = find(c, pred, d + 1)
            if r: return r
    except Exception:
        return None
def attrs(o):
    try: return dict(a.split(':', 1) for a in o.getAttributes())
    except Exception: return {}
def text(o):
    try: return o.queryText().getText(0, -1)
    except Exception: return ''
def deep(o):
    # flatten embedded objects
    t = text(o); out = ''; k = 0
    for ch in t:
        if ch == '\ufffc':
            out += deep(o.getChildAtIndex(k)); k += 1
        else: out += ch
    return out
app = [a for a in pyatspi.Registry.getDesktop(0) if a and 'irefox' in (a.name or '')][0]
doc = find(app, lambda o: o.getRole() == pyatspi.ROLE_DOCUMENT_WEB and o.getState().contains(pyatspi.STATE_SHOWING))
sl = find(doc, lambda o: o.getRole() == pyatspi.ROLE_SLIDER and o.name in ('Timeline', 'Línea de tiempo') or (o.getRole() == pyatspi.ROLE_SLIDER))
print('Timeline valuetext:', attrs(sl).get('valuetext'), '| focused:', sl.getState().contains(pyatspi.STATE_FOCUSED))
cap = find(doc, lambda o: o.getRole() == pyatspi.ROLE_LANDMARK and o.name in ('Captions', 'Subtítulos'))
if cap: print('Captions region:', deep(cap))
log = find(doc, lambda o: attrs(o).get('xml-roles') == 'log')
if log:
    for i, p in enumerate(log): print('live log paragraph %d:' % i, deep(p))
sd = find(doc, lambda o: o.getRole() == pyatspi.ROLE_LANDMARK and o.getChildCount() > 1 and o.getChildAtIndex(0).getRole() == pyatspi.ROLE_HEADING and o.getChildAtIndex(1).getRole() == pyatspi.ROLE_LIST and o.name != 'run(): the decision')
if sd:
    print('Region %r:' % sd.name)
    for li in sd.getChildAtIndex(1): print('  -', deep(li))
