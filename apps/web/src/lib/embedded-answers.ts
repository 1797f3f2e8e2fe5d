/** The element the server writes into a page's head with the API answers its first render asks for (decision 0090). */
export const EMBEDDED_DATA_ID = 'tapline-data';

/**
 * How long after the page loaded an embedded answer may still stand in for the API: long enough for a slow phone
 * to start the app, short enough that a page visited later in the session asks the API afresh.
 */
export const EMBEDDED_ANSWER_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | undefined;
/** set while the server renders a page's first paint (decision 0104): answers never age, and a miss is noted */
let serverRender: { missed: string[] } | undefined;

/** The page's embedded answers by URL, read once; anything unreadable counts as none (the app asks the API). */
function read(doc: Pick<Document, 'getElementById'> | undefined): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = doc?.getElementById(EMBEDDED_DATA_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [url, value] of Object.entries(parsed)) answers.set(url, value);
  } catch {
    // a broken tag is no reason to break the page: the calls go to the API as usual
  }
  return answers;
}

/**
 * The answer the server embedded for a GET of `url` (path and query string as the API client writes them), once:
 * it is gone after this call, and all of them are once the page is older than EMBEDDED_ANSWER_MAX_AGE_MS.
 */
export function takeEmbeddedAnswer(
  url: string,
  {
    doc = globalThis.document,
    now = globalThis.performance?.now() ?? Infinity,
  }: { doc?: Pick<Document, 'getElementById'>; now?: number } = {},
): { value: unknown } | undefined {
  const known = read(doc);
  if (!serverRender && now > EMBEDDED_ANSWER_MAX_AGE_MS) known.clear();
  if (!known.has(url)) {
    serverRender?.missed.push(url);
    return undefined;
  }
  const value = known.get(url);
  known.delete(url);
  return { value };
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetEmbeddedAnswers() {
  answers = undefined;
}

/**
 * For the server's first-paint render (decision 0104): the answers it embeds in the page, given directly (there
 * is no document). Returns the list the URLs asked for but not given are added to; `endServerRender` forgets both.
 */
export function beginServerRender(given: Record<string, unknown>): { missed: string[] } {
  answers = new Map(Object.entries(given));
  serverRender = { missed: [] };
  return serverRender;
}

export function endServerRender() {
  answers = undefined;
  serverRender = undefined;
}

/** True while the server renders a first paint: the API client answers only from the given answers. */
export function isServerRender(): boolean {
  return serverRender !== undefined;
}
