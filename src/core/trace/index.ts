export * from './types';
export { ticketOf } from './ticket';
