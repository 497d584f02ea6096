import { describe, expect, it } from 'vitest';
import { CHAPTER_IDS } from '../../src/core/trace';
import { manifestXml } from './manifest';
import { packageName, parsePackageArgs } from './options';

describe('package:scorm arguments', () => {
  it('reads --chapters and --story, in either form, past the -- that npm passes on', () => {
    expect(parsePackageArgs(['--chapters', 'crash,ticket', '--', '--story', 'library'])).toEqual({ chapters: ['ticket', 'crash'], story: 'library', out: 'dist-scorm' });
    expect(parsePackageArgs(['--chapters=ticket'])).toMatchObject({ chapters: ['ticket'], story: 'payflow' });
    expect(parsePackageArgs([])).toMatchObject({ chapters: [...CHAPTER_IDS] });
    expect(parsePackageArgs(['--lang', 'es'])).toMatchObject({ lang: 'es' });
    expect(() => parsePackageArgs(['--lang', 'fr'])).toThrow('--lang: fr is not a language; the languages are en, es, en-XA');
  });

  it('names a bad chapter, story or option and what is accepted', () => {
    expect(() => parsePackageArgs(['--chapters', 'ticket,tickets'])).toThrow(/tickets is not a chapter; the chapters are one-key, lost-response, ticket/);
    expect(() => parsePackageArgs(['--story', 'bank'])).toThrow('--story: bank is not a story; the stories are payflow, library');
    expect(() => parsePackageArgs(['--chapters'])).toThrow('--chapters needs a value');
    expect(() => parsePackageArgs(['--zip'])).toThrow(/unknown option --zip/);
  });

  it('names the zip for what it holds', () => {
    expect(packageName({ chapters: ['ticket', 'crash'], story: 'library' })).toBe('cloakroom-library-ticket-crash-scorm12');
    expect(packageName({ chapters: [...CHAPTER_IDS], story: 'payflow' })).toBe('cloakroom-payflow-all-chapters-scorm12');
    expect(packageName({ chapters: ['ticket'], story: 'payflow', lang: 'es' })).toBe('cloakroom-payflow-ticket-es-scorm12');
  });
});

describe('imsmanifest.xml', () => {
  const xml = manifestXml({ identifier: 'cloakroom-payflow-ticket-scorm12', title: 'Tickets & coats', launch: 'index.html', files: ['index.html', 'assets/b.js', 'assets/a b.css'] });
  it('is SCORM 1.2 with one SCO launching index.html and listing every file', () => {
    expect(xml).toContain('<schemaversion>1.2</schemaversion>');
    expect(xml.match(/adlcp:scormtype="sco"/g)).toHaveLength(1);
    expect(xml).toContain('href="index.html"');
    expect([...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1])).toEqual(['assets/a%20b.css', 'assets/b.js', 'index.html']);
    expect(xml).toContain('<title>Tickets &amp; coats</title>');
  });
});
