import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';

/** Deleting a list cannot be undone: one question first. */
export function ConfirmDelete({ listId, onConfirm, trigger }: { listId: number; onConfirm: () => void; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Shopping List #{listId}?</DialogTitle>
          <DialogDescription>The list and its ticks are removed for good. Your meal plan stays; you can generate a new list from it.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            <Trash2 aria-hidden /> Delete list
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
