import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
  return (
    <>
      <EditorSection title="Details">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Web address"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          hint={
            <>
              Its public page: <span className="break-all font-medium text-ink">{publicUrl}</span>.
              {editing ? ' Old links keep working after a change.' : ' Made from the name until you change it.'}
            </>
          }
          {...register('slug', { onChange: onSlugTyped })}
        />
        <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      </EditorSection>
      <EditorSection title="The beer">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Style" placeholder="e.g. Hazy IPA" error={errors.style?.message} {...register('style')} />
          <TextField label="Origin" placeholder="e.g. Marrickville, NSW" error={errors.origin?.message} {...register('origin')} />
          <TextField label="ABV (%)" inputMode="decimal" placeholder="e.g. 4.5" error={errors.abv?.message} {...register('abv')} />
          <TextField label="IBU" inputMode="numeric" placeholder="e.g. 35" error={errors.ibu?.message} {...register('ibu')} />
        </div>
        <TextField
          label="Tags"
          autoCapitalize="none"
          placeholder="hazy, tropical, session"
          hint="Lower-case words, separated by commas. Venues filter the catalogue by them."
          error={errors.tags?.message}
          {...register('tags')}
        />
      </EditorSection>
    </>
  );
}
