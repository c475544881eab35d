/** How a subscription's dates and addresses are written to a household. */

/** `sam.patel@example.com` -> `s***@example.com`: enough for the household to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** `9 March 2027`, in UTC. */
export const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
