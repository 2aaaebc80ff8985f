// bench-search's generated text: word lists, and sentences by topic, for 1,000
// articles, 300 news items and 100 job posts that read like the site's (data).

/** Word lists, `|`-separated. */
const L = (text) => text.split('|');
export const W = {
  place: L(
    'Gazipur|Narayanganj|Savar|Ashulia|Dhaka|Chattogram|Tongi|Konabari|Mymensingh|Kashimpur|Bhaluka|Sreepur',
  ),
  market: L(
    'European|Scandinavian|German|British|North American|Japanese|Australian|Spanish|Dutch|Canadian|French|Italian',
  ),
  product: L(
    'polo shirts|T-shirts|hoodies|sweatshirts|joggers|fleece jackets|baby bodysuits|leggings|henleys|cardigans|sweaters|tank tops|nightwear|school uniforms|rompers|sports bras|loungewear|track tops',
  ),
  fabric: L(
    'single jersey|interlock|pique|rib|fleece|French terry|waffle knit|jacquard|pointelle|slub jersey|thermal knit|mesh|velour|ottoman rib',
  ),
  fibre: L(
    'organic cotton|recycled polyester|BCI cotton|combed cotton|modal|lyocell|viscose|cotton elastane|Supima cotton|melange yarn|in-conversion cotton|recycled cotton|hemp blend|bamboo viscose',
  ),
  cert: L('GOTS|OEKO-TEX|OCS|GRS|BSCI|WRAP|Sedex|LEED|Higg FEM|ZDHC|SA8000|bluesign|Fair Trade'),
  role: L(
    'merchandiser|senior merchandiser|quality controller|knitting master|dyeing manager|industrial engineer|compliance officer|sample technician|pattern maker|production planner|washing technician|fabric technologist|maintenance engineer|HR executive|sourcing analyst',
  ),
  process: L(
    'knitting|dyeing|finishing|compacting|cutting|sewing|screen printing|embroidery|garment washing|enzyme washing|pigment dyeing|heat setting|stentering|yarn dyeing|sublimation printing|brushing|peaching',
  ),
  metric: L(
    'lead time|shrinkage|fabric GSM variation|colour fastness failures|the right-first-time rate|water use per kilogram|energy use|the defect rate|late shipments|line efficiency|rework|absenteeism|carbon emissions|chemical consumption',
  ),
  machine: L(
    'circular knitting machines|flat-bed knitting machines|jet dyeing machines|stenters|compactors|automatic cutters|lockstitch machines|overlock machines|industrial washers|tumble dryers|airflow dyeing machines|seamless knitting machines|embroidery heads',
  ),
  tech: L(
    'rooftop solar panels|the effluent treatment plant|rainwater harvesting|heat recovery on the stenters|a new ERP system|digital sampling|3D garment design|RFID carton tracking|low-liquor-ratio dyeing|a biological treatment stage|condensate recovery|variable-speed compressors|LED lighting|a zero-liquid-discharge pilot',
  ),
  topic: L(
    'fire safety|first aid|chemical handling|lean manufacturing|workplace rights|quality basics|machine maintenance|digital literacy|gender equality|financial literacy|nutrition|leadership',
  ),
  month: L('January|February|March|April|May|June|July|August|September|October|November|December'),
  wash: L(
    'enzyme washes|silicone softening|garment dyeing|acid washes|bio-polishing|tie-dye effects|stone washes|overdyeing',
  ),
  dept: L(
    'Knit|Dyeing|Washing|Sewing|Compliance|Sampling|Planning|Finishing|Maintenance|HR|Sourcing',
  ),
  tag: L(
    'knitwear|sustainability|organic cotton|GOTS|compliance|people|technology|export|water|energy|design|quality|careers|community',
  ),
  // General business English, for the sentences that are about nothing in particular.
  noun: L(
    'schedule|budget|customer|supplier|meeting|report|review|forecast|target|season|quarter|workshop|process|approach|result|decision|priority|challenge|opportunity|standard|method|routine|checklist|dashboard|shift|floor|warehouse|office|canteen|clinic|daycare|library|campus|community|village|school|hospital|river|canal|road|bridge|truck|container|vessel|port|airport|railway|partner|investor|analyst|consultant|auditor|visitor|trainee|apprentice|mentor|supervisor|operator|cleaner|driver|nurse|doctor|teacher|student|volunteer|neighbour|family|child|parent|colleague|committee|union|council|ministry|association|chamber|federation|festival|holiday|anniversary|ceremony|award|trophy|competition|tournament|match|league|survey|interview|study|experiment|prototype|pilot|trial|sample|swatch|sketch|drawing|palette|trend|collection|catalogue|brochure|website|newsletter|podcast|video|photograph|exhibition|fair|conference|seminar|lecture|panel|debate|agreement|contract|invoice|payment|shipment|delivery|order|booking|quotation|estimate|margin|profit|revenue|cost|saving|investment|loan|grant|subsidy|tariff|duty|regulation|policy|guideline|framework|roadmap|milestone|deadline|calendar|weekend|morning|afternoon|evening|monsoon|winter|summer|harvest|storm|flood|heatwave',
  ),
  verb: L(
    'reviewed|improved|planned|organised|measured|compared|reduced|increased|replaced|repaired|installed|upgraded|trained|hired|welcomed|visited|inspected|audited|approved|rejected|shipped|delivered|packed|labelled|sorted|tested|checked|recorded|shared|published|presented|explained|discussed|celebrated|supported|sponsored|funded|donated|built|opened|closed|moved|expanded|simplified|automated|digitised|tracked|monitored|balanced|scheduled|prioritised|negotiated|signed|renewed|extended|documented|translated|summarised|recognised|rewarded|encouraged|mentored|coached',
  ),
  adj: L(
    'sustainable|efficient|traceable|consistent|skilled|modern|responsible|low-impact|seasonal|export-oriented|reliable|flexible|transparent|careful|practical|ambitious|steady|quiet|busy|crowded|spacious|bright|clean|safe|healthy|friendly|patient|curious|honest|generous|confident|experienced|young|senior|junior|local|regional|national|international|global|annual|monthly|weekly|daily|urgent|routine|detailed|simple|complex|affordable|expensive|durable|lightweight|breathable|soft|warm|colourful|neutral|classic|contemporary|minimal|bold|playful|elegant',
  ),
  adv: L(
    'Recently|Last year|This spring|Every week|Since then|By the end of the year|In the meantime|For the first time|Once again|Together|Quietly|Gradually|Step by step|Before the holidays|After the monsoon',
  ),
};

