import { Info } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';

/** An (i) button whose tooltip explains a figure; its label is the same text, for screen readers. */
export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <button type="button" className="inline-flex rounded-full p-0.5 text-muted-foreground hover:text-foreground" aria-label={text}>
        <Info className="size-4" aria-hidden />
      </button>
    </Tooltip>
  );
}
