import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';

export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="pt-6 sm:pt-8">{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
