/** Document 000, section 2: the navigation bar for signed-in and signed-out visitors. */
export interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly destructive?: boolean;
  /** Shown only to operators: the pages behind it refuse households (README, "Navigation"). */
  readonly operatorOnly?: boolean;
}

export const SIGNED_IN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/meal-planner', label: 'Meal Planner' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/ai-meal-planner', label: 'AI Planner' },
  { to: '/shopping-lists', label: 'Shopping Lists' },
  { to: '/larder', label: 'Larder' },
  { to: '/budget-tracker', label: 'Budget Tracker' },
  { to: '/billing-dashboard', label: 'Billing', operatorOnly: true },
  { to: '/buyer-analytics', label: 'Analytics', operatorOnly: true },
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

/**
 * Document 000 lists Billing and Analytics for every signed-in user, but their data is the operators' and
 * households get pages that refuse them: they appear only for an operator (role admin).
 */
export const signedInNavFor = (role: 'user' | 'admin'): readonly NavItem[] =>
  role === 'admin' ? SIGNED_IN_NAV : SIGNED_IN_NAV.filter((item) => !item.operatorOnly);
