#!/usr/bin/env python3
"""roundtrip.py BIN OUTDIR [KEY...] — for each app: pristine copy, init, commit, new coordinator Zebra --parent P,
remove coordinator Zebra; prints whether the tree is byte-identical to the state after init."""
import json, os, subprocess, sys, shutil, re

CORPUS_PATH = os.environ.get('CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/realworld/apps.json'))
if not os.path.exists(CORPUS_PATH):
    print(f"note: skipped: {CORPUS_PATH} is not here (a clone of coordgen alone has no ../shared); set CORPUS to the corpus's apps.json")
    sys.exit(0)

BIN, OUT = sys.argv[1], sys.argv[2]; only = set(sys.argv[3:])
apps = json.load(open(CORPUS_PATH))
def pick(names, classes):
    for n in names or []:
        for c in classes:
            if c == n or c in (n + "Coordinator", n + "Flow", n + "FlowCoordinator", "Default" + n + "Coordinator"): return c
    return None
def sh(a, cwd, t=180):
    try: return subprocess.run(a, cwd=cwd, capture_output=True, text=True, timeout=t)
    except subprocess.TimeoutExpired: return subprocess.CompletedProcess(a, 124, "", "timeout")
os.makedirs(OUT, exist_ok=True); ok = tot = 0
for r in apps:
    key, spec = r['key'], r['spec']
    if only and key not in only: continue
    dst = os.path.join(OUT, key); shutil.rmtree(dst, ignore_errors=True)
    subprocess.run(['git', 'clone', '-q', os.environ['PRISTINE'] + '/' + key, dst], check=True)
    root = os.path.join(dst, spec.get('root', '.'))
    i = sh([BIN, 'init'] + list(spec.get('init_args') or []), root)
    if i.returncode: print(f"SKIP {key}: init failed"); continue
    sh(['git', 'add', '-A', '-f', '.'], dst); sh(['git', '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-qm', 'init'], dst)
    coords = r.get('coordinator_classes') or []
    flat = 'parents' in spec and not spec['parents']
    parent = pick(spec.get('parents'), coords)
    args = ['new', 'coordinator', 'Zebra'] + ([] if flat or not parent else ['--parent', parent])
    n = sh([BIN] + args, root)
    if n.returncode: print(f"SKIP {key}: new coordinator failed: {(n.stderr.strip().splitlines() or [''])[-1][:150]}"); continue
    tot += 1
    rm = sh([BIN, 'remove', 'coordinator', 'Zebra'], root)
    st = sh(['git', 'status', '--porcelain', '--untracked-files=all'], dst).stdout.strip()
    if rm.returncode == 0 and not st: ok += 1; print(f"OK   {key}")
    else:
        print(f"DIFF {key}: remove rc={rm.returncode} {(rm.stderr.strip().splitlines() or [''])[-1][:150]}")
        for l in st.splitlines()[:6]: print("      ", l)
        d = sh(['git', 'diff'], dst).stdout.splitlines()
        for l in [l for l in d if l.startswith(('+', '-')) and not l.startswith(('+++', '---'))][:6]: print("      |", l[:150])
print(f"ROUNDTRIP {ok}/{tot}")
