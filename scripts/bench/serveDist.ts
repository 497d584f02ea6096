import { preview, type PreviewServer } from 'vite';

/** Serves a built `dist/` folder on 127.0.0.1 (Vite's preview server: static files, application/wasm). */
export async function serveDist(outDir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
