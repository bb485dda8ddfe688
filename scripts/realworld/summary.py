#!/usr/bin/env python3
"""summary.py OUT [apps.json] — one line per app from OUT/results.json: init / coordinator / screen, insertion-only, membership.

A generated coordinator that never shows its first screen (the uikit template's comment where the app's
protocol gives no navigation controller and coordgen found no router or tab bar to use) exits 0 but is not
a flow: such an app is counted as failing and marked SHELL."""
import json, os, sys

CORPUS_PATH = os.environ.get('CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/realworld/apps.json'))
if not os.path.exists(CORPUS_PATH):
    print(f"note: skipped: {CORPUS_PATH} is not here (a clone of coordgen alone has no ../shared); set CORPUS to the corpus's apps.json")
    sys.exit(0)

out = sys.argv[1]
apps = {a["key"]: a for a in json.load(open(sys.argv[2] if len(sys.argv) > 2 else CORPUS_PATH))}
res = json.load(open(out + "/results.json"))
SHELL_MARK = "gives coordinators no navigation controller: show viewController"

def shells(key):
    """The generated Swift files in OUT/key that hold a coordinator showing nothing."""
    found = []
    for folder, _, files in os.walk(os.path.join(out, key)):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    if SHELL_MARK in handle.read():
                        found.append(os.path.relpath(path, os.path.join(out, key)))
    return found

ok = 0; fam = {}
for r in res:
    a = apps.get(r["key"], {}); f = a.get("family", "?")
    shell = shells(r["key"])
    both = r.get("both_ok") and not shell; ok += bool(both)
    t = fam.setdefault(f, [0, 0]); t[1] += 1; t[0] += bool(both)
    mem = r.get("membership", {})
    same = mem.get("_same_targets_as_parent") if isinstance(mem, dict) else None
    print(f"{'OK ' if both else 'NO '} {f[:6]:6} {r['key'][:40]:40} init={r.get('init_rc')} coord={r.get('coordinator_rc')} screen={r.get('screen_rc')} dels={len(r.get('real_deletions') or [])} sameTargets={same}")
    if not both:
        for k in ("init_msg", "coordinator_msg", "screen_msg"):
            if r.get(k) and (k == "init_msg" and r.get("init_rc") or k != "init_msg" and r.get(k.replace("msg", "rc"))):
                print("        ", k, ":", r[k][:200])
    if shell: print("         SHELL: a new coordinator never shows its screen:", shell[:2])
    if r.get("real_deletions"): print("         deletions:", r["real_deletions"][:3])
print(f"TOTAL both_ok {ok}/{len(res)}", {k: f"{v[0]}/{v[1]}" for k, v in fam.items()})
