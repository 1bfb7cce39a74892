import json, re
D='/work/shared/official-dataset/three_layered_dataset.json'
d=json.load(open(D))
U={}
for i,rec in enumerate(d):
    s=rec['defender_private_information']
    j=s.index('{', s.index('Universe'))
    u,_=json.JSONDecoder().raw_decode(s[j:])
    m=re.search(r'You are managing information for: *([A-Za-z\-\']+)', s)
    U['official-%03d'%i]={'universe':u,'name':m.group(1) if m else None,'key':json.dumps(u,sort_keys=True)}
groups={}
for k in sorted(U): groups.setdefault(U[k]['key'],[]).append(k)
s38=json.load(open('ref/set38_scenarios.json'))
chosen=[]
for x in s38:
    g=sorted(groups[U[x]['key']]); rest=[y for y in g if y!=x]
    chosen.append({'scenario':rest[0],'set38_id':x,'records_with_this_tree':g})
json.dump({'rule':"group the 300 records by tree; take the 20 trees holding set 38's 20 scenarios in set 38's order; represent each by its lowest record id that is not set 38's id",'chosen':chosen},open('ref/scenario_choices.json','w'),indent=1)
json.dump([c['scenario'] for c in chosen],open('ref/set43_scenarios.json','w'),indent=1)
json.dump({c['scenario']:{'universe':U[c['scenario']]['universe'],'name':U[c['scenario']]['name']} for c in chosen},open('build/universes.json','w'),indent=1)
print(len(groups))
for c in chosen:
    u=U[c['scenario']]['universe']; print(c['scenario'],c['set38_id'],U[c['scenario']]['name'],list(u))
