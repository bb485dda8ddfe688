import json, sys, re, subprocess, collections
# Session 42 (docs/PERFORMANCE.md).
# bytes (key) of pps whose stack contains `must`, grouped by the first CoordgenKit frame (closest to the allocation) and the next
d=json.load(open(sys.argv[1])); key=sys.argv[2]; must=re.compile(sys.argv[3]); n=int(sys.argv[4]) if len(sys.argv)>4 else 2
ft=d['ftbl']
names=subprocess.run(['swift','demangle','--simplified'],input='\n'.join(ft),capture_output=True,text=True).stdout.split('\n')
ck=[('CoordgenKit' in ft[i] and 'thunk' not in names[i]) for i in range(len(ft))]
agg=collections.Counter(); tot=0
for pp in d['pps']:
    b=pp.get(key,0)
    if not b: continue
    if not any(must.search(names[i]) for i in pp['fs']): continue
    tot+=b
    fr=[names[i].split(' (in ')[0] for i in pp['fs'] if ck[i]]
    fr=[re.sub(r'^0x[0-9A-F]+: ','',x)[:80] for x in fr]
    agg[' <- '.join(fr[:n])]+=b
print('total',tot)
for k,v in agg.most_common(40): print(f'{v/1e6:7.2f} MB  {k}')
