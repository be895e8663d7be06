/** Self time by function and by file of a V8 .cpuprofile: node bench/src/read-profile.ts <file> */
import fs from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const prof = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map<string, number>();
const file = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, '');
  fn.set(`${functionName || '(anon)'} ${short}:${lineNumber}`, (fn.get(`${functionName || '(anon)'} ${short}:${lineNumber}`) ?? 0) + us);
  const f = short.split('/').slice(0, 2).join('/') || functionName;
  file.set(f, (file.get(f) ?? 0) + us);
}
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`).join('\n');
console.log(`total ${(total / 1000).toFixed(0)} ms\n-- by file\n${top(file, 25)}\n-- by function\n${top(fn, 40)}`);
