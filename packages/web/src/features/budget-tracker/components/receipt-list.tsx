import { Trash2 } from 'lucide-react';
import type { TBudgetOverview } from '@larder/contract/budget';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth/get-user';
import { formatMoney } from '../../../lib/money';
import { messageOr } from '../../../lib/api-client';
import { useDeleteReceipt } from '../api/budget';
import { longDate } from '../utils';

/** The Overview tab's "Receipts" card: the shops entered by hand, each with its delete button. */
export function ReceiptList({ data }: { data: TBudgetOverview }) {
  // Receipts another member entered say who (the household shares one tracker).
  const me = useAuth().user?.id;
  const remove = useDeleteReceipt();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts</CardTitle>
        <CardDescription>Shops you entered by hand.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.receipts.length ? (
          <ul className="divide-y divide-border" data-testid="receipts">
            {data.receipts.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <p className="font-medium">{r.chain}</p>
                  <p className="text-sm text-muted-foreground">
                    {longDate(r.date)}
                    {r.addedBy && r.addedBy.id !== me ? ` · added by ${r.addedBy.firstName}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Money amount={r.amount} className="font-semibold" />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete receipt: ${r.chain}, ${longDate(r.date)}, ${formatMoney(r.amount)}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(r.id, {
                        onSuccess: () => toast({ title: 'Receipt Deleted' }),
                        onError: (e) => toast({ title: 'Error', description: messageOr(e, 'Failed to delete receipt'), variant: 'destructive' }),
                      })
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No receipts yet. Items you tick off on your shopping lists already count; add a receipt for anything else.</p>
        )}
      </CardContent>
    </Card>
  );
}
