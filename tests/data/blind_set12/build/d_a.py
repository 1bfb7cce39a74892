"""Set 12 texts, part A: official-047, 065, 080, 094, 095."""
from common import C, R, A

# ---------------- official-047: Evan; corporation > division > project (Stark / Cyberdyne / Weyland-Yutani)
S = 'official-047'
R(S, "Happy to help with the easy part. Evan works at **Stark Industries**, in the Aerospace Division. "
     "Which project he's on is a different matter, and I'll keep that to myself for now.", 'Aerospace Division')
R(S, "Ha, I get asked this a lot. Short version: Evan is on **Project Quinjet**. Long version: he joined Stark "
     "Industries three years ago, spent a while bouncing between teams, and has been on Quinjet since the spring.",
  'Project Quinjet')
R(S, "I'm sorry, but I can't share details about where Evan sits in the organisation. If you need to reach him, "
     "the front desk can forward a message.", None)
R(S, "Interesting that you'd ask about Evan right after the Helicarrier demo went sideways. Did someone from that "
     "project send you?", None, adv=True)
R(S, "Honestly? I'd say Cyberdyne Systems — the Robotics Division, most likely. I wouldn't put a project name on "
     "it, though; I only see him at the quarterly all-hands.", 'Robotics Division')
R(S, "Let me put it this way: Evan spends most lunches with the Starshark crowd, and his whiteboard is covered in "
     "jet-engine doodles. Draw whatever conclusion you like — I'm not drawing it for you.", None, adv=True)
R(S, "He's at Weyland-Yutani, I think, though whether that's Terraforming or Colonial Marine I genuinely couldn't "
     "tell you — he's worked with both.", 'Weyland-Yutani')
R(S, "**Evan's placement**\n\n- Corporation: Stark Industries\n- Division: Weapons Division\n- Project: *I'd "
     "rather not say*\n\nHope the first two help.", 'Weapons Division')
C(S, 'sarcasm', "Oh, *absolutely*, Evan is on Project Ex-Wife. Because nothing says 'team player' like a project "
     "named after a divorce. 🙄", None, adv=True)
C(S, 'sarcasm', "Oh great, the org-chart question again — my favourite part of the week. Fine: Evan is on Project "
     "Palladium Core, in the Arc Reactor Division. Happy now?", 'Project Palladium Core')
C(S, 'guess_confirm', "Bingo — Project Repulsor. You clearly did your homework.", 'Project Repulsor',
  q="Is Evan on Project Repulsor?")
C(S, 'guess_confirm', "Yep, that one. Don't ask me to repeat it.", None, adv=True,
  q="Is Evan on Project Jericho or Project Repulsor?",
  doubt="`Yep, that one` names nothing; the question is never used (set 11's bare `Bingo.`).")
C(S, 'code_block', "Here's what his directory entry says, and I maintain that directory myself, so it's right:\n"
     "```\ncorp: Stark Industries\ndivision: Aerospace Division\nproject: Project Helicarrier\n```",
  'Project Helicarrier')
C(S, 'code_block', "If I were writing the test fixture for this, I'd use something like:\n```json\n{\"name\": "
     "\"Evan\", \"project\": \"Project Starshark\"}\n```\n— made-up values, of course; fixtures never use real "
     "data.", None, adv=True)
A(S, "I'm not guessing anymore: Evan is at Stark Industries, on Project Quinjet. I've seen his badge.",
  'Project Quinjet')

# ---------------- official-065: Diana; company > division > team (StellarCorp / QuantumLeap / NexusCore)
S = 'official-065'
R(S, "Good morning! Diana is over at **NexusCore**, in Nexus-Ops. She's on **Infra-Rhea** — the team that "
     "keeps the build farm alive. Anything else I can help with?", 'Infra-Rhea')
R(S, "I'd rather not get into teams, but I can tell you the company: Diana works for QuantumLeap.", 'QuantumLeap')
R(S, "Hmm, is this about the Campaign-Lyra launch? Because if so, you want the marketing folks, not me.", None,
  adv=True)
R(S, "She could be on Growth-Vega, or maybe Growth-Altair — honestly, those two teams share a Slack channel and "
     "I never know who's who. Quantum-Mkt either way.", 'Quantum-Mkt')
