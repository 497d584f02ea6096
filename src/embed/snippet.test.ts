import { describe, expect, it } from 'vitest';
import { embedSnippet, playerUrl, posterSnippet } from './snippet';

describe('embedSnippet', () => {
  const defaults = { chapter: 'crash', story: 'payflow', speed: 1, captions: true, narration: false } as const;

  it('points an iframe at the app with the current chapter, and brings the resize script', () => {
    const html = embedSnippet('https://cloak.example/tools/cloakroom/index.html?chapter=ticket&speed=2#x', defaults);
    expect(html).toContain('<iframe src="https://cloak.example/tools/cloakroom/index.html?chapter=crash"');
    expect(html).toContain('<script src="https://cloak.example/tools/cloakroom/embed.js" defer></script>');
    expect(html).toContain('title="Cloakroom');
  });

  it('carries only the settings that differ from the defaults, escaped for an attribute', () => {
    const html = embedSnippet('http://127.0.0.1:4173/', { ...defaults, story: 'library', speed: 1.5, captions: false, narration: true, breaks: ['no-fencing'] });
    expect(html).toContain('src="http://127.0.0.1:4173/?chapter=crash&amp;story=library&amp;speed=1.5&amp;captions=0&amp;narration=1&amp;break=no-fencing"');
  });

  it('keeps the playlist and the break-it switches, so the embed offers and breaks what is on screen', () => {
    const html = embedSnippet('https://cloak.example/', { ...defaults, playlist: ['crash', 'fencing'], breaks: ['blind-takeover'] });
    expect(html).toContain('src="https://cloak.example/?chapters=crash%2Cfencing&amp;chapter=crash&amp;break=blind-takeover"');
  });

  it('writes a poster link that embed.js turns into a poster, its title escaped', () => {
    const html = posterSnippet('https://cloak.example/app/?chapter=ticket', defaults, 'Crash <& burn>');
    expect(html).toBe('<a data-cloakroom href="https://cloak.example/app/?chapter=crash">Crash &lt;&amp; burn></a>\n<script src="https://cloak.example/app/embed.js" defer></script>');
  });

  it('carries a learner’s own scene, so an author can embed it', () => {
    const url = new URL(playerUrl('https://cloakroom.example/app/', { ...defaults, chapter: 'sandbox', scene: 'v1; payflow sandbox; order @1' }).href);
    expect(url.searchParams.get('chapter')).toBe('sandbox');
    expect(url.searchParams.get('scene')).toBe('v1; payflow sandbox; order @1');
  });
});
