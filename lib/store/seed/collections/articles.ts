import { readingTime } from '@/lib/content/reading-time';
import type * as schema from '../../schema';
import { demo } from '../media';
import { banglaArticles } from '../bangla-articles';
import { at } from './dates';

type BlogPostRow = typeof schema.blogPosts.$inferInsert;

type ArticleCategory = 'industry-insights' | 'sustainability' | 'people-culture' | 'innovation';

type Article = {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  featured?: boolean;
  headline?: boolean;
  publishedAt: Date;
  authorId: 1 | 2 | 3 | 4;
  categorySlug: ArticleCategory;
  tags: string[];
};

/** Newest first; ids (and demo images) follow this order. */
const articles: Article[] = [
  {
    slug: 'knit-fabric-trends-spring-summer-2027',
    title: 'Knit Fabric Trends for Spring/Summer 2027: What Buyers Are Asking Mills For',
    shortDescription:
      'Lighter weights, slub and textured jerseys, fibre claims that can be proved and fewer, better colours: what the SS27 development season is telling our knitting and dyeing teams.',
    description: `<p>Every development season starts the same way at our knitting unit in Savar: a table covered in swatches, a stack of buyer briefs and a long conversation about what will actually sell eighteen months from now. The Spring/Summer 2027 season has been busier than most, and a few clear themes have emerged from the requests landing on our merchandisers’ desks.</p>
<h2>Lighter, drier, more textured</h2>
<p>Buyers want summer jerseys that feel cool and look considered. Requests for single jersey below 140 gsm are up sharply, often in slub or injected-slub yarns that give a lived-in surface without a garment wash. Open structures such as mock eyelet, mini pique and micro-mesh are back for polos and knit shirts, and several brands have asked for dry-hand finishes that reduce the clingy feel of cotton-elastane in the heat.</p>
<ul>
<li>Slub and injected-slub single jersey, 120–145 gsm</li>
<li>Mini pique and mock eyelet for updated polo shirts</li>
<li>Lightweight French terry, 220–260 gsm, for transitional layers</li>
<li>Rib variations (2x2, 4x2, drop-needle) for fitted tops and dresses</li>
</ul>
<p>Our circular machines cover diameters from 30 to 40 inches and gauges from 14 to 36 on single jersey, which lets us sample most of these structures in-house within days instead of sending development out.</p>
<h2>Fibre stories that can be proved</h2>
<p>The second theme is less about the hand and more about the paperwork. Organic, recycled and in-conversion cotton are now requested by default by many of our partners, and almost every brief asks for transaction certificates to be ready before the bulk order is placed. Blends of recycled polyester with cotton are moving from athleisure into everyday basics, and buyers increasingly ask for fibre content to be verified in a laboratory, not just declared on a spec sheet.</p>
<h2>Fewer colours, dyed right first time</h2>
<p>Palettes are narrower than they were a few years ago. Brands are consolidating around core shades carried over several seasons and asking mills to hold consistent shade bands from lot to lot. That suits a composite manufacturer: when knitting, dyeing and sewing share one production plan, the shade approved in the lab is the shade that arrives in the carton. Right-first-time dyeing also saves water, energy and chemicals, which is why our dye houses track it as closely as productivity.</p>
<p>Melange and heather effects are also asking for attention. Several buyers want the look of a grey melange in colour, which we can achieve either with dyed-fibre blends at the spinning stage or with cationic-dyeable yarns that give a two-tone effect in a single dye bath. Each route has its own trade-offs in cost, minimum quantities and shade consistency, so we now present both side by side during development and let designers choose with the full picture in front of them. For kidswear, buyers are asking for softer handles and higher colour fastness to saliva and perspiration, which shapes our finishing recipes and testing plans from the very first sample.</p>
<p>If you are planning SS27 development and would like to see these qualities on the table, our merchandising team can arrange a fabric review in Dhaka or a virtual session through the Masco Fabric Library.</p>`,
    featured: true,
    headline: true,
    publishedAt: at('2026-10-08', '09:30'),
    authorId: 1,
    categorySlug: 'industry-insights',
    tags: ['Knit Fabrics', 'Trends', 'SS27'],
  },
  {
    slug: 'closing-the-loop-on-water-in-dyeing',
    title:
      'Closing the Loop on Water: How Our Dyeing Units Recycle Treated Effluent Back Into Production',
    shortDescription:
      'Dyeing is the thirstiest step in making knitwear. How low liquor ratios, rinse-water reuse and a new recycling stage are shrinking the fresh-water footprint of our dye houses.',
    description: `<p>Ask any dyeing master where the water goes and the answer is always the same: into the machines, and out again as effluent. Reactive dyeing of cotton knit fabric can use 60 to 100 litres of water per kilogram on older equipment, and with three dye houses processing around 1800 tons of fabric a month, every litre saved per kilogram matters.</p>
<h2>Start by using less</h2>
<p>The cheapest water is the water you never pump. Over the past few years our dyeing units have replaced older jets with low liquor-ratio machines, shortened rinsing programmes and pushed right-first-time performance, so that fewer batches need to be re-dyed or stripped. Every machine is now sub-metered, and water per kilogram is reviewed alongside productivity at the morning production meeting.</p>
<ul>
<li>Low liquor-ratio machines on all new installations</li>
<li>Counter-current washing, in which the cleanest rinse water is reused for the next, dirtier rinse</li>
<li>Final rinse water captured and reused to set the next batch</li>
<li>Cold pad-batch dyeing for suitable qualities, which needs far less water and steam</li>
</ul>
<h2>Treat it properly</h2>
<p>All effluent passes through combined physico-chemical and biological treatment before it is discharged. The plants run whenever production runs, with trained operators on every shift and online monitoring of pH, temperature and dissolved oxygen at the outlet. Twice a year an independent laboratory tests the treated water against the ZDHC Wastewater Guidelines. Masco Industries and Masco Exports meet the foundational and progressive limits, and we are working towards the aspirational ones.</p>
<p>To know whether any of this works, we measure water at three points: what we draw from our boreholes, what each machine consumes per kilogram of fabric and what leaves the treatment plant. The three figures must reconcile in a monthly water balance, and when they do not, the gap usually points to a leak, an unmetered use or a process running longer than it should. The balance is reported every year through the Higg Facility Environmental Module and reviewed by our buyers’ sustainability teams.</p>
<h2>Then bring it back</h2>
<p>Treated water is already polished and reused for floor cleaning, toilets and landscaping. The next step in our future plan is a membrane-based recycling stage that will return treated water to the dye house itself. Pilot trials have shown that recycled water of the right quality can dye pale and medium shades with no visible difference; deep shades will stay on fresh water until the trials are complete.</p>
<p>Our future plan sets a clear target: a 30% reduction in fresh-water use per kilogram of fabric against our 2022 baseline by 2030. Low liquor-ratio machines and rinse-water reuse will deliver part of it; the recycling stage and rainwater harvesting, already in use at the LEED Platinum building at Tasniah Fabrics, will have to deliver the rest. Groundwater is a shared resource in the industrial belt around Dhaka, and every litre we do not draw is a litre that remains for the communities around our factories.</p>
<p>None of this happens without people. Our ETP operators, dyeing masters and laboratory technicians are the ones who turn targets into litres saved, and their ideas, many of them small and practical fixes to valves and rinse timings, have delivered a large share of the savings so far.</p>`,
    featured: true,
    headline: true,
    publishedAt: at('2026-09-15', '11:00'),
    authorId: 2,
    categorySlug: 'sustainability',
    tags: ['Water', 'Dyeing', 'ZDHC', 'Effluent Treatment'],
  },
  {
    slug: 'inside-masco-school-tuition-waiver',
    title:
      'Inside Masco School: How a 50% Tuition Waiver Is Opening Doors for Our Workers’ Children',
    shortDescription:
      'Since September 2014 Masco School has offered a Cambridge-accredited education, with a 50% tuition waiver for the children of our employees. Parents and teachers share what has changed.',
    description: `<p>When Masco School opened its doors in September 2014, the idea behind it was simple: the children of the people who build our business should have access to the same quality of education as anyone else in the country. Twelve years on, the school is one of only 86 Cambridge-accredited schools in Bangladesh, and the children of Masco employees study there at half the usual tuition.</p>
<h2>Why a tuition waiver</h2>
<p>Education is the expense families are least willing to compromise on and the one they most often struggle to afford. A 50% tuition waiver for employees’ children removes much of that strain. It also changes the conversation at home: a machine operator or a line supervisor can plan for a child’s O and A Levels with the same confidence as a manager.</p>
<ul>
<li>An internationally recognised Cambridge curriculum from the early years onwards</li>
<li>A 50% tuition waiver for the children of every Masco employee</li>
<li>Science and computer laboratories, a library and sports facilities</li>
<li>Parent-teacher meetings scheduled around factory shifts, not office hours</li>
</ul>
<h2>What parents tell us</h2>
<p>The feedback we hear most often is not about grades but about confidence. Parents who left school early themselves describe children who now speak up in class, read to younger siblings and talk about university as a realistic next step. Teachers point to the value of a stable, well-resourced school close to where families live and work, where children can stay from the first year to the last.</p>
<p>Teachers see the difference too. Many pupils are the first in their families to study in English, and the school has built extra support around that: small-group reading sessions, after-school help with homework that parents may not be able to give, and progress reports written in Bangla as well as English. Teachers are trained in Cambridge methods and take part in professional development every year, so the quality of teaching keeps pace with the curriculum.</p>
<h2>Beyond the classroom</h2>
<p>The school works closely with the rest of the group’s community programmes. Pupils take part in tree plantation drives, visit the green building on open days and join coaching sessions at the Masco Cricket Academy. For a group of around 18000 members, investing in the next generation is not charity; it is how a workforce becomes a community.</p>
<p>The waiver is open to the children of every member of the group, whatever their role, and applications are handled by each unit’s welfare office with the same confidentiality as any other benefit. As the first classes of employees’ children move on to university and into careers of their own, we hope that some of them will one day come back to Masco as engineers, designers, managers or teachers.</p>`,
    publishedAt: at('2026-08-20', '10:15'),
    authorId: 3,
    categorySlug: 'people-culture',
    tags: ['Education', 'Masco School', 'Community'],
  },
  {
    slug: 'automation-on-the-sewing-floor',
    title:
      'Automation on the Sewing Floor: What Auto Pocket Setters and Template Sewing Have Taught Us',
    shortDescription:
      'Automation on a knit sewing floor is less about robots and more about templates, auto-trimmers and good data. Lessons from rolling it out across more than 150 sewing lines.',
    description: `<p>When people talk about automation in garment making they often picture robots. On a knit sewing floor the reality is quieter and, for now, far more useful: templates that guide the fabric, machines that trim and back-tack by themselves, and data that shows a line chief where the day is slipping away. Over the last three years we have rolled these tools out across the sewing lines of our eight garment units, and the lessons have been as much about people as about machines.</p>
<h2>Start with the operations that hurt</h2>
<p>We began by listing the operations that most often held up a line: pocket setting on polo shirts and joggers, placket making, labelling and hemming on heavy fleece. These are the steps where skill varies most between operators and where a single bottleneck can idle a whole line.</p>
<ul>
<li>Template sewing stations for plackets, pockets and collars</li>
<li>Automatic pocket setters for joggers and workwear-inspired knits</li>
<li>Servo-motor machines with automatic thread trimming and back-tacking</li>
<li>Real-time production counters at every workstation, feeding a line dashboard</li>
</ul>
<h2>What changed</h2>
<p>The most visible change was consistency. A template does not get tired at four in the afternoon, so the last placket of the day looks like the first. Training time for new operators on templated operations fell substantially, because the template carries much of the skill. Servo motors cut energy use at each machine, and automatic trimming removed a step that used to be done by hand at the end of the line.</p>
<p>The data side has been just as important. Workstation counters show each operator’s output hour by hour, and the line dashboard turns those numbers into a picture of where work is piling up. Line chiefs now spend less time walking the line with a clipboard and more time solving the problems the dashboard reveals: a machine that needs a mechanic, an operator who needs help, a bundle that arrived with a cutting fault. The numbers are used to support operators, not to punish them, and we explained that to every line before the counters were switched on.</p>
<h2>What we learned</h2>
<p>Automation only pays when the line is balanced around it. An auto pocket setter that runs twice as fast as the operation before it simply moves the queue. Our industrial engineers now re-balance every line in which a new machine is introduced, and we treat the operators who run the equipment as specialists, with their own training path and grade.</p>
<p>The next step is connecting what we have: linking workstation counters, quality checkpoints and the central production plan, so that a delay on one line in Gazipur is visible to planning in Dhaka the moment it happens, not at the end of the shift.</p>`,
    featured: true,
    publishedAt: at('2026-07-28', '14:40'),
    authorId: 4,
    categorySlug: 'innovation',
    tags: ['Automation', 'Sewing', 'Industrial Engineering'],
  },
  {
    slug: 'traceable-cotton-farm-to-carton',
    title:
      'Traceable Cotton from Farm to Carton: Building Chain-of-Custody Records Our Buyers Can Audit',
    shortDescription:
      'Organic and recycled claims are only as strong as the documents behind them. How we manage GOTS, OCS and GRS transaction certificates from yarn receipt all the way to shipment.',
    description: `<p>A garment labelled organic or recycled carries a promise that the consumer cannot check. The only thing that makes that promise true is an unbroken chain of custody: a record of every step between the farm or the recycler and the carton that leaves our warehouse. For a composite manufacturer that knits, dyes, prints and sews under one roof, keeping that chain intact is both easier and more demanding than it looks.</p>
<h2>Where chains break</h2>
<p>Chains of custody rarely fail at the certificate. They fail in the stores, when certified and conventional yarn of the same count sit side by side, or on the cutting table, when a roll from the wrong lot is used to finish a lay. That is why traceability at Masco starts with physical separation and clear identification, long before anyone fills in a form.</p>
<ul>
<li>Certified yarn received against its transaction certificate and stored in marked, segregated bays</li>
<li>Lot numbers carried from yarn to knitting card, dye batch, fabric roll and cutting ticket</li>
<li>Mass balance checked at every stage, with any loss or surplus explained</li>
<li>Annual audits under GOTS, OCS and GRS, plus unannounced buyer checks</li>
</ul>
<h2>From paper to data</h2>
<p>We have moved most of these records into our production system, so a single garment lot can be traced back to the yarn lots it came from in minutes rather than days. Buyers who run their own traceability platforms can receive the data directly, and several now request fibre testing on random garments to confirm that what was declared is what was made.</p>
<p>Certification bodies audit us every year, but the most demanding checks often come from buyers. Several run their own traceability reviews, in which an auditor picks a finished garment from the warehouse and asks us to show, document by document, where every component came from. We treat these reviews as a test of the system rather than a nuisance: if the chain cannot be reconstructed in an afternoon, something in it needs fixing.</p>
<h2>Why it matters now</h2>
<p>Regulation is catching up with marketing. Green-claims rules in Europe and elsewhere are making brands legally responsible for what their labels say, and they in turn need suppliers who can show their work. We see traceability not as an extra cost of certified programmes but as part of the product itself, as much as the fabric weight or the colour.</p>
<p>Traceability helps us as a manufacturer, too. When a quality problem appears in a fabric, the same records that prove a fibre claim let us trace the affected yarn lot, knitting machine and dye batch within minutes, contain the damage and fix the cause. The investment we made for our buyers’ claims has repaid itself many times over in our own quality control.</p>`,
    headline: true,
    publishedAt: at('2026-06-30', '09:00'),
    authorId: 1,
    categorySlug: 'sustainability',
    tags: ['Traceability', 'Organic Cotton', 'GOTS', 'GRS'],
  },
  {
    slug: 'lead-times-and-vertical-integration',
    title: 'Lead Times Under Pressure: Why Vertical Integration Matters More Than Ever',
    shortDescription:
      'Buyers want shorter lead times, smaller orders and fewer surprises. Why a composite set-up, with knitting, dyeing, printing and sewing under one plan, can deliver all three.',
    description: `<p>For most of the last decade, the conversation between brands and their suppliers was about price. Today it is just as often about time. Buyers are placing orders closer to the season, in smaller quantities, with more repeat programmes chased in-season. In that environment a supplier’s structure matters as much as its sewing capacity.</p>
<h2>The hidden cost of hand-offs</h2>
<p>In a non-integrated supply chain, a knit garment may pass between four or five companies before it is shipped: a spinner, a knitter, a dye house, a printer and a garment maker. Each hand-off adds transport, inspection and waiting time, and each is a point where a delay in one company becomes someone else’s problem. Much of a typical 90-day lead time is spent not making anything, but waiting.</p>
<p>Those delays compound. If a dye house outside the group misses its date by four days, the printer loses its slot, the garment factory re-plans its lines and the shipment may miss its vessel. Each company in the chain protects itself by adding buffer time to its own promise, and the buyer ends up with a lead time made largely of safety margins.</p>
<h2>One plan, one team</h2>
<p>At Masco, knitting, dyeing, printing, embroidery, washing and sewing sit within the same group and work from one production plan. When an order is confirmed, capacity is booked across every stage at once, and the critical path is visible to everyone who touches it.</p>
<ul>
<li>Greige fabric can be knitted while yarn-dyed stripes are still in the dye house</li>
<li>Shade approvals move straight from our own laboratory to bulk dyeing</li>
<li>Print and embroidery strike-offs are made next door, not across the country</li>
<li>Quality issues are traced to their source in hours, because the source is in-house</li>
</ul>
<p>Integration also makes small and repeat orders practical. Because greige fabric, dyeing capacity and sewing lines are planned together, a repeat of a proven style can be turned around from stock yarn in a fraction of the time it would take to book capacity across several separate suppliers. For buyers testing a new product in small quantities, it means a minimum order that makes sense for both sides.</p>
<h2>What it means for buyers</h2>
<p>The results show up in the numbers buyers care about. More than 99% of our shipments have left on time for the last three years, and our clients have granted us self-inspection authority on 60% of shipments, removing another step from the calendar. Integration is not free: it takes investment and discipline to keep every stage in balance. But when the market asks for speed and certainty at the same time, it is the most reliable answer we know.</p>`,
    publishedAt: at('2026-06-02', '16:20'),
    authorId: 2,
    categorySlug: 'industry-insights',
    tags: ['Lead Time', 'Vertical Integration', 'Sourcing'],
  },
  {
    slug: 'mothers-at-work-day-care-and-nursing-breaks',
    title:
      'Mothers at Work: Day-Care, Breastfeeding Corners and Coming Back to the Line with Confidence',
    shortDescription:
      'Our Mother’s Work programme follows women from pregnancy to their return to work, with day-care in every unit, nursing breaks and lighter duties when they are needed.',
    description: `<p>Most of the people who sew our garments are women, and many of them are young mothers or will become mothers while they work with us. How a factory treats pregnancy and early motherhood therefore says a great deal about how it treats its people. Mother’s Work is our answer: a programme that supports women from the day they share their news until long after they return to the line.</p>
<h2>During pregnancy</h2>
<p>As soon as a worker tells her supervisor or the welfare officer that she is pregnant, she is registered with the factory medical centre. From then on she receives regular check-ups, nutrition advice and, where needed, a move to seated work away from heavy lifting and long hours on her feet. Her pay and grade stay the same.</p>
<ul>
<li>Regular antenatal check-ups and nutrition counselling at the factory medical centre</li>
<li>Lighter, seated duties without loss of pay or grade</li>
<li>Paid maternity leave and benefits in full, as the law provides</li>
<li>A guaranteed return to the same position and grade</li>
</ul>
<h2>Coming back</h2>
<p>Returning to work is often harder than leaving. Every unit runs a day-care centre staffed by trained caregivers, with meals, play areas and a nurse on call, so that mothers can bring their children to work with them. Private breastfeeding corners and nursing breaks in the working day mean that no one has to choose between feeding her baby and keeping her job.</p>
<p>Fathers and supervisors are part of the programme too. Awareness sessions for male workers and line chiefs cover the practical needs of pregnant colleagues, why nursing breaks matter and how to share responsibilities at home, and supervisors are shown how to plan around an operator’s lighter duties without putting pressure on her or her teammates. A supportive line is often the difference between a mother who returns with confidence and one who does not return at all.</p>
<h2>Why it matters to the business</h2>
<p>Skilled operators take years to develop. When experienced women leave because the factory cannot accommodate motherhood, the business loses that skill and the worker loses her income at the moment her family needs it most. Since Mother’s Work began, more mothers return after their leave and stay with us longer, and many of the women in our We Women leadership programme are mothers who came back.</p>
<p>We review the programme every year with the women it serves. Their suggestions have given us longer day-care hours on overtime days, a quiet room for expectant mothers and a dedicated welfare officer in every unit.</p>`,
    headline: true,
    publishedAt: at('2026-04-21', '12:05'),
    authorId: 3,
    categorySlug: 'people-culture',
    tags: ['Women', 'Wellbeing', 'Mother’s Work'],
  },
  {
    slug: 'digital-colour-approval-lab-dips',
    title: 'Digital Colour Approval: Cutting Lab-Dip Cycles from Weeks to Days',
    shortDescription:
      'Spectrophotometers, shared colour standards and virtual approvals have shortened our lab-dip cycle. How digital colour management works in practice, and where it still needs a human eye.',
    description: `<p>For years, colour approval in knitwear followed the same slow rhythm: the laboratory dyed a set of lab dips, a courier took them to the buyer’s office, someone compared them with a standard under a light box, and comments came back a week later. Two or three rounds were normal. On a season with dozens of colours, lab dips alone could consume a month.</p>
<h2>Measuring instead of posting</h2>
<p>Digital colour management replaces the courier with data. A calibrated spectrophotometer measures each lab dip, and the reading is compared numerically with the buyer’s digital standard. If the colour difference is inside the agreed tolerance, the dip can be approved on the data alone; if not, the software suggests a recipe correction before the next attempt.</p>
<ul>
<li>Calibrated spectrophotometers in every dyeing laboratory</li>
<li>Digital colour standards shared directly with buyers’ colour teams</li>
<li>Recipe prediction that learns from our own dyeing history</li>
<li>Physical dips still sent for final sign-off on critical shades</li>
</ul>
<p>Getting there took more than buying instruments. Every spectrophotometer has to be calibrated to the same reference as the buyer’s, light booths must be maintained so that visual checks happen under the right illuminants, and colourists need training to interpret the numbers. We also had to agree tolerances with each buyer, because the colour difference acceptable on a navy T-shirt can be very different from what is acceptable on a pale pastel.</p>
<h2>The results</h2>
<p>Where buyers have adopted digital approval, our first-submission approval rate has risen sharply, and the average lab-dip cycle has fallen from weeks to days. Our yarn dyeing laboratory alone can now produce up to 120 lab dips a day, and fewer rounds mean less dye, water and energy spent on colours that will never go into bulk.</p>
<p>Digital approval helps in bulk as well. Each production batch is measured against the same digital standard as the approved lab dip, so shade consistency between lots, and between our three dye houses, can be checked objectively before the fabric is cut. Shade bands are built from measurements rather than memory, which makes it far easier to keep panels of the same garment from different batches apart.</p>
<h2>Where the human eye still matters</h2>
<p>Numbers do not settle everything. Heathers, slubs and fabrics with a strong surface texture can read differently on an instrument than they look to a shopper, and some buyers still prefer a visual check for key shades. Our colourists remain the final judges in those cases. Digital tools have not replaced them; they have freed them to spend their time on the colours that really need their eyes.</p>`,
    publishedAt: at('2026-03-17', '10:45'),
    authorId: 4,
    categorySlug: 'innovation',
    tags: ['Colour Management', 'Lab Dips', 'Digitalisation'],
  },
  {
    slug: 'rooftop-solar-on-working-factories',
    title: 'Rooftop Solar at Scale: What We Learned Putting Panels on Working Factories',
    shortDescription:
      'Solar on our factory roofs is no longer a pilot. What went right, what surprised us and how we plan to extend rooftop solar to every suitable roof in the group by 2028.',
    description: `<p>A garment factory has two things in abundance: large, flat roofs and a steady daytime demand for electricity. Putting the two together seems obvious, yet installing solar on buildings where thousands of people are working every day is a different job from building a solar farm on empty land. Here is what we have learned so far.</p>
<h2>Structure first</h2>
<p>Before a single panel went up, structural engineers checked every roof for load, waterproofing and wind. Some older roofs needed reinforcement; others were simply not suitable. The assessment took longer than the installation, but it means the arrays we have installed will stay where they are for the next twenty-five years.</p>
<h2>Working around production</h2>
<p>Most of the installation happened on Fridays, holidays and night shifts, with lifting zones fenced off and fire-safety teams briefed in advance. Electrical tie-ins were scheduled during planned maintenance shutdowns so that no line lost power unexpectedly.</p>
<ul>
<li>Arrays on knitting, sewing and warehouse roofs, feeding the factory grid in daylight hours</li>
<li>Monitoring of every inverter, with output reviewed weekly by the energy team</li>
<li>Regular panel cleaning, which matters a great deal in the dry season’s dust</li>
<li>Fire-safety design reviewed with our building-safety engineers before commissioning</li>
</ul>
<p>We also learned to think about the roof as a whole. Panels shade the roof and lower the temperature of the floor beneath them, easing the load on ventilation in the hottest months. On the other hand they make roof maintenance harder, so waterproofing repairs and drainage work were completed before installation, and walkways were built into the layout so that maintenance teams can reach every part of the roof safely.</p>
<h2>What surprised us</h2>
<p>The biggest surprise was how much the rest of the energy programme mattered. Solar covers a meaningful share of daytime demand, but the savings from LED lighting, servo motors on sewing machines and variable-frequency drives on compressors were just as large. Cutting demand first made every kilowatt of solar go further.</p>
<h2>What comes next</h2>
<p>Our future plan commits us to expanding rooftop solar to every suitable roof in the group by 2028 and to cutting energy use per kilogram of fabric by 15% against our 2022 baseline by 2030. Solar will not power a dye house on its own, but together with waste-heat recovery and efficient machines it is steadily changing where our energy comes from.</p>`,
    featured: true,
    publishedAt: at('2026-02-10', '09:20'),
    authorId: 2,
    categorySlug: 'sustainability',
    tags: ['Energy', 'Solar', 'Climate'],
  },
  {
    slug: 'recycled-polyester-in-knitwear',
    title: 'Recycled Polyester in Knitwear: Performance, Price and the GRS Paper Trail',
    shortDescription:
      'Recycled polyester is moving from sportswear into everyday basics. What it means for knitting, dyeing and costing, and why GRS certification is the real entry ticket.',
    description: `<p>Recycled polyester used to be a niche request from sportswear brands. Today it appears in briefs for T-shirts, sweatshirts and kidswear, usually blended with cotton and often as a requirement rather than an option. For a knit composite manufacturer it raises practical questions at every stage, from the knitting floor to the costing sheet.</p>
<h2>On the machine</h2>
<p>Most recycled polyester filament and spun yarns run well on our circular machines, but they are not identical to virgin fibre. Variations between lots can show up as barré in fine single jersey, so we test every new yarn lot on a sample run before bulk knitting and keep lots separate through to dyeing.</p>
<h2>In the dye house</h2>
<p>Cotton-polyester blends need two dye classes and a longer process than pure cotton. Recycled polyester can also take up disperse dye slightly differently from virgin fibre, so shade matching needs care. Our laboratories build separate recipes for recycled blends rather than adapting virgin ones.</p>
<ul>
<li>Sample knitting on every new yarn lot to check for barré and strength</li>
<li>Separate dye recipes for recycled blends, approved in our own laboratory</li>
<li>Pilling and dimensional-stability tests on every new fabric quality</li>
<li>GRS transaction certificates issued for every certified shipment</li>
</ul>
<h2>The cost question</h2>
<p>Recycled polyester still usually costs more than virgin fibre, although the gap has narrowed. Buyers who plan recycled programmes across several seasons, with stable qualities and colours, get the best prices, because mills can buy and plan yarn in larger volumes.</p>
<p>Durability deserves a mention too. Cotton-polyester blends generally hold their shape and colour well through repeated washing, and a garment that lasts longer is one of the most effective ways to lower a product’s footprint. As durability becomes part of product regulation in Europe, we expect recycled blends to be judged not only by their recycled content but by how they perform after many washes, and our testing programme is already moving in that direction.</p>
<h2>The paperwork is the product</h2>
<p>A recycled claim is worthless without proof. Our GRS certification covers the chain from yarn receipt to finished garment, with segregated storage, lot tracking and mass-balance checks at every stage. For buyers, that certificate is what turns a technical choice into a claim they can safely put on a label.</p>`,
    publishedAt: at('2026-01-12', '15:00'),
    authorId: 1,
    categorySlug: 'industry-insights',
    tags: ['Recycled Polyester', 'GRS', 'Materials'],
  },
  {
    slug: 'career-paths-through-the-training-centre',
    title: 'From Helper to Line Chief: Career Paths Through the Masco Training Centre',
    shortDescription:
      'Since 2014 our training centre has turned new joiners into skilled operators and operators into supervisors. A look at its courses and at the people they have helped to rise.',
    description: `<p>Every week, new faces arrive at the Masco training centre. Some have never sat at an industrial sewing machine; others are experienced operators preparing for their next step. Since the centre opened in 2014, it has become one of the most important places in the group, because it is where careers at Masco begin and where many of them change direction.</p>
<h2>Learn first, then produce</h2>
<p>New joiners spend their first weeks in the centre rather than on a production line. They learn machine handling, safety, quality basics and their rights at work on dedicated training machines, while receiving their full wage. When they reach the line, they reach it ready, which protects both their confidence and the line’s quality.</p>
<ul>
<li>Induction and basic machine skills for new joiners</li>
<li>Multi-skill courses for operators moving to complex operations</li>
<li>Quality inspector and line-leader preparation courses</li>
<li>Supervisory skills, communication and workplace-rights training</li>
</ul>
<h2>A ladder, not a door</h2>
<p>The centre is designed as a ladder. An operator who masters several operations becomes a multi-skilled operator with a higher grade; from there, the line-leader and quality-inspector courses open the way to supervisory roles. Our We Women programme uses the same ladder to help women move into leadership, and every year a larger share of our supervisors are people who began as helpers or operators.</p>
<p>Trainers are themselves a product of the ladder. Most are experienced operators or supervisors who took a trainer course and returned to the centre to teach, so new joiners learn from people who have done the job on a real production line. Trainers rotate back to the floor regularly, which keeps what they teach in step with the new machines, products and methods our industrial engineers introduce.</p>
<h2>Beyond the factory</h2>
<p>The centre also trains people who do not yet work for us. Young people from surrounding communities can join short courses in sewing and basic computer skills, and many of them later apply to our units. Training is one of the clearest ways a manufacturer can share its success with the neighbourhood it depends on.</p>
<p>More than a decade on, the measure of the training centre is not the number of certificates it has issued, but the number of line chiefs, inspectors and trainers who once sat in its classrooms as beginners.</p>`,
    publishedAt: at('2025-12-03', '11:30'),
    authorId: 3,
    categorySlug: 'people-culture',
    tags: ['Training', 'Careers', 'Skills'],
  },
  {
    slug: 'energy-dashboards-sub-metering-dye-houses',
    title: 'Energy Dashboards on Every Floor: What Sub-Metering Taught Our Dye Houses',
    shortDescription: '',
    description: `<p>For a long time our energy bill arrived as a single number per factory. We knew how much we were spending, but not where it was going, which machine was wasting it or which shift was using it best. Sub-metering changed that, and the lessons have reshaped how our dye houses work.</p>
<h2>What we measured</h2>
<p>We fitted meters to every dyeing machine, compressor, boiler feed and major pump, and connected them to dashboards that production, maintenance and the energy team can all see. Steam and water meters followed, so that each batch can be costed in kilowatt-hours, kilograms of steam and litres of water per kilogram of fabric.</p>
<ul>
<li>Electricity, steam and water meters on every dyeing machine</li>
<li>Compressed-air metering and a weekly leak-detection round</li>
<li>Shift-by-shift energy reports shared at the morning meeting</li>
<li>Alarms when a machine’s consumption drifts above its normal range</li>
</ul>
<h2>What the data showed</h2>
<p>The first surprise was how different identical machines could be. Two jets of the same model, running the same recipe, used noticeably different amounts of steam because of worn insulation and a faulty valve. Compressed-air leaks, invisible and inaudible on a busy floor, were consuming a significant share of compressor power. And idle machines, left heated between batches, were quietly burning energy for hours.</p>
<h2>What we changed</h2>
<p>Most fixes were simple: insulating pipes and valves, repairing leaks, switching idle machines to standby and sequencing batches to keep machines warm only when the next one was ready. Because the dashboards show results within days, operators can see the effect of their own changes, and several of the best ideas came from the floor rather than from engineers.</p>
<p>The dashboards have also changed the conversation between departments. Maintenance teams can show the effect of a repair in kilowatt-hours, production managers can see the energy cost of an unplanned re-dye, and the finance team can compare units fairly, per kilogram of fabric rather than per factory. When everyone looks at the same numbers, energy stops being the engineers’ problem and becomes part of how every department measures its performance.</p>
<h2>The next step</h2>
<p>We are now connecting the energy data with the production plan, so that batches can be scheduled for the lowest energy cost and every kilogram of fabric can carry an accurate energy footprint for buyers who report product-level emissions.</p>`,
    publishedAt: at('2025-10-14', '13:50'),
    authorId: 4,
    categorySlug: 'innovation',
    tags: ['Energy', 'Data', 'Dyeing'],
  },
  {
    slug: 'zdhc-mrsl-level-3-chemical-inventory',
    title: 'ZDHC MRSL Level 3, Explained: Why We Are Moving Our Entire Chemical Inventory There',
    shortDescription:
      'What ZDHC conformance levels mean, how we screen dyes and auxiliaries before they reach our stores, and our timeline for a chemical inventory that is fully at Level 3.',
    description: `<p>A dye house can only be as clean as the chemicals it buys. That is the idea behind the ZDHC Manufacturing Restricted Substances List (MRSL): rather than testing for hazardous substances at the end of the process, make sure they never enter the factory in the first place. For our dyeing, printing and washing units, the MRSL has become the backbone of chemical management.</p>
<h2>What the levels mean</h2>
<p>Chemical suppliers can have their products assessed for MRSL conformance and listed on the ZDHC Gateway. Conformance is graded in levels. Level 1 is based on the supplier’s own declaration and testing; Level 2 adds a review of the supplier’s documents and a third-party test; Level 3 also requires an on-site audit of how the product is manufactured. The higher the level, the more confidence a factory can have that the drum in its store contains what the label says.</p>
<h2>How we screen chemicals</h2>
<ul>
<li>No new dye or auxiliary is purchased without a current safety data sheet and MRSL conformance on the Gateway</li>
<li>A live chemical inventory is kept for every unit and reviewed monthly against the Gateway</li>
<li>Products without conformance are replaced with conforming alternatives</li>
<li>Storage, labelling and handling follow the safety data sheet, with spill kits at every store</li>
</ul>
<p>Today 82% of the chemical inventory at Masco Industries and 74% at Concept Knitting conforms at Level 3. Most of the remainder conforms at Level 2 and is made up of speciality auxiliaries for which Level 3 alternatives are still being developed.</p>
<h2>Our timeline</h2>
<p>Our future plan sets clear dates: a Level 3 inventory at Masco Industries by June 2027 and at Concept Knitting by December 2027, with Masco Exports reaching 95% by June 2028. Meeting those dates means working closely with our chemical suppliers, some of whom are taking their products through Level 3 audits for the first time, and testing alternatives in our laboratories to make sure quality does not suffer.</p>
<p>Suppliers are partners in this work. We share our inventory findings with them every quarter, point out the products for which a Level 3 alternative is needed, and give purchasing preference to suppliers who have already taken their ranges through third-party audits. Several have told us that requests from manufacturers like Masco were what persuaded them to invest in those audits in the first place.</p>
<p>Input control is not the end of the story. Our wastewater is still tested twice a year against the ZDHC Wastewater Guidelines, and finished goods are still tested against our buyers’ restricted substance lists. But every drum that arrives at Level 3 makes those tests a confirmation rather than a gamble.</p>`,
    headline: true,
    publishedAt: at('2025-09-09', '10:00'),
    authorId: 2,
    categorySlug: 'sustainability',
    tags: ['Chemical Management', 'ZDHC', 'MRSL'],
  },
  {
    slug: 'european-textile-strategy-and-knit-exporters',
    title: 'What Europe’s Textile Strategy Means for Bangladeshi Knit Exporters',
    shortDescription:
      'Ecodesign rules, digital product passports and producer responsibility are coming to textiles in Europe. What knit exporters should start preparing for now.',
    description: `<p>Europe is our largest market, and the rules for selling clothes there are changing. Under the European Union’s strategy for sustainable and circular textiles, a series of laws is reshaping what brands must know, and prove, about the products they sell. Many of the details are still being written, but the direction is clear, and suppliers who prepare early will be better placed than those who wait.</p>
<h2>The main building blocks</h2>
<ul>
<li><strong>Ecodesign requirements:</strong> textiles are among the first product groups expected to face minimum requirements for durability, recycled content and information.</li>
<li><strong>Digital product passports:</strong> product data, from fibre composition to origin, is expected to travel with the garment in digital form.</li>
<li><strong>Extended producer responsibility:</strong> brands will pay towards the collection and recycling of the clothes they place on the market.</li>
<li><strong>Rules on green claims:</strong> environmental claims will need evidence, not just good intentions.</li>
</ul>
<p>The timelines differ. Some measures are already law, while the detailed product rules for textiles are still being prepared and will apply only after transition periods. For brands, the important point is that product decisions made today will be judged under these rules tomorrow: a style designed now and sold for several seasons may well have to meet them.</p>
<h2>What it means on the factory floor</h2>
<p>Almost every one of these measures turns into a data request for suppliers. Brands will need to know where fibre came from, which facilities processed it, how durable the fabric is and what chemicals were used. For a composite manufacturer this is an opportunity: when knitting, dyeing and sewing happen within one group, much of that information already exists in one system.</p>
<h2>How we are preparing</h2>
<p>We are strengthening traceability from yarn to carton, building durability testing such as pilling, abrasion and colour fastness into fabric development, and expanding the environmental data we already report through the Higg Facility Environmental Module. Our chemical inventory is moving fully to ZDHC MRSL Level 3, which will make chemical disclosure straightforward.</p>
<p>Collaboration will matter as much as preparation. Many data requests will overlap between brands, and suppliers cannot maintain a different format for every customer. We follow the industry’s efforts to standardise product data and facility reporting closely, and we expect to share much of our information once, in a common format, rather than through dozens of separate questionnaires.</p>
<h2>A competitive question</h2>
<p>Regulation is often discussed as a cost. For Bangladeshi exporters it may also be a differentiator. Buyers will concentrate their business with suppliers who can provide reliable data without delay, and factories that have invested in compliance, green buildings and traceability will find that the investment speaks for itself.</p>`,
    publishedAt: at('2025-07-22', '09:40'),
    authorId: 1,
    categorySlug: 'industry-insights',
    tags: ['Regulation', 'Europe', 'Traceability', 'Export'],
  },
  {
    slug: 'four-years-of-masco-cricket-academy',
    title: 'More Than a Game: Four Years of the Masco Cricket Academy',
    shortDescription:
      'Opened on 12 February 2021 on 16 bigha of land, the Masco Cricket Academy now trains young players all year round. What its programmes offer and why we built it.',
    description: `<p>Cricket is the closest thing Bangladesh has to a shared language. When we opened the Masco Cricket Academy on 12 February 2021, on 16 bigha of land, the aim was to give young players a place to learn the game properly, with the facilities and coaching that are usually available only in the largest cities. Four years later, the academy is busy every day of the week.</p>
<h2>Programmes for every schedule</h2>
<p>Not every young cricketer can train every day, so the academy offers five programmes that fit different lives:</p>
<ul>
<li><strong>Regular:</strong> four days a week for one year, for players serious about the game</li>
<li><strong>Weekly:</strong> one day at the weekend, for students balancing school and cricket</li>
<li><strong>Monthly:</strong> two sessions covering a month, as an introduction to structured coaching</li>
<li><strong>Summer:</strong> one month with boarding, for intensive holiday training</li>
<li><strong>Winter:</strong> two months with boarding, at the height of the cricket season</li>
</ul>
<h2>Facilities that match the ambition</h2>
<p>Players train with imported equipment under world-class coaching staff, on well-kept grounds and practice wickets. Around the ground, a gymnasium, a dormitory, a restaurant and cafeteria, and even art training help the academy feel like a campus rather than a practice field. Membership options allow families and local clubs to make use of the facilities too.</p>
<p>Coaching goes well beyond batting and bowling. Sessions cover fitness, nutrition, match awareness and the mental side of the game, and players are assessed regularly so that coaches can plan their individual development. In the boarding programmes, the dormitory and cafeteria give young players a structured routine of training, meals, study and rest, with staff on hand around the clock to look after them.</p>
<h2>Why a garment group builds a cricket academy</h2>
<p>The academy is part of how we think about our community. Children of our employees train alongside young players from across the region, pupils from Masco School join coaching sessions, and our own staff teams play there during the annual sports season. Sport teaches discipline, teamwork and resilience, the same qualities that make a great production team.</p>
<p>Some of our academy players will go on to play at higher levels; most will not. Either way, we hope they leave with skills, friendships and confidence that last far beyond their final over.</p>`,
    publishedAt: at('2025-05-18', '17:10'),
    authorId: 3,
    categorySlug: 'people-culture',
    tags: ['Cricket', 'Community', 'Youth'],
  },
  {
    slug: 'auto-stripe-knitting-engineered-stripes',
    title: 'Auto-Stripe Knitting: Engineering Stripes Without the Yarn-Dyed Compromises',
    shortDescription:
      'Engineered stripes used to mean long lead times and leftover yarn. How our auto-stripe machines and in-house yarn dyeing make stripe programmes faster and leaner.',
    description: `<p>Stripes are one of the oldest ideas in knitwear and one of the hardest to make efficiently. A Breton top, a rugby polo or a placement stripe on a kids’ T-shirt all depend on yarn-dyed colours arriving at the right machine in the right order. When the yarn comes from outside, lead times stretch and leftover coloured yarn piles up in the store.</p>
<h2>What auto-stripe machines do</h2>
<p>An auto-stripe circular machine can switch between several yarn colours automatically at programmed courses, knitting engineered stripes of almost any sequence without stopping. Our knitting unit runs dedicated auto-stripe machines and auto-stripe rib machines, so stripe collars and cuffs can be knitted to match the body fabric.</p>
<ul>
<li>Engineered stripes in multiple colours, programmed course by course</li>
<li>Matching auto-stripe rib for collars, cuffs and waistbands</li>
<li>Stripe sequences changed in software rather than by re-threading by hand</li>
<li>Placement stripes aligned with the garment pattern to reduce cutting waste</li>
</ul>
<p>Auto-stripe machines are more demanding than standard circular machines, and they reward careful preparation. Yarn tension, feeder settings and take-down must be tuned for each stripe sequence so that every colour change is crisp and the repeat stays exactly the length the pattern needs. Our knitting technicians keep the settings of every proven programme on file, so that repeat orders start right from the first roll.</p>
<h2>Yarn dyeing next door</h2>
<p>Since our yarn dyeing unit opened in 2020, stripe programmes no longer wait for coloured yarn from outside suppliers. The yarn dyeing laboratory matches colours to the buyer’s standard, and bulk yarn is dyed in the quantities the knitting plan needs. That shortens lead times by weeks and cuts the leftover dyed yarn that used to be one of the hidden costs of stripe programmes.</p>
<p>The colour match carries through the rest of the process. Because the same laboratory approves the yarn colours and the piece-dyed fabrics used elsewhere in a collection, a striped top and a solid jogger from the same range can be matched with confidence, even though one is yarn-dyed and the other piece-dyed.</p>
<h2>Designing for the machine</h2>
<p>The most efficient stripe programmes are designed with the machine in mind. Our merchandisers and knitting engineers work with buyers’ designers early, suggesting repeat lengths that fit the machine diameter and garment size range, and colour sequences that keep yarn changes to a minimum. Small adjustments at the design stage can make a stripe programme noticeably cheaper and faster without changing how it looks in the shop.</p>`,
    publishedAt: at('2025-03-11', '11:25'),
    authorId: 4,
    categorySlug: 'innovation',
    tags: ['Knitting', 'Auto-Stripe', 'Yarn Dyeing'],
  },
  {
    slug: 'leed-platinum-green-building-tour',
    title: 'A Walk Through Our LEED Platinum Building: Notes from the Monthly Green Building Tour',
    shortDescription:
      'On the first Saturday of every month we open the Tasniah Fabrics green building to visitors. What they see in ninety minutes, from daylighting to fresh air, and how to book a place.',
    description: `<p>On the first Saturday of every month, from 11:00 AM to 12:30 PM, a small group of visitors gathers at the gate of Tasniah Fabrics. Some are students, some are buyers, some are engineers from other factories planning their own green buildings. For about ninety minutes, our team walks them through what it means to run a LEED Platinum factory day to day.</p>
<h2>What visitors see</h2>
<p>The tour starts with light. Skylights and large windows bring daylight deep into the production floor, and lighting sensors dim the LED fixtures when the sun does the work. Visitors often notice the air next: the ventilation system supplies more than 30% more fresh air than the standard requires, which makes a real difference to comfort on a busy sewing floor.</p>
<ul>
<li>Daylighting and LED lighting controlled by occupancy and daylight sensors</li>
<li>More than 30% more fresh air than the baseline standard</li>
<li>Energy savings of around 20% compared with a conventional building</li>
<li>Rainwater harvesting for toilets and landscaping, and water-efficient fixtures</li>
<li>Green spaces, bicycle stands and low-emitting materials throughout the building</li>
</ul>
<p>Behind the visible features sits a great deal of monitoring. Energy and water use are metered throughout the building and compared every month with the design targets, and indoor air quality and temperature are measured on the production floor. Visitors are often most interested in the practical side: what the systems cost to maintain, how workers responded to the new environment and what we would do differently next time.</p>
<h2>Rules of the tour</h2>
<p>Tours are held only with prior confirmation, because the factory is a working production site and visitor numbers have to be managed safely. Schools and colleges are very welcome but need to book at least two weeks in advance, so that we can prepare guides and safety briefings for larger groups. Visitors follow the same safety rules as our employees and stay with their guide at all times.</p>
<h2>How to book</h2>
<p>To request a place, e-mail us at info@mascobd.com with the subject “Green Building Tour”, the date you would like to attend and the number of people in your group. Our team will confirm your visit and send directions.</p>
<p>Every tour ends with questions, and the questions are often the best part. Many of the improvements we have made since the building opened began as a visitor asking, “Why don’t you…?”</p>`,
    featured: true,
    publishedAt: at('2025-01-20', '10:30'),
    authorId: 1,
    categorySlug: 'sustainability',
    tags: ['Green Building', 'LEED', 'Green Tour'],
  },
  {
    slug: 'pique-polo-and-the-classic-knit-shirt',
    title: 'Pique, Polo and the Return of the Classic Knit Shirt',
    shortDescription:
      'The polo shirt never really went away, but it is changing. A merchandiser’s view of the collars, plackets, fabrics and finishing details buyers are asking for right now.',
    description: `<p>Few garments are as dependable as the polo shirt. It sits in the core range of almost every brand we work with, and it has quietly become one of the most technically interesting products on our sewing floors. Here is what we are seeing from the merchandising side.</p>
<h2>Fabric first</h2>
<p>Classic single pique remains the backbone, but the range around it has widened. Double pique gives weight and structure for premium lines; mini pique and honeycomb structures offer a lighter, drier hand for summer; and jersey polos in fine mercerised cotton have become a staple for smarter collections.</p>
<ul>
<li>Single and double pique in combed and organic cotton</li>
<li>Mini pique and honeycomb for lightweight summer polos</li>
<li>Mercerised jersey for smart-casual ranges</li>
<li>Performance pique in recycled polyester blends for golf and sport</li>
</ul>
<h2>Details make the difference</h2>
<p>Buyers are paying more attention to details that used to be standard. Flat-knit collars are knitted to the exact size of each garment, often with tipping stripes from our auto-stripe machines. Plackets are sewn on templates for a clean, consistent finish, and many brands now ask for garment-dyed or garment-washed polos with a softer, worn-in look, which our washing unit can deliver in-house.</p>
<p>Embroidery remains the most popular way to brand a polo, and our embroidery machines handle everything from a small chest logo to a larger back design. Buyers are also exploring tonal embroidery, woven badges and printed neck labels in place of sewn ones, which improve comfort and reduce the number of components. Sustainable trims are increasingly requested as well: recycled polyester buttons, thread and labels that keep a garment’s recycled or organic claim consistent from fabric to finish.</p>
<h2>Consistency at scale</h2>
<p>A polo shirt looks simple, but it has dozens of operations, and small differences in collar attachment or placket length are easy to see on a shelf. That is why we standardise methods and templates across our sewing units, so a polo made in one factory matches a polo made in another. For buyers placing large repeat programmes, that consistency matters as much as price.</p>
<p>The classic polo is not going anywhere. If anything, it is becoming a showcase for what a composite manufacturer can do when knitting, dyeing, embroidery, washing and sewing all work together.</p>`,
    publishedAt: at('2024-11-05', '14:15'),
    authorId: 2,
    categorySlug: 'industry-insights',
    tags: ['Polo Shirts', 'Product Development', 'Merchandising'],
  },
  {
    slug: 'gbav-workplaces-free-from-harassment',
    title: 'GBAV in Practice: Building Workplaces Free from Gender-Based Harassment and Violence',
    shortDescription:
      'Policies are only the start. How anti-harassment committees, help desks and training turn our zero-tolerance commitment into something every worker can rely on.',
    description: `<p>Almost every factory has a policy against harassment. The harder question is whether a young operator, new to the city and to her job, believes that reporting harassment will make things better rather than worse. Our GBAV (Gender Based Anti Violation) Program exists to make the answer to that question “yes”.</p>
<h2>Structures people can trust</h2>
<p>Every factory has an elected anti-harassment committee, led by a woman and with a majority of women members, including worker representatives. Complaints can be made in person, through confidential complaint boxes that the committee alone opens, or at the help desk in each unit. Each complaint is investigated within fixed deadlines, and the person who raised it is told what has been decided.</p>
<ul>
<li>Elected anti-harassment committees led by women in every factory</li>
<li>Confidential complaint boxes and a help desk in every unit</li>
<li>Fixed deadlines for investigation and a written outcome for every complaint</li>
<li>Protection from retaliation for complainants and witnesses</li>
</ul>
<p>Help desks are staffed by trained welfare officers, most of them women, who can listen, explain the options and, when needed, refer a worker to counselling, legal advice or medical care. A complaint does not have to be written down; many workers prefer to talk to someone first, and the help desk records their concern and follows it up with the committee with their consent.</p>
<h2>Training that reaches everyone</h2>
<p>Supervisors and managers receive annual training on respectful conduct and on their responsibilities when they see or hear of harassment. All workers attend awareness sessions that explain, in plain language and with real examples, what counts as harassment, how to report it and what happens next. New joiners hear about GBAV in their first week at the training centre.</p>
<h2>Measuring what matters</h2>
<p>A low number of complaints can mean a safe workplace or a silent one. We therefore look at more than the count: how quickly complaints are resolved, whether complainants stay with us afterwards and what workers say in anonymous surveys about feeling safe to speak up. Those surveys feed into the recognition charts we publish in our sustainability reporting.</p>
<p>GBAV works alongside our other social programmes, We Women, Mother’s Work and HER projects, which together aim at one goal: a workplace where women can work, lead and be heard without fear.</p>`,
    publishedAt: at('2024-09-10', '12:30'),
    authorId: 3,
    categorySlug: 'people-culture',
    tags: ['GBAV', 'Women', 'Social Compliance'],
  },
  {
    slug: 'laser-cutting-and-sublimation-printing-embroidery',
    title: 'Laser Cutting and Sublimation: New Possibilities in Printing and Embroidery',
    shortDescription:
      'Laser-cut appliqués, all-over sublimation and multi-head embroidery: how our printing and embroidery units help designers add value without adding lead time.',
    description: `<p>Decoration is often what turns a basic T-shirt into a product people want to buy. For years, adding a print or an embroidery meant sending garments out to a specialist, with extra transport, extra time and extra risk. Our two printing and embroidery factories, Masco Picasso, opened in 2014, and Masco Printing &amp; Embroidery, opened in 2019, bring that work in-house.</p>
<h2>Printing: from screens to sublimation</h2>
<p>Masco Picasso runs automatic circular screen-printing machines alongside long printing tables for hand-screened and speciality prints. Sublimation machines add all-over prints on polyester-rich fabrics, with photographic detail and colours that do not crack or fade in the wash.</p>
<ul>
<li>Automatic circular and oval screen-printing machines</li>
<li>Sublimation for all-over and photographic prints on polyester blends</li>
<li>Water-based, discharge and speciality inks approved against our chemical inventory</li>
<li>Multi-head embroidery machines for logos, badges and placement designs</li>
<li>Laser cutting for appliqués, perforations and clean-edged trims</li>
</ul>
<p>Ink choice matters as much as technique. Every ink, binder and auxiliary used in our print rooms is checked against the ZDHC MRSL and our buyers’ restricted substance lists before it is approved, and water-based systems are preferred wherever the design allows. Screens are cleaned in a closed system, and wastewater from the print rooms is treated with the rest of the group’s effluent.</p>
<h2>Embroidery and laser cutting</h2>
<p>At Masco Printing &amp; Embroidery, multi-head embroidery machines handle everything from small chest logos to large placement designs. Laser-cutting machines cut appliqués and decorative perforations with a clean, sealed edge, opening up designs that would be impossible to cut by hand at scale.</p>
<p>Quality control follows each panel through decoration. Print and embroidery placement is checked against the pattern before bulk begins, colour fastness and wash tests are run on every new technique, and decorated panels are inspected before they return to the sewing lines, so that a misaligned print never becomes a finished garment.</p>
<h2>Why in-house matters</h2>
<p>Because printing and embroidery sit next to our knitting, dyeing and sewing units, strike-offs can be produced within days and approved alongside fabric and colour. In bulk, panels move from cutting to printing or embroidery and back to sewing on the same production plan, so decoration adds value without adding weeks to the calendar. Our designers and technicians also work directly with buyers’ design teams, suggesting techniques that deliver the look they want at the cost they need.</p>`,
    publishedAt: at('2024-06-18', '10:05'),
    authorId: 4,
    categorySlug: 'innovation',
    tags: ['Printing', 'Embroidery', 'Laser Cutting', 'Sublimation'],
  },
  {
    slug: 'waste-hierarchy-sludge-scraps-cones',
    title: 'Sludge, Scraps and Cones: Our Waste Hierarchy in Practice',
    shortDescription: '',
    description: `<p>A knit composite group produces many kinds of waste: cutting scraps and knitting waste, paper cones and cartons, poly bags, empty chemical drums and the sludge from effluent treatment. Each needs a different answer. The principle behind all of them is the familiar waste hierarchy: avoid first, then reuse, then recycle, and dispose of safely only what is left.</p>
<h2>Avoid</h2>
<p>The best waste is the waste we never create. Our CAD section optimises markers to reduce cutting waste, knitting engineers tune fabric widths to the cutting plan, and right-first-time dyeing avoids re-dyed batches and the chemicals they consume.</p>
<h2>Reuse and recycle</h2>
<p>Waste is separated at source in every unit. Cutting scraps are sorted by colour and fibre and sent to mechanical recycling partners, where they become fibre for new yarn. Paper cones, cartons and poly bags are collected and sold for recycling, and empty dye and chemical drums are returned to suppliers or cleaned and passed to licensed recyclers.</p>
<ul>
<li>Segregation at source into cutting waste, cones, cartons, poly, drums and hazardous waste</li>
<li>Cutting scraps sorted by colour and fibre for mechanical recycling</li>
<li>Drums returned to suppliers or sent to licensed recyclers</li>
<li>ETP sludge dried and sent to authorised co-processing, never to open landfill</li>
</ul>
<h2>Dispose of safely</h2>
<p>Effluent treatment sludge is the most difficult stream. It is dewatered and dried at the plant and then handed over to an authorised facility for co-processing, with every load documented from our gate to its destination. Hazardous waste such as used oil, batteries and lamps is stored in dedicated, labelled areas and collected by licensed contractors.</p>
<p>Measuring waste is the first step to reducing it. Every stream is weighed before it leaves the factory, and the figures are reported per unit and per kilogram of product in our Higg FEM submissions. When the numbers rise, the teams involved look for the cause, whether a marker that could be tighter, a packing method that uses more poly than necessary or a chemical that could be bought in returnable containers.</p>
<h2>Where we are going</h2>
<p>Our future plan commits us to sending zero waste to open landfill from any Masco factory, feeding sorted cutting waste back into recycled yarn for our own products and halving single-use plastic in packing by working with our buyers on alternatives. The last goal depends as much on our customers as on us, and it is a conversation we are keen to have.</p>`,
    publishedAt: at('2024-03-26', '15:45'),
    authorId: 2,
    categorySlug: 'sustainability',
    tags: ['Waste', 'Recycling', 'Circularity'],
  },
  {
    slug: 'self-inspection-authority-60-percent-of-shipments',
    title:
      'Self-Inspection Authority: What It Takes to Release 60% of Our Shipments Without Third-Party Final Inspection',
    shortDescription:
      'Our clients have given Masco self-inspection authority on 60% of shipments. What that trust requires of our quality system, and what it gives back to buyers in lead time.',
    description: `<p>In most garment supply chains, the last step before shipment is a final inspection by the buyer or by an independent inspection company. It is an important safeguard, but it also costs time: the goods wait for an inspector, the inspector waits for a slot, and any question can hold a container for days. On 60% of our shipments, that step is carried out by Masco itself.</p>
<h2>What self-inspection means</h2>
<p>Self-inspection authority means that a client trusts our own certified quality auditors to perform the final inspection to the client’s standards and to release the goods on the client’s behalf. The client still sets the rules, the sampling plan and the acceptance levels, and it audits our auditors regularly. But on the day of shipment, the decision is ours.</p>
<p>The authority is earned, not requested. A client typically grants it only after a long record of shipments that passed external final inspection without significant findings, and only after auditing our quality system, our laboratory and the auditors themselves. It is usually granted factory by factory and product by product, beginning with simpler styles before extending to more complex ones.</p>
<h2>What it requires</h2>
<ul>
<li>Quality auditors trained and certified by each client, and re-certified regularly</li>
<li>Independence: final auditors report to quality management, not to production</li>
<li>In-line and end-of-line inspection strong enough that final inspection rarely finds surprises</li>
<li>Laboratory accreditation from key customers for in-house testing</li>
<li>Full records of every inspection, open to the client at any time</li>
</ul>
<h2>What it gives back</h2>
<p>For buyers, self-inspection removes a step that often sits on the critical path. Goods can be inspected as soon as they are packed, and shipments are not held waiting for an external inspector. Together with integrated production, this is a large part of why more than 99% of our shipments have left on time for the last three years.</p>
<p>It also changes the culture inside the factory. When the final decision rests with our own auditors, there is no outside inspector to blame for a failed shipment and no temptation to hope that a problem will be missed. Quality becomes something the whole factory owns, from the cutting table to the packing line.</p>
<h2>A trust that must be kept</h2>
<p>Self-inspection is not a permanent status. Clients can and do withdraw it if quality slips, and that keeps everyone honest. Our quality teams treat each authorised shipment as if an external inspector were watching, because in a sense one always is: the customer who opens the parcel.</p>`,
    headline: true,
    publishedAt: at('2023-11-14', '09:15'),
    authorId: 1,
    categorySlug: 'industry-insights',
    tags: ['Quality', 'Inspection', 'On-Time Delivery'],
  },
  {
    slug: 'celebrating-together-as-a-team-of-18000',
    title: 'Eid, Picnics and Pohela Boishakh: Celebrating Together as a Team of 18000',
    shortDescription:
      'With around 18000 members, a celebration is a logistics exercise as much as a party. How festivals, sports days and the cultural club bring the whole group together.',
    description: `<p>Organising a party for a few friends is easy. Organising one for around 18000 people is a project that starts months in advance. Yet the celebrations in the Masco calendar are among the things our people mention most often when asked what makes the group feel like a family rather than an employer.</p>
<h2>The year in celebrations</h2>
<ul>
<li><strong>Eid:</strong> festival bonuses paid before the holiday, greetings from management and travel support so that workers can go home to their families</li>
<li><strong>New Year:</strong> Pohela Boishakh celebrations with traditional food, music and decorations on the factory premises</li>
<li><strong>Annual picnic and cultural programme:</strong> a day out for every unit, with performances by our own cultural club</li>
<li><strong>Annual sports:</strong> athletics, tug-of-war and cricket matches between units, ending in a prize-giving</li>
<li><strong>National days:</strong> gatherings to honour Independence Day and Victory Day together</li>
</ul>
<p>Each event takes careful planning. Transport, food, seating, first aid and security must be arranged for thousands of guests, so the larger celebrations are held unit by unit or spread over several days. The welfare and administration teams work with worker representatives to choose venues, menus and programmes that suit both the workforce and their families, and safety briefings are held before every large gathering.</p>
<h2>The cultural club</h2>
<p>Much of the entertainment at these events is home-grown. Our cultural club brings together singers, dancers, musicians and actors from across the group, many of whom work on the sewing floors. Rehearsals happen after shifts, and performances at the annual picnic have become a highlight for families and colleagues alike.</p>
<p>Some moments stay with people for years: a sewing operator receiving a medal at the annual sports, a young worker stepping on stage for the first time at the picnic, or a line that has worked together for years sharing a meal with their families. These memories are a large part of why so many of our members stay with the group for a long time.</p>
<h2>Why it matters</h2>
<p>Celebrations are not a distraction from work; they are part of what makes people want to come to work. They give colleagues from different units and levels a chance to meet as people, they honour the traditions that matter to our workers and their families, and they remind everyone that the success of the group is shared.</p>
<p>Every year the events committee, which includes worker representatives, reviews what went well and what should change. The most common request is simple: more of the same.</p>`,
    publishedAt: at('2023-06-27', '16:00'),
    authorId: 4,
    categorySlug: 'people-culture',
    tags: ['Events', 'Culture', 'Engagement'],
  },
  {
    slug: 'washing-without-waste-ozone-nano-bubbles',
    title: 'Washing Without Waste: Ozone, Nano-Bubbles and Smarter Garment Finishing',
    shortDescription:
      'Our washing unit opened in 2021 with water and chemical savings built in. How ozone, nano-bubble and low-liquor technologies create washed looks with far less water.',
    description: `<p>Garment washing gives knitwear its character: the softness of a washed sweatshirt, the faded look of a garment-dyed tee, the lived-in feel that customers expect from casual wear. It has also traditionally been one of the most water- and chemical-hungry steps in the whole process. When we built our washing unit in 2021, we had the chance to design those problems out from the start.</p>
<h2>Technologies that save water</h2>
<p>Instead of relying only on long baths of water and chemicals, the unit combines several newer techniques. Nano-bubble technology uses air to carry a small amount of softener or chemical evenly across the garments, in place of a full bath. Ozone treatment can fade and clean up colours without bleach, and then converts back to ordinary oxygen. Low-liquor-ratio washing machines do the rest with a fraction of the water older machines needed.</p>
<ul>
<li>Nano-bubble application of softeners and finishes using very little water</li>
<li>Ozone fading and cleaning as an alternative to bleach</li>
<li>Low-liquor-ratio washing machines with programmable recipes</li>
<li>Water and chemical use recorded for every recipe</li>
</ul>
<p>The savings are significant. Nano-bubble finishing applies a softener with a small fraction of the water a conventional bath needs, and ozone can replace several bleaching and neutralising steps, each of which would otherwise require its own bath and rinse. Fewer steps also mean less energy spent heating water and shorter cycle times, which helps the unit handle well over a million pieces a month.</p>
<h2>Looks without compromise</h2>
<p>The question buyers always ask is whether sustainable washing looks as good as conventional washing. In most cases it does. Our sample machines let designers and technicians develop and approve a washed look on a handful of garments before it goes to bulk, and every recipe is measured for water, energy and chemical consumption as part of its development.</p>
<p>The unit’s people are an important part of the story. Many of its technicians were trained in-house when the unit was built, and they work closely with our dyeing laboratory and with buyers’ product developers to turn a designer’s reference garment into a recipe that can be repeated reliably in bulk.</p>
<h2>Part of a bigger system</h2>
<p>The washing unit’s effluent is treated with the rest of our wastewater, its chemicals are screened against the ZDHC MRSL like every other unit’s, and its figures feed into our Higg FEM reporting. Washing used to be the step we worried about; today it is one of the best examples of how design choices made at the start can shape a factory’s environmental footprint for decades.</p>`,
    publishedAt: at('2023-02-07', '11:50'),
    authorId: 3,
    categorySlug: 'innovation',
    tags: ['Washing', 'Water', 'Ozone'],
  },
];

export const seedBlogPosts: BlogPostRow[] = articles.map((article, i) => ({
  id: i + 1,
  slug: article.slug,
  title: article.title,
  shortDescription: article.shortDescription,
  description: article.description,
  thumbnail: demo.blog(i + 1),
  featuredImage: demo.blog(i + 1),
  featured: article.featured ?? false,
  headline: article.headline ?? false,
  readingTime: readingTime(article.description),
  publishedAt: article.publishedAt,
  authorId: article.authorId,
  categorySlug: article.categorySlug,
  tags: article.tags,
  bn: banglaArticles[article.slug] ?? {},
}));
