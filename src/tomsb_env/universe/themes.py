"""Name pools for generated universes: ten themes plus a pool of people's names.

A theme fixes three level names (coarse to fine) and one pool of candidate
names per level. Pools are partly written out and partly composed from parts
("{0} Ward" over tree and bird names, "The {0} {1}" over adjectives and nouns)
so that hundreds of universes can be drawn without repeats inside one.

Each theme also lists its *generic* words (suffixes such as "Ward" or
"Holdings") that may repeat within a universe; every other word is
*distinctive*. The generator keeps distinctive words unique per universe
whenever the pool allows it, so that a bare "Cobalt" in a conversation cannot
point at two entities. :func:`name_tokens` splits names the same way the
grounding module does (separators, camelCase, letter/digit changes).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = [
    "GLOBAL_GENERIC",
    "PERSON_NAMES",
    "THEMES",
    "Composition",
    "NamePool",
    "Theme",
    "get_theme",
    "name_tokens",
]

#: Function words that never make a name distinctive.
GLOBAL_GENERIC = frozenset({"of", "the", "and", "for", "s"})


_CHUNK = re.compile(r"[^\W_]+")
# camelCase humps and letter/digit changes inside one chunk
_HUMP = re.compile(
    r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])|(?<=[a-z\u00df-\u00ff])(?=[A-Z\u00c0-\u00de])"
)


@lru_cache(maxsize=65536)
def name_tokens(name: str) -> tuple[str, ...]:
    """Lower-cased word parts of a name, split at separators, camelCase and digit changes."""
    return tuple(
        part.casefold() for chunk in _CHUNK.findall(name) for part in _HUMP.split(chunk) if part
    )


def _words(text: str) -> tuple[str, ...]:
    """Split a whitespace-separated block of single-word names."""
    return tuple(text.split())


def _items(text: str) -> tuple[str, ...]:
    """Split a ';'-separated block of names, ignoring layout whitespace."""
    return tuple(" ".join(part.split()) for part in text.split(";") if part.strip())


@dataclass(frozen=True)
class Composition:
    """Names made by filling ``template`` with every combination of ``parts``."""

    template: str
    parts: tuple[tuple[str, ...], ...]

    def names(self) -> list[str]:
        return [self.template.format(*combo) for combo in itertools.product(*self.parts)]


@dataclass(frozen=True)
class NamePool:
    """Candidate names for one level: written-out names plus compositions."""

    names: tuple[str, ...] = ()
    compositions: tuple[Composition, ...] = ()

    @cached_property
    def candidates(self) -> tuple[str, ...]:
        """Every candidate, deduplicated, in a fixed order (built on first use)."""
        seen: dict[str, None] = dict.fromkeys(self.names)
        for comp in self.compositions:
            seen.update(dict.fromkeys(comp.names()))
        return tuple(seen)


@dataclass(frozen=True)
class Theme:
    """Level names and name pools for one kind of universe."""

    key: str
    description: str
    levels: tuple[str, str, str]
    pools: tuple[NamePool, NamePool, NamePool]
    #: names for extra levels inserted between the middle and the last level (depth > 3)
    sublevels: tuple[str, ...]
    generic: frozenset[str] = field(default_factory=frozenset)

    @property
    def max_depth(self) -> int:
        return 3 + len(self.sublevels)

    @cached_property
    def generic_tokens(self) -> frozenset[str]:
        return GLOBAL_GENERIC | {w.casefold() for w in self.generic}

    def level_plan(self, depth: int) -> list[tuple[str, NamePool]]:
        """Level names and pools for a universe of ``depth`` levels."""
        if not 1 <= depth <= self.max_depth:
            raise ConfigError(
                f"theme {self.key!r} supports depth 1 to {self.max_depth}, got depth={depth}"
            )
        top, mid, leaf = zip(self.levels, self.pools, strict=True)
        if depth == 1:
            return [top]
        if depth == 2:
            return [top, leaf]
        extra = [(name, mid[1]) for name in self.sublevels[: depth - 3]]
        return [top, mid, *extra, leaf]


def _theme(
    key: str,
    description: str,
    levels: tuple[str, str, str],
    pools: Sequence[NamePool],
    sublevels: tuple[str, ...],
    generic: str,
) -> Theme:
    top, mid, leaf = pools
    return Theme(key, description, levels, (top, mid, leaf), sublevels, frozenset(generic.split()))


def _c(template: str, *parts: str | tuple[str, ...]) -> Composition:
    """A composition; string parts are whitespace-separated single words."""
    return Composition(
        template, tuple(p if isinstance(p, tuple) else tuple(p.split()) for p in parts)
    )


# Place-name syllables shared by the geography, government and shipping themes.
_PLACE_HEADS = """Bran Hol Kirra Lund Mor Nar Ost Pell Quen Ros Sel Tav Ulm Var Wyn Yar Zel Ald
    Ber Cal Dun Elm Fal Gar Har Ing Jor Kel Lor Mal Nor Orm Pen Rav Sar Tor Ves Wil Ash Brack"""
_PLACE_TAILS = """haven ford mouth bridge wick stead holm gard mere dale burg port field minster
    crest water brook cliff gate vale moor thorpe ness ton combe"""
_PLACE = Composition("{0}{1}", (tuple(_PLACE_HEADS.split()), tuple(_PLACE_TAILS.split())))

_CORPORATE = _theme(
    "corporate",
    "a group of companies, their divisions and the teams inside them",
    ("company", "division", "team"),
    [
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Arvenko Brightmoor Calloway Corvantis Delmarre Eastlake Ferrovia Galloran
                    Halvorsen Ironvale Jessamine Kestrova Lumenfield Marlowe Nordhaven Obrecht
                    Pellucid Quarrington Redwater Silvermane Tamarind Ulverstone Varnholt
                    Westerberg Yarrowby Zephyrine Blackthorn Castellan Dunmore Everhart Fairbrook
                    Greystone Hollister Kingsmere Lockridge Merriweather Northcote Oakhurst
                    Pemberton Sandoval""",
                    "Holdings Group Industries Systems Technologies Partners Dynamics Corporation",
                ),
            )
        ),
        NamePool(
            _items("""Cloud Infrastructure; Consumer Payments; Retail Banking; Wealth Management;
            Medical Imaging; Industrial Robotics; Satellite Communications; Freight Forwarding;
            Renewable Generation; Grid Storage; Crop Science; Animal Health; Specialty Chemicals;
            Advanced Materials; Semiconductor Design; Memory Chips; Mobile Handsets;
            Home Appliances; Smart Lighting; Building Automation; Water Treatment;
            Waste Recycling; Commercial Aviation; Defence Electronics; Rail Signalling;
            Autonomous Vehicles; Electric Drivetrains; Battery Cells; Fuel Retail;
            Offshore Drilling; Mining Equipment; Steel Fabrication; Flexible Packaging;
            Tissue Paper; Consumer Health; Generic Pharmaceuticals; Vaccine Research;
            Clinical Diagnostics; Genomic Sequencing; Contract Manufacturing; Luxury Fragrances;
            Performance Sportswear; Athletic Footwear; Prescription Eyewear; Fine Jewellery;
            Pet Nutrition; Frozen Foods; Dairy Brands; Craft Beverages; Coffee Roasting;
            Chocolate Confectionery; Cruise Holidays; Online Travel; Event Ticketing;
            Music Publishing; Video Streaming; Mobile Games; Digital Advertising;
            Consumer Research; Credit Ratings; Marine Underwriting; Property Reinsurance;
            Claims Processing; Mortgage Lending; Microfinance; Private Equity; Asset Custody;
            Trade Finance; Foreign Exchange; Payroll Software; Tax Advisory; Audit Assurance;
            Legal Technology; Threat Intelligence; Identity Verification; Fraud Analytics;
            Hyperscale Datacentres; Edge Computing; Quantum Hardware; Machine Translation;
            Speech Recognition; Computer Vision; Search Ranking; Recommender Engines;
            Developer Tooling; Database Engines; Enterprise Planning Suites;
            Customer Loyalty Programs; Supply Chain Planning; Warehouse Automation;
            Last-Mile Delivery; Cold Chain Logistics; Container Terminals; Container Leasing;
            Aircraft Leasing; Heavy Construction; Residential Property; Commercial Real Estate;
            Facilities Management; Elevator Systems; Heat Pumps; Solar Modules; Wind Turbines;
            Green Hydrogen; Nuclear Fuel Cycle; Smart Meters; Fibre Broadband; 5G Networks;
            Undersea Cables; Broadcast Television; Podcast Networks; Newspaper Publishing;
            Educational Publishing; Online Learning; Executive Education; Talent Acquisition;
            Workforce Analytics; Employee Benefits; Occupational Health; Dental Implants;
            Hearing Aids; Orthopaedic Implants; Surgical Robotics; Hospital Software;
            Virtual Clinics; Veterinary Practices; Fitness Clubs; Outdoor Equipment;
            Electric Bicycles; Toys and Games; Prestige Cosmetics; Hair Care;
            Household Cleaning; Textile Mills; Furniture Retail; Garden Centres;
            Precision Optics; Laser Systems; Test and Measurement; Marine Engines;
            Agricultural Machinery; Timber Products; Specialty Glass; Technical Ceramics;
            Industrial Gases; Industrial Lubricants; Truck Tyres; Plant Protection;
            Biosimilars; Cell Therapy; Medical Devices; Infant Nutrition""")
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Amber Cobalt Crimson Copper Indigo Saffron Scarlet Silver Obsidian Jade
                    Ivory Onyx Violet Ochre Teal Russet Cerulean Golden Slate Emerald Vermilion
                    Umber Pearl Sable Azure Bronze Cinnabar Garnet Graphite Hazel Lilac Magenta
                    Maroon Mauve Olive Quartz Ruby Sapphire Sepia Topaz""",
                    """Lynx Heron Falcon Otter Marten Kestrel Badger Ibex Puffin Condor Jackal
                    Osprey Gecko Panther Stag Wolverine Orca Raven Bison Cobra Mongoose Pelican
                    Tapir Viper Albatross Barracuda Caracal Dingo Egret Ferret Gazelle Hyena
                    Iguana Kingfisher Lemur Manatee Narwhal Ocelot Quokka Wombat""",
                ),
            )
        ),
    ],
    ("department", "section"),
    "Holdings Group Industries Systems Technologies Partners Dynamics Corporation",
)

_GEOGRAPHY = _theme(
    "geography",
    "invented countries, their regions and cities",
    ("country", "region", "city"),
    [
        NamePool(
            _words("""Valdoria Ostrevia Kessaria Marovia Talvenia Drusania Elbaria Ferrania Galdova
                Harkesh Jorvania Lusovia Norvenna Orlesia Quessaly Rusvalia Sardovia Tirenne
                Umbravia Vessalia Wendmark Yskandar Zarovia Aldmere Belloran Carvessa Dovrenia
                Estmark Gallivar Hesperine Istrany Lorvenne Mirenza Nevrosk Ondara Pellagos
                Ravensk Sulavia Tamberra Ulmaren Varkesh Wyndora Zelmora Arkavia Borvenia
                Cassarel Dalvanne Eskerra Gravona Irvessa Jantara Kolvara Morvessa Nordavia
                Ostmarra Pravenca Quillara Rhodavia Selvaria Trevosia Uskavar Velmora Westravia
                Yavenna Zenthara Amarund Brevonia Durmora Elvastra Kavelia""")
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Ardwen Corran Dunlough Fennick Garrow Harth Iskel Jessop Kelvar Lathmor
                    Marrick Nethermoor Orrin Pendle Quarry Rothwen Skarra Tallon Umberlee
                    Vardel Wexmoor Yelland Brennock Caddow Drummen Elsket Farrowmere Glenarra
                    Holtby Inver Kettla Loskey Mardale Nairnmoor Ossory Pellow Renvick Strathy
                    Tolland Uskmoor Vennick Whinmoor Ashgrove Birkett Colldale Derrow Emmerlee
                    Frayne""",
                    """Highlands Lowlands Coast Valley Plateau Basin Marches Uplands Fells Delta
                    Steppe Peninsula Moors Lakelands""",
                ),
            )
        ),
        NamePool(compositions=(_PLACE,)),
    ],
    ("province", "district"),
    """Highlands Lowlands Coast Valley Plateau Basin Marches Uplands Fells Delta Steppe
    Peninsula Moors Lakelands""",
)

