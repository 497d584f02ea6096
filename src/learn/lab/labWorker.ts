/// <reference lib="webworker" />
/**
 * The lab's Web Worker: its own sql.js, the lab's logic from `labSession`, and nothing else. The page
 * stays free while ten thousand checkouts run here.
 */
import { loadSqlJs } from '../../core/sqlite';
import { createYielder } from '../yieldToEvents';
import type { LabEvent, LabRequest } from './labProtocol';
import { createLabSession } from './labSession';

declare const self: DedicatedWorkerGlobalScope;

const session = createLabSession({
  loadSql: loadSqlJs,
  post: (event: LabEvent) => self.postMessage(event),
  now: () => performance.now(),
  yieldToEvents: createYielder().yieldToEvents,
});

self.onmessage = (event: MessageEvent<LabRequest>) => void session.handle(event.data);
