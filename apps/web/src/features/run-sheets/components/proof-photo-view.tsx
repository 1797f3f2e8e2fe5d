import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { runSheetKeys } from '../api/run-sheet-keys';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * A stop's proof-of-delivery photo (decision 0192). It is private to the stop's two organisations, so it is fetched
 * with the person's token (an image tag can't send it) and shown from the bytes; a tap opens it whole.
 */
export function ProofPhotoView({ url, venueName }: { url: string; venueName: string }) {
  // a data URL: nothing to revoke when the page goes, and the query's cache keeps it for the next render
  const { data: source, isError } = useQuery({
    queryKey: [...runSheetKeys.all, 'photo', url],
    queryFn: async ({ signal }) => dataUrlOf(await apiBlob(url, signal)),
    staleTime: Infinity,
  });
  if (isError) return <p className="text-ink-soft">The proof photo could not be loaded.</p>;
  if (!source) return <div aria-hidden="true" className="h-24 w-32 animate-pulse rounded-md bg-stone-200" />;
  return (
    <a href={source} target="_blank" rel="noreferrer" className="inline-block rounded-md focus-visible:outline-2">
      <img
        src={source}
        alt={`Proof of delivery at ${venueName}`}
        className="h-24 w-32 rounded-md border border-line object-cover print:hidden"
      />
    </a>
  );
}
