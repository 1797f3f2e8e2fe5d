import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from './button';

/**
 * A button that copies `text` and then says "Copied"; when the browser refuses the clipboard, a toast asks the
 * person to select it and copy it themselves. The page resets it with a new `key` when `text` changes.
 */
export function CopyButton({
  text,
  label,
  copiedToast,
  failedToast,
  className,
}: {
  text: string;
  label: string;
  copiedToast: string;
  failedToast: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(copiedToast);
    } catch {
      toast.error(failedToast);
    }
  }

  return (
    <Button variant="secondary" className={className} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
