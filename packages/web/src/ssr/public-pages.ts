import type { PageHead } from './head';

/**
 * The public pages drawn at build (scripts/prerender.mjs writes dist/prerendered/<file>), with their heads. Their
 * content is the same for every visitor, so it is drawn once. The server sends each to a page load of its path by a
 * visitor without a session (packages/adapters-http/src/static/spa.ts); the blog, whose articles change with the
 * database, is drawn by the server on request instead (render-blog.tsx).
 */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; file: string; head: PageHead }> = [
  { path: '/about', file: 'about.html', head: { title: 'About Us | Larder', description: 'Why we built Larder: a week of meals within a UK household budget, with the shopping list priced at supermarkets near you.' } },
  { path: '/contact', file: 'contact.html', head: { title: 'Contact Us | Larder', description: 'Questions about your meal plans, your subscription or your account? Send us a message; we answer within 24 hours.' } },
  { path: '/privacy', file: 'privacy.html', head: { title: 'Privacy Policy | Larder', description: 'What Larder keeps about you and your household, why, for how long, and your rights under UK GDPR.' } },
  { path: '/terms', file: 'terms.html', head: { title: 'Terms and Conditions | Larder', description: "The terms of Larder's subscription: the 7-day free trial, £19.99 a month, cancelling and refunds." } },
  { path: '/login', file: 'login.html', head: { title: 'Log In | Larder', description: 'Log in to Larder with your password or a link sent to your email.' } },
  { path: '/signup', file: 'signup.html', head: { title: 'Sign Up | Larder', description: 'Start your 7-day free trial: meal plans within your budget and a shopping list priced at UK supermarkets near you.' } },
  { path: '/magic-login', file: 'magic-login.html', head: { title: 'Log In with a Link | Larder', description: 'Open the link from your email to log in to Larder without a password.' } },
  { path: '/lead-welcome', file: 'lead-welcome.html', head: { title: 'Welcome | Larder', description: 'Plan a week of meals within your budget and save on your food shop with Larder. 7-day free trial.' } },
  { path: '/pricing', file: 'pricing.html', head: { title: 'Pricing | Larder', description: 'One plan, £19.99 a month after a 7-day free trial: unlimited meal plans, UK supermarket prices and smart shopping lists.' } },
];
