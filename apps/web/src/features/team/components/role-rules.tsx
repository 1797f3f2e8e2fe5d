import { RoleChip } from './role-chip';
import { ROLES, ROLE_SUMMARIES } from '../roles';

/** What each role may do, and the two rules that surprise people. */
export function RoleRules() {
  return (
    <aside aria-labelledby="rules-heading" className="rounded-xl border border-line bg-malt-50/50 p-5">
      <h2 id="rules-heading" className="font-semibold text-ink">
        What each role can do
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {ROLES.map((role) => (
          <div key={role}>
            <dt>
              <RoleChip role={role} />
            </dt>
            <dd className="mt-1 text-ink-soft">{ROLE_SUMMARIES[role]}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 list-disc space-y-1 border-t border-line pt-4 pl-5 text-sm text-ink-soft">
        <li>Every organisation keeps at least one owner: the last owner can’t be demoted or removed.</li>
        <li>Admins can’t make owners, or change or remove an owner.</li>
      </ul>
    </aside>
  );
}
