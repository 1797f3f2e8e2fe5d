import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { apiDownload } from '@/lib/api-client';

/** Saves a document's PDF (the API names the file); a failure says why in a toast. */
export function PdfButton({ path, fallbackName, label = 'Download PDF' }: { path: string; fallbackName: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    apiDownload(path, fallbackName)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy || undefined}>
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Preparing the PDF…' : label}
    </Button>
  );
}