_HOSPITAL = _theme(
    "hospital",
    "hospitals, their clinical departments and wards",
    ("hospital", "department", "ward"),
    [
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Alderbrook Beaumont Carrickfell Danforth Ellesmere Fairhaven Glenmore
                    Inverleigh Kilbride Langford Mayfield Northgate Oakridge Queensbury Rosendale
                    Stanwick Thornbury Whitcombe Ashford Belmont Cresswell Dunsmore Elmhurst
                    Foxley Hadley Ivybridge Kenwood Larkhill Milbrook Netherby Penrose Redcliffe
                    Sandhurst Tilbury Westbourne Wrenfield Yardley Abbotsford Brackenridge
                    Coldwell Aldermoor""",
                    (
                        "General Hospital",
                        "Memorial Hospital",
                        "Royal Infirmary",
                        "Medical Centre",
                        "Children's Hospital",
                        "Community Hospital",
                        "University Hospital",
                    ),
                ),
            )
        ),
        NamePool(
            _items("""Cardiology; Cardiac Electrophysiology; Cardiothoracic Surgery;
            Vascular Surgery; Neurology; Neurosurgery; Stroke Medicine; Epilepsy Service;
            Oncology; Radiation Oncology; Haematology; Palliative Medicine; Nephrology;
            Renal Dialysis; Urology; Gastroenterology; Hepatology; Colorectal Surgery;
            Endocrinology; Diabetes Service; Rheumatology; Dermatology; Plastic Surgery;
            Burns Service; Ophthalmology; Otolaryngology; Audiology; Maxillofacial Surgery;
            Orthodontics; Orthopaedics; Spinal Surgery; Hand Surgery; Sports Medicine;
            Physiotherapy; Occupational Therapy; Speech and Language Therapy; Pulmonology;
            Sleep Medicine; Infectious Diseases; Tropical Medicine; Immunology;
            Allergy Service; Clinical Genetics; Obstetrics; Gynaecology; Fertility Medicine;
            Neonatology; Paediatrics; Adolescent Health; Geriatric Medicine; Memory Service;
            Psychiatry; Child and Adolescent Psychiatry; Clinical Psychology;
            Addiction Medicine; Eating Disorders Service; Emergency Medicine; Trauma Surgery;
            Intensive Care; Anaesthesiology; Pain Management; Radiology; Nuclear Medicine;
            Interventional Radiology; Histopathology; Microbiology; Clinical Biochemistry;
            Blood Transfusion; Clinical Pharmacy; Dietetics; Podiatry; Orthotics;
            Prosthetics Service; Transplant Surgery; Hepatobiliary Surgery; Breast Surgery;
            Endocrine Surgery; Bariatric Surgery; Acute Medicine; Ambulatory Care; Day Surgery;
            Sexual Health; Travel Medicine; Hyperbaric Medicine; Lymphoedema Service;
            Stoma Care; Wound Care; Continence Service; Cleft Lip and Palate Service;
            Craniofacial Surgery; Neuro-Oncology; Neurorehabilitation; Cardiac Rehabilitation;
            Pulmonary Rehabilitation; Spinal Injuries Service; Vascular Access Service;
            Endoscopy; Cystic Fibrosis Service; Sickle Cell Service; Haemophilia Service;
            Teenage Cancer Service; Tissue Viability; Medical Physics; Clinical Engineering;
            Genitourinary Medicine; Reproductive Endocrinology; Fetal Medicine;
            Perinatal Psychiatry; Neurophysiology; Vestibular Service; Voice Service;
            Cochlear Implants; Retinal Surgery; Corneal Service; Glaucoma Service;
            Oculoplastics; Paediatric Oncology; Paediatric Cardiology; Hospice Liaison;
            Toxicology; Virology; Tuberculosis Service; Bone Marrow Transplant;
            Diagnostic Imaging; Mammography; Renal Transplant; Limb Reconstruction;
            Foot and Ankle Surgery; Hip and Knee Surgery; Shoulder and Elbow Surgery; Andrology;
            Orthoptics; Phlebotomy; Cytology; Neuroradiology; Paediatric Neurology;
            Obstetric Anaesthesia; Menopause Service; Headache Service;
            Motor Neurone Disease Service; Movement Disorders Service""")
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Rowan Juniper Hawthorn Alder Aspen Beech Birch Cedar Chestnut Cypress
                    Hornbeam Larch Linden Magnolia Maple Myrtle Poplar Redwood Sequoia Spruce
                    Sycamore Tamarisk Walnut Wisteria Yew Kingfisher Nightingale Skylark Wren
                    Kestrel Heron Curlew Plover Lapwing Goldfinch Linnet Merlin Starling
                    Sandpiper Woodpecker Bittern Dunnock Seacole Lister Jenner Fleming Cavell
                    Barton Apgar Osler Semmelweis Pasteur Curie Hodgkin Salk Blackwell Anning
                    Nuttall Mahoney Garrett Saunders Barnardo Florey Bluebell Snowdrop Campion
                    Lavender""",
                    "Ward Unit Suite Wing",
                ),
            )
        ),
    ],
    ("service", "unit"),
    """General Hospital Memorial Royal Infirmary Medical Centre Children Community University
    Medicine Surgery Care Service Therapy Rehabilitation Clinical Ward Unit Suite Wing""",
)

