/** `?chunk-url`: the URL of the built chunk that holds a module (scripts/vite/chunkUrlPlugin.ts). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
