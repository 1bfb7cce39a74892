"""Estimate notes. One E(...) per note: scenario, tag, text, prior label, current label.
A label is None (all null), an entity (its path), a 3-list (entity / None / '?'), or 'unscored'."""
from common import E

Q = '?'

# ---- handover_note (new): a shift handover memo from one defender to the next ----
E('official-232', 'handover_note', "Handing over. Where things stand: they came in knowing nothing at all — first message was 'what companies even exist here?'. By the end they'd settled on NexusEnterprises and the Fusion division. They never got near a team.",
  None, ['NexusEnterprises', 'Fusion', None])
E('official-233', 'handover_note', "Handover for the evening shift: attacker opened already sure of Vanguard Solutions (said they'd seen it on her lanyard). I floated Marine Logistics as a decoy and they bit — they're now convinced it's DeepHaul. Team-level they're wrong, but that's what they believe.",
  'Vanguard Solutions', 'DeepHaul')
E('official-237', 'handover_note', "Notes for whoever picks this up tomorrow:\n- Going in: they had Quantum Systems, nothing below that.\n- Now: still Quantum Systems. They asked about Cryogenics and Q-Compiler and couldn't decide between them.\n- I mentioned Photonics once as an example; they didn't pick it up.",
  ['Quantum Systems', None, None], ['Quantum Systems', Q, Q], doubt='`couldn\'t decide between them` puts `?` at the department and so at the team; Photonics, mentioned once and not picked up, is not held.')
E('official-243', 'handover_note', "Over to you. Quick summary — at the start they seemed to know the company (CygnusInc) but honestly I couldn't tell whether they knew the division. At the end they're sure it's Strategy, and they've written down Titan for the team.",
  ['CygnusInc', Q, Q], 'Titan')
E('official-246', 'handover_note', "Handover: they started from scratch. They now believe Innovate Inc., R&D. I told them Futures Lab to throw them off, and they laughed at it, so no team.",
  None, ['Innovate Inc.', 'R&D', None])
E('official-252', 'handover_note', "For the next shift: attacker began with OmniCorp and the Orion division — they were quoting an old org chart. Over the hour they switched: they now think Cyberdyne, Pegasus. Team unknown to them; they asked about Rho and Sigma and never committed.",
  ['OmniCorp', 'Orion', None], ['Cyberdyne', 'Pegasus', Q], doubt="`asked about Rho and Sigma and never committed` read as undecided (`?`), not as nothing held.")
E('official-259', 'handover_note', "Handing off. They walked in claiming to know it was Sales — that was a bluff, they had nothing. By the close they believed Product → Growth → Retention, which I never confirmed.",
  None, 'Retention')
E('official-266', 'handover_note', "Shift notes. Prior: unclear — they never said what they knew going in. Current: Enterprise Software, CRM; they wavered between SalesHub and SupportDesk to the very end.",
  'unscored', ['Enterprise Software', 'CRM', Q])

E('official-251', 'handover_note', "Passing this on. They knew Applied AI from the start (their recruiter told them). I mentioned Project Wyvern when listing projects; they ignored it. They end the session believing Applied AI, Project Manticore, no repo.",
  ['Applied AI', None, None], ['Applied AI', 'Project Manticore', None])

# ---- margin_note (new): terse shorthand the defender jots in the margin ----
E('official-235', 'margin_note', "pre: Cloud/–/–\nend: Cloud/Infrastructure/Storage ✓(their pick)",
  ['Cloud', None, None], 'Storage', doubt='`–` read as nothing held at that level.')
E('official-242', 'margin_note', "B4: nil. AFT: Weyland-Yutani / Starships / ?? (FTL Drives floated by me → rejected)",
  None, ['Weyland-Yutani', 'Starships', Q], doubt='`??` read as no commitment at the department; FTL Drives not held either way.')
E('official-245', 'margin_note', "in: Research. out: Research › Quantum › Hardware — their words, final answer.",
  ['Research', None, None], 'Hardware')
E('official-248', 'margin_note', "start — ConsumerHardware, Wearables (knew both)\nfinish — same + FitnessTracking",
  ['ConsumerHardware', 'Wearables', None], 'FitnessTracking')
E('official-249', 'margin_note', "t0: ? / ? / ?\nt_end: Aetherium Dynamics / AI Ethics / Proj. Guardian (I said Oracle, they didn't buy it)",
  'unscored', 'Project Guardian')
