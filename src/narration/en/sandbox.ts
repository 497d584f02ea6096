/**
 * The sandbox's words: its button, the actions offered at a beat (each accessible name starts with its
 * verb), what a screen reader hears after one, the checks and what the client knows.
 */
import type { CheckId, Knowledge } from '../../core/checks';
import type { Actor, StoryId } from '../../core/trace';
import type { Action, MessageRef } from '../../sandbox/actions';
import { formatTime } from '../format';
import { clientName, laneName, workerName as worker } from '../lanes';

/** Where a worker will be stopped, as the offer says it ("at its save"). */
const AT_POINT: Record<string, string> = {
  receive: 'as it picks the request up',
  claim: 'at its claim',
  read: 'as it reads the row',
  takeover: 'at its takeover',
  work: 'as its work starts',
  save: 'at its save',
  release: 'at its release',
  respond: 'as it answers',
  'in-transaction': 'inside the transaction',
};

/** Each story's nouns for what the client asks for. */
const OPERATION: Record<StoryId, { one: string; New: string; other: string; done: string; notDone: string; client: string; again: string }> = {
  payflow: { one: 'order', New: 'New order', other: 'another cart', done: 'paid', notDone: 'known not paid', client: 'the phone', again: 'Tap again' },
  library: { one: 'loan', New: 'New loan', other: 'another book', done: 'lent', notDone: 'known not lent', client: 'the desk app', again: 'Press again' },
};

/** An offer's button, its accessible name starting with its verb; `waitMs`: how long a wait waits. */
function label(action: Action, story: StoryId, switchLabel: (id: Extract<Action, { do: 'break' }>['id']) => string, waitMs = 0): string {
  const op = OPERATION[story];
  switch (action.do) {
    case 'lose':
      return action.direction === 'request' ? 'Lose this request' : 'Lose this answer';
    case 'delay':
      return `Delay this ${action.direction === 'request' ? 'request' : 'answer'} by ${formatTime(action.ms)}`;
    case 'lose-payco':
      return 'Lose PayCo’s answer';
    case 'crash':
      return `Crash ${worker(action.worker)} ${AT_POINT[action.point] ?? action.point}`;
    case 'kill':
      return `Crash ${worker(action.worker)} now`;
    case 'pause':
      return `Pause ${worker(action.worker)} for ${formatTime(action.ms)} ${AT_POINT[action.point] ?? action.point}`;
    case 'restart':
      return `Restart ${worker(action.worker)}`;
    case 'tap':
      return `${op.again}: ${op.one} ${action.intent}`;
    case 'order':
      return op.New;
    case 'reuse':
      return `Reuse the key with ${op.other}`;
    case 'wait':
      return action.prune ? `Wait ${formatTime(waitMs)}, past the retention window` : `Wait ${formatTime(waitMs)}, past lockMs`;
    case 'break':
      return `${action.on ? 'Turn on' : 'Turn off'} “${switchLabel(action.id)}”`;
    case 'lock':
      return `Set lockMs to ${formatTime(action.ms)}`;
    case 'payco-key':
      return `Turn PayCo’s own key ${action.on ? 'on' : 'off'}`;
    case 'add-worker':
      return 'Add a worker';
  }
}

/** A branch as its words need it: its number, the learner's name for it, where it branched. */
export interface BranchRef {
  id: number;
  name: string | undefined;
  at?: number | undefined;
}

/** A branch's name: the learner's, or its number's. */
const branchName = (branch: BranchRef) => branch.name ?? `Branch ${branch.id}`;

const CHECKS: Record<CheckId, Record<StoryId, string>> = {
  'charged-once': { payflow: 'Each order is charged at most once', library: 'Each loan is written at most once' },
  'answers-saved': { payflow: 'Every answer the phone accepted is the saved response', library: 'Every answer the desk app accepted is the saved response' },
  'no-orphan-claim': { payflow: 'No key is left in_flight with nobody working on it', library: 'No key is left in_flight with nobody working on it' },
  'outcomes-known': { payflow: 'The phone knows how every order ended', library: 'The desk app knows how every loan ended' },
};

