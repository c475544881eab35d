import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useDeleteShoppingList } from '../api/delete-shopping-list';
import { listSplitQueryOptions } from '../api/get-list-split';
import { downloadFileName, saveFile, shoppingListText } from '../utils/download';
import { shopText } from '../utils/hand-to-shop';
import type { ShoppingListItem } from '../utils/totals';

/** Download, Export PDF, Copy and Delete of a list, with document 000's toasts. */
export function useListActions(pending: ReadonlyMap<number, boolean>) {
  const remove = useDeleteShoppingList();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState<number | null>(null);
  const isChecked = (item: ShoppingListItem) => pending.get(item.id) ?? item.isChecked;

  const download = (list: TShoppingList) => {
    saveFile(downloadFileName(list.id, new Date()), shoppingListText(list, isChecked), 'text/plain;charset=utf-8');
    toast({ title: 'Downloaded', description: `Shopping List #${list.id} was saved as a text file.` });
  };

  const exportPdf = async (list: TShoppingList) => {
    setExporting(list.id);
    try {
      const { shoppingListPdf } = await import('../utils/pdf');
      // One shop or split the shop, as on the screen (an archived list, or a failed call, prints without it).
      const split = list.archived ? null : await queryClient.fetchQuery(listSplitQueryOptions(list.id)).catch(() => null);
      const bytes = await shoppingListPdf(list, isChecked, new Date(), split);
      saveFile(downloadFileName(list.id, new Date(), 'pdf'), bytes.slice().buffer, 'application/pdf');
      toast({ title: 'Downloaded', description: `Shopping List #${list.id} was saved as a PDF.` });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: 'Failed to export the PDF. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(null);
    }
  };

  /** The list as plain text on the clipboard, for any other app (a note, a message to whoever shops). */
  const copy = async (list: TShoppingList) => {
    try {
      await navigator.clipboard.writeText(shopText(list, isChecked));
      toast({ title: 'List copied', description: 'Paste it into a note or a message: what is to buy, by aisle.' });
    } catch {
      toast({ title: 'Could not copy', description: 'This browser did not allow copying. Use Download for a text file instead.', variant: 'destructive' });
    }
  };

  const deleteList = (list: TShoppingList, onDeleted?: () => void) => {
    remove.mutate(list.id, {
      onSuccess: () => {
        toast({ title: 'Shopping List Deleted', description: `Shopping List #${list.id} has been removed.` });
        onDeleted?.();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: messageOr(error, 'Failed to delete shopping list. Please try again.'), variant: 'destructive' });
      },
    });
  };

  return { download, exportPdf, copy, exporting, deleteList, deleting: remove.isPending ? remove.variables : null };
}