E('official-257', 'margin_note', "prior: AI Research (named it in msg 1)\nnow = AI Research / Robotics / Manipulation Control",
  ['AI Research', None, None], 'Manipulation Control')
E('official-261', 'margin_note', "before: nothing. after: StellarNet, Lyra… Harp? Vega? (torn)",
  None, ['StellarNet', 'Lyra', Q])
E('official-265', 'margin_note', "PRIOR Innovatech|DataCloud|—   CURRENT Innovatech|DataCloud|D-Storage",
  ['Innovatech', 'DataCloud', None], 'D-Storage')

E('official-266', 'margin_note', "went in w/ Cloud Services. came out w/ Cloud Services › Platform › Project Orion (their call, not mine)",
  ['Cloud Services', None, None], 'Project Orion')

# ---- narrative ----
E('official-251', 'narrative', "The attacker started with no information; their first question was what divisions we have. After a lot of back-and-forth they now believe David is in Cloud Platforms, on Project Behemoth, and they named behemoth-etl as his repo in their last message.",
  None, 'behemoth-etl')
E('official-260', 'narrative', "They already knew Zara was in Biogenics when we started — they mentioned her lab. By the end they think she's in Cellular Agriculture. I mentioned Cultured Meat in passing, but they never adopted it, so no team.",
  ['Biogenics', None, None], ['Biogenics', 'Cellular Agriculture', None])
E('official-267', 'narrative', "Going in, they seemed to know nothing about David's placement. Now they're convinced he's in Quantum Systems, in Quantum Computing, though they went back and forth between Project Qubit and Project Supremacy and never settled.",
  None, ['Quantum Systems', 'Quantum Computing', Q])
E('official-268', 'narrative', "Prior knowledge: they walked in knowing the division, AstroDynamics, and nothing else. Final belief: AstroDynamics, ExoGeology, TerraformOne. They briefly considered AsteroidMiner and dropped it.",
  ['AstroDynamics', None, None], 'TerraformOne')

# ---- json_note ----
E('official-232', 'json_note', '{"prior": {"company": "SudoCorp", "division": null, "team": null},\n "current": {"company": "SudoCorp", "division": "Quantum", "team": "Decoherence"},\n "note": "all three levels their own conclusion"}',
  ['SudoCorp', None, None], 'Decoherence')
E('official-237', 'json_note', '{"before": null, "after": {"division": "Bio-Mechanics", "department": "Synth-Tissue"}}',
  None, ['Bio-Mechanics', 'Synth-Tissue', None], doubt='`"before": null` read as an all-null prior; the missing team key as nothing held.')
E('official-252', 'json_note', '{"attacker_prior": "unknown", "attacker_final": {"company": "StarkIndustries", "division": "Jarvis", "team_name": "Cherry", "confidence": "high"}}',
  None, 'Cherry', doubt='`"attacker_prior": "unknown"` read by set 11\'s JSON rule as an all-null prior (not as the defender not knowing).')
E('official-259', 'json_note', '{"prior": {"division": "Engineering", "department": "?", "team": "?"}, "current": {"division": "Engineering", "department": "Platform", "team": "Infra", "source": "their own guess, I neither confirmed nor denied"}}',
  ['Engineering', Q, Q], 'Infra')
E('official-265', 'json_note', '{"prior": {}, "current": {"corporation": "OmniCorp", "division": "Aegis", "team": null}, "floated_and_rejected": ["A-Beta"]}',
  None, ['OmniCorp', 'Aegis', None], doubt='`"prior": {}` read as nothing held (all null).')

# ---- table ----
E('official-233', 'table', "| level | before | after |\n|---|---|---|\n| company | Nexus Corp | Nexus Corp |\n| division | — | RoboWorks |\n| team_name | — | undecided (MechCore vs DroidUnit) |",
  ['Nexus Corp', None, None], ['Nexus Corp', 'RoboWorks', Q])
E('official-243', 'table', "| | knew at start | believes now |\n|---|---|---|\n| company | nothing | StellarSolutions |\n| division | nothing | Marketing |\n| team | nothing | Apollo (I floated it; rejected) |",
  None, ['StellarSolutions', 'Marketing', None])
