import { Button } from '@/components/ui/button';
import { SaveBar } from '@/components/ui/save-bar';

interface EditorActionBarProps {
  editing: boolean;
  dirty: boolean;
  saving: boolean;
  /** whether Publish is offered (not for a product already on sale) */
  canOfferPublish: boolean;
  /** why Publish waits, shown beside it; null when it can be published */
  publishBlocker: string | null;
  onDiscard: () => void;
  onPublish: () => void;
}

/**
 * The form's save bar, kept in view: Save (a draft while creating) and Publish, which saves the form and publishes
 * in one go, disabled with its reason beside it until the product can be published (never confirm-then-fail).
 */
export function EditorActionBar({ editing, dirty, saving, canOfferPublish, publishBlocker, onDiscard, onPublish }: EditorActionBarProps) {
  return (
    <SaveBar
      dirty={dirty}
      sticky
      below={
        canOfferPublish && publishBlocker ? (
          <p id="publish-blocker" data-testid="publish-blocker" className="mt-2 text-right text-sm text-ink-soft">
            {publishBlocker}
          </p>
        ) : null
      }
    >
      {editing ? (
        <Button variant="secondary" disabled={!dirty || saving} onClick={onDiscard}>
          Discard changes
        </Button>
      ) : null}
      <Button type="submit" variant={canOfferPublish ? 'secondary' : 'primary'} disabled={saving}>
        {saving ? 'Saving…' : editing ? 'Save changes' : 'Save draft'}
      </Button>
      {canOfferPublish ? (
        <Button
          disabled={saving || publishBlocker !== null}
          aria-describedby={publishBlocker ? 'publish-blocker' : undefined}
          onClick={onPublish}
        >
          Publish
        </Button>
      ) : null}
    </SaveBar>
  );
}
