import { preview } from 'vite';
const [outDir, port] = process.argv.slice(2);
await preview({ root: '/work/main', logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: Number(port), strictPort: true, open: false } });
console.log('serving', outDir, port);
