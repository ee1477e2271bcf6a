import type { PublishedEvent } from './domain-events.js';
import type { EventBus, EventListener } from './event-bus.js';

/** The bus of a single server process: listeners are called synchronously, in subscription order. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly onListenerError: (error: unknown, event: PublishedEvent) => void = () => {}) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(...events: PublishedEvent[]): void {
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
