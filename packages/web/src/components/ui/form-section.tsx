import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** A titled card with an icon: one section of a long form (signup, preferences setup). */
export function FormSection({
  icon: Icon,
  title,
  description,
  headingLevel = 3,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** 2 when the section sits right under the page's h1 (signup); 3 (the default) under an h2. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={headingLevel} className="flex items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
