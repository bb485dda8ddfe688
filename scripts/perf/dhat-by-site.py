import json, sys, re, subprocess, collections
# Session 42 (docs/PERFORMANCE.md): bytes live at the peak (dhat "gb") or allocated in all ("tb"), grouped by the first frames outside the allocator.
# usage: dhagg.py dhat.json [key=gb|eb|tb] [depth]  : bytes at t-gmax by the first N "interesting" frames
d=json.load(open(sys.argv[1])); key=sys.argv[2] if len(sys.argv)>2 else 'gb'; depth=int(sys.argv[3]) if len(sys.argv)>3 else 2
ft=d['ftbl']
names=subprocess.run(['swift','demangle','--simplified'],input='\n'.join(ft),capture_output=True,text=True).stdout.split('\n')
skip=re.compile(r'swift_slowAlloc|swift_allocObject|malloc|realloc|calloc|_allocateStringStorage|__StringStorage|_ContiguousArrayBuffer|ContiguousArray|_copyCollectionToContiguousArray|_copySequenceToContiguousArray|Array\.|Array<|_NativeDictionary|_NativeSet|_DictionaryStorage|_SetStorage|String\.|BumpPtrAllocator|_StringGuts|allocateUninitialized|\[root\]|swift_allocBox|ManagedBuffer|_HashTable|Dictionary\.|Set\.|_uncheckedFromUTF8|_validate|_copying|append|StringObject|reserveCapacity|replaceSubrange|thunk|partial apply|specialized (static )?(Array|String|Dictionary|Set)|RawSyntaxArena|operator new|outlined')
agg=collections.Counter(); cnt=collections.Counter(); tot=0
for pp in d['pps']:
    b=pp.get(key,0)
    if not b: continue
    tot+=b
    fr=[names[i] for i in pp['fs']]
    fr=[re.sub(r'^0x[0-9A-F]+: ','',x) for x in fr]
    sel=[x for x in fr if not skip.search(x)][:depth]
    k=' <- '.join(s.split(' (in ')[0][:90] for s in sel)
    agg[k]+=b; cnt[k]+=pp.get(key.replace('b','bk'),0) if key!='tb' else pp.get('tbk',0)
print('total',key,tot)
for k,v in agg.most_common(int(sys.argv[4]) if len(sys.argv)>4 else 45): print(f'{v/1e6:7.2f} MB {cnt[k]:7d}  {k}')
