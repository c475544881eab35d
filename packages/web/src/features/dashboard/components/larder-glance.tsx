import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ZLarder } from '@larder/contract/larder';
import { Card, CardContent } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';

/** The dashboard's look at the larder (issue 17): what to use soon and the value held. */
export function LarderGlance() {
  const larder = useQuery({ queryKey: ['/api/larder'], queryFn: () => apiRequest('GET', '/api/larder', undefined, ZLarder) });
  if (!larder.data) return null;
  const soon = larder.data.items.filter((i) => i.useSoon && !i.freezeToday);
  const freeze = larder.data.items.filter((i) => i.freezeToday);
  const past = larder.data.items.filter((i) => i.pastUseBy);
  return (
    <Card className="mb-6" data-testid="larder-glance">
      <CardContent className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">
            Your larder holds <span className="money">{formatMoney(larder.data.valueHeld)}</span> of food
          </p>
          <p className="text-sm text-muted-foreground">
            {past.length ? <span className="block font-medium text-destructive" data-testid="past-use-by">Past its use-by, not to eat: {past.slice(0, 5).map((i) => i.name).join(', ')}{past.length > 5 ? ` and ${past.length - 5} more` : ''} (frozen in time, or thrown away?)</span> : null}
            {freeze.length ? <span className="block font-medium text-accent-strong" data-testid="freeze-today">Freeze today: {freeze.slice(0, 5).map((i) => i.name).join(', ')}{freeze.length > 5 ? ` and ${freeze.length - 5} more` : ''}</span> : null}
            {soon.length ? <>Use soon: {soon.slice(0, 5).map((i) => i.name).join(', ')}{soon.length > 5 ? ` and ${soon.length - 5} more` : ''}</> : freeze.length ? null : past.length ? null : 'Nothing needs using soon.'}
          </p>
        </div>
        <Link to="/larder" className="inline-flex h-11 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-muted">Open the larder</Link>
      </CardContent>
    </Card>
  );
}
