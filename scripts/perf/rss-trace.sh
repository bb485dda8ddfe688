#!/usr/bin/env bash
# usage: rss.sh BIN ARGS... : samples VmRSS (KB) every ~2 ms on a fresh copy of the large app
d=/tmp/rss-run-$$; rm -rf $d; cp -a ${LARGE_APP:-/tmp/LargeApp/Harbor} $d; cd $d
"$@" >/dev/null 2>&1 & pid=$!
s=${EPOCHREALTIME/[.,]/}
while kill -0 $pid 2>/dev/null; do r=$(awk '/VmRSS/{print $2}' /proc/$pid/status 2>/dev/null); t=${EPOCHREALTIME/[.,]/}; [ -n "$r" ] && echo "$(( (t-s)/1000 )) $r"; sleep 0.002; done
cd /tmp; rm -rf $d
