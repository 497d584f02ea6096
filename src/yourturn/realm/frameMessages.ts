/**
 * What the page and the learner's frame (learner-frame-<hash>.html, written by
 * scripts/vite/learnerFrame.ts) say to each other with `postMessage`. Only these three: the frame
 * says it is there, the page hands it the port the learner's worker will speak over, and the frame
 * says the worker died. Everything else goes over that port, between the page and the worker.
 */
export const FRAME_READY = 'cloakroom:learner-frame-ready';
export const FRAME_PORT = 'cloakroom:learner-port';
export const FRAME_WORKER_ERROR = 'cloakroom:learner-worker-error';
/** The frame found itself on an origin of its own (not opaque): it starts nothing. */
export const FRAME_NOT_SANDBOXED = 'cloakroom:learner-frame-not-sandboxed';

export type FrameToPage = { type: typeof FRAME_READY } | { type: typeof FRAME_NOT_SANDBOXED } | { type: typeof FRAME_WORKER_ERROR; message: string };
