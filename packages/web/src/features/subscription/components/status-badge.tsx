import type { ComponentProps } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

type Variant = NonNullable<ComponentProps<typeof Badge>['variant']>;

/**
 * The shared badge with darker text on the green and red tints: at 12 px the shared primary and destructive
 * colours fall just under the 4.5:1 contrast WCAG AA asks for (axe flags 4.46 and 4.41).
 */
const READABLE: Partial<Record<Variant, string>> = { default: 'text-green-800', destructive: 'text-red-700' };

export function StatusBadge({ variant = 'default', className, ...props }: ComponentProps<typeof Badge>) {
  return <Badge variant={variant} className={cn(READABLE[variant], className)} {...props} />;
}