_UNIVERSITY = _theme(
    "university",
    "universities, their academic departments and research labs",
    ("university", "department", "lab"),
    [
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Carrowmore Eastmere Harrowgate Kilnsey Lindenfeld Marchbank Northam
                    Oldbury Pentland Quinton Rathmore Stavanger Tregaron Upminster Valemont
                    Wexcombe Ardmore Blythwood Cheswick Dunbarrow Ellington Fernleigh Grantley
                    Hazelmere Ingleby Kirkwall Lambeth Moorcroft Newhaven Orwell Prestwick
                    Rothbury Sedgemoor Tamworth Wetherby Ashcombe Bellingham Calderbrook""",
                    "University Polytechnic College",
                ),
                _c(
                    "University of {0}",
                    """Carrowmore Eastmere Harrowgate Kilnsey Lindenfeld Marchbank Northam
                    Oldbury Pentland Quinton Rathmore""",
                ),
            )
        ),
        NamePool(
            _items("""Astrophysics; Particle Physics; Condensed Matter Physics; Organic Chemistry;
            Inorganic Chemistry; Biochemistry; Molecular Biology; Marine Biology;
            Evolutionary Biology; Ecology; Microbiology; Neuroscience; Pharmacology;
            Epidemiology; Public Health; Adult Nursing; Veterinary Science; Agronomy;
            Soil Science; Silviculture; Oceanography; Meteorology; Geology; Volcanology;
            Glaciology; Seismology; Palaeontology; Archaeology; Anthropology; Sociology;
            Criminology; Social Psychology; Cognitive Science; Linguistics; Phonetics;
            Moral Philosophy; Theology; Classical Studies; Egyptology; Medieval History; Modern History;
            Economic History; Art History; Musicology; Ethnomusicology; Film Studies;
            Theatre Studies; Creative Writing; Comparative Literature; English Literature;
            French Studies; Hispanic Studies; German Studies; Slavonic Studies;
            Japanese Studies; Chinese Studies; Arabic Studies; African Studies; Celtic Studies;
            Scandinavian Studies; Pure Mathematics; Applied Mathematics;
            Mathematical Statistics; Operational Research; Computer Science;
            Artificial Intelligence; Robotics; Information Security; Software Engineering;
            Electrical Engineering; Mechanical Engineering; Civil Engineering;
            Chemical Engineering; Aerospace Engineering; Biomedical Engineering;
            Materials Science; Nuclear Engineering; Architectural Design; Urban Planning;
            Landscape Architecture; Development Economics; Econometrics; Corporate Finance;
            Financial Accounting; Management Science; Digital Marketing; Commercial Law;
            International Relations; Political Science; Public Policy; Science Education;
            Social Work; Human Geography; Demography; Journalism; Library Science;
            Museum Studies; Sport Science; Nutrition Science; Food Science; Dentistry;
            Optometry; Physiology; Anatomy; Immunology; Virology; Parasitology; Entomology;
            Botany; Zoology; Mycology; Ornithology; Astrobiology; Planetary Science; Cosmology;
            Quantum Optics; Photonics; Acoustics; Fluid Dynamics; Mathematical Logic;
            Applied Ethics; Rhetoric; Semiotics; Cartography; Hydrology; Limnology;
            Biostatistics; Bioinformatics; Crystallography; Spectroscopy; Philology""")
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Adeyemi Kowalczyk Lindqvist Nakamura Okafor Petrovic Ramaswamy Takahashi
                    Vasquez Yilmaz Zhou Abernathy Bergstrom Castellanos Dimitriou Eriksen
                    Fitzgerald Gupta Haddad Ishikawa Jovanovic Kariuki Laurent Novak
                    Papadopoulos Quintero Rasmussen Szabo Tanaka Umarov Varga Wojcik Yamada
                    Zielinski Baptiste Chaudhry Delacroix Esposito Fontaine Hashemi Jankowski
                    Khalil Lindgren Moreau Nwosu Oyelaran Pereira Qureshi Rahman Sorensen
                    Thakur Vukovic Whitfield Yoshida Zamora Andersson Bianchi Cardoso Dasgupta
                    Ekstrom Farouk Galanis Horvath Ivanova Juarez Mwangi Okonkwo Sandoval
                    Tshabalala Villanueva""",
                    ("Lab", "Group", "Laboratory", "Research Group"),
                ),
            )
        ),
    ],
    ("section", "research_group"),
    """University Polytechnic College Studies Science Sciences Engineering History Lab Group
    Laboratory Research""",
)

