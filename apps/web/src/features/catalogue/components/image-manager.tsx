import { ALT_TEXT_MAX_LENGTH, PRODUCT_IMAGE_MAX_COUNT, type ProductImage } from '@tapline/contracts';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { uploadProductImage, useImageChanges, useProductImages } from '../api/product-images';
import { IMAGE_TYPES, movedTo, sortImageFiles } from '../image-files';
import { SettingsSection } from '@/components/ui/titled-section';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

function AltTextEditor({ image, onSave, busy }: { image: ProductImage; onSave: (altText: string) => void; busy: boolean }) {
  const [value, setValue] = useState(image.altText);
  const id = useId();
  const changed = value.trim() !== image.altText;
  return (
    <form
      className="mt-2 flex gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(value.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        Alt text of picture {image.position + 1}
      </label>
      <Input
        id={id}
        value={value}
        maxLength={ALT_TEXT_MAX_LENGTH}
        placeholder="Describe the picture"
        className="h-9 min-w-0 text-sm"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="min-h-9 px-2.5" disabled={!changed || busy}>
        Save
      </Button>
    </form>
  );
}

/**
 * A product's pictures (up to 6; the first is the cover): drop files or pick them, each going up with its own
 * progress bar after the browser checks its type and size (the server checks the bytes again and its refusals
 * are shown); reorder by dragging or with the move buttons (keyboard), alt text per picture, delete after a confirmation.
 */
