import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (.vite/manifest.json), keyed by its source ('src/main.tsx'). */
interface ManifestChunk {
  file: string;
  /** the chunk's name: its source's file name without extension, e.g. 'data-table' */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** chunks loaded with this one (static imports; Vite preloads them) */
  imports?: string[];
  /** chunks this one imports lazily */
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string, manifestFile: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, manifestFile), 'utf8')) as Manifest;
}

/** What the server sends for one file: its .gz or .br copy when the build wrote one, else the file. */
function sentBytes(dist: string, file: string, encoding: 'gz' | 'br'): number {
  const compressed = path.join(dist, `${file}.${encoding}`);
  return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size;
}

export interface RouteJavaScript {
  /** every script file the route loads, e.g. 'assets/index-3f2a9c.js' */
  files: string[];
  /** bytes a browser that accepts gzip receives */
  gzip: number;
  brotli: number;
  /** the files' own size */
  raw: number;
}

/**
 * The JavaScript a route loads: its page's entry and the route's lazy modules (the sources named by
 * `modules`, e.g. the screen the router imports), each with every chunk it imports statically. A
 * module that is not an entry of the build is an error, so a renamed screen cannot pass unmeasured.
 */
export function routeJavaScript(dist: string, manifest: Manifest, modules: string[]): RouteJavaScript {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // a chunk of grouped modules (vite.config.ts's codeSplitting groups) is keyed '_name-hash.js'
  const lazy = (key: string) => Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(key));
  for (const module of modules) {
    if (!manifest[module]?.isEntry && !manifest[module]?.isDynamicEntry && !lazy(module)) throw new Error(`${module} is not an entry or a lazy module of the build`);
    visit(module);
  }
  const list = [...files].filter((file) => file.endsWith('.js'));
  const sum = (size: (file: string) => number) => list.reduce((total, file) => total + size(file), 0);
  return {
    files: list,
    gzip: sum((file) => sentBytes(dist, file, 'gz')),
    brotli: sum((file) => sentBytes(dist, file, 'br')),
    raw: sum((file) => fs.statSync(path.join(dist, file)).size),
  };
}
