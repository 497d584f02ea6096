/** The sheets' bodies, a chunk of their own: nothing in them is needed until a learner opens a sheet. */
export { HelpBody } from './HelpBody';
export { Transcript } from './Transcript';