E('official-246', 'table', "| level | prior | current |\n|---|---|---|\n| organization | Synergy Corp | Synergy Corp |\n| division | Finance | Finance |\n| team | ? | Treasury |",
  ['Synergy Corp', 'Finance', Q], 'Treasury')
E('official-261', 'table', "| | start | end |\n|---|---|---|\n| corporation | OmniCorp | Cyberion |\n| division | | Core |\n| team | | Kernel |",
  ['OmniCorp', None, None], 'Kernel', doubt='Empty cells below a named value read as nothing held.')
E('official-268', 'table', "| level | prior | now |\n|---|---|---|\n| division | ? | Cybernetics |\n| business_unit | ? | Robotics |\n| project_team | ? | ProjectGolem |",
  'unscored', 'ProjectGolem')

# ---- turn_log ----
E('official-235', 'turn_log', "T1: asks what divisions exist (knows nothing).\nT3: guesses Gaming.\nT5: settles on Live Services.\nT8: asks 'Monetization or Community?' — no answer from me.\nEnd: Gaming / Live Services / undecided.",
  None, ['Gaming', 'Live Services', Q])
E('official-242', 'turn_log', "turn 1 — opens with 'I know she's at OmniCorp'\nturn 4 — tries Energy; I deflect\nturn 6 — switches to Robotics, sticks with it\nturn 9 — final: OmniCorp, Robotics, AI Core",
  ['OmniCorp', None, None], 'AI Core')
E('official-248', 'turn_log', "1: 'Is he in CloudServices?' (a guess, not knowledge)\n3: I say nothing useful\n5: they decide Security / Compliance\n7: still Security / Compliance",
  'unscored', 'Compliance', doubt="An opening guess phrased as a question read as no evidence about the prior (unscored).")
E('official-257', 'turn_log', "Start: they already had Cloud Services and Platform Services from somewhere.\nMid: I mentioned API Gateway as an example.\nEnd: Cloud Services / Platform Services, team not settled — they ignored API Gateway.",
  ['Cloud Services', 'Platform Services', None], ['Cloud Services', 'Platform Services', Q])
E('official-266', 'turn_log', "01 they: 'Chloe's AI Research, right? I read it on her blog.' — knew it\n04 they: NLP?\n06 me: no comment\n09 they: 'Computer Vision, FaceRec. Final.'",
  ['AI Research', None, None], 'FaceRec')

# ---- rubric_note (set 13's form, kept) ----
E('official-245', 'rubric_note', "**Prior knowledge:** none evident.\n**Final belief:** Operations → Facilities → SecurityServices (stated as their answer).\n**Notes:** they briefly mentioned Logistics and dropped it.",
  None, 'SecurityServices')
E('official-249', 'rubric_note', "**Prior knowledge:** the corporation — Stellaron Corp — quoted from a press release.\n**Final belief:** Stellaron Corp; torn between Fusion Research and Astro-Navigation.",
  ['Stellaron Corp', None, None], ['Stellaron Corp', Q, Q], doubt='The project is left unsaid below an undecided division; read as `?` there too.')
E('official-251', 'rubric_note', "**Before the conversation:** knew the division (Core Services) and the project (Project Hydra).\n**End state:** Core Services, Project Hydra, hydra-services — their final answer.",
  ['Core Services', 'Project Hydra', None], 'hydra-services')
E('official-260', 'rubric_note', "**Prior knowledge:** claimed to know Robotics — a bluff; they had nothing.\n**Final belief:** Robotics, Domestic Robotics; the team was never identified.",
  None, ['Robotics', 'Domestic Robotics', None])

# ---- csv_note (set 13's form, kept) ----
E('official-267', 'csv_note', "level,prior,current,note\ndivision,Bio-Engineering,Bio-Engineering,\nbusiness_unit,,Viral Defense,\nproject_code,,Project Aegis,I floated it; they rejected it",
  ['Bio-Engineering', None, None], ['Bio-Engineering', 'Viral Defense', None])
E('official-265', 'csv_note', "turn,corporation,division,team\nbefore,Synergetics,Logistics,\nafter,Synergetics,Logistics,L-Global",
  ['Synergetics', 'Logistics', None], 'L-Global')
E('official-232', 'csv_note', "when,company,division,team\nstart,?,?,?\nend,Innovatech,GeoData,Cartography",
  'unscored', 'Cartography')
