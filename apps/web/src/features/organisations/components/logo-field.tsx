import type { OrganisationSettings } from '@tapline/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FallbackImage } from '@/components/ui/image';
import { fieldErrors } from '@/lib/api-client';
import { useRemoveOrganisationLogo } from '../api/remove-organisation-logo';
import { useUploadOrganisationLogo } from '../api/upload-organisation-logo';
import { logoFileProblem } from '../logo-file';

/**
 * The organisation's logo: choosing a file uploads it at once, with a preview and progress; a refused file
 * (checked here first, then by the server from its bytes) gets its reason under the field and changes nothing.
 */
export function LogoField({ settings, userId }: { settings: OrganisationSettings; userId: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadOrganisationLogo(settings, userId);
  const remove = useRemoveOrganisationLogo(settings, userId);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    const problem = logoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success('Logo updated'),
        onError: (failure) => {
          const onField = fieldErrors(failure).find((issue) => issue.field === 'logo');
          if (onField) setError(`The logo ${onField.message}`);
          else toast.error(failure.message);
        },
        onSettled: () => {
          setPreview(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  }

  const shown = preview ?? settings.logoUrl;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="relative">
        <FallbackImage
          src={shown}
          alt={shown ? `${settings.name} logo` : ''}
          label={settings.name}
          className="h-20 w-20 rounded-xl border border-line text-xl"
        />
        {upload.isPending ? <div aria-hidden="true" className="absolute inset-0 rounded-xl bg-white/50" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-malt-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-malt-600"
          >
            <ImageUp aria-hidden="true" className="h-4 w-4" />
            {settings.logoUrl ? 'Replace logo' : 'Upload logo'}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint${error ? ` ${errorId}` : ''}`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          {settings.logoUrl && !upload.isPending ? (
            <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove
            </Button>
          ) : null}
        </div>
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-soft">
          JPEG, PNG or WebP, at most 2 MB. A square image looks best.
        </p>
        {upload.isPending ? (
          <div className="mt-2 max-w-xs">
            <div
              role="progressbar"
              aria-label="Uploading the logo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-malt-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
            <p className="mt-1 text-xs text-ink-soft">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking the image…'}
            </p>
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${settings.name}’s logo?`}
        description="Your public page and the dashboards show its initials instead until you upload another."
        confirmLabel="Remove logo"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmRemove(false);
              toast.success('Logo removed');
            },
            onError: (failure) => toast.error(failure.message),
          })
        }
      />
    </div>
  );
}
