#!/usr/bin/env python3
"""likecheck.py OUT apps.json — the differential compile check of `--like` copies (like_run.py's OUT):
an error in the copy that the example already has (same message and file with Zebra read as the
example's name, or in a file of the same folder) is the example's, not new. Prints per app: the new
errors, those the example does not have by file name, and by folder. STANDIN as for diffcheck.py; the
corpus's tools folder is found beside apps.json. A development aid: the tests never use it."""
import collections, json, os, sys
# The corpus: the second argument, else CORPUS, else ../shared/realworld/apps.json beside the checkout;
# its tools folder (diffcheck.py, compilecheck.py) is beside it.
corpus_path = sys.argv[2] if len(sys.argv) > 2 else os.environ.get('CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/realworld/apps.json'))
tools = os.path.join(os.path.dirname(os.path.abspath(corpus_path)), 'tools')
if not os.path.exists(os.path.join(tools, 'diffcheck.py')):
    print(f"note: skipped: the corpus's tools are not beside {corpus_path} (a clone of coordgen alone has no ../shared); pass the corpus's apps.json or set CORPUS")
    sys.exit(0)
if len(sys.argv) < 2 or not os.path.exists(sys.argv[1]):
    sys.exit(f"usage: likecheck.py OUT [apps.json] (OUT: like_run.py's output; STANDIN=… as for diffcheck.py; apps.json: the corpus, {corpus_path})")
sys.path.insert(0, tools)
import diffcheck as dc, compilecheck as cc
out = sys.argv[1]
standin = os.environ['STANDIN']; sid = dc.standin_id(standin)
corpus = {r['key']: r for r in json.load(open(corpus_path))}
res = json.load(open(os.path.join(out, 'like-results.json')))
zero = checked = 0
for r in res:
    if r.get('like_rc') != 0: continue
    key, ex = r['key'], r['example']; repo = os.path.join(out, key); check = corpus[key].get('check')
    if not check: continue
    before, _, _ = dc.before_errors(repo, dc.base_rev(repo), check, standin, sid)
    after = cc.check_app(repo, check, standin)['errors']
    new = after - before
    def mirror(s):
        for a, b in (('Zebra', ex), ('zebra', ex[:1].lower() + ex[1:])):
            s = s.replace(a, b)
        return s
    strict = collections.Counter({k: n for k, n in new.items() if (k[0], mirror(k[1]), mirror(k[2])) not in before})
    # A copied screen keeps its original's file name stem or sits beside it: the same message in a file
    # of the same folder is the example's too.
    folders = {(u, os.path.dirname(f), m) for (u, f, m) in before}
    real = collections.Counter({k: n for k, n in strict.items() if (k[0], os.path.dirname(k[1]), mirror(k[2])) not in folders})
    checked += 1; zero += not real
    print(f"{key} (like {ex}): new {sum(new.values())}, not the example's {sum(strict.values())} by name, {sum(real.values())} by folder", flush=True)
    for (u, f, m), n in sorted(real.items())[:6]: print(f"    + {f}: {m}" + (f" (x{n})" if n > 1 else ""))
print(f"likecheck: {zero}/{checked} copies gain no error the example does not have")
