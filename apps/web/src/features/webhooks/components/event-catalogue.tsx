import type { WebhookCatalogue } from '@tapline/contracts';

/** Each event type, what it means, and an example payload (checked by the server against the type's schema). */
export function EventCatalogue({ catalogue }: { catalogue: WebhookCatalogue }) {
  return (
    <ul className="space-y-3">
      {catalogue.items.map((item) => (
        <li key={item.type} className="rounded-xl border border-line bg-white">
          <details>
            <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 px-4 py-2">
              <code className="font-mono text-sm font-semibold">{item.type}</code>
              <span className="text-sm text-ink-soft">{item.description}</span>
            </summary>
            <pre className="max-h-96 overflow-auto border-t border-line bg-stone-50 p-4 text-xs">
              {JSON.stringify(item.example, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
