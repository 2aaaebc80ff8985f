/** The group's fixed facts and links: one place, not literals scattered through components. */
export const site = {
  name: 'Masco Group',
  shortName: 'Masco',
  description:
    'Masco Group is a vertically integrated knit composite garment manufacturer in Bangladesh: knitting, dyeing, printing, embroidery, washing and sewing under one roof since 1999.',
  founded: 1999,
  members: 18000,
  url: (
    process.env.SITE_URL ||
    process.env.NEXT_PUBLIC_SITE_URL ||
    'http://localhost:3000'
  ).replace(/\/+$/, ''),
  email: 'info@mascobd.com',
  phones: ['+880 2 9822286', '+880 1713 040 666'],
  addresses: {
    corporate: 'House 20, Road 4, Gulshan 1, Dhaka 1212, Bangladesh',
    factory:
      'Masco Industries Ltd, Tetuljhora, Hemayetpur, Savar, Dhaka; Kashimpur, Gazipur 1750, Bangladesh',
    /** The office on the map of the home and contact pages. */
    gazipurOffice: 'Kashimpur, Gazipur 1750, Bangladesh',
  },
  /** That office on Google Maps: the embedded frame (allowed by the CSP's frame-src) and a link. */
  map: {
    embed: 'https://www.google.com/maps?q=Masco+Industries+Gazipur&output=embed',
    open: 'https://www.google.com/maps/search/?api=1&query=Masco+Industries+Gazipur',
  },
  external: {
    fabricLibrary: 'https://fabric-library.mascobd.com',
    virtualTour: 'https://virtual-tour.mascobd.com',
  },
  social: {
    facebook: 'https://www.facebook.com/mascogroupbd',
    linkedin: 'https://www.linkedin.com/company/masco-group-bd',
    instagram: 'https://www.instagram.com/mascogroupbd',
    pinterest: 'https://www.pinterest.com/mascogroupbd',
    x: 'https://x.com/mascogroupbd',
    youtube: 'https://www.youtube.com/@mascogroupbd',
  },
} as const;
