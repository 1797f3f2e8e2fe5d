import { describe, expect, it } from 'vitest';

// Features meet through their public index.ts (decision 0029). Lint sees one import at a time, so the
// graph between features is checked here: an import cycle through two index files would load half-made modules.
const sources = import.meta.glob<string>('./features/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

type Graph = Map<string, Set<string>>;

function featureGraph(files: Record<string, string>): { graph: Graph; ownIndex: string[] } {
  const graph: Graph = new Map();
  const ownIndex: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const feature = path.split('/')[2]!;
    const edges = graph.get(feature) ?? new Set<string>();
    graph.set(feature, edges);
    for (const match of text.matchAll(/from '@\/features\/([a-z-]+)'/g)) {
      if (match[1] === feature) ownIndex.push(path);
      else edges.add(match[1]!);
    }
  }
  return { graph, ownIndex };
}

/** The first cycle found, as a path that ends where it starts; null when there is none. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('the web features import graph', () => {
  it('has no cycle, and no feature imports its own index', () => {
    const { graph, ownIndex } = featureGraph(sources);
    expect(graph.size).toBeGreaterThan(5);
    expect(findCycle(graph)).toBeNull();
    expect(ownIndex).toEqual([]);
  });

  it('finds a cycle through two index files, and a feature importing its own index', () => {
    const { graph, ownIndex } = featureGraph({
      './features/team/api/a.ts': "import { x } from '@/features/organisations';",
      './features/organisations/b.ts': "import { y } from '@/features/session';",
      './features/session/c.ts': "import { z } from '@/features/team';\nimport { w } from '@/features/session';",
    });
    expect(findCycle(graph)).toEqual(['team', 'organisations', 'session', 'team']);
    expect(ownIndex).toEqual(['./features/session/c.ts']);
  });
});
