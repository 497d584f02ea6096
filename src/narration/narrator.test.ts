import { describe, expect, it, vi } from 'vitest';
import { beatsOnly } from '../player/beatsOnly';
import { createPlayerStore } from '../player/playerStore';
import { startNarrator } from './narrator';
import type { SentenceHandlers, Speech } from './speech';

function fakeVoice(available = true) {
  const said: string[] = [];
  const pending: SentenceHandlers[] = [];
  const speech: Speech = {
    available,
    speak: (text, handlers) => {
      said.push(text);
      pending.push(handlers);
    },
    cancel: vi.fn(),
  };
  return { speech, said, pending };
}

async function narrated(voice: ReturnType<typeof fakeVoice>, narration = true) {
  const store = createPlayerStore({
    chapters: ['ticket'],
    story: 'payflow',
    chapter: 'ticket',
    narration,
    buildTrace: async (id) => beatsOnly(id, 3),
  });
  await store.getState().loadTrace('ticket');
  const stop = startNarrator({ store, speech: voice.speech, textOf: (s) => `sentence ${s.cursor}` });
  return { store, s: () => store.getState(), stop };
}

describe('the narrator', () => {
  it('speaks the current beat’s caption once and holds the beat until the sentence ends', async () => {
    const voice = fakeVoice();
    const { s } = await narrated(voice);
    expect(voice.said).toEqual(['sentence 0']);
    expect(s().speaking).toBe(true);
    s().setCaptions(false); // any other change does not make it speak again
    expect(voice.said).toEqual(['sentence 0']);
    voice.pending[0]!.onEnd();
    expect(s().speaking).toBe(false);
  });

  it('speaks each new beat as it comes, and only that beat', async () => {
    const voice = fakeVoice();
    const { s } = await narrated(voice);
    s().stepForward();
    s().stepForward();
    expect(voice.said).toEqual(['sentence 0', 'sentence 1', 'sentence 2']);
    voice.pending[0]!.onEnd(); // an old sentence ending late does not release the new beat
    expect(s().speaking).toBe(true);
    voice.pending[2]!.onEnd();
    expect(s().speaking).toBe(false);
  });

  it('is silent while narration is off and starts with the current beat when turned on', async () => {
    const voice = fakeVoice();
    const { s } = await narrated(voice, false);
    s().stepForward();
    expect(voice.said).toEqual([]);
    s().toggleNarration();
    expect(voice.said).toEqual(['sentence 1']);
    s().toggleNarration();
    expect(voice.speech.cancel).toHaveBeenCalled();
    expect(s().speaking).toBe(false);
  });

  it('says so when the browser cannot speak, and captions carry on without waiting', async () => {
    const voice = fakeVoice(false);
    const { s } = await narrated(voice);
    expect(s()).toMatchObject({ speech: 'unavailable', narration: false, speaking: false });
  });

  it('gives up on speech that fails, instead of holding the lesson', async () => {
    const voice = fakeVoice();
    const { s } = await narrated(voice);
    voice.pending[0]!.onFail('unavailable');
    expect(s()).toMatchObject({ speech: 'unavailable', narration: false, speaking: false });
  });
});
