import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

/** The confirmation lasts 2 seconds (document 002, buyer API guide). */
export const COPY_CONFIRMATION_MS = 2000;

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it instead.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-live="polite">
      {copied ? <Check aria-hidden className="text-primary" /> : <Copy aria-hidden />}
      {copied ? 'Copied!' : label}
    </Button>
  );
}

/** A block of code with its copy button. */
export function CodeBlock({ code, label, copyLabel }: { code: string; label?: string; copyLabel?: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-stone-950 text-stone-100">
      <div className="flex items-center justify-between gap-2 border-b border-stone-800 bg-stone-900 px-3 py-2">
        <span className="truncate text-xs font-semibold text-stone-300">{label ?? 'JSON'}</span>
        <CopyButton text={code} {...(copyLabel ? { label: copyLabel } : {})} />
      </div>
      <pre className="max-h-96 overflow-auto p-3 text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
    </div>
  );
}
