import type { PublishedEvent } from './domain-events.js';

/** Receives committed domain events; a failing listener never affects the change that caused it. */
export type EventListener = (event: PublishedEvent) => void | Promise<void>;

/**
 * Carries committed changes from services to listeners (the realtime hub, caches). In one process
 * `InProcessEventBus` does; with several server processes an implementation over a shared
 * transport (Redis pub/sub) delivers each event to the listeners of every process.
 */
export interface EventBus {
  /** Adds a listener and returns the function that removes it. */
  subscribe(listener: EventListener): () => void;
  /** Delivers events to every listener, in order. */
  publish(...events: PublishedEvent[]): void;
}