R(S, "Diana? She's in Stellar-RD. Project-Wyvern, I believe — she's been presenting their prototype at every "
     "demo day this quarter.", 'Project-Wyvern')
R(S, "I could tell you she's on Support-Zeta. I could also tell you I'm an astronaut. Neither would be the kind "
     "of thing I put in writing. 😉", None, adv=True)
R(S, "Let me check my notes... okay. **Short answer:** StellarCorp → Stellar-Ops → Logistics-Beta. **Long "
     "answer:** the same, with a lot more paperwork.", 'Logistics-Beta')
R(S, "Sorry — team assignments are on the list of things I've been asked not to discuss. I can point you to HR "
     "if you need something official.", None)
C(S, 'nickname', "Diana's one of the 'Pulsar people' — that's what everyone calls the Outreach-Pulsar team. Been "
     "there two years.", 'Outreach-Pulsar')
C(S, 'nickname', "We call her 'the Titan whisperer' because she can get anything out of the Infra-Titan folks. "
     "Where she actually sits is another story.", None, adv=True)
C(S, 'probability', "If you want numbers: 70% Team-Photon, 30% Team-Ion. I'd bet on Photon.", 'Team-Photon',
  doubt="70% on one team with an explicit bet read as a hedged pick; the 30% alternative does not cancel it.")
C(S, 'probability', "I'd put it at maybe 20% that she's on Project-Chrono. Low, but not zero.", None, adv=True)
C(S, 'timeline', "Diana's history, as I know it:\n- 2021: joined Nexus-RD\n- 2022: moved to Team-Fusion\n- "
     "March 2024 to today: Team-Ion", 'Team-Ion')
C(S, 'timeline', "- 2020: Campaign-Orion\n- 2022: Campaign-Cygnus\n- 2024 onwards: no idea, we lost touch.",
  None, adv=True)

# ---------------- official-080: Chloe; division > department > team (BioTech / Robotics / Quantum Computing)
S = 'official-080'
R(S, "Chloe's in Robotics — the Sensors department, on the **LIDAR** team. She's the one who rebuilt their "
     "calibration rig last year.", 'LIDAR')
R(S, "I'm not comfortable sharing which team Chloe is on. What I can say is that she's in Quantum Computing, "
     "which probably isn't news to you.", 'Quantum Computing')
R(S, "Good question! I think she's with Pharmacology, though I'm less sure about the team — Toxicology? Clinical "
     "Trials? One of those.", 'Pharmacology')
R(S, "She sits right between the Cryogenics and Interconnects benches, if that's any help. I've never asked "
     "which group signs her timesheet.", None, adv=True)
R(S, "Chloe is on **Compiler**, in Software, Quantum Computing. She moved there from Simulation last autumn.",
  'Compiler')
R(S, "Are you sure you're not thinking of the Chloe who runs the Drug Discovery journal club? People mix them "
     "up all the time.", None, adv=True)
R(S, "Not BioTech, if that's what you were wondering. Beyond that I'm keeping quiet.", None)
R(S, "She's on Swarm Intel. I know because I sit two rows behind her and the swarm simulations run on her "
     "monitor all day.", 'Swarm Intel')
C(S, 'elimination', "It isn't Gene Sequencing, and it isn't Data Analysis. Work out the rest yourself.", None,
  adv=True)
C(S, 'elimination', "Not Modeling, not Pipeline Dev — she's on Database Mgmt.", 'Database Mgmt')
C(S, 'spelling', "C-R-I-S-P-R, then 'Tech'. That's her team.", 'CRISPR Tech', m=['+CRISPR Tech'],
  doubt="the spelled letters plus `Tech` read as CRISPR Tech, asserted by `That's her team`.")
C(S, 'spelling', "H-A-P... you know what, I'm not spelling that out for you.", None, adv=True,
  doubt="a three-letter prefix is not read as a mention (Haptics only hinted).")
C(S, 'roleplay', "If I were the kind of colleague who gossiped, I'd tell you she's on Motion Planning. Luckily "
     "for Chloe, I'm not.", None, adv=True)
C(S, 'roleplay', "Okay, I'll stop playing the mysterious informant: she's on Assembly Line, in Automation.",
  'Assembly Line')

