import type { Finding } from './findings';

/**
 * Failures the fuzz test excuses for now, each one a known defect that another branch fixes. Every entry is
 * narrow (the kind of failure, and what in the request causes it) and must still occur: the test fails on an
 * entry nothing matched, so a fixed defect's entry is removed with its fix. Empty since those fixes landed
 * (two defects were the ones it met); it stays for the next defect found before its fix.
 */
export interface KnownDefect {
  /** the defect's number in the list of defects found */
  defect: number;
  /** what it excuses, in a line */
  excuses: string;
  matches(finding: Finding): boolean;
}

export const KNOWN_DEFECTS: readonly KnownDefect[] = [];

/** the known defect that excuses this finding, if any */
export function excuseFor(finding: Finding): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((known) => known.matches(finding));
}
