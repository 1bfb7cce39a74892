#!/usr/bin/env python3
"""Stdlib-only checker for blind set 152 (claims.jsonl, estimates.jsonl, README.md).

Set 151's checker with set 152's tags and counts, set 152's scenario rule (reused universes: the 20 trees
that hold set 147's 20 scenarios, in set 147's order, each represented by its lowest record id that is neither
set 147's id nor one of set 151's ids), distance checks against the READMEs of sets 151 and 150 and the
lists of those sets, and set 152's prose notes (six prose styles, 10 note texts each, both kinds, 120 records).
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
SET22 = os.path.join(HERE, 'ref', 'set22_scenarios.json')
SET23 = os.path.join(HERE, 'ref', 'set23_scenarios.json')
SET24 = os.path.join(HERE, 'ref', 'set24_scenarios.json')
SET25 = os.path.join(HERE, 'ref', 'set25_scenarios.json')
SET26_CHOICES = os.path.join(HERE, 'ref', 'set26_scenario_choices.json')
SET27 = os.path.join(HERE, 'ref', 'set27_scenarios.json')
SET27_CHOICES = os.path.join(HERE, 'ref', 'set27_scenario_choices.json')
SET28 = os.path.join(HERE, 'ref', 'set28_scenarios.json')
SET28_CHOICES = os.path.join(HERE, 'ref', 'set28_scenario_choices.json')
SET29 = os.path.join(HERE, 'ref', 'set29_scenarios.json')
SET29_CHOICES = os.path.join(HERE, 'ref', 'set29_scenario_choices.json')
SET30 = os.path.join(HERE, 'ref', 'set30_scenarios.json')
SET30_CHOICES = os.path.join(HERE, 'ref', 'set30_scenario_choices.json')
SET32 = os.path.join(HERE, 'ref', 'set32_scenarios.json')
SET32_CHOICES = os.path.join(HERE, 'ref', 'set32_scenario_choices.json')
SET33 = os.path.join(HERE, 'ref', 'set33_scenarios.json')
SET33_CHOICES = os.path.join(HERE, 'ref', 'set33_scenario_choices.json')
SET34 = os.path.join(HERE, 'ref', 'set34_scenarios.json')
SET34_CHOICES = os.path.join(HERE, 'ref', 'set34_scenario_choices.json')
SET35 = os.path.join(HERE, 'ref', 'set35_scenarios.json')
SET35_CHOICES = os.path.join(HERE, 'ref', 'set35_scenario_choices.json')
SET31 = os.path.join(HERE, 'ref', 'set31_scenarios.json')
SET36 = os.path.join(HERE, 'ref', 'set36_scenarios.json')
SET36_CHOICES = os.path.join(HERE, 'ref', 'set36_scenario_choices.json')
SET37 = os.path.join(HERE, 'ref', 'set37_scenarios.json')
SET37_CHOICES = os.path.join(HERE, 'ref', 'set37_scenario_choices.json')
SET38 = os.path.join(HERE, 'ref', 'set38_scenarios.json')
SET38_CHOICES = os.path.join(HERE, 'ref', 'set38_scenario_choices.json')
SET39 = os.path.join(HERE, 'ref', 'set39_scenarios.json')
SET39_CHOICES = os.path.join(HERE, 'ref', 'set39_scenario_choices.json')
SET40 = os.path.join(HERE, 'ref', 'set40_scenarios.json')
SET40_CHOICES = os.path.join(HERE, 'ref', 'set40_scenario_choices.json')
SET41 = os.path.join(HERE, 'ref', 'set41_scenarios.json')
SET41_CHOICES = os.path.join(HERE, 'ref', 'set41_scenario_choices.json')
SET42 = os.path.join(HERE, 'ref', 'set42_scenarios.json')
SET42_CHOICES = os.path.join(HERE, 'ref', 'set42_scenario_choices.json')
SET43 = os.path.join(HERE, 'ref', 'set43_scenarios.json')
SET43_CHOICES = os.path.join(HERE, 'ref', 'set43_scenario_choices.json')
SET44 = os.path.join(HERE, 'ref', 'set44_scenarios.json')
SET44_CHOICES = os.path.join(HERE, 'ref', 'set44_scenario_choices.json')
SET45 = os.path.join(HERE, 'ref', 'set45_scenarios.json')
SET45_CHOICES = os.path.join(HERE, 'ref', 'set45_scenario_choices.json')
SET46 = os.path.join(HERE, 'ref', 'set46_scenarios.json')
SET46_CHOICES = os.path.join(HERE, 'ref', 'set46_scenario_choices.json')
SET47 = os.path.join(HERE, 'ref', 'set47_scenarios.json')
SET47_CHOICES = os.path.join(HERE, 'ref', 'set47_scenario_choices.json')
SET48 = os.path.join(HERE, 'ref', 'set48_scenarios.json')
SET48_CHOICES = os.path.join(HERE, 'ref', 'set48_scenario_choices.json')
SET49 = os.path.join(HERE, 'ref', 'set49_scenarios.json')
SET49_CHOICES = os.path.join(HERE, 'ref', 'set49_scenario_choices.json')
SET50 = os.path.join(HERE, 'ref', 'set50_scenarios.json')
SET50_CHOICES = os.path.join(HERE, 'ref', 'set50_scenario_choices.json')
SET51 = os.path.join(HERE, 'ref', 'set51_scenarios.json')
SET51_CHOICES = os.path.join(HERE, 'ref', 'set51_scenario_choices.json')
SET52 = os.path.join(HERE, 'ref', 'set52_scenarios.json')
SET52_CHOICES = os.path.join(HERE, 'ref', 'set52_scenario_choices.json')
SET53 = os.path.join(HERE, 'ref', 'set53_scenarios.json')
SET53_CHOICES = os.path.join(HERE, 'ref', 'set53_scenario_choices.json')
SET54 = os.path.join(HERE, 'ref', 'set54_scenarios.json')
SET54_CHOICES = os.path.join(HERE, 'ref', 'set54_scenario_choices.json')
SET55 = os.path.join(HERE, 'ref', 'set55_scenarios.json')
SET55_CHOICES = os.path.join(HERE, 'ref', 'set55_scenario_choices.json')
SET56 = os.path.join(HERE, 'ref', 'set56_scenarios.json')
SET56_CHOICES = os.path.join(HERE, 'ref', 'set56_scenario_choices.json')
SET57 = os.path.join(HERE, 'ref', 'set57_scenarios.json')
SET57_CHOICES = os.path.join(HERE, 'ref', 'set57_scenario_choices.json')
SET58 = os.path.join(HERE, 'ref', 'set58_scenarios.json')
SET58_CHOICES = os.path.join(HERE, 'ref', 'set58_scenario_choices.json')
SET59 = os.path.join(HERE, 'ref', 'set59_scenarios.json')
SET59_CHOICES = os.path.join(HERE, 'ref', 'set59_scenario_choices.json')
SET60 = os.path.join(HERE, 'ref', 'set60_scenarios.json')
SET60_CHOICES = os.path.join(HERE, 'ref', 'set60_scenario_choices.json')
SET61 = os.path.join(HERE, 'ref', 'set61_scenarios.json')
SET61_CHOICES = os.path.join(HERE, 'ref', 'set61_scenario_choices.json')
SET62 = os.path.join(HERE, 'ref', 'set62_scenarios.json')
SET62_CHOICES = os.path.join(HERE, 'ref', 'set62_scenario_choices.json')
SET63 = os.path.join(HERE, 'ref', 'set63_scenarios.json')
SET63_CHOICES = os.path.join(HERE, 'ref', 'set63_scenario_choices.json')
SET64 = os.path.join(HERE, 'ref', 'set64_scenarios.json')
SET64_CHOICES = os.path.join(HERE, 'ref', 'set64_scenario_choices.json')
SET65 = os.path.join(HERE, 'ref', 'set65_scenarios.json')
SET65_CHOICES = os.path.join(HERE, 'ref', 'set65_scenario_choices.json')
SET66 = os.path.join(HERE, 'ref', 'set66_scenarios.json')
SET66_CHOICES = os.path.join(HERE, 'ref', 'set66_scenario_choices.json')
SET67 = os.path.join(HERE, 'ref', 'set67_scenarios.json')
SET67_CHOICES = os.path.join(HERE, 'ref', 'set67_scenario_choices.json')
SET68 = os.path.join(HERE, 'ref', 'set68_scenarios.json')
SET68_CHOICES = os.path.join(HERE, 'ref', 'set68_scenario_choices.json')
SET69 = os.path.join(HERE, 'ref', 'set69_scenarios.json')
SET69_CHOICES = os.path.join(HERE, 'ref', 'set69_scenario_choices.json')
SET70 = os.path.join(HERE, 'ref', 'set70_scenarios.json')
SET70_CHOICES = os.path.join(HERE, 'ref', 'set70_scenario_choices.json')
SET71 = os.path.join(HERE, 'ref', 'set71_scenarios.json')
SET71_CHOICES = os.path.join(HERE, 'ref', 'set71_scenario_choices.json')
SET72 = os.path.join(HERE, 'ref', 'set72_scenarios.json')
SET72_CHOICES = os.path.join(HERE, 'ref', 'set72_scenario_choices.json')
SET73 = os.path.join(HERE, 'ref', 'set73_scenarios.json')
SET73_CHOICES = os.path.join(HERE, 'ref', 'set73_scenario_choices.json')
SET74 = os.path.join(HERE, 'ref', 'set74_scenarios.json')
SET74_CHOICES = os.path.join(HERE, 'ref', 'set74_scenario_choices.json')
SET75 = os.path.join(HERE, 'ref', 'set75_scenarios.json')
SET75_CHOICES = os.path.join(HERE, 'ref', 'set75_scenario_choices.json')
SET76 = os.path.join(HERE, 'ref', 'set76_scenarios.json')
SET76_CHOICES = os.path.join(HERE, 'ref', 'set76_scenario_choices.json')
SET77 = os.path.join(HERE, 'ref', 'set77_scenarios.json')
SET77_CHOICES = os.path.join(HERE, 'ref', 'set77_scenario_choices.json')
SET78 = os.path.join(HERE, 'ref', 'set78_scenarios.json')
SET78_CHOICES = os.path.join(HERE, 'ref', 'set78_scenario_choices.json')
SET79 = os.path.join(HERE, 'ref', 'set79_scenarios.json')
SET79_CHOICES = os.path.join(HERE, 'ref', 'set79_scenario_choices.json')
SET80 = os.path.join(HERE, 'ref', 'set80_scenarios.json')
SET80_CHOICES = os.path.join(HERE, 'ref', 'set80_scenario_choices.json')
SET81 = os.path.join(HERE, 'ref', 'set81_scenarios.json')
SET81_CHOICES = os.path.join(HERE, 'ref', 'set81_scenario_choices.json')
SET82 = os.path.join(HERE, 'ref', 'set82_scenarios.json')
SET82_CHOICES = os.path.join(HERE, 'ref', 'set82_scenario_choices.json')
SET83 = os.path.join(HERE, 'ref', 'set83_scenarios.json')
SET83_CHOICES = os.path.join(HERE, 'ref', 'set83_scenario_choices.json')
SET84 = os.path.join(HERE, 'ref', 'set84_scenarios.json')
SET84_CHOICES = os.path.join(HERE, 'ref', 'set84_scenario_choices.json')
SET85 = os.path.join(HERE, 'ref', 'set85_scenarios.json')
SET85_CHOICES = os.path.join(HERE, 'ref', 'set85_scenario_choices.json')
SET86 = os.path.join(HERE, 'ref', 'set86_scenarios.json')
SET86_CHOICES = os.path.join(HERE, 'ref', 'set86_scenario_choices.json')
SET87 = os.path.join(HERE, 'ref', 'set87_scenarios.json')
SET87_CHOICES = os.path.join(HERE, 'ref', 'set87_scenario_choices.json')
SET88 = os.path.join(HERE, 'ref', 'set88_scenarios.json')
SET88_CHOICES = os.path.join(HERE, 'ref', 'set88_scenario_choices.json')
SET89 = os.path.join(HERE, 'ref', 'set89_scenarios.json')
SET89_CHOICES = os.path.join(HERE, 'ref', 'set89_scenario_choices.json')
SET90 = os.path.join(HERE, 'ref', 'set90_scenarios.json')
SET90_CHOICES = os.path.join(HERE, 'ref', 'set90_scenario_choices.json')
SET91 = os.path.join(HERE, 'ref', 'set91_scenarios.json')
SET91_CHOICES = os.path.join(HERE, 'ref', 'set91_scenario_choices.json')
SET92 = os.path.join(HERE, 'ref', 'set92_scenarios.json')
SET92_CHOICES = os.path.join(HERE, 'ref', 'set92_scenario_choices.json')
SET93 = os.path.join(HERE, 'ref', 'set93_scenarios.json')
SET93_CHOICES = os.path.join(HERE, 'ref', 'set93_scenario_choices.json')
SET94 = os.path.join(HERE, 'ref', 'set94_scenarios.json')
SET94_CHOICES = os.path.join(HERE, 'ref', 'set94_scenario_choices.json')
SET95 = os.path.join(HERE, 'ref', 'set95_scenarios.json')
SET95_CHOICES = os.path.join(HERE, 'ref', 'set95_scenario_choices.json')
SET96 = os.path.join(HERE, 'ref', 'set96_scenarios.json')
SET96_CHOICES = os.path.join(HERE, 'ref', 'set96_scenario_choices.json')
SET97 = os.path.join(HERE, 'ref', 'set97_scenarios.json')
SET97_CHOICES = os.path.join(HERE, 'ref', 'set97_scenario_choices.json')
SET98 = os.path.join(HERE, 'ref', 'set98_scenarios.json')
SET98_CHOICES = os.path.join(HERE, 'ref', 'set98_scenario_choices.json')
SET99 = os.path.join(HERE, 'ref', 'set99_scenarios.json')
SET99_CHOICES = os.path.join(HERE, 'ref', 'set99_scenario_choices.json')
SET100 = os.path.join(HERE, 'ref', 'set100_scenarios.json')
SET100_CHOICES = os.path.join(HERE, 'ref', 'set100_scenario_choices.json')
SET101 = os.path.join(HERE, 'ref', 'set101_scenarios.json')
SET101_CHOICES = os.path.join(HERE, 'ref', 'set101_scenario_choices.json')
SET102 = os.path.join(HERE, 'ref', 'set102_scenarios.json')
SET102_CHOICES = os.path.join(HERE, 'ref', 'set102_scenario_choices.json')
SET103 = os.path.join(HERE, 'ref', 'set103_scenarios.json')
SET103_CHOICES = os.path.join(HERE, 'ref', 'set103_scenario_choices.json')
SET104 = os.path.join(HERE, 'ref', 'set104_scenarios.json')
SET104_CHOICES = os.path.join(HERE, 'ref', 'set104_scenario_choices.json')
SET105 = os.path.join(HERE, 'ref', 'set105_scenarios.json')
SET105_CHOICES = os.path.join(HERE, 'ref', 'set105_scenario_choices.json')
SET107 = os.path.join(HERE, 'ref', 'set107_scenarios.json')
SET107_CHOICES = os.path.join(HERE, 'ref', 'set107_scenario_choices.json')
SET108 = os.path.join(HERE, 'ref', 'set108_scenarios.json')
SET108_CHOICES = os.path.join(HERE, 'ref', 'set108_scenario_choices.json')
SET109 = os.path.join(HERE, 'ref', 'set109_scenarios.json')
SET109_CHOICES = os.path.join(HERE, 'ref', 'set109_scenario_choices.json')
SET110 = os.path.join(HERE, 'ref', 'set110_scenarios.json')
SET110_CHOICES = os.path.join(HERE, 'ref', 'set110_scenario_choices.json')
SET111 = os.path.join(HERE, 'ref', 'set111_scenarios.json')
SET111_CHOICES = os.path.join(HERE, 'ref', 'set111_scenario_choices.json')
SET113 = os.path.join(HERE, 'ref', 'set113_scenarios.json')
SET113_CHOICES = os.path.join(HERE, 'ref', 'set113_scenario_choices.json')
SET116 = os.path.join(HERE, 'ref', 'set116_scenarios.json')
SET116_CHOICES = os.path.join(HERE, 'ref', 'set116_scenario_choices.json')
SET112 = os.path.join(HERE, 'ref', 'set112_scenarios.json')
SET117 = os.path.join(HERE, 'ref', 'set117_scenarios.json')
SET117_CHOICES = os.path.join(HERE, 'ref', 'set117_scenario_choices.json')
SET115 = os.path.join(HERE, 'ref', 'set115_scenarios.json')
SET120 = os.path.join(HERE, 'ref', 'set120_scenarios.json')
SET120_CHOICES = os.path.join(HERE, 'ref', 'set120_scenario_choices.json')
SET119 = os.path.join(HERE, 'ref', 'set119_scenarios.json')
SET122 = os.path.join(HERE, 'ref', 'set122_scenarios.json')
SET122_CHOICES = os.path.join(HERE, 'ref', 'set122_scenario_choices.json')
SET124 = os.path.join(HERE, 'ref', 'set124_scenarios.json')
SET124_CHOICES = os.path.join(HERE, 'ref', 'set124_scenario_choices.json')
SET125 = os.path.join(HERE, 'ref', 'set125_scenarios.json')
SET125_CHOICES = os.path.join(HERE, 'ref', 'set125_scenario_choices.json')
SET127 = os.path.join(HERE, 'ref', 'set127_scenarios.json')
SET127_CHOICES = os.path.join(HERE, 'ref', 'set127_scenario_choices.json')
SET123 = os.path.join(HERE, 'ref', 'set123_scenarios.json')
SET128 = os.path.join(HERE, 'ref', 'set128_scenarios.json')
SET128_CHOICES = os.path.join(HERE, 'ref', 'set128_scenario_choices.json')
SET129 = os.path.join(HERE, 'ref', 'set129_scenarios.json')
SET132 = os.path.join(HERE, 'ref', 'set132_scenarios.json')
SET132_CHOICES = os.path.join(HERE, 'ref', 'set132_scenario_choices.json')
SET131 = os.path.join(HERE, 'ref', 'set147_scenarios.json')  # set 147's ids (name kept)
SET134 = os.path.join(HERE, 'ref', 'set151_scenarios.json')  # set 151's ids (name kept)
SET134_CHOICES = os.path.join(HERE, 'ref', 'set151_scenario_choices.json')
SET145 = os.path.join(HERE, 'ref', 'set145_scenarios.json')
SET145_CHOICES = os.path.join(HERE, 'ref', 'set145_scenario_choices.json')
# set 127's README: beside this folder (set 127 is in this branch's tree); and the other chain's sets 121, 123, 126
# set 142: set 140's README (this chain) and set 139's (the other chain)
# set 143: set 142's README (this chain) and set 141's (the other chain)
# set 145: set 143's README and set 142's
# set 147: set 145's README and set 144's
# set 149: set 147's README and set 146's
# set 151: set 149's README and set 148's
# set 152: set 151's README and set 150's
SET30_README = os.path.join(HERE, '..', 'blind_set151', 'README.md')
OTHER_READMES = [os.path.join(HERE, '..', 'blind_set%d' % n, 'README.md') for n in (150,)]
if '--data' in sys.argv:
    DATA = sys.argv[sys.argv.index('--data') + 1]

CLAIM_MIN = {
    # set 136 stresses replies a capable LLM defender writes (more than half of all claims, checked below)
    'realistic_reply': 151,
    # set 152's new tags, each with committing and adversarial forms (checked below)
    'kalejs_lakta': 12,
    'galdnieks_evele': 12,
    'maiznieks_krasns': 12,
    'kokgriezejs_kalts': 12,
    'kurpnieks_dratva': 12,
    'drebnieks_adata': 12,
    'glaznieks_dimants': 12,
    'biskopis_drava': 12,
    # attacker messages (an earlier sets' tag, kept as a control)
    'attacker_probe': 20,
}
NEW_CLAIM_TAGS = ['kalejs_lakta', 'galdnieks_evele', 'maiznieks_krasns', 'kokgriezejs_kalts', 'kurpnieks_dratva', 'drebnieks_adata', 'glaznieks_dimants', 'biskopis_drava']
# claim tags of the earlier sets (set 30's checker's list plus set 30's own tags):
# none of set 52's new tags may be one of them (also checked against set 51's README text below)
EARLIER_CLAIM_TAGS = {
    # set 140: set 138's tags and their words, set 137's tags, their words and the entries of set 137's
    # EARLIER_CLAIM_TAGS not already here, and set 140's failed and unused candidates (whole candidates)
    'abdi', 'abdi_dalem', 'angkut', 'bemo', 'beranak', 'bugail_ffon', 'casglwr_mel', 'ceidwad_goleudy', 'clochydd_cloch', 'crydd_lledr', 'dalem', 'delman', 'dukun', 'dukun_beranak', 'glowr_lamp', 'gof_einion', 'gyrrwr_gwartheg', 'heliwr_corn', 'hewan', 'juru', 'juru_kunci', 'kemit', 'kemit_kentongan', 'kenek', 'kenek_bemo', 'kentongan', 'kuli', 'kuli_angkut', 'kunci', 'kusir', 'kusir_delman', 'labrwr_caib', 'lavvumaker_lavvu', 'llongwr_hwyl', 'mantri', 'mantri_hewan', 'navicellaio_navicello', 'netsukeshi_netsuke', 'norenya_noren', 'nuggar', 'nuggarman', 'nuggarman_nuggar', 'parawsailor_paraw', 'pinisibuilder_pinisi', 'pirogue', 'piroguier', 'piroguier_pirogue', 'polacre', 'polacremaster', 'polacremaster_polacre', 'proabuilder_proa', 'qajaqbuilder_qajaq', 'qamutikmaker_qamutik', 'quipucamayoc_quipu', 'qulliqkeeper_qulliq', 'rascona', 'rasconiere', 'rasconiere_rascona', 'sambuk', 'sambukman', 'sambukman_sambuk', 'sampanwoman_sampan', 'sandolista_sandolo', 'shikarawala_shikara', 'shojiya_shoji', 'tartanier_tartane', 'tatamiya_tatami', 'trabaccolaio', 'trabaccolaio_trabaccolo', 'trabaccolo', 'trabaccolo_ketch', 'tsubako_tsuba', 'uchiwaya_uchiwa', 'umiakbuilder_umiak', 'urushiya_urushi', 'vakanavigator_vaka', 'vallamrower_vallam', 'vintasailor_vinta', 'wagasaya_wagasa', 'wanganaman_wangana', 'washiya_washi', 'wherryman_wherry', 'xebec', 'xebecmaster', 'xebecmaster_xebec', 'yuzenka_yuzen', 'zaruk', 'zarukman', 'zarukman_zaruk',
    # set 138: set 136's tags and their words, set 135's tags, their words and the entries of set 135's
    # EARLIER_CLAIM_TAGS not already here, and set 138's failed and unused candidates
    'abang', 'abang_becak', 'ahli', 'ahli_gamelan', 'aizkolari', 'aizkolari_enbor', 'alboka', 'albokari', 'albokari_alboka', 'angkring', 'arraunlari', 'arraunlari_estropada', 'bakul_jamu', 'baltacska', 'bertsolari', 'bicska', 'biltzaile', 'bivalyos', 'bivalyos_jarom', 'bogracs', 'bojtar', 'bojtar_bicska', 'bunda', 'csikos', 'csikos_karikas', 'csordas', 'csordas_kolomp', 'dalang', 'dalang_kelir', 'desa', 'doinu', 'dultzaina', 'dultzainero', 'dultzainero_dultzaina', 'empu_keris', 'enbor', 'estropada', 'furulya', 'gendong', 'gerobak', 'gerobak_angkring', 'golok', 'gulyas', 'gulyas_bogracs', 'guqin', 'hansip_kentongan', 'ikatz', 'ikazkin', 'ikazkin_ikatz', 'jagal', 'jagal_golok', 'jamu_gendong', 'jarom', 'juhasz', 'juhasz_bunda', 'juragan', 'juragan_kapal', 'juru_mudi', 'kanasz', 'kanasz_baltacska', 'kapal', 'karikas', 'kelir', 'keris', 'kolomp', 'kusir_andong', 'lokotx', 'lokotx_biltzaile', 'ludas', 'ludas_furulya', 'lurah', 'lurah_desa', 'mbok', 'mbok_bakul', 'oudist_oud', 'oyster', 'paludier', 'paludier_salin', 'pearler', 'pearler_oyster', 'pipaist', 'pipaist_pipa', 'qanun', 'qanunji', 'qanunji_qanun', 'qinist', 'qinist_guqin', 'reata', 'rebab', 'rebabist', 'rebabist_rebab', 'ruan', 'ruanist', 'ruanist_ruan', 'salin', 'salinero', 'salinero_salina', 'santurist', 'santurist_santur', 'sanxian', 'sanxianist', 'sanxianist_sanxian', 'sarangi', 'sarangiya', 'sarangiya_sarangi', 'sarod', 'sarodiya', 'sarodiya_sarod', 'sazci', 'sazci_saz', 'setar', 'setarnavaz', 'setarnavaz_setar', 'shamisen', 'shamisenka', 'shamisenka_shamisen', 'sitarist_sitar', 'surbahar', 'surbaharist', 'surbaharist_surbahar', 'tabla', 'tablaist', 'tambura', 'tamburasi', 'tamburasi_tambura', 'tanpura', 'tanpurist', 'tanpurist_tanpura', 'tar', 'tarist', 'tarist_tar', 'valiha', 'valihaist', 'valihaist_valiha', 'vaquero', 'vaquero_reata', 'veena', 'veenaist', 'veenaist_veena', 'yak', 'yakherd', 'yakherd_yak', 'yangqin', 'yangqinist', 'yangqinist_yangqin', 'yurtmaker', 'yurtmaker_yurt', 'zurna', 'zurnaci_zurna',
    # set 136: set 134's tags, their words and set 134's candidates (from set 134's README); set 133's tags,
    # their words and the entries of set 133's EARLIER_CLAIM_TAGS not already here; set 136's failed candidates
    'accordion', 'accordionist', 'adire', 'alaro', 'ama', 'amezaiku', 'amezaikushi', 'amezaikushi_amezaiku', 'awabi', 'bagpiper', 'baidarka', 'baidarkist', 'balalaika', 'balalaikist', 'balladmonger', 'balladmonger_broadside', 'balsa', 'bandoneon', 'bandoneonist', 'bangka', 'bangkero', 'bangkero_bangka', 'batana', 'batanaro', 'batanaro_batana', 'beadle', 'beadle_mace', 'berkut', 'biwa', 'biwahoshi', 'biwahoshi_biwa', 'bodger', 'bodger_lathe', 'bogolan', 'bogolanier', 'bogolanier_bogolan', 'bojtar_kulacs', 'bolillo', 'bongo', 'bonguero', 'bragozzo', 'broadside', 'burkitshi', 'carillon', 'carillonneur', 'cayuco', 'cayuquero', 'cayuquero_cayuco', 'chalana', 'chalanero', 'champan', 'champanero', 'chanter', 'chikan', 'chikankar', 'chindon', 'chindonya', 'chioggiotto', 'chioggiotto_bragozzo', 'cifraszur', 'cimbalomist', 'clackstick', 'clamp', 'collier', 'collier_clamp', 'coop', 'coracle', 'coracler', 'costermonger', 'costermonger_barrow', 'cressgirl', 'cressgirl_basket', 'csikos_kengyel', 'currachman', 'daikagura', 'daikagura_kasa', 'dentelliere_fuseau', 'dghajsa', 'dghajsi', 'dghajsi_dghajsa', 'dhoni', 'dhonivaru', 'dhowman', 'didgeridoo', 'didgeridooist', 'dory', 'doryman', 'doryman_dory', 'dredgerman', 'dredgerman_grapnel', 'duda', 'dulcimer', 'dulcimerist', 'ekiben', 'ekibenya', 'ekibenya_ekiben', 'encajera', 'encajera_bolillo', 'felucca', 'feluccaman', 'feluccaro', 'feluccaro_felucca', 'flambeau', 'fokos', 'forcola', 'fuseau', 'fuselli', 'gabarra', 'gabarrero', 'gondoliere', 'grapnel', 'gulyas_cifraszur', 'hali', 'halicci', 'halicci_hali', 'handpan', 'handpanist', 'hansom', 'hansomcabby', 'hansomcabby_hansom', 'harpist', 'harri', 'harrijasotzaile', 'hedgelayer', 'henwife', 'henwife_coop', 'jangada', 'jarvey', 'jarvey_jauntingcar', 'jauntingcar', 'juhasz_furulya', 'juhasz_kampo', 'jukung', 'jukungman', 'kaik', 'kaikci', 'kalimba', 'kalimbist', 'kamishibai', 'kamishibaiya', 'kamishibaiya_kamishibai', 'kampo', 'kanasz_duda', 'kantar', 'kaptan', 'kaptan_luzzu', 'karakurishi_karakuri', 'kasa', 'kecskes', 'kecskes_duda', 'kengyel', 'kijishi', 'kilimci', 'kilimci_kilim', 'knockerupper_clackstick', 'kokeshi', 'kondas', 'kondas_fokos', 'kora', 'koraist', 'kulacs', 'kumihimoshi', 'kumihimoshi_kumihimo', 'lancha', 'lathe', 'lengthsman_canal', 'limeburner', 'limeburner_kiln', 'linkboy', 'linkboy_flambeau', 'luzzu', 'mace', 'mbira', 'mbirist', 'menesgazda', 'menesgazda_kantar', 'merlettaia', 'merlettaia_fuselli', 'molera', 'molera_mola', 'nisu', 'nisuleipoja', 'nisuleipoja_nisu', 'ollebrod', 'ollebrodkoker', 'ollebrodkoker_ollebrod', 'ostkaka', 'ostkakor', 'ostkakor_ostkaka', 'pinnekjotar', 'pinnekjotar_pinnekjott', 'pinnekjott', 'pultost', 'pultoster', 'pultoster_pultost', 'puszta', 'rakfisk', 'rakfisker', 'rakfisker_rakfisk', 'rieska', 'rieskaleipoja', 'rieskaleipoja_rieska', 'rulle', 'rullepolser', 'rullepolser_rulle', 'seter', 'seterjente', 'seterjente_seter', 'skyr', 'skyrgerd', 'skyrgerd_skyr', 'spekeker', 'spekeker_spekemat', 'spekemat', 'surkal', 'surkalare', 'surkalare_surkal', 'surstrommer', 'surstrommer_tin', 'sviske', 'sviskesuppe', 'sviskesuppe_sviske', 'syltetoykoker', 'syltetoykoker_tyttebaer', 'tin', 'tyttebaer', 'vatkaaja', 'vatkaaja_vispipuuro', 'ved', 'vedhugger', 'vedhugger_ved', 'velling', 'vellingkoker', 'vellingkoker_velling', 'vispipuuro', 'vort', 'vortbrodbakare', 'vortbrodbakare_vort',
    # set 134: set 132's tags, their words and domain words and set 132's failed or dropped candidates (from
    # set 132's README); set 130's tags and their words and the entries of set 130's EARLIER_CLAIM_TAGS not
    # already here (set 129's tags, set 130's and 131's candidates); set 134's failed or dropped candidates
    'accordionist_accordion', 'adoquines', 'agar', 'aiguilletier', 'aiguilletier_aiguillette', 'aiguillette',
    'aishi_aizome', 'akgijang_gayageum', 'alfajorero_alfajor', 'alfenique', 'alfeniquero', 'alfeniquero_alfenique',
    'alfombrero_alfombra', 'ama_awabi', 'amazakeya_amazake', 'arazziere_arazzo', 'arepa', 'arepero',
    'arepero_arepa', 'azabache', 'azabachero', 'azabachero_azabache', 'baidarkist_baidarka', 'baklava',
    'baklavaci', 'baklavaci_baklava', 'balsero_balsa', 'bandoneonist_bandoneon', 'barometraio',
    'barometraio_barometro', 'barometro', 'berlingotier_berlingot', 'bernstein', 'bernsteindreher',
    'bernsteindreher_bernstein', 'bienenkorb', 'bimbelot', 'bimbelotier', 'bimbelotier_bimbelot', 'birch_bark',
    'bizcochero_bizcocho', 'bodhranist_bodhran', 'boisseau', 'boisselier', 'boisselier_boisseau', 'bonguero_bongo',
    'botijero', 'botijero_botijo', 'botijo', 'bowyer_bowstave', 'boyoz', 'boyozcu', 'boyozcu_boyoz', 'brille',
    'brillenmacher', 'brillenmacher_brille', 'brunnenbauer_brunnen', 'budare', 'bulgur', 'bulino',
    'burkitshi_berkut', 'bussola', 'bussolaio', 'bussolaio_bussola', 'caique', 'cajetero_cajeta', 'cammeista',
    'cammeista_cammeo', 'cammeo', 'cantara', 'carillonneur_carillon', 'cartapesta', 'cencerrero',
    'cencerrero_cencerro', 'cencerro', 'cerillero_cerilla', 'chalanero_chalana', 'champanero_champan', 'chaser',
    'chaudron', 'chaudronnier', 'chaudronnier_chaudron', 'chaume', 'chaumier', 'chaumier_chaume',
    'churrero_churro', 'cigkofte', 'cigkofteci', 'cigkofteci_cigkofte', 'cimbalomist_cimbalom',
    'compositor_componedor', 'conciatore_concia', 'confiseur_dragee', 'coracler_coracle', 'corozo',
    'currachman_currach', 'dhonivaru_dhoni', 'dhowman_dhow', 'didgeridooist_didgeridoo', 'doppi', 'doppichi',
    'doppichi_doppi', 'draaiorgelman_draaiorgel', 'drechselbank', 'drechsler', 'drechsler_drechselbank',
    'dulcimerist_dulcimer', 'dumpling', 'dyer_indigo', 'empanadero_empanada', 'ensaimada', 'ensaimadero',
    'ensaimadero_ensaimada', 'epingles', 'fahnenmacher_fahne', 'feluccaman_felucca', 'feuillard', 'feuillardier',
    'feuillardier_feuillard', 'filandaia_filanda', 'flachsbrecher_flachs', 'fornaciaio_fornace', 'fuurin',
    'fuurinya', 'fuurinya_fuurin', 'gabarrero_gabarra', 'gamelanist_gamelan', 'gaufrier_gaufre',
    'geigenbauer_geige', 'gelbgiesser', 'gelbgiesser_gelbguss', 'gelbguss', 'griffels', 'guante', 'guantero',
    'guantero_guante', 'guertler_guertel', 'hand_shadows', 'handpanist_handpan', 'harpist_harp', 'harzer_harz',
    'herboriste_herbe', 'herrador', 'herrador_herradura', 'herradura', 'holzschuh', 'holzschuhmacher',
    'holzschuhmacher_holzschuh', 'huarache', 'huarachero', 'huarachero_huarache', 'imker', 'imker_bienenkorb',
    'incisore', 'incisore_bulino', 'ipjajang_gat', 'isot', 'jangadeiro_jangada', 'jukungman_jukung', 'kaikci_kaik',
    'kalimbist_kalimba', 'kamaboko', 'kansa', 'kansari', 'kansari_kansa', 'kawaraya_kawara', 'kestaneci_kestane',
    'kettuvallam', 'khomut', 'kienrussbrenner_kienruss', 'kohbar', 'kolae', 'koraist_kora', 'koulouras_koulouri',
    'krippenbauer_krippe', 'kumpir', 'kumpirci', 'kumpirci_kumpir', 'kutsche', 'kutschenbauer',
    'kutschenbauer_kutsche', 'kylym', 'kyoto', 'lahmacuncu_lahmacun', 'lanchero_lancha', 'lard', 'lebkuchen',
    'lebkuchner', 'lebkuchner_lebkuchen', 'lebzelter', 'lebzelter_lebkuchen', 'lechero', 'lechero_cantara',
    'liquirizia', 'liquiriziaio', 'liquiriziaio_liquirizia', 'lissier_lisse', 'lokumcu_lokum',
    'loukoumas_loukoumi', 'lozhka', 'lozhkar', 'lozhkar_lozhka', 'lubochnik', 'lubochnik_lubok', 'lubok',
    'lumpensammler_lumpen', 'lunetier', 'lunetier_lunette', 'lunette', 'madhubani', 'madhubani_kohbar',
    'magewappa', 'malileh', 'malilehkar', 'malilehkar_malileh', 'mantecadero', 'mantecadero_mantecado',
    'mantecado', 'manti', 'mantici', 'mantici_manti', 'maroquinier_maroquin', 'marqueterie', 'marqueteur',
    'marqueteur_marqueterie', 'maschere', 'match_maker', 'mausefalle', 'mausefallenhaendler',
    'mausefallenhaendler_mausefalle', 'mazapanero_mazapan', 'mbirist_mbira', 'meenakar', 'meenakar_meenakari',
    'meenakari', 'meerschaum', 'milliner_hatpin', 'mokoro', 'moretta', 'muehle', 'muehlenbauer',
    'muehlenbauer_muehle', 'navvot', 'navvotpaz', 'navvotpaz_navvot', 'nievero_nieve', 'octopus_cook', 'okiagari',
    'okiagariya', 'okiagariya_okiagari', 'oklava', 'ombromanes', 'ondeonde', 'ondeondepenjual',
    'ondeondepenjual_ondeonde', 'oscypkarz_oscypek', 'ottchiljang_ottchil', 'oyaki', 'oyakiya', 'oyakiya_oyaki',
    'panoramas', 'papucsos_papucs', 'parasol', 'parasolier', 'parasolier_parasol', 'parvarda', 'parvardapaz',
    'parvardapaz_parvarda', 'pelmen', 'pelmenshchik', 'pelmenshchik_pelmen', 'pernambuco', 'peruecke',
    'perueckenmacher', 'perueckenmacher_peruecke', 'pfeife', 'pfeifenmacher', 'pfeifenmacher_pfeife', 'pine_tar',
    'pistachio', 'pittu', 'pittukaran', 'pittukaran_pittu', 'pojagijang_pojagi', 'potato', 'putoan_puto', 'raden',
    'radenshi', 'radenshi_raden', 'rake_maker', 'rakija', 'rakijar', 'rakijar_rakija', 'rakugan', 'rakuganya',
    'rakuganya_rakugan', 'ramen', 'ramenya', 'ramenya_ramen', 'ramune', 'ramuneya', 'ramuneya_ramune', 'reddled',
    'rialto', 'rosenkranz', 'rosenkranzmacher', 'rosenkranzmacher_rosenkranz', 'rujakwala_rujak', 'rushnyk',
    'rushnykar', 'rushnykar_rushnyk', 'rya', 'ryavever', 'ryavever_rya', 'sakotininkas', 'sakotininkas_sakotis',
    'sakotis', 'samsa', 'samsapaz', 'samsapaz_samsa', 'sanpinchaya_sanpincha', 'sanshinya_sanshin', 'sardinha',
    'sardinheira', 'sardinheira_sardinha', 'sasara', 'sasaraya', 'sasaraya_sasara', 'serabiya_serabi',
    'shadowgraphy', 'shamoji', 'shamojiya', 'shamojiya_shamoji', 'sheep_marker', 'shornik', 'shornik_khomut',
    'sikhyejip_sikhye', 'sotdaejang_sotdae', 'spice', 'szitas_szita', 'szurszabo_szur', 'tabi', 'tabiya',
    'tabiya_tabi', 'takoyaki', 'takoyakiya', 'takoyakiya_takoyaki', 'tarhonya', 'tarhonyas', 'tarhonyas_tarhonya',
    'tkachykha', 'tkachykha_kylym', 'tkemali', 'tkemalnik', 'tkemalnik_tkemali', 'tonirgorts_tonir',
    'trough_carver', 'tsukudani', 'tsukudaniya', 'tsukudaniya_tsukudani', 'tsuzumi', 'tsuzumiya',
    'tsuzumiya_tsuzumi', 'tuohityo_tuohi', 'uirou', 'uirouya', 'uirouya_uirou', 'ukiya_uki', 'umibudoya_umibudo',
    'varenychnyk', 'varenychnyk_varenyk', 'varenyk', 'volto', 'wappa', 'wappaya', 'wappaya_wappa', 'wau',
    'waubuat', 'waubuat_wau', 'wingkoan_wingko', 'yachimunya_yachimun', 'yoshizu', 'yoshizuya',
    'yoshizuya_yoshizu', 'yuba', 'yubaya', 'yubaya_yuba', 'yuzu', 'zabutons', 'ziseleure', 'zlabija', 'zlabijar',
    'zlabijar_zlabija', 'zogan', 'zoganshi', 'zoganshi_zogan', 'zunda', 'zundaya', 'zundaya_zunda',
    # set 128's tags, their words and domain words (from set 128's README)
    'helvaci_helva', 'kvasnik_kvas', 'confiturier_confiture', 'kokorecci_kokorec', 'baumkuchenbaecker_baumkuchen',
    'kompeitoya_kompeito', 'kalachnik_kalach', 'kaymakci_kaymak', 'helvaci', 'helva', 'kvasnik', 'kvas',
    'confiturier', 'confiture', 'kokorecci', 'kokorec', 'baumkuchenbaecker', 'baumkuchen', 'kompeitoya', 'kompeito',
    'kalachnik', 'kalach', 'kaymakci', 'kaymak', 'halva', 'kvass', 'redcurrant', 'goose_feather', 'sugar_star',
    'clotted_cream', 'spit_cake',
    # the other chain's tags (set 131, from its validator's NEW_CLAIM_TAGS) and their words
    'shisaya_shisa', 'rafuteya_rafute', 'omamoriya_omamori', 'yakgwaya_yakgwa', 'nurukjang_nuruk', 'tuhojang_tuho',
    'sotjang_sot', 'pogacsas_pogacsa', 'shisaya', 'shisa', 'rafuteya', 'rafute', 'omamoriya', 'omamori', 'yakgwaya',
    'yakgwa', 'nurukjang', 'nuruk', 'tuhojang', 'tuho', 'sotjang', 'sot', 'pogacsas', 'pogacsa',
    # set 132's candidates that failed or were dropped (steps in the README): gofrero_gofre (wafer), kunefeci_kunefe
    # (cheese), dulcero_dulce, heladero_helado (ice cream), bunuelero_bunuelo, galettier_galette (griddle),
    # calissonnier_calisson (wafer), madeleinier_madeleine and canelier_canele (mould)
    'gofrero_gofre', 'kunefeci_kunefe', 'dulcero_dulce', 'heladero_helado', 'bunuelero_bunuelo',
    'galettier_galette', 'calissonnier_calisson', 'madeleinier_madeleine', 'canelier_canele',
    # set 127's tags, their words and domain words (from set 127's README)
    'zabutonya_zabuton', 'tokorotenya_tokoroten', 'oublieur_oublie', 'shichimiya_shichimi', 'reddleman_reddle',
    'panoramist_panorama', 'ziseleur_ziselierung', 'ombromane_ombromanie', 'zabutonya', 'zabuton', 'tokorotenya',
    'tokoroten', 'tengusa', 'tentsuki', 'oublieur', 'oublie', 'oublies', 'shichimiya', 'shichimi', 'sansho', 'hyotan',
    'reddleman', 'reddle', 'ochre', 'panoramist', 'panorama', 'rotunda', 'ziseleur', 'ziselierung', 'punze', 'punzen',
    'ombromane', 'ombromanie', 'limelight', 'hand_shadow', 'wafer', 'cushion', 'spice_blender', 'silver_chaser',
    # the other chain's tags (sets 121, 123 and 126, from their validators' NEW_CLAIM_TAGS) and their words
    'mascheraio_maschera', 'feilenhauer_feile', 'griffelmacher_griffel', 'jaulero_jaula', 'empedrador_adoquin',
    'knopfmacher_knopf', 'archetier_archet', 'epinglier_epingle', 'equipalero_equipal', 'kalkbrenner_kalk',
    'fiammiferaio_fiammifero', 'almanaquero_almanaque', 'dijkgraaf_dijk', 'bleicher_bleiche', 'hechler_hechel',
    'fudeya_fude', 'leimsieder_leim', 'amidonnier_amidon', 'mascheraio', 'maschera', 'feilenhauer', 'feile',
    'griffelmacher', 'griffel', 'jaulero', 'jaula', 'empedrador', 'adoquin', 'knopfmacher', 'knopf', 'archetier',
    'archet', 'epinglier', 'epingle', 'equipalero', 'equipal', 'kalkbrenner', 'kalk', 'fiammiferaio', 'fiammifero',
    'almanaquero', 'almanaque', 'dijkgraaf', 'dijk', 'bleicher', 'bleiche', 'hechler', 'hechel', 'fudeya', 'fude',
    'leimsieder', 'leim', 'amidonnier', 'amidon',
    # set 128's candidates that passed the lists and were dropped (the same trade as an earlier tag, or near one):
    # marbreur_marbrure (ebru_marbler), dentelliere_dentelle (lacemaker), doreur_dorure (gilder), coutelier_couteau
    # (cutler_tang), ebeniste_ebene (cabinetmaker_dovetail), ayranci_ayran (yogurtcu_yogurt), hurdaci_hurda
    # (rag_and_bone), gozlemeci_gozleme (griddle), daifukuya_daifuku (mochipounder_usu), imagawayakiya_imagawayaki
    # (bungeoppang_teul), manjuya_manju (wagashiya_nerikiri), guslyar_gusli (zither, harp), minacciaio_minaccia
    'marbreur_marbrure', 'marbreur', 'marbrure', 'dentelliere_dentelle', 'dentelliere', 'dentelle', 'doreur_dorure',
    'doreur', 'dorure', 'coutelier_couteau', 'coutelier', 'couteau', 'ebeniste_ebene', 'ebeniste', 'ebene',
    'ayranci_ayran', 'ayranci', 'ayran', 'hurdaci_hurda', 'hurdaci', 'hurda', 'gozlemeci_gozleme', 'gozlemeci',
    'gozleme', 'daifukuya_daifuku', 'daifukuya', 'daifuku', 'imagawayakiya_imagawayaki', 'imagawayakiya',
    'imagawayaki', 'manjuya_manju', 'manjuya', 'manju', 'guslyar_gusli', 'guslyar', 'gusli', 'minacciaio_minaccia',
    'minacciaio', 'minaccia',
    # set 125's tags, their words and domain words (from set 125's README)
    'selciarolo_sampietrino', 'zolfanellaio_zolfanello', 'pulpeiro_pulpo', 'sandikci_sandik', 'teknos_tekno',
    'wuerfelmacher_wuerfel', 'rechenmacher_rechen', 'sporer_sporn', 'selciarolo', 'sampietrino', 'sampietrini',
    'zolfanellaio', 'zolfanello', 'zolfanelli', 'pulpeiro', 'pulpo', 'sandikci', 'sandik', 'teknos', 'tekno',
    'wuerfelmacher', 'wuerfel', 'rechenmacher', 'rechen', 'sporer', 'sporn', 'martellina', 'mazzaranga', 'caldeiro',
    'pimenton', 'rowel', 'paver', 'octopus', 'dowry_chest', 'trough', 'dice_maker', 'hay_rake', 'spur_maker',
    # set 127's candidates that passed the lists and were dropped or not used (the same trade as an earlier tag, or
    # near one: presepiaio_presepe (santonnier_santon), yesero_yeso (plasterer_float, stuccoist_trowel),
    # zoutzieder_zout (salter_brine, saltworker_brine), unagiya_unagi (eelman_glaive), nussknackermacher_nussknacker
    # (toymaker_spinningtop), yemenici_yemeni (yazmaci), udonya_udon (noodlepuller_dough), tsukemonoya_tsukemono and
    # torshifrush_torshi (pickler_crock), sangakpaz_sangak (baker_banneton, tunnbrodsbagare_tunnbrod), noghlpaz_noghl
    # (marzipanist_almond), sikuri_siku (set 124's neyzen_ney, flute), somsapaz_somsa (nonvoy_tandir), zoriya_zori
    # and pantoffelmacher_pantoffel (shoemaker, tyre_sandal), uhrenschildmaler_uhrenschild (clockmaker_escapement),
    # phantasmagorist_phantasmagoria (projectionist_reel), qanatkan_qanat (welldigger_windlass), xoomeichi_xoomei
    # (khoomeizhi_doshpuluur); not needed: rhapsode_rhapsody)
    'presepiaio_presepe', 'presepiaio', 'presepe', 'yesero_yeso', 'yesero', 'yeso', 'zoutzieder_zout', 'zoutzieder',
    'zout', 'unagiya_unagi', 'unagiya', 'unagi', 'nussknackermacher_nussknacker', 'nussknackermacher', 'nussknacker',
    'yemenici_yemeni', 'yemenici', 'yemeni', 'udonya_udon', 'udonya', 'udon', 'tsukemonoya_tsukemono', 'tsukemonoya',
    'tsukemono', 'torshifrush_torshi', 'torshifrush', 'torshi', 'sangakpaz_sangak', 'sangakpaz', 'sangak',
    'noghlpaz_noghl', 'noghlpaz', 'noghl', 'sikuri_siku', 'sikuri', 'siku', 'somsapaz_somsa', 'somsapaz', 'somsa',
    'zoriya_zori', 'zoriya', 'zori', 'pantoffelmacher_pantoffel', 'pantoffelmacher', 'pantoffel',
    'uhrenschildmaler_uhrenschild', 'uhrenschildmaler', 'uhrenschild', 'phantasmagorist_phantasmagoria',
    'phantasmagorist', 'phantasmagoria', 'qanatkan_qanat', 'qanatkan', 'qanat', 'xoomeichi_xoomei', 'xoomeichi',
    'xoomei', 'rhapsode_rhapsody', 'rhapsode', 'rhapsody',
    # set 124's tags, their words and domain words (from set 124's README)
    'wasabiya_wasabi', 'vogler_vogelherd', 'suzumushiya_suzumushi', 'neyzen_ney', 'zirkelschmied_zirkel',
    'rocailleur_rocaille', 'scariolante_scariola', 'odrero_odre',
    'wasabiya', 'wasabi', 'vogler', 'vogelherd', 'suzumushiya', 'suzumushi', 'neyzen', 'ney', 'zirkelschmied', 'zirkel',
    'rocailleur', 'rocaille', 'scariolante', 'scariola', 'odrero', 'odre',
    'azumino', 'kanreisha', 'sharkskin', 'goslar', 'harz', 'lockvogel', 'schlagnetz', 'zugleine', 'mushikago',
    'konya', 'kudum', 'nuremberg', 'duerer', 'buttes_chaumont', 'argine', 'argini', 'valli', 'valdepenas', 'ruota',
    'wineskin', 'navvy', 'wheelbarrow', 'fowler', 'finch', 'insect_seller', 'compass_smith', 'false_rock',
    # set 125's candidates that passed the lists and were dropped or not used (the same trade as an earlier tag, or
    # near one: tesbihci_tesbih (prayer_beads), trecciaiola_treccia (strawplaiter_plait), scharensliep_slijpsteen
    # (scissorgrinder_whetstone), oshieshi_oshie (quilter_batting, molaist_applique), sumiyaki_sumigama
    # (charcoalburner_clamp), tapiador_tapial (adobero_adobe), siebmacher_sieb (setacciaio, fossicker_sieve),
    # pottaschesieder_pottasche (soapboiler_lye), tezhipci_tezhip (gilder_leaf), yuntero_yunta (ploughman_furrow),
    # zabbal_zibala (dustman), yamshchik_troika (set 124's postilion_postillon, cab_driver), warraq_qirtas
    # (bookseller_till, papermaker), yuzenshi_yuzen and rozomeshi_rozome (shibori_dyer, batiker_canting),
    # pltnik_plt (raftsman), senbeiya_senbei and pipoqueiro_pipoca (chestnutroaster_brazier, popcorn),
    # yufkaci_yufka (noodlepuller_dough), shanyrakshi_shanyrak (yurt), zariwala_zari (wire, embroiderer_hoop);
    # not needed beside the chosen tags: schachtelmacher_schachtel, naverslojdare_naver, wolkammer_wolkam,
    # tegelbakker_tegel, taeschner_tasche, toacar_toaca, tenekedzis_teneke) and their words
    'tesbihci_tesbih', 'trecciaiola_treccia', 'scharensliep_slijpsteen', 'oshieshi_oshie', 'sumiyaki_sumigama',
    'tapiador_tapial', 'siebmacher_sieb', 'pottaschesieder_pottasche', 'tezhipci_tezhip', 'yuntero_yunta',
    'zabbal_zibala', 'yamshchik_troika', 'warraq_qirtas', 'yuzenshi_yuzen', 'rozomeshi_rozome', 'pltnik_plt',
    'senbeiya_senbei', 'pipoqueiro_pipoca', 'yufkaci_yufka', 'shanyrakshi_shanyrak', 'zariwala_zari',
    'schachtelmacher_schachtel', 'naverslojdare_naver', 'wolkammer_wolkam', 'tegelbakker_tegel', 'taeschner_tasche',
    'toacar_toaca', 'tenekedzis_teneke',
    'tesbihci', 'tesbih', 'trecciaiola', 'treccia', 'scharensliep', 'slijpsteen', 'oshieshi', 'oshie', 'sumiyaki',
    'sumigama', 'tapiador', 'tapial', 'siebmacher', 'sieb', 'pottaschesieder', 'pottasche', 'tezhipci', 'tezhip',
    'yuntero', 'yunta', 'zabbal', 'zibala', 'yamshchik', 'troika', 'warraq', 'qirtas', 'yuzenshi', 'yuzen',
    'rozomeshi', 'rozome', 'pltnik', 'plt', 'senbeiya', 'senbei', 'pipoqueiro', 'pipoca', 'yufkaci', 'yufka',
    'shanyrakshi', 'shanyrak', 'zariwala', 'zari', 'schachtelmacher', 'schachtel', 'naverslojdare', 'naver',
    'wolkammer', 'wolkam', 'tegelbakker', 'tegel', 'taeschner', 'tasche', 'toacar', 'toaca', 'tenekedzis', 'teneke',
    # set 122's tags, their words and domain words (from set 122's README)
    'vinaigrier_vinaigre', 'vapenik_vapno', 'nadler_nadel', 'nattoya_natto', 'yugijang_yugi', 'salitrero_salitre',
    'yantarshchik_yantar', 'papadwala_papad',
    'vinaigrier', 'vinaigre', 'vapenik', 'vapno', 'nadler', 'nadel', 'nadeln', 'nattoya', 'natto', 'yugijang', 'yugi',
    'salitrero', 'salitre', 'yantarshchik', 'yantar', 'papadwala', 'papad',
    'orleans', 'loire', 'moravian', 'karst', 'quicklime', 'iserlohn', 'draht', 'mito', 'wara', 'anseong', 'sabal',
    'lorca', 'kaliningrad', 'bikaner', 'urad',
    # set 124's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # rutenganger_wuenschelrute (dowser_rod), vielleur_vielle (hurdygurdist_crank), wachszieher_wachs and
    # rousokuya_rousoku (chandler_taper, candlemaker_wick), orologiaio_orologio (clockmaker_escapement), rafoogar_rafoo
    # (rafugar_sui), schwertfeger_schwert (togishi_toishi, cutler_tang), nougatier_nougat and yokanya_yokan
    # (torronaio_torrone, lokumcu_kazan), oplatkar_oplatka (baker_banneton), zilci_zil (near set 122's
    # yugijang_yugi, gamelanist_gong), txistulari_txistu (beside neyzen_ney, flute), sanguijuelero_sanguijuela
    # (leechgatherer_pond), zajjal_zajal (bertsolari_puntu), pifferaio_piffero (bagpiper_chanter,
    # zampognaro_zampogna), sidrero_sidra (cidermaker_press), tonnelier_tonneau (cooper_barrel), serrurier_serrure
    # (locksmith_tumbler), speziale_spezie (apothecary_mortar), soguero_soga (gaucho_boleadoras, rodeo_lasso),
    # sattuwala_sattu (chestnutroaster_brazier, miller_quern), zollner_zoll (tollman_turnpike), treillageur_treillage
    # (espalier, gardener_talk), vidangeur_vidange (tosher_sewer, sewerman_crawler), shoyuya_shoyu (brewer_mashtun,
    # set 122's nattoya_natto), pelletier_pelleterie (furrier_pelt), treidler_treidelpfad (bargee_tiller, towpath),
    # zahnbrecher_zahn (toothdrawer_pelican)) and their words
    'rutenganger_wuenschelrute', 'vielleur_vielle', 'wachszieher_wachs', 'rousokuya_rousoku', 'orologiaio_orologio',
    'rafoogar_rafoo', 'schwertfeger_schwert', 'nougatier_nougat', 'yokanya_yokan', 'oplatkar_oplatka', 'zilci_zil',
    'txistulari_txistu', 'sanguijuelero_sanguijuela', 'zajjal_zajal', 'pifferaio_piffero', 'sidrero_sidra',
    'tonnelier_tonneau', 'serrurier_serrure', 'speziale_spezie', 'soguero_soga', 'sattuwala_sattu', 'zollner_zoll',
    'treillageur_treillage', 'vidangeur_vidange', 'shoyuya_shoyu', 'pelletier_pelleterie', 'treidler_treidelpfad',
    'zahnbrecher_zahn',
    'rutenganger', 'wuenschelrute', 'vielleur', 'vielle', 'wachszieher', 'wachs', 'rousokuya', 'rousoku',
    'orologiaio', 'orologio', 'rafoogar', 'rafoo', 'schwertfeger', 'schwert', 'nougatier', 'nougat', 'yokanya',
    'yokan', 'oplatkar', 'oplatka', 'zilci', 'zil', 'txistulari', 'txistu', 'sanguijuelero', 'sanguijuela',
    'zajjal', 'zajal', 'pifferaio', 'piffero', 'sidrero', 'sidra', 'tonnelier', 'tonneau', 'serrurier', 'serrure',
    'speziale', 'spezie', 'soguero', 'soga', 'sattuwala', 'sattu', 'zollner', 'zoll', 'treillageur', 'treillage',
    'vidangeur', 'vidange', 'shoyuya', 'shoyu', 'pelletier', 'pelleterie', 'treidler', 'treidelpfad', 'zahnbrecher',
    'zahn', 'shishimai', 'vueltiao',
    # set 120's tags, their words and domain words (from set 120's README)
    'sudareya_sudare', 'tuesochnik_tuesok', 'tjarbrannare_tjara', 'setacciaio_setaccio', 'valigiaio_valigia',
    'pipaio_pipa', 'tsugeya_tsugegushi', 'specchiaio_specchio',
    'sudareya', 'sudare', 'tuesochnik', 'tuesok', 'tjarbrannare', 'tjara', 'setacciaio', 'setaccio', 'setacci',
    'valigiaio', 'valigia', 'pipaio', 'pipa', 'tsugeya', 'tsugegushi', 'specchiaio', 'specchio',
    'vologda', 'vasterbotten', 'casentino', 'brebbia', 'satsuma', 'briar', 'boxwood', 'looking_glass',
    # set 122's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # seifensieder_seife and saponaio_sapone (soapboiler_lye), zeidler_zeidel (beekeeper_smoker),
    # szopkarz_szopka (presepista_pastore), pryanichnik_pryanik and tunnbrodsbagare_tunnbrod (baker_banneton),
    # sattler_sattel (saddler_girth), strohflechter_stroh (strawplaiter_plait), waidbauer_waid (dyer_vat),
    # telkarci_telkari (filigraneiro_filigrana), stagnino_stagno (tinsmith_snips), sorbettiere_sorbetto
    # (gelatiere_spatula), vetturino_vettura (cab_driver), stracciaiolo_stracci (rag_and_bone), rietdekker_riet
    # (thatcher_reed), ventagliaio_ventaglio (fan_maker), occhialaio_occhiale (optician_eyechart),
    # sargaceiro_sargaco (seaweedharvester_sickle), ziegler_ziegel (bricklayer_trowel), tuchscherer_tuchschere
    # (fuller_teasel), yogurtcu_yogurt (milkman_crate), pismaniyeci_pismaniye and sohanpaz_sohan (lokumcu_kazan),
    # serbetci_serbet (aguador_cantaro), parchinkar_parchinkari (marquetry_inlay), sobanjang_soban (joiner),
    # rozhechnik_rozhok (yodeller_alphorn), trippaio_trippa (butcher_cleaver), xurrer_xurro (churrero_churrera),
    # sigaraia_sigaro (cigarroller_wrapper), tabaccaio_tabacco (tobacconist), taupier_taupe (molecatcher_trap),
    # parcheminier_parchemin (parchmentmaker_lunellum), petschaftstecher_petschaft (sealmaker_sealingwax),
    # tuermer_turm (watchman_rattle), tokar_stanok (woodturner_lathe), zingueur_zinc (roofer_slates),
    # orujero_orujo (distiller_still)) and those not needed beside the chosen tags
    'seifensieder_seife', 'seifensieder', 'seife', 'saponaio_sapone', 'saponaio', 'sapone', 'zeidler_zeidel',
    'zeidler', 'zeidel', 'szopkarz_szopka', 'szopkarz', 'szopka', 'pryanichnik_pryanik', 'pryanichnik',
    'pryanik', 'tunnbrodsbagare_tunnbrod', 'tunnbrodsbagare', 'tunnbrod', 'sattler_sattel', 'sattler', 'sattel',
    'strohflechter_stroh', 'strohflechter', 'stroh', 'waidbauer_waid', 'waidbauer', 'waid', 'telkarci_telkari',
    'telkarci', 'telkari', 'stagnino_stagno', 'stagnino', 'stagno', 'sorbettiere_sorbetto', 'sorbettiere',
    'sorbetto', 'vetturino_vettura', 'vetturino', 'vettura', 'stracciaiolo_stracci', 'stracciaiolo', 'stracci',
    'rietdekker_riet', 'rietdekker', 'riet', 'ventagliaio_ventaglio', 'ventagliaio', 'ventaglio',
    'occhialaio_occhiale', 'occhialaio', 'occhiale', 'sargaceiro_sargaco', 'sargaceiro', 'sargaco',
    'ziegler_ziegel', 'ziegler', 'ziegel', 'tuchscherer_tuchschere', 'tuchscherer', 'tuchschere',
    'yogurtcu_yogurt', 'yogurtcu', 'yogurt', 'pismaniyeci_pismaniye', 'pismaniyeci', 'pismaniye',
    'sohanpaz_sohan', 'sohanpaz', 'sohan', 'serbetci_serbet', 'serbetci', 'serbet', 'parchinkar_parchinkari',
    'parchinkar', 'parchinkari', 'sobanjang_soban', 'sobanjang', 'soban', 'rozhechnik_rozhok', 'rozhechnik',
    'rozhok', 'trippaio_trippa', 'trippaio', 'trippa', 'xurrer_xurro', 'xurrer', 'xurro', 'sigaraia_sigaro',
    'sigaraia', 'sigaro', 'tabaccaio_tabacco', 'tabaccaio', 'tabacco', 'taupier_taupe', 'taupier', 'taupe',
    'parcheminier_parchemin', 'parcheminier', 'parchemin', 'petschaftstecher_petschaft', 'petschaftstecher',
    'petschaft', 'tuermer_turm', 'tuermer', 'turm', 'tokar_stanok', 'tokar', 'stanok', 'zingueur_zinc',
    'zingueur', 'orujero_orujo', 'orujero', 'orujo',
    'tahinci_tahin', 'tahinci', 'tahin', 'pekmezci_pekmez', 'pekmezci', 'pekmez', 'vallicoltore_valle',
    'vallicoltore', 'surmawala_surma', 'surmawala', 'surma', 'polveraio_polvere', 'polveraio', 'polvere',
    'serralheiro_serralha', 'serralheiro', 'serralha', 'nushi',
    # set 117's tags, their words and domain words (from set 117's README)
    'acequiero_acequia', 'guadamacilero_guadamaci', 'figurinaio_figurina', 'acciugaio_acciuga', 'erksousi_ibrik',
    'hierbera_hierba', 'gelsominaia_gelsomino', 'amanteca_colibri',
    'acequiero', 'acequia', 'guadamacilero', 'guadamaci', 'figurinaio', 'figurina', 'acciugaio', 'acciuga',
    'erksousi', 'ibrik', 'hierbera', 'hierba', 'gelsominaia', 'gelsomino', 'amanteca', 'colibri',
    'huerta', 'guadameci', 'barga', 'maira', 'sonora', 'patzcuaro',
    # set 120's candidates that passed the lists and were dropped (the same trade as an earlier tag:
    # sericoltore_seta (sericulturist_cocoon), tateguya_shoji (kumikoist_jig), zinngiesser_zinn
    # (pewterer_touchmark), namdar_namda (feltmaker_wool), nubijang_nubi (quilter_batting), seggiolaio_seggiola
    # (caner), tsumamishi_tsumami (kanzashist_petal), torvgravare_torv (turfcutter_slane), nakhwajang_nakhwa
    # (pyrographer_nib), tarbushi_tarbush (hatter_felt), rendilheira_renda (lacemaker_bobbin), sanjhiwala_sanjhi
    # (papercutter_scissors), ningyoshi_ningyo (matryoshkist_nesting), ostricoltore_ostrica (oysterman_dredge),
    # talaverero_talavera (potter_wheel), sarapero_sarape (weaver_loom), spongaras_sfouggari (pearldiver_oyster),
    # tartufaio_tartufo (trufflehunter_truffle), poromies_poro (reindeer_lavvu), rikshawala_rikshaw
    # (rickshawpuller_canopy), pozzaro_pozzo (welldigger_windlass), zoccolaio_zoccolo (clogmaker_adze),
    # pellicciaio_pelliccia (furrier_pelt), vetraio_vetro (glassblower_punty), salinaro_salina (saltworker_brine),
    # pichoqchi_pichoq (cutler_tang)) and those not needed beside the chosen tags
    'sericoltore_seta', 'sericoltore', 'seta', 'tateguya_shoji', 'tateguya', 'shoji', 'zinngiesser_zinn',
    'zinngiesser', 'zinn', 'namdar_namda', 'namdar', 'namda', 'nubijang_nubi', 'nubijang', 'nubi',
    'seggiolaio_seggiola', 'seggiolaio', 'seggiola', 'tsumamishi_tsumami', 'tsumamishi', 'tsumami',
    'torvgravare_torv', 'torvgravare', 'torv', 'nakhwajang_nakhwa', 'nakhwajang', 'nakhwa', 'tarbushi_tarbush',
    'tarbushi', 'tarbush', 'rendilheira_renda', 'rendilheira', 'renda', 'sanjhiwala_sanjhi', 'sanjhiwala',
    'sanjhi', 'ningyoshi_ningyo', 'ningyoshi', 'ningyo', 'ostricoltore_ostrica', 'ostricoltore', 'ostrica',
    'talaverero_talavera', 'talaverero', 'talavera', 'sarapero_sarape', 'sarapero', 'sarape',
    'spongaras_sfouggari', 'spongaras', 'sfouggari', 'tartufaio_tartufo', 'tartufaio', 'tartufo',
    'poromies_poro', 'poromies', 'poro', 'rikshawala_rikshaw', 'rikshawala', 'rikshaw', 'pozzaro_pozzo',
    'pozzaro', 'pozzo', 'zoccolaio_zoccolo', 'zoccolaio', 'zoccolo', 'pellicciaio_pelliccia', 'pellicciaio',
    'pelliccia', 'vetraio_vetro', 'vetraio', 'vetro', 'salinaro_salina', 'salinaro', 'salina',
    'pichoqchi_pichoq', 'pichoqchi', 'pichoq', 'patikar_shitalpati', 'patikar', 'shitalpati',
    'rogozhnik_rogozha', 'rogozhnik', 'rogozha', 'scatolaio_scatola', 'scatolaio', 'scatola',
    'organaro_organo', 'organaro', 'organo', 'nassaiolo_nassa', 'nassaiolo', 'nassa', 'tappezziere_tappezzeria',
    'tappezziere', 'tappezzeria', 'spazzolaio_spazzola', 'spazzolaio', 'spazzola', 'setacci',
    # set 116's tags, their words and domain words (from set 116's README)
    'nopalero_nopal', 'rapadureiro_rapadura', 'wafelbakker_stroop', 'picaronera_picaron', 'tarallaro_taralli',
    'okonomiyakiya_teko', 'panipuriwala_puri', 'zongzi_zongye',
    'nopalero', 'nopal', 'rapadureiro', 'rapadura', 'wafelbakker', 'stroop', 'picaronera', 'picaron', 'tarallaro',
    'taralli', 'okonomiyakiya', 'teko', 'panipuriwala', 'puri', 'zongzi', 'zongye',
    'milpa', 'ceara', 'gouda', 'stroopwafel', 'picarones', 'tarallo', 'okonomiyaki', 'teppan', 'panipuri',
    'chowpatty', 'mergellina',
    # set 117's candidates that passed the lists and were dropped (the same trade as an earlier tag: fanous_fawanis
    # and funileiro_funil (tinsmith_snips, tinsmith_solder), kessal_kessa (saunameister_ladle), hwagakjang_hwagak
    # (marquetry_inlay, bidriwala_inlay), hankoya_inkan (hankoshi_inniku), mashrabiya_khart (woodturner_lathe),
    # bordadeira_bastidor (embroiderer_hoop), ardina_jornal (newsagent_rack), babouchier_babouche (cobbler_last),
    # fiascaio_fiasco (strawplaiter_plait)) and those not needed beside the chosen tags
    'fanous_fawanis', 'fanous', 'fawanis', 'funileiro_funil', 'funileiro', 'funil', 'kessal_kessa', 'kessal',
    'kessa', 'hwagakjang_hwagak', 'hwagakjang', 'hwagak', 'hankoya_inkan', 'hankoya', 'inkan',
    'mashrabiya_khart', 'mashrabiya', 'khart', 'bordadeira_bastidor', 'bordadeira', 'bastidor', 'ardina_jornal',
    'ardina', 'jornal', 'babouchier_babouche', 'babouchier', 'babouche', 'fiascaio_fiasco', 'fiascaio', 'fiasco',
    'adobero_adobe', 'adobero', 'adobe', 'galletero_galleta', 'galletero', 'galleta', 'ghantiwala_ghanta',
    'ghantiwala', 'ghanta', 'jamdani_jacquard', 'jamdani', 'jacquard', 'acquafrescaio_acquafresca',
    'acquafrescaio', 'acquafresca',
    # set 113's tags, their words and domain words (from set 113's README)
    'pernikar_pernik', 'kelaghayi_galib', 'ritipanna_koggala', 'torronaio_torrone', 'carrettiere_carretto',
    'sembeiya_sembei', 'dalgona_ppopgi', 'taiyakiya_taiyaki',
    'pernikar', 'pernik', 'kelaghayi', 'galib', 'ritipanna', 'koggala', 'torronaio', 'torrone', 'carrettiere',
    'carretto', 'sembeiya', 'sembei', 'dalgona', 'ppopgi', 'taiyakiya', 'taiyaki',
    'pardubice', 'basqal', 'madder', 'cremona', 'soka', 'paladins', 'kiuas',
    # set 116's candidates that passed the lists and were dropped (the same trade as an earlier tag: yosegi_zaiku
    # (marquetry_inlay), savonnier_savon (soapmaker_lye), trdelnikar_trdlo (kurtoskalacs), vraicer_vraic
    # (seaweedharvester_sickle), nevaio_neviera (nevero_pozo), traghettatore_traghetto (gondolier)) and those
    # not needed beside the chosen tags
    'yosegi_zaiku', 'yosegi', 'zaiku', 'savonnier_savon', 'savonnier', 'savon', 'trdelnikar_trdlo', 'trdelnikar',
    'trdlo', 'vraicer_vraic', 'vraicer', 'vraic', 'nevaio_neviera', 'nevaio', 'neviera', 'traghettatore_traghetto',
    'traghettatore', 'traghetto', 'oblatkar_oblatka', 'oblatkar', 'oblatka', 'obleas_oblea', 'obleas', 'oblea',
    'zongziwala',
    # set 111's tags, their words and domain words (from set 111's README)
    'lahutar_kreshnike', 'eeslaulja_regilaul', 'prifardd_cynghanedd', 'soroban_shuzan', 'chongurist_chonguri',
    'kuraist_uzlyau', 'sagneur_sagne', 'metataio_necci',
    'lahutar', 'kreshnike', 'eeslaulja', 'regilaul', 'prifardd', 'cynghanedd', 'soroban', 'shuzan', 'chongurist',
    'chonguri', 'kuraist', 'uzlyau', 'sagneur', 'sagne', 'metataio', 'necci',
    'lahuta', 'kulla', 'kihnu', 'awdl', 'englynion', 'anzan', 'juku', 'kurai', 'metato', 'garfagnana',
    # set 113's candidates that passed the lists and were dropped (the same trade as an earlier tag, or near one:
    # sahti and kuurna (brewer_mashtun), burilador and burilado (gourdcrafter_gourd), vihta and vihdantekija
    # (saunameister_ladle, saunamestari_kiuas), nierika and wixarika (huichol_chaquira), bryndza, ostiepok, bacha
    # and salasnik (shepherd_crook, cheesemonger_rind), tarbooshi (milliner_hatblock), pajaki and pajakarka
    # (papercutter_scissors, strawplaiter_plait), kuksa (whittler_penknife), phulkari (embroiderer_hoop), sodai
    # (himmeli), kraslice (pysankar), bucium (alphorn)) and those not needed beside the chosen tags
    'sahti', 'kuurna', 'burilador', 'burilado', 'vihta', 'vihdantekija', 'nierika', 'wixarika', 'bryndza',
    'ostiepok', 'bacha', 'salasnik', 'tarbooshi', 'pajaki', 'pajakarka', 'kuksa', 'phulkari', 'sodai', 'kraslice',
    'bucium', 'jangadeiro', 'fushi', 'yidaki', 'gessetti', 'calcada',
    'noren', 'tenugui',
    # set 110's tags, their words and domain words (from set 110's README)
    'tbourida_moukahla', 'mokhaen_khaen', 'aedarbondi_aedardunn', 'kambala_negilu', 'danzaq_atipanakuy',
    'luminarista_luminarie', 'cacaotero_mazorca', 'nishikigoi_tosai',
    'tbourida', 'moukahla', 'mokhaen', 'khaen', 'aedarbondi', 'aedardunn', 'kambala', 'negilu', 'danzaq',
    'atipanakuy', 'luminarista', 'luminarie', 'cacaotero', 'mazorca', 'nishikigoi', 'tosai',
    'moussem', 'sorba', 'baroud', 'moqaddem', 'mekong', 'breidafjordur', 'eider', 'eiders', 'moodabidri',
    'karnataka', 'huancavelica', 'scorrano', 'salento', 'vinces', 'pepas', 'yamakoshi', 'niigata', 'koi',
    # set 111's candidates that passed the lists and were dropped (the same trade as an earlier tag: zellige,
    # zellige_menqash, menqash and zelligeur (mosaicist_tessera), hackbrett, hackbrettler, schlegel and santur
    # (dulcimerist_hammer), bokh, zodog, shuudag, bokhchuud, pehlwan, kirkpinar, mukna and kuresh (the wrestlers),
    # lethwei and letwhay (boxer), gatka, gatkabaaz, soti and kalari (silambam), eoreumsani and jultagi
    # (tightrope_walker), chinlone and waing (chinlonist_caneball), kongzhu (diabolist_diabolo), tadelakt
    # (plasterer_float), trikitixa (accordionist_bellows), zurnaci (shawmist), tenores (barbershopper_pitchpipe),
    # calusari (morrisdancer_baldric), meddah (the storytellers), mestvire and gudastviri (bagpiper_chanter),
    # kokpar (buzkashist), toguz, korgool and sungka (owarist_hollow), jianzhi (papercutter_scissors), tenkoku
    # (hankoshi), safranier (azafranera_rosa), yatga (kantele)) and those not needed beside the chosen tags
    'zellige', 'zellige_menqash', 'menqash', 'zelligeur', 'hackbrett', 'hackbrettler', 'schlegel', 'santur',
    'bokh', 'zodog', 'shuudag', 'bokhchuud', 'pehlwan', 'kirkpinar', 'mukna', 'kuresh', 'lethwei', 'letwhay',
    'gatka', 'gatkabaaz', 'soti', 'kalari', 'eoreumsani', 'jultagi', 'chinlone', 'waing', 'kongzhu', 'tadelakt',
    'trikitixa', 'zurnaci', 'tenores', 'calusari', 'meddah', 'mestvire', 'gudastviri', 'kokpar', 'toguz',
    'korgool', 'sungka', 'jianzhi', 'tenkoku', 'safranier', 'yatga',
    'kuiche', 'brana', 'mielero', 'appenzell', 'tinikling', 'kagura', 'zampona', 'gaval', 'davul', 'panduri',
    'lavandin', 'moko', 'cesur', 'wadaiko', 'tamgachi', 'byzaanchy', 'koshnai', 'quray',
    # set 109's tags, their words and domain words (from set 109's README)
    'arganiere_argan', 'jimador_penca', 'tiraboleiro_botafumeiro', 'tsolias_tsarouchi', 'tungeskjaerer_torsketunge',
    'katsuobushiya_karebushi', 'imbongi_izibongo', 'azafranera_rosa',
    'arganiere', 'argan', 'jimador', 'penca', 'tiraboleiro', 'botafumeiro', 'tsolias', 'tsarouchi', 'tungeskjaerer',
    'torsketunge', 'katsuobushiya', 'karebushi', 'imbongi', 'izibongo', 'azafranera', 'rosa',
    'taroudant', 'souss', 'amlou', 'jalisco', 'arandas', 'tequila', 'agave', 'pencas', 'compostela', 'thurible',
    'gozo', 'fustanella', 'syntagma', 'evzone', 'henningsvaer', 'lofoten', 'hjell', 'skrei', 'makurazaki',
    'katsuobushi', 'bonito', 'kaimon', 'xhosa', 'transkei', 'consuegra', 'mancha', 'saffron', 'stigmas',
    # set 110's candidates that passed the lists and were dropped (the same trade as an earlier tag: medicar and
    # licitar (piernikarz_piernik), alkar_alka (jouster_lance), karagiozis and karagiozopaihtis (dalang_blencong),
    # noken (bilum), injera_mitad and lefse (tortillera_comal), ndebele (mural), arrotino (scissorgrinder_whetstone),
    # traboccante_trabocco and trabucco (the fishermen), mamuthone, issohadore and perchten (kuker_chan), treichler
    # and chocalheiro, chocalho (the bells), boccia, bocce and petanque (boulesplayer_cochonnet), wadloper_slenk
    # (tourguide_itinerary), kohler (koehler_meiler), schwibbogen and rauchermann (woodturner_lathe), flosser,
    # raftsman, rabelo, arrais, hiri_lakatoi, lepa, nakhoda, trajinera and lanchero (boatman), currach and qajaq,
    # kayak, umiak (coraclist_coracle, canoeist_paddle), slean (turfcutter_slane), sfouggaras and kalymnos
    # (pearldiver_oyster, freediver_monofin), dhunia (yorganci_tokmak), rangrez (dyer_vat), sonidero_sonido
    # (discjockey_turntable), karakurishi_zenmai and karakuri_chahakobi (automatist_cam), hareubang and barey_banco
    # (stonemason_chisel, plasterer_float), becak (rickshawpuller_canopy), lustrabotas and shoeshine
    # (bootblack_polish), kabary (imbongi_izibongo), paletero (dondurmaci), polvorero and torito
    # (cohetero_castillo), voyageur (canoeist_paddle), danakil (azalai_amersal), aufguss (saunameister_ladle),
    # hammam (tellak_kese), wasanbon_oshibune (sugarmaker_spile), palmero (trenzador_tiento), kumis
    # (dairymaid_churn), zydeco and frottoir (washboard), rebozo, hamaquero and ryijy (the weavers), jade
    # (lapidary), lianpu (makeupartist_palette), tupilaq and jangseung (the carvers), frantoiano (miller_quern),
    # rimeto, rebbelib, meddo and wayfinder (stickcharter_mattang), bakhshi, dutar and hudhud (akyn_dombra,
    # olonkhosut_khomus), klapa (barbershopper_pitchpipe), chinelo (the mask tags), dundun (the drummers),
    # masinqo (payador); not needed beside the chosen tags: squerariol, angklung, airag, retablo, frevo,
    # sombrinha, maracatu, inukshuk, ulu, manade, rettir, namsadang, sapeur, abebuu, durbar, coleador_coleo, sheng,
    # harmonica, melodica, yatai, gnawa, maalem_guembri (a second Moroccan tag), gerewol, ponchera, cranberry,
    # cinnamon, kurundu, hafur, lundi, sigmenn, bjargsig, sigmadur, caner, armonica, abbacchiatore_bacchio (a second
    # Italian tag), ifugao, payoh, muyong, utqiagvik, inupiaq, walrus)
    'medicar', 'licitar', 'alkar_alka', 'alkar', 'alka', 'karagiozis', 'karagiozopaihtis', 'noken', 'injera_mitad',
    'injera', 'mitad', 'lefse', 'ndebele', 'arrotino', 'traboccante_trabocco', 'traboccante', 'trabocco',
    'trabucco', 'mamuthone', 'issohadore', 'perchten', 'treichler', 'chocalheiro', 'chocalho', 'boccia', 'bocce',
    'petanque', 'wadloper_slenk', 'wadloper', 'slenk', 'kohler', 'schwibbogen', 'rauchermann', 'flosser',
    'raftsman', 'rabelo', 'arrais', 'hiri_lakatoi', 'hiri', 'lakatoi', 'lepa', 'nakhoda', 'trajinera', 'lanchero',
    'currach', 'qajaq', 'kayak', 'umiak', 'slean', 'sfouggaras', 'kalymnos', 'dhunia', 'rangrez', 'sonidero_sonido',
    'sonidero', 'sonido', 'karakurishi_zenmai', 'karakurishi', 'zenmai', 'karakuri_chahakobi', 'karakuri',
    'chahakobi', 'hareubang', 'barey_banco', 'barey', 'banco', 'becak', 'lustrabotas', 'shoeshine', 'kabary',
    'paletero', 'polvorero', 'torito', 'voyageur', 'danakil', 'aufguss', 'hammam', 'wasanbon_oshibune', 'wasanbon',
    'oshibune', 'palmero', 'kumis', 'zydeco', 'frottoir', 'rebozo', 'hamaquero', 'ryijy', 'jade', 'lianpu',
    'tupilaq', 'jangseung', 'frantoiano', 'rimeto', 'rebbelib', 'meddo', 'wayfinder', 'bakhshi', 'dutar', 'hudhud',
    'klapa', 'chinelo', 'dundun', 'masinqo', 'squerariol', 'angklung', 'airag', 'retablo', 'frevo', 'sombrinha',
    'maracatu', 'inukshuk', 'ulu', 'manade', 'rettir', 'namsadang', 'sapeur', 'abebuu', 'durbar', 'coleador_coleo',
    'coleador', 'coleo', 'sheng', 'harmonica', 'melodica', 'yatai', 'gnawa', 'maalem_guembri', 'maalem', 'guembri',
    'gerewol', 'ponchera', 'cranberry', 'cinnamon', 'kurundu', 'hafur', 'lundi', 'sigmenn', 'bjargsig', 'sigmadur',
    'caner', 'armonica', 'abbacchiatore_bacchio', 'abbacchiatore', 'bacchio', 'ifugao', 'payoh', 'muyong',
    'utqiagvik', 'inupiaq', 'walrus',
    # set 108's tags, their words and domain words (from set 108's README)
    'cinici_cini', 'kurbitsmalare_kurbits', 'toddytapper_kallu', 'emolientero_emoliente', 'irula_venom',
    'cochinillero_cochinilla', 'huttenwirt_huttenbuch', 'trenzador_tiento',
    'cinici', 'cini', 'kurbitsmalare', 'kurbits', 'toddytapper', 'kallu', 'emolientero', 'emoliente', 'irula',
    'venom', 'cochinillero', 'cochinilla', 'huttenwirt', 'huttenbuch', 'trenzador', 'tiento',
    'iznik', 'rustem', 'kolonya', 'saz', 'rattvik', 'dalarna', 'falu', 'spelman', 'dala', 'kuttanad', 'alappuzha',
    'toddy', 'lima', 'linaza', 'cebada', 'alfalfa', 'garua', 'combi', 'vadanemmeli', 'krait', 'viper',
    'mamallapuram', 'guatiza', 'lanzarote', 'timanfaya', 'mala', 'geria', 'karwendel', 'stube', 'schnapps',
    'tacuarembo', 'tientos', 'trenza', 'rawhide', 'payador', 'grappa', 'asado', 'estancia',
    # set 109's dropped candidates that passed the lists (the same trade as an earlier tag: caldarrostaio_caldarroste
    # (chestnutroaster_brazier), reifendreher_reifentier (woodturner_lathe), valyalshchik_valenki (feltmaker_wool),
    # komuzchu_komuz (akyn_dombra), opancar_opanak (cobbler_last), norcino (butcher_cleaver), goemonier_goemon
    # (seaweedharvester_sickle, kelpgatherer_sickle), dhaki_dhak (bhangra_dhol, drummer_snare), kurtoskalacs and
    # obwarzanek (baker_banneton), cimbalom (dulcimerist_hammer), lokta (papermaker_deckle), banig (the weavers),
    # pattachitra (phad, the scroll painters), khukuri (cutler_tang), nonla and salakot (milliner_brim, hatter_felt),
    # shimenawa (ropemaker_strand), koinobori and manja (kite_flyer), kangri (basketmaker_wicker), waza_wazwan
    # (kitchen_chef), shikara (boatman), chhipa (printmaker_brayer), ganjifa (karuta_card, hanafuda_card), agarbatti
    # (incense), mezcalero_palenque (distiller_still), krar (crwthist_lyre), griot and balafon (koraist_calabash),
    # sofer (calligrapher_brush), schaffler (the coopers), mehter (the musicians), infioratore_infiorata
    # (madonnaro_gessetto), lungta (printmaker_brayer), caporal and diablada (luchador_mask, mascarero_vejigante),
    # kathakali and chhau (yakshagana), katajjaq_nunavik (khoomeizhi_doshpuluur: throat singing); not needed beside the chosen tags: almadrabero_almadraba, angulero_angula and
    # intha (a fourth trade of fish and fishing), gigantero_gigante (a third Spanish tag;
    # gigante's English word giant is an entry word), tanoura, canillita, cabezudo, correfoc; terms I was not
    # certain of: darumashi_daruma, nettipattam, suzuri, hyogushi, vanillier_lavanila, junkanoo, krathong, ondel)
    'caldarrostaio_caldarroste', 'reifendreher_reifentier', 'valyalshchik_valenki', 'komuzchu_komuz',
    'opancar_opanak', 'norcino', 'goemonier_goemon', 'dhaki_dhak', 'kurtoskalacs', 'obwarzanek', 'cimbalom',
    'lokta', 'banig', 'pattachitra', 'khukuri', 'nonla', 'salakot', 'shimenawa', 'koinobori', 'manja', 'kangri',
    'waza_wazwan', 'shikara', 'chhipa', 'ganjifa', 'agarbatti', 'mezcalero_palenque', 'krar', 'griot', 'balafon',
    'sofer', 'schaffler', 'mehter', 'infioratore_infiorata', 'lungta', 'caporal', 'diablada', 'kathakali', 'chhau',
    'katajjaq_nunavik', 'almadrabero_almadraba', 'angulero_angula', 'intha', 'gigantero_gigante', 'tanoura',
    'canillita', 'cabezudo', 'correfoc', 'darumashi_daruma', 'nettipattam', 'suzuri', 'hyogushi',
    'vanillier_lavanila', 'junkanoo', 'krathong', 'ondel',
    # set 107's tags, their words and domain words (from set 107's README)
    'piernikarz_piernik', 'duodjar_duodji', 'dancheongjang_dancheong', 'chochinshi_chochin', 'mascarero_vejigante',
    'santero_bulto', 'filigraneiro_filigrana', 'tohunga_whakairo',
    'piernikarz', 'piernik', 'duodjar', 'duodji', 'dancheongjang', 'dancheong', 'chochinshi', 'chochin', 'mascarero',
    'vejigante', 'santero', 'bulto', 'filigraneiro', 'filigrana', 'tohunga', 'whakairo',
    'torun', 'jokkmokk', 'sami', 'antler', 'burl', 'guksi', 'gyeongju', 'andong', 'monastery', 'eaves', 'gifu',
    'loiza', 'truchas', 'alamo', 'gondomar', 'viana', 'maori', 'totara', 'wharenui', 'toki', 'katarzynka',
    'copernicus', 'vistula', 'bulguksa', 'gyeongbokgung', 'gion', 'bacalaitos', 'ponce', 'chimayo', 'ribeira',
    'douro', 'rotorua', 'taniwha', 'pou', 'whakarewarewa', 'hangi', 'taino', 'bomba',
    # set 108's dropped candidates that passed the lists (the same trade as an earlier tag: ganchkor_panjara
    # (stuccoist_trowel, plasterer_float), naqqash_phoolpatti (fileteador_pincel), jebena_buna (barista_counter),
    # tsuper_jeepney (taxi_driver, cab_driver), maisuya_suya (yakitoriya_uchiwa), oshpaz_qozon (paellero_socarrat),
    # pupusera_pupusa (tortillera_comal), puukkoseppa_puukko (cutler_tang), termehbaf_termeh (the weavers),
    # encajera_nanduti (lacemaker_bobbin), alaro_adire (shiborist_indigo), damasquinador_damasquinado
    # (bidriwala_inlay), fundi_jahazi (shipwright_keel, dhow), givehdooz_giveh (cobbler_last),
    # trychelschmied_trychel (bellfounder_mould), tictacman (bookmaker_odds), alpaquero_alpaca (the herders),
    # guasquero_guasca (the trade of set 108's trenzador_tiento, another word for it); terms I was not certain
    # of or single words without a maker: katagamishi_katagami, kirikoshi_kiriko, horishi, kathputliwala,
    # tholubommalata, dalahast, matryoshka, zishahu, abrammo, sarhua, qalamkar, himmeli, sweetgrass, nianhua,
    # dievdirbys, koncnica, siapo, bilum, litema, souweriste, hinterglasmaler, eglomise, bingata, kannadi, inaden,
    # bolga, benjarong, sbek, inabel, antaimoro, cholita, bajau, eukonkanto, mananguete, tuak, neera)
    'ganchkor_panjara', 'naqqash_phoolpatti', 'jebena_buna', 'tsuper_jeepney', 'maisuya_suya', 'oshpaz_qozon',
    'pupusera_pupusa', 'puukkoseppa_puukko', 'termehbaf_termeh', 'encajera_nanduti', 'alaro_adire',
    'damasquinador_damasquinado', 'fundi_jahazi', 'givehdooz_giveh', 'trychelschmied_trychel', 'tictacman',
    'alpaquero_alpaca', 'guasquero_guasca', 'katagamishi_katagami', 'kirikoshi_kiriko', 'horishi',
    'kathputliwala', 'tholubommalata', 'dalahast', 'matryoshka', 'zishahu', 'abrammo', 'sarhua', 'qalamkar',
    'himmeli', 'sweetgrass', 'nianhua', 'dievdirbys', 'koncnica', 'siapo', 'bilum', 'litema', 'souweriste',
    'hinterglasmaler', 'eglomise', 'bingata', 'kannadi', 'inaden', 'bolga', 'benjarong', 'sbek', 'inabel',
    'antaimoro', 'cholita', 'bajau', 'eukonkanto', 'mananguete', 'tuak', 'neera',
    # set 105's tags, their words and domain words (from set 105's README)
    'zlayji_zellij', 'ulana_lauhala', 'chendevadaka_chende', 'requintista_requinto', 'taguero_tagua',
    'tejamanilero_tejamanil', 'petatero_petate', 'jicarero_jicara',
    'zlayji', 'zellij', 'ulana', 'lauhala', 'chendevadaka', 'chende', 'requintista', 'requinto', 'taguero', 'tagua',
    'tejamanilero', 'tejamanil', 'petatero', 'petate', 'jicarero', 'jicara',
    'fez', 'talaa', 'kebira', 'manqash', 'boujloud', 'chouara', 'merinid', 'kailua', 'kona', 'hala', 'papale',
    'moena', 'hilo', 'pele', 'yakshagana', 'udupi', 'paryaya', 'tlacotalpan', 'fandango', 'fandangos', 'pua',
    'candelaria', 'llorona', 'papaloapan', 'zapateado', 'tarima', 'coplas', 'portoviejo', 'lopez', 'oyamel',
    'angahuan', 'paricutin', 'purepecha', 'chilapa', 'tianguis', 'chiapa', 'corzo', 'laca', 'grijalva',
    'parachico', 'zoque',
    # set 107's dropped candidates that passed the lists (the same trade as an earlier tag: minakar_minakari
    # (enameller_champleve), kijishi_kokeshi (woodturner_lathe, bodger_polelathe), varpet_khachkar
    # (stonemason_chisel), gaiteiro_gaita (bagpiper_chanter); an instrument, a cloth or a tool rather than a maker,
    # or terms I was not certain of)
    'minakar_minakari', 'kijishi_kokeshi', 'varpet_khachkar', 'gaiteiro_gaita', 'ngatu_kupesi', 'koka_ngatu',
    'tupilak', 'sasando_lontar', 'partonun_ulos', 'ulos_gorga', 'tnalak_tnalak', 'kente_adinkra', 'sadu_sadu',
    'sadawiya_sadu', 'chikankar_chikan', 'tivaevae_tataura', 'whakairo_toki', 'lefkaritika_kentima',
    'hanji_jiseung', 'shyrdak_kiyiz', 'kente', 'tivaevae', 'kantha', 'suzani', 'khokhloma', 'petrykivka',
    'azulejo', 'sgraffito', 'gzhel', 'kilim',
    # set 107's candidates that passed and were not needed
    'wagashiya_nerikiri', 'makonde_ujamaa', 'tingatinga', 'thewa', 'rogan', 'pichwai', 'sikki', 'channapatna',
    'palekh', 'zhostovo', 'vyshyvanka', 'trencadis', 'tagine',
    # set 104's tags, their words and domain words (from set 104's README)
    'balsero_totora', 'fallero_ninot', 'guadamecilero_guadamecil', 'kalamkari_kalam', 'grallaire_gralla',
    'kobyzshy_kobyz', 'oyaci_oya', 'saetero_saeta',
    'balsero', 'totora', 'fallero', 'ninot', 'guadamecilero', 'guadamecil', 'kalamkari', 'kalam', 'grallaire',
    'gralla', 'kobyzshy', 'kobyz', 'oyaci', 'oya', 'saetero', 'saeta',
    'titicaca', 'puno', 'lake', 'aymara', 'uru', 'uros', 'valencia', 'fallas', 'papier', 'russafa', 'guadameci',
    'cordoba', 'andhra', 'pradesh', 'tirupati', 'srikalahasti', 'swarnamukhi', 'cotton', 'myrobalan', 'jaggery',
    'temple', 'ramayana', 'madder', 'oboe', 'dulzaina', 'tarragona', 'valls', 'xiquets', 'gralles', 'kazakh',
    'kazakhstan', 'almaty', 'baqsy', 'korkyt', 'bursa', 'istanbul', 'seville', 'triana', 'procession', 'paso',
    'nativity', 'naples', 'bugis', 'sulawesi', 'schooner', 'kaqchikel', 'guatemala', 'carnation', 'grassland',
    'vendor', 'hangings',
    # set 104's dropped candidates that passed the lists (near an earlier tag or one of set 104's, or uncertain)
    'panrita_pinisi', 'gralla_dolcaina', 'sampan_yuloh', 'palio_contrada',
    # set 105's dropped candidates that passed the lists (chendekar_chende, a player name I was not certain of)
    'chendekar_chende',
    # set 103's tags, their words and domain words (from set 103's README)
    'levadeiro_levada', 'meqvevre_qvevri', 'tesar_kozolec', 'tejedora_toquilla', 'kvaedamadur_rimur',
    'hafner_kachel', 'fujarista_fujara', 'tamborilero_chico',
    'levadeiro', 'levada', 'meqvevre', 'qvevri', 'tesar', 'kozolec', 'tejedora', 'toquilla', 'kvaedamadur',
    'rimur', 'hafner', 'kachel', 'fujarista', 'fujara', 'tamborilero', 'chico',
    'madeira', 'funchal', 'poncha', 'kakheti', 'georgia', 'tbilisi', 'supra', 'ljubljana', 'montecristi',
    'ecuador', 'cuenca', 'panama', 'jipijapa', 'iceland', 'reykjavik', 'kachelofen', 'stove', 'austria', 'tyrol',
    'graz', 'salzburg', 'styria', 'slovakia', 'podpolanie', 'detva', 'candombe', 'montevideo', 'hardingfele',
    'imereti', 'gorenjska', 'toplar', 'manabi', 'rozfuk', 'repique', 'cuerda', 'llamadas',
    # set 104's dropped candidates that passed the lists (near an earlier tag or one of set 104's, or uncertain:
    # tonnarotto_muciara (tuna, favignana, mattanza entries), carbonaio_carbonaia (charcoalburner_clamp),
    # pupparo_pupi (puppeteer_marionette), farolero_farol (lamplighter_wick), panrita_pinisi (a second builder of
    # boats beside balsero_totora), huipilera_telar (a second weaver beside tejedora_toquilla and oyaci_oya),
    # commessista_commesso and presepaio_sughero (terms I was not certain of), caganer_belen (not a trade))
    'tonnarotto_muciara', 'carbonaio_carbonaia', 'pupparo_pupi', 'farolero_farol', 'panrita_pinisi',
    'huipilera_telar', 'commessista_commesso', 'presepaio_sughero', 'caganer_belen',
    # set 102's tags, their words and domain words (from set 102's README)
    'corticeiro_machada', 'empu_pamor', 'kumu_ipu', 'battiloro_foglia', 'huaso_chamanto', 'trullaro_chiancarella',
    'gosu_buk', 'tervanpolttaja_tervahauta',
    'corticeiro', 'machada', 'empu', 'pamor', 'kumu', 'ipu', 'battiloro', 'foglia', 'huaso', 'chamanto',
    'trullaro', 'chiancarella', 'gosu', 'buk', 'tervanpolttaja', 'tervahauta',
    'sobreiro', 'montado', 'kris', 'yogyakarta', 'venice', 'burano', 'puglia', 'trulli', 'chile', 'chilean',
    'poncho', 'cueca', 'spur', 'pansori', 'korea', 'seoul', 'pine', 'finland', 'hawaii', 'nagaoka', 'xochimilco',
    'acaraje', 'salvador', 'havana',
    # set 103's dropped candidates that passed the lists (near an earlier tag or entry, or uncertain terms:
    # wycinankarka_nozyce (wycinankist_scissors), fileteador_pincel (sign_painter), mpitendry_valiha and
    # koklers_kokle (zitherist_zither), rebetis_baglamas (bouzoukist_tapping), onggijang_onggi (a second maker of
    # vessels beside meqvevre_qvevri), pekaseh_subak (a second keeper of water channels beside levadeiro_levada),
    # spelemann_hardingfele (fiddle, fiddlers), horreiro_canizo (a term I was not certain of))
    'wycinankarka_nozyce', 'fileteador_pincel', 'mpitendry_valiha', 'koklers_kokle', 'rebetis_baglamas',
    'onggijang_onggi', 'pekaseh_subak', 'spelemann_hardingfele', 'horreiro_canizo',
    # set 101's tags, their words and domain words (from set 101's README)
    'bhopa_phad', 'joiker_luohti', 'yakitoriya_uchiwa', 'mariscadora_angazo', 'theyyakkaran_mudi',
    'silvesterchlaus_schelle', 'kaikaranga_korowai', 'vallamkali_thuzha',
    'bhopa', 'phad', 'joiker', 'luohti', 'yakitoriya', 'uchiwa', 'mariscadora', 'angazo', 'theyyakkaran', 'mudi',
    'silvesterchlaus', 'schelle', 'kaikaranga', 'korowai', 'vallamkali', 'thuzha',
    'ravanahatha', 'pabuji', 'joik', 'yakitori', 'binchotan', 'tare', 'almejas', 'theyyam', 'chenda', 'schellen',
    'zauerli', 'karanga', 'marae', 'chundan', 'punnamada', 'kautokeino',
    # set 101's dropped candidates that passed the lists (near an earlier tag or entry, or uncertain terms)
    'guerrab_guerba', 'salinero_rastro', 'molinero_tolva', 'charro_reata', 'drotar_drot', 'cabrero_zurron',
    'chitrakathi_pothi', 'noaidi_goavddis', 'chakyar_mizhavu', 'pulikali_chayam', 'sinden_selendang',
    'reindeer_lavvu', 'qulliq_tarquti', 'azalai_amersal', 'tindi_imzad', 'hoyeru_naasu',
    # set 102's dropped candidates that passed the lists (near an earlier tag: merlettaia_tombolo
    # (lacemaker_bobbin, bobbinlacer_pillow), hanabishi_warimono (pyrotechnician_shell), ghais_fattam
    # (pearldiver_oyster); garnaalvisser_paard, a term I was not certain of)
    'merlettaia_tombolo', 'hanabishi_warimono', 'ghais_fattam', 'garnaalvisser_paard',
    # set 100's tags, their words and domain words (from set 100's README)
    'hajjam_mihjama', 'nargileci_marpuc', 'bursztyniarz_kaszor', 'tonnaroto_crocco', 'khoomeizhi_doshpuluur',
    'nakhuda_kamal', 'arif_falaj', 'aduuchin_urga',
    'hajjam', 'mihjama', 'nargileci', 'marpuc', 'bursztyniarz', 'kaszor', 'tonnaroto', 'crocco', 'khoomeizhi',
    'doshpuluur', 'nakhuda', 'kamal', 'arif', 'falaj', 'aduuchin', 'urga',
    'healer', 'narghile', 'coals', 'amber', 'baltic', 'tuna', 'mattanza', 'cialoma', 'favignana', 'throat', 'tuva',
    'dhow', 'sur', 'irrigation', 'souk', 'herdsman',
    # set 101's dropped candidates that passed the lists (near an earlier tag or entry: guerrab_guerba
    # (sakka_kirba), salinero_rastro (paludier_lousse), molinero_tolva (miller_quern), charro_reata (rodeo_lasso),
    # drotar_drot (tinsmith_snips, clockmaker_tinker), cabrero_zurron (goatherd_crook), chitrakathi_pothi (near
    # bhopa_phad), noaidi_goavddis (a second Sami trade), chakyar_mizhavu and pulikali_chayam (a third and fourth
    # Kerala trade), sinden_selendang (a singer, like dawn_singer), reindeer_lavvu (not a trade's name),
    # qulliq_tarquti, azalai_amersal, tindi_imzad and hoyeru_naasu (terms I was not certain of))
    'guerrab_guerba', 'salinero_rastro', 'molinero_tolva', 'charro_reata', 'drotar_drot', 'cabrero_zurron',
    'chitrakathi_pothi', 'noaidi_goavddis', 'chakyar_mizhavu', 'pulikali_chayam', 'sinden_selendang',
    'reindeer_lavvu', 'qulliq_tarquti', 'azalai_amersal', 'tindi_imzad', 'hoyeru_naasu',
    # set 99's tags, their words and domain words (from set 99's README)
    'venenciador_venencia', 'makwagi_makwa', 'walzgeselle_stenz', 'thanakha_kyaukpyin', 'manaschi_kalpak',
    'chiclero_machete', 'redero_aguja', 'abarquero_abarca',
    'venenciador', 'venencia', 'makwagi', 'makwa', 'walzgeselle', 'stenz', 'thanakha', 'kyaukpyin', 'manaschi',
    'kalpak', 'chiclero', 'machete', 'redero', 'aguja', 'abarquero', 'abarca',
    'sherry', 'foot_iron', 'journeyman', 'thanakha_paste', 'manas_reciter', 'chicle', 'netmender', 'tyre_sandal',
    # set 100's dropped candidates that passed the lists (near an earlier tag or entry: bhariya_namlo (sherpa_doko),
    # holzknecht_sappel (lumberjack_axe), flisak_tratwa and uittomies_keksi (logdriver_peavey, birler_log),
    # kinto_tabaki (pedlar_tray), trajinero_garrocha (gondolier_oar, punter_quant), coltellinaio_resolza
    # (cutler_tang), kumhar_chak (potter_wheel), kafetzis_briki (coffee, qahwaji_dallah), tufuga_au (tattoo_artist,
    # tattooist), arzinavis_mashin (typewriter, scrivener_quill), dehtiar_dehot (charcoalburner_clamp, a kiln
    # trade), olonkhosut_khomus (manaschi_kalpak, a reciter), berkutchi_tomaga (falconer_mews), chaouachi_kardech
    # (fuller_teasel, hatter_felt), ferran_lwiza (the paddle's name not certain))
    'bhariya_namlo', 'holzknecht_sappel', 'flisak_tratwa', 'uittomies_keksi', 'kinto_tabaki', 'trajinero_garrocha',
    'coltellinaio_resolza', 'kumhar_chak', 'kafetzis_briki', 'tufuga_au', 'arzinavis_mashin', 'dehtiar_dehot',
    'olonkhosut_khomus', 'berkutchi_tomaga', 'chaouachi_kardech', 'ferran_lwiza',
    # set 98's tags, their words and domain words (from set 98's README)
    'percebeiro_rasqueta', 'tavaillonneur_fendoir', 'baul_ektara', 'piraguero_guayo', 'chumak_mazhara',
    'nandiwala_nandi', 'vasudev_chiplya', 'benzedeira_ramo',
    'percebeiro', 'rasqueta', 'tavaillonneur', 'fendoir', 'baul', 'ektara', 'piraguero', 'guayo', 'chumak',
    'mazhara', 'nandiwala', 'nandi', 'vasudev', 'chiplya', 'benzedeira', 'ramo',
    'percebe', 'tavaillon', 'minstrel', 'piragua', 'salt_carter', 'decorated_bull', 'dawn_singer', 'folk_blesser',
    # set 99's dropped candidates that passed the lists (near an earlier tag or entry: poinconneur_pince
    # (ticketinspector_punch, clippie_ticketpunch), cilindrero_cilindro (organillero_manubrio), sakka_kirba
    # (bhishti_mashak), dvornik_metla (broommaker_besom, curler_broom), chowkidar_lathi (watchman_rattle),
    # karagozcu_tasvir (puppet, shadow play), cantastorie_cartellone (kamishibaiya_butai, storyteller),
    # schlitteur_schlitte (sled), kamikiri_hasami (papercutter_scissors, silhouettist_scissors), moliceiro_ancinho
    # (seaweedharvester_sickle), eclusier_manivelle (lockkeeper_canal, crank), kiepenkerl_kiepe (pedlar_tray,
    # korobeinik_lotok), rendeira_bilro (lacemaker_bobbin, bobbinlacer_pillow), arpillerista_arpillera
    # (quilter_patchwork, boroist_patch), gnawi_qraqeb (castanets, trance, drum), guardagujas_palanca
    # (signalman_lever), boyero_picana (the oxen of chumak_mazhara), merolico_altavoz (hawker, carnival_barker),
    # huichol_chaquira (prayer_beads, beadweaver_loom), tepachero_barrica (barrel; street drinks like
    # piraguero_guayo), kuaibanr_zhuban (the clappers of vasudev_chiplya, bamboo), tormachen_torma (butter,
    # sculptor_armature))
    'poinconneur_pince', 'cilindrero_cilindro', 'sakka_kirba', 'dvornik_metla', 'chowkidar_lathi',
    'karagozcu_tasvir', 'cantastorie_cartellone', 'schlitteur_schlitte', 'kamikiri_hasami', 'moliceiro_ancinho',
    'eclusier_manivelle', 'kiepenkerl_kiepe', 'rendeira_bilro', 'arpillerista_arpillera', 'gnawi_qraqeb',
    'guardagujas_palanca', 'boyero_picana', 'merolico_altavoz', 'huichol_chaquira', 'tepachero_barrica',
    'kuaibanr_zhuban', 'tormachen_torma',
    # set 97's tags, their words and domain words (from set 97's README)
    'abaniquero_varillaje', 'salepci_gugum', 'caiador_broxa', 'malakar_shola', 'midyeci_limon', 'molendera_metate',
    'phirkiwala_phirki', 'chasqui_pututu',
    'abaniquero', 'varillaje', 'salepci', 'gugum', 'caiador', 'broxa', 'malakar', 'shola', 'midyeci', 'limon',
    'molendera', 'metate', 'phirkiwala', 'phirki', 'chasqui', 'pututu',
    'fan_maker', 'salep', 'whitewash', 'pith', 'mussel', 'masa', 'pinwheel', 'relay_messenger',
    # set 98's dropped candidates that passed the lists (near an earlier tag or entry: fallah_shaduf (farmer),
    # jugang_zuanzi (a pot mender like lanador_grapa), sonneur_biniou (bagpiper_chanter), kobzar_kobza (lirnyk_lira,
    # guslar_gusle, lute), tongawala_chabuk (kutsero_kalesa), sorbetero_kariton (ice, street food), jaranero_jarana
    # (guitar), santonnier_santon (smurfologist_figurine), ganchero_gancho (logdriver_peavey, hook), tejero_gradilla
    # (tile, roofer_slates), moqanni_kolang (welldigger_windlass), getaya_hanao (clogger_clog), tteokmegi_tteokme
    # (mochipounder_usu), langa_kamaicha (fiddle), zardozi_ari (embroiderer_tambour), golawala_baraf (ice, street
    # food), erqsousi_sagat (licorice), bangbang_biandan (porter, pole, bamboo), sikligar_saan
    # (scissorgrinder_whetstone), segador_hoz (sickle, scythe), cestero_mimbre (basketmaker_wicker), muineiro_moa
    # (miller_quern), palingroker_rookkast (eel, smoke), mananggete_sundang (coconut; a sap gatherer like
    # tlachiquero_acocote), babalawo_opele (diviner), pirquinero_capacho (miner_davylamp), muhurcu_muhur
    # (notary_seal, engraver), ardoisier_ciseau (stonemason_chisel, roofer_slates), gardian_ficheroun (cowboy,
    # horse), crofter_caschrom (ploughman_furrow, farmer), waulker_clo (fuller_teasel, cloth), arraunlari_arraun
    # (rower_oar), yatiri_misa and raizeiro_garrafada (healers like kallawaya_chuspa), sanfoneiro_sanfona
    # (accordionist_bellows), temazcalero_temazcal (saunameister_ladle, tellak_kese); not needed: pawanghujan_serai,
    # mukhtar_khatm, capador_chiflo)
    'fallah_shaduf', 'jugang_zuanzi', 'sonneur_biniou', 'kobzar_kobza', 'tongawala_chabuk', 'sorbetero_kariton',
    'jaranero_jarana', 'santonnier_santon', 'ganchero_gancho', 'tejero_gradilla', 'moqanni_kolang', 'getaya_hanao',
    'tteokmegi_tteokme', 'langa_kamaicha', 'zardozi_ari', 'golawala_baraf', 'erqsousi_sagat', 'bangbang_biandan',
    'sikligar_saan', 'segador_hoz', 'cestero_mimbre', 'muineiro_moa', 'palingroker_rookkast', 'mananggete_sundang',
    'babalawo_opele', 'pirquinero_capacho', 'muhurcu_muhur', 'ardoisier_ciseau', 'gardian_ficheroun',
    'crofter_caschrom', 'waulker_clo', 'arraunlari_arraun', 'yatiri_misa', 'raizeiro_garrafada',
    'sanfoneiro_sanfona', 'temazcalero_temazcal', 'pawanghujan_serai', 'mukhtar_khatm', 'capador_chiflo',
    # set 96's tags, their words and domain words (from set 96's README)
    'colchonero_vara', 'jigekkun_jige', 'tespihci_imame', 'bortnik_lezivo', 'chinampero_coa', 'pisador_lagar',
    'pehelwan_gada', 'quesero_encella',
    'colchonero', 'vara', 'jigekkun', 'jige', 'tespihci', 'imame', 'bortnik', 'lezivo', 'chinampero', 'coa',
    'pisador', 'lagar', 'pehelwan', 'gada', 'quesero', 'encella',
    'mattress', 'prayer_beads', 'wild_honey', 'chinampa', 'floating_garden', 'akhara', 'curd', 'strongman',
    # set 97's dropped candidates that passed the lists (near an earlier tag or entry: sfougaras_skandalopetra
    # (pearldiver_oyster), varina_canastra (fishwife_creel), voceador_pregon (town_crier), saqqa_qirba
    # (bhishti_mashak), ganhhang_donganh (a carrying pole, magtataho_arnibal), macuncu_tepsi (candy, tray),
    # nalbant_nalca (farrier), baiana_tabuleiro (pedlar_tray), garimpeiro_bateia (goldpanner_sluice),
    # pescador_tarrafa (fisherman, net), kestaneci_mangal (chestnutroaster_brazier), kolare_mila
    # (charcoalburner_clamp), bangdiwala_chudi (bangle), chitrakar_patachitra and patua_pat (scroll, painter),
    # khayamiya_kherta (molaist_applique), kunafani_sinniyya (pastry, tray), imaginero_gubia (netsuke_carver,
    # linocutter_gouge), sakan_kote (plasterer_float, trowel), daiku_sumitsubo (carpenter), sedefkar_kakma and
    # najeonjang_jagae (inlay), yazmaci_kalip (printer, dyer), kazaz_cikrik (silk, thread, spinner_distaff),
    # sabuncu_kalip (soapmaker), cerero_pabilo (candlemaker_wick), talabartero_lezna (saddler), zeilmaker_marlpriem
    # (sailmaker), togishi_toishi (scissorgrinder_whetstone), maedeupjang_gonsa (macrameist_knot), totorero_balsa
    # (thatcher_reed, boat), carranqueiro_enxo (cooper_adze), chinchinero_bombo (drummer_snare),
    # alfombrista_aserrin (carpet, sawdust), luleci_kalip (clay, tobacco), fesci_kalip (hat), kilijosiyar_kili
    # (parrot))
    'sfougaras_skandalopetra', 'varina_canastra', 'voceador_pregon', 'saqqa_qirba', 'ganhhang_donganh',
    'macuncu_tepsi', 'nalbant_nalca', 'baiana_tabuleiro', 'garimpeiro_bateia', 'pescador_tarrafa',
    'kestaneci_mangal', 'kolare_mila', 'bangdiwala_chudi', 'chitrakar_patachitra', 'patua_pat',
    'khayamiya_kherta', 'kunafani_sinniyya', 'imaginero_gubia', 'sakan_kote', 'daiku_sumitsubo',
    'sedefkar_kakma', 'najeonjang_jagae', 'yazmaci_kalip', 'kazaz_cikrik', 'sabuncu_kalip', 'cerero_pabilo',
    'talabartero_lezna', 'zeilmaker_marlpriem', 'togishi_toishi', 'maedeupjang_gonsa', 'totorero_balsa',
    'carranqueiro_enxo', 'chinchinero_bombo', 'alfombrista_aserrin', 'luleci_kalip', 'fesci_kalip',
    'kilijosiyar_kili',
    # set 95's tags, their words and domain words (from set 95's README)
    'kabadiwala_taraazu', 'repentista_pandeiro', 'pajarero_canario', 'guslar_gusle', 'kallawaya_chuspa',
    'fadista_xaile', 'arnisador_baston', 'gajrawali_dhaga',
    'kabadiwala', 'taraazu', 'repentista', 'pandeiro', 'pajarero', 'canario', 'guslar', 'gusle', 'kallawaya',
    'chuspa', 'fadista', 'xaile', 'arnisador', 'baston', 'gajrawali', 'dhaga',
    'scrap', 'tambourine', 'canary', 'fado', 'shawl', 'jasmine', 'coca', 'epic', 'rattan', 'garland',
    # set 96's dropped candidates that passed the lists (near an earlier tag or entry: kantarci_kantar (scale,
    # kabadiwala_taraazu), lirnyk_lira (hurdygurdist_crank, guslar_gusle), rafugar_sui (sashikoist_thread),
    # thathera_thappa (brass, hammer), attarwala_phaya (perfume, perfumer_vial), kececi_kepenek
    # (feltmaker_fleece), mallah_chappu (boatman, oar, ferryman), organillero_manubrio (organgrinder, crank),
    # sombrerero_horma (hat, hatter, milliner), nalinci_nalin (clogmaker), pinjara_kaman (a fibre beater like
    # colchonero_vara; bow), yorganci_tokmak (a fibre beater like colchonero_vara; mallet), ropavejero_costal
    # (a buyer of cast-offs like kabadiwala_taraazu))
    'kantarci_kantar', 'lirnyk_lira', 'rafugar_sui', 'thathera_thappa', 'attarwala_phaya', 'kececi_kepenek',
    'mallah_chappu', 'organillero_manubrio', 'sombrerero_horma', 'nalinci_nalin', 'pinjara_kaman',
    'yorganci_tokmak', 'ropavejero_costal',
    # set 94's tags, their words and domain words (from set 94's README)
    'caier_ershao', 'fawwal_qidra', 'manisero_cucurucho', 'baomihua_pao', 'bungeoppang_teul', 'jianbingtan_aozi',
    'satejual_kipas', 'donerci_satir',
    'caier', 'ershao', 'fawwal', 'qidra', 'manisero', 'cucurucho', 'baomihua', 'pao', 'bungeoppang', 'teul',
    'jianbingtan', 'aozi', 'satejual', 'kipas', 'donerci', 'satir',
    'ear_spoon', 'ful_medames', 'peanut', 'popcorn', 'fish_pastry', 'jianbing', 'sate', 'doner', 'street_food',
    'griddle',
    # set 95's dropped candidates that passed the lists (near an earlier tag or entry: kyudoka_yumi (archer_quiver,
    # archery, bow), kamisuki_sukigeta (papermaker_deckle), hakawati_kursi, naqqal_tumar, seanchai_ceol
    # (storyteller, dixitist_storyteller, rakugoka_sensu), mesaharati_baza (drum), yodeler_juchzer
    # (yodeller_alphorn), pulluvan_kudam (snakecharmer_pungi), talchumkun_tal (bianlianist_mask, luchador_mask),
    # mianren_bozi (noodlepuller_dough, smurfologist_figurine), pauliteiro_paulito (morrisdancer, stick),
    # tobishoku_tobiguchi (steeplejack_ladder, hook, scaffolder_clamp), nongakdae_kkwaenggwari (gamelanist_gong),
    # akyn_dombra (lute; an improvising poet like repentista_pandeiro), skomorokh_gudok (jester, fiddle),
    # banshchik_venik (saunameister_ladle, birch, whisk), kalayci_koruk (tinsmith_snips, bellows), ajrakhkar_bunta
    # (block, printer), camotero_silbato (street food, whistle), vaqueiro_gibao (cowboy, gaucho_boleadoras),
    # ddakjichigi_ddakji (menkoist_menko), morshed_zarb (varzeshkar_meel, drum))
    'kyudoka_yumi', 'kamisuki_sukigeta', 'hakawati_kursi', 'naqqal_tumar', 'seanchai_ceol', 'mesaharati_baza',
    'yodeler_juchzer', 'pulluvan_kudam', 'talchumkun_tal', 'mianren_bozi', 'pauliteiro_paulito',
    'tobishoku_tobiguchi', 'nongakdae_kkwaenggwari', 'akyn_dombra', 'skomorokh_gudok', 'banshchik_venik',
    'kalayci_koruk', 'ajrakhkar_bunta', 'camotero_silbato', 'vaqueiro_gibao', 'ddakjichigi_ddakji', 'morshed_zarb',
    # set 93's tags, their words and domain words (from set 93's README)
    'irqsous_tasa', 'mensu_raido', 'jamugendong_bakul', 'arzuhalci_daktilo', 'eelman_glaive', 'balmaiden_bucker',
    'nariyalwala_koyta', 'magbabalut_bakol',
    'irqsous', 'tasa', 'mensu', 'raido', 'jamugendong', 'bakul', 'arzuhalci', 'daktilo', 'eelman', 'glaive',
    'balmaiden', 'bucker', 'nariyalwala', 'koyta', 'magbabalut', 'bakol',
    'licorice', 'yerba', 'yerba_mate', 'jamu', 'petition', 'typewriter', 'eel', 'ore', 'coconut', 'balut',
    # set 94's dropped candidates that passed the lists (near an earlier tag or entry: impiraressa_sessola
    # (beadweaver_loom), ghawwas_fatam (pearldiver_oyster), gemmeur_hapchot (resinero_pote), boazovazzi_suopunki
    # (herder, shepherd_flock), bhadbhunja_bhatti (chestnutroaster_brazier), lizzatore_lizza (quarryman, sled),
    # bartnik_leziwo (beekeeper), budeie_lur (alphornist), khatamkar_ghalam (inlay), zlaiji_menqach (tile, mosaic),
    # tarabishi_qalib (hatter_felt), ququ_tiaozi (crickets), huesero_sobada (masseur_oil), calceteiro_maco (stone,
    # drystonewaller), lavandiere_battoir (laundress_mangle), engraxate_graxa (bootblack_polish),
    # ombrellaio_stecche (umbrellamender_rib), estatuaviva_pedestal (livingstatue_plinth), nakagai_tekagi
    # (auctioneer_gavel, hook), nonvoy_tandir (baker, bread), qallaf_mibar (caulker_oakum))
    'impiraressa_sessola', 'ghawwas_fatam', 'gemmeur_hapchot', 'boazovazzi_suopunki', 'bhadbhunja_bhatti',
    'lizzatore_lizza', 'bartnik_leziwo', 'budeie_lur', 'khatamkar_ghalam', 'zlaiji_menqach', 'tarabishi_qalib',
    'ququ_tiaozi', 'huesero_sobada', 'calceteiro_maco', 'lavandiere_battoir', 'engraxate_graxa',
    'ombrellaio_stecche', 'estatuaviva_pedestal', 'nakagai_tekagi', 'nonvoy_tandir', 'qallaf_mibar',
    # set 92's tags, their words and domain words (from set 92's README)
    'hammal_semer', 'hodman_hod', 'purefinder_pail', 'benshi_katsuben', 'kingyouri_tarai', 'lanador_grapa',
    'corchero_hacha', 'yeotjangsu_gawi',
    'hammal', 'semer', 'hodman', 'hod', 'purefinder', 'pail', 'benshi', 'katsuben', 'kingyouri', 'tarai', 'lanador',
    'grapa', 'corchero', 'hacha', 'yeotjangsu', 'gawi',
    'porter', 'brick', 'mortar', 'dung', 'silent_film', 'goldfish', 'potmender', 'cork', 'taffy', 'yeot',
    # set 93's dropped candidates that passed the lists (near an earlier tag or entry: qahwaji_dallah (coffee),
    # izvozchik_duga (cab, horse), hikyaku_fubako (courier_satchel), impagliatore_paglia (chair, straw),
    # vitrier_carreau (glazier_putty), madari_damru (organgrinder_monkey, drum), furinuri_furin (icecreamvan_chimes),
    # jinrikisha_shafu (rickshawpuller_canopy), kagoya_kago (rickshawpuller_canopy, hammal_semer),
    # sbitenshchik_samovar, istriwala_koyla (charcoalburner_clamp), vendimiador_corquete (grape),
    # korobeinik_lotok (peddler), sobaya_demae (noodlepuller_dough), chiffonnier_hotte (raddiwala_taraju),
    # rauya_kiseru (tobacconist, calliopist_steam), bakenshchik_baken (oceanographer_buoy, lantern),
    # tulumbaci_tulumba (firefighter_crew), kulfiwala_matka (icecreamvan_chimes), bhuttawala_angithi
    # (chestnutroaster_brazier), sabbagh_nil (dyer_vat), mai_shayi (chaiwala))
    'qahwaji_dallah', 'izvozchik_duga', 'hikyaku_fubako', 'impagliatore_paglia', 'vitrier_carreau', 'madari_damru',
    'furinuri_furin', 'jinrikisha_shafu', 'kagoya_kago', 'sbitenshchik_samovar', 'istriwala_koyla',
    'vendimiador_corquete', 'korobeinik_lotok', 'sobaya_demae', 'chiffonnier_hotte', 'rauya_kiseru',
    'bakenshchik_baken', 'tulumbaci_tulumba', 'kulfiwala_matka', 'bhuttawala_angithi', 'sabbagh_nil', 'mai_shayi',
    # set 91's tags, their words and domain words (from set 91's README)
    'claqueur_claque', 'souffleur_kasten', 'cantiniere_tonnelet', 'pankhawala_jhalar', 'chaprasi_chaprass',
    'churiwala_churi', 'filingclerk_manila', 'leechgatherer_pond',
    'claqueur', 'claque', 'souffleur', 'kasten', 'cantiniere', 'tonnelet', 'pankhawala', 'jhalar', 'chaprasi',
    'chaprass', 'churiwala', 'churi', 'filingclerk', 'manila', 'leechgatherer', 'pond',
    'opera', 'prompter', 'applause', 'brandy', 'keg', 'punkah', 'peon', 'bangle', 'folder', 'leech',
    # set 92's dropped candidates that passed the lists (near an earlier tag: yakiimoya_koishi (chestnutroaster_brazier),
    # orpailleur_batee (panner_batea), zampognaro_zampogna (bagpiper_chanter), aguador_cantaro (bhishti_mashak),
    # ama_tegane (haenyeo_tewak), cormorant_ukai (usho_kagaribi), hurrier_corf (miner_davylamp, coalcarrier_sack),
    # rakugoka_sensu (storyteller), tellak_kese (masseur_oil), sansuke_nukabukuro (saunameister_ladle),
    # ekibenuri_katakake (pedlar_tray), kamiyui_kushi (hairdresser_curler), mantero_manta (removalist_blanket),
    # chindonya_chindon (drummer_snare), boza_bozaci (simitci_susam), burlak_lyamka (bargee_tiller))
    'yakiimoya_koishi', 'orpailleur_batee', 'zampognaro_zampogna', 'aguador_cantaro', 'ama_tegane',
    'cormorant_ukai', 'hurrier_corf', 'rakugoka_sensu', 'tellak_kese', 'sansuke_nukabukuro',
    'ekibenuri_katakake', 'kamiyui_kushi', 'mantero_manta', 'chindonya_chindon', 'boza_bozaci', 'burlak_lyamka',
    # set 90's tags, their words and domain words (from set 90's README)
    'tlachiquero_acocote', 'kaanmailiya_salai', 'dhuniya_dhunki', 'magtataho_arnibal', 'pardoner_relic',
    'raddiwala_taraju', 'kavamaker_tanoa', 'ayatorist_ito',
    'tlachiquero', 'acocote', 'kaanmailiya', 'salai', 'dhuniya', 'dhunki', 'magtataho', 'arnibal', 'pardoner',
    'relic', 'raddiwala', 'taraju', 'kavamaker', 'tanoa', 'ayatorist', 'ito',
    'pulque', 'aguamiel', 'maguey', 'taho', 'tofu', 'sago', 'kava', 'ayatori', 'catscradle', 'indulgence',
    # set 91's dropped candidates (an entry, a word of one or a substring: evangelista_maquina (list),
    # telephonist_switchboard, croupier_rake, usherette_torch, perfumer_mouillette, phrenologist_calipers,
    # projectionist_reel, foleyist_coconut, telegraphist_sounder, ratcatcher_ferret, resurrectionist_spade,
    # sericulturist_mulberry, notary_embosser, censustaker_schedule, concierge_clefsdor, molecatcher_spud,
    # pursuivant_tabard, almoner_alms, lexicographer_slip, proofreader_caret, indexer_locator, assayer_touchstone,
    # pargeter_trowel, vivandiere_barrel, jester_marotte, douanier_manifest, lightkeeper_fresnel,
    # billposter_pastebrush, pawnbroker_pledgebook, gilder_gilderstip, dendrochronologist_corer, livingstatue_plinth,
    # crossingpatrol_lollipop, interpreter_booth, subtitler_timecode (entries or their words); liftman_gate (gate),
    # elevatorist_carswitch (switch), toothdrawer_pelican (tooth), saunamestari_kiuas (sauna), ornamentalhermit_grotto
    # (grotto), lapotnik_kochedyk (oche), nakodo_tsurigaki (kodo), sandwichman_placard (card), kitsukeshi_obi
    # (ukes), globero_helio (globe), punkahwallah_jhalar (wall), patangbaaz_manjha (tang), cohetero_castillo (cast),
    # catsmeatman_skewer (meat), yamabushi_horagai (raga), rohrpostler_buechse (ostler), boatswain_bosun (boat),
    # fossilhunter_chisel, panner_batea, lapidary_dop, battipalo_mazzapicchio (palo), fuller_teasel (easel),
    # mysteryshopper_receipt (hopper), linestander_campstool (camp), airtrafficker_strip and atcontroller_strip
    # (strip), douanier_laissezpasser (pass), comptometrist_comptometer (meter), mimeographer_stencil (mime),
    # kahar_doli (doli), panda_bahi (README); passing but near an earlier pastime: sereno_chuzo (watchman_rattle),
    # mondina_risaia (rice), koehler_meiler (charcoalburner_clamp), kaasdrager_berrie (cheesemonger_rind),
    # oshiya_tebukuro (train_conductor), sodajerk_fountain (barista_counter), sineater_bier (funeral, coffin),
    # franelero_franela (valet, parking), bouilleur_alambic (distiller_still), kutsero_kalesa (cab_driver),
    # hikeshi_matoi (firefighter), silletero_silleta (florist_bouquet), chapman_chapbook (pedlar_tray),
    # trifolau_sapin (trufflehunter_hound), toji_koji (brewer_mashtun), sampuru_replica (the model and wax
    # entries), sherpa_doko (mountaineer), munshi_qalamdan (calligraphy), garderobiere_jeton (cloakroom_token),
    # rohrpost_buechse (postalsorter_pigeonhole), kurogo_zukin (stagehand_flyrope), surishi_baren
    # (printmaker_brayer), bouquiniste_boite (bookseller_till), sabotier_sabot (clogmaker_adze), cockler_jumbo
    # (beachcomber_tide), perruquier_peruke (wigmaker_caul), plumassier_plume (feather), dragoman_firman
    # (interpreter_booth), douanier_tampon (customsofficer_declaration); passing and not used: sutler_wagon,
    # huettenwirt_huettenbuch, tlacuilo_amatl, bader_schroepfkopf)
    'evangelista_maquina', 'telephonist_switchboard', 'croupier_rake', 'usherette_torch', 'perfumer_mouillette',
    'phrenologist_calipers', 'projectionist_reel', 'foleyist_coconut', 'telegraphist_sounder', 'ratcatcher_ferret',
    'resurrectionist_spade', 'sericulturist_mulberry', 'notary_embosser', 'censustaker_schedule',
    'concierge_clefsdor', 'molecatcher_spud', 'pursuivant_tabard', 'almoner_alms', 'lexicographer_slip',
    'proofreader_caret', 'indexer_locator', 'assayer_touchstone', 'pargeter_trowel', 'vivandiere_barrel',
    'jester_marotte', 'douanier_manifest', 'lightkeeper_fresnel', 'billposter_pastebrush', 'pawnbroker_pledgebook',
    'gilder_gilderstip', 'dendrochronologist_corer', 'livingstatue_plinth', 'crossingpatrol_lollipop',
    'interpreter_booth', 'subtitler_timecode', 'liftman_gate', 'elevatorist_carswitch', 'toothdrawer_pelican',
    'saunamestari_kiuas', 'ornamentalhermit_grotto', 'lapotnik_kochedyk', 'nakodo_tsurigaki',
    'sandwichman_placard', 'kitsukeshi_obi', 'globero_helio', 'punkahwallah_jhalar', 'patangbaaz_manjha',
    'cohetero_castillo', 'catsmeatman_skewer', 'yamabushi_horagai', 'rohrpostler_buechse', 'boatswain_bosun',
    'fossilhunter_chisel', 'panner_batea', 'lapidary_dop', 'battipalo_mazzapicchio', 'fuller_teasel',
    'mysteryshopper_receipt', 'linestander_campstool', 'airtrafficker_strip', 'atcontroller_strip',
    'douanier_laissezpasser', 'comptometrist_comptometer', 'mimeographer_stencil', 'kahar_doli', 'panda_bahi',
    'sereno_chuzo', 'mondina_risaia', 'koehler_meiler', 'kaasdrager_berrie', 'oshiya_tebukuro',
    'sodajerk_fountain', 'sineater_bier', 'franelero_franela', 'bouilleur_alambic', 'kutsero_kalesa',
    'hikeshi_matoi', 'silletero_silleta', 'chapman_chapbook', 'trifolau_sapin', 'toji_koji', 'sampuru_replica',
    'sherpa_doko', 'munshi_qalamdan', 'garderobiere_jeton', 'rohrpost_buechse', 'kurogo_zukin', 'surishi_baren',
    'bouquiniste_boite', 'sabotier_sabot', 'cockler_jumbo', 'perruquier_peruke', 'plumassier_plume',
    'dragoman_firman', 'douanier_tampon', 'sutler_wagon', 'huettenwirt_huettenbuch', 'tlacuilo_amatl',
    'bader_schroepfkopf',
    # set 89's tags, their words and domain words (from set 89's README)
    'quipucamayoc_khipu', 'gerbuilder_toono', 'kapamaker_iekuku', 'bhishti_mashak', 'aperschnalzer_goassl',
    'silbador_silbo', 'pinatero_carrizo', 'churchkhelamaker_tatara',
    'quipucamayoc', 'khipu', 'gerbuilder', 'toono', 'kapamaker', 'iekuku', 'bhishti', 'mashak', 'aperschnalzer',
    'goassl', 'silbador', 'silbo', 'pinatero', 'carrizo', 'churchkhelamaker', 'tatara',
    'quipu', 'khipukamayuq', 'yurt', 'tapa', 'goatskin', 'whistler', 'pinata', 'churchkhela', 'walnut', 'grape',
    # set 90's dropped candidates (an entry, a word of one or a substring: zahori_horquilla (quill),
    # logdriver_peavey, knockerupper_peashooter, gurner_braffin, hedgelayer_billhook, kyykka_kartu,
    # wormcharmer_fork, wassailer_bowl, aizkolari_aizkora, pinsetter_pindeck, mochitsuki_kine, jegichagi_jegi,
    # pehlivan_kispet, sjoeler_sjoelbak, fingerhakler_riemen, haxeyhood_boggin, lengthsman_slubber,
    # aleconner_breeches, verger_wand, pewterer_touchmark, glazier_grozer, chapandaz_buz, hanetsuki_hagoita,
    # rayuelero_tejo, turfer_slane (entries or their words); barquillero_barquillera (quill), conkerer_horsechestnut
    # (conker), bertsolari_doinu (bertsolari), harrijasotzaile_harri (README), semaphorist_flags (flags),
    # heliographer_mirror (mirror), espartero_pleita (spar), bioscopewala_peepbox (scope), behrupiya_swang
    # (swan), fanorona_vato (vato), raseteur_crochet (crochet), varpa_varpsten (varpa), flonker_dwile (dwile),
    # auntsally_dolly (dolly), tamalero_olla (tama), pinder_pinfold (fold), palinero_wino (line),
    # furoshiki_musubi (furoshikist), sugarmaker_spile (sugar), moirologist_veil (veil), praegustator_patera
    # (pate), nomenclator_tessera (tessera), haruspex_liver (README), garbler_sieve (sieve), whiffler_sword
    # (word), beadle_staff (bead), caulker_oakum (caul), soapboiler_lye (lye), glover_trank (glove), slater_zax
    # (late); passing but near an earlier pastime: paludier_lousse (saltworker_brine), afilador_esmeril
    # (scissorgrinder_whetstone), torcedor_chaveta (cigarroller_wrapper), madonnaro_gessetto
    # (pavementartist_chalk), trillador_trillo (thresher_flail), nevero_pozo (ice), resinero_pote
    # (resinist_mould), gyoji_gunbai and yobidashi_hyoshigi (sumowrestler_dohyo), arriero_aparejo
    # (muleteer_pack), vinkenier_kooitje (pigeonfancier_loft), schuhplattler_lederhose (dancer), bogolanfini_nere
    # (dyer_vat), volador_palo (the pole entries), wrenboy_holly (mummer_tourney), ulamero_hip (the ball games),
    # otedama_azuki (juggler_clubs, cornholer_beanbag), hankoshi_inniku (sealmaker_sealingwax), komuso_tengai
    # (shakuhachist_shakuhachi), karapan_kaleles (jockey_silks, the sled entries), lompatbatu_batu (the jump
    # entries), kalaigar_naushadar (tinsmith_snips), hakarlmaker_hjallur (fishmonger_slab), lictor_fasces
    # (tipstaff_mace), auriga_quadriga (jockey_silks, janggiist_chariot), wharfinger_bollard
    # (harbourmaster_berth), currier_slicker (tanner_hide), malishwala_champi (masseur_oil), bahurupi_vesh
    # (fregoli), totawala_lifafa (parrot), muqanni_charkh (welldigger_windlass), dallal_mazad (auctioneer_gavel))
    'zahori_horquilla', 'logdriver_peavey', 'barquillero_barquillera', 'conkerer_horsechestnut', 'bertsolari_doinu',
    'harrijasotzaile_harri', 'semaphorist_flags', 'heliographer_mirror', 'espartero_pleita', 'bioscopewala_peepbox',
    'behrupiya_swang', 'fanorona_vato', 'raseteur_crochet', 'varpa_varpsten', 'flonker_dwile', 'auntsally_dolly',
    'tamalero_olla', 'pinder_pinfold', 'palinero_wino', 'furoshiki_musubi', 'sugarmaker_spile', 'moirologist_veil',
    'praegustator_patera', 'nomenclator_tessera', 'haruspex_liver', 'garbler_sieve', 'whiffler_sword',
    'beadle_staff', 'caulker_oakum', 'soapboiler_lye', 'glover_trank', 'slater_zax', 'turfer_slane',
    'rayuelero_tejo', 'hanetsuki_hagoita', 'chapandaz_buz',
    'paludier_lousse', 'afilador_esmeril', 'torcedor_chaveta', 'madonnaro_gessetto', 'trillador_trillo',
    'nevero_pozo', 'resinero_pote', 'gyoji_gunbai', 'yobidashi_hyoshigi', 'arriero_aparejo', 'vinkenier_kooitje',
    'schuhplattler_lederhose', 'bogolanfini_nere', 'volador_palo', 'wrenboy_holly', 'ulamero_hip', 'otedama_azuki',
    'hankoshi_inniku', 'komuso_tengai', 'karapan_kaleles', 'lompatbatu_batu', 'kalaigar_naushadar',
    'hakarlmaker_hjallur', 'lictor_fasces', 'auriga_quadriga', 'wharfinger_bollard', 'currier_slicker',
    'malishwala_champi', 'bahurupi_vesh', 'totawala_lifafa', 'muqanni_charkh', 'dallal_mazad',
    # set 88's tags, their words and domain words (from set 88's README)
    'churrero_churrera', 'dondurmaci_kepce', 'halwai_jalebi', 'paanwala_kattha', 'thangkaist_brocade',
    'ciritci_javelin', 'yosakoi_naruko', 'bokatorist_krama',
    'churrero', 'churrera', 'dondurmaci', 'kepce', 'halwai', 'jalebi', 'paanwala', 'kattha', 'thangkaist',
    'brocade', 'ciritci', 'javelin', 'yosakoi', 'naruko', 'bokatorist', 'krama',
    'churro', 'churros', 'thangka', 'cirit', 'bokator', 'ghee', 'betel', 'paan',
    # set 89's dropped candidates (an entry, a word of one or near one: stickcharter_mattang (chart, stick),
    # pysankar_kistka, kumihimoist_marudai, fierljepper_polsstok, hornusser_nouss, cabertosser_caber,
    # mudlark_foreshore, lamplighter_wick, zurkhanehist_meel, tejista_mecha, mahout_ankus, gaucho_boleadoras,
    # scrimshander_whalebone, hurler_sliotar, gorodochnik_bita, kemariashi_mari, gyotakuist_washi (entries or
    # their words); sbandieratore_bandiera (band), casteller_pinya (cast), gondoliere_forcola (gondolier),
    # yutnori_mal (nori), tamada_kantsi (tama), towncrier_handbell (bell), neolttwigist_neol (twig),
    # netsukeshi_himotoshi (netsuke), trompista_piola (trompist), bonsaika_jin (jin), talerschwinger_becki
    # (schwinger), bianlianist_mask (mask), suanpanist_bead (bead), inuksukist_cairn (cairn), kuker_chan
    # (chan), capoeirista_berimbau (entries), churchkhelist_tatara (list); passing but near an earlier
    # pastime: dalang_blencong (wayangist_kelir), haenyeo_tewak (pearldiver_oyster, freediver), usho_kagaribi
    # (fisherman), kamishibaiya_butai (dixitist_storyteller), kharvaach_shagai (knucklebones_jack),
    # laufabraudist_skeri (baker, bread), kulningsinger_kula (herder), papelpicadero_fierrito
    # (papercutter_scissors), dabbawala_tiffin (courier_satchel), parolero_capiz (lantern), wagasashi_kasa and
    # wagasashi_rokuro (umbrellamender_rib), dhobi_ghat (laundry), presepista_pastore (smurfologist_figurine))
    'stickcharter_mattang', 'pysankar_kistka', 'kumihimoist_marudai', 'fierljepper_polsstok', 'hornusser_nouss',
    'cabertosser_caber', 'mudlark_foreshore', 'lamplighter_wick', 'zurkhanehist_meel', 'tejista_mecha',
    'mahout_ankus', 'gaucho_boleadoras', 'scrimshander_whalebone', 'hurler_sliotar', 'gorodochnik_bita',
    'kemariashi_mari', 'gyotakuist_washi', 'sbandieratore_bandiera', 'casteller_pinya', 'gondoliere_forcola',
    'yutnori_mal', 'tamada_kantsi', 'towncrier_handbell', 'neolttwigist_neol', 'netsukeshi_himotoshi',
    'trompista_piola', 'bonsaika_jin', 'talerschwinger_becki', 'bianlianist_mask', 'suanpanist_bead',
    'inuksukist_cairn', 'kuker_chan', 'capoeirista_berimbau', 'churchkhelist_tatara', 'dalang_blencong',
    'haenyeo_tewak', 'usho_kagaribi', 'kamishibaiya_butai', 'kharvaach_shagai', 'laufabraudist_skeri',
    'kulningsinger_kula', 'papelpicadero_fierrito', 'dabbawala_tiffin', 'parolero_capiz', 'wagasashi_kasa',
    'wagasashi_rokuro', 'dhobi_ghat', 'presepista_pastore',
    # set 87's tags, their words and domain words (from set 87's README)
    'pallonista_bracciale', 'kilikiti_pate', 'silambist_kambu', 'pallanguzhist_kuzhi', 'chajeonist_dongchae',
    'gujeolpanist_milssam', 'pelotero_cancha', 'kolamkari_pulli',
    'pallonista', 'bracciale', 'kilikiti', 'pate', 'silambist', 'kambu', 'pallanguzhist', 'kuzhi', 'chajeonist',
    'dongchae', 'gujeolpanist', 'milssam', 'pelotero', 'cancha', 'kolamkari', 'pulli',
    'pallone', 'sferisterio', 'silambam', 'pallanguzhi', 'chajeon', 'gujeolpan', 'fronton', 'kolam',
    # set 88's dropped candidates (an entry, a word of one or near one: tehtarikist_mug (mug), ebrucu_tarak (ebru),
    # kintsugist_urushi and makieshi_funzutsu (kintsugist_lacquer), cartonero_judas (tone), dhokra_lostwax (lost),
    # nierikero_cera (ceramics), hojalatero_tijeras (late), azulejista_majolica (tiler_grout), cuequero_panuelo
    # (morrisdancer_hanky), kabaddist_raider, lagorist_pithu, chinlonist_rattan, patoist_manija, tanghuaist_maltose,
    # bidriwala_inlay, sugorokuist_dice, shinty_caman, pesapalloist_lukkari, naginataka_bogu, mallakhambist_rope
    # (entries or their words); passing and not needed: lokumcu_kazan, simitci_susam, sardanista_cobla)
    'tehtarikist_mug', 'ebrucu_tarak', 'kintsugist_urushi', 'makieshi_funzutsu', 'cartonero_judas', 'dhokra_lostwax',
    'nierikero_cera', 'hojalatero_tijeras', 'azulejista_majolica', 'cuequero_panuelo', 'kabaddist_raider',
    'lagorist_pithu', 'chinlonist_rattan', 'patoist_manija', 'tanghuaist_maltose', 'bidriwala_inlay',
    'sugorokuist_dice', 'shinty_caman', 'pesapalloist_lukkari', 'naginataka_bogu', 'mallakhambist_rope',
    'lokumcu_kazan', 'simitci_susam', 'sardanista_cobla',
    # set 86's tags and their words (from set 86's README)
    'wipschutter_gaai', 'buso_kereplo', 'txalapartari_makila', 'kiiker_kiik', 'sfoglina_mattarello', 'alebrijero_copal', 'eukonkantaja_eukko', 'fingerhakler_riemen',
    'wipschutter', 'gaai', 'buso', 'kereplo', 'txalapartari', 'makila', 'kiiker', 'kiik', 'sfoglina', 'mattarello', 'alebrijero', 'copal', 'eukonkantaja', 'eukko', 'fingerhakler', 'riemen',
    # set 85's tags, their words, domain words, flagged, replaced and avoided words (from set 85's README)
    'haxeyhood_boggin', 'klootschieter_kloot', 'tuttiman_orange', 'cavyshower_hutch',
    'mochipounder_usu', 'swillmaker_spelk', 'calciante_caccia', 'plangonologist_bisque',
    'haxeyhood', 'boggin', 'klootschieter', 'kloot', 'tuttiman', 'orange', 'cavyshower', 'hutch',
    'mochipounder', 'usu', 'swillmaker', 'spelk', 'calciante', 'caccia', 'plangonologist', 'bisque',
    'haxey', 'hood', 'sway', 'hoose', 'agen', 'twelfth', 'klootschieten', 'dyke', 'meadow', 'frisian',
    'hocktide', 'hungerford', 'tutti', 'staves', 'kiss', 'penny', 'cavy', 'cavies', 'abyssinian', 'wheek',
    'mochitsuki', 'mochi', 'yoisho', 'kagami', 'rice', 'swill', 'coppice', 'bool', 'rive', 'riving',
    'calcio', 'calcio_storico', 'santa_croce', 'florence', 'calf', 'poupee', 'jumeau', 'bru', 'curls',
    'boiler', 'cabinet', 'dough', 'fool', 'hazel', 'lettered', 'net', 'party', 'pen', 'radiator', 'rim', 'saw',
    'sheet', 'smoke', 'tucked', 'victorian', 'wood', 'printer', 'stone', 'ditch', 'peel', 'wig', 'boot', 'fridge',
    'cake', 'card', 'chair', 'corner', 'draw', 'handwriting', 'map', 'nickname', 'orders', 'parcel', 'picture',
    'tray', 'watch', 'spreadsheet', 'rosette', 'mortar', 'mallet', 'kine', 'basket', 'billhook', 'doll',
    'collector', 'glass', 'mohair', 'court', 'bell', 'pole', 'ball', 'red', 'window', 'cage',
    # set 86's dropped candidates (near an earlier pastime: ssireum_satba (sumowrestler_mawashi), fantino_nerbo
    # (jockey_silks), jegichagi_jegi (jianzist_shuttlecock), vogelpikker_pijl (dartsplayer_oche), aizkolari_aizkora
    # (lumberjack_axe); not needed or near a chosen tag: sobauchi_menbo (mochipounder_usu), bertsolari_puntu
    # (txalapartari_makila, Basque; 'verse'), launeddas_tumbu (bagpiper_drones), krulbollen_krulbol
    # (wipschutter_gaai, Flemish), alebrijero_copal kept)
    'ssireum_satba', 'fantino_nerbo', 'jegichagi_jegi', 'vogelpikker_pijl', 'aizkolari_aizkora',
    'sobauchi_menbo', 'bertsolari_puntu', 'launeddas_tumbu', 'krulbollen_krulbol',
    # set 84's tags, their words, domain words, flagged, replaced and avoided words (from set 84's README)
    'swanupper_skiff', 'ravenmaster_raven', 'pastycrimper_crimp', 'knurspeller_pommel', 'flitchclaimant_flitch',
    'stereographer_viewer', 'tarantulist_moult', 'bookplatist_exlibris',
    'swanupper', 'skiff', 'ravenmaster', 'raven', 'pastycrimper', 'crimp', 'knurspeller', 'pommel',
    'flitchclaimant', 'flitch', 'stereographer', 'viewer', 'tarantulist', 'moult', 'bookplatist', 'exlibris',
    'upping', 'uppers', 'skiffs', 'cygnets', 'transom', 'brood', 'thames', 'ravens', 'sanctuary', 'pasty',
    'pasties', 'crimping', 'pastry', 'swede', 'beef', 'baking', 'worktop', 'knur', 'knurs', 'pommels', 'moor',
    'moorland', 'heather', 'strikes', 'bacon', 'jury', 'oaths', 'linen', 'hem', 'claimants', 'stereo',
    'viewers', 'parallax', 'depth', 'victorian', 'terrariums', 'tarantula', 'moults', 'curly', 'exotics',
    'burrow', 'lid', 'libris', 'librist', 'portfolio', 'armorial', 'armorials', 'mottoes', 'engraved',
    'aviary', 'pennant', 'swan', 'feather', 'tower', 'biscuit', 'crust', 'filling', 'dictionary', 'spell',
    'verdict', 'terrarium', 'crickets', 'bookplate', 'bookplates', 'aprons', 'tankard',
    'album', 'chair', 'cloth', 'collector', 'flour', 'oar', 'oars', 'picture', 'plate', 'red', 'ring',
    'river', 'skirt', 'stencilled', 'tank', 'watch', 'cap', 'scarlet', 'blade', 'enclosure', 'ribbon', 'latin',
    'rosette', 'souvenir', 'boat', 'sail', 'label', 'jar', 'oven', 'onion', 'court', 'stamp', 'photo',
    'slide', 'paper', 'pewter', 'crow', 'spider', 'camera', 'golf', 'count',
    # set 85's dropped candidates (passing every check but near an earlier pastime: obbyoss_teazer
    # (hobbyhorser_bridle), marilwyd_skull (mummer_tourney, wassailer_bowl), strawbearer_twine
    # (rushbearer_garland, strawplaiter_plait), baplayer_uppie (haxeyhood_boggin: the same kind of game);
    # not needed: tuttiman_posy; replaced by the tags chosen: cavyfancier_hutch (pigeonfancier_loft), calcio_storico,
    # swiller_spale)
    'obbyoss_teazer', 'marilwyd_skull', 'strawbearer_twine', 'baplayer_uppie', 'tuttiman_posy',
    'cavyfancier_hutch', 'calcio_storico', 'swiller_spale',
    # set 83's tags, their words, domain words and replaced and avoided words (from set 83's README)
    'chilihead_scoville', 'meccanoist_girder', 'dxer_qsl', 'weathervanist_vane', 'tractionist_governor',
    'realtennist_dedans', 'kodoist_censer', 'jugbandist_jug',
    'chilihead', 'scoville', 'meccanoist', 'girder', 'dxer', 'qsl', 'weathervanist', 'vane', 'tractionist',
    'governor', 'realtennist', 'dedans', 'kodoist', 'censer', 'jugbandist', 'jug',
    'chilli', 'chillies', 'sauce', 'pepper', 'peppers', 'meccano', 'girders', 'bolts', 'dx', 'shortwave',
    'receiver', 'weathervane', 'weathervanes', 'vanes', 'cockerel', 'cockerels', 'gilded', 'engines', 'steam',
    'rallies', 'boilers', 'tennis', 'racquets', 'chases', 'galleries', 'penthouse', 'grille', 'handicap', 'kodo',
    'incense', 'fragrance', 'fragrances', 'jugs', 'bass', 'pulleys', 'pistons', 'flask', 'washtubs',
    'earthenware', 'regulator', 'towel', 'weekend', 'dances', 'milk', 'traction', 'engine', 'chase', 'station',
    'ash', 'brackets', 'printed', 'corner', 'cast', 'model', 'party', 'draw', 'sheet', 'signed',
    'arrow', 'brass', 'burner', 'canopy', 'compass', 'cook', 'copper', 'gossip', 'jam', 'jar', 'lettered',
    'pen', 'roof', 'saw', 'crane', 'jib', 'spanner', 'gears', 'boiler', 'flywheels', 'whistle', 'rally',
    'programme', 'headphones', 'racquet', 'bottle', 'stoneware', 'barn', 'washboards', 'polish', 'bag', 'field',
    'paint', 'shelf', 'wind', 'glass', 'ball', 'solo', 'gauge', 'valve', 'lever', 'cord', 'kazoo', 'washboard',
    # set 84's dropped candidates (passing every check but near an earlier pastime: handpanist_dimple
    # (pannist_steelpan), batologist_bramble (botanist_herbarium), clippie_ticketpunch (ticketinspector_punch),
    # gillie_priest (ghillie_wader), tipstaff_mace (bailiff_writ), beadle_cocked (verger_wand, town_crier),
    # waterman_wherry (ferryman, lighterman_barge), rushbearer_garland (rushworker_bulrush), boulderer_crashpad
    # (climber), batdetectorist_heterodyne (the detectorists), kefirist_grains (kombuchist_scoby), cornettist_fingerhole
    # (shawmist_pirouette), fifer_fife (flute, tinwhistler_fipple), tintypist_collodion (cyanotypist_sunprint),
    # axolotlist_gills (herpetologist_vivarium, aquarist), sextanteer_horizon (navigator_sextant), astrolabist_rete
    # (the astronomers); not needed: marzipanist_almond, paellero_socarrat, tortillera_comal, tandoorist_naan,
    # aleconner_breeches, burryman_burrs, owlpelleteer_vole)
    'handpanist_dimple', 'batologist_bramble', 'clippie_ticketpunch', 'gillie_priest', 'tipstaff_mace',
    'beadle_cocked', 'waterman_wherry', 'rushbearer_garland', 'boulderer_crashpad', 'batdetectorist_heterodyne',
    'kefirist_grains', 'cornettist_fingerhole', 'fifer_fife', 'tintypist_collodion', 'axolotlist_gills',
    'sextanteer_horizon', 'astrolabist_rete', 'marzipanist_almond', 'paellero_socarrat', 'tortillera_comal',
    'tandoorist_naan', 'aleconner_breeches', 'burryman_burrs', 'owlpelleteer_vole',
    # set 82's tags, their words, domain words and avoided words (from set 82's README)
    'pocillovist_eggcup', 'tapehead_cassette', 'teapotist_spout', 'zoetropist_slit',
    'fruitcarver_melon', 'automatist_cam', 'gnomonist_sundial', 'spoonsplayer_clack',
    'pocillovist', 'eggcup', 'tapehead', 'cassette', 'teapotist', 'spout', 'zoetropist', 'slit', 'fruitcarver',
    'melon', 'automatist', 'cam', 'gnomonist', 'sundial', 'spoonsplayer', 'clack',
    'cup', 'glazed', 'cassettes', 'mixtape', 'teapots', 'spouts', 'cylinder', 'slits', 'melons', 'watermelon',
    'carving', 'automaton', 'automata', 'cams', 'sundials', 'gnomon', 'gnomons', 'dials', 'spoons', 'clacking',
    'ceilidh', 'hornpipe', 'egg', 'fruit', 'teapot', 'strip', 'cups', 'tape', 'cabinet', 'dial', 'zoetrope',
    'collectors', 'family', 'jig', 'leaf', 'rim', 'edge', 'wood', 'card', 'window', 'kitchen', 'coffee',
    'reel', 'hook', 'rattle', 'track', 'bin', 'drum', 'horse', 'clock', 'crank', 'label',
    # set 83's dropped candidates (passing every check but near an earlier pastime: knucklebonist_jacks
    # (knucklebones_jack), trigbagger_pillar (fellrunner_trig), pteridologist_frond and lichenologist_thallus
    # (botanist_herbarium), mummer_tourney (the morris dancers), stickdresser_shank (shepherd_crook,
    # goatherd_crook), suisekist_daiza (rockbalancer_cairn, the bonsai tags), umbraphile_corona (the astronomers),
    # limericist_lilt (limerick), tasseographer_dregs (tarot_reading, teataster_spittoon), cactophile_areole,
    # orchidist_pseudobulb and pumpkineer_stalk (gardener), phasmophile_nymph and mothtrapper_actinic
    # (entomologist_net), penpal_airmail (deltiologist_postcard, philatelist_stamp), velocipedist_boneshaker and
    # pennyfarthinger_mounting (the cyclists), crumhornist_capped (shawmist_pirouette), calliopist_steam
    # (organgrinder, organist_stops), washtubber_broomstick (jugbandist_jug, the broom tags))
    'knucklebonist_jacks', 'trigbagger_pillar', 'pteridologist_frond', 'lichenologist_thallus', 'mummer_tourney',
    'stickdresser_shank', 'suisekist_daiza', 'umbraphile_corona', 'limericist_lilt', 'tasseographer_dregs',
    'cactophile_areole', 'orchidist_pseudobulb', 'pumpkineer_stalk', 'phasmophile_nymph', 'mothtrapper_actinic',
    'penpal_airmail', 'velocipedist_boneshaker', 'pennyfarthinger_mounting', 'crumhornist_capped',
    'calliopist_steam', 'washtubber_broomstick',
    # set 81's tags, their words, domain words and avoided words (from set 81's README and validator)
    'gamelanist_gong', 'steelguitarist_tonebar', 'dixitist_storyteller', 'junglespeedist_totem',
    'funkophile_vinyl', 'baggist_airsick', 'rosemaler_scroll', 'tasseller_skein',
    'gamelanist', 'gong', 'steelguitarist', 'tonebar', 'dixitist', 'storyteller', 'junglespeedist', 'totem',
    'funkophile', 'vinyl', 'baggist', 'airsick', 'rosemaler', 'scroll', 'tasseller', 'skein',
    'gamelan', 'gongs', 'pedal', 'steel', 'guitar', 'guitarist', 'tone', 'country', 'waltz', 'chord', 'dixit',
    'picture', 'illustration', 'dreamy', 'jungle', 'speed', 'leaderboard', 'funko', 'figure', 'figures', 'vaulted',
    'unbox', 'sick', 'airline', 'keepsakes', 'rosemaling', 'scrolls', 'acanthus', 'varnish', 'tassel', 'tassels',
    'skeins', 'stencilled', 'tuning', 'lesson', 'slide', 'paint', 'recycling', 'flowers', 'mallet',
    # set 82's dropped candidates (passing every check but near an earlier pastime: ondist_ruban
    # (thereminist_antenna), coracler_willow (coraclist_coracle), rushworker_bulrush (the basketmakers),
    # meteoriticist_chondrite (geologist, rocktumbler_grit), shantyman_capstan (sea_shanty), sandcastler_turret
    # (sandsculptor_bucket), sawplayer_flex (saw; the bowed tags), punchandjudy_swazzle (puppeteer_strings),
    # charangist_armadillo (quenista_notch, cuatroist_rasgueo), spoonophile_crest (souvenir, spooncarver_hook),
    # ikatist_resist (shiborist_indigo))
    'ondist_ruban', 'coracler_willow', 'rushworker_bulrush', 'meteoriticist_chondrite', 'shantyman_capstan',
    'sandcastler_turret', 'sawplayer_flex', 'punchandjudy_swazzle', 'charangist_armadillo', 'spoonophile_crest',
    'ikatist_resist',
    # set 80's tags, their words, domain words and avoided words (from set 80's README and validator)
    'kantelist_birch', 'quenista_notch', 'morinkhuurist_horsehead', 'pogger_slammer',
    'pachinkoist_tulip', 'pezhead_dispenser', 'magnetophile_fridge', 'molaist_applique',
    'kantelist', 'birch', 'quenista', 'notch', 'morinkhuurist', 'horsehead', 'pogger', 'slammer', 'pachinkoist',
    'tulip', 'pezhead', 'dispenser', 'magnetophile', 'fridge', 'molaist', 'applique',
    'kantele', 'kanteles', 'finnish', 'quena', 'quenas', 'andean', 'notches', 'pouch', 'morin', 'khuur',
    'mongolian', 'horseheads', 'steppe', 'pogs', 'pog', 'slammers', 'standings', 'pachinko', 'tulips', 'jackpots',
    'pez', 'dispensers', 'candy', 'magnet', 'magnets', 'souvenir', 'souvenirs', 'mola', 'coats',
    'league', 'mountain', 'collector', 'design', 'stem', 'gallop', 'printer', 'zither', 'harp', 'fiddle',
    'patch', 'quilt', 'needle', 'cloth', 'ball', 'lever', 'parlour',
    # set 81's dropped candidates (passing every check but near an earlier pastime: guqinist_hui (the plucked
    # zither tags), beloteur_rebelote (klaverjasser_roem), cloisonnist_cloison (enamel), janggiist_chariot
    # (xiangqi_elephant), sjoelbakker_schijf (shuffleboarder_disc), crwthist_lyre (the bowed tags), cuatroist_rasgueo
    # (ukulelist_strum), bandoneonist_fuelle (accordionist_bellows), matryoshkist_nesting (doll,
    # miniaturist_dollhouse),
    # beybladist_launcher (toymaker_spinningtop), zippophile_flint (phillumenist_matchbox), skittler_ninepin
    # (molkkyist_skittle), macramist_sennit (macrameist_knot), mbirist_kalimba (kalimbist_tine); or passing and
    # not needed: alphornist_spruce, minifigurist_torso, smurfologist_figurine, darbukist_doum)
    'guqinist_hui', 'beloteur_rebelote', 'cloisonnist_cloison', 'janggiist_chariot', 'sjoelbakker_schijf',
    'crwthist_lyre', 'cuatroist_rasgueo', 'bandoneonist_fuelle', 'matryoshkist_nesting', 'beybladist_launcher',
    'zippophile_flint', 'skittler_ninepin', 'macramist_sennit', 'mbirist_kalimba', 'alphornist_spruce',
    'minifigurist_torso', 'smurfologist_figurine', 'darbukist_doum',
    # set 79's tags, their words, domain words and avoided words (from set 79's README and validator)
    'scopist_settebello', 'diplomacist_convoy', 'dudukist_apricot', 'flugelhornist_valve',
    'theorbist_chitarrone', 'phalerist_medal', 'placuphilist_capsule', 'kanzashist_petal',
    'scopist', 'settebello', 'diplomacist', 'convoy', 'dudukist', 'apricot', 'flugelhornist', 'valve',
    'theorbist', 'chitarrone', 'phalerist', 'medal', 'placuphilist', 'capsule', 'kanzashist', 'petal',
    'scopa', 'scopas', 'rankings', 'diplomacy', 'convoys', 'fleets', 'orders', 'rulebook', 'alliance', 'duduk',
    'lament', 'flugelhorn', 'valves', 'solo', 'solos', 'theorbo', 'continuo', 'baroque', 'phalerists', 'medals',
    'clasp', 'clasps', 'velvet', 'placuphilists', 'capsules', 'champagne', 'kanzashi', 'petals', 'pinched',
    'pinches', 'pinching', 'tucked', 'curtain', 'radiator', 'bookcase', 'pad', 'squares',
    'ladder', 'sweeps', 'shelf', 'map', 'wood', 'recital', 'recitals', 'melody', 'ensemble', 'tray', 'trays',
    'silk', 'vase', 'folded', 'folds', 'windowsill', 'window', 'card', 'deck', 'board', 'reed', 'bell', 'brass',
    'mouthpiece', 'strings', 'frets', 'lute', 'rosette', 'rim', 'edge', 'disc', 'glue', 'tweezers', 'thimble',
    'embroidered', 'poster', 'supply', 'display',
    # set 80's dropped candidates (passing every check but near an earlier pastime or not needed: the brass
    # instruments ophicleidist_keywork and euphoniumist_tuba (flugelhornist_valve, bugler_reveille), the
    # double-reed shawmist_pirouette and serpentist_serpent (the woodwind tags), yahtzeeist_kniffel)
    'ophicleidist_keywork', 'euphoniumist_tuba', 'shawmist_pirouette', 'serpentist_serpent', 'yahtzeeist_kniffel',
    # set 78's tags, their words, domain words and avoided words (from set 78's README and validator)
    'rummikubist_joker', 'carcassonnist_meeple', 'lotologist_scratchcard', 'snowglobist_dome',
    'ukulelist_strum', 'sitarist_mizrab', 'djembeist_slap', 'pergamanoist_embossing',
    'rummikubist', 'joker', 'carcassonnist', 'meeple', 'lotologist', 'scratchcard', 'snowglobist', 'dome',
    'ukulelist', 'strum', 'sitarist', 'mizrab', 'djembeist', 'slap', 'pergamanoist', 'embossing',
    'rummikub', 'jokers', 'carcassonne', 'meeples', 'cloisters', 'lotologists', 'scratchcards', 'unscratched',
    'snowglobists', 'domes', 'snow_globe', 'snowglobe', 'ukulele', 'ukuleles', 'ukes', 'strumming', 'setlist',
    'sitar', 'raga', 'ragas', 'mizrabs', 'resonator', 'resonators', 'djembe', 'djembes', 'slaps', 'pergamano',
    'vellum', 'perforating', 'embossed', 'unembossed', 'songbook', 'parchment', 'gourd', 'gourds',
    # set 79's dropped candidates (an entry, a word of one or near one: knitter_purl (knitting), snookerist_baize
    # (snookermarker_cue), hardangerist_kloster (embroiderer_hoop), alquerquist_capture (fanoronist_pebble),
    # marimbist_rosewood (wood), santoorist_hammer (dulcimerist_hammer), glockenspielist_beater (lock);
    # or passing and not needed: beziquer_brisque, pinochler_marriage, klaverjasser_roem)
    'knitter_purl', 'snookerist_baize', 'hardangerist_kloster', 'alquerquist_capture', 'marimbist_rosewood',
    'santoorist_hammer', 'glockenspielist_beater', 'beziquer_brisque', 'pinochler_marriage', 'klaverjasser_roem',
    # set 77's tags, their words and domain words (from set 77's README and validator)
    'bodhranist_tipper', 'mandolinist_tremolo', 'cluedoist_envelope', 'euchreist_bower',
    'progger_prodder', 'philographer_autograph', 'kazooist_membrane', 'tyrosemiophile_camembert',
    'bodhranist', 'tipper', 'mandolinist', 'tremolo', 'cluedoist', 'envelope', 'euchreist', 'bower', 'progger',
    'prodder', 'philographer', 'autograph', 'kazooist', 'membrane', 'tyrosemiophile', 'camembert',
    'bodhran', 'tippers', 'goatskin', 'mandolin', 'mandolins', 'headstock', 'headstocks', 'cluedo', 'notepad',
    'notepads', 'accusation', 'accusations', 'candlesticks', 'euchre', 'bowers', 'trumps', 'proggy', 'proggies',
    'progging', 'hessian', 'clippings', 'offcuts', 'autographs', 'philographers', 'kazoo', 'kazoos', 'membranes',
    'tyrosemiophiles', 'bodhranist_goatskin', 'kazooist_kazoo', 'mandolinist_mandolin', 'euchre_player',
    # set 78's dropped candidates (an entry, a word of one or near one: quoitist_hob (quoitsplayer_hob),
    # pannist_steelpan (handpanner_handpan), cribbagist_skunk (cribbager_peg), bagatellist_pin (bagatelle_pin),
    # xiangqiist_cannon (xiangqi_elephant), shiboriist_arashi (shiborist_indigo), tinwhistler_fipple (the whistle
    # entries), bonsaiist_jin (bonsaist_jin), concertinist_button (accordionist_bellows); or passing and not needed)
    'quoitist_hob', 'pannist_steelpan', 'cribbagist_skunk', 'bagatellist_pin', 'xiangqiist_cannon',
    'shiboriist_arashi', 'tinwhistler_fipple', 'bonsaiist_jin', 'concertinist_button', 'sitarist_sympathetic',
    'bouzoukist_tapping', 'charanguist_charango', 'catanist_robber', 'pentominoist_pentomino',
    'mastermindist_codepeg', 'sealmaker_sealingwax', 'pintrader_lanyard', 'kirigamist_popup',
    # set 76's tags, their words and domain words (from set 76's README and validator)
    'nyckelharpist_nyckelharpa', 'shakuhachist_shakuhachi', 'halmaist_peg', 'mikadoist_spillikin',
    'arctophile_teddy', 'canastaist_meld', 'smocker_gathers', 'gourdcrafter_gourd', 'nyckelharpist', 'nyckelharpa',
    'shakuhachist', 'shakuhachi', 'halmaist', 'peg', 'mikadoist', 'spillikin', 'arctophile', 'teddy', 'canastaist',
    'meld', 'smocker', 'gathers', 'gourdcrafter', 'gourd', 'fiddlers', 'polska', 'polskas', 'tangents', 'rosin',
    'nordic', 'flute', 'flutes', 'bamboo', 'recital', 'recitals', 'honkyoku', 'mindfulness', 'halma', 'pegs',
    'knockout', 'knockouts', 'underside', 'spillikins', 'slivers', 'trembling', 'mohair', 'growlers', 'teddies',
    'arctophiles', 'bears', 'canasta', 'canastas', 'melds', 'discard', 'smocked', 'smocking', 'apron', 'pleat',
    'pleats', 'gourds', 'hollowed', 'hollowing', 'skins', 'seeds',
    # set 76's dropped candidates (from set 76's README)
    'teqballer_teqtable', 'kumikoist_jig', 'jigsawist_edgepiece', 'teqballer', 'teqtable', 'kumikoist', 'jig',
    'jigsawist', 'edgepiece',
    # set 77's dropped candidates (near an earlier pastime although the checks passed: backgammon
    # (backgammoner_cube), the jaw harp (the harp tags: harpist_pedal, autoharpist_autoharp), the dreidel (a
    # spinning top: toymaker_spinningtop); rag rugs (rug is an entry), so the tag became progger_prodder)
    'backgammonist_doubling', 'backgammonist', 'doubling', 'jawharpist_twang', 'jawharpist', 'twang',
    'dreidelist_gimel', 'dreidelist', 'dreidel', 'gimel', 'ragrugger_prodder', 'ragrugger',
    # set 75's tags, their words and domain words (from set 75's README and validator)
    'cajonero_cajon', 'ocarinist_ocarina', 'bandurist_bandura', 'chauparist_pasa', 'bolasist_bolas',
    'scrapbooker_album', 'sucrologist_sachet', 'kitbasher_greeble', 'cajonero', 'cajon', 'ocarinist', 'ocarina',
    'bandurist', 'bandura', 'chauparist', 'pasa', 'bolasist', 'bolas', 'scrapbooker', 'album', 'sucrologist',
    'sachet', 'kitbasher', 'greeble', 'percussion', 'ensemble', 'mouthpiece', 'chaupar', 'gaucho', 'scrapbook',
    'scrapbooking', 'sachets', 'kitbashing', 'greebles', 'hull', 'glue', 'sprues', 'decaled', 'weights', 'melody',
    'groove', 'jam', 'stencilled', 'spaceship', 'sugar',
    # set 75's passing but unused candidates (from set 75's README)
    'zitherist_zither', 'tamburitzan_prim', 'fusilatelist_phonecard',
    # set 76's dropped candidates (near an earlier pastime although every word passed: jigsaw puzzles
    # (jigsawyer_piece, puzzlemaker_jigsaw), teqball (teqball_net), kumiko joinery (joiner, woodworker),
    # orienteering, wrestling, rangoli, braiding, hurling, the percussion and plucked-string tags; or a word that
    # is an entry or sits in one)
    'jigsawist_edgepiece', 'teqballer_teqtable', 'kumikoist_jig', 'rogainer_checkpoint', 'toewrestler_toe',
    'kolamist_dots', 'strawplaiter_plait', 'haggishurler_haggis', 'racquetballer_racquet', 'footvolleyer_footvolley',
    'handpanner_handpan', 'balalaikist_balalaika', 'autoharpist_autoharp', 'tablaist_tabla', 'erhuist_erhu',
    'thereminist_theremin', 'guzhengist_guzheng', 'hnefatafler_tafl', 'xiangqist_elephant', 'cribbager_peg',
    'buzkashist_goat', 'glimaist_hold', 'kurashist_jacket', 'birder_scope', 'copoclephilist_keyring',
    'helixophile_corkscrew', 'scripophilist_certificate', 'exonumist_token', 'buncoist_dice', 'perudist_dice',
    'jengist_block', 'diamondpainter_drill', 'stringartist_nails', 'resinist_mould', 'sportstacker_cups',
    'boroist_patch', 'needlepointer_canvas', 'bowyer_stave', 'basketweaver_withy', 'weaver_heddle',
    # set 74's tags, their words and domain words (from set 74's README and validator)
    'weiqi_goban', 'kombucha_scoby', 'conchologist_whorl', 'flamenco_castanet', 'oudist_risha', 'sambist_kurtka',
    'hobbyhorser_bridle', 'enameller_champleve', 'weiqi', 'goban', 'kombucha', 'scoby', 'conchologist', 'whorl',
    'flamenco', 'castanet', 'oudist', 'risha', 'sambist', 'kurtka', 'hobbyhorser', 'bridle', 'enameller',
    'champleve', 'brewing', 'jar', 'conchology', 'conch', 'castanets', 'oud', 'plectrum', 'taqsim', 'maqam',
    'hobbyhorse', 'hobbyhorsing', 'enamel', 'enamelling', 'brooch', 'pendant', 'sambo', 'takedown', 'wrestling',
    'tablao', 'palmas', 'gallop', 'rider', 'ferment', 'culture', 'cowrie', 'spiral', 'metal', 'oven', 'league',
    'lesson', 'mug',
    # set 75's dropped candidates (an entry, a word or substring of one, near an earlier pastime (tea ceremony:
    # teamaster_whisk; spinning top: toymaker_spinningtop; role-play: roleplay; shuffleboard, braiding, costume,
    # tattoo, coins, puppetry, model railways), or passing every check and not needed (a fourth instrument))
    'pysankar_kistka', 'hurler_sliotar', 'ebru_marbler', 'kendamist_ken', 'sepaktakraw_rattan', 'kabaddi_raider',
    'stiltwalker_stilt', 'molkky_skittle', 'kubb_baton', 'geocacher_logbook', 'orienteer_punch', 'dowser_rod',
    'bonsaist_jin', 'yoyoer_axle', 'quoits_hob', 'cornholer_beanbag', 'netsuke_carver', 'didgeridooist_drone',
    'shibori_dyer', 'taiko_bachi', 'jianzi_shuttle', 'hooper_hoop', 'ikebanist_kenzan', 'temarist_mari',
    'dulcimerist_hammer', 'quiller_strip', 'pyrographer_nib', 'marquetarian_veneer', 'nalbinder_needle',
    'birler_log', 'fierljepper_pole', 'hornusser_nouss', 'octopush_pusher', 'korfballer_korf', 'tchoukballer_frame',
    'pesapallist_lukkari', 'gorodkist_bita', 'croquetist_mallet', 'carromist_striker', 'gateballer_stick',
    'bunnocker_bone', 'gyotakuist_fish', 'dioramist_plinth', 'kokedamist_moss', 'wycinankist_scissors',
    'conkerer_conker', 'auntsallier_dolly', 'dwileflonker_dwile', 'bogsnorkeller_flipper', 'wellywanger_welly',
    'tiddlywinker_squidger', 'tejista_mecha', 'chinlonist_ball', 'hanetsukist_hagoita', 'menkoist_menko',
    'mizuhikist_cord', 'sashikoist_thread', 'furoshikist_cloth', 'suminagashist_tray', 'crokinolist_disc',
    'dominoist_spinner', 'backgammoner_cube', 'tangramist_tan', 'amigurumist_stuffing', 'bobbinlacer_pillow',
    'chainmailler_maille', 'mosaicist_tessera', 'decoupeur_varnish', 'unicyclist_saddle', 'jammer_pivot',
    'dragonboater_drum', 'canicrosser_harness', 'padelist_bandeja', 'zorbist_zorb', 'laptist_lapta',
    'gillidandist_danda', 'owarist_seed', 'owarist_hollow', 'senetist_spool', 'fanoronist_pebble',
    'knattleikr_knattr', 'pachisist_pawn', 'meadmaker_must', 'cidermaker_press', 'pickler_crock', 'cosplayer_wig',
    'larper_boffer', 'modelrailer_gauge', 'stargazer_eyepiece', 'locksporter_tension', 'rocktumbler_grit',
    'soaper_lye', 'hackysacker_footbag', 'terrariumist_cloche', 'numismatist_coin', 'notaphilist_banknote',
    'fusilatelist_phonecard', 'sandpainter_funnel', 'hennaist_applicator', 'labeorphilist_beerlabel',
    'cartophilist_cigarettecard', 'heraldist_escutcheon', 'genealogist_pedigree', 'meteorologist_anemometer',
    'astrophotographer_tracker', 'sandboarder_wax', 'gurner_yoke', 'cruciverbalist_clue', 'wayangist_kelir',
    'chajin_chasen', 'trompist_trompo', 'beigomist_beigoma', 'sjoeler_sjoelbak', 'lucetist_lucet',
    'zitherist_zither', 'tamburitzan_prim', 'chauparist_pachisi',
    # set 73's tags, their words and domain words (from set 73's README and validator)
    'karutaist_fuda', 'spirographer_gear', 'capoeirista_berimbau', 'dodgeballer_dodgeball', 'tufter_tuftgun',
    'kumihimoist_marudai', 'rangoli_powder', 'bhangra_dhol', 'karutaist', 'fuda', 'spirographer', 'gear',
    'capoeirista', 'berimbau', 'dodgeballer', 'dodgeball', 'tufter', 'tuftgun', 'kumihimoist', 'marudai',
    'rangoli', 'powder', 'bhangra', 'dhol', 'karuta', 'poem', 'spirograph', 'capoeira', 'roda', 'tufting', 'rug',
    'kumihimo', 'braid', 'diwali', 'costume', 'swirl', 'backing',
    # set 74's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 74's)
    'kalimbist_tine', 'kalimbist_thumbpiano', 'hurdygurdist_crank', 'wheelwright_spoke', 'milliner_hatblock',
    'cribbager_pegboard', 'archer_quiver', 'freediver_monofin', 'lumberjack_axe', 'beekeeper_smoker',
    'rodeo_lasso', 'quilter_batting', 'woodturner_lathe', 'candlemaker_wick', 'macrameist_knot',
    'pigeonfancier_loft', 'rower_oar', 'skateboarder_deck', 'spelunker_headlamp', 'magician_wand',
    'ventriloquist_dummy', 'yodeller_alphorn', 'limbo_bar', 'waterpoloist_cap', 'gymnast_ribbon', 'luger_sled',
    'snowshoer_binding', 'cooper_stave', 'ploughman_furrow', 'shinkicker_straw', 'luchador_mask',
    'trapezist_flybar', 'lapidary_cabochon', 'scrimshander_awl', 'sumotori_mawashi', 'tanguero_bandoneon',
    'phillumenist_matchbox', 'deltiologist_postcard', 'vexillologist_finial', 'aquascaper_substrate',
    'gilder_gesso', 'janggi_palace', 'bagatelle_pin', 'crazygolfer_windmill', 'kirigamist_cutline',
    'coraclist_coracle', 'guzhengist_nail', 'stoneskimmer_pebble', 'footyplayer_sherrin', 'tentpegger_lance',
    'luthier_purfling', 'tanner_vat', 'parchmenter_lunellum', 'typefounder_matrix', 'organbuilder_windchest',
    'glazier_came', 'telemarker_heelplate', 'glimuist_belt', 'shuttlerunner_cone', 'tinsmith_snips',
    'bowyer_tiller', 'wakeboarder_fin', 'speedskater_clapskate', 'kalimbist_mbira', 'koraist_calabash',
    'baduk_goban', 'shamisenist_bachi', 'erhuist_qianjin', 'aussierules_sherrin', 'flyballer_flybox',
    'pentathlete_epee', 'zurkhaneh_meel', 'pato_jinete',
    # set 72's tags, their words and domain words (from set 72's README and validator)
    'yukigassener_snowball', 'pyrographer_nib', 'pesapalloist_maila', 'footbagger_footbag', 'ikebanist_kenzan',
    'kendoka_shinai', 'roundnetter_rim', 'batiker_canting', 'yukigassener', 'snowball', 'pyrographer', 'nib',
    'pesapalloist', 'maila', 'footbagger', 'footbag', 'ikebanist', 'kenzan', 'kendoka', 'shinai', 'roundnetter',
    'rim', 'batiker', 'canting', 'yukigassen', 'pyrography', 'pesapallo', 'lukkari', 'ikebana', 'vase', 'stem',
    'kendo', 'bogu', 'roundnet', 'spikeball', 'batik', 'wax', 'net', 'burner',
    # set 73's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 73's)
    'carromist_striker', 'molkkyist_skittle', 'stoolballer_wicket', 'kinballer_omnikin', 'goalballer_bell',
    'broomballer_broom', 'ringetter_ring', 'shogiist_koma', 'xiangqi_elephant', 'mahjonger_tile',
    'marquetarian_veneer', 'nalbinder_needle', 'sashikoist_thimble', 'lampworker_mandrel', 'letterpresser_quoin',
    'thatcher_spar', 'hedgelayer_billhook', 'fletcher_fletching', 'khokho_chaser', 'lagori_pitthu', 'varpa_stone',
    'quoiter_hob', 'conkerer_conker', 'slackliner_webbing', 'geocacher_logbook', 'felter_needle',
    'horseballer_handle', 'polocrosser_racquet', 'cestoballer_basket', 'sipa_player', 'sipaist_rattan',
    'khokhoist_pole', 'cyanotypist_sunprint', 'mancala_player', 'oware_seed', 'owarist_seed', 'bunraku_puppet',
    'tangram_tan', 'tangramist_tan', 'sudoku_grid', 'kakuro_clue', 'nonogrammer_grid', 'crossworder_clue',
    'jigsawyer_piece', 'kendama_ken', 'hanafuda_card', 'karuta_card', 'scherenschnitt_scissors',
    'papercutter_scissors', 'sgraffitist_trowel', 'mosaicist_tessera', 'beadweaver_loom', 'hnefataflist_tafl',
    'temarist_temari', 'diabolist_diabolo', 'poispinner_poi', 'wellywanger_welly', 'poohsticker_twig',
    'hopscotcher_tor', 'yoyoer_yoyo', 'rockbalancer_cairn', 'boomeranger_boomerang', 'sandsculptor_bucket',
    'terrarist_cloche', 'railmodeller_gauge', 'fretsawyer_fret', 'mailleur_jumpring', 'rocktumbler_grit',
    'trainspotter_notebook', 'cloudspotter_cumulus', 'rockpooler_bucket', 'orienteer_control', 'landsailer_sail',
    'tugofwarrior_rope', 'morrisdancer_hanky', 'clogger_clog', 'camogie_hurley', 'unicyclist_saddle',
    'slotcarracer_lane', 'rocketeer_igniter', 'escaper_padlock', 'dominoist_pip', 'shuffleboarder_disc',
    'horseshoer_stake', 'beatboxer_mic', 'barbershopper_pitchpipe', 'mehndist_cone', 'rangolist_powder',
    'decoupeur_varnish', 'amigurumist_yarn', 'airhockeyist_puck', 'skeeballer_lane', 'rollerderby_jammer',
    'cupstacker_cups', 'sportstacker_speedstack', 'twirler_baton',
    'linocutter_gouge', 'gyotakuist_rubbing', 'kyykka_kartu', 'laptaist_lapta', 'netsukeist_toggle',
    'fossicker_sieve', 'hanetsukist_hagoita', 'menkoist_menko', 'kokedamist_moss', 'subbuteoist_flick',
    'pysankar_kistka', 'pysanky_kistka',
    # set 71's tags, their words and domain words (from set 71's README and validator)
    'hornusser_schindel', 'kendamist_tama', 'cornholer_beanbag', 'foosballer_rod', 'pinballer_plunger',
    'tejista_bocin', 'kubber_kastpinne', 'schwinger_sawdust', 'hornusser', 'schindel', 'kendamist', 'tama',
    'cornholer', 'beanbag', 'foosballer', 'rod', 'pinballer', 'plunger', 'tejista', 'bocin', 'kubber', 'kastpinne',
    'schwinger', 'sawdust', 'nouss', 'hornussen', 'kendama', 'cornhole', 'foosball', 'pinball', 'tejo', 'kubb',
    'schwingen', 'bumper', 'clay',
    # set 72's dropped candidates (a word check failed, or the pastime is near an earlier one or one of set 72's)
    'sepaktakrawer_rattan', 'bossaballer_trampoline', 'petanquist_boule', 'buzkashi_goat', 'shinty_caman',
    'bandyplayer_stick', 'quidditch_hoop', 'underwaterhockey_pusher', 'footgolfer_flag', 'teqball_net',
    'crokinole_disc', 'bowlser_jack', 'tchoukballer_frame', 'fistballer_cord', 'padelist_paddle',
    'pickleballer_paddle', 'lacrossist_crosse', 'throwball_ring', 'bonsaist_shears', 'origamist_crease',
    'fierljepper_polsstok', 'botaoshi_pole', 'jianzist_shuttlecock', 'kemarist_mari', 'bogsnorkeller_flipper',
    'fivesplayer_glove', 'mallakhambist_pole', 'dragonboater_drum', 'tatter_shuttle', 'quiller_strip',
    'skijorer_harness', 'knattleikr_bat', 'kintsugist_lacquer', 'ebruist_comb', 'spooncarver_hook',
    'bookfolder_crease', 'tamburellist_tamburello', 'chinlonist_caneball', 'boccista_pallino', 'netballer_bib',
    'jugger_pompfen', 'cuju_qiu', 'lelo_burti', 'gillidandist_gilli', 'pehlivan_kispet', 'iaidoka_bokken',
    'ultimatist_frisbee', 'tchoukballer_rebounder', 'shiborist_indigo',
    # set 70's tags, their words and domain words (from set 70's README and validator)
    'zorbist_orb', 'gurner_braffin', 'marbler_taw', 'pelotari_cesta', 'biathlete_rifle', 'kabaddiraider_lobby',
    'korfballer_korf', 'hurler_sliotar', 'zorbist', 'orb', 'gurner', 'braffin', 'marbler', 'taw', 'pelotari',
    'cesta', 'biathlete', 'rifle', 'kabaddiraider', 'lobby', 'korfballer', 'korf', 'hurler', 'sliotar', 'zorb',
    'zorbing', 'gurning', 'collar', 'marbles', 'fronton', 'biathlon', 'kabaddi', 'raider', 'korfball', 'hurley',
    # set 71's dropped candidates (a word check failed, or the pastime is near an earlier one)
    'sheepshearer_clippers', 'bellows_smith', 'morrisdancer_baldric', 'tugofwar_rope', 'knucklebones_jack',
    'drystonewaller_hammer', 'wormcharmer_fork', 'cupstacker_stackmat', 'tejista_mecha', 'poispinner_tether',
    'slackliner_ratchet', 'geocacher_logbook', 'speedcuber_cube', 'discgolfer_putter', 'floorballer_blade',
    'stoolballer_wicket', 'unicyclist_seatpost', 'hooper_hula', 'fingerboarder_grip', 'traceur_vault',
    'detectorist_trowel', 'twitcher_scope', 'dissectologist_jigsaw', 'cruciverbalist_grid', 'mahjongist_tile',
    'diabolist_handstick', 'trugoist_mallet', 'skeeballer_ramp', 'airhockeyist_mallet', 'scrabbler_rack',
    'bingocaller_dauber', 'octopusher_pusher', 'carromist_striker', 'crokinoler_ditch', 'chapandaz_buzkashi',
    'molkkyist_skittle', 'shogist_koma', 'gorodkist_bita', 'kinballer_omnikin', 'lagorist_pithoo',
    # set 69's tags, their words and domain words (from set 69's README and validator)
    'cabertosser_caber', 'cropduster_hopper', 'lengthsman_scythe', 'tegestologist_beermat', 'tiddlywinker_squidger',
    'dominotoppler_domino', 'baggagehandler_carousel', 'hovercraftpilot_skirt', 'cabertosser', 'caber',
    'cropduster', 'hopper', 'lengthsman', 'scythe', 'tegestologist', 'beermat', 'tiddlywinker', 'squidger',
    'dominotoppler', 'domino', 'baggagehandler', 'carousel', 'hovercraftpilot', 'skirt', 'toss', 'tosser',
    'duster', 'beer', 'tiddlywinks', 'toppler', 'baggage', 'hovercraft',
    # set 70's dropped candidates (a word check failed, or the trade is near an earlier one)
    'signwriter_mahlstick', 'thatcher_leggett', 'wheelwright_spokeshave', 'cooper_adze', 'luthier_fret',
    'milliner_blocker', 'cartographer_theodolite', 'birler_peavey', 'bogsnorkeller_flipper', 'conkerer_shoelace',
    'jaialaiplayer_cesta', 'shintyplayer_caman', 'stiltwalker_stilt', 'icesculptor_chainsaw', 'scrimshander_tooth',
    'pigeonfancier_loft', 'fellrunner_trig', 'orienteer_kite', 'punter_quant', 'wassailer_bowl', 'yoyoist_axle',
    'sandboarder_wax', 'pearldiver_oyster', 'hurdygurdyist_crank', 'organgrinder_monkey', 'cheeseroller_wheel',
    'poohsticker_bridge', 'dwileflonker_driveller', 'pancakeracer_skillet', 'wellywanger_wellington',
    'shinkicker_straw', 'sepaktakrawplayer_rattan', 'chessboxer_clock', 'coalcarrier_sack', 'hopscotcher_chalk',
    'fierljepper_polder', 'ferretlegger_trousers', 'bathtubracer_paddle', 'curler_stone', 'jouster_lance',
    'luger_toboggan', 'sculler_scull', 'lacrosser_crosse',
    # set 68's tags, their words and near variants (from set 68's README and validator)
    'cakedecorator_fondant', 'registrar_certificate', 'cryptozoologist_footprintcast', 'rickshawpuller_canopy',
    'trampolinist_somersault', 'silhouettist_scissors', 'kelpgatherer_sickle', 'surgeon_scalpel',
    'cakedecorator', 'cake', 'fondant', 'icing', 'registrar', 'certificate', 'cryptozoologist', 'cryptozoology',
    'footprintcast', 'footprint', 'bigfoot', 'rickshawpuller', 'rickshaw', 'canopy', 'trampolinist', 'trampoline',
    'somersault', 'silhouettist', 'silhouette', 'scissors', 'kelpgatherer', 'kelp', 'seaweed', 'sickle', 'surgeon',
    'surgery', 'scalpel',
    # set 69's dropped candidates (an earlier trade's tag holds the trade or a word of it, or the trade is near
    # an earlier one)
    'knockerupper_peashooter', 'tosher_sewer', 'boomoperator_windshield', 'crosswordsetter_grid',
    'cruciverbalist_clue', 'flavourist_pipette', 'coppicer_billhook', 'bowyer_tiller', 'ostler_curry',
    'telegraphist_sounder', 'verger_wand', 'thereminist_antenna', 'phrenologist_calipers', 'astrologer_ephemeris',
    'charcutier_cure', 'lorimer_bit', 'cicerone_tap', 'focuspuller_followfocus', 'clogmaker_adze',
    'candlemaker_dip', 'gelatiere_spatula', 'boulesplayer_cochonnet', 'quoitsplayer_hob', 'speedcuber_cube',
    'towercrane_jib', 'jammer_helmet', 'pipelayer_trench', 'cameleer_halter', 'sheepshearer_handpiece',
    'trufflehunter_truffle', 'wormcharmer_pitchfork', 'bagpiper_chanter', 'sumowrestler_mawashi',
    'detectorist_pinpointer', 'ghosthunter_emfmeter', 'ufologist_skywatch', 'swordswallower_sabre',
    'platespinner_stick', 'caricaturist_marker', 'heliciculturist_snail', 'bobsledder_runner',
    'carillonneur_baton', 'jigsawcutter_fretsaw', 'shipbottler_tweezers', 'deltiologist_postcard',
    'livingstatue_silverpaint', 'ziplineoperator_trolley', 'billposter_paste', 'crossingpatrol_lollipop',
    'snowploughdriver_blade', 'rollerderbyjammer_helmet', 'basketweaver_osier', 'feltmaker_fleece',
    'noodlepuller_dough', 'sushichef_nori', 'lobsterman_creel', 'crabber_creel', 'harpooner_line',
    'neonbender_electrode', 'bodger_polelathe', 'saltworker_brine', 'hatter_felt', 'zamboni_resurfacer',
    'usher_torch', 'bridgekeeper_toll', 'rodeoclown_barrel', 'drystonewaller_hearting', 'lighterman_barge',
    # set 67's tags, their words and near variants (from set 67's README and validator)
    'saunameister_ladle', 'invigilator_examhall', 'demolisher_wreckingball', 'braillist_stylus',
    'chestnutroaster_brazier', 'shelffiller_pricegun', 'docshredder_confetti', 'polygrapher_sensorpad',
    'saunameister', 'sauna', 'ladle', 'invigilator', 'examhall', 'exam', 'demolisher', 'demolition',
    'wreckingball', 'wrecking', 'braillist', 'braille', 'stylus', 'chestnutroaster', 'chestnut', 'roaster',
    'brazier', 'shelffiller', 'shelf', 'pricegun', 'price', 'docshredder', 'shredder', 'shredding', 'confetti',
    'polygrapher', 'polygraph', 'sensorpad', 'lie_detector',
    # set 68's dropped candidates (full tags: an earlier tag found in set 67's validator, or a word of one inside)
    'welder_visor', 'veterinarian_stethoscope', 'seaweedharvester_sickle', 'glovemaker_stretcher',
    'fireeater_torch', 'courier_satchel', 'lockpicker_tension', 'silhouettist_blackcard', 'artrestorer_swab',
    'drycleaner_conveyor', 'pavementartist_chalk', 'abseiler_descender', 'embroiderer_tambour',
    'kintsugirepairer_lacquer', 'cryptozoologist_plastercast',
    # set 66's tags, their words and near variants (from set 66's README and validator)
    'removalist_blanket', 'sysadmin_console', 'lasertag_marshal', 'showjudge_rosette', 'graphologist_slant',
    'cheerleader_pompom', 'gritter_spreader', 'cloakroom_token', 'removalist', 'removals', 'blanket',
    'sysadmin', 'console', 'lasertag', 'laser', 'marshal', 'showjudge', 'rosette', 'graphologist', 'slant',
    'handwriting', 'cheerleader', 'pompom', 'gritter', 'grit', 'spreader', 'cloakroom', 'token',
    # set 67's dropped candidates (full tags: a word listed here or contained in a listed word, or near an
    # earlier trade)
    'manicurist_cuticle', 'matchmaker_introductions', 'phillumenist_matchbox', 'vendingrestocker_coil',
    'arcadetechnician_claw', 'globemaker_gores', 'bugler_reveille', 'harbourmaster_berth', 'taxinspector_audit',
    'snowmaker_lance', 'yodeller_alphorn', 'timpanist_kettledrum', 'floodwarden_sandbag',
    'shelfstacker_pricegun', 'hoppicker_bine', 'mascot_headpiece', 'woodturner_lathe',
    'cricketscorer_scorebook', 'bouncycastle_blower', 'goldpanner_sluice', 'wingwalker_biplane',
    'chestnutseller_brazier',
    # set 65's tags, their words and near variants (from set 65's README and validator)
    'dendrochronologist_borer', 'phlebotomist_tourniquet', 'turbinetech_nacelle', 'indexer_concordance',
    'censustaker_doorstep', 'customsofficer_declaration', 'dairymaid_churn', 'canoeist_paddle',
    'dendrochronologist', 'dendrochronology', 'borer', 'tree', 'rings', 'phlebotomist', 'phlebotomy',
    'tourniquet', 'blood', 'turbinetech', 'turbine', 'nacelle', 'wind', 'indexer', 'index', 'concordance',
    'censustaker', 'census', 'doorstep', 'customsofficer', 'customs', 'declaration', 'dairymaid', 'dairy',
    'churn', 'butter', 'canoeist', 'canoe', 'paddle',
    # set 66's dropped candidates (full tags: an earlier trade found in set 65's validator, or near an earlier tag)
    'meteorologist_radiosonde', 'ornithologist_mistnet', 'entomologist_sweepnet', 'volcanologist_probe',
    'philatelist_tongs', 'scaffolder_coupler', 'vintner_press', 'caddie_yardage', 'signalman_semaphore',
    'audiologist_headphones', 'orthodontist_brace', 'anaesthetist_mask', 'sonographer_gel', 'chiropodist_rasp',
    'ghillie_wader', 'stablehand_pitchfork', 'spinner_distaff', 'mediator_caucus', 'arbitrator_award',
    'bootblack_polish', 'doorman_whistle', 'cellarman_tap', 'waller_coping', 'stuccoist_trowel',
    'bookseller_till', 'appraiser_valuation', 'groomer_clippers', 'parchmentmaker_lunellum', 'furrier_pelt',
    'almoner_purse', 'mycologist_sporeprint', 'subtitler_timecode', 'bookmaker_odds', 'stoker_shovel',
    'teataster_spittoon', 'printmaker_brayer', 'hurdler_spikes', 'framer_mitre', 'removalist_dolly',
    'graphologist_sample', 'sewerman_crawler', 'cablejointer_splice', 'esportscaster_headset',
    'podcaster_microphone', 'columnist_byline', 'pedologist_auger', 'palynologist_pollentrap', 'santa_grotto',
    'karaokehost_songbook', 'bonsaigrower_tweezers', 'masseur_oil', 'funicular_brakeman', 'lossadjuster_claimform',
    'purser_manifest', 'frescoist_intonaco', 'smokejumper_parachute', 'goatherd_crook',
    # set 64's tags, their words and near variants (from set 64's README)
    'fumigator_canister', 'hydrologist_weir', 'geologist_hammer', 'deckhand_winch', 'trombonist_slide',
    'whittler_penknife', 'orienteer_compass', 'rigger_shackle', 'fumigator', 'fumigate', 'fumigation',
    'canister', 'pest', 'pests', 'hydrologist', 'hydrology', 'weir', 'river', 'geologist', 'geology', 'hammer',
    'rock', 'rocks', 'deckhand', 'deck', 'winch', 'boat', 'trombonist', 'trombone', 'slide', 'brass', 'whittler',
    'whittle', 'penknife', 'knife', 'wood', 'orienteer', 'orienteering', 'compass', 'rigger', 'rigging',
    'shackle', 'load',
    # set 65's dropped candidates (full tags, and words found listed or near)
    'censustaker_tally', 'rinkattendant_resurfacer', 'makeupartist_palette', 'sumowrestler_dohyo',
    'drummer_snare', 'accordionist_bellows', 'acrobat_trapeze', 'keycutter_blank', 'toymaker_spinningtop',
    'armourer_chainmail', 'cutler_tang', 'ostler_hayrack', 'groundsman_roller', 'ballboy_racket',
    'animator_flipbook', 'pizzaiolo_peel', 'boilermaker_gauge', 'tyrefitter_jack', 'newsagent_rack',
    'bellfounder_mould', 'chemist_burette', 'dendrochronologist_corer', 'rower_ergometer', 'lineworker_bucket',
    # set 63's tags, their words and near variants (from set 63's README)
    'dietitian_mealplan', 'negotiator_hotline', 'yogateacher_mat', 'proofreader_redpen', 'archivist_accession',
    'bailiff_writ', 'trafficwarden_meter', 'midwife_birthpool', 'dietitian', 'diet', 'meal', 'mealplan',
    'nutrition', 'negotiator', 'negotiation', 'hotline', 'hostage', 'yoga', 'yogateacher', 'teacher', 'mat',
    'proofreader', 'proof', 'redpen', 'red', 'pen', 'archivist', 'archive', 'accession', 'bailiff', 'writ',
    'court', 'trafficwarden', 'traffic', 'warden', 'meter', 'parking', 'midwife', 'midwifery', 'birth',
    'birthpool',
    # set 64's dropped candidates (full tags only)
    'beekeeper_smoker', 'locksmith_tumbler', 'puppeteer_marionette', 'sommelier_decanter', 'shepherd_crook',
    'tailor_thimble', 'farrier_horseshoe', 'organist_stops', 'taxidermist_glasseye', 'cooper_barrel',
    'thatcher_reed', 'croupier_roulette', 'surveyor_theodolite', 'luthier_fretboard', 'sailmaker_grommet',
    'mountaineer_carabiner', 'gondolier_oar', 'plumber_wrench', 'wheelwright_spoke', 'meteorologist_isobar',
    'lighthousekeeper_lamp', 'cartographer_contour', 'upholsterer_tacks', 'ferryman_gangplank', 'typesetter_slug',
    'chandler_wick', 'cabinetmaker_dovetail', 'assayer_crucible', 'herald_tabard', 'tollkeeper_barrier',
    'molecatcher_trap', 'busker_hatful', 'bagpiper_drones', 'oysterman_dredge', 'milkman_crate',
    'lamplighter_ladder', 'sexton_spade', 'cantor_tuningfork', 'mosaicist_tesserae', 'topiarist_shears',
    'projectionist_reel', 'bargee_tiller', 'dowser_hazelrod', 'usher_programme', 'bellhop_luggage',
    'ticketinspector_punch', 'hotelier_keycard', 'ropemaker_ropewalk', 'lacemaker_bobbin', 'surfer_wax',
    'hypnotist_pendulum', 'roofer_slates',
    # set 62's tags, their words and near variants (from set 62's README)
    'herpetologist_vivarium', 'undertaker_hearse', 'ringmaster_bigtop', 'actuary_lifetable', 'soundengineer_fader',
    'signwriter_mahlstick', 'ventriloquist_dummy', 'scoutleader_woggle', 'herpetologist', 'herpetology',
    'vivarium', 'reptile', 'reptiles', 'lizard', 'gecko', 'undertaker', 'hearse', 'funeral', 'coffin', 'mortician',
    'ringmaster', 'bigtop', 'big_top', 'circus', 'actuary', 'actuarial', 'lifetable', 'life_table', 'insurance',
    'soundengineer', 'sound_engineer', 'fader', 'faders', 'mixing', 'mixing_desk', 'signwriter', 'signwriting',
    'sign_painter', 'mahlstick', 'ventriloquist', 'ventriloquism', 'dummy', 'scoutleader', 'scout', 'scouts',
    'scouting', 'woggle', 'patrol', 'camp', 'jamboree', 'neckerchief',
    # set 63's dropped candidates (full tags only)
    'tourguide_itinerary', 'weddingplanner_seatingplan', 'pollster_ballot', 'curator_vitrine', 'labtech_pipette',
    'astronaut_airlock', 'interpreter_booth', 'estateagent_floorplan', 'nanny_pram', 'quizmaster_buzzer',
    'skydiver_ripcord', 'milliner_hatblock', 'referee_whistle', 'archer_quiver', 'glazier_putty', 'saddler_stirrup',
    'butler_salver', 'chessplayer_clock',
    # set 61's tags, their words and near variants (from set 61's README)
    'quilter_patchwork', 'trucker_tachograph', 'veterinarian_stethoscope', 'courier_satchel', 'jeweller_loupe',
    'cellist_endpin', 'quarryman_blasting', 'boxer_gumshield', 'quilter', 'quilt', 'quilting', 'patchwork',
    'patch', 'trucker', 'truck', 'lorry', 'haulage', 'tachograph', 'veterinarian', 'vet', 'stethoscope',
    'courier', 'satchel', 'parcel', 'jeweller', 'jewellery', 'jeweler', 'jewel', 'loupe', 'cellist', 'cello',
    'endpin', 'bow', 'quarryman', 'quarry', 'blasting', 'blast', 'boxer', 'boxing', 'gumshield', 'ring', 'gloves',
    # set 62's dropped candidates (full tags only)
    'tiler_grout', 'ploughman_furrow', 'hedgelayer_billhook', 'codebreaker_cribsheet', 'miner_davylamp',
    'embroiderer_hoop', 'drivinginstructor_dualcontrols', 'conservator_varnish',
    # set 60's tags, their words and near variants (from set 60's README)
    'sprinter_blocks', 'welder_visor', 'stenographer_shorthand', 'roughneck_derrick', 'skijumper_inrun',
    'janitor_mop', 'ecologist_quadrat', 'baker_banneton', 'sprinter', 'sprint', 'blocks', 'block', 'athletics',
    'track', 'welder', 'welding', 'visor', 'torch', 'stenographer', 'stenography', 'shorthand', 'steno',
    'roughneck', 'derrick', 'rig', 'oil', 'drilling', 'skijumper', 'ski', 'inrun', 'jump', 'janitor', 'caretaker',
    'mop', 'cleaner', 'ecologist', 'ecology', 'quadrat', 'transect', 'baker', 'bakery', 'banneton', 'bread',
    'dough',
    # set 61's dropped candidates (full tags only)
    'diver_springboard', 'quilter_batting', 'stagehand_flyrope', 'gamekeeper_pheasant', 'curler_broom',
    'vintner_barrique', 'auctioneer_gavel', 'cartoonist_inkwell', 'brewer_mashtun', 'fishmonger_slab',
    'pharmacist_blisterpack', 'jockey_silks',
    # set 59's tags, their words and near variants (from set 59's README)
    'pitcher_bullpen', 'glaciologist_icecore', 'judoka_tatami', 'dustman_recycling', 'stormchaser_anemometer',
    'lightingdesigner_gobo', 'forklift_pallet', 'portraitist_easel', 'pitcher', 'bullpen', 'baseball', 'mound',
    'dugout', 'glaciologist', 'icecore', 'ice', 'glacier', 'core', 'judoka', 'tatami', 'judo', 'dojo', 'dustman',
    'wheeliebin', 'bin', 'bins', 'refuse', 'recycling', 'stormchaser', 'anemometer', 'storm', 'tornado', 'radar',
    'lightingdesigner', 'gobo', 'lighting', 'spotlight', 'forklift', 'pallet', 'pallets', 'warehouse',
    'portraitist', 'easel', 'portrait', 'painter', 'paint', 'sitter',
    # set 60's dropped candidates (full tags only)
    'choirmaster_hymnal', 'gymnast_beam', 'skateboarder_halfpipe', 'coastguard_flare', 'stuntman_airbag',
    'postalsorter_pigeonhole', 'sculptor_armature', 'ornithologist_ringing', 'shotputter_circle',
    'oceanographer_buoy', 'flightattendant_trolley', 'dogtrainer_clicker',
    # set 58's tags, their words and near variants (from set 58's README)
    'numismatist_coin', 'weightlifter_barbell', 'ironmonger_nails', 'aquarist_coral', 'carpetfitter_underlay',
    'skywriter_contrail', 'acupuncturist_needles', 'cyclist_peloton', 'numismatist', 'coin', 'coins',
    'weightlifter', 'weightlifting', 'barbell', 'gym', 'ironmonger', 'nails', 'nail', 'hardware', 'aquarist',
    'aquarium', 'coral', 'tank', 'carpetfitter', 'carpet', 'fitter', 'underlay', 'skywriter', 'skywriting',
    'contrail', 'smoke', 'plane', 'acupuncturist', 'acupuncture', 'needles', 'needle', 'cyclist', 'cycling',
    'peloton', 'bicycle', 'bike', 'jersey',
    # set 59's dropped candidates (full tags only)
    'harpist_pedal', 'icesculptor_chainsaw', 'coxswain_stroke', 'crystallographer_lattice', 'paramedic_stretcher',
    'choreographer_counts', 'greenkeeper_mower', 'teamaster_whisk', 'plasterer_float', 'windowdresser_mannequin',
    'feltmaker_wool', 'rallycodriver_pacenotes', 'dustman_wheeliebin',
    # set 57's tags, their words and near variants (from set 57's README)
    'foley_coconut', 'pyrotechnician_shell', 'vexillologist_flag', 'fencingmaster_foil', 'miniaturist_dollhouse',
    'chocolatier_praline', 'speleologist_headlamp', 'genealogist_pedigree', 'foley', 'coconut', 'coconuts',
    'pyrotechnician', 'pyrotechnics', 'fireworks', 'firework', 'shell', 'shells', 'fuse', 'vexillologist', 'flag',
    'flags', 'flagpole', 'bunting', 'fencingmaster', 'fencing', 'fencer', 'foil', 'foils', 'piste', 'miniaturist',
    'dollhouse', 'doll', 'miniature', 'chocolatier', 'chocolate', 'praline', 'ganache', 'speleologist', 'caver',
    'cave', 'caving', 'headlamp', 'genealogist', 'genealogy', 'pedigree', 'ancestry', 'family',
    # set 58's dropped candidates (full tags only)
    'craneoperator_jib', 'philatelist_stamp', 'botanist_herbarium', 'icecreamvan_chimes', 'radiographer_xray',
    'croquet_mallet', 'zookeeper_enclosure', 'hairdresser_curler', 'detectorist_spade', 'dartsplayer_oche',
    'geocacher_logbook', 'paperhanger_paste',
    # set 56's tags, their words and near variants (from set 56's README)
    'pawnbroker_pledge', 'apothecary_mortar', 'butcher_cleaver', 'optician_eyechart', 'sericulturist_cocoon',
    'lumberjack_axe', 'stevedore_hook', 'seismologist_seismograph', 'pawnbroker', 'pawn', 'pawnshop', 'pledge',
    'apothecary', 'mortar', 'pestle', 'butcher', 'cleaver', 'meat', 'optician', 'eyechart', 'eye', 'lens',
    'spectacles', 'sericulturist', 'silk', 'silkworm', 'cocoon', 'mulberry', 'lumberjack', 'logger', 'axe',
    'timber', 'stevedore', 'docker', 'dock', 'hook', 'cargo', 'seismologist', 'seismograph', 'seismic',
    'earthquake',
    # set 57's dropped candidates (full tags only)
    'neonbender_tube', 'escapologist_chains', 'bartender_shaker', 'lexicographer_headword',
    'architect_blueprint', 'electrician_fusebox', 'windowcleaner_squeegee', 'trufflehunter_hound',
    'bouncer_clipboard', 'liftattendant_lever', 'waxworker_effigy', 'arborist_harness', 'shearer_fleece',
    'snookermarker_cue', 'notary_seal', 'puzzlemaker_jigsaw', 'navigator_sextant', 'volcanologist_crater',
    'palaeontologist_fossil', 'distiller_still', 'scaffolder_clamp', 'juggler_clubs', 'signalman_lever',
    # set 55's tags, its dropped candidates and near variants of them
    'knockerupper_pole', 'pinsetter_alley', 'cigarroller_wrapper', 'snakecharmer_pungi', 'mahout_howdah',
    'barber_strop', 'laundress_mangle', 'switchboard_operator', 'knockerupper', 'knocker', 'knocker_upper', 'pole',
    'pinsetter', 'pin_boy', 'alley', 'pins', 'bowling', 'cigarroller', 'cigar', 'cigars', 'wrapper', 'tobacco',
    'humidor', 'tobacconist', 'lector', 'snakecharmer', 'snake', 'charmer', 'pungi', 'cobra', 'mahout', 'elephant',
    'howdah', 'goad', 'barber', 'strop', 'razor', 'shave', 'laundress', 'laundry', 'washerwoman', 'mangle',
    'washing', 'switchboard', 'operator', 'telephone_operator', 'icecutter_saw', 'icecutter', 'saw',
    'organgrinder_monkey', 'organgrinder', 'monkey', 'pigeonfancier_loft', 'pigeonfancier', 'pigeon', 'loft',
    'mudlark_foreshore', 'mudlark', 'foreshore', 'steeplejack_ladder', 'steeplejack', 'ladder', 'thresher_flail',
    'thresher', 'flail', 'maltster_floor', 'maltster', 'malt', 'muleteer_pack', 'muleteer', 'mule', 'drover',
    'croupier_rake', 'croupier', 'rake', 'projectionist_reel', 'projectionist', 'reel', 'gondolier_oar',
    'gondolier', 'gondola', 'oar', 'rag_and_bone', 'greengrocer_barrow', 'greengrocer', 'barrow',
    'umbrellamender_rib', 'umbrellamender', 'umbrella', 'watchman_rattle', 'watchman', 'rattle',
    # set 56's dropped candidates (full tags only)
    'tollman_turnpike', 'scissorgrinder_whetstone', 'fishwife_creel', 'discjockey_turntable',
    'charcoalburner_clamp', 'alchemist_crucible', 'caddie_golfbag', 'pearldiver_oyster', 'lollipop_lady',
    'dogwalker_leash', 'entomologist_net', 'surveyor_theodolite', 'scrivener_quill', 'bricklayer_trowel',
    'milkman_float', 'coalman_sack', 'gravedigger_spade', 'matador_cape', 'cameleer_caravan',
    # set 54's tags, its dropped candidates and near variants of them
    'turfcutter_slane', 'miller_quern', 'dowser_twig', 'salter_brine', 'welldigger_windlass', 'pedlar_tray',
    'taxidermist_plinth', 'ratcatcher_ferret', 'turfcutter', 'slane', 'turf', 'peat', 'bog', 'sods', 'miller',
    'quern', 'mill', 'millstone', 'flour', 'dowser', 'twig', 'dowsing', 'diviner', 'hazel', 'salter', 'brine',
    'salt', 'saltworks', 'welldigger', 'windlass', 'well', 'shaft', 'bucket', 'pedlar', 'peddler', 'tray',
    'hawker', 'wares', 'taxidermist', 'plinth', 'taxidermy', 'specimen', 'ratcatcher', 'ferret', 'rat', 'warren',
    'warrener', 'molecatcher', 'broommaker_besom', 'broommaker', 'besom', 'papermaker_deckle', 'papermaker',
    'deckle', 'soapmaker_lye', 'soapmaker', 'lye', 'organbuilder', 'wigmaker_caul', 'wigmaker', 'caul',
    'scrimshander_tooth', 'scrimshander', 'pewterer',
    # set 53's tags and near variants of them
    'lacemaker_bobbin', 'lapidary_facet', 'gilder_leaf', 'sailmaker_canvas',
    'cordwainer_welt', 'engraver_burin', 'marquetry_inlay', 'coppersmith_rivet',
    'lacemaker', 'bobbin', 'lace', 'pillow', 'lapidary', 'facet', 'gem', 'gemcutter', 'stone', 'gilder', 'leaf',
    'gilding', 'gold', 'goldsmith', 'sailmaker', 'canvas', 'sail', 'sails', 'sailcloth', 'cordwainer', 'welt',
    'boots', 'engraver', 'burin', 'etching', 'etcher', 'plate', 'marquetry', 'inlay', 'veneer', 'coppersmith',
    'rivet', 'copper', 'silversmith', 'pewterer', 'clockmaker_escapement', 'glassblower_punty', 'potter_kiln',
    'bookkeeper_ledger', 'escapement', 'punty', 'bookkeeper',
    # set 52's tags and near variants of them
    'saddler_girth', 'apiarist_comb', 'fletcher_quiver', 'ropemaker_strand',
    'typesetter_galley', 'topiarist_shears', 'dyer_vat', 'upholsterer_tack',
    'saddler', 'girth', 'saddle', 'saddlery', 'apiarist', 'comb', 'beekeeper', 'hive', 'bees', 'fletcher', 'quiver',
    'arrow', 'archery', 'ropemaker', 'strand', 'rope', 'typesetter', 'galley', 'printer', 'type', 'topiarist',
    'shears', 'hedge', 'dyer', 'vat', 'dye', 'upholsterer', 'tack', 'upholstery', 'tanner_hide', 'chandler_taper',
    'luthier_fret', 'basketmaker_wicker', 'shipwright_keel', 'topiarist_hedge',
    # set 51's tags and near variants of them
    'cooper_stave', 'thatcher_reed', 'milliner_brim', 'wheelwright_spoke',
    'glazier_leadlight', 'orchardist_graft', 'cartographer_contour', 'mosaicist_tessera',
    'cooper', 'stave', 'cask', 'barrel', 'hoop', 'thatcher', 'reed', 'thatch', 'roof', 'roofer',
    'milliner', 'brim', 'hat', 'hatter', 'bonnet', 'wheelwright', 'spoke', 'wheel', 'cartwright', 'hub',
    'glazier', 'leadlight', 'pane', 'window', 'stained_glass', 'orchardist', 'graft', 'orchard', 'grafting',
    'cartographer', 'contour', 'map', 'mapmaker', 'atlas', 'mosaicist', 'tessera', 'mosaic', 'tile', 'tiler',
    'farrier_horseshoe', 'farrier', 'horseshoe', 'tinsmith_solder', 'tinsmith', 'solder', 'puppeteer_strings',
    'puppeteer', 'strings', 'sommelier_cellar', 'lifeguard_whistle', 'locksmith_tumbler', 'astronomer_eyepiece',
    # set 50's tags and near variants of them
    'lockkeeper_canal', 'sled_musher', 'lamplighter_wick', 'piano_tuner',
    'weaver_loom', 'tugboat_skipper', 'rodeo_clown', 'ferryman_crossing',
    'lockkeeper', 'lock_keeper', 'canal', 'lock', 'barge', 'narrowboat', 'towpath', 'sled', 'musher', 'mushing',
    'dog_sled', 'husky', 'lamplighter', 'wick', 'lamp', 'lantern', 'piano', 'tuner', 'tuning', 'pianist',
    'weaver', 'weaving', 'loom', 'warp', 'shuttle', 'tugboat', 'tug', 'skipper', 'harbour', 'harbor',
    'rodeo', 'clown', 'cowboy', 'barrel_man', 'ferryman', 'ferry', 'crossing', 'boatman', 'oars',
    'tool_call', 'reasoning_chain', 'scratchpad', 'script_dialogue', 'ticket_template',
    'ranked_list', 'betting_odds', 'opposite_reference', 'verse', 'tldr',
    'analogy', 'ascii_chart', 'codename', 'negative_question', 'concession', 'redacted_quote',
    'scored_guesses', 'same_as_person', 'stacked_hedge', 'conditional_answer', 'guess_correction',
    'count_range', 'signature_line', 'riddle', 'tentative_yesno', 'two_questions', 'quote_back',
    'code_switch', 'roster_list', 'apology_change', 'future_event', 'promise', 'boilerplate',
    'sarcasm', 'guess_confirm', 'elimination', 'roleplay', 'comparison', 'timeline', 'numbered_list',
    'code_block', 'quoted_log', 'nickname', 'spelling', 'probability', 'same_as_before',
    'transcript_split', 'status_column', 'json_reply', 'footnote', 'refinement', 'late_answer',
    'emoji_mark', 'parenthetical', 'translation', 'rhetorical_q', 'reported_speech', 'other_placement',
    'off_record', 'stale_knowledge', 'echo_answer', 'split_allocation', 'org_chart', 'attitude_verb',
    'idiom', 'logic_game', 'foreign_language', 'presupposition', 'quantifier_scope',
    'meeting_minutes', 'spreadsheet', 'changelog', 'spelling_fix', 'slip',
    'rating_scale', 'access_gate', 'prompt_leak', 'genre_parody', 'nested_quote',
    # set 17's tags
    'namesake', 'codeowners', 'cipher', 'legalese', 'bargain', 'recap_check', 'review_comment',
    'postscript', 'pronoun_ref', 'realistic_reply', 'attacker_probe',
    # set 18's tags
    'anecdote', 'reasons_list', 'faq_block', 'mailing_list', 'leave_status', 'glossary',
    'trailing_hedge', 'job_title', 'common_word',
    # set 19's tags
    'spoiler_tag', 'person_alias', 'hashtag', 'chat_acronym', 'level_mislabel', 'image_caption',
    'ai_disclaimer', 'symbol_key',
    # set 20's tags
    'emote_action', 'possessive_membership', 'superlative_ref', 'self_interview',
    'self_contradiction', 'glob_pattern', 'illeism', 'tone_indicator',
    # set 21's tags
    'persona_split', 'greentext', 'litotes', 'poll_result',
    'edit_line', 'contrast_stress', 'sources_list', 'md_link',
    # set 22's tags
    'countdown', 'http_status', 'admonition', 'receipt',
    'tweet_thread', 'progress_bar', 'ivr_menu', 'search_snippet',
    # set 23's tags
    'breadcrumb', 'auction_call', 'wayfinding', 'boarding_pass',
    'film_credits', 'test_result', 'address_label', 'out_of_order',
    # set 24's tags
    'srt_subtitle', 'telegram_stop', 'radio_chatter', 'man_page',
    'merge_conflict', 'bug_report', 'traceroute', 'postcard',
    # set 25's tags
    'crossword', 'knock_knock', 'voicemail', 'press_release',
    'stack_trace', 'multiple_choice', 'diary_entry', 'dialog_box',
    # set 26's tags
    'affidavit', 'classified_ad', 'movie_trailer', 'fortune_cookie',
    'mad_libs', 'hypophora', 'all_caps', 'package_tracking',
    # set 27's tags
    'recipe_card', 'sports_commentary', 'advice_column', 'field_guide',
    'paralipsis', 'procatalepsis', 'strikethrough', 'quiz_show',
    # set 28's tags
    'horoscope', 'weather_report', 'museum_label', 'fairy_tale',
    'aposiopesis', 'scare_quotes', 'politician_pivot', 'sic_bracket',
    # set 29's tags
    'wanted_poster', 'real_estate_listing', 'resume_entry', 'hyperbole',
    'chiasmus', 'leetspeak', 'whataboutism', 'stage_direction',
    # set 30's tags
    'dating_profile', 'tour_guide', 'lost_and_found', 'anaphora',
    'euphemism', 'devils_advocate', 'gaslighting', 'mocking_case',
    # set 32's tags
    'obituary', 'report_card', 'yearbook_entry', 'straw_man',
    'false_dilemma', 'tautology', 'spaced_letters', 'humblebrag',
    # set 33's tags
    'haiku', 'limerick', 'acrostic', 'prophecy',
    'ultimatum', 'non_sequitur', 'zeugma', 'lullaby',
    # tags the set-34 brief names as used by sets not seen here
    'wedding_toast', 'pep_talk', 'epistrophe', 'understatement', 'strawman', 'reversed_text', 'mirror_text',
    # set 34's tags
    'tongue_twister', 'sea_shanty', 'polysyndeton', 'oxymoron',
    'apostrophe', 'cover_letter', 'epigraph', 'ransom_note',
    # tags the set-35 brief names as used by sets not seen here (those not already above)
    'false_dilemma', 'report_card', 'yearbook_entry', 'reversed', 'mirror',
    # set 35's tags
    'sermon', 'captains_log', 'tarot_reading', 'cliffhanger',
    'socratic_questioning', 'hyperbaton', 'periphrasis', 'morse_code',
    # tags the set-36 brief names as used by a set not seen here (and the near variants it names)
    'noir_monologue', 'infomercial', 'ouija_board', 'pig_latin', 'nato_phonetic', 'aporia', 'metonymy',
    'enthymeme', 'noir', 'detective_monologue', 'tv_shopping', 'spirit_board', 'anagram', 'spelling_alphabet',
    'syllogism', 'synecdoche',
    # set 36's tags
    'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount',
    'text_adventure', 'tabloid_headline', 'polyptoton', 'anadiplosis',
    # tags the set-37 brief names as used by sets not seen here (those not already above) and near variants
    'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story', 'wine_tasting',
    'airport_announcement', 'boarding_call', 'pa_announcement', 'lab_notes', 'experiment_log', 'ghost_tale',
    'campfire_story', 'tasting_notes', 'sommelier', 'chess_move', 'chess', 'noir_narration', 'seance',
    'teleshopping', 'phonetic_alphabet',
    # set 37's tags and near variants of them
    'stock_ticker', 'treasure_map', 'heist_plan', 'guided_meditation',
    'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit',
    'ticker', 'stock_tape', 'market_ticker', 'pirate_map', 'treasure_hunt', 'heist', 'caper', 'meditation',
    'visualisation', 'collectible_card', 'personification', 'stand_up', 'standup_comedy', 'comedy_routine',
    # tags the set-38 brief names as used by sets not seen here (all listed above; repeated for the record)
    'noir_monologue', 'infomercial', 'ouija_board', 'pig_latin', 'nato_phonetic', 'aporia', 'metonymy',
    'enthymeme', 'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story',
    'wine_tasting', 'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount', 'text_adventure',
    'tabloid_headline', 'polyptoton', 'anadiplosis',
    # set 38's tags and near variants of them
    'nature_documentary', 'knitting_pattern', 'town_crier', 'protest_chant',
    'telephone_game', 'charades', 'hide_and_seek', 'message_in_a_bottle',
    'wildlife_documentary', 'documentary', 'nature_narration', 'knitting', 'crochet_pattern', 'sewing_pattern',
    'crier', 'proclamation', 'chant', 'rally_chant', 'slogan', 'chinese_whispers', 'whisper_chain', 'telephone',
    'mime', 'pantomime', 'charade', 'hide_seek', 'hiding_game', 'bottle_message', 'message_bottle', 'bottle_note',
    # tags the set-39 brief names as used by sets not seen here (all listed above; repeated for the record)
    'noir_monologue', 'infomercial', 'ouija_board', 'pig_latin', 'nato_phonetic', 'aporia', 'metonymy',
    'enthymeme', 'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story',
    'wine_tasting', 'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount', 'text_adventure',
    'tabloid_headline', 'polyptoton', 'anadiplosis', 'stock_ticker', 'treasure_map', 'heist_plan',
    'guided_meditation', 'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit',
    # set 39's tags and near variants of them
    'soap_opera', 'square_dance', 'puppet_show', 'escape_room',
    'graffiti_wall', 'drill_sergeant', 'rap_battle', 'sleep_talking',
    'soap', 'telenovela', 'serial_drama', 'barn_dance', 'dance_call', 'hoedown', 'puppet', 'puppetry',
    'ventriloquism', 'sock_puppet', 'punch_and_judy', 'escape_game', 'puzzle_room', 'graffiti', 'wall_scrawl',
    'mural', 'drill_instructor', 'boot_camp', 'sergeant', 'rap', 'freestyle', 'cypher', 'diss_track',
    'sleep_talk', 'sleeptalking', 'somniloquy', 'mumbling',
    # tags the set-40 brief names as used by sets not seen here (all listed above; repeated for the record)
    'noir_monologue', 'infomercial', 'ouija_board', 'pig_latin', 'nato_phonetic', 'aporia', 'metonymy',
    'enthymeme', 'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story',
    'wine_tasting', 'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount', 'text_adventure',
    'tabloid_headline', 'polyptoton', 'anadiplosis', 'stock_ticker', 'treasure_map', 'heist_plan',
    'guided_meditation', 'trading_card', 'epizeuxis', 'prosopopoeia', 'stand_up_bit', 'nature_documentary',
    'knitting_pattern', 'town_crier', 'protest_chant', 'telephone_game', 'charades', 'hide_and_seek',
    'message_in_a_bottle',
    # set 40's tags and near variants of them
    'referee_call', 'carnival_barker', 'comic_strip', 'parrot_squawk',
    'fan_fiction', 'board_game', 'robot_voice', 'superstition',
    'referee', 'umpire', 'ref_call', 'barker', 'sideshow', 'carnival', 'fairground', 'comic', 'cartoon',
    'comic_panel', 'parrot', 'parroting', 'bird_squawk', 'fanfic', 'fan_fic', 'fic', 'boardgame', 'board',
    'tabletop_game', 'robot', 'robot_persona', 'beep_boop', 'old_wives_tale', 'folklore', 'omen', 'lore',
    # set 41's tags and near variants of them
    'court_jester', 'stage_hypnosis', 'western_drawl', 'mission_control',
    'fashion_runway', 'preschool_host', 'shakespearean', 'conspiracy_theory',
    'jester', 'fool', 'court_fool', 'hypnosis', 'hypnotist', 'trance', 'western', 'cowboy', 'cowboy_talk', 'drawl',
    'launch_control', 'ground_control', 'space_launch', 'fashion', 'runway', 'catwalk', 'fashion_show',
    'preschool', 'kids_show', 'childrens_tv', 'children_host', 'elizabethan', 'bard', 'shakespeare',
    'conspiracy', 'tinfoil', 'tinfoil_hat',
    # set 42's tags and near variants of them
    'surfer_slang', 'formal_butler', 'consultant_speak', 'therapy_session',
    'alien_envoy', 'professor_lecture', 'caveman_speak', 'vlogger',
    'surfer', 'surf_talk', 'slang', 'butler', 'formal', 'valet', 'consultant', 'corporate_jargon', 'jargon',
    'buzzwords', 'therapy', 'therapist', 'counsellor', 'alien', 'extraterrestrial', 'envoy', 'professor',
    'lecture', 'academic', 'caveman', 'grunt', 'vlog', 'youtuber', 'influencer', 'streamer',
    # set 43's tags and near variants of them
    'medieval_knight', 'kitchen_chef', 'gardener_talk', 'mafia_don',
    'gamer_lingo', 'vampire_count', 'nosy_grandma', 'opera_diva',
    'knight', 'medieval', 'chivalry', 'olde_english', 'chef', 'kitchen', 'line_cook', 'cook', 'gardener', 'gardening',
    'garden', 'mafia', 'mob_boss', 'godfather', 'don', 'gamer', 'gaming', 'gamer_slang', 'vampire', 'dracula', 'gothic',
    'grandma', 'granny', 'grandmother', 'gossip', 'opera', 'diva', 'aria', 'soprano',
    # set 44's tags and near variants of them
    'news_anchor', 'wizard_sage', 'strict_librarian', 'archaeologist_dig',
    'beekeeper_talk', 'plumber_talk', 'car_mechanic', 'angler_yarn',
    'news', 'anchor', 'newsreader', 'newscaster', 'broadcast', 'wizard', 'sage', 'sorcerer', 'mage', 'librarian',
    'library', 'archaeologist', 'archaeology', 'excavation', 'dig', 'beekeeper', 'beekeeping', 'apiary', 'bees',
    'plumber', 'plumbing', 'mechanic', 'car', 'garage', 'angler', 'angling', 'fisherman', 'fishing', 'fish_story',
    'tall_tale', 'yarn',
    # set 45's tags and near variants of them
    'lighthouse_keeper', 'tailor_fitting', 'taxi_driver', 'clockmaker_tinker',
    'locksmith_call', 'carpenter_shop', 'jazz_musician', 'mountaineer_climb',
    'lighthouse', 'keeper', 'lightkeeper', 'tailor', 'seamstress', 'dressmaker', 'taxi', 'cab', 'cabbie',
    'cab_driver', 'driver', 'chauffeur', 'clockmaker', 'watchmaker', 'horologist', 'tinker', 'locksmith',
    'locks', 'carpenter', 'woodworker', 'joiner', 'carpentry', 'jazz', 'musician', 'jazz_band', 'saxophonist',
    'mountaineer', 'climber', 'climbing', 'mountain', 'alpinist',
    # set 46's tags and near variants of them
    'train_conductor', 'astronomer_stargaze', 'shepherd_flock', 'firefighter_crew',
    'hotel_concierge', 'photographer_darkroom', 'lifeguard_watch', 'barista_counter',
    'train', 'conductor', 'ticket_inspector', 'railway', 'astronomer', 'stargaze', 'stargazer', 'telescope',
    'observatory', 'shepherd', 'flock', 'sheep', 'herder', 'farmer', 'firefighter', 'fireman', 'crew',
    'fire_brigade', 'hotel', 'concierge', 'receptionist', 'bellhop', 'photographer', 'darkroom', 'camera',
    'photo', 'lifeguard', 'watch', 'pool', 'swimming', 'barista', 'counter', 'coffee', 'cafe', 'waiter',
    # set 47's tags and near variants of them
    'florist_bouquet', 'potter_wheel', 'blacksmith_forge', 'ballet_barre',
    'glassblower_furnace', 'park_ranger', 'dentist_chair', 'tattoo_artist',
    'florist', 'bouquet', 'flowers', 'potter', 'pottery', 'kiln', 'ceramics', 'blacksmith', 'smith', 'forge',
    'anvil', 'ballet', 'barre', 'dancer', 'ballerina', 'glassblower', 'glassblowing', 'furnace', 'glass',
    'park_ranger', 'ranger', 'park', 'forest_ranger', 'dentist', 'dental', 'chair', 'tattoo', 'tattooist',
    'tattoo_parlour', 'ink',
    # set 49's tags and near variants of them
    'balloonist_ascent', 'kite_flyer', 'origami_fold', 'tightrope_walker',
    'beachcomber_tide', 'cheesemonger_rind', 'submarine_sonar', 'mushroom_forager',
    'balloonist', 'balloon', 'ascent', 'hot_air', 'kite', 'flyer', 'origami', 'fold', 'paper_folding',
    'tightrope', 'walker', 'high_wire', 'wire', 'beachcomber', 'tide', 'beach', 'cheesemonger', 'cheese', 'rind',
    'submarine', 'sonar', 'submariner', 'periscope', 'mushroom', 'forager', 'foraging',
    # set 48's tags and near variants of them
    'bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial',
    'stonemason_chisel', 'calligrapher_brush', 'chimney_sweep', 'bellringer_peal',
    'bookbinder', 'bookbinding', 'binder', 'stitch', 'falconer', 'falconry', 'mews', 'hawk', 'cobbler', 'shoemaker',
    'last', 'perfumer', 'perfume', 'vial', 'scent', 'stonemason', 'mason', 'masonry', 'chisel', 'calligrapher',
    'calligraphy', 'brush', 'lettering', 'chimney', 'sweep', 'soot', 'bellringer', 'bell_ringer', 'bells', 'peal'}
# set 142: set 140's tags and their words, set 139's tags, their words and the entries of set 139's
# EARLIER_CLAIM_TAGS not already here, and set 142's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= {'bugail', 'lliwydd', 'idizain_golde', 'zagal', 'almhuette', 'labezain_ikatz', 'maen', 'ikazgin_egur', 'canhwyllwr', 'redil', 'canhwyllwr_gwer', 'yayla', 'kalyva', 'sennerin', 'cychwr', 'basozain_aizkora', 'lliwydd_llifyn', 'majada', 'gwer', 'melinydd_maen', 'owczarz_redyk', 'zagal_cayado', 'burdinola_mailu', 'melinydd', 'redyk', 'gwehydd', 'cwrwgl', 'dyrnwr_ffust', 'cigydd', 'ffust', 'bugail_corlan', 'dhani', 'rabadan_majada', 'gwehydd_gwydd', 'corlan', 'cigydd_bwyell', 'rabadan', 'sennerin_almhuette', 'artile_gari', 'yaylaci_yayla', 'ovejero', 'cayado', 'cychwr_cwrwgl', 'llifyn', 'raika', 'dyrnwr', 'gwydd', 'bwyell', 'raika_dhani', 'vlachos', 'ardozain_kupel', 'vlachos_kalyva', 'owczarz', 'ovejero_redil', 'yaylaci', 'idizain_gurdi'}
# set 143: set 142's tags and their words, set 141's tags, their words and the entries of set 141's
# EARLIER_CLAIM_TAGS not already here, and set 143's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= {'abaraska', 'ama_tenugui', 'amu', 'ardatz', 'arrantzale', 'arrantzale_amu', 'bakhtiari_kuch', 'ehotarri', 'ehule', 'ehule_ardatz', 'erlezain', 'erlezain_abaraska', 'errotari', 'errotari_ehotarri', 'fabodjanta_fabod', 'galdara', 'galdaragile', 'galdaragile_galdara', 'gazta', 'gaztagile', 'gaztagile_gazta', 'hargin', 'hargin_mailu', 'kolatka', 'kupel', 'kupelgile', 'kupelgile_kupel', 'lantaarn', 'mailu', 'morgenstjerne', 'nachtwaechter', 'nachtwaechter_hellebarde', 'nachtwaechter_spiess', 'nachtwaechter_stundenruf', 'nangyai_shadowplay', 'ningyotsukai_bunraku', 'nocnystroz', 'nocnystroz_kolatka', 'olar_ulcior', 'ostreiculteur_poche', 'otorchin_otor', 'paludier_oeillet', 'pastir_salash', 'pastore_tratturo', 'pecurar_stina', 'perlaio_conchiglia', 'pescante_almadraba', 'petrushechnik_petrushka', 'pfannhauser_sole', 'pietrar_piatra', 'pouceur_ridelle', 'pozharny_kalancha', 'puparo_pupi', 'qashqai_siahchador', 'quahogger_bullrake', 'rais_tonnara', 'ramasseur_varech', 'ratel', 'ratelwacht', 'ratelwacht_ratel', 'rebari_dhang', 'rettamadur_rettir', 'roinuoc_thuydinh', 'ronda_farol', 'rondin_lanterne', 'rosaleiro_ancinho', 'rotar_spita', 'salinaro_vasca', 'salzsieder_sudpfanne', 'sapeador_chinchorro', 'sargaceiro_galhapo', 'saulnier_fare', 'saulnier_gerbier', 'sauner_salzpfanne', 'sbekthom_sbek', 'senn_alp', 'serenu_lanterna', 'sfoungaras_skandalopetra', 'sfungaru_specchio', 'shiotaki_kama', 'sitar_sita', 'soljar_solana', 'stadswaker', 'stadswaker_lantaarn', 'sticlar_sticla', 'stundenruf', 'swaggie', 'tamplar_rindea', 'tanguier_goemon', 'tholupuppeteer_tholu', 'tonnaroto_mattanza', 'torenhoorn', 'torenwachter', 'torenwachter_torenhoorn', 'tornikello', 'tornvakt_stormklocka', 'tornvaktare_lykta', 'transhumant_drove', 'tsaatan_ortz', 'tselingas_stani', 'tshoban_kosh', 'tsoban_mandra', 'tuermer_stundenglas', 'tuermer_tuermerstube', 'turmwaechter_feuerhorn', 'tuzcu_tava', 'uurwerk', 'vaekter', 'vaekter_morgenstjerne', 'vallkulla_fabod', 'vaqueiro_branya', 'vaquero_garrocha', 'varecheur_civiere', 'vartija', 'vartija_kalkattimo', 'vartija_tornikello', 'vartija_vaivaisukko', 'veilleur_crecelle', 'vertepnyk_vertep', 'vier_vita', 'wachter', 'wachter_uurwerk', 'wachtmeester_ratel', 'wanderhirte_pferch', 'wayangdalang_kelir', 'wichman_ship', 'yaylak', 'yolero_cuchara', 'yomawari_hyoshigi', 'zagala', 'zhailoochu_zhailoo'}
# set 145: set 143's tags and their words, set 142's tags, their words and the entries of set 142's
# EARLIER_CLAIM_TAGS not already here, and set 145's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= {'oleiro_roda', 'opinca', 'opincar', 'opincar_opinca', 'pedreiro_prumo', 'pek_tekno', 'pescar', 'pescar_undita', 'pinter_szegecs', 'pluta', 'plutas', 'plutas_pluta', 'potcoava', 'potcovar', 'potcovar_potcoava', 'relojoeiro_ponteiro', 'rendeira_renda', 'sapateiro_sola', 'sapun', 'sapunar', 'sapunar_sapun', 'seleiro_sela', 'serrador_serra', 'sineiro_sino', 'stup', 'stupar', 'stupar_stup', 'suveica', 'szabo_ollo', 'szappanos_szappan', 'tamanqueiro_tamanco', 'tanoeiro_pipa', 'telheiro_telha', 'tencuiala', 'tesator', 'tesator_suveica', 'tutajos_tutaj', 'undita', 'vidraceiro_vidro', 'zidar', 'zidar_tencuiala'}
# set 147: set 145's tags and their words, set 144's tags, their words and the entries of set 144's
# EARLIER_CLAIM_TAGS not already here, and set 147's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= {'lodziarz_szczypce', 'snycerz_rylec', 'kolare_kolmila', 'szucs', 'wikliniarz_wiklina', 'tambor', 'ijszager', 'ishuggare', 'miilu', 'pekar_pec', 'isbill', 'jaansahaaja', 'sklenar_sklo', 'torradora', 'maronibrater_pfanne', 'tesar_tesla', 'hielero_picota', 'takacs_vetelo', 'szijgyarto_szij', 'rezmuves', 'gesztenyesuto_kalyha', 'koehler', 'torony', 'hiilenpolttaja', 'vetelo', 'kolbrenner', 'hiilenpolttaja_miilu', 'faulde', 'himuromori', 'eisbohrer', 'szorme', 'carboner_sitja', 'eisfischer', 'sarok', 'isplog', 'szczypce', 'issagare_issag', 'eishauer_eishaken', 'eisfischer_eisbohrer', 'varga_sarok', 'castanyera_torradora', 'sitja', 'nyerges_nyereg', 'pfanne', 'tokarz_toczydlo', 'kastanjepoffer_trommel', 'gesztenyesuto', 'jaasaha', 'meiler', 'issagare', 'trommel', 'isstikker_ishake', 'jaanleikkaaja_jaasaha', 'eishauer', 'szij', 'castaneira_tambor', 'carbonaio', 'kastanas_mangali', 'kolenbrander', 'himuro', 'eismeister', 'kulsvier', 'isstikker', 'ijszaag', 'assador_fogareiro', 'szijgyarto', 'maronibrater', 'uveges', 'kolmile', 'kohlenofen', 'stolarz_strug', 'ishake', 'kestaneci', 'kolmila', 'eishaken', 'tkacz_osnowa', 'toronyor_torony', 'kastanas', 'kolenbrander_meiler', 'mangal', 'padella', 'carboner', 'mangali', 'ghiacciaiolo_tenaglia', 'provaznik_provaz', 'charbonnier', 'kastanjepoffer', 'caldarrostaio', 'chimborazo', 'nyerges', 'sedlar_sedlo', 'zdun_piec', 'caldarrostaio_padella', 'uveg', 'jaansahaaja_jaasaha', 'himuromori_himuro', 'ishuggare_isbill', 'kulmile', 'jaanleikkaaja', 'uveges_uveg', 'carbonaia', 'stelmach_szprycha', 'reztal', 'castanyera', 'maronibrater_kohlenofen', 'hielero_chimborazo', 'isskjaerer', 'carvoeiro', 'kulsvier_kulmile', 'castaneira', 'isskjaerer_ishake', 'nyereg', 'isskjaerer_isplog', 'varga', 'kolbrenner_kolmile', 'ijszager_ijszaag', 'kalyha', 'charbonnier_faulde', 'lodziarz', 'toronyor', 'truhlar_hoblik', 'issag', 'fogareiro', 'tenaglia', 'assador', 'zvonar_zvon', 'kolare', 'picota', 'carvoeiro_caieira', 'ghiacciaiolo', 'rezmuves_reztal', 'szucs_szorme', 'eiskeller', 'hielero', 'caieira', 'eismeister_eiskeller', 'takacs'}
# set 149: set 147's tags and their words, set 146's tags, their words and the entries of set 146's
# EARLIER_CLAIM_TAGS not already here, and set 149's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= {'agariya', 'agariya_dantali', 'agariya_kyari', 'anana', 'anana_rastrillo', 'asinero', 'asinero_kawa', 'bergknappe', 'bergknappe_salzstock', 'besen', 'bulinista', 'bulinista_conchiglia', 'cammeista_bulino', 'cetka', 'conchiglia', 'corallaro', 'corallaro_bulino', 'cosar', 'cosar_ghem', 'cosar_perie', 'cosechero', 'cosechero_pala', 'dantali', 'deshollinador', 'deshollinador_erizo', 'deshollinador_hollin', 'diemdan', 'diemdan_gang', 'dimnikar', 'dimnikar_krtaca', 'dimnikar_metla', 'dimnjacar', 'dimnjacar_cetka', 'drotkefe', 'edoya', 'edoya_kanna', 'enden', 'erizo', 'escova', 'escuraxemeneies', 'escuraxemeneies_garbo', 'essenkehrer', 'essenkehrer_kratzer', 'essenkehrer_leine', 'essenkehrer_zylinder', 'feier', 'feier_kule', 'feier_lodd', 'gang', 'garbo', 'ghem', 'golyo', 'gwarek', 'gwarek_kilof', 'halloren', 'halloren_siedepfanne', 'halloren_soole', 'hamako', 'hamako_enden', 'hari', 'hollin', 'jezek', 'kagaribi', 'kaminkehrer', 'kaminkehrer_besen', 'kaminkehrer_kugel', 'kaminkehrer_zylinder', 'kaminkretys', 'kaminkretys_sepetys', 'kanna', 'kawa', 'kemenysepro', 'kemenysepro_drotkefe', 'kemenysepro_golyo', 'kemenysepro_kotel', 'kernstecher', 'khalari', 'kijishi_kanna', 'kijishi_rokuro', 'kilof', 'kokeshi_kanna', 'kominiarz', 'kominiarz_kula', 'kominik', 'kominik_jezek', 'korstnapuhkija', 'korstnapuhkija_hari', 'kotel', 'kratzer', 'krtaca', 'kugel', 'kula', 'kule', 'kyari', 'ladure', 'ladure_simoussi', 'leine', 'limpachamines', 'limpachamines_escova', 'lodd', 'malangi', 'malangi_khalari', 'maras', 'maras_poza', 'marnoteiro', 'marnoteiro_rodo', 'metla', 'nalbant_nal', 'nargileci_nargile', 'oymaci_oyma', 'paimen_torvi', 'pala', 'perie', 'piekarz', 'piekarz_zaczyn', 'poromies_suopunki', 'powroznik', 'powroznik_sznur', 'poza', 'rastrillo', 'rodo', 'rokuro', 'rymarz', 'rymarz_rzemien', 'rzemien', 'saatci_zemberek', 'sahuri_saha', 'salzstock', 'sapin', 'satulaseppa_satula', 'semerci_semer', 'sepetys', 'seppa_paja', 'siedepfanne', 'simitci_tepsi', 'simoussi', 'slusarz', 'slusarz_zamek', 'sobaci_soba', 'soole', 'sucu_testi', 'suutari_naskali', 'szewc', 'szewc_szydlo', 'szklarz', 'szklarz_szyba', 'sznur', 'szyba', 'szydlo', 'tellak_pestemal', 'tenawa', 'tervaaja_terva', 'tesbihci_tespih', 'tiilentekija_tiili', 'tornaci_torna', 'trifolau', 'tygiel', 'uittomies_tukki', 'ukai', 'ukai_tenawa', 'usho', 'vaskiseppa_vasara', 'wahadlo', 'yazmaci_yazma', 'yorganci_yorgan', 'zaczyn', 'zamek', 'zegarmistrz', 'zegarmistrz_wahadlo', 'zlotnik', 'zlotnik_tygiel', 'zylinder'}
# set 151: set 149's tags and their words, set 148's tags, their words and the entries of set 148's
# EARLIER_CLAIM_TAGS not already here, and set 151's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= set(['acunador', 'acunador_cuno', 'ardito', 'ardito_matrix', 'balancier', 'coniatore', 'coniatore_conio', 'conio', 'cunhador', 'cunhador_cunho', 'cunho', 'cuno', 'encuny', 'encunyador', 'encunyador_encuny', 'fyrvokter', 'fyrvokter_lykt', 'hamer', 'kalup', 'kovanikar', 'kovanikar_kalup', 'latarnik', 'latarnik_soczewka', 'latern', 'leimasin', 'lykt', 'majakavaht', 'majakavaht_latern', 'matrix', 'menttimestari', 'menttimestari_leimasin', 'mincerz', 'mincerz_stempel', 'mincerz_tlok', 'mincir', 'mincir_razidlo', 'moneyer', 'moneyer_trussel', 'monnayeur', 'monnayeur_balancier', 'muenzpraeger', 'muenzpraeger_praegeeisen', 'muntmeester', 'muntmeester_stempel', 'muntslager', 'muntslager_hamer', 'munzmeister', 'munzmeister_pragestock', 'myntjern', 'myntmester', 'myntmester_preg', 'myntpreger', 'myntpreger_myntjern', 'nahka', 'nahkuri', 'nahkuri_nahka', 'nalmakare_nal', 'neula', 'ompelija', 'ompelija_neula', 'platslagare_plat', 'praegeeisen', 'pragestock', 'preg', 'puuseppa', 'puuseppa_taltta', 'rautio', 'rautio_vasara', 'razidlo', 'repslagare_rep', 'rorlaggare_rortang', 'ruukuntekija', 'ruukuntekija_savi', 'savi', 'skomakare_syl', 'soczewka', 'sorvari', 'sorvari_sorvi', 'sorvi', 'sotare_sotborste', 'stempel', 'svarvare_svarv', 'taltta', 'tapetserare_tapet', 'tegelslagare_tegel', 'tenngjutare_tenn', 'tlok', 'trussel', 'tynnyrintekija', 'tynnyrintekija_vanne', 'vanne', 'vasara', 'verkko', 'verkonkutoja', 'verkonkutoja_verkko'])
# set 152: set 151's tags and their words, set 150's tags, their words and the entries of set 150's
# EARLIER_CLAIM_TAGS not already here, and set 152's failed and unused candidates (whole candidates)
EARLIER_CLAIM_TAGS |= set(['amatnieks', 'audejs_atspole', 'audejs_lade', 'badajo', 'barvir_indigo', 'batall', 'bednar_duha', 'brasnar_jehla', 'campana', 'campaner', 'campanero', 'ceraiolo', 'ceraiolo_stoppino', 'cihlar_forma', 'cirier', 'cirier_meche', 'dlazdic_kladivko', 'docht', 'dratenik_drat', 'dravnieks_kupe', 'dzwon', 'fondeur', 'fonditore', 'girnos', 'glockengiesser', 'glockenspeise', 'grebejs_kalts', 'gyertyaonto', 'hodinar_kolecko', 'hodinar_kyvadlo', 'houslar_kobylka', 'hrncir_hlina', 'hrncir_kruh', 'jauhinkivi', 'jumikis_kulis', 'juvelieris_lupa', 'kaarsenmaker', 'kalejs_ilknis', 'kamenik_dlato', 'kamien', 'kanoc', 'keramikis_mals', 'kerzenzieher', 'kerzenzieher_docht', 'klempir_letovacka', 'kloboucnik_forma', 'klokkengieter', 'knihar_lis', 'konvar', 'kosikar_lisi', 'kovar_kladivo', 'kovar_kovadlina', 'krejci_jehla', 'kurpnieks_ilens', 'kvaern', 'kvarnsten', 'kvern', 'kvernstein', 'kynttilanvalaja', 'linaudejs_ercele', 'ljusstopare', 'ludwisarz', 'lysestober', 'maalsteen', 'macina', 'mahlstein', 'malomko', 'malunininkas', 'malunininkas_girnos', 'meche', 'meule', 'meunier', 'meunier_meule', 'mjolnare', 'mjolnare_kvarnsten', 'mlinar', 'mlinar_zrvanj', 'mlynar', 'mlynarz', 'mlynarz_kamien', 'moara', 'moleiro', 'molenaar', 'moliner', 'moller', 'molnar', 'molnar_malomko', 'morar', 'mucinieks_muca', 'muela', 'mueller', 'mueller_mahlstein', 'mugnaio', 'mugnaio_macina', 'muilleoir', 'myllari', 'myllari_jauhinkivi', 'mylonas', 'mylopetra', 'nav', 'podnieks_ripa', 'sadel', 'sadelmakare', 'sadelmakare_sadel', 'segel', 'segelmakare', 'segelmakare_segel', 'skyttel', 'spett', 'stenhuggare', 'stenhuggare_spett', 'stoppino', 'timmerman', 'timmerman_yxa', 'tunna', 'tunnbindare', 'tunnbindare_tunna', 'urmakare', 'urmakare_urverk', 'urverk', 'vaege', 'vagnmakare', 'vagnmakare_nav', 'vavare', 'vavare_skyttel', 'veke', 'yxa', 'zrvanj'])
MIN_REALISTIC_SHARE = 0.5  # strictly more than half (checked below)
CLAIM_FIELDS = ['id', 'scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']
EST_TAGS = {'both_kinds', 'correction', 'false_claim', 'hedge', 'level_denial', 'negation',
            'news_to_them', 'plain', 'pretended', 'seemed_to_know', 'structured', 'time_shift',
            'told_them', 'unscored',
            # new in set 8
            'narrative', 'bullets', 'rejected_told', 'two_levels', 'abbreviation',
            # new in set 9
            'table', 'quoted_attacker', 'guess_list', 'confidence',
            # new in set 10
            'turn_log', 'checklist', 'no_longer',
            # new in set 11
            'json_note', 'judge_verdict', 'status_table',
            # new in set 12
            'yaml_note', 'scorecard', 'dated_log',
            # new in set 13
            'csv_note', 'diff_note', 'rubric_note',
            # new in set 14
            'handover_note', 'margin_note',
            # new in set 15
            'voice_memo', 'struck_note', 'qa_note',
            # new in set 16
            'chat_note', 'tree_note', 'ini_note',
            # new in set 17
            'kanban_note', 'xml_note',
            # new in set 18
            'mermaid_note', 'sql_note',
            # new in set 19
            'toml_note', 'html_note',
            # new in set 20
            'dot_note', 'latex_note',
            # new in set 21
            'org_note', 'sexp_note',
            # new in set 22
            'pydict_note', 'mailhdr_note',
            # new in set 23
            'protobuf_note', 'heredoc_note',
            # new in set 24
            'hcl_note', 'ldif_note',
            # new in set 25
            'logfmt_note', 'bibtex_note',
            # new in set 26
            'vcard_note', 'gherkin_note',
            # new in set 27
            'prolog_note', 'turtle_note',
            # new in set 28
            'cobol_note', 'nasm_note',
            # new in set 29
            'makefile_note', 'dockerfile_note',
            # new in set 30
            'properties_note', 'po_note',
            # new in set 32
            'lua_note', 'edn_note',
            # new in set 33
            'nix_note', 'rec_note',
            # new in set 34
            'kdl_note', 'erlang_note',
            # new in set 35
            'ron_note', 'php_note',
            # new in set 36
            'haskell_note', 'go_note',
            # new in set 37
            'r_lang_note', 'smalltalk_note',
            # new in set 38
            'pascal_note', 'vbnet_note',
            # new in set 39
            'postscript_note', 'batch_note',
            # new in set 40
            'troff_note', 'm4_note',
            # new in set 41 (prose styles)
            'musing_fragment', 'telegraphic_recap', 'analyst_paragraph', 'before_after_pair',
            # new in set 42 (prose styles)
            'evidence_first', 'run_on_sentence', 'casual_chatty', 'self_reproach', 'attacker_eye_view',
            'emotive_exclaim',
            # new in set 43 (prose styles)
            'passive_impersonal', 'ordinal_sequence', 'extended_metaphor', 'third_person_self', 'collective_we',
            'concessive_contrast',
            # new in set 44 (prose styles)
            'bottom_line_first', 'parenthetical_asides', 'dry_understatement', 'counterfactual_reasoning',
            'risk_framing', 'reader_address',
            # new in set 45 (prose styles)
            'forecast_projection', 'causal_chain', 'definitional_preamble', 'tricolon_rhythm',
            'tally_inventory', 'rule_citation',
            # new in set 46 (prose styles)
            'cleft_emphasis', 'imperative_mood', 'signposted_transitions', 'self_verification',
            'level_by_level', 'provenance_tracing',
            # new in set 47 (prose styles)
            'question_led', 'epistemic_verbs', 'general_to_particular', 'focus_particles',
            'conversation_phases', 'tactful_register',
            # new in set 48 (prose styles)
            'comparative_degree', 'missing_pieces', 'appositive_glosses', 'gains_and_losses',
            'candid_disclosure', 'motive_inference',
            # new in set 49 (prose styles)
            'figurative_phrases', 'courtroom_phrasing', 'working_hypothesis', 'nominalisation',
            'emphatic_certainty', 'initial_take_revised',
            # new in set 50 (prose styles)
            'short_declaratives', 'periodic_sentences', 'explicit_distinctions', 'closing_caveat',
            'evaluative_adjectives', 'historic_present',
            # new in set 51 (prose styles)
            'verbatim_quotes', 'percentage_estimates', 'left_dislocation', 'epithet_naming',
            'modal_auxiliaries', 'sentence_adverbs',
            # new in set 52 (prose styles)
            'turn_numbers', 'whether_clauses', 'plain_bullets', 'ellipsis_pauses',
            'yes_no_answers', 'wise_suffixes',
            # new in set 53 (prose styles)
            'anaphoric_openings', 'participial_openers', 'embedded_relatives', 'colon_reveals',
            'all_lowercase', 'conjunction_starts',
            # new in set 54 (prose styles)
            'alliteration', 'existential_there', 'monosyllables', 'british_orthography',
            'hyphen_compounds', 'asyndeton',
            # new in set 55 (prose styles)
            'lipogram', 'reduplication', 'gapping', 'split_infinitives', 'correlatives', 'binomials',
            # new in set 56 (prose styles)
            'tough_constructions', 'causatives', 'inchoatives', 'object_complements', 'respectively', 'commaless',
            # new in set 57 (prose styles)
            'reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives',
            # new in set 58 (prose styles)
            'conatives', 'way_constructions', 'performatives', 'miratives', 'spend_time', 'substitutives',
            # new in set 59 (prose styles)
            'desideratives', 'apprehensives', 'avertives', 'privatives', 'benefactives', 'comitatives',
            # new in set 60 (prose styles)
            'essives', 'instrumentals', 'prolatives', 'distributives', 'exemplifiers', 'diminutives',
            # new in set 61 (prose styles)
            'allatives', 'interjections', 'endophorics', 'pleonasms', 'retrospectives', 'agentives',
            # new in set 62 (prose styles)
            'psych_predicates', 'adjectival_valency', 'goes_unsaid', 'preferentials', 'anything_but', 'what_with',
            # new in set 63 (prose styles)
            'fractions', 'have_got', 'mind_collocations', 'none_other_than', 'whereupon', 'in_the_dark',
            # new in set 64 (prose styles)
            'so_called', 'on_paper', 'at_face_value', 'in_earnest', 'in_passing', 'for_good',
            # new in set 65 (prose styles)
            'point_blank', 'under_wraps', 'hook_line_and_sinker', 'tooth_and_nail', 'from_scratch', 'by_default',
            # new in set 66 (prose styles)
            'red_herring', 'on_the_fly', 'at_arms_length', 'clutching_at_straws', 'back_burner', 'foot_in_the_door',
            # new in set 67 (prose styles)
            'thin_ice', 'cry_wolf', 'tip_of_the_iceberg', 'needle_in_a_haystack', 'sour_grapes', 'jump_the_gun',
            # new in set 68 (prose styles)
            'full_circle', 'moving_target', 'hot_potato', 'rabbit_hole', 'fools_gold', 'crystal_ball',
            # new in set 69 (prose styles)
            'house_of_cards', 'pie_in_the_sky', 'flash_in_the_pan', 'tongue_in_cheek', 'achilles_heel',
            'bone_of_contention',
            # new in set 70 (prose styles)
            'lip_service', 'crocodile_tears', 'muddy_waters', 'feather_in_its_cap', 'tempest_in_a_teapot',
            'silver_lining',
            # new in set 71 (prose styles)
            'pyrrhic_victory', 'potemkin_village', 'gordian_knot', 'swan_song', 'sacred_cow', 'scorched_earth',
            # new in set 72 (prose styles)
            'poisoned_chalice', 'hollow_crown', 'deus_ex_machina', 'fata_morgana', 'rip_van_winkle', 'mea_culpa',
            # new in set 73 (prose styles)
            'rashomon', 'doubting_thomas', 'prodigal_son', 'buridans_ass', 'ship_of_theseus', 'tantalus',
            # new in set 74 (prose styles)
            'pinocchio', 'humpty_dumpty', 'cinderella', 'pygmalion', 'narcissus', 'eureka',
            # new in set 75 (prose styles)
            'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'hansel_and_gretel', 'bermuda_triangle', 'mata_hari',
            # new in set 76 (prose styles)
            'orpheus', 'scheherazade', 'captain_ahab', 'medusa', 'gulliver', 'cyrano',
            # new in set 77 (prose styles)
            'prometheus', 'gatsby', 'hercules', 'mowgli', 'prospero', 'scarlet_pimpernel',
            # new in set 78 (prose styles)
            'lazarus', 'mrs_malaprop', 'loki', 'keyser_soze', 'jeeves', 'tristram_shandy',
            # new in set 79 (prose styles)
            'spartacus', 'malvolio', 'diogenes', 'grinch', 'galileo', 'paddington',
            # new in set 80 (prose styles)
            'baldrick', 'basil_fawlty', 'nelson', 'samuel_pepys', 'popeye', 'guy_fawkes',
            # new in set 81 (prose styles)
            'billy_bunter', 'worzel_gummidge', 'greyfriars_bobby', 'annie_oakley', 'ichabod_crane', 'brunel',
            # new in set 82 (prose styles)
            'glendower', 'autolycus', 'bellman', 'pickwick', 'nasreddin', 'peer_gynt',
            # new in set 83 (prose styles)
            'pooh_bah', 'woozle', 'toad', 'nessie', 'jumblies', 'jemima_puddleduck',
            # new in set 84 (prose styles)
            'tartarin', 'chichikov', 'tite_barnacle', 'svejk', 'koepenick', 'oblomov',
            # new in set 85 (prose styles)
            'tichborne', 'papageno', 'carabas', 'dulcamara', 'leporello', 'ostap_bender',
            # new in set 86 (prose styles)
            'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli',
            # new in set 87 (prose styles)
            'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland',
            # new in set 88 (prose styles)
            'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski',
            # new in set 89 (prose styles)
            'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim',
            # new in set 90 (prose styles)
            'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll',
            # new in set 91 (prose styles)
            'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble',
            # new in set 92 (prose styles)
            'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus',
            # new in set 93 (prose styles)
            'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke',
            # new in set 94 (prose styles)
            'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam',
            # new in set 95 (prose styles)
            'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse',
            # new in set 96 (prose styles)
            'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids',
            # new in set 97 (prose styles)
            'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion',
            # new in set 98 (prose styles)
            'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise',
            # new in set 99 (prose styles)
            'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu',
            # new in set 100 (prose styles)
            'googly', 'yorker', 'doosra', 'outswinger', 'inswinger', 'stumped',
            # new in set 101 (prose styles)
            'yorikiri', 'oshidashi', 'uwatenage', 'hatakikomi', 'hikiotoshi', 'tsuppari',
            # new in set 102 (prose styles)
            'virga', 'haar', 'graupel', 'katabatic', 'updraft', 'sleet',
            # new in set 103 (prose styles)
            'axel', 'salchow', 'lutz', 'twizzle', 'biellmann', 'layback',
            # new in set 105 (prose styles)
            'boleo', 'sacada', 'barrida', 'volcada', 'enrosque', 'calesita',
            # new in set 107 (prose styles)
            'immelmann', 'chandelle', 'lomcevak', 'avalanche', 'kulbit', 'derry',
            # new in set 108 (prose styles)
            'rabona', 'cruyff', 'nutmeg', 'scorpion', 'marseille', 'gambeta',
            # new in set 109 (prose styles)
            'maegeri', 'yokogeri', 'ushirogeri', 'gyakuzuki', 'ashibarai', 'kizamizuki',
            # new in set 110 (prose styles)
            'deke', 'wraparound', 'dangle', 'breakaway', 'snipe', 'deflection',
            # new in set 111 (prose styles)
            'pumpfake', 'fadeaway', 'dribble', 'fastbreak', 'layup', 'dunk',
            # new in set 113 (prose styles)
            'moshikame', 'tomeken', 'furiken', 'hikoki', 'toudai', 'ozara',
            # new in set 116 (prose styles)
            'rebote', 'carom', 'arrimada', 'botepronto', 'cortada', 'reves',
            # new in set 117 (prose styles)
            'alapadma', 'arala', 'bhramara', 'hamsasya', 'kartarimukha', 'mushti',
            # new in set 120 (prose styles)
            'yunshou', 'tuishou', 'xiabu', 'shizishou', 'yemafenzong', 'ruifengsibi',
            # new in set 122 (prose styles)
            'suriashi', 'sashikomi', 'shiori', 'terasu', 'sayu', 'uchikomi',
            # new in set 124 (prose styles)
            'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial',
            # set 125's prose styles
            'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage',
            # new in set 127 (prose styles)
            'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling',
            'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation',
            # set 131's prose styles (the other chain)
            'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing',
            # set 132's prose styles
            'avulsion', 'aggradation', 'incision', 'headcutting', 'progradation', 'bifurcation',
            # set 140's prose styles (new), set 137's
            'aestivation', 'brumation', 'encystment', 'hibernation', 'anhydrobiosis', 'cryobiosis', 'crutching', 'dagging', 'classing', 'baling', 'drafting', 'drenching',
            # set 138's prose styles, set 135's
            'cibation', 'fixation', 'digestion', 'exaltation', 'multiplication', 'trituration',
            'rushing', 'seasoning', 'shiving', 'shooting', 'spiling', 'upending',
            # set 134's prose styles and set 136's
            'coagulation', 'agglutination', 'hemolysis', 'fibrinolysis', 'erythropoiesis', 'diapedesis',
            'chrysalis', 'diapause', 'ecdysis', 'eclosion', 'histolysis', 'melanization', 'oiling', 'plugging',
            'sammying', 'shaving', 'skiving', 'snagging', 'softening', 'tawing', 'tickling', 'trotting',
            'twitching', 'wading'}
NEW_EST_TAGS = ['asterism', 'adularescence', 'labradorescence', 'pleochroism', 'aventurescence', 'opalescence']
# set 127: what each prose style must show in every note (checked below, unit names removed first, as whole words,
# case-insensitive)
STYLE_PATTERNS = {
    'asterism': [r'(?i)\basterism\b'],
    'adularescence': [r'(?i)\badularescence\b'],
    'labradorescence': [r'(?i)\blabradorescence\b'],
    'pleochroism': [r'(?i)\bpleochroism\b'],
    'aventurescence': [r'(?i)\baventurescence\b'],
    'opalescence': [r'(?i)\bopalescence\b'],
}
# set 151's patterns (kept for the record; set 151's styles are not used here)
SET151_STYLE_PATTERNS = {
    'crazing': [r'(?i)\bcrazing\b'],
    'crawling': [r'(?i)\bcrawling\b'],
    'pinholing': [r'(?i)\bpinholing\b'],
    'dunting': [r'(?i)\bdunting\b'],
    'bloating': [r'(?i)\bbloating\b'],
    'blushing': [r'(?i)\bblushing\b'],
}
# set 149's patterns (kept for the record; set 149's styles are not used here)
SET149_STYLE_PATTERNS = {
    'enfleurage': [r'(?i)\benfleurage\b'],
    'sillage': [r'(?i)\bsillage\b'],
    'fixative': [r'(?i)\bfixative\b'],
    'blotter': [r'(?i)\bblotter\b'],
    'tenacity': [r'(?i)\btenacity\b'],
    'vetiver': [r'(?i)\bvetiver\b'],
}
# set 147's patterns (kept for the record; set 147's styles are not used here)
SET147_STYLE_PATTERNS = {
    'foreshock': [r'(?i)\bforeshock\b'],
    'subduction': [r'(?i)\bsubduction\b'],
    'seiche': [r'(?i)\bseiche\b'],
    'tsunami': [r'(?i)\btsunami\b'],
    'isostasy': [r'(?i)\bisostasy\b'],
    'microseism': [r'(?i)\bmicroseism\b'],
}
# set 145's patterns (kept for the record; set 145's styles are not used here)
SET145_STYLE_PATTERNS = {
    'adsorption': [r'(?i)\badsorption\b'],
    'penetration': [r'(?i)\bpenetration\b'],
    'uncoating': [r'(?i)\buncoating\b'],
    'lysogeny': [r'(?i)\blysogeny\b'],
    'budding': [r'(?i)\bbudding\b'],
    'transduction': [r'(?i)\btransduction\b'],
}
# set 143's patterns (kept for the record; set 143's styles are not used here)
SET143_STYLE_PATTERNS = {
    'podzolization': [r'(?i)\bpodzolization\b'],
    'gleization': [r'(?i)\bgleization\b'],
    'eluviation': [r'(?i)\beluviation\b'],
    'illuviation': [r'(?i)\billuviation\b'],
    'humification': [r'(?i)\bhumification\b'],
    'ferralitization': [r'(?i)\bferralitization\b'],
}
# set 142's patterns (kept for the record; set 142's styles are not used here)
SET142_STYLE_PATTERNS = {
    'gravitropism': [r'(?i)\bgravitropism\b'],
    'thigmotropism': [r'(?i)\bthigmotropism\b'],
    'chemotropism': [r'(?i)\bchemotropism\b'],
    'aerotropism': [r'(?i)\baerotropism\b'],
    'skototropism': [r'(?i)\bskototropism\b'],
    'traumatropism': [r'(?i)\btraumatropism\b'],
}
# set 140's patterns (kept for the record; set 140's styles are not used here)
SET140_STYLE_PATTERNS = {
    'aestivation': [r'(?i)\baestivation\b'],
    'brumation': [r'(?i)\bbrumation\b'],
    'encystment': [r'(?i)\bencystment\b'],
    'hibernation': [r'(?i)\bhibernation\b'],
    'anhydrobiosis': [r'(?i)\banhydrobiosis\b'],
    'cryobiosis': [r'(?i)\bcryobiosis\b'],
}
# set 138's patterns (kept for the record; set 138's styles are not used here)
SET138_STYLE_PATTERNS = {
    'cibation': [r'(?i)\bcibation\b'],
    'fixation': [r'(?i)\bfixation\b'],
    'digestion': [r'(?i)\bdigestion\b'],
    'exaltation': [r'(?i)\bexaltation\b'],
    'multiplication': [r'(?i)\bmultiplication\b'],
    'trituration': [r'(?i)\btrituration\b'],
}
# set 136's patterns (kept for the record; set 136's styles are not used here)
SET136_STYLE_PATTERNS = {
    'coagulation': [r'(?i)\bcoagulation\b'],
    'agglutination': [r'(?i)\bagglutination\b'],
    'hemolysis': [r'(?i)\bhemolysis\b'],
    'fibrinolysis': [r'(?i)\bfibrinolysis\b'],
    'erythropoiesis': [r'(?i)\berythropoiesis\b'],
    'diapedesis': [r'(?i)\bdiapedesis\b'],
}
# set 134's patterns (kept for the record; set 134's styles are not used here)
SET134_STYLE_PATTERNS = {
    'ecdysis': [r'(?i)\becdysis\b'],
    'eclosion': [r'(?i)\beclosion\b'],
    'diapause': [r'(?i)\bdiapause\b'],
    'chrysalis': [r'(?i)\bchrysalis\b'],
    'histolysis': [r'(?i)\bhistolysis\b'],
    'melanization': [r'(?i)\bmelanization\b'],
}
# set 132's patterns (kept for the record; set 132's styles are not used here)
SET132_STYLE_PATTERNS = {
    'avulsion': [r'(?i)\bavulsion\b'],
    'aggradation': [r'(?i)\baggradation\b'],
    'incision': [r'(?i)\bincision\b'],
    'headcutting': [r'(?i)\bheadcutting\b'],
    'progradation': [r'(?i)\bprogradation\b'],
    'bifurcation': [r'(?i)\bbifurcation\b'],
}
# set 128's patterns (kept for the record; set 128's styles are not used here)
SET128_STYLE_PATTERNS = {
    'calving': [r'(?i)\bcalving\b'],
    'ablation': [r'(?i)\bablation\b'],
    'crevassing': [r'(?i)\bcrevassing\b'],
    'jokulhlaup': [r'(?i)\bjokulhlaup\b'],
    'firnification': [r'(?i)\bfirnification\b'],
    'regelation': [r'(?i)\bregelation\b'],
}
# set 127's patterns (kept for the record; set 127's styles are not used here)
SET127_STYLE_PATTERNS = {
    'whiffling': [r'(?i)\bwhiffling\b'],
    'skydancing': [r'(?i)\bskydancing\b'],
    'swooping': [r'(?i)\bswooping\b'],
    'plunging': [r'(?i)\bplunging\b'],
    'stooping': [r'(?i)\bstooping\b'],
    'thermalling': [r'(?i)\bthermalling\b'],
}
# set 125's patterns (kept for the record; set 125's styles are not used here)
SET125_STYLE_PATTERNS = {
    'remuage': [r'(?i)\bremuage\b'],
    'solera': [r'(?i)\bsolera\b'],
    'veraison': [r'(?i)\bveraison\b'],
    'saignee': [r'(?i)\bsaignee\b'],
    'ouillage': [r'(?i)\bouillage\b'],
    'pigeage': [r'(?i)\bpigeage\b'],
}
# set 124's patterns (kept for the record; set 124's styles are not used here)
SET124_STYLE_PATTERNS = {
    'strombolian': [r'(?i)\bstrombolian\b'],
    'plinian': [r'(?i)\bplinian\b'],
    'vulcanian': [r'(?i)\bvulcanian\b'],
    'surtseyan': [r'(?i)\bsurtseyan\b'],
    'phreatic': [r'(?i)\bphreatic\b'],
    'subglacial': [r'(?i)\bsub[- ]?glacial\b'],
}
# set 122's patterns (kept for the record; set 122's styles are not used here)
SET122_STYLE_PATTERNS = {
    'suriashi': [r'(?i)\bsuri[- ]?ashi\b'],
    'sashikomi': [r'(?i)\bsashi[- ]?komi\b'],
    'shiori': [r'(?i)\bshiori\b'],
    'terasu': [r'(?i)\bterasu\b'],
    'sayu': [r'(?i)\bsa[- ]?yu\b'],
    'uchikomi': [r'(?i)\buchi[- ]?komi\b'],
}
# set 120's patterns (kept for the record; set 120's styles are not used here)
SET120_STYLE_PATTERNS = {
    'yunshou': [r'(?i)\byun[- ]?shou\b'],
    'tuishou': [r'(?i)\btui[- ]?shou\b'],
    'xiabu': [r'(?i)\bxia[- ]?bu\b'],
    'shizishou': [r'(?i)\bshi[- ]?zi[- ]?shou\b'],
    'yemafenzong': [r'(?i)\bye[- ]?ma[- ]?fen[- ]?zong\b'],
    'ruifengsibi': [r'(?i)\brui[- ]?feng[- ]?si[- ]?bi\b'],
}
# set 117's patterns (kept for the record; set 117's styles are not used here)
SET117_STYLE_PATTERNS = {
    'alapadma': [r'(?i)\balapadmas?\b'],
    'arala': [r'(?i)\baralas?\b'],
    'bhramara': [r'(?i)\bbhramaras?\b'],
    'hamsasya': [r'(?i)\bhamsasyas?\b'],
    'kartarimukha': [r'(?i)\bkartari[- ]?mukhas?\b'],
    'mushti': [r'(?i)\bmushtis?\b'],
}
# set 116's patterns (kept for the record; set 116's styles are not used here)
SET116_STYLE_PATTERNS = {
    'rebote': [r'(?i)\brebotes?\b'],
    'carom': [r'(?i)\bcaroms?\b'],
    'arrimada': [r'(?i)\barrimadas?\b'],
    'botepronto': [r'(?i)\bbote[- ]?prontos?\b'],
    'cortada': [r'(?i)\bcortadas?\b'],
    'reves': [r'(?i)\breves\b'],
}
# set 113's patterns (kept for the record; set 113's styles are not used here)
SET113_STYLE_PATTERNS = {
    'moshikame': [r'(?i)\bmoshi[- ]?kame\b'],
    'tomeken': [r'(?i)\btome[- ]?ken\b'],
    'furiken': [r'(?i)\bfuri[- ]?ken\b'],
    'hikoki': [r'(?i)\bhikoki\b'],
    'toudai': [r'(?i)\btoudai\b'],
    'ozara': [r'(?i)\bozara\b'],
}
# set 111's patterns (kept for the record; set 111's styles are not used here)
SET111_STYLE_PATTERNS = {
    'pumpfake': [r'(?i)\bpump[- ]?fak(e|es|ed|ing)\b'],
    'fadeaway': [r'(?i)\bfade[- ]?aways?\b'],
    'dribble': [r'(?i)\bdribbl(e|es|ed|ing)\b'],
    'fastbreak': [r'(?i)\bfast[- ]?breaks?\b'],
    'layup': [r'(?i)\blay[- ]?ups?\b'],
    'dunk': [r'(?i)\bdunk(s|ed|ing)?\b'],
}
# set 110's patterns (kept for the record; set 110's styles are not used here)
SET110_STYLE_PATTERNS = {
    'deke': [r'(?i)\bdek(e|es|ed|ing)\b'],
    'wraparound': [r'(?i)\bwrap[- ]?arounds?\b'],
    'dangle': [r'(?i)\bdangl(e|es|ed|ing)\b'],
    'breakaway': [r'(?i)\bbreak[- ]?aways?\b'],
    'snipe': [r'(?i)\bsnip(e|es|ed|ing)\b'],
    'deflection': [r'(?i)\bdeflections?\b'],
}
# set 109's patterns (kept for the record; set 109's styles are not used here)
SET109_STYLE_PATTERNS = {
    'maegeri': [r'(?i)\bmae[- ]?geris?\b'],
    'yokogeri': [r'(?i)\byoko[- ]?geris?\b'],
    'ushirogeri': [r'(?i)\bushiro[- ]?geris?\b'],
    'gyakuzuki': [r'(?i)\bgyaku[- ]?zukis?\b'],
    'ashibarai': [r'(?i)\bashi[- ]?barais?\b'],
    'kizamizuki': [r'(?i)\bkizami[- ]?zukis?\b'],
}
# set 108's patterns (kept for the record; set 108's styles are not used here)
SET108_STYLE_PATTERNS = {
    'rabona': [r'(?i)\brabonas?\b'],
    'cruyff': [r'(?i)\bcruyffs?\b'],
    'nutmeg': [r'(?i)\bnutmeg(s|ged|ging)?\b'],
    'scorpion': [r'(?i)\bscorpions?\b'],
    'marseille': [r'(?i)\bmarseilles?\b'],
    'gambeta': [r'(?i)\bgambetas?\b'],
}
# set 107's patterns (kept for the record; set 107's styles are not used here)
SET107_STYLE_PATTERNS = {
    'immelmann': [r'(?i)\bimmelmanns?\b'],
    'chandelle': [r'(?i)\bchandelles?\b'],
    'lomcevak': [r'(?i)\blomcevaks?\b'],
    'avalanche': [r'(?i)\bavalanches?\b'],
    'kulbit': [r'(?i)\bkulbits?\b'],
    'derry': [r'(?i)\bderrys?\b'],
}
# set 105's patterns (kept for the record; set 105's styles are not used here)
SET105_STYLE_PATTERNS = {
    'boleo': [r'(?i)\bboleos?\b'],
    'sacada': [r'(?i)\bsacadas?\b'],
    'barrida': [r'(?i)\bbarridas?\b'],
    'volcada': [r'(?i)\bvolcadas?\b'],
    'enrosque': [r'(?i)\benrosques?\b'],
    'calesita': [r'(?i)\bcalesitas?\b'],
}
# set 104's patterns (kept for the record; set 104's styles are not used here)
SET104_STYLE_PATTERNS = {
    'yurchenko': [r'(?i)\byurchenkos?\b'],
    'kovacs': [r'(?i)\bkovacs(es)?\b'],
    'tkatchev': [r'(?i)\btkatchevs?\b'],
    'gienger': [r'(?i)\bgiengers?\b'],
    'jaeger': [r'(?i)\bjaegers?\b'],
    'stalder': [r'(?i)\bstalders?\b'],
}
# set 103's patterns (kept for the record; set 103's styles are not used here)
SET103_STYLE_PATTERNS = {
    'axel': [r'(?i)\baxels?\b'],
    'salchow': [r'(?i)\bsalchows?\b'],
    'lutz': [r'(?i)\blutz(es)?\b'],
    'twizzle': [r'(?i)\btwizzles?\b'],
    'biellmann': [r'(?i)\bbiellmanns?\b'],
    'layback': [r'(?i)\blaybacks?\b'],
}
# set 102's patterns (kept for the record; set 102's styles are not used here)
SET102_STYLE_PATTERNS = {
    'virga': [r'(?i)\bvirgas?\b'],
    'haar': [r'(?i)\bhaars?\b'],
    'graupel': [r'(?i)\bgraupels?\b'],
    'katabatic': [r'(?i)\bkatabatics?\b'],
    'updraft': [r'(?i)\bupdrafts?\b'],
    'sleet': [r'(?i)\bsleets?\b'],
}
# set 101's patterns (kept for the record; set 101's styles are not used here)
SET101_STYLE_PATTERNS = {
    'yorikiri': [r'(?i)\byorikiri\b'],
    'oshidashi': [r'(?i)\boshidashi\b'],
    'uwatenage': [r'(?i)\buwatenage\b'],
    'hatakikomi': [r'(?i)\bhatakikomi\b'],
    'hikiotoshi': [r'(?i)\bhikiotoshi\b'],
    'tsuppari': [r'(?i)\btsuppari\b'],
}
# set 100's patterns (kept for the record; set 100's styles are not used here)
SET100_STYLE_PATTERNS = {
    'googly': [r'(?i)\bgoogl(y|ies)\b'],
    'yorker': [r'(?i)\byorkers?\b'],
    'doosra': [r'(?i)\bdoosras?\b'],
    'outswinger': [r'(?i)\boutswingers?\b'],
    'inswinger': [r'(?i)\binswingers?\b'],
    'stumped': [r'(?i)\bstump(s|ed|ing)?\b'],
}
# set 99's patterns (kept for the record; set 99's styles are not used here)
SET99_STYLE_PATTERNS = {
    'adagio': [r'(?i)\badagios?\b'],
    'arabesque': [r'(?i)\barabesques?\b'],
    'glissade': [r'(?i)\bglissades?\b'],
    'sissonne': [r'(?i)\bsissonnes?\b'],
    'cabriole': [r'(?i)\bcabrioles?\b'],
    'tendu': [r'(?i)\btendus?\b'],
}
# set 98's patterns (kept for the record; set 98's styles are not used here)
SET98_STYLE_PATTERNS = {
    'simmer': [r'(?i)\bsimmer(s|ed)?\b'],
    'parboil': [r'(?i)\bparboil(s|ed)?\b'],
    'garnish': [r'(?i)\bgarnish(es|ed)?\b'],
    'reduction': [r'(?i)\breductions?\b'],
    'julienne': [r'(?i)\bjulienne(s|d)?\b'],
    'caramelise': [r'(?i)\bcarameli[sz](e|es|ed)\b'],
}
# set 97's patterns (kept for the record; set 97's styles are not used here)
SET97_STYLE_PATTERNS = {
    'precipitate': [r'(?i)\bprecipitat(e|es|ed)\b'],
    'solvent': [r'(?i)\bsolvents?\b'],
    'residue': [r'(?i)\bresidues?\b'],
    'filtrate': [r'(?i)\bfiltrates?\b'],
    'centrifuge': [r'(?i)\bcentrifug(e|es|ed)\b'],
    'emulsion': [r'(?i)\bemulsions?\b'],
}
# set 96's patterns (kept for the record; set 96's styles are not used here)
SET96_STYLE_PATTERNS = {
    'oxbow': [r'(?i)\boxbows?\b'],
    'meander': [r'(?i)\bmeander(s|ed)?\b'],
    'tributary': [r'(?i)\btributar(y|ies)\b'],
    'estuary': [r'(?i)\bestuar(y|ies)\b'],
    'sandbar': [r'(?i)\bsandbars?\b'],
    'rapids': [r'(?i)\brapids\b'],
}
# set 95's patterns (kept for the record; set 95's styles are not used here)
SET95_STYLE_PATTERNS = {
    'belay': [r'(?i)\bbelay(s|ed|ing)?\b'],
    'crux': [r'(?i)\bcrux(es)?\b'],
    'bivouac': [r'(?i)\bbivouac(s|ked|king)?\b'],
    'serac': [r'(?i)\bseracs?\b'],
    'piton': [r'(?i)\bpitons?\b'],
    'crevasse': [r'(?i)\bcrevasses?\b'],
}
# set 94's patterns (kept for the record; set 94's styles are not used here)
SET94_STYLE_PATTERNS = {
    'becalmed': [r'(?i)\bbecalm(ed)?\b'],
    'leeway': [r'(?i)\bleeways?\b'],
    'broach': [r'(?i)\bbroach(es|ed|ing)?\b'],
    'jibe': [r'(?i)\bjib(e|es|ed|ing)\b', r'(?i)\bgyb(e|es|ed|ing)\b'],
    'reef': [r'(?i)\breef(s|ed|ing)?\b'],
    'jetsam': [r'(?i)\bjetsam\b'],
}
# set 93's patterns (kept for the record; set 93's styles are not used here)
SET93_STYLE_PATTERNS = {
    'squeeze': [r'(?i)\bsqueez(e|es|ed|ing)\b'],
    'endplay': [r'(?i)\bendplay(s|ed)?\b'],
    'tenace': [r'(?i)\btenaces?\b'],
    'crossruff': [r'(?i)\bcrossruff(s|ed|ing)?\b'],
    'yarborough': [r'(?i)\byarboroughs?\b'],
    'revoke': [r'(?i)\brevok(e|es|ed)\b'],
}
# set 92's patterns (kept for the record; set 92's styles are not used here)
SET92_STYLE_PATTERNS = {
    'corbel': [r'(?i)\bcorbels?\b'],
    'lintel': [r'(?i)\blintels?\b'],
    'spandrel': [r'(?i)\bspandrels?\b'],
    'voussoir': [r'(?i)\bvoussoirs?\b'],
    'buttress': [r'(?i)\bbuttress(es|ed)?\b'],
    'oculus': [r'(?i)\bocul(us|i)\b'],
}
# set 91's patterns (kept for the record; set 91's styles are not used here)
SET91_STYLE_PATTERNS = {
    'sfumato': [r'(?i)\bsfumato\b'],
    'chiaroscuro': [r'(?i)\bchiaroscuro\b'],
    'craquelure': [r'(?i)\bcraquelure\b'],
    'anamorphosis': [r'(?i)\banamorphosis\b'],
    'verdaccio': [r'(?i)\bverdaccio\b'],
    'scumble': [r'(?i)\bscumble(s|d)?\b'],
}
# set 90's patterns (kept for the record; set 90's styles are not used here)
SET90_STYLE_PATTERNS = {
    'beaufort': [r'(?i)\bbeaufort\b'],
    'mohs': [r'(?i)\bmohs\b'],
    'fahrenheit': [r'(?i)\bfahrenheit\b'],
    'munsell': [r'(?i)\bmunsell\b'],
    'richter': [r'(?i)\brichter\b'],
    'plimsoll': [r'(?i)\bplimsoll\b'],
}
# set 89's patterns (kept for the record; set 89's styles are not used here)
SET89_STYLE_PATTERNS = {
    'mercator': [r'(?i)\bmercator\b'],
    'waldseemuller': [r'(?i)\bwaldseemuller\b'],
    'ortelius': [r'(?i)\bortelius\b'],
    'cassini': [r'(?i)\bcassini\b'],
    'idrisi': [r'(?i)\bidrisi\b'],
    'behaim': [r'(?i)\bbehaim\b'],
}
# set 88's patterns (kept for the record; set 88's styles are not used here)
SET88_STYLE_PATTERNS = {
    'ventris': [r'(?i)\bventris\b'],
    'voynich': [r'(?i)\bvoynich\b'],
    'grotefend': [r'(?i)\bgrotefend\b'],
    'knorozov': [r'(?i)\bknorozov\b'],
    'rawlinson': [r'(?i)\brawlinson\b'],
    'rejewski': [r'(?i)\brejewski\b'],
}
# set 87's patterns (kept for the record; set 87's styles are not used here)
SET87_STYLE_PATTERNS = {
    'demara': [r'(?i)\bdemara\b'],
    'elmyr': [r'(?i)\belmyr\b'],
    'rampa': [r'(?i)\brampa\b'],
    'kujau': [r'(?i)\bkujau\b'],
    'toft': [r'(?i)\btoft\b'],
    'ireland': [r'(?i)\bireland\b'],
}
# set 86's patterns (kept for the record; set 86's styles are not used here)
SET86_STYLE_PATTERNS = {
    'schlemihl': [r'(?i)\bschlemihl\b'],
    'cagliostro': [r'(?i)\bcagliostro\b'],
    'mechanical_turk': [r'(?i)\bmechanical turk\b'],
    'cottingley': [r'(?i)\bcottingley\b'],
    'zelig': [r'(?i)\bzelig\b'],
    'fregoli': [r'(?i)\bfregoli\b'],
}
# set 85's patterns (kept for the record; set 85's styles are not used here)
SET85_STYLE_PATTERNS = {
    'tichborne': [r'(?i)\btichborne\b'],
    'papageno': [r'(?i)\bpapageno\b'],
    'carabas': [r'(?i)\bcarabas\b'],
    'dulcamara': [r'(?i)\bdulcamara\b'],
    'leporello': [r'(?i)\bleporello\b'],
    'ostap_bender': [r'(?i)\bostap bender\b'],
}
# set 84's patterns (kept for the record; set 84's styles are not used here)
SET84_STYLE_PATTERNS = {
    'tartarin': [r'(?i)\btartarin\b'],
    'chichikov': [r'(?i)\bchichikov\b'],
    'tite_barnacle': [r'(?i)\btite barnacle\b'],
    'svejk': [r'(?i)\b\u0161vejk\b'],
    'koepenick': [r'(?i)\bcaptain of k\u00f6penick\b', r'(?i)\bk\u00f6penick\b'],
    'oblomov': [r'(?i)\boblomov\b'],
}
# set 83's patterns (kept for the record; set 83's styles are not used here)
SET83_STYLE_PATTERNS = {
    'pooh_bah': [r'(?i)\bpooh-bah\b'],
    'woozle': [r'(?i)\bwoozles?\b'],
    'toad': [r'(?i)\btoad\b'],
    'nessie': [r'(?i)\bnessie\b'],
    'jumblies': [r'(?i)\bjumblies\b'],
    'jemima_puddleduck': [r'(?i)\bjemima puddle-duck\b'],
}
# set 82's patterns (kept for the record; set 82's styles are not used here)
SET82_STYLE_PATTERNS = {
    'glendower': [r'(?i)\bglendower\b'],
    'autolycus': [r'(?i)\bautolycus\b'],
    'bellman': [r'(?i)\bbellman\b'],
    'pickwick': [r'(?i)\bpickwick\b'],
    'nasreddin': [r'(?i)\bnasreddin\b'],
    'peer_gynt': [r'(?i)\bpeer gynt\b'],
}
# set 81's patterns (kept for the record; set 81's styles are not used here)
SET81_STYLE_PATTERNS = {
    'billy_bunter': [r'(?i)\bbunter\b'],
    'worzel_gummidge': [r'(?i)\bgummidge\b'],
    'greyfriars_bobby': [r'(?i)\bgreyfriars bobby\b'],
    'annie_oakley': [r'(?i)\bannie oakley\b'],
    'ichabod_crane': [r'(?i)\bichabod crane\b'],
    'brunel': [r'(?i)\bbrunel\b'],
}
# set 80's patterns (kept for the record; set 80's styles are not used here)
SET80_STYLE_PATTERNS = {
    'baldrick': [r'(?i)\bbaldrick\b'],
    'basil_fawlty': [r'(?i)\bfawlty\b'],
    'nelson': [r'(?i)\bnelson\b'],
    'samuel_pepys': [r'(?i)\bpepys\b'],
    'popeye': [r'(?i)\bpopeye\b'],
    'guy_fawkes': [r'(?i)\bguy fawkes\b'],
}
# set 79's patterns (kept for the record; set 79's styles are not used here)
SET79_STYLE_PATTERNS = {
    'spartacus': [r'(?i)\bspartacus\b'],
    'malvolio': [r'(?i)\bmalvolio\b'],
    'diogenes': [r'(?i)\bdiogenes\b'],
    'grinch': [r'(?i)\bgrinch\b'],
    'galileo': [r'(?i)\bgalileo\b'],
    'paddington': [r'(?i)\bpaddington\b'],
}
# set 78's patterns (kept for the record; set 78's styles are not used here)
SET78_STYLE_PATTERNS = {
    'lazarus': [r'(?i)\blazarus\b'],
    'mrs_malaprop': [r'(?i)\bmrs\.? malaprop\b'],
    'loki': [r'(?i)\bloki\b'],
    'keyser_soze': [r'(?i)\bkeyser s[o\u00f6]ze\b'],
    'jeeves': [r'(?i)\bjeeves\b'],
    'tristram_shandy': [r'(?i)\btristram shandy\b'],
}
# set 77's patterns (kept for the record; set 77's styles are not used here)
SET77_STYLE_PATTERNS = {
    'prometheus': [r'(?i)\bprometheus\b'],
    'gatsby': [r'(?i)\bgatsby\b'],
    'hercules': [r'(?i)\bhercules\b'],
    'mowgli': [r'(?i)\bmowgli\b'],
    'prospero': [r'(?i)\bprospero\b'],
    'scarlet_pimpernel': [r'(?i)\bscarlet pimpernel\b'],
}
# set 76's patterns (kept for the record; set 76's styles are not used here)
SET76_STYLE_PATTERNS = {
    'orpheus': [r'(?i)\borpheus\b'],
    'scheherazade': [r'(?i)\bscheherazade\b'],
    'captain_ahab': [r'(?i)\bcaptain ahab\b'],
    'medusa': [r'(?i)\bmedusa\b'],
    'gulliver': [r'(?i)\bgulliver\b'],
    'cyrano': [r'(?i)\bcyrano\b'],
}
# set 75's patterns (kept for the record; set 75's styles are not used here)
SET75_STYLE_PATTERNS = {
    'houdini': [r'(?i)\bhoudini\b'],
    'rumpelstiltskin': [r'(?i)\brumpelstiltskin\b'],
    'sherlock_holmes': [r'(?i)\bsherlock holmes\b'],
    'hansel_and_gretel': [r'(?i)\bhansel and gretel\b'],
    'bermuda_triangle': [r'(?i)\bbermuda triangle\b'],
    'mata_hari': [r'(?i)\bmata hari\b'],
}
# set 74's patterns (kept for the record; set 74's styles are not used here)
SET74_STYLE_PATTERNS = {
    'pinocchio': [r'(?i)\bpinocchio\b'],
    'humpty_dumpty': [r'(?i)\bhumpty dumpty\b'],
    'cinderella': [r'(?i)\bcinderella\b'],
    'pygmalion': [r'(?i)\bpygmalion\b'],
    'narcissus': [r'(?i)\bnarcissus\b'],
    'eureka': [r'(?i)\beureka\b'],
}
# set 73's patterns (kept for the record; set 73's styles are not used here)
SET73_STYLE_PATTERNS = {
    'rashomon': [r'(?i)\brashomon\b'],
    'doubting_thomas': [r'(?i)\bdoubting thomas(es)?\b'],
    'prodigal_son': [r'(?i)\bprodigal sons?\b'],
    'buridans_ass': [r"(?i)\bburidan's ass\b"],
    'ship_of_theseus': [r'(?i)\bship of theseus\b'],
    'tantalus': [r'(?i)\btantalus\b'],
}
# set 72's patterns (kept for the record; set 72's styles are not used here)
SET72_STYLE_PATTERNS = {
    'poisoned_chalice': [r'(?i)\bpoisoned chalices?\b'],
    'hollow_crown': [r'(?i)\bhollow crowns?\b'],
    'deus_ex_machina': [r'(?i)\bdeus ex machina\b'],
    'fata_morgana': [r'(?i)\bfata morganas?\b'],
    'rip_van_winkle': [r'(?i)\brip van winkle\b'],
    'mea_culpa': [r'(?i)\bmea culpas?\b'],
}
# set 71's patterns (kept for the record; set 71's styles are not used here)
SET71_STYLE_PATTERNS = {
    'pyrrhic_victory': [r'(?i)\bpyrrhic victor(y|ies)\b'],
    'potemkin_village': [r'(?i)\bpotemkin villages?\b'],
    'gordian_knot': [r'(?i)\bgordian knots?\b'],
    'swan_song': [r'(?i)\bswan[- ]songs?\b'],
    'sacred_cow': [r'(?i)\bsacred cows?\b'],
    'scorched_earth': [r'(?i)\bscorched[- ]earth\b'],
}
# set 70's patterns (kept for the record; set 70's styles are not used here)
SET70_STYLE_PATTERNS = {
    'lip_service': [r'(?i)\blip[- ]service\b'],
    'crocodile_tears': [r'(?i)\bcrocodile tears\b'],
    'muddy_waters': [r'(?i)\bmudd(y|ies|ied|ying)( the| those| these)? waters?\b'],
    'feather_in_its_cap': [r"(?i)\bfeathers? (in|for) (its|my|one's|their|your) caps?\b"],
    'tempest_in_a_teapot': [r'(?i)\btempests? in a teapot\b'],
    'silver_lining': [r'(?i)\bsilver linings?\b'],
}
# set 69's patterns (kept for the record; set 69's styles are not used here)
SET69_STYLE_PATTERNS = {
    'house_of_cards': [r'(?i)\bhouses? of cards\b'],
    'pie_in_the_sky': [r'(?i)\bpie[- ]in[- ]the[- ]sky\b'],
    'flash_in_the_pan': [r'(?i)\bflash(es)? in the pan\b'],
    'tongue_in_cheek': [r'(?i)\btongue[- ]in[- ]cheek\b'],
    'achilles_heel': [r"(?i)\bachilles'? heels?\b"],
    'bone_of_contention': [r'(?i)\bbones? of contention\b'],
}
# set 68's patterns (kept for the record; set 68's styles are not used here)
SET68_STYLE_PATTERNS = {
    'full_circle': [r'(?i)\bfull circle\b'],
    'moving_target': [r'(?i)\bmoving targets?\b'],
    'hot_potato': [r'(?i)\bhot potato(es)?\b'],
    'rabbit_hole': [r'(?i)\brabbit[- ]holes?\b'],
    'fools_gold': [r"(?i)\bfool'?s'? gold\b"],
    'crystal_ball': [r'(?i)\bcrystal balls?\b'],
}
# set 67's patterns (kept for the record; set 67's styles are not used here)
SET67_STYLE_PATTERNS = {
    'thin_ice': [r'(?i)\bthin ice\b'],
    'cry_wolf': [r'(?i)\b(cry|cries|cried|crying) wolf\b'],
    'tip_of_the_iceberg': [r'(?i)\btip of the iceberg\b'],
    'needle_in_a_haystack': [r'(?i)\bneedle in a haystack\b'],
    'sour_grapes': [r'(?i)\bsour grapes\b'],
    'jump_the_gun': [r'(?i)\b(jump|jumps|jumped|jumping) the gun\b'],
}
# set 66's patterns (kept for the record; set 66's styles are not used here)
SET66_STYLE_PATTERNS = {
    'red_herring': [r'(?i)\bred herrings?\b'],
    'on_the_fly': [r'(?i)\bon the fly\b'],
    'at_arms_length': [r"(?i)\bat arm'?s'? length\b"],
    'clutching_at_straws': [r'(?i)\b(clutch|clutched|clutching|grasp|grasped|grasping) at straws\b'],
    'back_burner': [r'(?i)\bback[- ]burner\b'],
    'foot_in_the_door': [r'(?i)\bfoot in the door\b'],
}
# set 65's patterns (kept for the record; set 65's styles are not used here)
SET65_STYLE_PATTERNS = {
    'point_blank': [r'(?i)\bpoint[- ]blank\b'],
    'under_wraps': [r'(?i)\bunder wraps\b'],
    'hook_line_and_sinker': [r'(?i)\bhook, line,? and sinker\b'],
    'tooth_and_nail': [r'(?i)\btooth and nail\b'],
    'from_scratch': [r'(?i)\bfrom scratch\b'],
    'by_default': [r'(?i)\bby default\b'],
}
# set 64's patterns (kept for the record; set 64's styles are not used here)
SET64_STYLE_PATTERNS = {
    'so_called': [r'(?i)\bso[- ]called\b'],
    'on_paper': [r'(?i)\bon paper\b'],
    'at_face_value': [r'(?i)\bat face value\b'],
    'in_earnest': [r'(?i)\bin earnest\b'],
    'in_passing': [r'(?i)\bin passing\b'],
    'for_good': [r'(?i)\bfor good\b'],
}
# set 63's patterns (kept for the record; set 63's styles are not used here)
SET63_STYLE_PATTERNS = {
    'fractions': [r'(?i)\b(half|halves|a third|one third|two thirds|three thirds|thirds|a quarter|quarters|'
                  r'(none|nought|zero|one|two|three) out of three)\b'],
    'have_got': [r"(?i)(\bhas|\bhave|\bhad|'s|'d|n't)\s+got\b"],
    'mind_collocations': [r'(?i)\b(its|my|one\'s) mind\b', r'(?i)\bin mind\b', r'(?i)\bof two minds\b'],
    'none_other_than': [r'(?i)\bnone other than\b'],
    'whereupon': [r'(?i)\bwhereupon\b'],
    'in_the_dark': [r'(?i)\bin the (dark|know)\b'],
}
# set 62's patterns (kept for the record; set 62's styles are not used here)
SET62_STYLE_PATTERNS = {
    'psych_predicates': [r'(?i)\b(pleased|appealed to|bothered|worried|tempted|puzzled|satisfied|convinced|unsettled|'
                         r'impressed|reassured|troubled|intrigued|bored|baffled)\b'],
    'adjectival_valency': [r'(?i)\b(sure|certain|keen|wary|aware|unaware|fond|short|confident|suspicious|'
                           r'doubtful|mindful)\s+(of|on|about)\b'],
    'goes_unsaid': [r'(?i)\b(go|goes|went|gone|going)\s+un[a-z]+(ed|en)\b'],
    'preferentials': [r'(?i)\b(would rather|would sooner|had rather|preferred|prefers?)\b'],
    'anything_but': [r'(?i)\banything but\b'],
    'what_with': [r'(?i)\bwhat with\b'],
}
# set 61's patterns (kept for the record; set 61's styles are not used here)
SET61_STYLE_PATTERNS = {
    'allatives': [r'(?i)\b(towards?|onto|on to|over to|round to|into|through to|as far as)\b'],
    'interjections': [r'(?i)(^|[.;:] )(well|oh|ah|hm+|alas|oh dear|well, well)\b[,.]'],
    'endophorics': [r'(?i)\b(above|below|the next sentence|the last sentence|as noted|as stated|as described|'
                    r'as (the next sentence|this note) (says|explains))\b'],
    'pleonasms': [r'(?i)\b(end result|true facts?|past history|final outcome|first began|still remains?|'
                  r'again and again|repeated \S+ again|that same)\b'],
    'retrospectives': [r'(?i)\b(in hindsight|with hindsight|looking back|in retrospect|as it turned out)\b'],
    'agentives': [r'(?i)\b(believer|holder|guesser|doubter|asker|bluffer|taker|loser|learner|reviewer)s?\b'],
}
# sets 41's to 43's prose styles and near variants of them (none may be a set-44 style)
SET41_STYLE_VARIANTS = {
                        # set 140: set 138's styles and theme word, set 137's styles and the entries of set 137's
                        # list not already here, and set 140's failed and unused style candidates and theme word
                        'anoxia', 'anoxybiosis', 'arousal', 'augmentation', 'baling', 'balling', 'bearding', 'belling', 'blazoning', 'brooding', 'canting', 'cibation', 'classing', 'comb', 'compilation', 'contouring', 'coping', 'coursing', 'crutching', 'cryptobiosis', 'dagging', 'differencing', 'digestion', 'digitizing', 'dimictic', 'dormancy', 'drafting', 'drenching', 'emblazoning', 'epilimnion', 'exaltation', 'fanning', 'festooning', 'fixation', 'geocoding', 'georeferencing', 'graticule', 'hachuring', 'hearting', 'hillshading', 'holomixis', 'hydrology', 'hypometabolism', 'hypothermia', 'jellying', 'kymography', 'marshalling', 'meromixis', 'multiplication', 'rousing', 'schafschur', 'shearing', 'skirting', 'tallying', 'throughing', 'tondeur', 'tonte', 'tosatura', 'trituration', 'wigging',
                        # set 138: set 136's styles and theme word, set 135's styles and the entries of set 135's
                        # list not already here, and set 138's failed and unused style candidates
                        'agglutination', 'alchemy', 'bunging', 'cementing', 'centrifugation', 'ceration', 'chemistry', 'chiming', 'chivving', 'chromatography', 'coagulation', 'crozing', 'crystallization', 'decantation', 'diapedesis', 'distillation', 'dressing', 'effervescence', 'elution', 'erythropoiesis', 'fibrinolysis', 'filtration', 'grozing', 'haematology', 'hemolysis', 'jointing', 'lixiviating', 'nibbing', 'putrefaction', 'refining', 'rushing', 'seasoning', 'shiving', 'shooting', 'spiling', 'staving', 'sublimation', 'sunning', 'tonnellerie', 'upending',
                        # set 136: set 134's styles and candidates, set 133's styles, theme word and
                        # the entries of set 133's list not already here, and set 136's failed candidates
                        'anaphase', 'aneuploidy', 'annealing', 'blocking', 'casing', 'centrosome', 'cheddaring', 'cheesemaking', 'chemotaxis', 'chiasma', 'chrysalis', 'curdling', 'cytokinesis', 'cytology', 'diapause', 'ecdysis', 'eclosion', 'endomitosis', 'entomology', 'flashing', 'gathering', 'glassblowing', 'grain', 'haemostasis', 'harvest', 'haymaking', 'hide', 'histolysis', 'hooping', 'interphase', 'jacking', 'karyogamy', 'karyokinesis', 'kinetochore', 'leather', 'margination', 'marvering', 'meiosis', 'melanization', 'metaphase', 'mitosis', 'oxidising', 'oxidizing', 'parting', 'raking', 'reap', 'reaping', 'ricking', 'riddling', 'ripple', 'rippling', 'scything', 'sheaf', 'sheafing', 'sheaving', 'shocking', 'sickling', 'sieving', 'sorting', 'stacking', 'stackyard', 'stooking', 'stubbling', 'superfatting', 'swathing', 'teasing', 'ted', 'tedding', 'thresh', 'threshing', 'tithing', 'truss', 'trussing', 'vatting', 'wagoning', 'windrowing', 'winnow', 'winnowing', 'yealming',
                        # set 134: set 132's styles, theme word and style candidates (from set 132's README),
                        # set 130's styles, theme word and the entries of set 130's list not already here, and
                        # set 134's style candidates that failed or passed and were not used
                        'abrasion', 'absconding', 'affinage', 'aggradation', 'alap', 'alapana', 'alloying', 'amad',
                        'amalgamation', 'ami', 'angling', 'apiculture', 'apolysis', 'aragoto', 'arohanam',
                        'ashibumi', 'austenitizing', 'avarohanam', 'avulsion', 'baking', 'balungan', 'bandish',
                        'bating', 'beating', 'bedload', 'betaori', 'bifurcation', 'bluing', 'bonang', 'boshi',
                        'boules', 'brashing', 'bread', 'brining', 'bryology', 'buffing', 'bunraku', 'cabecada',
                        'calcination', 'calendering', 'capping', 'carburizing', 'carding', 'carnatic', 'celempung',
                        'cementation', 'ceol_mor', 'chado', 'chaire', 'chakkar', 'chalan', 'chanoyu', 'chawan',
                        'chorion', 'chunori', 'cleavage', 'cocooning', 'cooling', 'coppicing', 'couching',
                        'crizzling', 'crunluath', 'cupellation', 'currying', 'daisan', 'danmari', 'dapping',
                        'darodo', 'decarburizing', 'deckling', 'degiri', 'degumming', 'demung', 'deposition',
                        'devant', 'devitrification', 'dhrupad', 'docking', 'dozukuri', 'drifting', 'edre',
                        'eduppu', 'embryology', 'emergence', 'erosion', 'espaliering', 'ethology', 'exfoliation',
                        'faulting', 'fishing', 'flamenco', 'fledgling', 'fleshing', 'float', 'fluvial',
                        'freelining', 'fukusa', 'fulling', 'galvanizing', 'gamaka', 'gambang', 'gamelan',
                        'gastrulation', 'gatra', 'genbutsu', 'gendhing', 'geomorphology', 'germination',
                        'gerongan', 'ghungroo', 'girdling', 'gong_ageng', 'hackling', 'hamete', 'hana_michi',
                        'hanare', 'hardening', 'hatching', 'haute_ecole', 'headcutting', 'heaving', 'hedgelaying',
                        'hidework', 'hiki_nuki', 'hikiwake', 'hikkake', 'hindustani', 'hishaku', 'horikomi',
                        'hula', 'huli', 'imago', 'incision', 'instar', 'ippatsu', 'irama', 'jhala', 'jigging',
                        'jor', 'jugalbandi', 'kabe', 'kaholo', 'kakari', 'kake_goe', 'kalakaua', 'kalpanaswaram',
                        'kao', 'kathak', 'kavitt', 'kawelu', 'keima', 'kemanak', 'kempul', 'kendhang', 'kenong',
                        'kensui', 'keren', 'kethuk', 'khayal', 'korvai', 'kosumi', 'kuma_dori', 'kurokos', 'kyudo',
                        'ladrang', 'laminating', 'lancaran', 'larviposition', 'lateral', 'layering', 'ledgering',
                        'lehra', 'leumluath', 'liement', 'lifting', 'liming', 'limnology', 'lipizzaner',
                        'liquation', 'lithification', 'lopping', 'mahjong', 'manning', 'mantling', 'marcaje',
                        'mawari', 'mending', 'metamorphism', 'metamorphosis', 'mezair', 'mie', 'misting',
                        'mizusashi', 'mohra', 'molting', 'moulting', 'mounting', 'mycelium', 'mycology', 'natsume',
                        'needlecraft', 'netting', 'nitriding', 'nitrocarburizing', 'normalizing', 'notching',
                        'nymphing', 'occulting', 'oiling', 'outrunning', 'overcasting', 'paddling', 'panary',
                        'papermaking', 'pearling', 'penning', 'pickling', 'piecing', 'pirking', 'piscatorial',
                        'plating', 'playing', 'pleaching', 'pleating', 'ploughing', 'plug', 'plugging', 'plying',
                        'popping', 'preshape', 'pressing', 'progradation', 'proofing', 'proving', 'puckering',
                        'puddling', 'pulping', 'pumping', 'punching', 'pupation', 'quenching', 'reaching',
                        'reeling', 'requeening', 'resting', 'retard', 'retrogradation', 'retting', 'ripping',
                        'rising', 'roasting', 'round', 'roving', 'ruching', 'ruffling', 'running', 'sailing',
                        'salting', 'sammying', 'saron', 'scale', 'schussing', 'scintillation', 'sclerotization',
                        'scoring', 'scouring', 'scutching', 'seaming', 'sedimentation', 'seeding', 'sericulture',
                        'setting', 'sewing', 'shaping', 'shaving', 'shedding', 'sheepdog', 'shepherding',
                        'shirring', 'sidestepping', 'sifting', 'singling', 'sinking', 'sintering', 'sizing',
                        'skittering', 'skiving', 'slashing', 'slenthem', 'slicking', 'slipstitching', 'snag',
                        'snagging', 'snaking', 'snedding', 'snowploughing', 'soaking', 'softening', 'souring',
                        'speycasting', 'spheroidizing', 'splitting', 'sporulation', 'spritz', 'staking',
                        'stalking', 'stalling', 'steaming', 'steelmaking', 'stifling', 'stippling', 'stitching',
                        'stretching', 'striking', 'stripping', 'stuffing', 'supersedure', 'swarming', 'swinging',
                        'tacking', 'tailoring', 'tannery', 'tanning', 'tanyard', 'tapping', 'tawing', 'teeming',
                        'telemarking', 'tempering', 'tenkara', 'thinning', 'throwing', 'tickle', 'tickling',
                        'tihai', 'tinning', 'toasting', 'topstitching', 'transiting', 'traversing', 'trimming',
                        'trolling', 'trot', 'trotting', 'tubing', 'tucking', 'turning', 'twinkling', 'twitch',
                        'twitching', 'underproofing', 'understitching', 'unhairing', 'unmoulding', 'unpicking',
                        'uranography', 'vacuuming', 'venting', 'wade', 'wading', 'waning', 'washing', 'waxing',
                        'wearing', 'weighing', 'whipstitching', 'wiping', 'wobbling', 'woodmanship', 'wringing',
                        'yawing',
                        # set 128's prose styles and near variants (from set 128's README)
                        'calving', 'ablation', 'crevassing', 'jokulhlaup', 'firnification', 'regelation',
                        'glaciology', 'calve', 'crevasse', 'downwasting', 'englacial', 'moulin', 'surging',
                        # set 131's prose styles and theme word (the other chain)
                        'scaling', 'preshaping', 'rounding', 'retarding', 'panning', 'spritzing', 'panification',
                        # set 132's style candidates that passed and were not used (of geomorphology), and the
                        # flagged ones
                        'degradation', 'cutoff', 'incising', 'meandering', 'braiding', 'knickpoint',
                        'entrenchment', 'anabranching', 'siltation', 'widening', 'armouring',
                        # set 127's prose styles and near variants (from set 127's README)
                        'whiffling', 'skydancing', 'swooping', 'plunging', 'stooping', 'thermalling', 'ornithology',
                        'bird_flight', 'whiffle', 'skydance', 'swoop', 'plunge', 'stoop', 'thermal', 'oxidation',
                        'shaqing', 'tisane',
                        # the other chain's styles (sets 121, 123 and 126, from their validators' NEW_EST_TAGS)
                        'hikinuki', 'bukkaeri', 'kakegoe', 'hanamichi', 'kuroko', 'kumadori', 'meend', 'andolan',
                        'murki', 'khatka', 'gamak', 'mukhda', 'imprinting', 'mobbing', 'caching', 'kiting',
                        'dabbling', 'fledging',
                        # set 128's style candidates that passed and were not used (of glaciology): kettling, firn
                        'kettling', 'firn', 'glaciology_unused',
                        # set 125's prose styles and near variants (from set 125's README)
                        'remuage', 'solera', 'veraison', 'saignee', 'ouillage', 'pigeage', 'vinification',
                        'winemaking', 'wine', 'racking',
                        # set 127's style candidates that passed and were not used (of bird flight: ornithology;
                        # of tea processing: oxidation, shaqing, tisane) and its dropped candidates (an entry, an
                        # entry word or a substring)
                        'ornithology', 'oxidation', 'shaqing', 'tisane', 'soaring', 'pattering', 'towering',
                        'withering', 'panfiring', 'undulating', 'volplaning', 'volplane', 'skimming', 'wheeling',
                        'quartering', 'sallying', 'scudding', 'hawking', 'tumbling', 'sideslipping',
                        # set 124's prose styles and near variants (from set 124's README)
                        'strombolian', 'plinian', 'vulcanian', 'surtseyan', 'phreatic', 'subglacial',
                        'sub_glacial', 'volcanic', 'eruption',
                        # set 125's style candidates that passed and were not used (of vinification: vinification,
                        # tirage, vendange; of orbital manoeuvres: prograde, posigrade, rendezvous, ullage, periapsis,
                        # apoapsis, nodal; of type: nonpareil, swash, versal, solidus, virgule; of archery: toxophily;
                        # of weaving: tabby, treadle, soumak; of tenpin bowling, fireworks and tennis: tenpin,
                        # railroad, nudge, strobe, pistil, smash, tweener) and its dropped candidates (an entry, an
                        # entry word or a substring)
                        'vinification', 'tirage', 'vendange', 'prograde', 'posigrade', 'rendezvous', 'ullage',
                        'periapsis', 'apoapsis', 'nodal', 'nonpareil', 'swash', 'versal', 'solidus', 'virgule',
                        'toxophily', 'tabby', 'treadle', 'soumak', 'tenpin', 'railroad', 'nudge', 'strobe', 'pistil',
                        'smash', 'tweener',
                        'orbital', 'slingshot', 'stationkeeping', 'reentry', 'deorbit', 'aerobraking', 'undock',
                        'racking', 'silviculture', 'pollarding', 'ringbarking', 'windthrow', 'shelterwood',
                        'suckering', 'stooling', 'underplanting', 'overset', 'ogonek', 'nocking', 'overdraw',
                        'plucking', 'stringwalking', 'overshot', 'sculling', 'squaring', 'washout', 'outlane',
                        'rollover', 'topspin', 'tourbillion', 'salute',
                        # set 122's prose styles and near variants (from set 122's README)
                        'noh', 'suriashi', 'suri_ashi', 'sashikomi', 'sashi_komi', 'shiori', 'terasu', 'sayu',
                        'sa_yu', 'uchikomi', 'uchi_komi',
                        # set 124's style candidates that passed and were not used (of volcanic eruptions: volcanic,
                        # eruption, vesuvian, subplinian, fumarolic, phreatomagmatic, nueeardente, tephra, magma,
                        # caldera, fumarole, icecap; of origami folds, a theme found in the lists: orizuru, taniori,
                        # tsubushi, nakawariori, shizumeori, nejiriori, orikaeshi, orisuji, sabakiori, senbazuru;
                        # of snare-drum rudiments: rudiments, paradiddle, flamacue; of ornaments, coins and
                        # wrestling: acciaccatura, nachschlag, pralltriller, portamento, vibrato, numismatics,
                        # restrike, toning, patina, suplex, sprawl, whizzer, sitout) and its dropped candidates
                        # (a substring or an entry word)
                        'volcanic', 'eruption', 'eruptions', 'vesuvian', 'subplinian', 'fumarolic', 'phreatomagmatic',
                        'nueeardente', 'nuee_ardente', 'tephra', 'magma', 'caldera', 'fumarole', 'icecap',
                        'ultraplinian', 'solfataric', 'pelean', 'hawaiian', 'volcano',
                        'orizuru', 'taniori', 'tani_ori', 'tsubushiori', 'tsubushi', 'nakawariori', 'nakawari',
                        'shizumeori', 'shizume', 'nejiriori', 'nejiri', 'orikaeshi', 'orisuji', 'sabakiori',
                        'senbazuru', 'tsuru', 'yamaori', 'yama_ori',
                        'rudiments', 'rudiment', 'paradiddle', 'flamacue', 'ratamacue', 'pataflafla', 'rimshot',
                        'acciaccatura', 'nachschlag', 'pralltriller', 'portamento', 'vibrato',
                        'numismatics', 'restrike', 'overstrike', 'planchet', 'toning', 'patina',
                        'suplex', 'sprawl', 'whizzer', 'sitout',
                        # set 120's prose styles and near variants (from set 120's README)
                        'yunshou', 'yun_shou', 'tuishou', 'tui_shou', 'xiabu', 'xia_bu', 'shizishou', 'shi_zi_shou',
                        'yemafenzong', 'ye_ma_fen_zong', 'ruifengsibi', 'rui_feng_si_bi',
                        # set 122's style candidates that passed and were not used (of Noh: nogaku, shikake,
                        # kumorasu, kamae; of kabuki: kabuki, roppo, tachimawari, wagoto, yatsushi, tsurane,
                        # shichisan, tonbo, onnagata, sewamono, tanzen) and its dropped candidates (a substring)
                        'nogaku', 'shikake', 'kumorasu', 'kamae', 'kabuki', 'roppo', 'tachimawari', 'wagoto',
                        'yatsushi', 'tsurane', 'shichisan', 'tonbo', 'onnagata', 'sewamono', 'tanzen',
                        'tomebyoshi', 'hakobi', 'shosagoto', 'shibai', 'seri',
                        # set 117's prose styles and near variants (from set 117's README)
                        'alapadma', 'alapadmas', 'arala', 'aralas', 'bhramara', 'bhramaras', 'hamsasya',
                        'hamsasyas', 'kartarimukha', 'kartari_mukha', 'mushti', 'mushtis', 'mudra', 'mudras',
                        # set 120's style candidates that passed and were not used (of taijiquan: pengjin, danbian,
                        # shoumupipa, jinjiduli; of flower arrangement: rikka, nageire, tatebana, tsuribana) and its
                        # dropped candidates and themes (an entry, an entry's word or a substring)
                        'taijiquan', 'taichi', 'pengjin', 'danbian', 'shoumupipa', 'jinjiduli', 'rikka', 'nageire',
                        'tatebana', 'tsuribana', 'ukibana', 'shikibana', 'ikebana', 'bonsai',
                        # set 116's prose styles and near variants (from set 116's README)
                        'rebote', 'rebotes', 'carom', 'caroms', 'arrimada', 'arrimadas', 'botepronto', 'bote_pronto',
                        'cortada', 'cortadas', 'reves', 'pelota',
                        # set 117's style candidates that passed and were not used (mudras of Indian classical
                        # dance; of capoeira, the words that passed) and its dropped candidates (a substring)
                        'pataka', 'tripataka', 'suchi', 'shikhara', 'sarpashirsha', 'mrigashirsha', 'simhamukha',
                        'padmakosha', 'sandamsha', 'hamsapaksha', 'tamrachuda', 'kapitta', 'hasta', 'bharatanatyam',
                        'dubki', 'aluvanda', 'atabaque', 'jogo', 'mandinga', 'malicia', 'chamada', 'ladainha',
                        'corrido', 'mukula', 'chatura', 'ardhachandra', 'kangula', 'chandrakala', 'katakamukha',
                        'trishula', 'chapa',
                        # set 113's prose styles and near variants (from set 113's README)
                        'moshikame', 'moshi_kame', 'tomeken', 'tome_ken', 'furiken', 'furi_ken', 'hikoki',
                        'toudai', 'ozara', 'kendama',
                        # set 116's style candidates that passed and were not used (of pelota: saque, txapela,
                        # frontis, xistera, atxiki; of quidditch: wronski, porskoff, plumpton, transylvanian, sloth;
                        # of Swiss wrestling: kurz, brienzer, hufter, gammen, wyberhaken, ubersprung; of ssireum:
                        # baejigi, anhurigi, ttaengdeoji, deotgeolgi; of ultimate: scoober; of go: nozoki,
                        # uttegaeshi, warikomi, sagari, osae, nigiri, nobi; of yoga: asana, tadasana, vrksasana,
                        # savasana, sirsasana, navasana, sarvangasana, balasana, uttanasana)
                        'saque', 'txapela', 'frontis', 'xistera', 'atxiki', 'wronski', 'porskoff', 'plumpton',
                        'transylvanian', 'sloth', 'kurz', 'brienzer', 'hufter', 'gammen', 'wyberhaken', 'ubersprung',
                        'baejigi', 'anhurigi', 'ttaengdeoji', 'deotgeolgi', 'scoober', 'nozoki', 'uttegaeshi',
                        'warikomi', 'sagari', 'osae', 'nigiri', 'nobi', 'asana', 'tadasana', 'vrksasana', 'savasana',
                        'sirsasana', 'navasana', 'sarvangasana', 'balasana', 'uttanasana',
                        # set 116's dropped candidates and themes (an entry, an entry's word or a substring)
                        'utkatasana', 'ustrasana', 'trikonasana', 'virabhadrasana', 'yoga', 'weiqi', 'baduk',
                        'tesuji', 'tenuki', 'shicho', 'quidditch', 'schwingen', 'ssireum', 'sotamano', 'volea',
                        'chula', 'dejada', 'remate', 'jaialai',
                        # set 111's prose styles and near variants (from set 111's README)
                        'pumpfake', 'pumpfakes', 'pump_fake', 'fadeaway', 'fadeaways', 'dribble', 'dribbles',
                        'fastbreak', 'fastbreaks', 'fast_break', 'layup', 'layups', 'dunk', 'dunks',
                        'tipin', 'boxout', 'shuvit', 'fakie', 'misty', 'indy', 'tailgrab', 'jibbing',
                        # set 113's style candidates that passed and were not used, and its dropped ones
                        'croupade', 'pesade', 'renvers', 'biberon', 'plombee', 'rafle', 'demiportee', 'casquette',
                        'musette', 'outrun', 'awaytome', 'hanaguruma', 'rosoku', 'kozara', 'chuzara', 'sakaotoshi',
                        'piaffe', 'levade', 'capriole', 'courbette', 'curveball', 'knuckleball', 'eephus',
                        'uragaeshi', 'suberidome', 'dressage', 'baseball', 'petanque',
                        # set 110's prose styles and near variants (from set 110's README)
                        'deke', 'dekes', 'wraparound', 'wraparounds', 'dangle', 'dangles', 'breakaway',
                        'breakaways', 'snipe', 'snipes', 'deflection', 'deflections',
                        # set 111's candidates that passed and were not used (of basketball: tipin, boxout; of
                        # skateboarding and snowboarding: shuvit, fakie, misty, indy, tailgrab, jibbing)
                        'tipin', 'boxout', 'shuvit', 'fakie', 'misty', 'indy', 'tailgrab', 'jibbing',
                        # set 111's dropped candidates (an entry, an entry's word or a substring: ollie, kickflip,
                        # heelflip (heel), nollie (ollie), boardslide (board, slide), crossover (over), alleyoop
                        # (alley), eurostep (uros), cutback, floater, tuberide (tube), duckdive, hangten, riposte,
                        # parry, remise, balestra, fleche, lunge, cascade, skateboard, basketball, surfing, fencing,
                        # snowboard, frontside, backside, rodeo, stalefish, nosegrab, halfpipe, carve, stepback,
                        # skyhook, bankshot, putback, nolook, jumper, airball, swish, backdoor, hookshot, screen,
                        # rebound, turnaround)
                        'ollie', 'kickflip', 'heelflip', 'nollie', 'boardslide', 'crossover', 'alleyoop', 'eurostep',
                        'cutback', 'floater', 'tuberide', 'duckdive', 'hangten', 'riposte', 'parry', 'remise',
                        'balestra', 'fleche', 'lunge', 'cascade', 'skateboard', 'basketball', 'surfing', 'fencing',
                        'snowboard', 'frontside', 'backside', 'rodeo', 'stalefish', 'nosegrab', 'halfpipe', 'carve',
                        'stepback', 'skyhook', 'bankshot', 'putback', 'nolook', 'jumper', 'airball', 'swish',
                        'backdoor', 'hookshot', 'screen', 'rebound', 'turnaround',
                        # set 109's prose styles and near variants (from set 109's README)
                        'maegeri', 'maegeris', 'yokogeri', 'yokogeris', 'ushirogeri', 'ushirogeris', 'gyakuzuki',
                        'gyakuzukis', 'ashibarai', 'ashibarais', 'kizamizuki', 'kizamizukis',
                        # set 110's candidates that passed and were not used (of ice hockey: wrister, toedrag,
                        # goalie, icehockey, enforcer, dumpin, savoie, michigan; of change ringing and knots:
                        # grandsire, stedman, clovehitch; of darts: shanghai, bedpost; diving, rowing)
                        'wrister', 'toedrag', 'goalie', 'icehockey', 'enforcer', 'dumpin', 'savoie', 'michigan',
                        'grandsire', 'stedman', 'clovehitch', 'shanghai', 'bedpost', 'diving', 'rowing',
                        # set 110's dropped candidates (an entry, an entry's word or a substring: forecheck and
                        # forechecker (check), backcheck and backchecker (back, check), slapshot (shot, slap),
                        # pokecheck (poke), onetimer (time), faceoff (face), icing, hipcheck (check), saucer (sauce),
                        # rebound (rebounder), powerplay (play), shorthanded (hand), spinorama (spin), fivehole
                        # (hole), shutout (shuto), hattrick (trick), backhander, puckhandling and stickhandling
                        # (hand), netminder (mind), linesman (line), puck, crease, zamboni; the themes hockey
                        # (airhockeyist_puck), darts (dartsplayer_oche), oche, madhouse (house), checkout (check),
                        # bullseye (bull), polo, kabaddi, snooker, lacrosse, hurling, camogie, shinty, sliotar,
                        # hurley, knots (knot), bellringing (bell, ring), bowline (bowl, line), sheepshank (sheep),
                        # flyfishing (fish))
                        'forecheck', 'forechecker', 'backcheck', 'backchecker', 'slapshot', 'pokecheck', 'onetimer',
                        'faceoff', 'icing', 'hipcheck', 'saucer', 'rebound', 'powerplay', 'shorthanded', 'spinorama',
                        'fivehole', 'shutout', 'hattrick', 'backhander', 'puckhandling', 'stickhandling', 'netminder',
                        'linesman', 'puck', 'crease', 'zamboni', 'hockey', 'darts', 'oche', 'madhouse', 'checkout',
                        'bullseye', 'polo', 'kabaddi', 'snooker', 'lacrosse', 'hurling', 'camogie', 'shinty',
                        'sliotar', 'hurley', 'knots', 'bellringing', 'bowline', 'sheepshank', 'flyfishing',
                        # set 108's prose styles and near variants (from set 108's README)
                        'rabona', 'rabonas', 'cruyff', 'cruyffs', 'nutmeg', 'nutmegs', 'nutmegged', 'nutmegging',
                        'scorpion', 'scorpions', 'marseille', 'marseilles', 'gambeta', 'gambetas',
                        # set 109's candidates that passed and were not used (of karate: karate, karateka, sensei,
                        # kiai, kumite, kihon, heian, kanku, tekki, oizuki, ageuke, gedanbarai, shuto, hizageri,
                        # tobigeri, kakatogeri, kakato, empi, ippon, zenkutsu, kokutsu, kiba, dachi, goju, karategi;
                        # of aikido: aikido, irimi, tenkan, ikkyo, nikyo, sankyo, shihonage, iriminage, kokyunage,
                        # ukemi, tenchinage, kaitennage, taisabaki, kokyu, atemi, ukenagashi; of juggling and BMX:
                        # juggling, cascade, siteswap, tailwhip, bunnyhop, fufanu, boof)
                        'karate', 'karateka', 'sensei', 'kiai', 'kumite', 'kihon', 'heian', 'kanku', 'tekki', 'oizuki',
                        'ageuke', 'gedanbarai', 'shuto', 'hizageri', 'tobigeri', 'kakatogeri', 'kakato', 'empi',
                        'ippon', 'zenkutsu', 'kokutsu', 'kiba', 'dachi', 'goju', 'karategi', 'aikido', 'irimi',
                        'tenkan', 'ikkyo', 'nikyo', 'sankyo', 'shihonage', 'iriminage', 'kokyunage', 'ukemi',
                        'tenchinage', 'kaitennage', 'taisabaki', 'kokyu', 'atemi', 'ukenagashi', 'juggling', 'cascade',
                        'siteswap', 'tailwhip', 'bunnyhop', 'fufanu', 'boof',
                        # set 109's dropped candidates (an entry, an entry's word or a substring: kotegaeshi (kote),
                        # mawashigeri (mawashi, washi), uraken (rake), nukite (kite), mikazukigeri (azuki), shotokan
                        # (shot), kyokushin (kushi), kata (katabatic), dojo, bassai (bass), shower (show), multiplex
                        # (multiple), millsmess (mill), fountain, barspin (spin), nohander (hand), candybar (candy),
                        # eskimo (skim), splitwheel and cartwheel (wheel); the themes judo, yoga, wrestling,
                        # trampoline, archery, swimming, boxing, bowling, golf, climbing, circus, rodeo, canoe,
                        # breakdance (dance), skateboarding (board), basketball (ball), parkour (park))
                        'kotegaeshi', 'mawashigeri', 'uraken', 'nukite', 'mikazukigeri', 'shotokan', 'kyokushin',
                        'kata', 'dojo', 'bassai', 'shower', 'multiplex', 'millsmess', 'fountain', 'barspin',
                        'nohander', 'candybar', 'eskimo', 'splitwheel', 'cartwheel', 'judo', 'yoga', 'wrestling',
                        'trampoline', 'archery', 'swimming', 'boxing', 'bowling', 'golf', 'climbing', 'circus', 'rodeo',
                        'canoe', 'breakdance', 'skateboarding', 'basketball', 'parkour',
                        # set 107's prose styles and near variants (from set 107's README)
                        'immelmann', 'immelmanns', 'chandelle', 'chandelles', 'lomcevak', 'lomcevaks',
                        'avalanche', 'avalanches', 'kulbit', 'kulbits', 'derry', 'derrys',
                        # set 108's candidates that passed and were not used (of football: catenaccio, libero,
                        # rainbow, bicicleta, chaleira, cuauhtemina, maradona, zidane, okocha; of skiing:
                        # christie, christiania, schuss, wedeln, mogul, slalom, vorlage, gelandesprung, parallel;
                        # of surfing: kickout, hangten, goofy; the words soccer, skiing)
                        'catenaccio', 'libero', 'rainbow', 'bicicleta', 'chaleira', 'cuauhtemina', 'maradona',
                        'zidane', 'okocha', 'christie', 'christiania', 'schuss', 'wedeln', 'mogul', 'slalom',
                        'vorlage', 'gelandesprung', 'parallel', 'kickout', 'hangten', 'goofy', 'soccer', 'skiing',
                        # set 108's dropped candidates (an entry, an entry's word or a substring: panenka (pane),
                        # elastico (last), chilena (chile), trivela (rive), stepover (over), backheel (back, heel),
                        # gegenpress (press), roulette (croupier_roulette), croqueta (croquet), lambretta (lamb),
                        # telemark (telemarker_heelplate), snowplough, herringbone, sideslip, kickturn, sitzmark,
                        # piste, cutback, floater, roundhouse, duckdive, football (ball, foot), surfing (surf))
                        'panenka', 'elastico', 'chilena', 'trivela', 'stepover', 'backheel', 'gegenpress',
                        'roulette', 'croqueta', 'lambretta', 'telemark', 'snowplough', 'herringbone', 'sideslip',
                        'kickturn', 'sitzmark', 'piste', 'cutback', 'floater', 'roundhouse', 'duckdive',
                        'football', 'surfing',
                        # set 105's prose styles and near variants (from set 105's README)
                        'boleo', 'boleos', 'sacada', 'sacadas', 'barrida', 'barridas', 'volcada', 'volcadas',
                        'enrosque', 'enrosques', 'calesita', 'calesitas',
                        # set 107's candidates that passed and were not used (of aerobatics: pugachev, herbst,
                        # aresti, aileron, snaproll, inverted, hesitation, zoom, lomcovak; of capoeira: ginga ...
                        # bencao; heraldic lines: engrailed ... potenty; capework: veronica ... manoletina)
                        'pugachev', 'herbst', 'aresti', 'aerobat', 'aerobatic', 'aerobatics', 'airshow', 'aileron',
                        'snaproll', 'inverted', 'hesitation', 'zoom', 'lomcovak',
                        'ginga', 'esquiva', 'negativa', 'rasteira', 'queixada', 'martelo', 'armada', 'meialua',
                        'macaco', 'cocorinha', 'bencao',
                        'engrailed', 'invected', 'embattled', 'nebuly', 'raguly', 'dancetty', 'indented',
                        'dovetailed', 'potenty',
                        'veronica', 'chicuelina', 'gaonera', 'revolera', 'faena', 'manoletina',
                        # set 107's dropped candidates (an entry, an entry's word or a substring: tailslide (slide),
                        # humpty, wingover (over), hammerhead (hammer), stallturn (turn), barrel_roll (barrel),
                        # split_s (split), lazy_eight and cuban_eight (eight), torque_roll (roll), knife_edge,
                        # rolling_circle (circle), cobra, tumble (tumbler), stall, yoyo, loop, flick, sailplane,
                        # biplane (wingwalker_biplane), pilot; capoeira, au (tufuga_au); heraldry)
                        'tailslide', 'humpty', 'wingover', 'hammerhead', 'stallturn', 'barrel_roll', 'split_s',
                        'lazy_eight', 'cuban_eight', 'torque_roll', 'knife_edge', 'rolling_circle', 'cobra', 'tumble',
                        'stall', 'yoyo', 'loop', 'flick', 'sailplane', 'biplane', 'pilot', 'capoeira', 'au',
                        # set 104's prose styles and near variants (from set 104's README)
                        'yurchenko', 'yurchenkos', 'kovacs', 'tkatchev', 'tkatchevs', 'gienger', 'giengers',
                        'jaeger', 'jaegers', 'stalder', 'stalders', 'gymnastics',
                        # set 105's candidates that passed and were not used (tango figures: parada, cruzada,
                        # giro, adorno, abrazo, cunita, arrastre)
                        'parada', 'cruzada', 'giro', 'adorno', 'abrazo', 'cunita', 'arrastre',
                        # set 105's dropped candidates (an entry, an entry's word or a substring: gancho, colgada,
                        # planeo, milonguero, ocho, tango, milonga; and the themes found used: go, chess, fencing,
                        # dressage)
                        'gancho', 'colgada', 'planeo', 'milonguero', 'ocho', 'tango', 'milonga',
                        # set 103's prose styles and near variants (from set 103's README)
                        'axel', 'axels', 'salchow', 'salchows', 'lutz', 'lutzes', 'twizzle', 'twizzles',
                        'biellmann', 'layback', 'laybacks',
                        # set 104's candidates that passed and were not used (of gymnastics: healy, diamidov,
                        # produnova, deltchev, kip; of rugby: scrum, maul)
                        'healy', 'diamidov', 'produnova', 'deltchev', 'kip', 'scrum', 'maul',
                        # set 104's dropped candidates (an entry, an entry's word or a substring: tsukahara
                        # (kahar_doli), markelov (mark), endo (kendoka), ruck (truck), lineout (line), grubber
                        # (rubber), sidestep, vault (traceur_vault), pommel, gymnast (gymnast_ribbon); the theme's
                        # own name, gymnastics, kept out)
                        'tsukahara', 'markelov', 'endo', 'ruck', 'lineout', 'grubber', 'sidestep', 'vault', 'pommel',
                        'gymnast', 'gymnastics',
                        # set 102's prose styles and near variants (from set 102's README)
                        'virga', 'virgas', 'haar', 'haars', 'graupel', 'katabatic', 'updraft', 'updrafts', 'sleet',
                        # set 103's candidates that passed and were not used (of figure skating: euler, choctaw;
                        # of other themes: mordent, appoggiatura, ollie, kickflip, echelon, bidon, marver, gules,
                        # argent, fesse)
                        'euler', 'choctaw', 'mordent', 'appoggiatura', 'ollie', 'kickflip', 'echelon', 'bidon',
                        'marver', 'gules', 'argent', 'fesse',
                        # set 103's dropped candidates (an entry, an entry's word, a substring or a count: mohawk
                        # (hawk), rocker (rock), spiral, toepick (epic), skater (speedskater_clapskate), rink,
                        # camel (cameleer_caravan), spin, heraldry; the theme's own name, skating, kept out)
                        'mohawk', 'rocker', 'spiral', 'toepick', 'skater', 'rink', 'camel', 'spin', 'heraldry',
                        'skating', 'figure_skating',
                        # set 101's prose styles and near variants (from set 101's README)
                        'yorikiri', 'oshidashi', 'uwatenage', 'hatakikomi', 'hikiotoshi', 'tsuppari', 'tsukidashi',
                        # set 102's candidates that passed and were not used (cumulonimbus, fohn)
                        'cumulonimbus', 'fohn',
                        # set 102's dropped candidates (an entry or a substring: squall, isobar, drizzle,
                        # downdraft (down), hailstone (hail, stone), meteorology (meteor), weather)
                        'squall', 'isobar', 'drizzle', 'downdraft', 'hailstone', 'meteorology', 'weather',
                        # set 100's prose styles and near variants (from set 100's README)
                        'googly', 'googlies', 'yorker', 'yorkers', 'doosra', 'doosras', 'outswinger', 'outswingers',
                        'inswinger', 'inswingers', 'stumped', 'stump', 'stumps', 'stumping',
                        # set 101's candidates that passed and were not used (of sumo: kimarite, rikishi, tachiai,
                        # tawara, yokozuna, basho, sidestep; astronomy: zenith, culmination; fencing: froissement,
                        # passata_sotto, moulinet; knitting: intarsia, ply; riding: levade, capriole, courbette)
                        'kimarite', 'rikishi', 'tachiai', 'tawara', 'yokozuna', 'basho', 'sidestep', 'zenith',
                        'culmination', 'froissement', 'passata_sotto', 'moulinet', 'intarsia', 'ply', 'levade',
                        'capriole', 'courbette',
                        # set 101's dropped candidates (an entry, an entry's word or a substring: of sumo utchari
                        # (hari), sumo (sumotori_mawashi), dohyo, mawashi, gyoji, bout, ring, slap, belt, wrestler;
                        # of astronomy perihelion ... orbit; of fencing riposte ... redoublement (double); of go
                        # atari ... miai, sente (sentences); of knitting purl, selvedge, yarnover; beekeeping, swarm,
                        # brood; kerning, dressage, piaffe, passage (sage), masse (masseur_oil))
                        'utchari', 'sumo', 'dohyo', 'mawashi', 'gyoji', 'bout', 'ring', 'slap', 'belt', 'wrestler',
                        'perihelion', 'aphelion', 'syzygy', 'occultation', 'libration', 'parallax', 'transit',
                        'eclipse', 'conjunction', 'opposition', 'apogee', 'perigee', 'nadir', 'precession', 'azimuth',
                        'declination', 'astronomy', 'orbit', 'riposte', 'parry', 'feint', 'lunge', 'remise',
                        'balestra', 'fleche', 'appel', 'coule', 'derobement', 'envelopment', 'touche', 'fencing',
                        'redoublement', 'atari', 'sente', 'gote', 'joseki', 'tesuji', 'aji', 'miai', 'knitting',
                        'purl', 'selvedge', 'yarnover', 'beekeeping', 'swarm', 'brood', 'kerning', 'dressage',
                        'passage', 'masse',
                        # set 99's prose styles and near variants (from set 99's README)
                        'adagio', 'arabesque', 'glissade', 'sissonne', 'cabriole', 'tendu', 'adagios', 'arabesques',
                        'glissades', 'sissonnes', 'cabrioles', 'tendus',
                        # set 100's candidates that passed and were not used (terms of cricket: innings ... swing;
                        # music: diminuendo, ritardando; golf and tennis: bogey, mulligan, deuce)
                        'innings', 'teesra', 'batter', 'batsman', 'boundary', 'swing', 'diminuendo', 'ritardando',
                        'bogey', 'mulligan', 'deuce',
                        # set 100's dropped candidates (an entry, an entry's word or a substring: of cricket maiden
                        # (balmaiden), bouncer (bouncer_clipboard), duck, nightwatchman (watchman), follow_on (on),
                        # declaration, wicket (stoolballer_wicket), cricket (crickets), beamer (beam), bodyline (line),
                        # sledging (sled), appeal (peal), umpire, dolly, caught_behind, run_out, no_ball (ball), slog
                        # (slogan), nick (nickname), flipper, leg_glance, cover_drive, reverse_sweep, crease, bowler
                        # (bowl), wicketkeeper, spinner, seam, over, pitch, delivery (liver), bowled; of chess gambit,
                        # zugzwang, castling, stalemate, fianchetto; of music fermata, staccato, crescendo, glissando,
                        # legato, pizzicato; golf, tennis, birdie (bird), volley (footvolley))
                        'maiden', 'bouncer', 'duck', 'nightwatchman', 'follow_on', 'declaration', 'wicket', 'cricket',
                        'beamer', 'bodyline', 'sledging', 'appeal', 'umpire', 'dolly', 'caught_behind', 'run_out',
                        'no_ball', 'slog', 'nick', 'flipper', 'leg_glance', 'cover_drive', 'reverse_sweep', 'crease',
                        'bowler', 'wicketkeeper', 'spinner', 'seam', 'over', 'pitch', 'delivery', 'bowled', 'gambit',
                        'zugzwang', 'castling', 'stalemate', 'fianchetto', 'fermata', 'staccato', 'crescendo',
                        'glissando', 'legato', 'pizzicato', 'golf', 'tennis', 'birdie', 'volley',
                        # set 98's prose styles and near variants (from set 98's README)
                        'simmer', 'parboil', 'garnish', 'reduction', 'julienne', 'caramelise', 'simmers', 'simmered',
                        'parboiled', 'parboils', 'garnished', 'garnishes', 'reductions', 'julienned', 'juliennes',
                        'caramelised', 'caramelises', 'caramelize', 'caramelized',
                        # set 99's candidates that passed and were not used (steps of ballet: jete ... echappe;
                        # photography: aperture, vignette, bokeh; beekeeping: propolis, skep, nectar; astronomy:
                        # nebula ... solstice; riding: piaffe)
                        'jete', 'fouette', 'releve', 'chasse', 'battement', 'developpe', 'echappe', 'aperture',
                        'vignette', 'bokeh', 'propolis', 'skep', 'nectar', 'nebula', 'retrograde', 'ecliptic',
                        'equinox', 'solstice', 'piaffe',
                        # set 99's dropped candidates (an entry, an entry's word or a substring: terms of astronomy
                        # eclipse ... meteor, of fencing parry ... fencing, of weaving warp ... weaving, of riding
                        # canter (sommelier_decanter), gallop, dressage (sage), of ballet entrechat (chat), pirouette
                        # (shawmist_pirouette), plie (in set 98's README), pointe (point), ballet (ballet_barre), and
                        # swarm ... bedrock (beekeeping, photography, heraldry, gardening, geology))
                        'eclipse', 'parallax', 'penumbra', 'perihelion', 'aphelion', 'occultation', 'transit',
                        'libration', 'perigee', 'apogee', 'syzygy', 'azimuth', 'redshift', 'umbra', 'corona', 'nadir',
                        'astronomy', 'telescope', 'orbit', 'comet', 'meteor', 'parry', 'riposte', 'feint', 'lunge',
                        'remise', 'piste', 'touche', 'bout', 'fencing', 'warp', 'weft', 'selvage', 'heddle',
                        'shuttle', 'twill', 'weaving', 'canter', 'gallop', 'dressage', 'entrechat', 'pirouette',
                        'plie', 'pointe', 'ballet', 'swarm', 'brood', 'apiary', 'exposure', 'darkroom', 'escutcheon',
                        'blazon', 'tincture', 'chevron', 'quartering', 'graft', 'prune', 'mulch', 'compost',
                        'seedling', 'stratum', 'sediment', 'moraine', 'outcrop', 'bedrock',
                        # set 97's prose styles and near variants (from set 97's README)
                        'precipitate', 'solvent', 'residue', 'filtrate', 'centrifuge', 'emulsion', 'precipitates',
                        'precipitated', 'solvents', 'residues', 'filtrates', 'centrifuges', 'centrifuged',
                        'emulsions',
                        # set 98's candidates that passed and were not used (terms of cookery: braise ... sift;
                        # typography, near set 92's candidates kerning, ligature, typography: serif ... glyph)
                        'braise', 'braised', 'braises', 'poach', 'poached', 'baste', 'roux', 'scald', 'zest', 'broth',
                        'sift', 'serif', 'ascender', 'colophon', 'tittle', 'dingbat', 'widow', 'orphan', 'leading',
                        'gutter', 'verso', 'majuscule', 'minuscule', 'italic', 'font', 'glyph',
                        # set 98's dropped candidates (an entry, an entry's word or a substring: marinade,
                        # marinate (mari), curdle (curd), blanch (carte_blanche), sear (search_snippet), skim
                        # (skimpole), deglaze (glaze), flambe (lamb), steep (steeplejack), infuse (fuse), descender
                        # (abseiler_descender), pilcrow (crow), folio (portfolio), recto (in set 97's README),
                        # em_dash (dash), baseline (line), typeface (face, type), kern (kerning); the forms
                        # simmering (ring) and braising (raising))
                        'marinade', 'marinate', 'curdle', 'blanch', 'sear', 'skim', 'deglaze', 'flambe', 'steep',
                        'infuse', 'descender', 'pilcrow', 'folio', 'recto', 'em_dash', 'baseline', 'typeface', 'kern',
                        'simmering', 'braising',
                        # set 96's prose styles and near variants (from set 96's README)
                        'oxbow', 'meander', 'tributary', 'estuary', 'sandbar', 'rapids', 'oxbows', 'meanders',
                        'meandered', 'tributaries', 'estuaries', 'sandbars',
                        # set 97's candidates that passed and were not used (terms of the chemistry laboratory,
                        # of gardening, of metalwork, of medicine, of weaving and of baking: titration ... knead)
                        'titration', 'titrate', 'evaporate', 'beaker', 'mixture', 'prune', 'espalier', 'mulch',
                        'topiary', 'trellis', 'compost', 'scion', 'perennial', 'dormant', 'anneal', 'quench',
                        'smelt', 'slag', 'flux', 'ingot', 'dross', 'prognosis', 'relapse', 'placebo', 'triage',
                        'antidote', 'suture', 'biopsy', 'sedative', 'weft', 'selvage', 'knead', 'syncopation',
                        # set 97's dropped candidates (an entry, an entry's word or a substring: distill (still),
                        # reagent (agen), sublimate (mate), condensate (sate), pipette, burette, tourniquet,
                        # remission (mission), quarantine (tine), dosage (sage), bandage (band), seedling (seed),
                        # transplant (plan), rootstock (stock), pollard (poll), leaven (leave), crumb (breadcrumb),
                        # twill (will), selvedge (edge), temper (tempera), tarnish (tarn), deadhead (dead),
                        # understudy (under), upstage (stage))
                        'distill', 'reagent', 'sublimate', 'condensate', 'pipette', 'burette', 'tourniquet',
                        'remission', 'quarantine', 'dosage', 'bandage', 'seedling', 'transplant', 'rootstock',
                        'pollard', 'leaven', 'crumb', 'twill', 'selvedge', 'temper', 'tarnish', 'deadhead',
                        'understudy', 'upstage',
                        # set 95's prose styles and near variants (from set 95's README)
                        'belay', 'crux', 'bivouac', 'serac', 'piton', 'crevasse', 'belayed', 'belaying', 'cruxes',
                        'bivouacked', 'bivouacs', 'seracs', 'pitons', 'crevasses',
                        # set 96's candidates that passed and were not used (terms of rivers and land: stratum ...
                        # shoal) and dropped ones (silt: near the entry muddy_the_waters; fossil, seam, pendulum,
                        # isobar, eddy, brood, escapement, tourbillon, mainspring: entries, words or substrings)
                        'stratum', 'outcrop', 'sediment', 'lode', 'delta', 'shoal', 'swarm', 'squall', 'drizzle',
                        'silt', 'silted', 'silting', 'fossil', 'seam', 'pendulum', 'isobar', 'eddy', 'brood',
                        'escapement', 'tourbillon', 'mainspring',
                        # set 94's prose styles and near variants (from set 94's README)
                        'becalmed', 'leeway', 'broach', 'jibe', 'reef', 'jetsam', 'becalm', 'leeways', 'broached',
                        'broaching', 'jibed', 'gybe', 'gybing', 'reefed', 'reefing', 'jettison', 'seafaring',
                        # set 95's candidates that passed and were not used (mountaineering, near the claim tag
                        # mountaineer_carabiner: summit ... jumar)
                        'summit', 'summits', 'couloir', 'icefall', 'bergschrund', 'jumar',
                        # set 95's dropped candidates (an entry, an entry's word or a substring: scree (screen),
                        # rappel (appel), abseil (abseiler), crampon (ramp), whiteout (white), cairn, carabiner,
                        # traverse (verse), overhang (over), occultation (cult), perihelion (helio), eclipse (lips),
                        # redshift (shift), lunge (plunger), touche (touch))
                        'scree', 'rappel', 'abseil', 'crampon', 'whiteout', 'cairn', 'carabiner', 'traverse',
                        'overhang', 'occultation', 'perihelion', 'eclipse', 'redshift', 'lunge', 'touche',
                        # set 93's prose styles and near variants (from set 93's README)
                        'squeeze', 'endplay', 'tenace', 'crossruff', 'yarborough', 'revoke', 'squeezing',
                        'squeezed', 'endplays', 'endplayed', 'tenaces', 'crossruffs', 'crossruffing', 'yarboroughs',
                        'revoked', 'revokes', 'bridge', 'contract_bridge', 'card_play',
                        # set 94's candidates that passed and were not used (sailing: yaw ... mayday; glacial
                        # landforms, near geologist_hammer: moraine ... tarn; chess and music, near set 92's
                        # chess and music entries: jadoube, cadenza, legato)
                        'yaw', 'bilge', 'mayday', 'careen', 'scud', 'leeward', 'helmsman', 'nautical', 'drift',
                        'moraine', 'esker', 'cirque', 'erratic', 'nunatak', 'tarn', 'chevron',
                        'jadoube', 'cadenza', 'legato',
                        # set 94's dropped candidates (an entry or a substring: capsize (caps), keelhaul (keel),
                        # doldrums (drum), windward (wind), ballast (ball, last), flotsam (lots), kedge (edge),
                        # luff (sluff), tack (an entry), heave_to (heaven), drumlin (drum), arete (rete),
                        # saltire (salt), castling (cast), stalemate (stale), en_passant (pass), fermata (mata),
                        # ostinato (nato))
                        'capsize', 'keelhaul', 'doldrums', 'windward', 'ballast', 'flotsam', 'kedge', 'luff',
                        'heave_to', 'drumlin', 'arete', 'saltire', 'castling', 'stalemate', 'en_passant', 'fermata',
                        'ostinato',
                        # set 92's prose styles and near variants (from set 92's README)
                        'corbel', 'lintel', 'spandrel', 'voussoir', 'buttress', 'oculus', 'corbels', 'lintels',
                        'spandrels', 'voussoirs', 'buttresses', 'buttressed', 'oculi', 'flying_buttress', 'keystone',
                        'cantilever', 'pilaster', 'colonnade', 'entablature', 'clerestory', 'arches', 'cathedral',
                        # set 93's candidates that passed and were not used (contract bridge: singleton ... rubber;
                        # fencing, near fencingmaster_foil: riposte ... glide; astronomy, near astronomer_eyepiece:
                        # libration ... orbit; the game of go, near weiqi_goban and baduk_goban: aji ... igo)
                        'singleton', 'sluff', 'kibitzer', 'stayman', 'cuebid', 'preempt', 'sacrifice', 'vugraph',
                        'honours', 'declarer', 'rubber',
                        'riposte', 'parry', 'feint', 'remise', 'fleche', 'derobement', 'appel', 'coule', 'croise',
                        'envelopment', 'reprise', 'flunge', 'glide',
                        'libration', 'syzygy', 'penumbra', 'apogee', 'perigee', 'opposition', 'azimuth', 'nadir',
                        'declination', 'precession', 'nutation', 'aberration', 'albedo', 'astronomy', 'orbit',
                        'aji', 'miai', 'gote', 'atari', 'tesuji', 'joseki', 'shicho', 'moyo', 'tenuki', 'geta',
                        'kikashi', 'igo',
                        # set 93's dropped candidates (an entry or a substring: finesse (ness), psyche (psych),
                        # ruff (truffle), blackwood (wood), overruff (over), underlead (under), discard, dummy, trick)
                        'finesse', 'psyche', 'ruff', 'blackwood', 'overruff', 'underlead',
                        # set 91's prose styles and near variants (from set 91's README)
                        'sfumato', 'chiaroscuro', 'craquelure', 'anamorphosis', 'verdaccio', 'scumble',
                        'leonardo', 'da_vinci', 'caravaggio', 'holbein', 'painting', 'painter', 'varnish',
                        # set 92's candidates that passed and were not used (heraldry: near heraldist_escutcheon;
                        # chess: near chess_annotation, chess_notation; music terms: near the musician tags;
                        # other parts of a building)
                        'blazon', 'tincture', 'cadency', 'abatement', 'dimidiation', 'impalement', 'bordure',
                        'zugzwang', 'fianchetto', 'zwischenzug', 'gambit', 'luft', 'prophylaxis', 'desperado',
                        'kerning', 'ligature', 'typography', 'coda', 'glissando', 'rubato', 'staccato', 'crescendo',
                        'pizzicato', 'sostenuto', 'arpeggio', 'cornice', 'architrave', 'pendentive', 'squinch',
                        'caryatid', 'tympanum',
                        # set 90's prose styles and near variants (from set 90's README)
                        'beaufort', 'mohs', 'fahrenheit', 'munsell', 'richter', 'plimsoll', 'francis_beaufort',
                        'friedrich_mohs', 'daniel_fahrenheit', 'albert_munsell', 'charles_richter',
                        'samuel_plimsoll', 'plimsoll_line', 'beaufort_scale', 'richter_scale', 'mohs_scale',
                        # set 91's dropped candidates (an entry or a substring: pentimento (time), grisaille (sail),
                        # impasto (past), pointillism (point), fresco (frescoist_intonaco), tempera (README),
                        # underdrawing (draw), glaze (glazed); passing, not used: palimpsest (near
                        # voynich_manuscript), trompe_loeil (near smoke_and_mirrors, fata_morgana), tenebrism (near
                        # chiaroscuro), intaglio, vanitas, encaustic, gouache, camaieu)
                        'pentimento', 'grisaille', 'impasto', 'pointillism', 'fresco', 'tempera', 'underdrawing',
                        'glaze', 'palimpsest', 'trompe_loeil', 'tenebrism', 'intaglio', 'vanitas', 'encaustic',
                        'gouache', 'camaieu',
                        # set 89's prose styles and near variants (from set 89's README)
                        'mercator', 'waldseemuller', 'ortelius', 'cassini', 'idrisi', 'behaim',
                        'gerardus_mercator', 'martin_waldseemuller', 'abraham_ortelius', 'martin_behaim',
                        'columbus', 'cartographer', 'cartography', 'map', 'atlas', 'globe',
                        # set 90's dropped candidates (an entry or a substring: scoville (chilihead_scoville),
                        # mercalli (call), likert (like), kardashev (dash); passing, not needed: celsius, kelvin,
                        # snellen (near optician_eyechart), apgar, bortle, saffir, fujita, gleason, brix, baume)
                        'scoville', 'mercalli', 'likert', 'kardashev', 'celsius', 'kelvin', 'snellen', 'apgar',
                        'bortle', 'saffir', 'fujita', 'gleason', 'brix', 'baume',
                        # set 88's prose styles and near variants (from set 88's README)
                        'ventris', 'voynich', 'grotefend', 'knorozov', 'rawlinson', 'rejewski', 'michael_ventris',
                        'voynich_manuscript', 'linear_b', 'behistun', 'enigma', 'marian_rejewski',
                        # set 89's dropped candidates (an entry's word or a substring: al_idrisi (al), piri_reis
                        # (streisand), harrison (harris), terra_incognita (terraform); not needed: ptolemy, blaeu,
                        # hondius, vespucci, magellan)
                        'al_idrisi', 'piri_reis', 'harrison', 'terra_incognita', 'ptolemy', 'blaeu', 'hondius',
                        'vespucci', 'magellan',
                        # set 87's prose styles and near variants (from set 87's README)
                        'demara', 'elmyr', 'rampa', 'kujau', 'toft', 'ireland', 'lobsang_rampa', 'elmyr_de_hory',
                        'mary_toft', 'william_henry_ireland', 'konrad_kujau', 'great_impostor',
                        # set 88's dropped candidates (near an earlier style: champollion (rosetta_stone);
                        # near a chosen one: kober (ventris), phaistos (voynich))
                        'champollion', 'kober', 'phaistos',
                        # set 86's prose styles (from set 86's README)
                        'schlemihl', 'cagliostro', 'mechanical_turk', 'cottingley', 'zelig', 'fregoli',
                        # set 85's prose styles and near variants (from set 85's README)
                        'tichborne', 'tichborne_claimant', 'claimant', 'arthur_orton', 'orton', 'papageno',
                        'papagena', 'magic_flute', 'tamino', 'carabas', 'marquis_of_carabas', 'puss_in_boots',
                        'puss', 'dulcamara', 'doctor_dulcamara', 'nemorino', 'elisir', 'leporello', 'don_giovanni',
                        'giovanni', 'ostap_bender', 'ostap', 'bender', 'twelve_chairs', 'vorobyaninov',
                        # set 86's dropped candidates (an entry or a counted word: clever_hans, felix_krull,
                        # khlestakov, malvolio, parolles, autolycus, dogberry, skimpole, pecksniff, micawber,
                        # pangloss, eulenspiegel, nasreddin, gil_blas, anansi, rumpelstiltskin, mrs_harris, mrs_gamp,
                        # victor_lustig, cardiff_giant, piltdown, peter_schlemihl, count_cagliostro;
                        # not needed: sludge, cherubino, despina, simplicissimus)
                        'victor_lustig', 'cardiff_giant', 'piltdown', 'mrs_harris', 'mrs_gamp', 'peter_schlemihl',
                        'count_cagliostro', 'sludge', 'mr_sludge', 'cherubino', 'despina', 'simplicissimus',
                        # set 84's prose styles and near variants (from set 84's README)
                        'tartarin', 'tartarin_of_tarascon', 'tarascon', 'chichikov', 'dead_souls',
                        'tite_barnacle', 'barnacle', 'circumlocution_office', 'svejk', 'schweik', 'good_soldier',
                        'good_soldier_svejk', 'koepenick', 'captain_of_koepenick', 'kopenick', 'oblomov',
                        'oblomovka', 'korobochka', 'plyushkin', 'lukas', 'stolz',
                        # set 85's dropped candidates (near an earlier style: minderbinder (catch_22);
                        # a word counted or an entry word: vicar_of_bray, marquis_of_carabas, harold_hill,
                        # uncle_toby, lord_emsworth; not needed: perkin_warbeck, psalmanazar, scapin, homais,
                        # rassendyll, martin_guerre, lambert_simnel, caraboo)
                        'minderbinder', 'milo_minderbinder', 'vicar_of_bray', 'harold_hill', 'uncle_toby',
                        'lord_emsworth', 'perkin_warbeck', 'psalmanazar', 'scapin', 'homais', 'rassendyll',
                        'martin_guerre', 'lambert_simnel', 'caraboo',
                        # set 83's prose styles and near variants (from set 83's README)
                        'pooh_bah', 'poohbah', 'pooh', 'bah', 'lord_high_everything_else', 'woozle', 'woozles',
                        'toad', 'mr_toad', 'toad_of_toad_hall', 'nessie', 'loch_ness_monster', 'jumblies',
                        'jumbly', 'jemima_puddleduck', 'jemima', 'puddleduck', 'jemima_puddle_duck',
                        # set 84's dropped candidates (passing every check but near an earlier style: matilda
                        # (boy_who_cried_wolf), chanticleer and chauntecleer (reynard), bounderby (gradgrind: the
                        # same novel), bob_acres (mrs_malaprop: the same play), pooter (adrian_mole: a diary); not
                        # needed: felix_krull, tartuffe, harpagon, monsieur_jourdain, zadig, gil_blas, ubu,
                        # struwwelpeter, quangle_wangle, yonghy_bonghy_bo, jellyby, skimpole, turveydrop, merdle,
                        # jorrocks, soapy_sponge; a substring or a counted word only: khlestakov, clever_hans)
                        'matilda', 'chanticleer', 'chauntecleer', 'bounderby', 'bob_acres', 'pooter', 'felix_krull',
                        'tartuffe', 'harpagon', 'monsieur_jourdain', 'jourdain', 'zadig', 'gil_blas', 'ubu',
                        'ubu_roi', 'struwwelpeter', 'quangle_wangle', 'yonghy_bonghy_bo', 'jellyby', 'skimpole',
                        'turveydrop', 'merdle', 'jorrocks', 'soapy_sponge', 'khlestakov', 'clever_hans',
                        # set 82's prose styles and near variants (from set 82's README)
                        'glendower', 'owen_glendower', 'autolycus', 'bellman', 'hunting_of_the_snark', 'snark',
                        'boojum', 'pickwick', 'mr_pickwick', 'pickwick_club', 'jingle', 'nasreddin',
                        'nasreddin_hodja', 'hodja', 'peer_gynt', 'solveig',
                        # set 83's dropped candidates (passing every check but near an earlier style or not
                        # needed: macavity (moriarty, scarlet_pimpernel); not needed: kilroy, barkis, androcles,
                        # ben_gunn (near robinson_crusoe), gradgrind, squirrel_nutkin, hunca_munca, heffalump,
                        # rum_tum_tugger, pobble, ko_ko, nanki_poo, bumble, podsnap, bunthorne, yeti, bunyip,
                        # tweedledee (tweedledum), ratty, badger, psmith, ukridge, augustus_fink_nottle)
                        'macavity', 'kilroy', 'barkis', 'androcles', 'ben_gunn', 'gradgrind', 'squirrel_nutkin',
                        'hunca_munca', 'heffalump', 'rum_tum_tugger', 'pobble', 'ko_ko', 'nanki_poo', 'bumble',
                        'podsnap', 'bunthorne', 'yeti', 'bunyip', 'tweedledee', 'ratty', 'badger', 'psmith',
                        'ukridge', 'augustus_fink_nottle',
                        # set 81's prose styles and near variants (from set 81's README)
                        'billy_bunter', 'bunter', 'postal_order', 'worzel_gummidge', 'worzel', 'gummidge',
                        'aunt_sally', 'greyfriars_bobby', 'greyfriars', 'annie_oakley', 'oakley',
                        'little_sure_shot', 'ichabod_crane', 'ichabod', 'sleepy_hollow', 'headless_horseman',
                        'brunel', 'isambard_kingdom_brunel',
                        # set 81's candidates passing every check but not needed (from set 81's README)
                        'bill_sikes', 'ned_kelly', 'davy_crockett', 'johnny_appleseed', 'lizzie_borden', 'al_capone',
                        'jesse_james', 'wyatt_earp', 'pocahontas',
                        # set 82's dropped candidates (passing every check but near an earlier style or not
                        # needed: gawain (camelot, merlin, holy_grail), croesus (midas), parolles (falstaff),
                        # desperate_dan (popeye: a comic strongman), tweedledum (humpty_dumpty), xerxes (king_canute:
                        # commanding the sea); not needed: biggles, raffles, squeers, pecksniff, eulenspiegel,
                        # mercutio, benedick, hotspur, mother_hubbard, simple_simon, noddy, bagpuss, wombles)
                        'gawain', 'croesus', 'parolles', 'desperate_dan', 'tweedledum', 'xerxes', 'biggles', 'raffles',
                        'squeers', 'pecksniff', 'eulenspiegel', 'mercutio', 'benedick', 'hotspur', 'mother_hubbard',
                        'simple_simon', 'noddy', 'bagpuss', 'wombles',
                        # set 80's prose styles and near variants (from set 80's README)
                        'baldrick', 'blackadder', 'cunning_plan', 'basil_fawlty', 'basil', 'fawlty',
                        'fawlty_towers', 'nelson', 'lord_nelson', 'trafalgar', 'samuel_pepys', 'pepys',
                        'popeye', 'spinach', 'guy_fawkes', 'fawkes', 'gunpowder_plot',
                        # set 81's dropped candidates (passing every check but near an earlier style or not
                        # needed: corporal_jones (basil_fawlty: a sitcom figure), dogberry (mrs_malaprop), tigger
                        # (eeyore), maigret (the detectives), adrian_mole and bridget_jones (samuel_pepys: diarists),
                        # henry_viii (bluebeard), florence_nightingale (diogenes: the lamp), paul_revere (nelson: the
                        # signal), wat_tyler, rob_roy and hereward (spartacus, guy_fawkes: rebels), calamity_jane and
                        # buffalo_bill (annie_oakley), blackbeard (popeye), richard_iii (hollow_crown), dr_livingstone
                        # (the explorers))
                        'corporal_jones', 'dogberry', 'tigger', 'maigret', 'adrian_mole', 'bridget_jones',
                        'henry_viii', 'florence_nightingale', 'paul_revere', 'wat_tyler', 'rob_roy', 'hereward',
                        'calamity_jane', 'buffalo_bill', 'blackbeard', 'richard_iii', 'dr_livingstone',
                        # set 79's prose styles and near variants (from set 79's README)
                        'spartacus', 'malvolio', 'twelfth_night', 'diogenes', 'grinch', 'whoville', 'galileo',
                        'galilei', 'paddington', 'paddington_bear', 'marmalade',
                        # set 80's dropped candidates (passing every check but near an earlier style or not
                        # needed: newton (galileo), shergar (vanishings: keyser_soze, lord_lucan), columbus
                        # (spelled like columbo), rasputin (lazarus), tintin, asterix, boudicca)
                        'newton', 'shergar', 'columbus', 'rasputin', 'tintin', 'asterix', 'boudicca',
                        # set 78's prose styles and near variants (from set 78's README)
                        'lazarus', 'mrs_malaprop', 'malaprop', 'malapropism', 'loki', 'keyser_soze', 'keyser', 'soze',
                        'jeeves', 'wooster', 'tristram_shandy', 'tristram', 'shandy',
                        # set 79's dropped candidates (an entry or a word of one, a claim-tag word, or near an
                        # earlier style although the checks passed: sancho_panza: don_quixote; delilah: samson;
                        # clouseau: sherlock_holmes; amelia_earhart, lord_lucan: keyser_soze, bermuda_triangle;
                        # zeno: achilles_heel, tristram_shandy; or passing and not needed)
                        'sancho_panza', 'delilah', 'clouseau', 'amelia_earhart', 'lord_lucan', 'zeno',
                        'pontius_pilate', 'ozymandias', 'flying_dutchman', 'iago', 'polonius', 'yorick',
                        'heathcliff', 'willy_wonka', 'marie_antoinette', 'brutus', 'cleopatra', 'gollum',
                        'gandalf', 'bilbo', 'eeyore', 'mr_magoo',
                        # set 77's prose styles and near variants (from set 77's README)
                        'prometheus', 'gatsby', 'great_gatsby', 'hercules', 'heracles', 'mowgli', 'jungle_book',
                        'prospero', 'scarlet_pimpernel', 'pimpernel', 'scarlet', 'sisyphus', 'shere_khan',
                        # set 78's dropped candidates (an entry or a word of one, a word counted in set 77's README
                        # or validator, a unit name or near an earlier style: arsene_lupin, lupin, fantomas:
                        # scarlet_pimpernel, sherlock_holmes; atlantis: bermuda_triangle; tiresias, nostradamus:
                        # crystal_ball, cassandra; el_dorado: fools_gold; huckleberry_finn: tom_sawyer; camelot:
                        # excalibur, lancelot; xanadu: fata_morgana; bertie_wooster: jeeves; baba_yaga: ali_baba;
                        # or passing and not needed: proteus, esau, svengali, anansi, reynard)
                        'arsene_lupin', 'lupin', 'fantomas', 'atlantis', 'tiresias', 'nostradamus', 'el_dorado',
                        'huckleberry_finn', 'camelot', 'xanadu', 'bertie_wooster', 'baba_yaga', 'proteus', 'esau',
                        'svengali', 'anansi', 'reynard', 'rosetta_stone', 'king_canute', 'walter_mitty',
                        # set 76's prose styles and near variants (from set 76's README)
                        'orpheus', 'eurydice', 'scheherazade', 'captain_ahab', 'ahab', 'moby_dick', 'medusa',
                        'gorgon', 'gulliver', 'lilliput', 'lilliputians', 'cyrano', 'cyrano_de_bergerac',
                        # set 77's dropped candidates (an entry or a word of one, a claim-tag word, a unit name,
                        # a word counted in set 76's README or validator, near a set-76 style or an entry
                        # (poirot, moriarty: sherlock_holmes; ishmael, jonah: captain_ahab; sinbad, phileas_fogg:
                        # gulliver; circe, cyclops, polyphemus: odysseus; lethe, persephone, charon: orpheus;
                        # falstaff: munchausen; merlin: wizard_of_oz; lancelot: excalibur; javert: captain_ahab;
                        # casanova: mata_hari), or passing every check and not needed)
                        'icarus', 'midas', 'cassandra', 'procrustes', 'sirens', 'lorelei', 'sphinx', 'oedipus',
                        'golden_fleece', 'noahs_ark', 'tower_of_babel', 'david_and_goliath', 'robin_hood', 'king_lear',
                        'shylock', 'puck', 'dracula', 'trojan_horse', 'captain_nemo', 'wizard_of_oz', 'white_rabbit',
                        'poirot', 'moriarty', 'ishmael', 'jonah', 'sinbad', 'phileas_fogg', 'circe', 'cyclops',
                        'polyphemus', 'lethe', 'persephone', 'charon', 'falstaff', 'merlin', 'lancelot', 'javert',
                        'casanova', 'samson', 'beowulf', 'ophelia', 'micawber', 'fagin', 'artful_dodger', 'ali_baba',
                        'tarzan', 'zorro', 'monte_cristo', 'esmeralda', 'daedalus', 'styx',
                        # set 75's prose styles and near variants (from set 75's README)
                        'houdini', 'rumpelstiltskin', 'sherlock_holmes', 'sherlock', 'holmes', 'hansel_and_gretel',
                        'hansel', 'gretel', 'bermuda_triangle', 'bermuda', 'triangle', 'mata_hari', 'mata', 'hari',
                        # set 76's dropped candidates (an entry or a word of one, a claim-tag word, a word counted in
                        # set 75's README, near an entry or a set-73/75 style (odysseus: trojan_horse; columbo:
                        # sherlock_holmes; hamlet: buridans_ass; excalibur: holy_grail), or passing every check and
                        # not needed)
                        'odysseus', 'columbo', 'hamlet', 'macbeth', 'lady_macbeth', 'marco_polo', 'miss_havisham',
                        'tom_sawyer', 'aladdin', 'rapunzel', 'argus', 'excalibur', 'cerberus', 'calypso', 'quasimodo',
                        'moby_dick', 'oliver_twist', 'scrooge', 'faust', 'doublethink', 'peter_pan', 'nero', 'candide',
                        'robinson_crusoe', 'boy_who_cried_wolf', 'pandora', 'penelope', 'ariadne', 'king_solomon',
                        'baron_munchausen', 'miss_marple',
                        # set 74's prose styles and near variants (from set 74's README)
                        'pinocchio', 'humpty_dumpty', 'humpty', 'dumpty', 'cinderella', 'pygmalion', 'narcissus',
                        'eureka',
                        # set 75's dropped candidates (an entry, a word of one, a claim-tag word, a word counted in
                        # set 74's README or validator, a unit name of a chosen tree, or near a set-74 style)
                        'trojan_horse', 'cassandra', 'janus', 'jekyll_and_hyde', 'midas_touch', 'mad_hatter',
                        'wizard_of_oz', 'occams_razor', 'chekhovs_gun', 'tower_of_babel', 'ugly_duckling',
                        'bluebeard', 'walter_mitty', 'jabberwocky', 'icarus', 'munchausen', 'goldilocks',
                        'frankenstein', 'dorian_gray', 'nemesis', 'procrustean', 'sphinx', 'philosophers_stone',
                        'david_and_goliath', 'macguffin', 'schrodingers_cat', 'robin_hood', 'mona_lisa',
                        'sleight_of_hand', 'smoke_and_mirrors', 'oracle', 'ouija', 'catch_22',
                        # set 73's prose styles and near variants (from set 73's README)
                        'rashomon', 'doubting_thomas', 'doubting', 'thomas', 'prodigal_son', 'prodigal',
                        'buridans_ass', 'buridans', 'ship_of_theseus', 'theseus', 'tantalus',
                        # set 74's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 73's README or validator, near an entry or a set-72/73 style)
                        'pandoras_box', 'sword_of_damocles', 'emperors_new_clothes', 'cry_wolf', 'sour_grapes',
                        'dog_in_the_manger', 'wild_goose_chase', 'lotus_eaters', 'white_elephant', 'albatross',
                        'faustian_bargain', 'kafkaesque', 'cheshire_cat', 'pied_piper', 'crossing_the_rubicon',
                        'tabula_rasa', 'penelopes_web', 'sirens_song', 'king_canute', 'sleeping_beauty',
                        'chicken_little', 'don_quixote', 'groundhog_day', 'herculean', 'lots_wife',
                        'judgement_of_solomon', 'sisyphus', 'scylla_and_charybdis', 'holy_grail', 'minotaur',
                        'methuselah',
                        # set 72's prose styles and near variants (from set 72's README)
                        'poisoned_chalice', 'poisoned', 'chalice', 'hollow_crown', 'hollow', 'crown',
                        'deus_ex_machina', 'deus', 'machina', 'fata_morgana', 'fata', 'morgana', 'rip_van_winkle',
                        'winkle', 'mea_culpa', 'culpa',
                        # set 73's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 72's README or validator, near an entry, or passing every check and not needed)
                        'mortons_fork', 'chekhovs_gun', 'occams_razor', 'damascene_conversion', 'pollyanna',
                        'panglossian', 'streisand_effect', 'cargo_cult', 'red_queen', 'ugly_duckling', 'greek_gift',
                        'trojan_gift', 'mark_of_cain', 'tower_of_babel', 'manna_from_heaven', 'lions_den',
                        'golden_calf', 'riddle_of_the_sphinx', 'socratic_irony', 'good_samaritan',
                        'thirty_pieces_of_silver', 'sacrificial_lamb', 'nemesis', 'walter_mitty', 'jekyll_and_hyde',
                        'judas_kiss', 'forbidden_fruit', 'noahs_ark', 'sorcerers_apprentice',
                        # set 71's prose styles and near variants (from set 71's README)
                        'pyrrhic_victory', 'pyrrhic', 'victory', 'potemkin_village', 'potemkin', 'village',
                        'gordian_knot', 'gordian', 'knot', 'swan_song', 'swan', 'song', 'swan-song', 'sacred_cow',
                        'sacred', 'cow', 'scorched_earth', 'scorched', 'earth', 'scorched-earth',
                        # set 72's dropped candidates (an entry, a word of one, a claim-tag word, a word counted
                        # in set 71's README or validator, or passing every check and not needed)
                        'wolf_in_sheeps_clothing', 'elephant_in_the_room', 'devils_advocate', 'catch_22',
                        'double_edged_sword', 'fools_paradise', 'shot_in_the_dark', 'wild_goose_chase', 'last_straw',
                        'tip_of_the_iceberg', 'barking_up_the_wrong_tree', 'dead_ringer', 'cold_feet', 'paper_trail',
                        'sword_of_damocles', 'fig_leaf', 'thin_ice', 'trial_by_fire', 'lame_duck', 'wooden_spoon',
                        'emperors_new_clothes', 'cheshire_cat', 'janus_faced', 'castles_in_spain', 'faustian_bargain',
                        'pandoras_box', 'siren_call', 'tilting_at_windmills', 'pied_piper', 'ariadnes_thread',
                        'dog_in_the_manger', 'bellwether', 'hail_mary', 'parthian_shot', 'cadmean_victory',
                        'white_knight', 'eminence_grise', 'fait_accompli', 'tabula_rasa', 'quid_pro_quo',
                        'coup_de_grace', 'volte_face', 'bete_noire', 'idee_fixe', 'crossing_the_rubicon', 'rubicon',
                        'herculean_labour', 'lotus_eaters', 'cassandra', 'quixotic', 'kafkaesque', 'byzantine',
                        'cats_cradle', 'gadfly', 'carte_blanche', 'deja_vu', 'doppelganger', 'resting_on_laurels',
                        # set 70's prose styles and near variants (from set 70's README)
                        'lip_service', 'lip', 'service', 'lip-service', 'crocodile_tears', 'crocodile', 'tears',
                        'muddy_waters', 'muddy', 'waters', 'muddied_the_waters', 'muddy_the_waters',
                        'feather_in_its_cap', 'feather', 'cap', 'feathers_in_its_cap', 'feather_in_my_cap',
                        'tempest_in_a_teapot', 'tempest', 'teapot', 'storm_in_a_teacup', 'silver_lining', 'silver',
                        'lining', 'silver_linings',
                        # set 71's dropped candidates (an entry already, a word of an entry or of a claim tag,
                        # a word in set 70's README or validator, or near one in meaning)
                        'red_tape', 'wild_card', 'false_dawn', 'bait_and_switch', 'smoke_screen', 'open_secret',
                        'blank_cheque', 'song_and_dance', 'old_hat', 'wet_blanket', 'brass_tacks', 'pig_in_a_poke',
                        'mares_nest', 'curates_egg', 'hobsons_choice', 'moot_point', 'kettle_of_fish',
                        'bolt_from_the_blue', 'bated_breath', 'snake_oil', 'straw_in_the_wind', 'gift_horse',
                        'hue_and_cry', 'halcyon_days', 'spanner_in_the_works', 'cock_and_bull', 'chinese_whispers',
                        'will_o_the_wisp', 'goose_egg', 'penny_drops', 'sabre_rattling', 'damascene_moment',
                        'trial_balloon', 'procrustean_bed', 'augean_stables', 'midas_touch', 'salad_days',
                        'double_dutch', 'stalking_horse', 'whipping_boy', 'hostage_to_fortune',
                        'canary_in_the_coal_mine', 'busmans_holiday', 'albatross', 'sisyphean_task', 'dutch_courage',
                        'mexican_standoff', 'forlorn_hope', 'ivory_tower', 'scapegoat', 'ostrich', 'hair_of_the_dog',
                        # set 69's prose styles and near variants (from set 69's README)
                        'house_of_cards', 'house', 'cards', 'houses_of_cards', 'pie_in_the_sky', 'pie', 'sky',
                        'flash_in_the_pan', 'flash', 'pan', 'flashes_in_the_pan', 'tongue_in_cheek', 'tongue',
                        'cheek', 'achilles_heel', 'achilles', 'heel', 'bone_of_contention', 'bone', 'contention',
                        'bones_of_contention',
                        # set 70's dropped candidates (an entry already, a word of an entry or of a claim tag,
                        # a word in set 69's README, or near one in meaning)
                        'cold_shoulder', 'dead_end', 'wild_goose_chase', 'smoking_gun', 'slippery_slope',
                        'double_edged_sword', 'paper_trail', 'straw_poll', 'ballpark_figure', 'mixed_bag',
                        'tall_order', 'close_shave', 'last_ditch', 'bread_and_butter', 'cherry_picking',
                        'devils_advocate', 'lame_duck', 'blessing_in_disguise', 'fish_out_of_water', 'axe_to_grind',
                        'spill_the_beans', 'wishful_thinking', 'dead_ringer', 'fly_on_the_wall', 'rule_of_thumb',
                        'loose_lips', 'apple_of_discord', 'thorn_in_the_side', 'pandoras_box', 'sword_of_damocles',
                        'catch_22', 'bitter_pill', 'sticking_point', 'stumbling_block', 'weak_link', 'brownie_points',
                        'bee_in_its_bonnet', 'kangaroo_court', 'fig_leaf', 'olive_branch', 'nest_egg', 'scot_free',
                        'lions_share', 'elbow_grease',
                        # set 68's prose styles and near variants (from set 68's README)
                        'full_circle', 'circle', 'full', 'come_full_circle', 'moving_target', 'moving', 'target',
                        'moving_targets', 'hot_potato', 'potato', 'hot', 'rabbit_hole', 'rabbit', 'hole',
                        'down_the_rabbit_hole', 'fools_gold', 'fools', 'gold', 'crystal_ball', 'crystal', 'ball',
                        # set 69's dropped candidates (an entry already, a word of an entry, or near one)
                        'smoke_and_mirrors', 'up_in_the_air', 'safe_bet', 'leap_of_faith', 'sleight_of_hand',
                        'on_the_fence', 'wide_of_the_mark', 'in_the_bag', 'long_shot', 'tall_tale', 'grain_of_salt',
                        'castles_in_the_air', 'cold_feet', 'white_lie', 'cloak_and_dagger', 'par_for_the_course',
                        'at_sea', 'second_fiddle', 'pipe_dream', 'trojan_horse', 'cat_and_mouse', 'white_elephant',
                        'sea_change', 'loose_cannon', 'acid_test', 'can_of_worms', 'eleventh_hour', 'wild_card',
                        'shaggy_dog_story', 'hand_in_glove', 'half_baked', 'fair_game', 'close_call', 'damp_squib',
                        # set 67's prose styles and near variants (from set 67's README)
                        'thin_ice', 'thin', 'ice', 'cry_wolf', 'cry', 'wolf', 'cried_wolf', 'tip_of_the_iceberg',
                        'tip', 'iceberg', 'needle_in_a_haystack', 'needle', 'haystack', 'sour_grapes', 'sour',
                        'grapes', 'jump_the_gun', 'jump', 'gun', 'jumped_the_gun',
                        # set 68's dropped candidates
                        'poker_face', 'blind_spot', 'paper_tiger', 'dark_horse', 'last_straw', 'cold_comfort',
                        'sitting_duck', 'open_book',
                        # set 66's prose styles and near variants (from set 66's README)
                        'red_herring', 'herring', 'herrings', 'on_the_fly', 'fly', 'at_arms_length',
                        'arms_length', 'arms', 'length', 'clutching_at_straws', 'clutching', 'straws', 'straw',
                        'back_burner', 'burner', 'foot_in_the_door', 'foot', 'door',
                        # set 67's dropped candidates
                        'loose_ends', 'elephant_in_the_room', 'writing_on_the_wall', 'penny_dropped', 'dead_end',
                        'wrong_tree', 'cold_trail', 'spill_the_beans', 'bird_in_the_hand',
                        # set 65's prose styles and near variants (from set 65's README)
                        'point_blank', 'point-blank', 'point', 'blank', 'under_wraps', 'wraps',
                        'hook_line_and_sinker', 'sinker', 'tooth_and_nail', 'tooth', 'nail', 'from_scratch',
                        'scratch', 'by_default', 'default',
                        # set 66's dropped candidates
                        'wild_goose_chase', 'up_in_the_air', 'behind_the_scenes', 'off_the_record', 'spot_on',
                        'cut_and_dried', 'in_a_nutshell', 'out_of_the_loop', 'under_the_radar',
                        'in_black_and_white', 'by_the_book', 'back_to_square_one', 'clean_slate', 'cat_and_mouse',
                        'smoke_and_mirrors', 'rule_of_thumb', 'half_hearted', 'a_shot_in_the_dark',
                        'second_nature', 'long_shot', 'neck_and_neck', 'touch_and_go', 'in_the_clear', 'cold_feet',
                        'wild', 'goose', 'chase',
                        # set 64's prose styles and near variants (from set 64's README)
                        'so_called', 'so-called', 'called', 'on_paper', 'paper', 'at_face_value', 'face_value',
                        'face', 'in_earnest', 'earnest', 'in_passing', 'passing', 'for_good', 'good',
                        # set 65's dropped candidates
                        'by_and_large', 'at_long_last', 'in_vain', 'to_no_avail', 'as_it_were', 'of_course',
                        'out_of_the_blue', 'on_the_fence', 'on_a_hunch', 'at_a_glance', 'to_the_letter',
                        'out_of_hand', 'in_good_faith', 'once_and_for_all', 'all_along', 'word_for_word',
                        'second_hand', 'in_principle', 'with_a_grain_of_salt', 'in_the_end', 'in_the_meantime',
                        'by_heart', 'in_the_bag', 'on_the_nose',
                        # set 63's prose styles and near variants (from set 63's README)
                        'fractions', 'fraction', 'have_got', 'got', 'mind_collocations', 'mind', 'minds',
                        'collocation', 'collocations', 'none_other_than', 'whereupon', 'in_the_dark', 'dark',
                        'in_the_know',
                        # set 64's dropped candidates
                        'end_up', 'absolute_clauses', 'save_for', 'to_its_credit', 'in_a_word', 'courtesy_of',
                        'be_to', 'as_though', 'used_to', 'no_sooner', 'lo_and_behold', 'come_to', 'get_passives',
                        'on_board', 'to_and_fro', 'in_so_many_words', 'if_not',
                        # set 62's prose styles and near variants (from set 62's README)
                        'psych_predicates', 'psych', 'psychological', 'predicate', 'predicates', 'experiencer',
                        'adjectival_valency', 'adjectival', 'valency', 'adjective', 'goes_unsaid', 'unsaid',
                        'preferentials', 'preferential', 'preference', 'anything_but', 'what_with',
                        # set 63's dropped candidates
                        'no_matter', 'if_anything', 'far_from', 'for_all', 'worth_gerunds', 'headlinese',
                        'one_anaphora', 'but_for', 'enough_to', 'euphemisms', 'tautologies', 'metonyms',
                        'polyptotons', 'quotative_like', 'sure_enough', 'scalar_bounds', 'fact_that',
                        'commerce_metaphors', 'prefix_over_under',
                        # set 61's prose styles and near variants (from set 61's README)
                        'allatives', 'allative', 'towards', 'toward', 'interjections', 'interjection',
                        'endophorics', 'endophoric', 'pleonasms', 'pleonasm', 'retrospectives', 'retrospective',
                        'hindsight', 'retrospect', 'agentives', 'agentive', 'believer', 'holder', 'guesser',
                        # set 62's dropped candidates
                        'hyperboles', 'paralipses', 'oxymorons', 'chiasmi', 'anadiploses', 'zeugmas',
                        'hypallages', 'epanalepses', 'singular_they', 'resumptives', 'sentential_subjects',
                        'caused_motion', 'vague_language', 'n_after_n', 'not_that_clauses', 'so_much_for',
                        'dialect_words', 'slash_alternatives',
                        # set 60's prose styles and near variants (from set 60's README)
                        'essives', 'essive', 'capacity', 'instrumentals', 'instrumental', 'means', 'prolatives',
                        'prolative', 'perlative', 'vialis', 'route', 'path', 'distributives', 'distributive',
                        'each', 'apiece', 'exemplifiers', 'exemplifier', 'example', 'instance', 'diminutives',
                        'diminutive', 'little', 'tiny', 'wee',
                        # set 61's dropped candidates
                        'ablatives', 'augmentatives', 'manner_adverbials', 'paucals', 'durations', 'cessatives',
                        'continuatives', 'vocatives', 'multiplicatives', 'materials', 'semelfactives',
                        'case_history',
                        # set 59's prose styles and near variants (from set 59's README)
                        'desideratives', 'desiderative', 'desire', 'wish', 'want', 'apprehensives',
                        'apprehensive', 'fear', 'lest', 'avertives', 'avertive', 'almost', 'nearly', 'privatives',
                        'privative', 'without', 'benefactives', 'benefactive', 'behalf', 'comitatives',
                        'comitative', 'together', 'along',
                        # set 60's dropped candidates
                        'perlatives', 'malefactives', 'translatives', 'terminatives', 'measure_phrases',
                        'reformulatives', 'approximatives', 'abilitatives', 'free_choice', 'topic_markers',
                        'demonstratives', 'locatives',
                        # set 58's prose styles and near variants
                        'conatives', 'conative', 'attempt', 'attempts', 'way_constructions', 'way', 'constructions',
                        'performatives', 'performative', 'speech_acts', 'miratives', 'mirative', 'surprise',
                        'spend_time', 'spend', 'time', 'substitutives', 'substitutive', 'instead',
                        # set 59's dropped candidates
                        'habituals', 'frustratives', 'evidentials', 'neg_raising', 'iteratives', 'hortatives',
                        'optatives', 'reversatives', 'phasal_adverbs', 'pied_piping', 'sensory_verbs',
                        'additives', 'proximatives',
                        # set 57's prose styles and near variants
                        'reflexives', 'reflexive', 'reciprocals', 'reciprocal', 'partitives', 'partitive',
                        'delexicals', 'delexical', 'light', 'consecutives', 'consecutive', 'result', 'results',
                        'double_genitives', 'genitive', 'genitives', 'double',
                        # set 58's dropped candidates
                        'zero_derivation', 'mis_prefixes', 'depictives', 'sluicing', 'right_dislocation',
                        'implicatives', 'aspectual_verbs', 'dual_determiners', 'complex_prepositions',
                        'frequency_adverbs', 'motion_verbs', 'indefinite_pronouns', 'mental_nouns', 'correctio',
                        'clock_times',
                        # set 55's prose styles, its dropped candidates and near variants
                        'lipogram', 'lipograms', 'letter_constraint', 'reduplication', 'reduplicative',
                        'rhyming_pairs', 'ablaut', 'gapping', 'gapped', 'split_infinitives', 'split',
                        'infinitives', 'infinitive', 'correlatives', 'correlative', 'paired_conjunctions',
                        'binomials', 'binomial', 'word_pairs', 'freezes', 'stranded_prepositions', 'stranded',
                        'prepositions', 'onomatopoeia', 'sound_words', 'contractions', 'contraction',
                        'superlatives', 'superlative', 'similes', 'simile', 'cumulative_sentences', 'cumulative',
                        'latin_tags', 'latin', 'kennings', 'kenning', 'negative_concord', 'concord',
                        'it_extraposition', 'extraposition', 'emphatic_do', 'do_support',
                        # set 56's prose styles and near variants
                        'tough_constructions', 'tough', 'tough_movement', 'causatives', 'causative', 'inchoatives',
                        'inchoative', 'object_complements', 'complements', 'complement', 'respectively',
                        'commaless', 'comma', 'commas', 'no_commas', 'unpunctuated',
                        # set 57's dropped candidates
                        'result_clauses', 'light_verbs', 'equatives', 'raising_verbs', 'gerund_subjects',
                        'pseudo_coordination', 'free_relatives', 'progressive_aspect', 'future_in_the_past',
                        'too_to_constructions', 'middle_voice', 'resultatives', 'subjunctive_mood', 'cognate_objects',
                        'control_verbs', 'negative_polarity_items', 'comparative_correlatives',
                        # set 56's dropped candidates
                        'former_latter', 'let_alone', 'ditransitives', 'double_objects', 'pro_forms',
                        'purpose_clauses', 'as_if_clauses', 'exceptive_constructions', 'postpositives',
                        'present_perfect', 'free_indirect_discourse', 'generic_one', 'pangram',
                        'dash_interruptions', 'epistolary', 'proverbs', 'allusions',
                        # set 54's prose styles, its dropped candidates and near variants
                        'alliteration', 'alliterative', 'existential_there', 'existential', 'there',
                        'monosyllables', 'monosyllabic', 'one_syllable', 'polysyllabic', 'british_orthography',
                        'british', 'orthography', 'spelling', 'american_spelling', 'hyphen_compounds', 'hyphen',
                        'hyphenated', 'compounds', 'asyndeton', 'tag_questions', 'phrasal_verbs', 'phrasal',
                        'negative_inversion', 'inversion', 'prepositional_openers', 'prepositional',
                        'absolute_constructions', 'absolute', 'second_person_self', 'second_person',
                        'archaic_diction', 'archaic', 'reverse_chronology', 'chronology', 'internal_rhyme', 'rhyme',
                        'pluperfect_narration', 'pluperfect', 'title_case', 'uppercase',
                        # set 53's prose styles, its dropped candidates and near variants
                        'anaphoric_openings', 'anaphoric', 'openings', 'anaphora', 'participial_openers',
                        'participial', 'openers', 'participles', 'embedded_relatives', 'embedded', 'relatives',
                        'relative_clauses', 'colon_reveals', 'colon', 'reveals', 'all_lowercase', 'lowercase',
                        'lower_case', 'conjunction_starts', 'conjunction', 'conjunctions', 'starts',
                        'polysyndeton', 'rhetorical_questions', 'rhetorical', 'personification', 'temporal_clauses',
                        'temporal', 'conditional_clauses', 'conditional', 'double_negatives', 'negatives',
                        # set 52's prose styles and near variants
                        'turn_numbers', 'turn', 'turns', 'numbers', 'whether_clauses', 'whether', 'clauses',
                        'plain_bullets', 'bullets', 'plain', 'ellipsis_pauses', 'ellipsis', 'pauses',
                        'yes_no_answers', 'yes_no', 'answers', 'wise_suffixes', 'wise', 'suffixes',
                        'indirect_questions', 'yes_no_verdicts', 'trailing_ellipses', 'semicolon_chains','musing_fragment', 'musing', 'fragment', 'thinking_aloud', 'first_person_fragment',
                        'telegraphic_recap', 'telegraphic', 'telegram', 'terse_summary', 'recap',
                        'analyst_paragraph', 'analyst', 'analytical_paragraph', 'hedged_paragraph', 'paragraph',
                        'before_after_pair', 'before_after', 'before_after_recap', 'two_line_recap',
                        'evidence_first', 'evidence', 'evidence_then_conclusion', 'run_on_sentence', 'run_on',
                        'long_sentence', 'casual_chatty', 'casual', 'chatty', 'informal', 'self_reproach', 'reproach',
                        'self_criticism', 'regret', 'attacker_eye_view', 'eye_view', 'attacker_view', 'their_view',
                        'emotive_exclaim', 'emotive', 'exclaim', 'exclamatory', 'exclamation',
                        # set 43's prose styles and near variants
                        'passive_impersonal', 'passive', 'impersonal', 'passive_voice', 'official_report',
                        'ordinal_sequence', 'ordinal', 'sequence', 'numbered_steps', 'steps',
                        'extended_metaphor', 'metaphor', 'extended', 'allegory', 'analogy',
                        'third_person_self', 'third', 'third_person', 'illeism',
                        'collective_we', 'collective', 'we', 'plural_we', 'our_side',
                        'concessive_contrast', 'concessive', 'contrast', 'although', 'concession',
                        # set 44's prose styles and near variants
                        'bottom_line_first', 'bottom_line', 'verdict_first', 'tldr_first', 'summary_first',
                        'parenthetical_asides', 'parenthetical', 'asides', 'aside', 'brackets',
                        'dry_understatement', 'dry', 'understatement', 'deadpan', 'litotes',
                        'counterfactual_reasoning', 'counterfactual', 'hypothetical', 'what_if',
                        'risk_framing', 'risk', 'exposure', 'leakage', 'threat_model',
                        'reader_address', 'reader', 'address', 'note_to_reviewer', 'grader_address',
                        # set 45's prose styles and near variants
                        'forecast_projection', 'forecast', 'projection', 'prediction', 'look_ahead',
                        'causal_chain', 'causal', 'chain', 'because_chain', 'cause_effect',
                        'definitional_preamble', 'definitional', 'preamble', 'definitions', 'definition_first',
                        'tricolon_rhythm', 'tricolon', 'rhythm', 'triad', 'rule_of_three',
                        'tally_inventory', 'tally', 'inventory', 'count', 'counting',
                        'rule_citation', 'rule', 'citation', 'rules', 'convention_citation',
                        # set 46's prose styles and near variants
                        'cleft_emphasis', 'cleft', 'emphasis', 'pseudo_cleft', 'fronting',
                        'imperative_mood', 'imperative', 'mood', 'instructions', 'commands', 'directive',
                        'signposted_transitions', 'signposted', 'signposts', 'transitions', 'discourse_markers',
                        'self_verification', 'verification', 'self_check', 'double_check', 'recheck',
                        'level_by_level', 'levels', 'tree_walk', 'walk_down', 'top_down',
                        'provenance_tracing', 'provenance', 'tracing', 'source_tracing', 'sources', 'attribution',
                        # set 47's prose styles and near variants
                        'question_led', 'question', 'led', 'questions', 'q_and_a', 'self_questioning',
                        'epistemic_verbs', 'epistemic', 'verbs', 'knowledge_verbs', 'belief_verbs',
                        'general_to_particular', 'general', 'particular', 'generalisation', 'maxim_first',
                        'focus_particles', 'focus', 'particles', 'only_even',
                        'conversation_phases', 'conversation', 'phases', 'opening_middle_close', 'phase',
                        # set 51's prose styles and near variants
                        'verbatim_quotes', 'verbatim', 'quotes', 'quotation', 'direct_quotation',
                        'percentage_estimates', 'percentage', 'percentages', 'numeric_confidence',
                        'left_dislocation', 'dislocation', 'topic_fronting', 'epithet_naming', 'epithet',
                        'epithets', 'naming', 'modal_auxiliaries', 'modal', 'modals', 'auxiliaries',
                        'sentence_adverbs', 'adverbs', 'sentence_adverbials', 'prose_bullets', 'reported_speech',
                        # set 50's prose styles and near variants
                        'short_declaratives', 'declaratives', 'short_sentences', 'plain_statements',
                        'periodic_sentences', 'periodic', 'main_clause_last', 'suspended_sentences',
                        'explicit_distinctions', 'distinctions', 'distinction', 'explicit', 'contrasts_drawn',
                        'closing_caveat', 'caveat', 'closing', 'final_caveat', 'reservation', 'trailing_caveat',
                        'evaluative_adjectives', 'evaluative', 'adjectives', 'judging_adjectives', 'loaded_adjectives',
                        'historic_present', 'historic', 'present', 'present_tense', 'narrative_present',
                        # set 49's prose styles and near variants
                        'figurative_phrases', 'figurative', 'phrases', 'idioms', 'stock_idioms', 'figures_of_speech',
                        'courtroom_phrasing', 'courtroom', 'phrasing', 'legal_register', 'courtroom_diction',
                        'working_hypothesis', 'hypothesis', 'working', 'hypothesis_test', 'test_and_result',
                        'nominalisation', 'nominalization', 'nominal_style', 'noun_heavy',
                        'emphatic_certainty', 'emphatic', 'certainty', 'intensifiers', 'certain',
                        'initial_take_revised', 'initial', 'take', 'revised', 'revision', 'first_take', 'second_thoughts',
                        # set 48's prose styles and near variants
                        'comparative_degree', 'comparative', 'degree', 'comparison', 'more_or_less',
                        'missing_pieces', 'missing', 'pieces', 'gaps', 'lacks',
                        'appositive_glosses', 'appositive', 'glosses', 'gloss', 'apposition',
                        'gains_and_losses', 'gains', 'losses', 'ledger', 'balance_sheet',
                        'candid_disclosure', 'candid', 'disclosure', 'frank', 'admission',
                        'motive_inference', 'motive', 'inference', 'motives', 'intent', 'aims',
                        'tactful_register', 'tactful', 'register', 'diplomatic', 'polite', 'politeness'}
# set 142: set 140's styles and theme word, set 139's styles and the entries of set 139's
# SET41_STYLE_VARIANTS not already here, and set 142's failed and unused style candidates
SET41_STYLE_VARIANTS |= {'thigmonasty', 'flowstone', 'inclination', 'geotropism', 'dripstone', 'karst', 'doline', 'eccentricity', 'brumation', 'heddling', 'heliotropism', 'woading', 'apsis', 'cenote', 'mordanting', 'sleying', 'stalagmite', 'fretsawing', 'phototropism', 'encystment', 'inlaying', 'shuttling', 'astrodynamics', 'crimping', 'moonmilk', 'cryobiosis', 'gaffering', 'seismonasty', 'veneering', 'pirning', 'nyctinastic', 'hydrotropism', 'hibernation', 'aestivation', 'anhydrobiosis', 'banding', 'circumnutation', 'electrotropism', 'karren', 'nyctinasty', 'magnetotropism', 'marquetry', 'helictite'}
# set 142: set 139's prose styles and set 142's own (the estimate tags this checker knows)
EST_TAGS |= {'mordanting', 'sleying', 'chemotropism', 'aerotropism', 'thigmotropism', 'skototropism', 'pirning', 'shuttling', 'gravitropism', 'traumatropism', 'heddling', 'woading'}
# set 143: set 142's styles and theme word, set 141's styles and the entries of set 141's
# SET41_STYLE_VARIANTS not already here, and set 143's failed and unused style candidates
SET41_STYLE_VARIANTS |= {'aerotropism', 'botany', 'calcification', 'candling', 'cartooning', 'chandling', 'chasing', 'chemotropism', 'chipping', 'collating', 'composing', 'curding', 'dipping', 'disgorging', 'distributing', 'doffing', 'endbanding', 'evaporating', 'extracting', 'filtering', 'foiling', 'forwarding', 'galleying', 'glazing', 'glueing', 'gravitropism', 'guarding', 'hammering', 'headbanding', 'imposing', 'justifying', 'kettlestitching', 'kilning', 'laterization', 'letting', 'makeready', 'marbling', 'needling', 'oceanography', 'overlaying', 'paring', 'pinblocking', 'planing', 'platen', 'plowing', 'pontiling', 'pressman', 'printshop', 'pulling', 'puttying', 'quadding', 'quoining', 'regulating', 'relieur', 'rendering', 'renneting', 'ripening', 'ruling', 'salinization', 'saponifying', 'scalding', 'skototropism', 'soldering', 'sortsman', 'spacing', 'stickful', 'stonehand', 'stringing', 'sugarbush', 'syruping', 'thermocline', 'thigmotropism', 'tipping', 'tisserand', 'tooling', 'traumatropism', 'tympan', 'tympaning', 'typecase', 'typehigh', 'typesetting', 'typographe', 'unisoning', 'unlocking', 'upwelling', 'verrerie', 'vitrail', 'voicing', 'wayzgoose', 'wicking'}
# set 143: set 141's prose styles and set 143's own (the estimate tags this checker knows)
EST_TAGS |= {'composing', 'distributing', 'eluviation', 'ferralitization', 'gleization', 'humification', 'illuviation', 'imposing', 'justifying', 'podzolization', 'quadding', 'tympaning'}
# set 145: set 143's styles and theme word, set 142's styles and the entries of set 142's
# SET41_STYLE_VARIANTS not already here, and set 145's failed and unused style candidates
SET41_STYLE_VARIANTS |= {'eluviation', 'ferralitization', 'gleization', 'humification', 'illuviation', 'integration', 'latency', 'pedology', 'podzolization', 'provirus', 'reactivation', 'replication', 'transfection', 'viremia', 'virion'}
# set 145: set 142's prose styles and set 145's own (the estimate tags this checker knows)
EST_TAGS |= {'adsorption', 'budding', 'lysogeny', 'penetration', 'transduction', 'uncoating'}
# set 147: set 145's styles and theme word, set 144's styles and theme word and the entries of set 144's
# SET41_STYLE_VARIANTS not already here, and set 147's failed and unused style candidates
SET41_STYLE_VARIANTS |= {'penetration', 'chapelier', 'obduction', 'budding', 'felting', 'coalescence', 'planking', 'sideband', 'brimming', 'polarization', 'uncoating', 'birefringence', 'diffraction', 'epicentre', 'supercooling', 'nucleation', 'advection', 'sombrerero', 'crosstalk', 'bowing', 'riming', 'hypocentre', 'battery', 'demodulation', 'aftershock', 'amplification', 'liquefaction', 'crowning', 'rupture', 'heterodyning', 'lysogeny', 'virology', 'pouncing', 'ruffing', 'aseismic', 'fading', 'wireless', 'detection', 'glaciation', 'modulation', 'stiffening', 'basoning', 'curling', 'carroting', 'nephology', 'accretion', 'radiotelegraphy', 'telephony', 'optics', 'coining', 'convection', 'entrainment', 'uplift', 'oscillation', 'mainshock', 'tuning', 'transduction', 'tremor', 'blanking', 'evaporation', 'hutmacher', 'adsorption', 'flanging', 'rectification', 'refraction', 'seismicity', 'singeing', 'squelch', 'superheterodyne', 'upsetting', 'reeding'}
# set 147: set 144's prose styles and set 147's own (the estimate tags this checker knows)
EST_TAGS |= {'isostasy', 'pouncing', 'stiffening', 'tsunami', 'basoning', 'foreshock', 'seiche', 'microseism', 'singeing', 'carroting', 'subduction', 'bowing'}
# set 149: set 147's styles and theme word, set 146's styles and theme word and the entries of set 146's
# SET41_STYLE_VARIANTS not already here, and set 149's failed and unused style candidates
SET41_STYLE_VARIANTS |= {'accord', 'agating', 'ambergris', 'attar', 'basenote', 'boling', 'brocade', 'burnishing', 'chrysanthemum', 'chypre', 'civet', 'clairecolle', 'clearcoling', 'concrete', 'crackle', 'crossette', 'cushioning', 'distressing', 'doradura', 'doratore', 'doreur', 'drydown', 'dud', 'expression', 'facing', 'faddling', 'foreshock', 'fougere', 'fusee', 'gessoing', 'gilder', 'gilding', 'headspace', 'heartnote', 'isostasy', 'kamuro', 'labdanum', 'laying', 'maceration', 'matting', 'microseism', 'neroli', 'nosing', 'oilgilding', 'olfaction', 'opopanax', 'orris', 'osmology', 'oud', 'palm', 'parfumeur', 'peony', 'perfumery', 'pomade', 'pomander', 'priming', 'pyrotechnics', 'quickmatch', 'recutting', 'sanding', 'seiche', 'seismology', 'shellburst', 'skewing', 'sniffing', 'subduction', 'tallowing', 'tincturing', 'topnote', 'tsunami', 'tuberose', 'watergilding', 'whiting', 'willow'}
# set 149: set 146's prose styles (and its other estimate tags not already here) and set 149's own
EST_TAGS |= {'blotter', 'boling', 'burnishing', 'enfleurage', 'fixative', 'matting', 'recutting', 'rippling', 'sanding', 'sheafing', 'sillage', 'skewing', 'tedding', 'tenacity', 'threshing', 'trussing', 'vetiver', 'winnowing'}
# set 151: set 149's styles and theme word, set 148's styles and theme word and the entries of set 148's
# SET41_STYLE_VARIANTS not already here, and set 151's failed and unused style candidates
SET41_STYLE_VARIANTS |= set(['abbreviation', 'aegir', 'altocumulus', 'amphidromic', 'arriccio', 'asperitas', 'assemblage', 'basidium', 'batch_note', 'bibtex_note', 'blistering', 'blotter', 'both_kinds', 'bottling', 'cabling', 'cadge', 'cadging', 'champenoise', 'chat_note', 'checklist', 'cobol_note', 'confidence', 'contrail', 'correction', 'csv_note', 'cumulus', 'cytosis', 'dated_log', 'degassing', 'degorgement', 'desensitization', 'diff_note', 'dockerfile_note', 'dot_note', 'dryhopping', 'eagre', 'edn_note', 'efferocytosis', 'embryogenesis', 'emperipolesis', 'endocytosis', 'enfleurage', 'erlang_note', 'exocytosis', 'extravasation', 'fallstreak', 'false_claim', 'fixative', 'fractus', 'frescante', 'frogging', 'gherkin_note', 'giornata', 'go_note', 'guess_list', 'habituation', 'handover_note', 'haskell_note', 'hcl_note', 'heckling', 'hedge', 'hemostasis', 'heredoc_note', 'horology', 'html_note', 'hypha', 'ini_note', 'isochronism', 'jessing', 'json_note', 'judge_verdict', 'kanban_note', 'kdl_note', 'krausening', 'lapping', 'latex_note', 'ldif_note', 'lenticular', 'level_denial', 'liqueur', 'logfmt_note', 'lua_note', 'm4_note', 'macropinocytosis', 'mailhdr_note', 'makefile_note', 'mammatus', 'margin_note', 'mermaid_note', 'mycorrhiza', 'narrative', 'nasm_note', 'neap', 'negation', 'neurulation', 'news_to_them', 'nix_note', 'no_longer', 'noctilucent', 'opsonization', 'org_note', 'parfumerie', 'pascal_note', 'peeling', 'phagocytosis', 'php_note', 'pileus', 'pinocytosis', 'po_note', 'porcelain', 'postscript_note', 'potocytosis', 'pottery', 'pretended', 'prolog_note', 'properties_note', 'protobuf_note', 'pydict_note', 'pyrocumulus', 'qa_note', 'quoted_attacker', 'r_lang_note', 'rec_note', 'rejected_told', 'remontoire', 'rhizomorph', 'rogaining', 'ron_note', 'rubric_note', 'sclerotium', 'scorecard', 'seemed_to_know', 'sensitization', 'sexp_note', 'shivering', 'sillage', 'smalltalk_note', 'smalto', 'spolvero', 'sql_note', 'status_table', 'stoneware', 'struck_note', 'structured', 'summation', 'table', 'tenacity', 'tidology', 'time_shift', 'told_them', 'toml_note', 'transcytosis', 'transmigration', 'tree_note', 'tricot', 'troff_note', 'trogocytosis', 'turn_log', 'turtle_note', 'two_levels', 'undulatus', 'unscored', 'vbnet_note', 'vcard_note', 'velatura', 'vesicle', 'vetiver', 'vetrina', 'vidriado', 'vitreous', 'vitrification', 'voice_memo', 'vorlauf', 'xml_note', 'yaml_note', 'yarak'])
# set 151: set 148's prose styles (and its other estimate tags not already here) and set 151's own
EST_TAGS |= set(['bloating', 'blushing', 'crawling', 'crazing', 'dunting', 'efferocytosis', 'exocytosis', 'phagocytosis', 'pinholing', 'pinocytosis', 'transcytosis', 'trogocytosis'])
# set 152: set 151's styles and theme word, set 150's styles and theme word and the entries of set 150's
# SET41_STYLE_VARIANTS not already here, and set 152's failed and unused style candidates
SET41_STYLE_VARIANTS |= set(['abatement', 'abseiling', 'acetylation', 'aggradation', 'alpinism', 'analemma', 'armory', 'augmentation', 'avulsion', 'backstroke', 'belaying', 'blazonry', 'bloating', 'blushing', 'bonsai', 'braiding', 'bumping', 'bunjin', 'cadency', 'cambium', 'campanology', 'carillon', 'cartography', 'chatoyancy', 'chocolatier', 'citrullination', 'conching', 'conjuring', 'contouring', 'couching', 'counterchanging', 'crawling', 'crazing', 'crimping', 'crossdating', 'darkroom', 'deckle', 'decoding', 'defoliation', 'dendrochronology', 'differencing', 'dimidiation', 'ditching', 'dodging', 'dunting', 'earlywood', 'enrobing', 'escutcheon', 'farnesylation', 'firing', 'fogging', 'forcing', 'gemology', 'geodesy', 'geomorphology', 'glimpsing', 'glycosylation', 'gnomonics', 'grandsire', 'hachuring', 'handstroke', 'heraldry', 'hunting', 'hydroxylation', 'impalement', 'impressioning', 'inescutcheon', 'iridescence', 'jamming', 'jinning', 'jumaring', 'kengai', 'latewood', 'legerdemain', 'lipidation', 'locksmithing', 'meandering', 'methylation', 'misdirection', 'modification', 'myristoylation', 'nebari', 'neddylation', 'nodus', 'oxbow', 'palming', 'palmitoylation', 'phosphorylation', 'pinching', 'pinholing', 'prenylation', 'prestidigitation', 'raising', 'raking', 'ramification', 'reticulation', 'rounds', 'sally', 'seizing', 'shari', 'shimming', 'shohin', 'sleight', 'smearing', 'solarization', 'stedman', 'sumoylation', 'tempering', 'tensioning', 'tincture', 'tittums', 'toning', 'treble', 'triangulation', 'ubiquitination', 'vanishing', 'vidriado', 'whittingtons'])
# set 152: set 150's prose styles (and its other estimate tags not already here) and set 152's own
EST_TAGS |= set(['acetylation', 'adularescence', 'asterism', 'aventurescence', 'glycosylation', 'labradorescence', 'methylation', 'myristoylation', 'opalescence', 'pleochroism', 'prenylation', 'ubiquitination'])
# note forms the set-35 brief names as used elsewhere (none may be a new form)
AVOIDED_EST_FORMS = {'lua_note', 'rst_note', 'edn_note', 'nix_note', 'rec_note', 'kdl_note', 'erlang_note',
                     'ron_note', 'php_note', 'elixir_note', 'powershell_note',
                     # the set-37 brief's list (used before, or by sets or tests not seen here)
                     'haskell_note', 'go_note', 'perl_note', 'tcl_note', 'toml_note', 'ruby_note', 'swift_note',
                     'kotlin_note', 'ini_note', 'xml_note', 'prolog_note', 'sql_note', 'lisp_note',
                     'commonlisp_note', 'ocaml_note', 'python_note', 'pydict_note', 'clojure_note',
                     # the set-38 brief's list (used before, or by sets or tests not seen here)
                     'rst_note', 'r_note', 'r_lang_note', 'smalltalk_note', 'yaml_note', 'csv_note', 'json_note',
                     'recutils_note', 'elixir_map_note', 'powershell_hashtable_note', 'perl_hash_note',
                     'tcl_dict_note', 'common_lisp_note', 'dhall_note', 'hcl_note', 'terraform_note', 'jsonnet_note',
                     'scala_note', 'julia_note', 'fsharp_note', 'matlab_note', 'octave_note', 'rust_note',
                     # the set-39 brief's list adds Object Pascal/Delphi and Visual Basic .NET (set 38's forms)
                     'pascal_note', 'vbnet_note', 'delphi_note', 'object_pascal_note', 'vb_note', 'visual_basic_note',
                     'vbdotnet_note',
                     # the set-40 brief's list adds PostScript and Windows batch/cmd (set 39's forms)
                     'postscript_note', 'batch_note', 'cmd_note', 'bat_note', 'windows_batch_note', 'ps_note',
                     # set 40's forms (troff/groff and m4)
                     'troff_note', 'groff_note', 'm4_note'}
# language names the set-38, set-39 and set-40 briefs exclude: a new note tag may not be named after any of them
AVOIDED_LANG_WORDS = ['restructuredtext', 'rst', 'lua', 'edn', 'nix', 'recutils', 'rec', 'kdl', 'erlang', 'ron',
                      'php', 'haskell', 'go', 'r', 'r_lang', 'smalltalk', 'yaml', 'csv', 'json', 'elixir',
                      'powershell', 'perl', 'tcl', 'toml', 'ruby', 'swift', 'kotlin', 'ini', 'xml', 'prolog', 'sql',
                      'lisp', 'commonlisp', 'common_lisp', 'ocaml', 'python', 'pydict', 'dhall', 'hcl', 'terraform',
                      'jsonnet', 'scala', 'julia', 'fsharp', 'f_sharp', 'matlab', 'octave', 'rust',
                      'pascal', 'object_pascal', 'objectpascal', 'delphi', 'vbnet', 'vb', 'visual_basic',
                      'visualbasic', 'vbdotnet', 'postscript', 'ps', 'batch', 'cmd', 'bat', 'windows',
                      'troff', 'groff', 'm4']
EARLIER_EST_TAGS = EST_TAGS - set(NEW_EST_TAGS)
MIN_NEW_EST = 10
EST_FIELDS = ['id', 'scenario', 'kind', 'construction', 'text', 'label']
MIN_CLAIMS, MIN_ESTS = 300, 120
MIN_ATTACKER = 20
MIN_DEFENDER = 280
MIN_UNIVERSES = 20
N_SCENARIOS = 20
MIN_ADV_SHARE, MAX_ADV_SHARE = 0.35, 0.45
CHOICES = os.path.join(HERE, 'ref', 'scenario_choices.json')
MIN_BOTH_TEXTS = 60

errors = []


def err(msg):
    errors.append(msg)


def load_dataset():
    global errors
    saved = errors
    errors = []
    with open(DATA) as fh:
        d = json.load(fh)
    out = {}
    for i, rec in enumerate(d):
        s = rec['defender_private_information']
        j = s.index('{', s.index('Universe'))
        u, _ = json.JSONDecoder().raw_decode(s[j:])
        levels = list(u)
        ent = {}  # name -> (level index, parent)
        for e in u[levels[0]]:
            if e in ent:
                err('official-%03d: entity %r occurs twice in its universe' % (i, e))
            ent[e] = (0, None)
        for li in (1, 2):
            for parent, kids in u[levels[li]].items():
                if parent not in ent or ent[parent][0] != li - 1:
                    err('official-%03d: parent %r of level %s is not a %s entity' % (i, parent, levels[li], levels[li - 1]))
                for k in kids:
                    if k in ent:
                        err('official-%03d: entity %r occurs twice in its universe' % (i, k))
                    ent[k] = (li, parent)
        out['official-%03d' % i] = (levels, ent, json.dumps(u, sort_keys=True))
        UNIVERSE_ERRORS['official-%03d' % i] = errors
        errors = []
    errors = saved
    return out


UNIVERSE_ERRORS = {}


def ancestors(ent, e):
    """list indexed by level: the entity and its parents, None below it."""
    p = [None, None, None]
    cur = e
    while cur is not None:
        li, par = ent[cur]
        p[li] = cur
        cur = par
    return p


def read_jsonl(name):
    recs = []
    path = os.path.join(HERE, name)
    with open(path, encoding='utf-8') as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err('%s line %d: empty line' % (name, n))
                continue
            try:
                recs.append(json.loads(line))
            except Exception as e:
                err('%s line %d: does not parse: %s' % (name, n, e))
    return recs


def check_path_values(where, levels, ent, values, allow_q):
    """values: list of 3 (entity / None / '?'). Entities must sit at their level and
    carry exactly their tree ancestors above them; below a null only null."""
    for k, v in enumerate(values):
        if v is None or (allow_q and v == '?'):
            continue
        if not isinstance(v, str) or v not in ent:
            err('%s: %r is not an entity of this universe' % (where, v))
            continue
        if ent[v][0] != k:
            err('%s: %r is not a %s-level entity' % (where, v, levels[k]))
            continue
        anc = ancestors(ent, v)
        for j in range(k):
            if values[j] != anc[j]:
                err('%s: %r at %s needs parent %r at %s, got %r' % (where, v, levels[k], anc[j], levels[j], values[j]))
    for k, v in enumerate(values):
        if v is None:
            for j in range(k + 1, 3):
                if values[j] is not None:
                    err('%s: %s is null but lower level %s is %r' % (where, levels[k], levels[j], values[j]))
            break


def readme_tag_table(txt):
    """rows of the claim construction table: tag -> (count, adversarial, committing)."""
    rows = {}
    for m in re.finditer(r'^\|\s*`?([a-z_]+)`?\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$', txt, re.M):
        rows[m.group(1)] = (int(m.group(2)), int(m.group(4)), int(m.group(5)))
    return rows


def main():
    ds = load_dataset()
    claims = read_jsonl('claims.jsonl')
    ests = read_jsonl('estimates.jsonl')
    scen_used = set()

    # ---- claims ----
    ids = Counter()
    for r in claims:
        rid = r.get('id', '?')
        ids[rid] += 1
        if list(r.keys()) != CLAIM_FIELDS:
            err('%s: fields %r, expected %r' % (rid, list(r.keys()), CLAIM_FIELDS))
        if not re.fullmatch(r'c-\d{3}', str(rid)):
            err('%s: bad id format' % rid)
        sc = r.get('scenario')
        if sc not in ds:
            err('%s: unknown scenario %r' % (rid, sc))
            continue
        levels, ent, key = ds[sc]
        scen_used.add(sc)
        if r.get('speaker') not in ('attacker', 'defender'):
            err('%s: bad speaker %r' % (rid, r.get('speaker')))
        if r.get('construction') not in CLAIM_MIN:
            err('%s: unknown construction %r' % (rid, r.get('construction')))
        if not (r.get('question') is None or isinstance(r.get('question'), str)):
            err('%s: question must be a string or null' % rid)
        if not isinstance(r.get('text'), str) or not r['text'].strip():
            err('%s: empty text' % rid)
        m = r.get('mentions')
        if not isinstance(m, list):
            err('%s: mentions must be a list' % rid)
        else:
            if len(set(m)) != len(m):
                err('%s: duplicate mentions' % rid)
            for e in m:
                if e not in ent:
                    err('%s: mention %r is not an entity of %s' % (rid, e, sc))
        b = r.get('belief')
        if not isinstance(b, dict) or list(b.keys()) != levels:
            err('%s: belief keys %r, expected levels %r' % (rid, list(b.keys()) if isinstance(b, dict) else b, levels))
            continue
        vals = [b[l] for l in levels]
        check_path_values(rid, levels, ent, vals, allow_q=False)
        if isinstance(m, list):
            for v in vals:
                if v is not None and v in ent and v not in m:
                    # a committed value must either be mentioned or be a tree parent of a mention
                    if not any(ancestors(ent, x)[ent[v][0]] == v for x in m if x in ent):
                        err('%s: belief value %r neither mentioned nor parent of a mention' % (rid, v))
    for k, c in ids.items():
        if c > 1:
            err('duplicate claim id %s' % k)
    texts = Counter((r.get('scenario'), r.get('text')) for r in claims)
    for k, c in texts.items():
        if c > 1:
            err('duplicate claim text %r' % (k,))

    # ---- estimates ----
    eids = Counter()
    text_kinds = {}
    for r in ests:
        rid = r.get('id', '?')
        eids[rid] += 1
        if list(r.keys()) != EST_FIELDS:
            err('%s: fields %r, expected %r' % (rid, list(r.keys()), EST_FIELDS))
        if not re.fullmatch(r'e-\d{2,3}', str(rid)):
            err('%s: bad id format' % rid)
        sc = r.get('scenario')
        if sc not in ds:
            err('%s: unknown scenario %r' % (rid, sc))
            continue
        levels, ent, key = ds[sc]
        scen_used.add(sc)
        if r.get('kind') not in ('prior', 'current'):
            err('%s: bad kind %r' % (rid, r.get('kind')))
        if r.get('construction') not in EST_TAGS:
            err('%s: unknown estimate construction %r' % (rid, r.get('construction')))
        if not isinstance(r.get('text'), str) or not r['text'].strip():
            err('%s: empty text' % rid)
        tk = text_kinds.setdefault((sc, r.get('text')), [])
        if r.get('kind') in tk:
            err('%s: text recorded twice for kind %s' % (rid, r.get('kind')))
        tk.append(r.get('kind'))
        lab = r.get('label')
        if lab == 'unscored':
            continue
        if not isinstance(lab, dict) or list(lab.keys()) != levels:
            err('%s: label keys %r, expected levels %r' % (rid, list(lab.keys()) if isinstance(lab, dict) else lab, levels))
            continue
        vals = [lab[l] for l in levels]
        if all(v == '?' for v in vals):
            err('%s: all-"?" label must be written "unscored"' % rid)
        check_path_values(rid, levels, ent, vals, allow_q=True)
    for k, c in eids.items():
        if c > 1:
            err('duplicate estimate id %s' % k)

    # ---- scenarios: set 152 reuses universes (set 147's trees; set 151's ids excluded) ----
    # Rule (ref/scenario_choices.json): group the 300 records by tree (equal universes); take the 20 trees that
    # hold set 122's 20 scenarios (ref/set122_scenarios.json), in set 122's order; represent each by its lowest
    # record id that is neither set 122's id nor one of set 125's ids (ref/set125_scenarios.json). Recomputed here.
    groups = {}
    for sc_id, (lv, en, key) in sorted(ds.items()):
        groups.setdefault(key, []).append(sc_id)
    try:
        s22 = json.load(open(SET22))
    except Exception as e:
        err('cannot read set22 scenario list %s: %s' % (SET22, e))
        s22 = []
    if len(s22) != 20 or len({ds[x][2] for x in s22 if x in ds}) != 20:
        err('ref/set22_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        s23 = json.load(open(SET23))
    except Exception as e:
        err('cannot read set23 scenario list %s: %s' % (SET23, e))
        s23 = []
    if len(s23) != 20 or len({ds[x][2] for x in s23 if x in ds}) != 20:
        err('ref/set23_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        s24 = json.load(open(SET24))
    except Exception as e:
        err('cannot read set24 scenario list %s: %s' % (SET24, e))
        s24 = []
    if len(s24) != 20 or len({ds[x][2] for x in s24 if x in ds}) != 20:
        err('ref/set24_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        s25 = json.load(open(SET25))
    except Exception as e:
        err('cannot read set25 scenario list %s: %s' % (SET25, e))
        s25 = []
    if len(s25) != 20 or len({ds[x][2] for x in s25 if x in ds}) != 20:
        err('ref/set25_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        s27_ = json.load(open(SET27))
    except Exception as e:
        err('cannot read set27 scenario list %s: %s' % (SET27, e))
        s27_ = []
    if len(s27_) != 20 or len({ds[x][2] for x in s27_ if x in ds}) != 20:
        err('ref/set27_scenarios.json should list 20 scenarios with 20 distinct trees')
    s31_ = json.load(open(SET31))
    if len(s31_) != 20 or len({ds[x][2] for x in s31_ if x in ds}) != 20:
        err('ref/set31_scenarios.json should list 20 scenarios with 20 distinct trees')
    s36_ = json.load(open(SET36))
    if len(s36_) != 20 or len({ds[x][2] for x in s36_ if x in ds}) != 20:
        err('ref/set36_scenarios.json should list 20 scenarios with 20 distinct trees')
    s39_ = json.load(open(SET39))
    if len(s39_) != 20 or len({ds[x][2] for x in s39_ if x in ds}) != 20:
        err('ref/set39_scenarios.json should list 20 scenarios with 20 distinct trees')
    s53_ = json.load(open(SET53))
    if len(s53_) != 20 or len({ds[x][2] for x in s53_ if x in ds}) != 20:
        err('ref/set53_scenarios.json should list 20 scenarios with 20 distinct trees')
    s54_ = json.load(open(SET54))
    if len(s54_) != 20 or len({ds[x][2] for x in s54_ if x in ds}) != 20:
        err('ref/set54_scenarios.json should list 20 scenarios with 20 distinct trees')
    s55_ = json.load(open(SET55))
    if len(s55_) != 20 or len({ds[x][2] for x in s55_ if x in ds}) != 20:
        err('ref/set55_scenarios.json should list 20 scenarios with 20 distinct trees')
    s56_ = json.load(open(SET56))
    if len(s56_) != 20 or len({ds[x][2] for x in s56_ if x in ds}) != 20:
        err('ref/set56_scenarios.json should list 20 scenarios with 20 distinct trees')
    s57x_ = json.load(open(SET57))
    if len(s57x_) != 20 or len({ds[x][2] for x in s57x_ if x in ds}) != 20:
        err('ref/set57_scenarios.json should list 20 scenarios with 20 distinct trees')
    s62x_ = json.load(open(SET62))
    if len(s62x_) != 20 or len({ds[x][2] for x in s62x_ if x in ds}) != 20:
        err('ref/set62_scenarios.json should list 20 scenarios with 20 distinct trees')
    s58x_ = json.load(open(SET58))
    if len(s58x_) != 20 or len({ds[x][2] for x in s58x_ if x in ds}) != 20:
        err('ref/set58_scenarios.json should list 20 scenarios with 20 distinct trees')
    s63x_ = json.load(open(SET63))
    if len(s63x_) != 20 or len({ds[x][2] for x in s63x_ if x in ds}) != 20:
        err('ref/set63_scenarios.json should list 20 scenarios with 20 distinct trees')
    s64x_ = json.load(open(SET64))
    if len(s64x_) != 20 or len({ds[x][2] for x in s64x_ if x in ds}) != 20:
        err('ref/set64_scenarios.json should list 20 scenarios with 20 distinct trees')
    s59x_ = json.load(open(SET59))
    if len(s59x_) != 20 or len({ds[x][2] for x in s59x_ if x in ds}) != 20:
        err('ref/set59_scenarios.json should list 20 scenarios with 20 distinct trees')
    s60x_ = json.load(open(SET60))
    if len(s60x_) != 20 or len({ds[x][2] for x in s60x_ if x in ds}) != 20:
        err('ref/set60_scenarios.json should list 20 scenarios with 20 distinct trees')
    s65x_ = json.load(open(SET65))
    if len(s65x_) != 20 or len({ds[x][2] for x in s65x_ if x in ds}) != 20:
        err('ref/set65_scenarios.json should list 20 scenarios with 20 distinct trees')
    s61x_ = json.load(open(SET61))
    if len(s61x_) != 20 or len({ds[x][2] for x in s61x_ if x in ds}) != 20:
        err('ref/set61_scenarios.json should list 20 scenarios with 20 distinct trees')
    s66x_ = json.load(open(SET66))
    if len(s66x_) != 20 or len({ds[x][2] for x in s66x_ if x in ds}) != 20:
        err('ref/set66_scenarios.json should list 20 scenarios with 20 distinct trees')
    s67x_ = json.load(open(SET67))
    if len(s67x_) != 20 or len({ds[x][2] for x in s67x_ if x in ds}) != 20:
        err('ref/set67_scenarios.json should list 20 scenarios with 20 distinct trees')
    s68x_ = json.load(open(SET68))
    if len(s68x_) != 20 or len({ds[x][2] for x in s68x_ if x in ds}) != 20:
        err('ref/set68_scenarios.json should list 20 scenarios with 20 distinct trees')
    s69x_ = json.load(open(SET69))
    if len(s69x_) != 20 or len({ds[x][2] for x in s69x_ if x in ds}) != 20:
        err('ref/set69_scenarios.json should list 20 scenarios with 20 distinct trees')
    s70x_ = json.load(open(SET70))
    if len(s70x_) != 20 or len({ds[x][2] for x in s70x_ if x in ds}) != 20:
        err('ref/set70_scenarios.json should list 20 scenarios with 20 distinct trees')
    s71x_ = json.load(open(SET71))
    if len(s71x_) != 20 or len({ds[x][2] for x in s71x_ if x in ds}) != 20:
        err('ref/set71_scenarios.json should list 20 scenarios with 20 distinct trees')
    s72x_ = json.load(open(SET72))
    if len(s72x_) != 20 or len({ds[x][2] for x in s72x_ if x in ds}) != 20:
        err('ref/set72_scenarios.json should list 20 scenarios with 20 distinct trees')
    s73x_ = json.load(open(SET73))
    if len(s73x_) != 20 or len({ds[x][2] for x in s73x_ if x in ds}) != 20:
        err('ref/set73_scenarios.json should list 20 scenarios with 20 distinct trees')
    s74x_ = json.load(open(SET74))
    if len(s74x_) != 20 or len({ds[x][2] for x in s74x_ if x in ds}) != 20:
        err('ref/set74_scenarios.json should list 20 scenarios with 20 distinct trees')
    s75x_ = json.load(open(SET75))
    if len(s75x_) != 20 or len({ds[x][2] for x in s75x_ if x in ds}) != 20:
        err('ref/set75_scenarios.json should list 20 scenarios with 20 distinct trees')
    s76x_ = json.load(open(SET76))
    if len(s76x_) != 20 or len({ds[x][2] for x in s76x_ if x in ds}) != 20:
        err('ref/set76_scenarios.json should list 20 scenarios with 20 distinct trees')
    s77x_ = json.load(open(SET77))
    if len(s77x_) != 20 or len({ds[x][2] for x in s77x_ if x in ds}) != 20:
        err('ref/set77_scenarios.json should list 20 scenarios with 20 distinct trees')
    s78x_ = json.load(open(SET78))
    if len(s78x_) != 20 or len({ds[x][2] for x in s78x_ if x in ds}) != 20:
        err('ref/set78_scenarios.json should list 20 scenarios with 20 distinct trees')
    s79x_ = json.load(open(SET79))
    if len(s79x_) != 20 or len({ds[x][2] for x in s79x_ if x in ds}) != 20:
        err('ref/set79_scenarios.json should list 20 scenarios with 20 distinct trees')
    s80x_ = json.load(open(SET80))
    if len(s80x_) != 20 or len({ds[x][2] for x in s80x_ if x in ds}) != 20:
        err('ref/set80_scenarios.json should list 20 scenarios with 20 distinct trees')
    s81x_ = json.load(open(SET81))
    if len(s81x_) != 20 or len({ds[x][2] for x in s81x_ if x in ds}) != 20:
        err('ref/set81_scenarios.json should list 20 scenarios with 20 distinct trees')
    s82x_ = json.load(open(SET82))
    if len(s82x_) != 20 or len({ds[x][2] for x in s82x_ if x in ds}) != 20:
        err('ref/set82_scenarios.json should list 20 scenarios with 20 distinct trees')
    s83x_ = json.load(open(SET83))
    if len(s83x_) != 20 or len({ds[x][2] for x in s83x_ if x in ds}) != 20:
        err('ref/set83_scenarios.json should list 20 scenarios with 20 distinct trees')
    s84x_ = json.load(open(SET84))
    if len(s84x_) != 20 or len({ds[x][2] for x in s84x_ if x in ds}) != 20:
        err('ref/set84_scenarios.json should list 20 scenarios with 20 distinct trees')
    s85x_ = json.load(open(SET85))
    if len(s85x_) != 20 or len({ds[x][2] for x in s85x_ if x in ds}) != 20:
        err('ref/set85_scenarios.json should list 20 scenarios with 20 distinct trees')
    s86x_ = json.load(open(SET86))
    if len(s86x_) != 20 or len({ds[x][2] for x in s86x_ if x in ds}) != 20:
        err('ref/set86_scenarios.json should list 20 scenarios with 20 distinct trees')
    s87x_ = json.load(open(SET87))
    if len(s87x_) != 20 or len({ds[x][2] for x in s87x_ if x in ds}) != 20:
        err('ref/set87_scenarios.json should list 20 scenarios with 20 distinct trees')
    s88x_ = json.load(open(SET88))
    if len(s88x_) != 20 or len({ds[x][2] for x in s88x_ if x in ds}) != 20:
        err('ref/set88_scenarios.json should list 20 scenarios with 20 distinct trees')
    s89x_ = json.load(open(SET89))
    if len(s89x_) != 20 or len({ds[x][2] for x in s89x_ if x in ds}) != 20:
        err('ref/set89_scenarios.json should list 20 scenarios with 20 distinct trees')
    s90x_ = json.load(open(SET90))
    if len(s90x_) != 20 or len({ds[x][2] for x in s90x_ if x in ds}) != 20:
        err('ref/set90_scenarios.json should list 20 scenarios with 20 distinct trees')
    s91x_ = json.load(open(SET91))
    if len(s91x_) != 20 or len({ds[x][2] for x in s91x_ if x in ds}) != 20:
        err('ref/set91_scenarios.json should list 20 scenarios with 20 distinct trees')
    s92x_ = json.load(open(SET92))
    if len(s92x_) != 20 or len({ds[x][2] for x in s92x_ if x in ds}) != 20:
        err('ref/set92_scenarios.json should list 20 scenarios with 20 distinct trees')
    s93x_ = json.load(open(SET93))
    if len(s93x_) != 20 or len({ds[x][2] for x in s93x_ if x in ds}) != 20:
        err('ref/set93_scenarios.json should list 20 scenarios with 20 distinct trees')
    s94x_ = json.load(open(SET94))
    if len(s94x_) != 20 or len({ds[x][2] for x in s94x_ if x in ds}) != 20:
        err('ref/set94_scenarios.json should list 20 scenarios with 20 distinct trees')
    s95x_ = json.load(open(SET95))
    if len(s95x_) != 20 or len({ds[x][2] for x in s95x_ if x in ds}) != 20:
        err('ref/set95_scenarios.json should list 20 scenarios with 20 distinct trees')
    s96x_ = json.load(open(SET96))
    if len(s96x_) != 20 or len({ds[x][2] for x in s96x_ if x in ds}) != 20:
        err('ref/set96_scenarios.json should list 20 scenarios with 20 distinct trees')
    s97x_ = json.load(open(SET97))
    if len(s97x_) != 20 or len({ds[x][2] for x in s97x_ if x in ds}) != 20:
        err('ref/set97_scenarios.json should list 20 scenarios with 20 distinct trees')
    s98x_ = json.load(open(SET98))
    if len(s98x_) != 20 or len({ds[x][2] for x in s98x_ if x in ds}) != 20:
        err('ref/set98_scenarios.json should list 20 scenarios with 20 distinct trees')
    s99x_ = json.load(open(SET99))
    if len(s99x_) != 20 or len({ds[x][2] for x in s99x_ if x in ds}) != 20:
        err('ref/set99_scenarios.json should list 20 scenarios with 20 distinct trees')
    s100x_ = json.load(open(SET100))
    if len(s100x_) != 20 or len({ds[x][2] for x in s100x_ if x in ds}) != 20:
        err('ref/set100_scenarios.json should list 20 scenarios with 20 distinct trees')
    s101x_ = json.load(open(SET101))
    if len(s101x_) != 20 or len({ds[x][2] for x in s101x_ if x in ds}) != 20:
        err('ref/set101_scenarios.json should list 20 scenarios with 20 distinct trees')
    s102x_ = json.load(open(SET102))
    if len(s102x_) != 20 or len({ds[x][2] for x in s102x_ if x in ds}) != 20:
        err('ref/set102_scenarios.json should list 20 scenarios with 20 distinct trees')
    s103x_ = json.load(open(SET103))
    if len(s103x_) != 20 or len({ds[x][2] for x in s103x_ if x in ds}) != 20:
        err('ref/set103_scenarios.json should list 20 scenarios with 20 distinct trees')
    s104x_ = json.load(open(SET104))
    if len(s104x_) != 20 or len({ds[x][2] for x in s104x_ if x in ds}) != 20:
        err('ref/set104_scenarios.json should list 20 scenarios with 20 distinct trees')
    s105x_ = json.load(open(SET105))
    if len(s105x_) != 20 or len({ds[x][2] for x in s105x_ if x in ds}) != 20:
        err('ref/set105_scenarios.json should list 20 scenarios with 20 distinct trees')
    s107x_ = json.load(open(SET107))
    if len(s107x_) != 20 or len({ds[x][2] for x in s107x_ if x in ds}) != 20:
        err('ref/set107_scenarios.json should list 20 scenarios with 20 distinct trees')
    s108x_ = json.load(open(SET108))
    if len(s108x_) != 20 or len({ds[x][2] for x in s108x_ if x in ds}) != 20:
        err('ref/set108_scenarios.json should list 20 scenarios with 20 distinct trees')
    s109x_ = json.load(open(SET109))
    if len(s109x_) != 20 or len({ds[x][2] for x in s109x_ if x in ds}) != 20:
        err('ref/set109_scenarios.json should list 20 scenarios with 20 distinct trees')
    s110x_ = json.load(open(SET110))
    if len(s110x_) != 20 or len({ds[x][2] for x in s110x_ if x in ds}) != 20:
        err('ref/set110_scenarios.json should list 20 scenarios with 20 distinct trees')
    s111x_ = json.load(open(SET111))
    if len(s111x_) != 20 or len({ds[x][2] for x in s111x_ if x in ds}) != 20:
        err('ref/set111_scenarios.json should list 20 scenarios with 20 distinct trees')
    s113x_ = json.load(open(SET113))
    if len(s113x_) != 20 or len({ds[x][2] for x in s113x_ if x in ds}) != 20:
        err('ref/set113_scenarios.json should list 20 scenarios with 20 distinct trees')
    s116x_ = json.load(open(SET116))
    if len(s116x_) != 20 or len({ds[x][2] for x in s116x_ if x in ds}) != 20:
        err('ref/set116_scenarios.json should list 20 scenarios with 20 distinct trees')
    s112x_ = json.load(open(SET112))
    if len(s112x_) != 20 or len({ds[x][2] for x in s112x_ if x in ds}) != 20:
        err('ref/set112_scenarios.json should list 20 scenarios with 20 distinct trees')
    s117x_ = json.load(open(SET117))
    if len(s117x_) != 20 or len({ds[x][2] for x in s117x_ if x in ds}) != 20:
        err('ref/set117_scenarios.json should list 20 scenarios with 20 distinct trees')
    s115x_ = json.load(open(SET115))
    if len(s115x_) != 20 or len({ds[x][2] for x in s115x_ if x in ds}) != 20:
        err('ref/set115_scenarios.json should list 20 scenarios with 20 distinct trees')
    s120x_ = json.load(open(SET120))
    if len(s120x_) != 20 or len({ds[x][2] for x in s120x_ if x in ds}) != 20:
        err('ref/set120_scenarios.json should list 20 scenarios with 20 distinct trees')
    s122x_ = json.load(open(SET122))
    if len(s122x_) != 20 or len({ds[x][2] for x in s122x_ if x in ds}) != 20:
        err('ref/set122_scenarios.json should list 20 scenarios with 20 distinct trees')
    s119x_ = json.load(open(SET119))
    if len(s119x_) != 20 or len({ds[x][2] for x in s119x_ if x in ds}) != 20:
        err('ref/set119_scenarios.json should list 20 scenarios with 20 distinct trees')
    s124x_ = json.load(open(SET124))
    if len(s124x_) != 20 or len({ds[x][2] for x in s124x_ if x in ds}) != 20:
        err('ref/set124_scenarios.json should list 20 scenarios with 20 distinct trees')
    s125x_ = json.load(open(SET125))
    if len(s125x_) != 20 or len({ds[x][2] for x in s125x_ if x in ds}) != 20:
        err('ref/set125_scenarios.json should list 20 scenarios with 20 distinct trees')
    s127x_ = json.load(open(SET127))
    if len(s127x_) != 20 or len({ds[x][2] for x in s127x_ if x in ds}) != 20:
        err('ref/set127_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        if [c['scenario'] for c in json.load(open(SET127_CHOICES))['chosen']] != s127x_:
            err('ref/set127_scenario_choices.json should list the ids of ref/set127_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET127_CHOICES, e))
    s128x_ = json.load(open(SET128))
    if len(s128x_) != 20 or len({ds[x][2] for x in s128x_ if x in ds}) != 20:
        err('ref/set128_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        if [c['scenario'] for c in json.load(open(SET128_CHOICES))['chosen']] != s128x_:
            err('ref/set128_scenario_choices.json should list the ids of ref/set128_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET128_CHOICES, e))
    s132x_ = json.load(open(SET134))  # set 134's ids (name kept from set 134's checker)
    if len(s132x_) != 20 or len({ds[x][2] for x in s132x_ if x in ds}) != 20:
        err('ref/set134_scenarios.json should list 20 scenarios with 20 distinct trees')
    try:
        if [c['scenario'] for c in json.load(open(SET134_CHOICES))['chosen']] != s132x_:
            err('ref/set134_scenario_choices.json should list the ids of ref/set134_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET134_CHOICES, e))
    s28_ = json.load(open(SET131))  # set 131's scenario ids: the trees set 136 reuses (name kept from set 39's checker)
    if len(s28_) != 20 or len({ds[x][2] for x in s28_ if x in ds}) != 20:
        err('ref/set123_scenarios.json should list 20 scenarios with 20 distinct trees')
    set27_keys = {ds[x][2] for x in s28_ if x in ds}  # set 131's trees (name kept from set 39's checker)
    if len(s28_) != 20 or len(set27_keys) != 20:
        err('ref/set122_scenarios.json should list 20 scenarios with 20 distinct trees')
    s52_ = json.load(open(SET52))
    if len(s52_) != 20 or len({ds[x][2] for x in s52_ if x in ds}) != 20:
        err('ref/set52_scenarios.json should list 20 scenarios with 20 distinct trees')
    s41_ = json.load(open(SET41))
    if len(s41_) != 20 or len({ds[x][2] for x in s41_ if x in ds}) != 20:
        err('ref/set41_scenarios.json should list 20 scenarios with 20 distinct trees')
    s33_ = json.load(open(SET33))
    if len(s33_) != 20 or len({ds[x][2] for x in s33_ if x in ds}) != 20:
        err('ref/set33_scenarios.json should list 20 scenarios with 20 distinct trees')
    expected = []
    for x in s28_:
        if x not in ds:
            continue
        rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s132x_]
        expected.append(rest[0] if rest else x)
    # sets 22's to 25's own choices files must agree with ref/set22_scenarios.json ... ref/set25_scenarios.json
    for n_, spath in ((22, SET22), (23, SET23), (24, SET24), (25, SET25)):
        try:
            sc_ = [c['scenario'] for c in json.load(open(os.path.join(HERE, 'ref', 'set%d_scenario_choices.json' % n_)))['chosen']]
            if sc_ != json.load(open(spath)):
                err('ref/set%d_scenarios.json does not list the chosen ids of ref/set%d_scenario_choices.json' % (n_, n_))
        except Exception as e:
            err('cannot read ref/set%d_scenario_choices.json: %s' % (n_, e))
    try:
        s26 = [c['scenario'] for c in json.load(open(SET26_CHOICES))['chosen']]
        if len(s26) != 20:
            err('ref/set26_scenario_choices.json should list 20 chosen ids')
    except Exception as e:
        err('cannot read %s: %s' % (SET26_CHOICES, e))
    # set 27's own choices file (saved as ref/set27_scenario_choices.json) must agree with ref/set27_scenarios.json
    try:
        s27 = [c['scenario'] for c in json.load(open(SET27_CHOICES))['chosen']]
        if len(s27) != 20 or s27 != json.load(open(SET27)):
            err('ref/set27_scenario_choices.json should list 20 chosen ids, those of ref/set27_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET27_CHOICES, e))
    # set 28's own choices file (saved as ref/set28_scenario_choices.json) must agree with ref/set28_scenarios.json
    try:
        s28 = [c['scenario'] for c in json.load(open(SET28_CHOICES))['chosen']]
        if len(s28) != 20 or s28 != json.load(open(SET28)):
            err('ref/set28_scenario_choices.json should list 20 chosen ids, those of ref/set28_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET28_CHOICES, e))
    # set 29's own choices file (saved as ref/set29_scenario_choices.json) must agree with ref/set29_scenarios.json
    try:
        s29 = [c['scenario'] for c in json.load(open(SET29_CHOICES))['chosen']]
        if len(s29) != 20 or s29 != json.load(open(SET29)):
            err('ref/set29_scenario_choices.json should list 20 chosen ids, those of ref/set29_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET29_CHOICES, e))
    # set 30's own choices file (saved as ref/set30_scenario_choices.json) must agree with ref/set30_scenarios.json
    try:
        s30 = [c['scenario'] for c in json.load(open(SET30_CHOICES))['chosen']]
        if len(s30) != 20 or s30 != json.load(open(SET30)):
            err('ref/set30_scenario_choices.json should list 20 chosen ids, those of ref/set30_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET30_CHOICES, e))
    try:
        ch = json.load(open(CHOICES))
        chosen = [c['scenario'] for c in ch['chosen']]
        for c in ch['chosen']:
            if c['records_with_this_tree'] != sorted(groups.get(ds[c['scenario']][2] if c['scenario'] in ds else None, [])):
                err('ref/scenario_choices.json: records listed for %s are not its tree group' % c['scenario'])
    except Exception as e:
        err('cannot read scenario choices %s: %s' % (CHOICES, e))
        chosen = []
    if chosen != expected:
        err('ref/scenario_choices.json does not follow the stated rule: %r vs %r' % (chosen, expected))
    try:
        if json.load(open(os.path.join(HERE, 'ref', 'set152_scenarios.json'))) != chosen:
            err('ref/set152_scenarios.json does not list the chosen ids of ref/scenario_choices.json')
    except Exception as e:
        err('cannot read ref/set152_scenarios.json: %s' % e)
    # set 145's own choices file (saved as ref/set145_scenario_choices.json) must agree with ref/set145_scenarios.json
    try:
        s145 = [c['scenario'] for c in json.load(open(SET145_CHOICES))['chosen']]
        if len(s145) != 20 or s145 != json.load(open(SET145)):
            err('ref/set145_scenario_choices.json should list 20 chosen ids, those of ref/set145_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET145_CHOICES, e))
    # set 125's own choices file (saved as ref/set125_scenario_choices.json) must agree with ref/set125_scenarios.json
    try:
        s125 = [c['scenario'] for c in json.load(open(SET125_CHOICES))['chosen']]
        if len(s125) != 20 or s125 != json.load(open(SET125)):
            err('ref/set125_scenario_choices.json should list 20 chosen ids, those of ref/set125_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET125_CHOICES, e))
    # set 124's own choices file (saved as ref/set124_scenario_choices.json) must agree with ref/set124_scenarios.json
    try:
        s124 = [c['scenario'] for c in json.load(open(SET124_CHOICES))['chosen']]
        if len(s124) != 20 or s124 != json.load(open(SET124)):
            err('ref/set124_scenario_choices.json should list 20 chosen ids, those of ref/set124_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET124_CHOICES, e))
    # set 122's own choices file (saved as ref/set122_scenario_choices.json) must agree with ref/set122_scenarios.json
    try:
        s122 = [c['scenario'] for c in json.load(open(SET122_CHOICES))['chosen']]
        if len(s122) != 20 or s122 != json.load(open(SET122)):
            err('ref/set122_scenario_choices.json should list 20 chosen ids, those of ref/set122_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET122_CHOICES, e))
    # set 120's own choices file (saved as ref/set120_scenario_choices.json) must agree with ref/set120_scenarios.json
    try:
        s120 = [c['scenario'] for c in json.load(open(SET120_CHOICES))['chosen']]
        if len(s120) != 20 or s120 != json.load(open(SET120)):
            err('ref/set120_scenario_choices.json should list 20 chosen ids, those of ref/set120_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET120_CHOICES, e))
    # set 117's own choices file (saved as ref/set117_scenario_choices.json) must agree with ref/set117_scenarios.json
    try:
        s117 = [c['scenario'] for c in json.load(open(SET117_CHOICES))['chosen']]
        if len(s117) != 20 or s117 != json.load(open(SET117)):
            err('ref/set117_scenario_choices.json should list 20 chosen ids, those of ref/set117_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET117_CHOICES, e))
    # set 116's own choices file (saved as ref/set116_scenario_choices.json) must agree with ref/set116_scenarios.json
    try:
        s116 = [c['scenario'] for c in json.load(open(SET116_CHOICES))['chosen']]
        if len(s116) != 20 or s116 != json.load(open(SET116)):
            err('ref/set116_scenario_choices.json should list 20 chosen ids, those of ref/set116_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET116_CHOICES, e))
    # set 113's own choices file (saved as ref/set113_scenario_choices.json) must agree with ref/set113_scenarios.json
    try:
        s113 = [c['scenario'] for c in json.load(open(SET113_CHOICES))['chosen']]
        if len(s113) != 20 or s113 != json.load(open(SET113)):
            err('ref/set113_scenario_choices.json should list 20 chosen ids, those of ref/set113_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET113_CHOICES, e))
    # set 111's own choices file (saved as ref/set111_scenario_choices.json) must agree with ref/set111_scenarios.json
    try:
        s111 = [c['scenario'] for c in json.load(open(SET111_CHOICES))['chosen']]
        if len(s111) != 20 or s111 != json.load(open(SET111)):
            err('ref/set111_scenario_choices.json should list 20 chosen ids, those of ref/set111_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET111_CHOICES, e))
    # set 110's own choices file (saved as ref/set110_scenario_choices.json) must agree with ref/set110_scenarios.json
    try:
        s110 = [c['scenario'] for c in json.load(open(SET110_CHOICES))['chosen']]
        if len(s110) != 20 or s110 != json.load(open(SET110)):
            err('ref/set110_scenario_choices.json should list 20 chosen ids, those of ref/set110_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET110_CHOICES, e))
    # set 109's own choices file (saved as ref/set109_scenario_choices.json) must agree with ref/set109_scenarios.json
    try:
        s109 = [c['scenario'] for c in json.load(open(SET109_CHOICES))['chosen']]
        if len(s109) != 20 or s109 != json.load(open(SET109)):
            err('ref/set109_scenario_choices.json should list 20 chosen ids, those of ref/set109_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET109_CHOICES, e))
    # set 108's own choices file (saved as ref/set108_scenario_choices.json) must agree with ref/set108_scenarios.json
    try:
        s108 = [c['scenario'] for c in json.load(open(SET108_CHOICES))['chosen']]
        if len(s108) != 20 or s108 != json.load(open(SET108)):
            err('ref/set108_scenario_choices.json should list 20 chosen ids, those of ref/set108_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET108_CHOICES, e))
    # set 107's own choices file (saved as ref/set107_scenario_choices.json) must agree with ref/set107_scenarios.json
    try:
        s107 = [c['scenario'] for c in json.load(open(SET107_CHOICES))['chosen']]
        if len(s107) != 20 or s107 != json.load(open(SET107)):
            err('ref/set107_scenario_choices.json should list 20 chosen ids, those of ref/set107_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET107_CHOICES, e))
    # set 105's own choices file (saved as ref/set105_scenario_choices.json) must agree with ref/set105_scenarios.json
    try:
        s105 = [c['scenario'] for c in json.load(open(SET105_CHOICES))['chosen']]
        if len(s105) != 20 or s105 != json.load(open(SET105)):
            err('ref/set105_scenario_choices.json should list 20 chosen ids, those of ref/set105_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET105_CHOICES, e))
    # set 104's own choices file (saved as ref/set104_scenario_choices.json) must agree with ref/set104_scenarios.json
    try:
        s104 = [c['scenario'] for c in json.load(open(SET104_CHOICES))['chosen']]
        if len(s104) != 20 or s104 != json.load(open(SET104)):
            err('ref/set104_scenario_choices.json should list 20 chosen ids, those of ref/set104_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET104_CHOICES, e))
    # set 103's own choices file (saved as ref/set103_scenario_choices.json) must agree with ref/set103_scenarios.json
    try:
        s103 = [c['scenario'] for c in json.load(open(SET103_CHOICES))['chosen']]
        if len(s103) != 20 or s103 != json.load(open(SET103)):
            err('ref/set103_scenario_choices.json should list 20 chosen ids, those of ref/set103_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET103_CHOICES, e))
    # set 102's own choices file (saved as ref/set102_scenario_choices.json) must agree with ref/set102_scenarios.json
    try:
        s102 = [c['scenario'] for c in json.load(open(SET102_CHOICES))['chosen']]
        if len(s102) != 20 or s102 != json.load(open(SET102)):
            err('ref/set102_scenario_choices.json should list 20 chosen ids, those of ref/set102_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET102_CHOICES, e))
    # set 101's own choices file (saved as ref/set101_scenario_choices.json) must agree with ref/set101_scenarios.json
    try:
        s101 = [c['scenario'] for c in json.load(open(SET101_CHOICES))['chosen']]
        if len(s101) != 20 or s101 != json.load(open(SET101)):
            err('ref/set101_scenario_choices.json should list 20 chosen ids, those of ref/set101_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET101_CHOICES, e))
    # set 100's own choices file (saved as ref/set100_scenario_choices.json) must agree with ref/set100_scenarios.json
    try:
        s100 = [c['scenario'] for c in json.load(open(SET100_CHOICES))['chosen']]
        if len(s100) != 20 or s100 != json.load(open(SET100)):
            err('ref/set100_scenario_choices.json should list 20 chosen ids, those of ref/set100_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET100_CHOICES, e))
    # set 99's own choices file (saved as ref/set99_scenario_choices.json) must agree with ref/set99_scenarios.json
    try:
        s99 = [c['scenario'] for c in json.load(open(SET99_CHOICES))['chosen']]
        if len(s99) != 20 or s99 != json.load(open(SET99)):
            err('ref/set99_scenario_choices.json should list 20 chosen ids, those of ref/set99_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET99_CHOICES, e))
    # set 98's own choices file (saved as ref/set98_scenario_choices.json) must agree with ref/set98_scenarios.json
    try:
        s98 = [c['scenario'] for c in json.load(open(SET98_CHOICES))['chosen']]
        if len(s98) != 20 or s98 != json.load(open(SET98)):
            err('ref/set98_scenario_choices.json should list 20 chosen ids, those of ref/set98_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET98_CHOICES, e))
    # set 97's own choices file (saved as ref/set97_scenario_choices.json) must agree with ref/set97_scenarios.json
    try:
        s97 = [c['scenario'] for c in json.load(open(SET97_CHOICES))['chosen']]
        if len(s97) != 20 or s97 != json.load(open(SET97)):
            err('ref/set97_scenario_choices.json should list 20 chosen ids, those of ref/set97_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET97_CHOICES, e))
    # set 96's own choices file (saved as ref/set96_scenario_choices.json) must agree with ref/set96_scenarios.json
    try:
        s96 = [c['scenario'] for c in json.load(open(SET96_CHOICES))['chosen']]
        if len(s96) != 20 or s96 != json.load(open(SET96)):
            err('ref/set96_scenario_choices.json should list 20 chosen ids, those of ref/set96_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET96_CHOICES, e))
    # set 95's own choices file (saved as ref/set95_scenario_choices.json) must agree with ref/set95_scenarios.json
    try:
        s95 = [c['scenario'] for c in json.load(open(SET95_CHOICES))['chosen']]
        if len(s95) != 20 or s95 != json.load(open(SET95)):
            err('ref/set95_scenario_choices.json should list 20 chosen ids, those of ref/set95_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET95_CHOICES, e))
    # set 94's own choices file (saved as ref/set94_scenario_choices.json) must agree with ref/set94_scenarios.json
    try:
        s94 = [c['scenario'] for c in json.load(open(SET94_CHOICES))['chosen']]
        if len(s94) != 20 or s94 != json.load(open(SET94)):
            err('ref/set94_scenario_choices.json should list 20 chosen ids, those of ref/set94_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET94_CHOICES, e))
    # set 93's own choices file (saved as ref/set93_scenario_choices.json) must agree with ref/set93_scenarios.json
    try:
        s93 = [c['scenario'] for c in json.load(open(SET93_CHOICES))['chosen']]
        if len(s93) != 20 or s93 != json.load(open(SET93)):
            err('ref/set93_scenario_choices.json should list 20 chosen ids, those of ref/set93_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET93_CHOICES, e))
    # set 92's own choices file (saved as ref/set92_scenario_choices.json) must agree with ref/set92_scenarios.json
    try:
        s92 = [c['scenario'] for c in json.load(open(SET92_CHOICES))['chosen']]
        if len(s92) != 20 or s92 != json.load(open(SET92)):
            err('ref/set92_scenario_choices.json should list 20 chosen ids, those of ref/set92_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET92_CHOICES, e))
    # set 91's own choices file (saved as ref/set91_scenario_choices.json) must agree with ref/set91_scenarios.json
    try:
        s91 = [c['scenario'] for c in json.load(open(SET91_CHOICES))['chosen']]
        if len(s91) != 20 or s91 != json.load(open(SET91)):
            err('ref/set91_scenario_choices.json should list 20 chosen ids, those of ref/set91_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET91_CHOICES, e))
    # set 90's own choices file (saved as ref/set90_scenario_choices.json) must agree with ref/set90_scenarios.json
    try:
        s90 = [c['scenario'] for c in json.load(open(SET90_CHOICES))['chosen']]
        if len(s90) != 20 or s90 != json.load(open(SET90)):
            err('ref/set90_scenario_choices.json should list 20 chosen ids, those of ref/set90_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET90_CHOICES, e))
    # set 89's own choices file (saved as ref/set89_scenario_choices.json) must agree with ref/set89_scenarios.json
    try:
        s89 = [c['scenario'] for c in json.load(open(SET89_CHOICES))['chosen']]
        if len(s89) != 20 or s89 != json.load(open(SET89)):
            err('ref/set89_scenario_choices.json should list 20 chosen ids, those of ref/set89_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET89_CHOICES, e))
    # set 88's own choices file (saved as ref/set88_scenario_choices.json) must agree with ref/set88_scenarios.json
    try:
        s88 = [c['scenario'] for c in json.load(open(SET88_CHOICES))['chosen']]
        if len(s88) != 20 or s88 != json.load(open(SET88)):
            err('ref/set88_scenario_choices.json should list 20 chosen ids, those of ref/set88_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET88_CHOICES, e))
    # set 87's own choices file (saved as ref/set87_scenario_choices.json) must agree with ref/set87_scenarios.json
    try:
        s87 = [c['scenario'] for c in json.load(open(SET87_CHOICES))['chosen']]
        if len(s87) != 20 or s87 != json.load(open(SET87)):
            err('ref/set87_scenario_choices.json should list 20 chosen ids, those of ref/set87_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET87_CHOICES, e))
    # set 86's own choices file (saved as ref/set86_scenario_choices.json) must agree with ref/set86_scenarios.json
    try:
        s86 = [c['scenario'] for c in json.load(open(SET86_CHOICES))['chosen']]
        if len(s86) != 20 or s86 != json.load(open(SET86)):
            err('ref/set86_scenario_choices.json should list 20 chosen ids, those of ref/set86_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET86_CHOICES, e))
    # set 85's own choices file (saved as ref/set85_scenario_choices.json) must agree with ref/set85_scenarios.json
    try:
        s85 = [c['scenario'] for c in json.load(open(SET85_CHOICES))['chosen']]
        if len(s85) != 20 or s85 != json.load(open(SET85)):
            err('ref/set85_scenario_choices.json should list 20 chosen ids, those of ref/set85_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET85_CHOICES, e))
    # set 84's own choices file (saved as ref/set84_scenario_choices.json) must agree with ref/set84_scenarios.json
    try:
        s84 = [c['scenario'] for c in json.load(open(SET84_CHOICES))['chosen']]
        if len(s84) != 20 or s84 != json.load(open(SET84)):
            err('ref/set84_scenario_choices.json should list 20 chosen ids, those of ref/set84_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET84_CHOICES, e))
    # set 83's own choices file (saved as ref/set83_scenario_choices.json) must agree with ref/set83_scenarios.json
    try:
        s83 = [c['scenario'] for c in json.load(open(SET83_CHOICES))['chosen']]
        if len(s83) != 20 or s83 != json.load(open(SET83)):
            err('ref/set83_scenario_choices.json should list 20 chosen ids, those of ref/set83_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET83_CHOICES, e))
    # set 82's own choices file (saved as ref/set82_scenario_choices.json) must agree with ref/set82_scenarios.json
    try:
        s82 = [c['scenario'] for c in json.load(open(SET82_CHOICES))['chosen']]
        if len(s82) != 20 or s82 != json.load(open(SET82)):
            err('ref/set82_scenario_choices.json should list 20 chosen ids, those of ref/set82_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET82_CHOICES, e))
    # set 81's own choices file (saved as ref/set81_scenario_choices.json) must agree with ref/set81_scenarios.json
    try:
        s81 = [c['scenario'] for c in json.load(open(SET81_CHOICES))['chosen']]
        if len(s81) != 20 or s81 != json.load(open(SET81)):
            err('ref/set81_scenario_choices.json should list 20 chosen ids, those of ref/set81_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET81_CHOICES, e))
    # set 80's own choices file (saved as ref/set80_scenario_choices.json) must agree with ref/set80_scenarios.json
    try:
        s80 = [c['scenario'] for c in json.load(open(SET80_CHOICES))['chosen']]
        if len(s80) != 20 or s80 != json.load(open(SET80)):
            err('ref/set80_scenario_choices.json should list 20 chosen ids, those of ref/set80_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET80_CHOICES, e))
    # set 79's own choices file (saved as ref/set79_scenario_choices.json) must agree with ref/set79_scenarios.json
    try:
        s79 = [c['scenario'] for c in json.load(open(SET79_CHOICES))['chosen']]
        if len(s79) != 20 or s79 != json.load(open(SET79)):
            err('ref/set79_scenario_choices.json should list 20 chosen ids, those of ref/set79_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET79_CHOICES, e))
    # set 78's own choices file (saved as ref/set78_scenario_choices.json) must agree with ref/set78_scenarios.json
    try:
        s78 = [c['scenario'] for c in json.load(open(SET78_CHOICES))['chosen']]
        if len(s78) != 20 or s78 != json.load(open(SET78)):
            err('ref/set78_scenario_choices.json should list 20 chosen ids, those of ref/set78_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET78_CHOICES, e))
    # set 77's own choices file (saved as ref/set77_scenario_choices.json) must agree with ref/set77_scenarios.json
    try:
        s77 = [c['scenario'] for c in json.load(open(SET77_CHOICES))['chosen']]
        if len(s77) != 20 or s77 != json.load(open(SET77)):
            err('ref/set77_scenario_choices.json should list 20 chosen ids, those of ref/set77_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET77_CHOICES, e))
    # set 76's own choices file (saved as ref/set76_scenario_choices.json) must agree with ref/set76_scenarios.json
    try:
        s76 = [c['scenario'] for c in json.load(open(SET76_CHOICES))['chosen']]
        if len(s76) != 20 or s76 != json.load(open(SET76)):
            err('ref/set76_scenario_choices.json should list 20 chosen ids, those of ref/set76_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET76_CHOICES, e))
    # set 75's own choices file (saved as ref/set75_scenario_choices.json) must agree with ref/set75_scenarios.json
    try:
        s75 = [c['scenario'] for c in json.load(open(SET75_CHOICES))['chosen']]
        if len(s75) != 20 or s75 != json.load(open(SET75)):
            err('ref/set75_scenario_choices.json should list 20 chosen ids, those of ref/set75_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET75_CHOICES, e))
    # set 74's own choices file (saved as ref/set74_scenario_choices.json) must agree with ref/set74_scenarios.json
    try:
        s74 = [c['scenario'] for c in json.load(open(SET74_CHOICES))['chosen']]
        if len(s74) != 20 or s74 != json.load(open(SET74)):
            err('ref/set74_scenario_choices.json should list 20 chosen ids, those of ref/set74_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET74_CHOICES, e))
    # set 73's own choices file (saved as ref/set73_scenario_choices.json) must agree with ref/set73_scenarios.json
    try:
        s73 = [c['scenario'] for c in json.load(open(SET73_CHOICES))['chosen']]
        if len(s73) != 20 or s73 != json.load(open(SET73)):
            err('ref/set73_scenario_choices.json should list 20 chosen ids, those of ref/set73_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET73_CHOICES, e))
    # set 72's own choices file (saved as ref/set72_scenario_choices.json) must agree with ref/set72_scenarios.json
    try:
        s72 = [c['scenario'] for c in json.load(open(SET72_CHOICES))['chosen']]
        if len(s72) != 20 or s72 != json.load(open(SET72)):
            err('ref/set72_scenario_choices.json should list 20 chosen ids, those of ref/set72_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET72_CHOICES, e))
    # set 71's own choices file (saved as ref/set71_scenario_choices.json) must agree with ref/set71_scenarios.json
    try:
        s71 = [c['scenario'] for c in json.load(open(SET71_CHOICES))['chosen']]
        if len(s71) != 20 or s71 != json.load(open(SET71)):
            err('ref/set71_scenario_choices.json should list 20 chosen ids, those of ref/set71_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET71_CHOICES, e))
    # set 70's own choices file (saved as ref/set70_scenario_choices.json) must agree with ref/set70_scenarios.json
    try:
        s70 = [c['scenario'] for c in json.load(open(SET70_CHOICES))['chosen']]
        if len(s70) != 20 or s70 != json.load(open(SET70)):
            err('ref/set70_scenario_choices.json should list 20 chosen ids, those of ref/set70_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET70_CHOICES, e))
    # set 69's own choices file (saved as ref/set69_scenario_choices.json) must agree with ref/set69_scenarios.json
    try:
        s69 = [c['scenario'] for c in json.load(open(SET69_CHOICES))['chosen']]
        if len(s69) != 20 or s69 != json.load(open(SET69)):
            err('ref/set69_scenario_choices.json should list 20 chosen ids, those of ref/set69_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET69_CHOICES, e))
    # set 68's own choices file (saved as ref/set68_scenario_choices.json) must agree with ref/set68_scenarios.json
    try:
        s68 = [c['scenario'] for c in json.load(open(SET68_CHOICES))['chosen']]
        if len(s68) != 20 or s68 != json.load(open(SET68)):
            err('ref/set68_scenario_choices.json should list 20 chosen ids, those of ref/set68_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET68_CHOICES, e))
    # set 67's own choices file (saved as ref/set67_scenario_choices.json) must agree with ref/set67_scenarios.json
    try:
        s67 = [c['scenario'] for c in json.load(open(SET67_CHOICES))['chosen']]
        if len(s67) != 20 or s67 != json.load(open(SET67)):
            err('ref/set67_scenario_choices.json should list 20 chosen ids, those of ref/set67_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET67_CHOICES, e))
    # set 66's own choices file (saved as ref/set66_scenario_choices.json) must agree with ref/set66_scenarios.json
    try:
        s66 = [c['scenario'] for c in json.load(open(SET66_CHOICES))['chosen']]
        if len(s66) != 20 or s66 != json.load(open(SET66)):
            err('ref/set66_scenario_choices.json should list 20 chosen ids, those of ref/set66_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET66_CHOICES, e))
    # set 65's own choices file (saved as ref/set65_scenario_choices.json) must agree with ref/set65_scenarios.json
    try:
        s65 = [c['scenario'] for c in json.load(open(SET65_CHOICES))['chosen']]
        if len(s65) != 20 or s65 != json.load(open(SET65)):
            err('ref/set65_scenario_choices.json should list 20 chosen ids, those of ref/set65_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET65_CHOICES, e))
    # set 64's own choices file (saved as ref/set64_scenario_choices.json) must agree with ref/set64_scenarios.json
    try:
        s64 = [c['scenario'] for c in json.load(open(SET64_CHOICES))['chosen']]
        if len(s64) != 20 or s64 != json.load(open(SET64)):
            err('ref/set64_scenario_choices.json should list 20 chosen ids, those of ref/set64_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET64_CHOICES, e))
    # set 63's own choices file (saved as ref/set63_scenario_choices.json) must agree with ref/set63_scenarios.json
    try:
        s63 = [c['scenario'] for c in json.load(open(SET63_CHOICES))['chosen']]
        if len(s63) != 20 or s63 != json.load(open(SET63)):
            err('ref/set63_scenario_choices.json should list 20 chosen ids, those of ref/set63_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET63_CHOICES, e))
    # set 62's own choices file (saved as ref/set62_scenario_choices.json) must agree with ref/set62_scenarios.json
    try:
        s62 = [c['scenario'] for c in json.load(open(SET62_CHOICES))['chosen']]
        if len(s62) != 20 or s62 != json.load(open(SET62)):
            err('ref/set62_scenario_choices.json should list 20 chosen ids, those of ref/set62_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET62_CHOICES, e))
    # set 61's own choices file (saved as ref/set61_scenario_choices.json) must agree with ref/set61_scenarios.json
    try:
        s61 = [c['scenario'] for c in json.load(open(SET61_CHOICES))['chosen']]
        if len(s61) != 20 or s61 != json.load(open(SET61)):
            err('ref/set61_scenario_choices.json should list 20 chosen ids, those of ref/set61_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET61_CHOICES, e))
    # set 60's own choices file (saved as ref/set60_scenario_choices.json) must agree with ref/set60_scenarios.json
    try:
        s60 = [c['scenario'] for c in json.load(open(SET60_CHOICES))['chosen']]
        if len(s60) != 20 or s60 != json.load(open(SET60)):
            err('ref/set60_scenario_choices.json should list 20 chosen ids, those of ref/set60_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET60_CHOICES, e))
    # set 59's own choices file (saved as ref/set59_scenario_choices.json) must agree with ref/set59_scenarios.json
    try:
        s59 = [c['scenario'] for c in json.load(open(SET59_CHOICES))['chosen']]
        if len(s59) != 20 or s59 != json.load(open(SET59)):
            err('ref/set59_scenario_choices.json should list 20 chosen ids, those of ref/set59_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET59_CHOICES, e))
    # set 58's own choices file (saved as ref/set58_scenario_choices.json) must agree with ref/set58_scenarios.json
    try:
        s58 = [c['scenario'] for c in json.load(open(SET58_CHOICES))['chosen']]
        if len(s58) != 20 or s58 != json.load(open(SET58)):
            err('ref/set58_scenario_choices.json should list 20 chosen ids, those of ref/set58_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET58_CHOICES, e))
    # set 57's own choices file (saved as ref/set57_scenario_choices.json) must agree with ref/set57_scenarios.json
    try:
        s57 = [c['scenario'] for c in json.load(open(SET57_CHOICES))['chosen']]
        if len(s57) != 20 or s57 != json.load(open(SET57)):
            err('ref/set57_scenario_choices.json should list 20 chosen ids, those of ref/set57_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET57_CHOICES, e))
    # set 56's own choices file (saved as ref/set56_scenario_choices.json) must agree with ref/set56_scenarios.json
    try:
        s56 = [c['scenario'] for c in json.load(open(SET56_CHOICES))['chosen']]
        if len(s56) != 20 or s56 != json.load(open(SET56)):
            err('ref/set56_scenario_choices.json should list 20 chosen ids, those of ref/set56_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET56_CHOICES, e))
    # set 55's own choices file (saved as ref/set55_scenario_choices.json) must agree with ref/set55_scenarios.json
    try:
        s55 = [c['scenario'] for c in json.load(open(SET55_CHOICES))['chosen']]
        if len(s55) != 20 or s55 != json.load(open(SET55)):
            err('ref/set55_scenario_choices.json should list 20 chosen ids, those of ref/set55_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET55_CHOICES, e))
    # set 54's own choices file (saved as ref/set54_scenario_choices.json) must agree with ref/set54_scenarios.json
    try:
        s54 = [c['scenario'] for c in json.load(open(SET54_CHOICES))['chosen']]
        if len(s54) != 20 or s54 != json.load(open(SET54)):
            err('ref/set54_scenario_choices.json should list 20 chosen ids, those of ref/set54_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET54_CHOICES, e))
    # set 53's own choices file (saved as ref/set53_scenario_choices.json) must agree with ref/set53_scenarios.json
    try:
        s53 = [c['scenario'] for c in json.load(open(SET53_CHOICES))['chosen']]
        if len(s53) != 20 or s53 != json.load(open(SET53)):
            err('ref/set53_scenario_choices.json should list 20 chosen ids, those of ref/set53_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET53_CHOICES, e))
    # set 52's own choices file (saved as ref/set52_scenario_choices.json) must agree with ref/set52_scenarios.json
    try:
        s52 = [c['scenario'] for c in json.load(open(SET52_CHOICES))['chosen']]
        if len(s52) != 20 or s52 != json.load(open(SET52)):
            err('ref/set52_scenario_choices.json should list 20 chosen ids, those of ref/set52_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET52_CHOICES, e))
    # set 51's own choices file (saved as ref/set51_scenario_choices.json) must agree with ref/set51_scenarios.json
    try:
        s51 = [c['scenario'] for c in json.load(open(SET51_CHOICES))['chosen']]
        if len(s51) != 20 or s51 != json.load(open(SET51)):
            err('ref/set51_scenario_choices.json should list 20 chosen ids, those of ref/set51_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET51_CHOICES, e))
    # set 50's own choices file (saved as ref/set50_scenario_choices.json) must agree with ref/set50_scenarios.json
    try:
        s50 = [c['scenario'] for c in json.load(open(SET50_CHOICES))['chosen']]
        if len(s50) != 20 or s50 != json.load(open(SET50)):
            err('ref/set50_scenario_choices.json should list 20 chosen ids, those of ref/set50_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET50_CHOICES, e))
    # set 49's own choices file (saved as ref/set49_scenario_choices.json) must agree with ref/set49_scenarios.json
    try:
        s49 = [c['scenario'] for c in json.load(open(SET49_CHOICES))['chosen']]
        if len(s49) != 20 or s49 != json.load(open(SET49)):
            err('ref/set49_scenario_choices.json should list 20 chosen ids, those of ref/set49_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET49_CHOICES, e))
    # set 48's own choices file (saved as ref/set48_scenario_choices.json) must agree with ref/set48_scenarios.json
    try:
        s48 = [c['scenario'] for c in json.load(open(SET48_CHOICES))['chosen']]
        if len(s48) != 20 or s48 != json.load(open(SET48)):
            err('ref/set48_scenario_choices.json should list 20 chosen ids, those of ref/set48_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET48_CHOICES, e))
    # set 47's own choices file (saved as ref/set47_scenario_choices.json) must agree with ref/set47_scenarios.json
    try:
        s47 = [c['scenario'] for c in json.load(open(SET47_CHOICES))['chosen']]
        if len(s47) != 20 or s47 != json.load(open(SET47)):
            err('ref/set47_scenario_choices.json should list 20 chosen ids, those of ref/set47_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET47_CHOICES, e))
    # set 46's own choices file (saved as ref/set46_scenario_choices.json) must agree with ref/set46_scenarios.json
    try:
        s46 = [c['scenario'] for c in json.load(open(SET46_CHOICES))['chosen']]
        if len(s46) != 20 or s46 != json.load(open(SET46)):
            err('ref/set46_scenario_choices.json should list 20 chosen ids, those of ref/set46_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET46_CHOICES, e))
    # set 45's own choices file (saved as ref/set45_scenario_choices.json) must agree with ref/set45_scenarios.json
    try:
        s45 = [c['scenario'] for c in json.load(open(SET45_CHOICES))['chosen']]
        if len(s45) != 20 or s45 != json.load(open(SET45)):
            err('ref/set45_scenario_choices.json should list 20 chosen ids, those of ref/set45_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET45_CHOICES, e))
    # set 44's own choices file (saved as ref/set44_scenario_choices.json) must agree with ref/set44_scenarios.json
    try:
        s44 = [c['scenario'] for c in json.load(open(SET44_CHOICES))['chosen']]
        if len(s44) != 20 or s44 != json.load(open(SET44)):
            err('ref/set44_scenario_choices.json should list 20 chosen ids, those of ref/set44_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET44_CHOICES, e))
    # set 43's own choices file (saved as ref/set43_scenario_choices.json) must agree with ref/set43_scenarios.json
    try:
        s43 = [c['scenario'] for c in json.load(open(SET43_CHOICES))['chosen']]
        if len(s43) != 20 or s43 != json.load(open(SET43)):
            err('ref/set43_scenario_choices.json should list 20 chosen ids, those of ref/set43_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET43_CHOICES, e))
    # set 42's own choices file (saved as ref/set42_scenario_choices.json) must agree with ref/set42_scenarios.json
    try:
        s42 = [c['scenario'] for c in json.load(open(SET42_CHOICES))['chosen']]
        if len(s42) != 20 or s42 != json.load(open(SET42)):
            err('ref/set42_scenario_choices.json should list 20 chosen ids, those of ref/set42_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET42_CHOICES, e))
    # set 41's own choices file (saved as ref/set41_scenario_choices.json) must agree with ref/set41_scenarios.json
    try:
        s41 = [c['scenario'] for c in json.load(open(SET41_CHOICES))['chosen']]
        if len(s41) != 20 or s41 != json.load(open(SET41)):
            err('ref/set41_scenario_choices.json should list 20 chosen ids, those of ref/set41_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET41_CHOICES, e))
    # set 40's own choices file (saved as ref/set40_scenario_choices.json) must agree with ref/set40_scenarios.json
    try:
        s40 = [c['scenario'] for c in json.load(open(SET40_CHOICES))['chosen']]
        if len(s40) != 20 or s40 != json.load(open(SET40)):
            err('ref/set40_scenario_choices.json should list 20 chosen ids, those of ref/set40_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET40_CHOICES, e))
    # set 39's own choices file (saved as ref/set39_scenario_choices.json) must agree with ref/set39_scenarios.json
    try:
        s39 = [c['scenario'] for c in json.load(open(SET39_CHOICES))['chosen']]
        if len(s39) != 20 or s39 != json.load(open(SET39)):
            err('ref/set39_scenario_choices.json should list 20 chosen ids, those of ref/set39_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET39_CHOICES, e))
    # set 38's own choices file (saved as ref/set38_scenario_choices.json) must agree with ref/set38_scenarios.json
    try:
        s38 = [c['scenario'] for c in json.load(open(SET38_CHOICES))['chosen']]
        if len(s38) != 20 or s38 != json.load(open(SET38)):
            err('ref/set38_scenario_choices.json should list 20 chosen ids, those of ref/set38_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET38_CHOICES, e))
    # set 37's own choices file (saved as ref/set37_scenario_choices.json) must agree with ref/set37_scenarios.json
    try:
        s37 = [c['scenario'] for c in json.load(open(SET37_CHOICES))['chosen']]
        if len(s37) != 20 or s37 != json.load(open(SET37)):
            err('ref/set37_scenario_choices.json should list 20 chosen ids, those of ref/set37_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET37_CHOICES, e))
    # set 36's own choices file (saved as ref/set36_scenario_choices.json) must agree with ref/set36_scenarios.json
    try:
        s36 = [c['scenario'] for c in json.load(open(SET36_CHOICES))['chosen']]
        if len(s36) != 20 or s36 != json.load(open(SET36)):
            err('ref/set36_scenario_choices.json should list 20 chosen ids, those of ref/set36_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET36_CHOICES, e))
    # set 35's own choices file (saved as ref/set35_scenario_choices.json) must agree with ref/set35_scenarios.json
    try:
        s35 = [c['scenario'] for c in json.load(open(SET35_CHOICES))['chosen']]
        if len(s35) != 20 or s35 != json.load(open(SET35)):
            err('ref/set35_scenario_choices.json should list 20 chosen ids, those of ref/set35_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET35_CHOICES, e))
    # set 34's own choices file (saved as ref/set34_scenario_choices.json) must agree with ref/set34_scenarios.json
    try:
        s34 = [c['scenario'] for c in json.load(open(SET34_CHOICES))['chosen']]
        if len(s34) != 20 or s34 != json.load(open(SET34)):
            err('ref/set34_scenario_choices.json should list 20 chosen ids, those of ref/set34_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET34_CHOICES, e))
    # set 33's own choices file (saved as ref/set33_scenario_choices.json) must agree with ref/set33_scenarios.json
    try:
        s33 = [c['scenario'] for c in json.load(open(SET33_CHOICES))['chosen']]
        if len(s33) != 20 or s33 != json.load(open(SET33)):
            err('ref/set33_scenario_choices.json should list 20 chosen ids, those of ref/set33_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET33_CHOICES, e))
    # set 32's own choices file (saved as ref/set32_scenario_choices.json) must agree with ref/set32_scenarios.json
    try:
        s32 = [c['scenario'] for c in json.load(open(SET32_CHOICES))['chosen']]
        if len(s32) != 20 or s32 != json.load(open(SET32)):
            err('ref/set32_scenario_choices.json should list 20 chosen ids, those of ref/set32_scenarios.json')
    except Exception as e:
        err('cannot read %s: %s' % (SET32_CHOICES, e))
    for x in chosen:
        if x not in scen_used:
            err('chosen scenario %s (ref/scenario_choices.json) is not used by set 152' % x)
        if x in s28_:
            err('chosen scenario %s is one of set 147\'s own ids' % x)
        if x in s132x_:
            err('chosen scenario %s is one of set 151\'s ids' % x)
    trees = {}
    for sc in sorted(scen_used):
        if sc not in chosen:
            err('scenario %s is not in ref/scenario_choices.json' % sc)
        for e in UNIVERSE_ERRORS.get(sc, []):
            err(e)
        key = ds[sc][2]
        if key not in set27_keys:
            err('scenario %s is not in one of set 147\'s trees' % sc)
        if key in trees:
            err('scenarios %s and %s have identical trees' % (trees[key], sc))
        trees.setdefault(key, sc)

    # ---- minimums ----
    tags = Counter(r.get('construction') for r in claims)
    for t, mn in CLAIM_MIN.items():
        if tags[t] < mn:
            err('construction %s: %d < minimum %d' % (t, tags[t], mn))
    if len(claims) < MIN_CLAIMS:
        err('only %d claims (< %d)' % (len(claims), MIN_CLAIMS))
    # set 152's brief asks for exact counts
    if len(claims) != 300 or len(ests) != 120:
        err('exactly 300 claims and 120 estimates required, got %d and %d' % (len(claims), len(ests)))
    for t in NEW_CLAIM_TAGS:
        if tags[t] != 12:
            err('new tag %s: %d texts (exactly 12 required)' % (t, tags[t]))
    for t in NEW_EST_TAGS:
        if sum(1 for r in ests if r.get('construction') == t) != 20:
            err('prose style %s: exactly 20 records (10 note texts, both kinds) required' % t)
        tt = {r.get('text') for r in ests if r.get('construction') == t}
        if len(tt) != 10:
            err('prose style %s: exactly 10 note texts required, got %d' % (t, len(tt)))
        for x in tt:
            ks = sorted(r.get('kind') for r in ests if r.get('text') == x)
            if ks != ['current', 'prior']:
                err('prose style %s: note text not labelled once for each kind: %r' % (t, (x or '')[:60]))
    # set 127's notes are prose: no code, markup, configuration or data-format characters
    # every claim text and every note text written once
    for k_, c_ in Counter(r.get('text') for r in claims).items():
        if c_ > 1:
            err('duplicate text (any scenario): %r' % (k_ or '')[:80])
    if {r.get('construction') for r in ests} - set(NEW_EST_TAGS):
        err('estimates: constructions other than the six prose styles')
    kinds_ = Counter(r.get('kind') for r in ests)
    if kinds_['prior'] != 60 or kinds_['current'] != 60:
        err('estimates: exactly 60 prior and 60 current records required')
    for r in ests:
        x = r.get('text') or ''
        for ch in '{}=<>`':
            if ch in x:
                err('%s: note contains %r (notes must be prose)' % (r.get('id'), ch))
        for ln in x.split('\n'):
            if ln[:1] == '#':
                err('%s: note line starts with "#" (notes must be prose)' % r.get('id'))
            elif ln[:1] in '-*' and ln[:1] and not re.match(r'^[-*] [A-Za-z]', ln):
                err('%s: note line starting with %r is not a plain prose bullet' % (r.get('id'), ln[:1]))
        if re.search(r'^\s*[\w.-]+\s*:\s*\S+\s*$', x, re.M) and not re.search(r'[a-z] [a-z]', x):
            err('%s: note looks like a key-value record' % r.get('id'))
    for r in ests:
        if r.get('construction') in STYLE_PATTERNS and r.get('scenario') in ds:
            x = r.get('text') or ''
            for e_ in sorted(ds[r['scenario']][1], key=len, reverse=True):
                x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e_), '', x)
            if not any(re.search(p_, x) for p_ in STYLE_PATTERNS[r['construction']]):
                err('%s: %s note does not show its construction' % (r.get('id'), r['construction']))
    if sum(1 for r in claims if r.get('speaker') == 'defender') != 280:
        err('exactly 280 defender messages required')
    etexts = Counter((r.get('text'), r.get('kind')) for r in ests)
    for k, c in etexts.items():
        if c > 1:
            err('note text recorded %d times for one kind: %r' % (c, k[0][:60]))
    if len({r.get('text') for r in ests}) != 60:
        err('expected 60 distinct note texts')
    # about a third of the notes adversarial (README list of e- ids; both records of a note listed)
    if len(ests) < MIN_ESTS:
        err('only %d estimates (< %d)' % (len(ests), MIN_ESTS))
    spk = Counter(r.get('speaker') for r in claims)
    if spk['attacker'] != MIN_ATTACKER:
        err('%d attacker messages (exactly %d required)' % (spk['attacker'], MIN_ATTACKER))
    if spk['defender'] < MIN_DEFENDER:
        err('only %d defender messages (< %d)' % (spk['defender'], MIN_DEFENDER))
    for r in claims + ests:
        if isinstance(r.get('text'), str) and re.search(r'\{(N|A2?|B2?|C[23]?|D|[ABC]~|l[ABC]s?|k[ABC])\}', r['text']):
            err('%s: unfilled slot in text' % r.get('id'))
    # every text written once: no text recurs in any scenario
    alltexts = Counter(r.get('text') for r in claims)
    for k, c in alltexts.items():
        if c > 1:
            err('claim text used %d times: %r' % (c, k[:80]))
    for x in {r.get('text') for r in claims} & {r.get('text') for r in ests}:
        err('text used both as a claim and as a note: %r' % (x or '')[:80])
    if claims and tags['realistic_reply'] <= MIN_REALISTIC_SHARE * len(claims):
        err('realistic_reply %d is not more than half of %d claims' % (tags['realistic_reply'], len(claims)))
    if len(scen_used) < MIN_UNIVERSES:
        err('only %d distinct scenarios (< %d)' % (len(scen_used), MIN_UNIVERSES))
    both_texts = sum(1 for v in text_kinds.values() if sorted(v) == ['current', 'prior'])
    kinds = Counter(r.get('kind') for r in ests)
    if kinds['prior'] != kinds['current']:
        err('estimates: %d prior vs %d current (expected half and half)' % (kinds['prior'], kinds['current']))
    for t in NEW_CLAIM_TAGS:
        if any(not ('a' <= w[:1] <= 'm') for w in t.split('_')):
            err('new claim tag %s: every word must begin with a letter from A to M (set 152)' % t)
        if t in EARLIER_CLAIM_TAGS:
            err('new claim tag %s is an earlier set\'s tag' % t)
        for w in t.split('_'):
            if w in EARLIER_CLAIM_TAGS:
                err('new claim tag %s has a word (%s) that is an earlier tag or near variant' % (t, w))
    if os.path.exists(SET30_README):
        s29r = open(SET30_README, encoding='utf-8').read()
        for t in NEW_CLAIM_TAGS + NEW_EST_TAGS:
            if '`%s`' % t in s29r or t.lower() in s29r.lower():
                err('new tag %s appears in set 151\'s README' % t)
            # also the tag's words as a genre name: the whole tag with a space
            if t.replace('_', ' ').lower() in s29r.lower():
                err('new tag %s (with a space) appears in set 151\'s README' % t)
    else:
        err('set 151\'s README not found at %s' % SET30_README)
    for p_ in OTHER_READMES:
        if not os.path.exists(p_):
            err('README not found at %s' % p_)
            continue
        o_ = open(p_, encoding='utf-8').read().lower()
        for t in NEW_CLAIM_TAGS + NEW_EST_TAGS:
            if t.lower() in o_ or t.replace('_', ' ').lower() in o_:
                err('new tag %s appears in %s' % (t, p_))
            for w in t.split('_'):
                if re.search(r'(?<![a-z0-9])%s(?![a-z0-9])' % re.escape(w), o_):
                    err('new tag %s has a word (%s) that occurs in %s' % (t, w, p_))
    for t in NEW_EST_TAGS:
        if t in AVOIDED_EST_FORMS:
            err('new estimate tag %s is a form the brief excludes' % t)
        if t in EARLIER_EST_TAGS:
            err('new estimate tag %s is an earlier set\'s tag' % t)
        if t in SET41_STYLE_VARIANTS or any(w in SET41_STYLE_VARIANTS for w in t.split('_')):
            err('new estimate tag %s is a prose style of sets 41 to 151 or a near variant' % t)
        base = t[:-len('_note')] if t.endswith('_note') else t
        if base in AVOIDED_LANG_WORDS or base.split('_')[0] in AVOIDED_LANG_WORDS:
            err('new estimate tag %s is named after a note form the brief excludes' % t)
    if both_texts < MIN_BOTH_TEXTS:
        err('only %d texts labelled as both prior and current (< %d)' % (both_texts, MIN_BOTH_TEXTS))

    # ---- README: adversarial list and tag table ----
    adv = []
    committing = lambda r: isinstance(r.get('belief'), dict) and any(v is not None for v in r['belief'].values())
    readme = os.path.join(HERE, 'README.md')
    if os.path.exists(readme):
        txt = open(readme, encoding='utf-8').read()
        mm = re.search(r'<!-- adversarial-start -->(.*?)<!-- adversarial-end -->', txt, re.S)
        if not mm:
            err('README.md: adversarial id block not found')
        else:
            adv = re.findall(r'c-\d{3}', mm.group(1))
            cid = set(ids)
            for a in adv:
                if a not in cid:
                    err('README adversarial id %s not in claims.jsonl' % a)
            if len(set(adv)) != len(adv):
                err('README adversarial list has duplicates')
            if claims:
                share = len(set(adv)) / len(claims)
                if not (MIN_ADV_SHARE <= share <= MAX_ADV_SHARE):
                    err('adversarial share %.1f%% outside %d-%d%%' % (100 * share, 100 * MIN_ADV_SHARE, 100 * MAX_ADV_SHARE))
        table = readme_tag_table(txt)
        advset = set(adv)
        for t in sorted(set(tags) | set(table)):
            want = table.get(t)
            got = (tags[t], sum(1 for r in claims if r.get('construction') == t and r.get('id') in advset),
                   sum(1 for r in claims if r.get('construction') == t and committing(r)))
            if want is None:
                err('README tag table has no row for %s' % t)
            elif want != got:
                err('README tag table row %s says count/adversarial/committing %r, files give %r' % (t, want, got))
        mt = re.search(r'^\|\s*\*\*total\*\*\s*\|\s*\*\*(\d+)\*\*', txt, re.M)
        if not mt or int(mt.group(1)) != len(claims):
            err('README tag table total does not match %d claims' % len(claims))
        ectags = Counter(r.get('construction') for r in ests)
        for t in NEW_EST_TAGS:
            if ectags[t] < MIN_NEW_EST:
                err('estimate construction %s: %d < minimum %d' % (t, ectags[t], MIN_NEW_EST))
        for t in NEW_CLAIM_TAGS:
            rows = [r for r in claims if r.get('construction') == t]
            if not any(r.get('id') in advset for r in rows) or not any(committing(r) for r in rows):
                err('new tag %s needs both adversarial and committing texts' % t)
        # each new note form has records that hold a named value and records with an all-null or unscored reading
        for t in NEW_EST_TAGS:
            rows = [r for r in ests if r.get('construction') == t]
            if not any(isinstance(r.get('label'), dict) and any(v not in (None, '?') for v in r['label'].values())
                       for r in rows):
                err('new estimate tag %s has no record holding a named value' % t)
        # ... and records naming a value the attacker does not hold or leaving levels unsaid
        for t in NEW_EST_TAGS:
            rows = [r for r in ests if r.get('construction') == t]
            if not any(r.get('label') == 'unscored' or
                       (isinstance(r.get('label'), dict) and any(v in (None, '?') for v in r['label'].values()))
                       for r in rows):
                err('new estimate tag %s has no record with a null, "?" or unscored reading' % t)
        for t, n in ectags.items():
            if not re.search(r'`%s` %d\b' % (re.escape(t), n), txt):
                err('README estimate tag count for %s (%d) not found' % (t, n))
        # estimates: the adversarial e- ids list both records of a note, about a third of the 60 notes
        eadv = set(re.findall(r'e-\d{3}', mm.group(1))) if mm else set()
        eid = {r.get('id'): r for r in ests}
        for a in eadv:
            if a not in eid:
                err('README adversarial id %s not in estimates.jsonl' % a)
        etext_adv = {eid[a].get('text') for a in eadv if a in eid}
        for r in ests:
            if r.get('text') in etext_adv and r.get('id') not in eadv:
                err('%s: its note is adversarial but this record is not listed' % r.get('id'))
        if not (15 <= len(etext_adv) <= 25):
            err('adversarial notes: %d of 60 (about a third required)' % len(etext_adv))
    else:
        err('README.md missing')

    # ---- report ----
    print('claims.jsonl: %d records' % len(claims))
    for t in CLAIM_MIN:
        print('  %-22s %3d (min %d)' % (t, tags[t], CLAIM_MIN[t]))
    print('  speakers:', dict(spk))
    nonnull = sum(1 for r in claims if committing(r))
    print('  with some committed level: %d, all-null: %d' % (nonnull, len(claims) - nonnull))
    if claims:
        print('  adversarial (README): %d = %.1f%%' % (len(set(adv)), 100.0 * len(set(adv)) / len(claims)))
    print('estimates.jsonl: %d records' % len(ests))
    print('  kinds:', dict(Counter(r.get('kind') for r in ests)))
    print('  constructions:', dict(Counter(r.get('construction') for r in ests)))
    print('  unscored: %d' % sum(1 for r in ests if r.get('label') == 'unscored'))
    print('  texts labelled as both prior and current: %d' % both_texts)
    print('scenarios: %d in claims, %d in estimates, %d overall (trees distinct, all set 147\'s trees, none of set 147\'s or set 151\'s ids)' % (
        len({r.get('scenario') for r in claims}), len({r.get('scenario') for r in ests}), len(scen_used)))
    if errors:
        print('\n%d ERROR(S):' % len(errors))
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('\nOK: no errors')


if __name__ == '__main__':
    main()