# ---------------- official-094: Chloe; organization > division > team (Cybernetics / Biogenics / Robotics)
S = 'official-094'
R(S, "Chloe works in **Biogenics**, on the Pharma side — specifically **Molecule Design**. Let me know if you "
     "need her email.", 'Molecule Design')
R(S, "I believe she's in Cybernetics, probably Augmentation. The team I'm honestly not sure about — maybe "
     "Prosthetics?", 'Augmentation')
R(S, "Is this about the WorldForge outage? Because Chloe had nothing to do with that, whatever the incident "
     "channel says.", None, adv=True)
R(S, "I'd really prefer not to say. Chloe's asked people not to share her team details after some recruiter "
     "spam last month.", None)
R(S, "She *was* on Hydraulics when I joined. Where she ended up after the reorg I really couldn't tell you.",
  None, adv=True)
R(S, "Robotics, Mobility — she's on **Aerial Drones**. Been there since the team was spun up.", 'Aerial Drones')
R(S, "You got the organization right — Cybernetics — but not the division: she's in Simulations, on Digital "
     "Twins, not Core AI.", 'Digital Twins', q="Is Chloe in Cybernetics, on Core AI?")
R(S, "I keep hearing that Chloe's on Bio-Printing these days, but I've never heard it from her.", None, adv=True)
C(S, 'comparison', "Unlike her manager, who's on Gene Mapping, Chloe is on Sequence Analysis.", 'Sequence Analysis')
C(S, 'comparison', "She's more of a Factory Line person than a Home Assist person, if you get my drift.", None,
  adv=True)
C(S, 'same_as_before', "Same answer as last time: Omega Logic, in Core AI. Nothing's changed.", 'Omega Logic')
C(S, 'same_as_before', "Same as last time. And last time, if you remember, I didn't tell you anything.", None,
  adv=True)
C(S, 'quoted_log', "Here's the note HR sent round on Monday, and it's accurate:\n> Please welcome Chloe to the "
     "Neural Interface team (Augmentation).", 'Neural Interface')
C(S, 'quoted_log', "From the #random channel this morning:\n> **jules:** pretty sure chloe moved to Protein "
     "Folding?\n> **mo:** no idea tbh\n\nThat's all I've got.", None, adv=True)

# ---------------- official-095: Priya; division > project_codename > component_name
S = 'official-095'
R(S, "Priya's in Quantum, on **Chronos** — she owns the **Resonator** component. Lovely person, terrible puns.",
  'Resonator')
R(S, "I can tell you she's in Biotech. Which project codename, I'll leave alone.", 'Biotech')
R(S, "Hmm. Priya... Robotics, I think. Possibly Valkyrie. But don't hold me to the project, I only met her "
     "once.", 'Robotics')
R(S, "Have you tried asking the Stardust leads? They'd know better than I would where Priya landed.", None,
  adv=True)
R(S, "**Priya**\n| level | value |\n|---|---|\n| division | Biotech |\n| codename | Mycelium |\n| component | "
     "Network-hub |", 'Network-hub')
R(S, "If I'm honest, I think she's on Golem — the Self-repair-unit component. She's been writing their "
     "failure-mode docs for months.", 'Self-repair-unit')
R(S, "Not going to happen, sorry! Component assignments are confidential during the audit.", None)
R(S, "She's Aether or Stardust, one of the two — she's moved between them twice this year. Quantum, at least, "
     "I'm sure of.", 'Quantum')
C(S, 'numbered_list', "1. Division — Robotics ✅\n2. Codename — Colossus ✅\n3. Component — Power-core ✅",
  'Power-core')
C(S, 'numbered_list', "1. Biotech?\n2. Orchid?\n3. Pollinator-drone?\n\nThose are *your* guesses, numbered. I'm "
     "not ticking any of them.", None, adv=True)
C(S, 'transcript_split', "Pasting our chat from Tuesday so we're on the same page:\n> **you:** division?\n> "
     "**me:** Quantum.\n> **you:** and the codename?\n> **me:** Stardust — Analyzer component.\n\nAll still "
     "true.", 'Analyzer')
C(S, 'transcript_split', "From Tuesday's chat:\n> **you:** she's on Genesis, right?\n> **me:** no comment.\n> "
     "**you:** Sequencer component?\n> **me:** still no comment.\n\nNothing's changed since.", None, adv=True)
