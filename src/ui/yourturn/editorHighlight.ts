import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * The editor's syntax colours, from the player's own tokens, so every token keeps the page's contrast
 * in light and dark (CodeMirror's default style fails WCAG's 4.5:1 on several tokens) and follows the
 * theme as the rest of the page does. Kinds are told apart by weight and style too, not by colour alone.
 */
export const editorHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword], color: 'var(--accent)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--ok)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--warn)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.definition(tags.typeName)], color: 'var(--bad)' },
  { tag: [tags.definition(tags.variableName), tags.function(tags.definition(tags.variableName))], color: 'var(--ink)', fontWeight: '600' },
  { tag: [tags.propertyName, tags.variableName, tags.punctuation, tags.operator, tags.bracket], color: 'var(--ink)' },
  { tag: tags.invalid, color: 'var(--bad)', textDecoration: 'underline wavy' },
]);
