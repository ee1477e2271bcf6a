import type { CreateWebhookRequest, UpdateWebhookRequest, WebhookEventConfig, WebhookEventType } from '@cellar/core';

/**
 * A webhook's events as stored: one entry per event type it listens to, with the fields (and views)
 * that narrow it. The reference keeps them as event rows with field and view relations; the rules
 * below are its handler's, written over the one JSON list.
 */

/** The stored events and the ids the request named, which the service checks belong to the table. */
export interface EventsChange {
  events: WebhookEventConfig[];
  fieldIds: number[];
  viewIds: number[];
}

// The reference applies a config entry only to an event type the webhook listens to; others are ignored unchecked.
function applyConfig(events: WebhookEventConfig[], config: readonly WebhookEventConfig[]): EventsChange {
  const fieldIds: number[] = [];
  const viewIds: number[] = [];
  const byType = new Map(events.map((event) => [event.event_type, event]));
  for (const entry of config) {
    const event = byType.get(entry.event_type);
    if (!event) continue;
    const fields = [...new Set(entry.fields ?? [])];
    const views = [...new Set(entry.views ?? [])];
    fieldIds.push(...fields);
    viewIds.push(...views);
    byType.set(entry.event_type, { event_type: entry.event_type, ...(fields.length > 0 && { fields }), ...(views.length > 0 && { views }) });
  }
  return { events: events.map((event) => byType.get(event.event_type) ?? event), fieldIds, viewIds };
}

const unique = (types: readonly WebhookEventType[]) => [...new Set(types)];

/** A new webhook's events: none when it listens to all of them, else the named ones with their config. */
export function eventsForCreate(body: Pick<CreateWebhookRequest, 'include_all_events' | 'events' | 'event_config'>): EventsChange {
  if (body.include_all_events) return { events: [], fieldIds: [], viewIds: [] };
  return applyConfig(unique(body.events).map((event_type) => ({ event_type })), body.event_config);
}

/**
 * An updated webhook's events. Switching to all events clears them (and ignores any config);
 * otherwise a new list keeps the config of the types it keeps, and a config given is applied.
 */
export function eventsForUpdate(stored: readonly WebhookEventConfig[], wasAllEvents: boolean, body: Pick<UpdateWebhookRequest, 'include_all_events' | 'events' | 'event_config'>): EventsChange {
  if (body.include_all_events === true && !wasAllEvents) return { events: [], fieldIds: [], viewIds: [] };
  let events = [...stored];
  if (body.events !== undefined) {
    const kept = new Map(stored.map((event) => [event.event_type, event]));
    events = unique(body.events).map((event_type) => kept.get(event_type) ?? { event_type });
  }
  if (body.event_config === undefined) return { events, fieldIds: [], viewIds: [] };
  return applyConfig(events, body.event_config);
}
