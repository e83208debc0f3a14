// The event feed: every webhook body, in order, for a receiver catching up from a saved cursor.
import type { EventPage } from "../models.js";
import { unwrap, type Query, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type EventFeedQuery = Query<operations["listEvents"]>;

export const eventMethods = ({ api }: Transport) => ({
  /** GET /api/events: one page of the event feed after `after` (a next_cursor you kept). */
  listEvents: async (query: EventFeedQuery = {}): Promise<EventPage> => (await unwrap(api.GET("/api/events", { params: { query } }))).response,
});
export type EventMethods = ReturnType<typeof eventMethods>;
