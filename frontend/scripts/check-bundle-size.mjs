// The landing page's JavaScript budget (150 KB gzip): the entry script of dist/index.html, the landing route's chunk
// and every module they import statically, gzipped one by one as the server would send them, at most 150 KB in all.
// Run after `npm run build`; exits 1 over the budget. BUNDLE_BUDGET_KB overrides the limit.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
const LANDING_ROUTE_CHUNK = /\/(landing-[\w-]+\.js)/;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`${indexHtml} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

const html = readFileSync(indexHtml, 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((match) =>
  join(dist, match[1]),
);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((match) =>
  join(dist, match[1]),
);
if (entries.length === 0) {
  console.error('dist/index.html loads no module script.');
  process.exit(2);
}

const staticImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
    resolve(dirname(file), match[1]),
  );

// The router imports the landing route lazily, so its chunk is named in the entry's code, not in index.html.
const landing = entries.map((entry) => readFileSync(entry, 'utf8').match(LANDING_ROUTE_CHUNK)?.[1]).find(Boolean);
if (!landing) {
  console.error("No landing-*.js chunk is named in the entry script: has the landing route's chunk been renamed?");
  process.exit(2);
}

const loaded = new Set();
const visit = (file) => {
  if (loaded.has(file)) return;
  loaded.add(file);
  staticImports(file).forEach(visit);
};
[...entries, ...preloads, join(dist, 'assets', landing)].forEach(visit);

let totalBytes = 0;
const rows = [...loaded].map((file) => {
  const gzipped = gzipSync(readFileSync(file), { level: 9 }).length;
  totalBytes += gzipped;
  return { file: relative(dist, file), gzipKB: +(gzipped / 1024).toFixed(1) };
});
rows.sort((a, b) => b.gzipKB - a.gzipKB);
console.table(rows);

const totalKB = totalBytes / 1024;
const verdict = totalKB <= BUDGET_KB ? 'within' : 'OVER';
console.log(`Landing page JavaScript: ${totalKB.toFixed(1)} KB gzip, ${verdict} the ${BUDGET_KB} KB budget.`);
process.exit(totalKB <= BUDGET_KB ? 0 : 1);
