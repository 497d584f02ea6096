/**
 * Why a scene's text (`scene=`) or a comparison's (`compare=`) cannot be read: the parser's problems (embed/sceneLink.ts) in words,
 * said after `shellWords.params.sceneWrong`'s "statement 3, at character 22,". The text form's own
 * words (`sandbox`, `from`, `break`, `by 3s`, `worker-1`) are its syntax and stay as they are.
 */
import type { CompareTextProblem, SceneSlot } from '../../sandbox/sceneTextProblem';

/** What a statement expected, as a sentence names it. */
const SLOT: Record<SceneSlot, string> = {
  story: 'a story',
  chapter: 'a chapter a scene can start from',
  breakSwitch: 'a break switch',
  point: 'a point',
  direction: 'a direction',
  onOff: 'on or off',
  intent: 'an intent',
  paycoCall: 'a PayCo call',
  visit: 'a visit',
  moment: 'the moment',
  delay: 'the delay',
  pause: 'the pause',
  lockMs: 'lockMs',
  compared: 'a chapter to compare, or a scene',
};

/** The problem in words. */
function why(p: CompareTextProblem): string {
  switch (p.kind) {
    case 'tooLong':
      return `the text is ${p.length} characters long; at most ${p.max} are read`;
    case 'empty':
      return `the text is empty: it starts with its version, v${p.version}`;
    case 'notVersion':
      return `the text starts with its version (v${p.version}), not “${p.text}”`;
    case 'otherVersion':
      return `this text is from version ${p.version} of the format; this Cloakroom reads version ${p.reads}`;
    case 'noStart':
      return 'after the version comes the story and the start: “payflow sandbox” or “library from crash 5”';
    case 'missing':
      return p.values ? `${SLOT[p.what]} is missing: one of ${p.values.join(', ')}` : `${SLOT[p.what]} is missing`;
    case 'notOneOf':
      return `“${p.word}” is not ${SLOT[p.what]}: one of ${p.values.join(', ')}`;
    case 'notCount':
      return `“${p.word}” is not ${SLOT[p.what]} (a whole number from 1 to ${p.max})`;
    case 'notTime':
      return `“${p.word}” is not a time: write 6000, 6s, 1.5min, 25h or 2d`;
    case 'pastEnd':
      return `${p.word} is past the end of a scene (${p.end})`;
    case 'notSandboxOrFrom':
      return 'after the story comes “sandbox” or “from <chapter> <beat>”';
    case 'noBeat':
      return 'after the chapter comes the beat it starts from (a number from 0)';
    case 'onlyBreaks':
      return `“${p.word}”: only “break <switch>” may follow the beat`;
    case 'tooManyActions':
      return `a scene holds at most ${p.max} actions`;
    case 'noMoment':
      return 'the moment is missing: @6s, @6001';
    case 'extraWord':
      return `“${p.word}” is one word too many for ${p.verb}`;
    case 'onlyPrune':
      return `“${p.word}”: only “prune” may follow a wait`;
    case 'noDelay':
      return 'a delay says how long: “by 3s”';
    case 'noPauseLength':
      return 'a pause says how long: “for 6s”';
    case 'notAction':
      return `“${p.word}” is not an action: ${p.actions.join(', ')}`;
    case 'noWorker':
      return 'the worker is missing: worker-1 … worker-8';
    case 'notWorker':
      return `“${p.word}” is not a worker: worker-1 … worker-8`;
    case 'notMessage':
      return `${p.word === undefined ? 'the message' : `“${p.word}”`} is not intent.tap.attempt, such as 1.1.1`;
    case 'notClient':
      return `“${p.word}” is not a client`;
    case 'noCompared':
      return 'after the version comes the story and the scene: “payflow crash”, “payflow sandbox” or “library from crash 5”';
    case 'notSide':
      return `“${p.word}”: a side starts here, “a” then “b”`;
    case 'sideOrder':
      return `side ${p.side} comes ${p.side === 'a' ? 'first, and once' : 'after side a, and once'}`;
    case 'noSide':
      return `side ${p.side} is missing: a comparison has two sides, “a” then “b”`;
    case 'sideWord':
      return `“${p.word}”: a side says “yours” (your store plays it) and its switches, “break <switch>”`;
    case 'chapterActions':
      return 'the sides of a chapter hold only their switches: to change what happens, compare two scenes (“payflow from crash 9; a; …; b; …”)';
    case 'sceneSideBreak':
      return 'a scene’s switches are its actions: “break no-fencing on”, after the side';
    case 'notForChapter':
      return p.switches.length > 0
        ? `“${p.word}” does not change ${p.chapter}: its switches are ${p.switches.join(', ')}`
        : `“${p.word}” does not change ${p.chapter}: no switch does`;
    case 'clash':
      return `${p.switches.join(' and ')} exclude each other: one side has one of them at most`;
    case 'yoursStoreSwitch':
      return `“${p.word}” changes the lesson’s store: your store is your own code`;
  }
}

export const sceneLink = {
  /** Why the text cannot be read, after the statement and character that `sceneWrong` names. */
  why,
};
