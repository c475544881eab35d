/** Document 000, section 2: the navigation bar for signed-in and signed-out visitors. */
export interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly destructive?: boolean;
}

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/meal-planner', label: 'Meal Planner' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/ai-meal-planner', label: 'AI Planner' },
  { to: '/shopping-lists', label: 'Shopping Lists' },
  { to: '/larder', label: 'Larder' },
  { to: '/budget-tracker', label: 'Budget Tracker' },
  { to: '/billing-dashboard', label: 'Billing' },
  { to: '/buyer-analytics', label: 'Analytics' },
  { to: '/account', label: 'Account' },
  { to: '/cancel-subscription', label: 'Cancel Subscription', destructive: true },
];

export const SIGNED_OUT_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/cancel-subscription', label: 'Cancel Subscription', destructive: true },
];
