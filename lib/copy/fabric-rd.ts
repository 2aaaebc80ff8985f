/** /fabric-r&d: introduction and services. */
export const fabricRd = {
  path: '/fabric-r&d',
  title: 'Fabric R&D',
  description:
    'Masco’s fabric research and development centre: new knit structures, yarn blends, finishes and sustainable fabrics developed with buyers, from swatch to bulk.',
  intro: [
    'Our fabric research and development centre works between the buyer’s designer and our knitting, dyeing and finishing floors. It develops new knit structures, yarn blends and finishes, tests them in its own laboratory and hands them to production with a recipe that works at scale.',
    'Every development is recorded in our fabric library, so a buyer can pick a fabric we have already proven and see it in a garment within days.',
  ],
  services: [
    {
      title: 'New fabric development',
      text: 'Single jersey, interlock, rib, pique, fleece, French terry, jacquard and auto-stripe structures, developed to a brief or from a swatch.',
    },
    {
      title: 'Sustainable fibres',
      text: 'Organic, recycled and BCI cotton, recycled polyester, TENCEL™ lyocell and modal blends, with the certificates to prove them.',
    },
    {
      title: 'Finishes and hand-feel',
      text: 'Peaching, brushing, enzyme and silicone finishes, moisture management, anti-pilling and easy-care treatments.',
    },
    {
      title: 'Testing',
      text: 'Dimensional stability, spirality, pilling, bursting strength and colour fastness tested in-house before a fabric is offered.',
    },
    {
      title: 'Sampling',
      text: 'Swatches, hangers and sample yardage on production machines, so what a buyer approves is what bulk delivers.',
    },
    {
      title: 'Costing',
      text: 'Yarn, knitting, dyeing and finishing costs worked out with every development, so price is known before the order.',
    },
  ],
  labels: {
    eyebrow: 'Apparel business',
    servicesEyebrow: 'What we do',
    servicesTitle: 'Our services',
    library: 'Browse the fabric library',
  },
};