export const sandbox = {
  /** The button that forks the chapter at the current beat. */
  change: 'Change what happens',
  title: 'Your scene',
  /** The menu of actions for the current beat. */
  actions: 'Actions at this beat',
  noActions: 'A scene holds at most 64 actions: undo one to act again.',
  undo: 'Undo',
  redo: 'Redo',
  copyLink: 'Copy link',
  copied: 'Link copied',
  /** The link, where the browser would not let the page copy it. */
  linkLabel: 'This scene’s link',
  building: 'Re-running the scene on the real store…',
  /** Headings of the actions' groups that are not a lane of the stage. */
  on: { network: 'The message on its way', time: 'Time', scene: 'The whole scene: switches, lockMs, PayCo’s key, workers' } as Record<string, string>,
  /** The words on an offer's button. */
  label,
  /** What a screen reader hears once the scene has re-run. */
  done: (what: string, beats: number, branch?: BranchRef) =>
    branch
      ? `${what}: a new branch, ${branchName(branch)}, from beat ${(branch.at ?? 0) + 1}; the other keeps what it had. The scene re-ran on the real store, ${beats} beats.`
      : `${what}: the scene re-ran on the real store, ${beats} beats.`,
  /** The scene's branches: acting before where the last action was taken makes one (sandbox/branches.ts). */
  branches: {
    title: 'Branches',
    name: branchName,
    /** A branch's line in the tree: where it came from. */
    from: (parent: BranchRef, at: number) => `from ${branchName(parent)}, beat ${at + 1}`,
    onScreen: 'on screen',
    show: (branch: BranchRef) => `Show ${branchName(branch)}`,
    rename: 'Rename',
    /** The text field's name while renaming. */
    nameField: (branch: BranchRef) => `New name for ${branchName(branch)}`,
    save: 'Save',
    cancel: 'Cancel',
    remove: (branch: BranchRef) => `Delete ${branchName(branch)}`,
    /** Said once a branch is renamed or deleted. */
    renamed: (branch: BranchRef) => `Renamed: ${branchName(branch)}.`,
    removed: (name: string) => `${name} deleted.`,
    /** How a branch comes about, under the tree. */
    hint: 'Step back and act at an earlier beat: a new branch starts there, and this one keeps its future.',
  },
  /** The actions menus on the stage: a small button on a thing that opens the actions on it. */
  stage: {
    /** The button's and its menu's name on an actor: "Actions for Worker 2", "Actions for the phone". */
    actionsFor: (story: StoryId, actor: Pick<Actor, 'id' | 'role'>) =>
      `Actions for ${actor.role === 'client' ? clientName(story, actor.id) : laneName(story, actor)}`,
    /** The same, on the message on its way. */
    message: (direction: MessageRef['direction']): string => (direction === 'request' ? 'Actions for this request' : 'Actions for this answer'),
  },
  /** Said with the Timeline's value at a beat where the learner acted. */
  markHere: '(your action)',
  checks: {
    title: 'Checks',
    name: (id: CheckId, story: StoryId) => CHECKS[id][story],
    holds: 'holds',
    broken: 'broken',
    /** The link to the first beat where a check broke (beats from 1, as on screen). */
    brokeAt: (beat: number) => `first broken at beat ${beat}`,
  },
  client: {
    title: (story: StoryId) => `What ${OPERATION[story].client} knows`,
    intent: (story: StoryId, n: number) => `${OPERATION[story].one} ${n}`,
    knows: (story: StoryId, knows: Knowledge) =>
      ({ waiting: 'waiting', unknown: 'outcome unknown', done: OPERATION[story].done, refused: 'refused', 'not-done': OPERATION[story].notDone, 'gave-up': 'gave up' })[knows],
    nothing: 'nothing sent yet',
  },
};
