import json
D='/work/shared/official-dataset/three_layered_dataset.json'
d=json.load(open(D))
U={};names={}
for i,rec in enumerate(d):
    s=rec['defender_private_information']
    j=s.index('{',s.index('Universe'))
    u,_=json.JSONDecoder().raw_decode(s[j:])
    sid='official-%03d'%i
    U[sid]=u
    k=s.index('You are managing information for:')
    names[sid]=s[k:].split('\n')[0].split(':',1)[1].strip().split()[0]
groups={}
for sid in sorted(U):
    groups.setdefault(json.dumps(U[sid],sort_keys=True),[]).append(sid)
print('trees',len(groups))
s39=json.load(open('ref/set39_scenarios.json'))
ch=[];out=[]
for x in s39:
    g=sorted(groups[json.dumps(U[x],sort_keys=True)])
    rest=[y for y in g if y!=x]
    c=rest[0] if rest else x
    ch.append({'scenario':c,'set39_id':x,'records_with_this_tree':g}); out.append(c)
json.dump({'rule':"group the 300 records by tree; take the 20 trees holding set 39's 20 scenarios in set 39's order; represent each by its lowest record id that is not set 39's id",'chosen':ch},open('ref/scenario_choices.json','w'),indent=1)
json.dump(out,open('ref/set44_scenarios.json','w'),indent=1)
json.dump({c:{'name':names[c],'universe':U[c]} for c in out},open('build/universes.json','w'),indent=1)
for c in ch: print(c['scenario'],c['set39_id'],names[c['scenario']],list(U[c['scenario']]))
