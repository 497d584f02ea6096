/**
 * No view writes a learner-facing English word of its own: every one comes from narration's catalog
 * (DESIGN.md, "Words and languages"), so a translation misses nothing. Each `.tsx` under src/ui is
 * parsed with TypeScript and searched for words where a learner would meet them: JSX text, the
 * attributes a browser shows or reads out (aria-label, title, alt, placeholder, and the `label`
 * props that become them), and any string that reads as prose (two words or more). Code the views
 * show as code (`<code>`, `<kbd>`) and class names are not words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;
/** The views: every component under src/ui and src/lms, and the app's root. */
const VIEWS = [...tsxFiles(join(SRC, 'ui')), ...tsxFiles(join(SRC, 'lms')), join(SRC, 'App.tsx'), join(SRC, 'mount.tsx')];

/** Attributes whose value a learner reads or hears. */
const SPOKEN = /^(aria-(label|description|valuetext|roledescription|placeholder)|title|alt|placeholder|label|empty)$/;
/** Attributes that never carry words. */
const NOT_WORDS = new Set(['className', 'style', 'key', 'id', 'htmlFor', 'type', 'role', 'name', 'value', 'href', 'src', 'd', 'viewBox', 'area']);
/** Elements whose text is code, shown as it is. */
const CODE = new Set(['code', 'kbd']);

/** A word: two letters or more, one of them small (SQL and HTTP are names, not words). */
const WORD = /[A-Za-z]*[a-z][A-Za-z]*/;
const hasWord = (text: string) => text.split(/[^A-Za-z]+/).some((w) => w.length >= 2 && WORD.test(w));
/** Prose: two words or more, a word being letters between spaces (`is-fullscreen`, `locked_at` are names). */
const isProse = (text: string) => text.split(/\s+/).filter((w) => /^[(“"]?[A-Za-z’']*[a-z][A-Za-z’']*[.,:;!?…)”"]*$/.test(w) && w.length >= 2).length >= 2;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The English a file writes where a learner meets it, as `line: text`. */
function inlineWords(source: string, fileName = 'view.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text.trim()}`);
  const literalText = (node: ts.Node): string | undefined =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
        : undefined;

  const visit = (node: ts.Node, inCode: boolean): void => {
    // Imports, types and class names hold no words a learner reads.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (NOT_WORDS.has(name)) return;
      const value = node.initializer;
      if (value && SPOKEN.test(name)) {
        const text = ts.isStringLiteral(value) ? value.text : undefined;
        if (text !== undefined && hasWord(text)) report(node, `${name}="${text}"`);
        if (value && ts.isJsxExpression(value) && value.expression) spokenExpression(value.expression, name);
        return;
      }
    }
    if (ts.isJsxElement(node) && CODE.has(node.openingElement.tagName.getText(file))) inCode = true;
    if (ts.isJsxText(node) && !inCode && hasWord(node.text)) report(node, node.text);
    const text = literalText(node);
    const isKey = node.parent !== undefined && (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node;
    if (text !== undefined && !inCode && !isKey && isProse(text)) report(node, text);
    ts.forEachChild(node, (child) => visit(child, inCode));
  };
  // In a spoken attribute even one word is a word: `title={open ? 'Close' : 'Open'}`.
  const spokenExpression = (expression: ts.Node, name: string): void => {
    // `view === 'stage' ? … : …`: an id compared, not a word shown.
    if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(expression.operatorToken.kind)) return;
    const text = literalText(expression);
    if (text !== undefined && hasWord(text)) report(expression, `${name}={${text}}`);
    ts.forEachChild(expression, (child) => spokenExpression(child, name));
  };
  visit(file, false);
  return found;
}

describe('views write no words of their own', () => {
  it('finds words where a learner would meet them, and none in code, class names or types', () => {
    const view = `
      import { x } from './sentence with words';
      type T = 'not a word' | 'other';
      export const V = () => (
        <section className="panel is-current" aria-label="Stage" title={on ? 'Pause' : words.play}>
          Some words
          <code>INSERT … ON CONFLICT(key) DO NOTHING</code> <kbd>Space</kbd> HTTP {'–'}
          <IconButton label="Step back" icon="stepBack" />
          <IconButton label={view === 'stage' ? words.stage : words.view} icon="view" />
          {ready ? 'Still running the scene' : words.done}
          {setProblem(\`Pick a number from 1 to \${total}.\`)}
        </section>
      );`;
    expect(inlineWords(view).map((line) => line.replace(/^\d+: /, ''))).toEqual([
      'aria-label="Stage"',
      'title={Pause}',
      'Some words',
      'label="Step back"',
      'Still running the scene',
      'Pick a number from 1 to  .',
    ]);
  });

  for (const path of VIEWS) {
    it(relative(SRC, path), () => {
      expect(inlineWords(readFileSync(path, 'utf8'), path)).toEqual([]);
    });
  }
});
