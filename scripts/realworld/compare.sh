#!/usr/bin/env bash
# compare.sh BASE_OUT NEW_OUT (development aid) — per app: are the edits coordgen made (git diff against the pristine commit, new files included) byte-identical?
B="$1"; N="$2"; same=0; diff=0
for d in "$N"/*/; do k=$(basename "$d"); [ -d "$B/$k" ] || { echo "ONLY-NEW $k"; continue; }
  a=$(cd "$B/$k" && git add -A >/dev/null 2>&1; git diff --cached | md5sum)
  b=$(cd "$N/$k" && git add -A >/dev/null 2>&1; git diff --cached | md5sum)
  if [ "$a" = "$b" ]; then same=$((same+1)); else diff=$((diff+1)); echo "DIFFERS $k"; fi
done; echo "same=$same differs=$diff"
