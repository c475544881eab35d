import { Bookmark, BookmarkCheck, Loader2 } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSaveToggle } from './use-save-toggle';

/** The save toggle: its state comes from the household's saved list on the server. */
export function SaveButton({ recipeId, size = 'default', className }: { recipeId: string; size?: ButtonSize; className?: string }) {
  const { isSaved, isLoading, isPending, toggle } = useSaveToggle(recipeId);
  const busy = isLoading || isPending;
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={isSaved}
      disabled={busy}
      onClick={toggle}
      className={cn(isSaved && 'border border-primary/30', className)}
      data-testid="save-toggle"
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : isSaved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      {isLoading ? 'Checking…' : isSaved ? 'Saved' : 'Save recipe'}
    </Button>
  );
}
