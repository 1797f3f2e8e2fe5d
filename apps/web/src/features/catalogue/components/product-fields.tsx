import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import type { ProductEditorValues } from '../product-editor-form';
import { EditorSection } from './editor-section';

interface ProductFieldsProps {
  register: UseFormRegister<ProductEditorValues>;
  errors: FieldErrors<ProductEditorValues>;
  /** the public page's address the slug makes */
  publicUrl: string;
  editing: boolean;
  onSlugTyped: () => void;
}

/** The product's own fields: its name, address and description, then what the beer is. */
export function ProductFields({ register, errors, publicUrl, editing, onSlugTyped }: ProductFieldsProps) {
  const field = bindFields(register, errors);
  return (
    <>
      <EditorSection title="Details">
        <TextField label="Name" {...field('name')} />
        <TextField
          label="Web address"
          autoCapitalize="none"
          spellCheck={false}
          hint={
            <>
              Its public page: <span className="break-all font-medium text-ink">{publicUrl}</span>.
              {editing ? ' Old links keep working after a change.' : ' Made from the name until you change it.'}
            </>
          }
          {...field('slug', { onChange: onSlugTyped })}
        />
        <TextareaField label="Description" rows={4} {...field('description')} />
      </EditorSection>
      <EditorSection title="The beer">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Style" placeholder="e.g. Hazy IPA" {...field('style')} />
          <TextField label="Origin" placeholder="e.g. Marrickville, NSW" {...field('origin')} />
          <TextField label="ABV (%)" inputMode="decimal" placeholder="e.g. 4.5" {...field('abv')} />
          <TextField label="IBU" inputMode="numeric" placeholder="e.g. 35" {...field('ibu')} />
        </div>
        <TextField
          label="Tags"
          autoCapitalize="none"
          placeholder="hazy, tropical, session"
          hint="Lower-case words, separated by commas. Venues filter the catalogue by them."
          {...field('tags')}
        />
      </EditorSection>
    </>
  );
}