_GOVERNMENT = _theme(
    "government",
    "government ministries, the agencies they oversee and local offices",
    ("ministry", "agency", "office"),
    [
        NamePool(
            compositions=(
                Composition(
                    "Ministry of {0}",
                    (
                        _items("""Agriculture; Fisheries and Oceans; Forestry; Water Resources;
                        Energy; Mines and Minerals; Transport; Health; Education;
                        Higher Education; Labour; Justice; Interior; Defence; Foreign Affairs;
                        Finance; Trade and Industry; Tourism; Culture; Heritage; Sport and Youth;
                        Housing; Urban Development; Rural Affairs; Environment; Climate Action;
                        Science and Innovation; Digital Affairs; Communications;
                        Veterans Affairs; Social Welfare; Family Affairs; Public Works;
                        Infrastructure; Railways; Immigration; Regional Development;
                        Northern Affairs; Indigenous Affairs; Land Management; Coastal Affairs;
                        Space Exploration; Civil Service; Consumer Protection;
                        Emergency Management; Arctic Affairs; Inland Waterways; Cooperatives;
                        Small Business; Food Security; National Parks; Pensions; Revenue;
                        Spatial Planning; Local Government; Equalities; Religious Affairs;
                        Ports and Shipping; Highways; Water and Sanitation; Telecommunications;
                        Textiles; Livestock; Irrigation; Cultural Heritage"""),
                    ),
                ),
            )
        ),
        NamePool(
            compositions=(
                Composition(
                    "{0} {1}",
                    (
                        _items("""Tidal Survey; Seed Certification; Road Safety; Food Standards;
                        Coastal Protection; Wildlife Conservation; Land Registry;
                        Medicines Regulation; Nuclear Safety; Water Quality; Flood Defence;
                        Heritage Protection; Consumer Credit; Census; Electoral;
                        Public Broadcasting; Export Credit; Border Control; Fire and Rescue;
                        Emergency Dispatch; Meteorological; Geological Survey; Railway Standards;
                        Maritime Safety; Harbour Pilotage; Fisheries Protection;
                        Veterinary Medicines; Plant Health; Pesticide Safety; Drinking Water;
                        Energy Efficiency; Radio Spectrum; Postal Regulation; Data Protection;
                        Cyber Resilience; Polar Research; Arts Funding; Film Classification;
                        Gambling Supervision; Student Loans; Teacher Registration;
                        Examination Standards; Pension Protection; Charity Regulation;
                        Legal Aid; Prison Inspection; Aviation Security; Air Quality"""),
                        _words("Authority Agency Board Commission Bureau Inspectorate Council"),
                    ),
                ),
            )
        ),
        NamePool(
            compositions=(
                Composition(
                    "{0}{1} {2}",
                    (
                        *_PLACE.parts,
                        ("Field Office", "Regional Office", "Liaison Office", "District Office"),
                    ),
                ),
            )
        ),
    ],
    ("directorate", "bureau"),
    """Ministry Affairs Authority Agency Board Commission Bureau Inspectorate Council Safety
    Protection Standards Regulation Survey Research Field Regional Liaison District Office""",
)

