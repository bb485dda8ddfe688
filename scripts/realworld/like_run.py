#!/usr/bin/env python3
"""like_run.py BIN PRISTINE apps.json OUT — per app: fresh copy, init (with init_args), commit, then
`new coordinator Zebra --like <example init recorded>` (parent left to the example's wiring); records rc,
last line, insertion-only. Then `remove coordinator Zebra` and whether the tree is byte-identical to after init.
The worked copy is left at the --like state (tag `base` = the pristine commit) for likecheck.py.
A development aid: the tests never use it."""
import json, os, re, shutil, subprocess, sys
# The corpus: the third argument, else CORPUS, else ../shared/realworld/apps.json beside the checkout.
CORPUS = sys.argv[3] if len(sys.argv) > 3 else os.environ.get('CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/realworld/apps.json'))
if not os.path.exists(CORPUS):
    print(f"note: skipped: {CORPUS} is not here (a clone of coordgen alone has no ../shared); pass the corpus's apps.json or set CORPUS")
    sys.exit(0)
if len(sys.argv) < 5:
    sys.exit(f'usage: like_run.py BIN PRISTINE apps.json OUT (apps.json: the corpus, {CORPUS})')
BIN, PR, OUT = sys.argv[1], sys.argv[2], sys.argv[4]
apps = json.load(open(CORPUS)); os.makedirs(OUT, exist_ok=True); res = []
def sh(a, cwd, t=300):
    try: return subprocess.run(a, cwd=cwd, capture_output=True, text=True, timeout=t)
    except subprocess.TimeoutExpired: return subprocess.CompletedProcess(a, 124, "", "timeout")
for r in apps:
    key, spec = r['key'], r['spec']; dst = os.path.join(OUT, key); shutil.rmtree(dst, ignore_errors=True)
    subprocess.run(['git', 'clone', '-q', os.path.join(PR, key), dst], check=True)
    root = os.path.join(dst, spec.get('root', '.'))
    i = sh([BIN, 'init'] + list(spec.get('init_args') or []), root)
    rec = {'key': key, 'init_rc': i.returncode}
    if i.returncode: rec['msg'] = (i.stderr or i.stdout).strip().splitlines()[-1:]; res.append(rec); print(key, rec); continue
    m = re.search(r'^example:\s*(\S+)', open(os.path.join(root, '.coordgen.yml')).read(), re.M)
    sh(['git', 'add', '-A', '-f', '.'], dst); sh(['git', '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-qm', 'init'], dst)
    if not m: rec['like_rc'] = None; rec['msg'] = 'no example recorded'; res.append(rec); print(key, rec); continue
    rec['example'] = m.group(1)
    c = sh([BIN, 'new', 'coordinator', 'Zebra', '--like', m.group(1)], root)
    rec['like_rc'] = c.returncode; rec['msg'] = ((c.stderr or '') + (c.stdout or '')).strip().splitlines()[-1:]
    d = sh(['git', 'diff', '--numstat'], dst).stdout.split('\n')
    rec['deletions'] = [l for l in d if l and l.split('\t')[1] not in ('0', '-')]
    sh(['git', 'add', '-A', '-f', '.'], dst); sh(['git', '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-qm', 'like'], dst)
    if c.returncode == 0:
        rm = sh([BIN, 'remove', 'coordinator', 'Zebra'], root)
        rec['remove_rc'] = rm.returncode
        rec['remove_identical'] = sh(['git', 'diff', '--quiet', 'HEAD~1', '--', '.'], dst).returncode == 0 if rm.returncode == 0 else None
        sh(['git', 'stash', '-q', '-u'], dst)
    res.append(rec); print(key, rec, flush=True)
json.dump(res, open(os.path.join(OUT, 'like-results.json'), 'w'), indent=1)
# For diffcheck/likecheck: the pristine commit is `base`, and results.json says which copies to check.
for r in res:
    d = os.path.join(OUT, r['key'])
    root = subprocess.run(['git', 'rev-list', '--max-parents=0', 'HEAD'], cwd=d, capture_output=True, text=True).stdout.split()[0]
    subprocess.run(['git', 'tag', '-f', 'base', root], cwd=d, capture_output=True)
json.dump([{'key': r['key'], 'both_ok': r.get('like_rc') == 0} for r in res], open(os.path.join(OUT, 'results.json'), 'w'), indent=1)
ok = sum(1 for r in res if r.get('like_rc') == 0 and not r.get('deletions'))
ident = sum(1 for r in res if r.get('remove_identical'))
print(f"like ok {ok}/{len(res)}; remove byte-identical {ident}")
