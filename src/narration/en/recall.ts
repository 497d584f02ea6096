import type { StoryId } from '../../core/trace';
import { parts } from '../parts';

/** A blank of the cloze in words: what it stands for (its input's name) and a nudge towards it. */
interface BlankWords {
  label: string;
  /** A sentence or two that name no chapter. */
  hint: string;
}

/** Recall: the core of run() from memory, with five gaps. */
export const recall = {
  title: 'Recall: the core of run()',
  lead: 'Fill in the gaps from memory: the claim and the first three checks. Case and spacing do not matter.',
  blank: (label: string) => `Blank: ${label}`,
  right: '✓ right',
  wrong: '✗ not quite',
  check: 'Check my answers',
  score: (right: number, total: number) => (right === total ? `All ${total} right.` : `${right} of ${total} right.`),
  hint: (number: number, label: string) => parts`Hint ${number}: ${label}`,
  seeIt: (chapter: string) => parts`See it in “${chapter}”`,
  blanks: {
    conflict: {
      label: 'the conflict clause: ON CONFLICT(key) DO …',
      hint: 'When the key is already there, the INSERT must neither fail nor overwrite the row: it quietly writes nothing.',
    },
    changes: {
      label: 'what .run() reports that tells a claim from a clash',
      hint: 'The statement’s result counts the rows it wrote: 1 for the copy that claimed the key, 0 for the one that came second.',
    },
    done: {
      label: 'the status of a row whose answer is saved',
      hint: 'The row’s status once the response is saved: the status a retry finds, and answers with the saved response.',
    },
    'conflict-status': {
      label: 'the HTTP status while another request holds a fresh lock',
      hint: 'Someone is hanging this coat up right now. The client should come back later, with the same key.',
    },
    /** The one blank the stories answer differently: how a key reused with other parameters is refused. */
    'mismatch-status': {
      payflow: {
        label: 'the HTTP status for a key reused with other parameters',
        hint: 'The key was used before for another cart. Only the client can fix that, so a retry will not help: PayFlow’s answer says “I understood the request, and cannot process it”.',
      },
      library: {
        label: 'the HTTP status for a key reused with another body',
        hint: 'The key was used before with another body. Only the client can fix that, so a retry will not help: the library answers {"error": "key_conflict"}, a request that conflicts with what the server holds.',
      },
    } satisfies Record<StoryId, BlankWords>,
  } satisfies Record<string, BlankWords | Record<StoryId, BlankWords>>,
};