_FILM = _theme(
    "film",
    "film studios, their labels and the films they make",
    ("studio", "label", "film"),
    [
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Silverlake Marrowfield Bluegate Cinderhill Driftwood Foxglove Halcyon
                    Larkspur Moonrise Northlight Paperkite Redfern Saltmarsh Sundial Tinderbox
                    Wildfell Amberlight Brightwell Coldharbour Daybreak Evenstar Goldleaf
                    Hollowbrook Kittiwake""",
                    "Pictures Studios Films Entertainment Productions",
                ),
            )
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Nightjar Lamplighter Peregrine Quicksilver Thistledown Undertow Vesper
                    Whistlestop Zoetrope Kaleidoscope Magpie Praxinoscope Reelhouse Flickerbook
                    Stardust Marquee Halflight Tidewater Bramblewood Curio Obscura Sepiatone
                    Silhouette Mirrorball Velveteen""",
                    "Features Animation Documentaries Classics Originals Shorts",
                ),
            )
        ),
        NamePool(
            _items("""Salt and Ember; Letters to Valparaiso; A Season of Kites;
            Nine Lanterns for Mirela; Under the Jacaranda; When the Ferries Stop;
            Small Hours in Tbilisi; Goodnight, Cassiopeia; Two Rivers East; Honey and Gunpowder;
            Postcards from Nowhere Street; Dancing at Kilometre Zero; The Umbrella Thief;
            Tangerine Summer; Waltz for a Lighthouse Keeper; Rain on the Tin Roof;
            My Grandmother's Motorcycle; Harvest of Small Things; Eleven Minutes to Lagos;
            A Map of Quiet Places"""),
            (
                _c(
                    "The {0} {1}",
                    """Glass Silent Hollow Burning Crooked Distant Forgotten Velvet Paper Broken
                    Midnight Iron Painted Sleeping Drowned Hidden Wandering Frozen Borrowed
                    Lonely Restless Sunken Gilded Whispering Stolen Bitter Tangled Amber
                    Scarlet Feathered Clockwork Marble""",
                    """Orchard Harbour Cartographer Archivist Carousel Meridian Kingdom Voyage
                    Ferryman Observatory Conservatory Citadel Menagerie Labyrinth Pilgrim
                    Inheritance Verdict Masquerade Reckoning Telegram Aviary Ballroom Monsoon
                    Frontier Sonata Heiress Tailor Locksmith Puppeteer Regatta Nocturne
                    Glasshouse""",
                ),
            ),
        ),
    ],
    ("division", "slate"),
    """Pictures Studios Films Entertainment Productions Features Animation Documentaries
    Classics Originals Shorts""",
)

