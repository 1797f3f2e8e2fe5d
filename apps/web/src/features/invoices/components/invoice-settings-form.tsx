import { paymentTermsLabel, SupplierInvoiceSettingsPatch, type InvoiceIssueStep, type SupplierInvoiceSettings } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';
import { RadioCard } from '@/components/ui/radio-card';
import { SaveBar } from '@/components/ui/save-bar';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateInvoiceSettings } from '../api/invoice-settings';
import { termsOf, termsValuesOf, type PaymentTermsValues } from '../payment-terms-form';
import { PaymentTermsFields } from './payment-terms-fields';

const ISSUE_STEPS: { step: InvoiceIssueStep; label: string; hint: string }[] = [
  { step: 'accepted', label: 'When I accept the order', hint: 'The invoice bills what you accept to send.' },
  { step: 'delivered', label: 'When I mark it delivered', hint: 'The invoice bills what was sent, after any lines sent short.' },
];

interface Values {
  invoicePrefix: string;
  adjustmentNotePrefix: string;
  issueOn: InvoiceIssueStep;
  terms: PaymentTermsValues;
  mailStatements: boolean;
}
type Errors = Partial<Record<'invoicePrefix' | 'adjustmentNotePrefix' | 'terms', string>>;

const valuesOf = (settings: SupplierInvoiceSettings): Values => ({
  invoicePrefix: settings.invoicePrefix,
  adjustmentNotePrefix: settings.adjustmentNotePrefix,
  issueOn: settings.issueOn,
  terms: termsValuesOf(settings.paymentTerms),
  mailStatements: settings.mailStatements,
});

const MAIL_STATEMENTS = 'On the first of each month, mail last month’s statement to each venue that owes you or traded with you';
const PREFIX_MESSAGE = 'Up to 10 letters, digits, dashes or slashes';
const prefixOk = (field: 'invoicePrefix' | 'adjustmentNotePrefix', value: string) =>
  SupplierInvoiceSettingsPatch.safeParse({ [field]: value }).success;

/** The numbers of the next documents, as the prefixes typed would print them. */
const example = (prefix: string) => `${prefix.trim()}000123`;

/** What members read: the settings as they are. */
function InvoiceSettingsRead({ settings }: { settings: SupplierInvoiceSettings }) {
  return (
    <SettingsSection title="Invoices" headingId="invoice-settings-heading">
      <dl className="mt-2 divide-y divide-line">
        <DetailRow term="Invoice numbers">{example(settings.invoicePrefix)}</DetailRow>
        <DetailRow term="Adjustment notes">{example(settings.adjustmentNotePrefix)}</DetailRow>
        <DetailRow term="Issued">{ISSUE_STEPS.find((step) => step.step === settings.issueOn)?.label.replace('I ', 'you ')}</DetailRow>
        <DetailRow term="Default payment terms">{settings.paymentTermsLabel}</DetailRow>
        <DetailRow term="Monthly statements">{settings.mailStatements ? MAIL_STATEMENTS : 'Not mailed'}</DetailRow>
      </dl>
    </SettingsSection>
  );
}

/**
 * A supplier's invoice settings (owner or admin): the numbers' prefixes, when the tax invoice is issued, and the default
 * payment terms. A change applies to invoices issued after it; members read them.
 */
export function InvoiceSettingsForm({
  supplierId,
  settings,
  canManage,
}: {
  supplierId: string;
  settings: SupplierInvoiceSettings;
  canManage: boolean;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateInvoiceSettings(supplierId);
  if (!canManage) return <InvoiceSettingsRead settings={settings} />;

  const saved = valuesOf(settings);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = termsOf(values.terms);
    const found: Errors = {
      ...(prefixOk('invoicePrefix', values.invoicePrefix) ? {} : { invoicePrefix: PREFIX_MESSAGE }),
      ...(prefixOk('adjustmentNotePrefix', values.adjustmentNotePrefix) ? {} : { adjustmentNotePrefix: PREFIX_MESSAGE }),
      ...(terms.ok ? {} : { terms: terms.message }),
    };
    setErrors(found);
    if (!terms.ok || Object.keys(found).length > 0) return;
    update.mutate(
      {
        invoicePrefix: values.invoicePrefix.trim(),
        adjustmentNotePrefix: values.adjustmentNotePrefix.trim(),
        issueOn: values.issueOn,
        paymentTerms: terms.terms,
        mailStatements: values.mailStatements,
      },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          toast.success('Invoice settings saved');
        },
        onError: (error) => {
          const placed: Errors = {};
          for (const issue of fieldErrors(error)) {
            const field = issue.field.split('.')[0];
            if (field === 'invoicePrefix' || field === 'adjustmentNotePrefix') placed[field] = PREFIX_MESSAGE;
            else if (field === 'paymentTerms') placed.terms = issue.message;
          }
          setErrors(placed);
          if (Object.keys(placed).length === 0) toast.error(error.message);
        },
      },
    );
  }

  const preview = termsOf(values.terms);
  return (
    <form noValidate onSubmit={submit} aria-label="Invoice settings" className="space-y-6">
      <SettingsSection title="Numbering" headingId="numbering-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          Each number follows the last, with no gaps. A new prefix starts with the next invoice.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Invoice prefix"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.invoicePrefix}
            error={errors.invoicePrefix}
            hint={`Prints as ${example(values.invoicePrefix)}`}
            onChange={(event) => set({ invoicePrefix: event.currentTarget.value })}
          />
          <TextField
            label="Adjustment note prefix"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.adjustmentNotePrefix}
            error={errors.adjustmentNotePrefix}
            hint={`Prints as ${example(values.adjustmentNotePrefix)}`}
            onChange={(event) => set({ adjustmentNotePrefix: event.currentTarget.value })}
          />
        </div>
      </SettingsSection>

      <SettingsSection title="When the tax invoice is issued" headingId="issue-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          With Xero connected, the invoice goes to Xero at the same step, and the venue’s bill with it.
        </p>
        <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Issue the tax invoice</legend>
          {ISSUE_STEPS.map((step) => (
            <RadioCard
              key={step.step}
              name="issueOn"
              value={step.step}
              checked={values.issueOn === step.step}
              onChange={() => set({ issueOn: step.step })}
            >
              <span>
                <span className="block font-medium text-ink">{step.label}</span>
                <span className="block text-sm text-ink-soft">{step.hint}</span>
              </span>
            </RadioCard>
          ))}
        </fieldset>
      </SettingsSection>

      <SettingsSection title="Default payment terms" headingId="terms-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          Every venue pays on these unless you give it terms of its own below. The due date is counted in your time zone.
        </p>
        <div className="mt-4">
          <PaymentTermsFields label="Terms" values={values.terms} error={errors.terms} onChange={(terms) => set({ terms })} />
          {preview.ok ? (
            <p className="mt-2 text-sm text-ink">
              Invoices will say: <strong>{paymentTermsLabel(preview.terms)}</strong>
            </p>
          ) : null}
        </div>
      </SettingsSection>

      <SettingsSection title="Monthly statements" headingId="statements-heading">
        <label className="mt-3 flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-malt-700"
            checked={values.mailStatements}
            onChange={(event) => set({ mailStatements: event.currentTarget.checked })}
          />
          <span>
            {MAIL_STATEMENTS}
            <span className="block text-sm text-ink-soft">Either side can download any month’s statement from Statements.</span>
          </span>
        </label>
      </SettingsSection>

      <SaveBar dirty={dirty}>
        <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => (setValues(saved), setErrors({}))}>
          Discard changes
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save invoice settings'}
        </Button>
      </SaveBar>
    </form>
  );
}
