import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Folder-level cycles, type-only imports included (lint's import-x/no-cycle checks files, and skips
// types): the folders under src/ and under src/core/ must form a graph with no cycle, so each layer
// can be read, tested and replaced from the bottom up.
const SRC = resolve(dirname(new URL(import.meta.url).pathname));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The layer a file belongs to: its folder under src/, or under src/core/ for core. */
function layerOf(file: string): string | undefined {
  const parts = relative(SRC, file).split('/');
  if (parts.length < 2) return undefined; // App.tsx, main.tsx sit on top of everything
  return parts[0] === 'core' && parts.length > 2 ? `core/${parts[1]}` : parts[0];
}

function graph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const from = layerOf(file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const to = layerOf(resolve(dirname(file), m[1]!, m[1]!.endsWith('.css') ? '' : 'x'));
      if (to && to !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
    }
  }
  return edges;
}

/** Every cycle's path, found by depth-first search from each layer. */
function cycles(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path.at(-1)!) ?? []) {
      if (next === path[0]) found.add([...path, next].join(' → '));
      else if (!path.includes(next) && next > path[0]!) walk([...path, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return [...found];
}

describe('the layers', () => {
  it('import each other in one direction only: no cycle between folders, types included', () => {
    const edges = graph();
    // The graph is really read: the scenes use the story profiles, the views use the player.
    expect([...(edges.get('core/sim') ?? [])]).toContain('core/stories');
    expect([...(edges.get('ui') ?? [])]).toContain('player');
    expect(cycles(edges)).toEqual([]);
  });
  it('are small modules: no source file under src/ is over 300 lines (split by job before one grows past it)', () => {
    const long = sources(SRC)
      .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MOST_LINES);
    expect(long).toEqual([]);
  });
});

/** The longest a source file may grow (issue 33: phone.ts had reached 343, then 360). */
const MOST_LINES = 300;