_RESEARCH = _theme(
    "research",
    "research institutes, their programmes and secret project codenames",
    ("institute", "programme", "project_code"),
    [
        NamePool(
            compositions=(
                Composition(
                    "{0} {1}",
                    (
                        _words("""Halvard Brennagh Castell Dorrance Everleigh Faversham Hartwell
                            Ingram Jocelyn Kessler Loxley Montague Nesbitt Ormond Prentice
                            Quayle Rutherglen Tremayne Underhill Wolcott Ashdown Bellamy
                            Carrington Devereux"""),
                        (
                            "Institute",
                            "Research Centre",
                            "Laboratory",
                            "Observatory",
                            "Research Station",
                        ),
                    ),
                ),
            )
        ),
        NamePool(
            _items("""Quantum Sensing; Protein Design; Fusion Materials; Deep-Sea Robotics;
            Exoplanet Imaging; Soil Carbon; Antibiotic Discovery; Coral Restoration;
            Solid-State Batteries; Brain-Computer Interfaces; Gene Drive Ecology;
            Photonic Computing; Plasma Propulsion; Catalyst Discovery; Glacier Dynamics;
            Wildfire Forecasting; Malaria Vaccines; Graphene Membranes; Permafrost Monitoring;
            Gut Microbiome; Room-Temperature Superconductors; Aerosol Chemistry; Tidal Power;
            Hydrogen Storage; Pollinator Decline; Neutrino Detection; Gravitational Waves;
            Dark Matter Searches; Cosmic Ray Physics; Synthetic Biology; Organoid Models;
            Cryo-Electron Microscopy; Spintronics; Metamaterials; Soft Robotics;
            Swarm Robotics; Exoskeletons; Bionic Limbs; Ocean Acidification; Seagrass Carbon;
            Desalination Membranes; Carbon Capture; Geothermal Drilling;
            Perovskite Solar Cells; Fuel Cell Catalysts; Lithium Recycling;
            Rare Earth Separation; Bioplastics; Enzyme Engineering; Crop Drought Tolerance;
            Nitrogen Fixation; Vertical Farming; Aquaculture Genetics; Locust Swarm Prediction;
            Earthquake Early Warning; Tsunami Modelling; Volcanic Gas Monitoring;
            Space Weather; Asteroid Deflection; Lunar Regolith; Martian Habitats;
            Orbital Debris Tracking; Satellite Laser Ranging; Radio Astronomy; Pulsar Timing;
            Solar Corona; Atomic Clocks; Ultracold Atoms; Topological Insulators;
            Quantum Error Correction; Post-Quantum Cryptography; Homomorphic Encryption;
            Formal Verification; Neuromorphic Chips; Optical Interconnects;
            Terahertz Imaging; Lidar Mapping; Underwater Acoustics; Whale Song Analysis;
            Bird Migration Tracking; Bat Echolocation; Insect Flight; Plant Signalling;
            Fungal Networks; Ancient DNA; Language Evolution; Sign Language Recognition;
            Machine Reading; Low-Resource Translation; Climate Attribution;
            Monsoon Prediction; Sea Ice Forecasting; Urban Heat Islands;
            Pollution Epidemiology; Pandemic Preparedness; Antimicrobial Resistance;
            Tuberculosis Diagnostics; Sleep Physiology; Circadian Rhythms; Ageing Biology;
            Stem Cell Therapy; Tissue Engineering; Bioprinting; Nanomedicine; Drug Delivery;
            Radiopharmaceuticals; Proton Therapy; Medical Ultrasound; Wearable Sensors;
            Smart Textiles; Self-Healing Concrete; Timber Skyscrapers;
            Bridge Health Monitoring; Autonomous Shipping; Hypersonic Flows;
            Turbulence Modelling; Wind Farm Wakes; Wave Energy; Grid Stability; Microgrids;
            Fusion Diagnostics; Neutron Scattering; Muon Tomography; Isotope Hydrology;
            Paleoclimate Records; Ice Core Chemistry; Deep Biosphere; Hydrothermal Vents;
            Cave Ecosystems""")
        ),
        NamePool(
            compositions=tuple(
                _c(
                    form,
                    """Aldebaran Betelgeuse Capella Deneb Fomalhaut Hadar Izar Kochab Lesath
                    Mirach Nunki Rigel Sadr Thuban Wezen Alcor Ankaa Bellatrix Canopus Diphda
                    Enif Gacrux Hamal Markab Mizar Naos Procyon Regulus Spica Tarazed Zaniah
                    Acamar Tethys Hyperion Ariadne Daedalus Minotaur Cerberus Morpheus Hecate
                    Orpheus Persephone Eurydice Medusa Gorgon Typhon Selene Erebus Tartarus
                    Fenrir Sleipnir Yggdrasil Mjolnir Heimdall Bifrost Gungnir Draupnir
                    Feldspar Malachite Cinnabar Tourmaline Azurite Chalcedony Labradorite
                    Rhodonite Galena Pyrite Zircon Olivine Kyanite Fluorite Andesite Dolomite
                    Quetzal Anansi Tiamat Gilgamesh Enkidu Ishtar Osiris Anubis Sekhmet Thoth
                    Amaterasu Susanoo Raijin Vritra Alnilam Mintaka Saiph Alnitak Achernar
                    Antares Arcturus Altair Pollux Castor""",
                )
                # no bare "{0}" form: it would block the other two forms of the same word
                for form in ("Project {0}", "Operation {0}", "{0} Initiative")
            )
        ),
    ],
    ("workstream", "task_force"),
    "Institute Research Centre Laboratory Observatory Station Project Operation Initiative",
)