export function ImageManager({ supplierId, productId, productName }: { supplierId: string; productId: string; productName: string }) {
  const images = useProductImages(supplierId, productId);
  const changes = useImageChanges(supplierId, productId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const items = images.data?.items ?? [];
  const ids = items.map((image) => image.id);
  const busyUploading = uploads.some((upload) => upload.progress < 1 && !upload.error);
  const room = PRODUCT_IMAGE_MAX_COUNT - items.length - uploads.filter((upload) => !upload.error && upload.progress < 1).length;

  async function add(files: File[]) {
    const { accepted, refused } = sortImageFiles(files, PRODUCT_IMAGE_MAX_COUNT - room);
    setRefusals(refused.map((refusal) => refusal.problem));
    const queued = accepted.map((file) => ({ file, key: `${file.name}-${crypto.randomUUID()}` }));
    setUploads((current) => [
      ...current.filter((upload) => upload.error === undefined && upload.progress < 1),
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    const patch = (key: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
    // one after another, so they keep the order they were picked in
    for (const { file, key } of queued) {
      try {
        await uploadProductImage(productId, file, (progress) => patch(key, { progress: Math.min(progress, 0.99) }));
        patch(key, { progress: 1 });
        await changes.settle();
      } catch (error) {
        patch(key, { error: `${file.name}: ${error instanceof Error ? error.message : 'the upload failed'}` });
      }
    }
    setUploads((current) => current.filter((upload) => upload.error !== undefined));
  }

  function reorder(next: string[]) {
    changes.reorder.mutate(next, { onError: (error) => toast.error(error.message) });
  }

  function dropOnImage(event: DragEvent, index: number) {
    if (!dragged) return;
    event.preventDefault();
    event.stopPropagation();
    if (ids.indexOf(dragged) !== index) reorder(movedTo(ids, dragged, index));
    setDragged(null);
  }

  return (
    <SettingsSection title="Pictures" headingId="images-heading">
      <p className="mt-0.5 text-sm text-ink-soft">
        Up to {PRODUCT_IMAGE_MAX_COUNT} JPEG, PNG or WebP pictures of at most 8 MB. The first is the cover; drag them, or use the arrows, to
        change the order.
      </p>

      {images.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The pictures could not be loaded: {images.error.message}
        </p>
      ) : null}

      {items.length > 0 ? (
        <ol className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3" aria-label={`Pictures of ${productName}`}>
          {items.map((image, index) => (
            <li
              key={image.id}
              draggable
              onDragStart={(event) => {
                setDragged(image.id);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => dropOnImage(event, index)}
              className={`rounded-lg border p-2 ${dragged === image.id ? 'border-malt-700 opacity-60' : 'border-line'} cursor-grab`}
              data-testid="product-image"
            >
              <div className="relative">
                <img
                  src={image.urls.thumbnail}
                  alt={image.altText}
                  className="aspect-square w-full rounded-md bg-stone-100 object-cover"
                  draggable={false}
                />
                {index === 0 ? (
                  <span className="absolute left-1.5 top-1.5 rounded-full bg-malt-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Cover
                  </span>
                ) : null}
              </div>
              <div className="mt-2 flex items-center justify-between gap-1">
                <span className="text-xs text-ink-soft">{index === 0 ? 'The cover' : `No. ${index + 1}`}</span>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="min-h-9 px-2"
                    aria-label={`Move picture ${index + 1} earlier`}
                    disabled={index === 0 || changes.reorder.isPending}
                    onClick={() => reorder(movedTo(ids, image.id, index - 1))}
                  >
                    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 px-2"
                    aria-label={`Move picture ${index + 1} later`}
                    disabled={index === items.length - 1 || changes.reorder.isPending}
                    onClick={() => reorder(movedTo(ids, image.id, index + 1))}
                  >
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 px-2 text-red-800"
                    aria-label={`Delete picture ${index + 1}`}
                    onClick={() => setDeleting(image)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </span>
              </div>
              <AltTextEditor
                key={image.altText}
                image={image}
                busy={changes.altText.isPending}
                onSave={(altText) =>
                  changes.altText.mutate(
                    { imageId: image.id, altText },
                    { onSuccess: () => toast.success('Alt text saved'), onError: (error) => toast.error(error.message) },
                  )
                }
              />
            </li>
          ))}
        </ol>
      ) : null}

      {uploads.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="text-sm">
              {upload.error ? (
                <p role="alert" className="text-red-800">
                  {upload.error}
                </p>
              ) : (
                <>
                  <span className="flex justify-between text-ink-soft">
                    <span className="truncate">{upload.name}</span>
                    <span className="tabular-nums">{Math.round(upload.progress * 100)}%</span>
                  </span>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${upload.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(upload.progress * 100)}
                    className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
                  >
                    <div className="h-full bg-malt-700 transition-[width]" style={{ width: `${upload.progress * 100}%` }} />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {refusals.length > 0 ? (
        <ul role="alert" className="mt-4 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}

      {room > 0 ? (
        <div
          onDragOver={(event) => {
            if (dragged) return;
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(event) => {
            if (dragged) return;
            event.preventDefault();
            setDragOver(false);
            void add([...event.dataTransfer.files]);
          }}
          className={`mt-4 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${dragOver ? 'border-malt-700 bg-malt-50' : 'border-stone-300'}`}
        >
          <ImagePlus aria-hidden="true" className="h-6 w-6 text-malt-700" />
          <p className="text-ink-soft">Drop pictures here, or</p>
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={busyUploading}>
            Choose pictures
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose pictures to upload"
            onChange={(event) => {
              void add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <p className="text-xs text-ink-soft">Room for {room} more.</p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">
          This product has {PRODUCT_IMAGE_MAX_COUNT} pictures, the most it can have: delete one to add another.
        </p>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete picture ${deleting ? deleting.position + 1 : ''} of ${productName}?`}
        description={
          deleting?.position === 0 ? 'It is the cover: the next picture becomes the cover.' : 'It is removed from the product’s pages.'
        }
        confirmLabel="Delete picture"
        busy={changes.remove.isPending}
        onConfirm={() =>
          deleting
            ? changes.remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  toast.success('Picture deleted');
                },
                onError: (error) => toast.error(error.message),
              })
            : undefined
        }
      />
    </SettingsSection>
  );
}
