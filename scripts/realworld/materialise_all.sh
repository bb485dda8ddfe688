#!/usr/bin/env bash
# materialise_all.sh DEST — writes pristine copies of the corpus apps into DEST/<key> (a git repo whose one commit is the
# pristine app), from the bare repositories the search tool's fetch verb left in $MIRROR (default /work/.mirror).
# A development aid: the tests never use it.
set -euo pipefail
DEST="${1:?usage: materialise_all.sh DEST}"
CORPUS="${CORPUS:-$(cd "$(dirname "$0")" && pwd)/../../../shared/realworld/apps.json}"
if [ ! -f "$CORPUS" ]; then
    echo "note: skipped: $CORPUS is not here (a clone of coordgen alone has no ../shared); set CORPUS to the corpus's apps.json"
    exit 0
fi
export CORPUS
mkdir -p "$DEST"
HERE="$(cd "$(dirname "$0")" && pwd)" python3 - "$DEST" <<'PY'
import json,subprocess,sys,os
dest=sys.argv[1]
for r in json.load(open(os.environ.get('CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/realworld/apps.json')))):
    g=os.environ.get('MIRROR','/work/.mirror')+'/'+r['repo'].replace('/','+')+'/repo'
    out=os.path.join(dest,r['key'])
    if os.path.exists(out): continue
    head=subprocess.run(['git','-C',g,'rev-parse','HEAD'],capture_output=True,text=True).stdout.strip()
    if head!=r['commit']: print('HEAD MISMATCH',r['key'],head,r['commit'])
    subprocess.run(['python3',os.path.join(os.path.dirname(os.environ.get('CORPUS', os.path.join(os.environ['HERE'], '../../../shared/realworld/apps.json'))), 'materialise.py'),g,out],check=True,capture_output=True)
    subprocess.run('git init -q && git add -A -f . && git -c user.email=x@y -c user.name=x commit -qm pristine',shell=True,cwd=out,check=True)
    print('ok',r['key'])
PY