_SHIPPING = _theme(
    "shipping",
    "shipping lines, the ports they call at and their vessels",
    ("shipping_line", "port", "vessel"),
    [
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Korvald Hallstrom Ostrander Vandermeer Ekdahl Saltonstall Brannigan
                    Castellane Doverton Fairweather Gulbrandsen Harlan Isaksen Jorgensen
                    Kittredge Lindstrand Mortensen Nyberg Olander Pettersen Quist Ravnsborg
                    Sundqvist Thorvald Udall""",
                    "Shipping Line Maritime Freight Navigation",
                ),
            )
        ),
        NamePool(
            compositions=(
                Composition("Port of {0}{1}", _PLACE.parts),
                Composition("{0}{1} Docks", _PLACE.parts),
            )
        ),
        NamePool(
            compositions=(
                _c(
                    "MV {0} {1}",
                    """Arctic Boreal Coral Eastern Fjord Gale Island Lagoon Monsoon Nordic Polar
                    Reef Tidal Western Zephyr Atlantic Baltic Caspian Aegean Celtic Hanseatic
                    Levant Sargasso Tasman Coromandel Adriatic Andaman Biscay Kattegat Malacca
                    Skagerrak Java Ionian Ligurian Tyrrhenian""",
                    """Star Pearl Trader Spirit Venture Horizon Pioneer Voyager Mariner Navigator
                    Courier Endeavour Fortune Harmony Legend Majesty Promise Quest Resolve
                    Serenity Triumph Unity Valour Wanderer Crest Breeze Beacon Sentinel Meridian
                    Clipper""",
                ),
            )
        ),
    ],
    ("terminal", "berth"),
    "Shipping Line Maritime Freight Navigation Port Docks MV",
)

_STARFLEET = _theme(
    "starfleet",
    "interstellar fleets, their squadrons and starships (military science fiction)",
    ("fleet", "squadron", "starship"),
    [
        NamePool(
            compositions=(
                Composition(
                    "{0} {1}",
                    (
                        _words("""Aurigan Cygnan Draconid Lyran Orionid Perseid Centauran Hyadean
                            Pleiadian Carinan Sagittarian Aquilan Cassiopeian Cepheid Eridanian
                            Fornacian Hydran Volantian Tucanan Pavonian Columban Serpentid"""),
                        ("Fleet", "Armada", "Expeditionary Fleet", "Frontier Fleet"),
                    ),
                ),
            )
        ),
        NamePool(
            compositions=(
                _c(
                    "{0} {1}",
                    """Griffin Wyvern Manticore Basilisk Hippogriff Kraken Leviathan Phoenix Roc
                    Sphinx Cockatrice Salamander Thunderbird Qilin Garuda Simurgh Bunyip
                    Pegasus Chimera Tempest Cyclone Maelstrom Avalanche Typhoon Sirocco Mistral
                    Derecho Blizzard Firestorm Thunderhead Squall Haboob""",
                    "Squadron Flight Patrol Lancers",
                ),
            )
        ),
        NamePool(
            compositions=(
                Composition(
                    "{0} {1}",
                    (
                        ("ISV", "TSS", "UES"),
                        (
                            *_words("""Magellan Shackleton Amundsen Tereshkova Gagarin Hypatia Banneker
                            Copernicus Kepler Galileo Huygens Cassini Herschel Leavitt Noether
                            Lovelace Babbage Turing Ramanujan Bose Raman Chandrasekhar Yukawa
                            Tomonaga Hubble Sagan Tsiolkovsky Korolev Goddard Oberth Jemison
                            Leonov Nansen Peary Tenzing Tasman Cabot Vespucci Cartier Champlain
                            Baffin Bering Livingstone Speke Meitner Hodgkin McClintock Goodall
                            Fossey Galdikas Darwin Humboldt Linnaeus Mendel Tesla Faraday Maxwell
                            Rutherford Bohr Dirac Fermi Feynman Planck Heisenberg Euler Gauss
                            Riemann Hilbert Fibonacci Aryabhata Brahmagupta Bhaskara Biruni
                            Khayyam Avicenna Alhazen Mirzakhani Noguchi Carver Seacole Harriot
                            Mercator Brahe Halley Messier Kovalevskaya Somerville Kalam Sarabhai
                            Bhabha"""),
                            "Ibn Battuta",
                            "Al-Khwarizmi",
                            "Shen Kuo",
                            "Zhang Heng",
                        ),
                    ),
                ),
            )
        ),
    ],
    ("wing", "flotilla"),
    """Fleet Armada Expeditionary Frontier Squadron Flight Patrol Lancers ISV TSS UES Ibn Al""",
)

_SOFTWARE = _theme(
    "software",
    "open-source foundations, their projects and code modules",
    ("foundation", "project", "module"),
    [
        NamePool(
            compositions=(
                Composition(
                    "{0} {1}",
                    (
                        _words("""Larkspur Tamarack Quince Bramblewood Cloudberry Dogwood
                            Elderflower Feverfew Goldenrod Hellebore Ironweed Knotweed Lungwort
                            Meadowsweet Nettlebed Oxeye Ragwort Sorrel Woodruff Yarrowfield
                            Spikenard Bilberry"""),
                        ("Foundation", "Software Foundation", "Collective", "Consortium"),
                    ),
                ),
            )
        ),
        NamePool(
            compositions=(
                _c(
                    "{0}{1}",
                    """Quill Ferro Kestrel Nimbus Tundra Vortex Lumen Ember Flint Granite Halo
                    Juniper Krypton Loom Mosaic Nectar Opal Prism Rune Sparrow Thistle Zinc
                    Basalt Cirrus Dune Fathom Glyph Helix Jetty Marlin""",
                    "Base Flow Forge Kit Mesh Scope Stack Lint Grid Works",
                ),
            )
        ),
        NamePool(
            compositions=(
                _c(
                    "{0}-{1}",
                    """ingest parse render cache route shard index sched auth crypt zip stream
                    sync diff merge bundle trace probe queue lex fetch embed patch blob geo
                    tensor graph metric audit mail pixel font""",
                    """worker daemon core kit cli gateway bridge agent server client codec driver
                    plugin runtime""",
                ),
            )
        ),
    ],
    ("subproject", "package"),
    """Foundation Software Collective Consortium Base Flow Forge Kit Mesh Scope Stack Lint
    Grid Works worker daemon core cli gateway bridge agent server client codec driver plugin
    runtime""",
)

#: Every theme, by key, in a fixed order.
THEMES: dict[str, Theme] = {
    t.key: t
    for t in (
        _CORPORATE,
        _GEOGRAPHY,
        _HOSPITAL,
        _UNIVERSITY,
        _GOVERNMENT,
        _FILM,
        _RESEARCH,
        _SHIPPING,
        _STARFLEET,
        _SOFTWARE,
    )
}

#: First names for targets and attacker personas, from many languages and regions.
PERSON_NAMES: tuple[str, ...] = (
    _words("""Eleanor Theodore Harriet Rupert Maeve Declan Siobhan Niamh Callum Isla Fiona Alistair
    Rhys Bronwen Dylan Mateo Valentina Joaquin Lucia Ines Tiago Beatriz Goncalo Rafaela Camila
    Santiago Ximena Margaux Benoit Chiara Lorenzo Giulia Matteo Francesca Annika Henrik Sigrid
    Lars Freya Maarten Sanne Jesper Ingrid Mikkel Astrid Linnea Katarzyna Dmitri Anastasia
    Bogdan Milena Tomasz Zofia Radek Yelena Oksana Vesna Eleni Nikos Ayse Emre Deniz Selin
    Amira Karim Layla Tariq Yasmin Omar Farah Dariush Shirin Navid Parisa Priya Arjun Ananya
    Rohan Kavya Vikram Meera Sanjay Ishaan Nisha Farhan Tahmina Haruto Yui Kenji Aiko Sora
    Hyunwoo Jiyeon Minjun Seoyeon Wei Mei Lian Xiaoling Hao Yuxuan Linh Minh Thanh Siti Arif
    Putri Malee Somchai Rizal Dewi Chidi Amara Kwame Adaeze Tunde Folake Zanele Thabo Wanjiru
    Kofi Abena Sipho Lindiwe Tariku Selam Abebe Fatou Moussa Baraka Neema Aroha Tane Leilani
    Keoni Kalani Noa Eitan Tamar Yael Marcus Tobias Clara Julian Helena Felix Nora Oscar Elif
    Cem Bahar Anouk Ruben Dalia Ilan Mirela Stefan Ioana Andrei Zeynep Javier Paloma Rodrigo
    Citlali Alejandro Renata Esteban Ngozi Emeka Aylin Soraya Kamal Bilal Rania Hamid Leona
    Vivek Anjali Dev Mihail Katya Sasha Bjorn Solveig Ragnar Elin Pekka Aino Juhani Oona""")
)


def get_theme(name: str | Theme) -> Theme:
    """Look a theme up by key (a :class:`Theme` passes through)."""
    if isinstance(name, Theme):
        return name
    try:
        return THEMES[name]
    except KeyError:
        raise UnknownNameError("theme", str(name), THEMES) from None
