import type { FuzzRequest } from './fuzz-requests';

/** What the fuzz test refuses: a 5xx, an answer outside the error model, a refused write that changed the database. */
type FindingKind = '5xx' | 'error-model' | 'db-changed';

export interface Finding {
  kind: FindingKind;
  request: FuzzRequest;
  status: number;
  /** the answer's `error.code`, or Fastify's own `code` when the answer escaped the error model */
  code: string | undefined;
  /** the start of the answer */
  answer: string;
  /** the tables a refused write changed */
  changedTables?: string[];
}

const LONGEST_PARAMETER = 100;

function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

function bodyText(request: FuzzRequest): string {
  return typeof request.body === 'string' ? request.body : (request.body?.toString('latin1') ?? '');
}

/**
 * What is hostile in a request, named for the report and the known-defect list: text PostgreSQL can't store
 * (NUL, lone surrogates, raw or escaped, in the URL or the body), malformed percent-encoding, an over-long path
 * parameter, a multipart body (whole or cut short), a body over the 1 MB limit.
 */
function traitsOf(request: FuzzRequest): Set<string> {
  const traits = new Set<string>();
  const [path = '', query = ''] = request.url.split('?');
  const body = bodyText(request);
  const url = `${path}?${query}`;
  if (/%00/.test(url) || body.includes('\u0000') || /\\u0000/i.test(body)) traits.add('nul');
  // a lone surrogate: WTF-8 bytes in the URL, a \\uD800-style escape or a raw one in the body
  if (
    /%ED%[AB][0-9A-F]/i.test(url) ||
    /\\ud[89a-f][0-9a-f]{2}/i.test(body) ||
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(body)
  ) {
    traits.add('surrogate');
  }
  if (/%(?![0-9A-F]{2})/i.test(path)) traits.add('malformed-percent');
  try {
    decodeURIComponent(path);
  } catch {
    traits.add('malformed-percent');
  }
  if (decodedSegments(path).some((segment) => segment.length > LONGEST_PARAMETER)) traits.add('long-parameter');
  if (request.contentType?.startsWith('multipart/')) traits.add(body.trimEnd().endsWith('--') ? 'multipart' : 'truncated-multipart');
  if (Buffer.byteLength(body) > 1024 * 1024) traits.add('over-body-limit');
  return traits;
}

/** one line per finding: the class it belongs to (operation, kind, status, code, what was hostile) */
export function classOf(finding: Finding): string {
  const traits = [...traitsOf(finding.request)].sort().join('+') || 'plain';
  return `${finding.request.operation} · ${finding.kind} · ${finding.status} ${finding.code ?? '-'} · ${traits}`;
}

function shown(text: string, limit = 300): string {
  const escaped = JSON.stringify(text.length > limit ? `${text.slice(0, limit)}…(${text.length} chars)` : text);
  return escaped.slice(1, -1);
}

/** the request and the answer, enough to send it again by hand */
export function describeFinding(finding: Finding): string {
  const { request } = finding;
  const lines = [
    `${finding.kind}: ${request.method} ${shown(request.url, 400)} as ${request.persona} → ${finding.status} ${shown(finding.answer)}`,
    request.contentType ? `  content-type: ${request.contentType}` : '  content-type: (none)',
  ];
  if (request.body !== undefined)
    lines.push(`  body: ${shown(typeof request.body === 'string' ? request.body : request.body.toString('latin1'))}`);
  if (finding.changedTables) lines.push(`  changed tables: ${finding.changedTables.join(', ')}`);
  return lines.join('\n');
}
