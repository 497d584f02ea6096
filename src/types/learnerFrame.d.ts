/** The learner's frame's address (scripts/vite/learnerFrame.ts). */
declare module 'virtual:learner-frame' {
  export const learnerFrameUrl: string;
}
