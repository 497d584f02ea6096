import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { editorHighlight } from './editorHighlight';

interface Props {
  code: string;
  label: string;
  /** The editor's help, read by a screen reader with it. */
  describedBy: string;
  onChange(code: string): void;
  /** A syntax error to mark at its line and column (1-based), with its message. */
  mark: { line: number; column: number; message: string } | undefined;
}

/**
 * The learner's editor: CodeMirror 6 (accessible, works on touch), TypeScript highlighting, undo, and
 * a syntax error marked where the transform found it. The store's code is the truth: a change from
 * outside (Start again, Show a solution, a link read) replaces the text, as one undoable step.
 */
export function StoreEditor({ code, label, describedBy, onChange, mark }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: code,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(editorHighlight),
          javascript({ typescript: true }),
          lintGutter(),
          // Tab indents; Esc, then Tab, leaves the editor (CodeMirror's own escape from the trap).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          // tabindex: the editable content is the scroller's focusable part, said outright (axe's scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; the code and the mark follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === code) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
  }, [code]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const diagnostics: Diagnostic[] = [];
    if (mark && mark.line >= 1 && mark.line <= editor.state.doc.lines) {
      const line = editor.state.doc.line(mark.line);
      const from = Math.min(line.from + Math.max(0, mark.column - 1), line.to);
      diagnostics.push({ from, to: Math.min(from + 1, line.to) === from ? line.to : from + 1, severity: 'error', message: mark.message });
    }
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [mark]);

  return <div ref={host} className="store-editor" />;
}