/** Topics: each document takes most of its sentences from one, so its words are not everyone's. */
export function topics(pick, int, cap) {
  return {
    water: [
      () =>
        `Our ${pick(W.place)} unit has a washing capacity of ${int(8, 60)} tonnes a day, and ${pick(W.tech)} cut water use per kilogram by ${int(10, 45)} percent.`,
      () =>
        `Effluent from ${pick(W.process)} goes through the effluent treatment plant before it reaches the ${pick(W.noun)} or the river.`,
      () =>
        `${cap(pick(W.tech))} saves ${int(300, 9000)} cubic metres of water a month at ${pick(W.place)}.`,
      () =>
        `The washing section handles ${pick(W.wash)} and ${pick(W.wash)} for ${pick(W.product)}, with a washing capacity that grew by ${int(10, 60)} percent.`,
      () =>
        `Groundwater levels around ${pick(W.place)} are measured every ${pick(W.month)}, and the results are shared with the local ${pick(W.noun)}.`,
    ],
    organic: [
      () =>
        `Organic cotton from certified farms is spun into ${int(20, 40)}s combed yarn for ${pick(W.product)}, and GOTS scope certificates travel with every shipment.`,
      () =>
        `Every lot of ${pick(W.fibre)} is checked against ${pick(W.cert)} requirements before ${pick(W.process)} begins.`,
      () =>
        `${pick(W.market)} buyers ask for GOTS and ${pick(W.cert)} certificates on most organic cotton programmes.`,
      () =>
        `Transaction certificates for organic cotton are issued within ${int(3, 15)} days of shipment.`,
      () =>
        `Farmers in the programme grow organic cotton on ${int(200, 4000)} hectares without synthetic pesticides.`,
    ],
    people: [
      () =>
        `Workers at ${pick(W.place)} completed ${int(2000, 40000)} hours of training in ${pick(W.topic)} and ${pick(W.topic)}.`,
      () =>
        `The ${pick(W.adj)} ${pick(W.noun)} at our ${pick(W.place)} campus now serves ${int(100, 3000)} families.`,
      () =>
        `${int(20, 70)} percent of supervisors on the sewing floor are women, up from ${int(5, 19)} percent five years ago.`,
      () =>
        `A ${pick(W.adj)} ${pick(W.noun)} committee meets every ${pick(W.month)} to discuss wages, overtime and safety.`,
    ],
    careers: [
      () =>
        `We are hiring a ${pick(W.role)} for our ${pick(W.place)} office, to work with ${pick(W.market)} buyers on ${pick(W.product)}.`,
      () =>
        `A merchandiser follows each order from the first sample to the final shipment, and signs off the ${pick(W.fabric)} before bulk.`,
      () =>
        `Our merchandisers in Dhaka coordinate sampling, costing and approvals for ${pick(W.market)} brands, often within ${int(2, 10)} days.`,
      () =>
        `Graduates join as trainee merchandisers and spend ${int(3, 12)} months on the factory floor before taking their own buyers.`,
      () =>
        `The ${pick(W.role)} reports to the head of ${pick(W.dept).toLowerCase()} and works closely with the ${pick(W.role)}.`,
    ],
    knitting: [
      () =>
        `Our ${pick(W.place)} unit now runs ${int(12, 240)} ${pick(W.machine)} on three shifts.`,
      () =>
        `The ${pick(W.fabric)} for these ${pick(W.product)} is knitted on ${pick(W.machine)} in ${pick(W.fibre)}.`,
      () =>
        `Knitting ${pick(W.fabric)} at ${int(120, 260)} GSM needs careful control of stitch length and yarn tension.`,
      () =>
        `The knitting floor produces ${int(20, 90)} tonnes of grey fabric a day for ${pick(W.market)} buyers.`,
      () =>
        `Knitwear exports from Bangladesh rely on fast sampling, ${pick(W.adj)} sourcing and careful knitting.`,
    ],
    dyeing: [
      () =>
        `Colour matching for ${pick(W.fibre)} is done under D65 light, and shade bands are approved before dyeing.`,
      () =>
        `${cap(pick(W.process))} at ${pick(W.place)} cut ${pick(W.metric)} by ${int(3, 45)} percent this season.`,
      () =>
        `Reactive dyeing of cotton ${pick(W.fabric)} now takes ${int(5, 9)} hours instead of ${int(10, 14)}.`,
      () =>
        `Only ZDHC-listed chemicals enter the dye house, and each batch is recorded in the ${pick(W.noun)}.`,
    ],
    markets: [
      () =>
        `${pick(W.market)} buyers visiting ${pick(W.place)} see ${pick(W.adj)} lines, ${pick(W.adj)} planning and ${pick(W.adj)} people.`,
      () =>
        `Lead times for ${pick(W.product)} are now ${int(45, 110)} days from yarn booking to ex-factory.`,
      () =>
        `A typical order is ${int(5, 120)} thousand pieces, split across ${int(2, 12)} colours and ${int(3, 8)} sizes.`,
      () =>
        `Garments exports to ${pick(W.market)} markets grew by ${int(2, 30)} percent in ${pick(W.month)}.`,
    ],
    design: [
      () =>
        `${cap(pick(W.adj))} ${pick(W.fabric)} made from ${pick(W.fibre)} is in demand for ${pick(W.product)} this year.`,
      () =>
        `The design studio turned ${int(20, 400)} sketches into ${int(10, 120)} samples for the ${pick(W.adj)} collection.`,
      () =>
        `${cap(pick(W.tech))} lets buyers approve ${pick(W.product)} without waiting for a physical sample.`,
      () => `Trend boards for the season mix ${pick(W.adj)} colours with ${pick(W.adj)} shapes.`,
    ],
    energy: [
      () =>
        `We invested in ${pick(W.tech)} to keep ${pick(W.metric)} under control across ${int(2, 9)} factories.`,
      () =>
        `Solar power now covers ${int(5, 40)} percent of the electricity used at ${pick(W.place)}.`,
      () =>
        `Carbon emissions per garment fell by ${int(5, 35)} percent against the ${int(2015, 2022)} baseline.`,
      () =>
        `Sustainable production is not a slogan here: energy use is measured machine by machine.`,
    ],
    compliance: [
      () =>
        `The compliance team audits ${int(10, 80)} suppliers a year against ${pick(W.cert)} and local labour law.`,
      () =>
        `Our ${pick(W.place)} factory passed its ${pick(W.cert)} audit in ${pick(W.month)} with no critical findings.`,
      () =>
        `Fire drills are held every ${pick(W.month)}, and every floor has ${int(2, 8)} trained fire wardens.`,
      () =>
        `Grievances can be raised anonymously through a hotline that an independent ${pick(W.noun)} answers.`,
    ],
  };
}

/** Sentences about nothing in particular: the common words of any company's writing. */
export function general(pick, int) {
  return [
    () =>
      `${pick(W.adv)}, the ${pick(W.noun)} ${pick(W.verb)} the ${pick(W.adj)} ${pick(W.noun)} with the ${pick(W.noun)}.`,
    () =>
      `The ${pick(W.adj)} ${pick(W.noun)} was ${pick(W.verb)} after a ${pick(W.adj)} ${pick(W.noun)} in ${pick(W.month)}.`,
    () =>
      `${pick(W.adv)}, our team ${pick(W.verb)} ${int(2, 40)} ${pick(W.noun)}s and ${pick(W.verb)} the ${pick(W.noun)}.`,
    () =>
      `Each ${pick(W.noun)} is ${pick(W.verb)} by a ${pick(W.adj)} ${pick(W.noun)} before the ${pick(W.noun)} is ${pick(W.verb)}.`,
    () => `It was a ${pick(W.adj)} ${pick(W.noun)}, and the ${pick(W.noun)} ${pick(W.verb)} it.`,
  ];
}
