/** Document 000: the footer's links (Help Centre and Contact Us both lead to the contact page). */
export const FOOTER_LINKS = [
  { to: '/blog', label: 'Health & Nutrition Blog' },
  { to: '/about', label: 'About Us' },
  { to: '/about-our-data', label: 'About our data' },
  { to: '/contact', label: 'Help Centre' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/admin', label: 'Admin' },
] as const;
