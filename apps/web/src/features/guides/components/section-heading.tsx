import { Check, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { sectionLabel } from '../guide-sections';

/** A section's name and how many items it holds; owners and admins rename it in place (its items move with it). */
export function SectionHeading({
  name,
  count,
  editable,
  onRename,
}: {
  name: string;
  count: number;
  editable: boolean;
  onRename: (to: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  function submit(event: FormEvent) {
    event.preventDefault();
    setEditing(false);
    if (text.trim() !== name) onRename(text.trim());
  }
  if (editing) {
    return (
      <form onSubmit={submit} className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`rename-${name}`}>
          New name of {sectionLabel(name)}
        </label>
        <Input
          id={`rename-${name}`}
          value={text}
          maxLength={60}
          onChange={(event) => setText(event.currentTarget.value)}
          className="max-w-xs"
          autoFocus
        />
        <button
          type="submit"
          aria-label="Save the section’s name"
          className="flex h-10 w-10 items-center justify-center rounded-lg text-malt-700 hover:bg-malt-50"
        >
          <Check aria-hidden="true" className="h-5 w-5" />
        </button>
      </form>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <h2 className="text-lg font-bold text-ink">
        {sectionLabel(name)} <span className="text-base font-semibold tabular-nums text-ink-soft">({count})</span>
      </h2>
      {editable ? (
        <button
          type="button"
          onClick={() => {
            setText(name);
            setEditing(true);
          }}
          aria-label={`Rename ${sectionLabel(name)}`}
          className="flex h-9 w-9 items-center justify-center rounded-lg text-ink-soft hover:bg-malt-50 hover:text-ink"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
