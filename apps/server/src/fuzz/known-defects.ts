import { traitsOf, type Finding } from './findings';

/**
 * Failures the fuzz test excuses for now, each one a defect of issue 9 that another branch fixes. Every entry is
 * narrow (the kind of failure, and what in the request causes it) and must still occur: the test fails on an
 * entry nothing matched, so a fixed defect's entry is removed with its fix. Empty this list when issue 9 is merged;
 * with it empty, this file can go.
 */
export interface KnownDefect {
  /** the defect's number in issue 9 */
  defect: number;
  /** what it excuses, in a line */
  excuses: string;
  matches(finding: Finding): boolean;
}

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    defect: 3,
    excuses: 'a 500 for a NUL or a lone surrogate in text input (query, path or body) that PostgreSQL cannot store',
    matches: (finding) =>
      finding.kind === '5xx' && finding.status === 500 && (hasTrait(finding, 'nul') || hasTrait(finding, 'surrogate')) && !hasTrait(finding, 'truncated-multipart'),
  },
  {
    defect: 12,
    excuses: "Fastify's own 400 FST_ERR_BAD_URL shape for a malformed percent-encoding in the path (%FF, %zz, WTF-8 surrogates)",
    matches: (finding) => finding.kind === 'error-model' && finding.status === 400 && finding.code === 'FST_ERR_BAD_URL' && hasTrait(finding, 'malformed-percent'),
  },
  {
    defect: 12,
    excuses: "Fastify's own 414 FST_ERR_MAX_PARAM_LENGTH shape for a path parameter over 100 characters",
    matches: (finding) => finding.kind === 'error-model' && finding.status === 414 && finding.code === 'FST_ERR_MAX_PARAM_LENGTH' && hasTrait(finding, 'long-parameter'),
  },
  {
    defect: 12,
    excuses: 'a 500 for a multipart body cut short (a logo upload)',
    matches: (finding) => finding.kind === '5xx' && finding.status === 500 && hasTrait(finding, 'truncated-multipart') && finding.request.operation.endsWith('/logo'),
  },
];

/** the known defect that excuses this finding, if any */
export function excuseFor(finding: Finding): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((known) => known.matches(finding));
}

export const hasTrait = (finding: Finding, trait: string) => traitsOf(finding.request).has(trait);
