import type { RealtimeMessageOf, RealtimeMessageType } from '@cellar/core';

/** Handlers of realtime messages keyed by type, each told the message and what it may change. */
export type MessageHandlers<Context> = { [T in RealtimeMessageType]?: (message: RealtimeMessageOf<T>, context: Context) => void };

/** Runs the handler of a message's type, if the registry has one. */
export function dispatchMessage<Context>(handlers: MessageHandlers<Context>, message: { type: string }, context: Context): void {
  const handler = handlers[message.type as RealtimeMessageType] as ((message: unknown, context: Context) => void) | undefined;
  handler?.(message, context);
}
