import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as any;
const [src, out, x, y, w, h] = process.argv.slice(2);
const img = PNG.sync.read(readFileSync(src));
const W = Math.min(+w, img.width - +x), H = Math.min(+h, img.height - +y);
const dst = new PNG({ width: W, height: H });
for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) for (let k = 0; k < 4; k++) dst.data[(r * W + c) * 4 + k] = img.data[((r + +y) * img.width + c + +x) * 4 + k];
writeFileSync(out, PNG.sync.write(dst));
