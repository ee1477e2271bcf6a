import type { DomainEvent } from './domain-events.js';

/** Receives committed domain events; a failing listener never affects the change that caused it. */
export type EventListener = (event: DomainEvent) => void | Promise<void>;

/** The in-process bus on which services publish committed changes. */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly onListenerError: (error: unknown, event: DomainEvent) => void = () => {}) {}

  /** Adds a listener and returns the function that removes it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers events to every listener, in order. */
  publish(...events: DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          const pending = listener(event);
          if (pending) pending.catch((error: unknown) => this.onListenerError(error, event));
        } catch (error) {
          this.onListenerError(error, event);
        }
      }
    }
  }
}
