import { Receipt } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';

/**
 * On a list with ticks: "add the receipt", which opens the receipt reader with this list's chain chosen; once
 * confirmed, the lines bought are priced from what was paid.
 */
export function AddReceiptPrompt({ listId, chain }: { listId: number; chain: string }) {
  const to = `/budget-tracker?${new URLSearchParams({ chain, list: String(listId) }).toString()}#read-receipt`;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/50 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="add-receipt-prompt">
      <p className="text-sm">
        <span className="font-medium">Shopped?</span> Add the {chain} receipt: the prices you paid replace the estimates on your lists.
      </p>
      <Button asChild size="sm" className="shrink-0">
        <Link to={to}>
          <Receipt aria-hidden /> Add the receipt
        </Link>
      </Button>
    </div>
  );
}
